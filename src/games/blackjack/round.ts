/**
 * The dealer's procedure of a round (spec A.9, B.6): the deal (665a.7(e)-(f)), the pass over the
 * two-card side wagers (633a.7(g)), Insurance and the peek (665a.7(g), 633a.7(h)), the House Money ride,
 * the players' Blackjacks paid at once (665a.7(h)(1)), the steps the table takes by itself during play
 * (a split hand's second card, a hand closed at 21 or by its double), and the dealer's Blackjack.
 * Each function returns events; `run` applies them in order so later steps read the state they leave.
 */
import type { Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { around, CARD_TABLE } from '../../engine/turn-order.js';
import { balance, settle } from '../../engine/wagers.js';
import { best, houseMoneyRow, isBlackjack, straightTier, valueOf } from './cards.js';
import { Draws } from './draws.js';
import { evolve } from './evolve.js';
import { citeIn, PROFILES, type SectionKey } from './profile.js';
import { STRAIGHT_JACK_ODDS, settleHitAndRun } from './settle.js';
import { activeHand, wagerAt, type BlackjackState, type Event, type Hand, type Stage } from './state.js';
import { cite } from '../../core/citation.js';

export type Decided = Result<Event[], Rejection>;

export const citeOf =
  (s: BlackjackState) =>
  (key: SectionKey, clause = ''): Citation =>
    citeIn(PROFILES[s.game], key, clause);

/** Applies events to a state in order. */
export const run = (s: BlackjackState, events: readonly Event[]): BlackjackState => events.reduce(evolve, s);

const stage = (s: BlackjackState, to: Stage, clause: string): Event => ({
  type: 'stage',
  stage: to,
  citation: citeOf(s)('dealing', clause),
});

/** The seats with a Bet, in the order of the deal: from the dealer's left, clockwise (665a.7(f), R1). */
export const dealingOrder = (s: BlackjackState): number[] =>
  around(
    CARD_TABLE,
    s.wagers.filter((w) => w.kind === 'bet' && w.spot === String(w.seat)).map((w) => w.seat),
    'clockwise',
  );

const isTen = (c: Card | undefined): boolean => c !== undefined && valueOf(c) === 10;
const isAce = (c: Card | undefined): boolean => c !== undefined && valueOf(c) === 1;

const noCards = (): Decided =>
  reject('insufficient_cards', 'the shoe cannot supply the cards for this round');

/** 665a.7(e): the up card alone, first; the Double Attack Wager is made after it. */
export function dealUpCard(s: BlackjackState): Decided {
  const d = new Draws(s);
  const up = d.next();
  if (!up) return noCards();
  return ok([
    { type: 'up-card', card: up.card, fromHeld: up.fromHeld, citation: citeOf(s)('dealing', '(e)') },
    ...d.flush(),
    stage(s, 'double-attack', '(e)'),
  ]);
}

/** The initial deal, then everything the table does before a player must decide. */
export function dealHands(s: BlackjackState): Decided {
  const d = new Draws(s);
  const seats = dealingOrder(s);
  const first: Card[] = [];
  const second: Card[] = [];
  let fromHeld = 0;
  const one = (): Card | undefined => {
    const x = d.next();
    if (!x) return undefined;
    fromHeld += x.fromHeld;
    return x.card;
  };
  const upFirst = s.r.dealer.length === 0;
  for (let i = 0; i < seats.length; i += 1) {
    const c = one();
    if (c === undefined) return noCards();
    first.push(c);
  }
  const up = upFirst ? one() : undefined;
  if (upFirst && up === undefined) return noCards();
  for (let i = 0; i < seats.length; i += 1) {
    const c = one();
    if (c === undefined) return noCards();
    second.push(c);
  }
  const hole = one();
  if (hole === undefined) return noCards();
  const dealtEvent: Event = {
    type: 'dealt',
    boxes: seats.map((seat, i) => ({ seat, cards: [first[i] as Card, second[i] as Card] })),
    ...(up === undefined ? {} : { up }),
    hole,
    fromHeld,
    citation: citeOf(s)('dealing', '(f)'),
  };
  return continueAfter(s, [dealtEvent, ...d.flush(), ...meters(s)], afterDeal);
}

/** Runs `events`, then appends what `next` decides on the state they leave. */
function continueAfter(s: BlackjackState, events: Event[], next: (t: BlackjackState) => Event[]): Decided {
  return ok([...events, ...next(run(s, events))]);
}

// ------------------------------------------------------------------ progressive meters (633a.2(d))

const POOLS = { 'hit-and-run': 'hit-and-run', 'straight-jack': 'straight-jack' } as const;

/**
 * At the lock-out (633a.2(d)): a new meter is funded to its reset amount, and each wager adds the Rules
 * Submission's increment. The contribution comes from the table inventory, where the wagers go.
 */
function meters(s: BlackjackState): Event[] {
  const out: Event[] = [];
  const progressive = [
    ['hit-and-run', s.table.hitAndRun, '§ 633a.6(e)(10)'],
    ['straight-jack', s.table.straightJack, '§ 633a.13(m)(2)'],
  ] as const;
  for (const [kind, p, at] of progressive) {
    if (!p) continue;
    const pool = pocket.pool(POOLS[kind]);
    const citation = cite(at);
    if (balance(s, pool) < p.meterReset)
      out.push({
        type: 'meter',
        pool: POOLS[kind],
        amount: p.meterReset - balance(s, pool),
        why: 'reset',
        citation,
        transfers: moves(transfer(pocket.bank, pool, p.meterReset - balance(s, pool))),
      });
    const staked = s.wagers.filter((w) => w.kind === kind).reduce((a, w) => a + w.amount, 0);
    const add = Math.floor((staked * p.incrementPercent) / 100);
    if (add > 0)
      out.push({
        type: 'meter',
        pool: POOLS[kind],
        amount: add,
        why: 'increment',
        citation: cite('§ 633a.2(d)'),
        transfers: moves(transfer(pocket.bank, pool, add)),
      });
  }
  return out;
}

// ------------------------------------------------------------------ after the deal

/**
 * B.6 T1 (633a.7(g)): losing House Money and Straight Jack wagers are collected right after the deal;
 * winning House Money wagers wait for the peek, Straight Jack winners for the end of the round. Then
 * Insurance (an ace up), the peek (an ace or a ten-valued card up) or the players' turns.
 */
function afterDeal(s: BlackjackState): Event[] {
  const out: Event[] = [];
  for (const box of [...s.r.boxes].sort((a, b) => a.seat - b.seat)) {
    const cards = box.hands[0]?.cards ?? [];
    const hm = wagerAt(s, box.seat, String(box.seat), 'house-money');
    if (hm && !houseMoneyRow(cards, s.table.rules.decks))
      out.push(settle(hm, { outcome: 'lose', citation: cite('§ 633a.7(g)(10)') }));
    const sj = wagerAt(s, box.seat, String(box.seat), 'straight-jack');
    if (sj && straightTier(cards, true) === 0)
      out.push(settle(sj, { outcome: 'lose', citation: cite('§ 633a.7(g)(9)') }));
  }
  const up = s.r.dealer[0];
  if (isAce(up)) return [...out, stage(s, 'insurance', '(g)')];
  if (isTen(up)) return [...out, stage(s, 'peek', '(g)')];
  const t = run(s, out);
  return [...out, ...afterPeek(t)];
}

/** The peek (665a.7(g); 633a.7(h)): the hole card into the reader, face down. */
export function peek(s: BlackjackState): Decided {
  const c = citeOf(s);
  const hole = s.r.dealer[1];
  if (hole === undefined) return reject('no_hole_card', 'the dealer has no hole card');
  const bj = isBlackjack(s.r.dealer, false);
  const events: Event[] = [{ type: 'peeked', blackjack: bj, citation: c('dealing', '(g)') }];
  // Answers still open when the reader is used are taken as declined (665a.8(a): before the reader).
  for (const box of s.r.boxes)
    if (box.insurance === 'open')
      events.push({
        type: 'insurance-answered',
        seat: box.seat,
        answer: 'declined',
        citation: c('insurance', '(a)'),
      });
  if (bj) {
    events.push({ type: 'hole-revealed', card: hole, citation: c('dealing', '(g)') });
    return continueAfter(s, events, dealerBlackjack);
  }
  for (const w of [...s.wagers].filter((x) => x.kind === 'insurance').sort((a, b) => a.seat - b.seat))
    events.push(settle(w, { outcome: 'lose', citation: c('insurance', '(d)') }));
  return continueAfter(s, events, afterPeek);
}

/**
 * No dealer Blackjack: winning House Money wagers are paid and the ride offered (633a.7(g)(10)(ii),
 * B.6 T3); then the players' turns, their Blackjacks paid at once.
 */
function afterPeek(s: BlackjackState): Event[] {
  const out: Event[] = [];
  const at = cite('§ 633a.7(g)(10)');
  for (const box of [...s.r.boxes].sort((a, b) => a.seat - b.seat)) {
    const hm = wagerAt(s, box.seat, String(box.seat), 'house-money');
    const row = hm && houseMoneyRow(box.hands[0]?.cards ?? [], s.table.rules.decks);
    if (!hm || !row) continue;
    const paid = settle(
      hm,
      { outcome: 'win', odds: row.odds, citation: cite('§ 633a.13(n)') },
      { row: row.row },
    );
    out.push(paid);
    const ride = Math.floor((paid.winnings * (s.table.houseMoney?.ridePercent ?? 0)) / 100);
    if (ride > 0 && wagerAt(s, box.seat, String(box.seat), 'bet'))
      out.push({ type: 'house-money-due', seat: box.seat, payout: ride, citation: at });
  }
  const t = run(s, out);
  if (t.r.houseMoneyDue.length) return [...out, stage(t, 'house-money', '(g)')];
  return [...out, ...startPlay(t)];
}

/** The players' turns: Blackjacks paid at once (665a.7(h)(1), 665a.12(a); 633a.13(a)), then play. */
export function startPlay(s: BlackjackState): Event[] {
  const out: Event[] = [];
  const c = citeOf(s);
  for (const seat of dealingOrder(s)) {
    const hand = s.r.boxes.find((b) => b.seat === seat)?.hands[0];
    if (!hand || hand.status !== 'playing' || !isBlackjack(hand.cards, false)) continue;
    const bet = wagerAt(s, seat, hand.spot, 'bet');
    if (bet)
      out.push(
        settle(bet, { outcome: 'win', odds: s.table.rules.blackjackPays, citation: c('payout', '(a)') }),
      );
    const da = wagerAt(s, seat, hand.spot, 'double-attack');
    if (da) out.push(settle(da, { outcome: 'win', odds: { win: 1, per: 1 }, citation: c('payout', '(a)') }));
    out.push({
      type: 'hand-ended',
      seat,
      spot: hand.spot,
      status: 'blackjack',
      citation: c('dealing', '(h)'),
    });
  }
  out.push(stage(s, 'play', '(i)'));
  return [...out, ...advance(run(s, out))];
}

/** Whether a hand that may draw no more still has a decision: surrender any time, rescue, resplit aces. */
export function closedHandDecides(
  s: BlackjackState,
  box: { readonly hands: readonly Hand[] },
  h: Hand,
): boolean {
  const r = s.table.rules;
  const t = best(h.cards);
  if (t >= 21) return false;
  if (r.surrender === 'any-time') return true;
  if (r.doubleRescue && h.doubled > 0) return true;
  const aces = h.cards.length === 2 && isAce(h.cards[0]) && isAce(h.cards[1]);
  return h.splitAces && aces && r.split.resplitAces && box.hands.length < r.split.maxHands;
}

/**
 * What the table does by itself during play, until a player must decide: a split hand's second card
 * (665a.11(b)), a busted hand collected (DA-5), a hand closed at 21 (665a.7(j)(1)) or by its double
 * with nothing left to decide, and the dealer's turn once every hand is done.
 */
export function advance(s0: BlackjackState): Event[] {
  const out: Event[] = [];
  let s = s0;
  const c = citeOf(s);
  for (let guard = 0; guard < 64; guard += 1) {
    if (s.r.stage !== 'play') break;
    const a = activeHand(s);
    let step: Event[];
    if (!a) step = [stage(s, 'dealer', '(l)')];
    else if (a.hand.cards.length === 1) {
      const d = new Draws(s);
      const x = d.next();
      if (!x) break;
      step = [
        {
          type: 'card',
          seat: a.box.seat,
          spot: a.hand.spot,
          card: x.card,
          why: 'split',
          fromHeld: x.fromHeld,
          citation: c('split', '(b)'),
        },
        ...d.flush(),
      ];
    } else if (best(a.hand.cards) > 21) {
      step = [
        ...(['bet', 'double-attack'] as const).flatMap((k) => {
          const w = wagerAt(s, a.box.seat, a.hand.spot, k);
          return w ? [settle(w, { outcome: 'lose', citation: c('dealing', '(o)') })] : [];
        }),
        {
          type: 'hand-ended',
          seat: a.box.seat,
          spot: a.hand.spot,
          status: 'busted',
          citation: c('dealing', '(j)'),
        },
      ];
    } else if (best(a.hand.cards) === 21 || (a.hand.closed && !closedHandDecides(s, a.box, a.hand)))
      step = [
        {
          type: 'hand-ended',
          seat: a.box.seat,
          spot: a.hand.spot,
          status: 'stood',
          citation: c('dealing', '(j)'),
        },
      ];
    else break;
    out.push(...step);
    s = run(s, step);
  }
  return out;
}

// ------------------------------------------------------------------ the dealer's Blackjack

/**
 * 665a.7(g), (o)(1)(ii)(A), (o)(2); 633a.7(h); B.6 T2: no more cards. Insurance wins; the Bet loses or
 * pushes a player Blackjack (635a: the player's Blackjack wins); the Double Attack Wager is returned;
 * Bust It loses (DA-15); held House Money winners are paid without a ride; Straight Jack pays the
 * two-card row (BJ-5); Hit and Run is decided on the dealer's Blackjack.
 */
function dealerBlackjack(s: BlackjackState): Event[] {
  const out: Event[] = [];
  const c = citeOf(s);
  const r = s.table.rules;
  for (const box of [...s.r.boxes].sort((a, b) => a.seat - b.seat)) {
    const seat = box.seat;
    const spot = String(seat);
    const hand = box.hands[0];
    const bj = hand !== undefined && isBlackjack(hand.cards, false);
    const w = (k: Parameters<typeof wagerAt>[3]) => wagerAt(s, seat, spot, k);
    const ins = w('insurance');
    if (ins) out.push(settle(ins, { outcome: 'win', odds: r.insurancePays, citation: c('payout', '(b)') }));
    const bet = w('bet');
    if (bet)
      out.push(
        settle(
          bet,
          bj && r.blackjackBeatsDealerBlackjack
            ? { outcome: 'win', odds: r.blackjackPays, citation: c('payout', '(a)') }
            : { outcome: bj ? 'push' : 'lose', citation: c('dealing', '(g)') },
        ),
      );
    const da = w('double-attack');
    if (da) out.push(settle(da, { outcome: 'push', citation: c('dealing', '(o)(2)') }));
    const bust = w('bust-it');
    if (bust) out.push(settle(bust, { outcome: 'lose', citation: c('dealing', '(m)(1)') }));
    const hm = w('house-money');
    const row = hm && houseMoneyRow(hand?.cards ?? [], r.decks);
    if (hm && row)
      out.push(
        settle(
          hm,
          { outcome: 'win', odds: row.odds, citation: cite('§ 633a.7(g)(10)(i)') },
          { row: row.row },
        ),
      );
    const sj = w('straight-jack');
    if (sj)
      out.push(
        settle(sj, {
          outcome: 'win',
          odds: STRAIGHT_JACK_ODDS[2] ?? { win: 3, per: 1 },
          citation: cite('§ 633a.7(h)'),
        }),
      );
    if (hand?.status === 'playing')
      out.push({
        type: 'hand-ended',
        seat,
        spot: hand.spot,
        status: bj ? 'blackjack' : 'stood',
        citation: c('dealing', '(g)'),
      });
  }
  const t = run(s, out);
  const hitAndRun = settleHitAndRun(t, cite('§ 633a.7(h)'));
  return [...out, ...hitAndRun, ...roundComplete(run(t, hitAndRun))];
}

/** The round ends: cards to the discard rack (665a.7(q)); the shoe ends once the cover card is out. */
export function roundComplete(s: BlackjackState): Event[] {
  const onLayout =
    s.r.dealer.length + s.r.boxes.reduce((a, b) => a + b.hands.reduce((x, h) => x + h.cards.length, 0), 0);
  const finished = s.table.shuffler === 'continuous' || (s.shoe.dealing?.coverOut ?? false);
  return [
    {
      type: 'round-complete',
      discarded: onLayout + s.r.discarded,
      shoeFinished: finished,
      coverSeat: typeof s.r.coverAt === 'number' ? s.r.coverAt : null,
      citation: citeOf(s)('dealing', '(q)'),
    },
  ];
}
