/**
 * Three Card Poker decisions: who may issue each command, the phase -> allowed commands table, and a
 * handler per command: the deck's from the single-deck procedure, the wagers through the kernel's rule
 * table (rules.ts, WAGER_RULES), the Play Wager as a `wager-changed` (§ 669a.11(f)), and the settlement
 * through resolutions (settle.ts).
 */
import type { Citation } from '../../core/citation.js';
import { formatCents } from '../../core/money.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import {
  decideWith,
  requireDealer,
  requireSeatedPlayer,
  type Handler,
  type Handlers,
  type PhaseTable,
} from '../../engine/decide.js';
import { bankedTerms, stakeOf } from '../../engine/coupons.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import { boughtIn, left, seated } from '../../engine/kernel.js';
import { deal as dealFrom, deliveryOf, singleDeck, type Stage } from '../../engine/procedures/single-deck.js';
import { decideSit, isStaff } from '../../engine/seating.js';
import { available, changed, decidePlace, withdrawn } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { CITE, DEAL_CITE, DECK_RULES, STUB_CITE, WAGER_RULES, dealerQualifies, handName } from './rules.js';
import { settleHand, settled, voidRound } from './settle.js';
import {
  decidingSeat,
  deckSetup,
  handOf,
  nextToSettle,
  wagerOf,
  type Event,
  type Phase,
  type TcpState,
} from './state.js';

type Type = Command['type'];
type On<T extends Type> = Handler<TcpState, Extract<Command, { type: T }>, Event>;

const STAGE: Readonly<Record<Phase, Stage>> = {
  betting: 'betting',
  dealing: 'dealing',
  deciding: 'dealt',
  showdown: 'dealt',
  settling: 'dealt',
};

export const deck = singleDeck<TcpState, Event>({
  rules: () => DECK_RULES,
  setup: deckSetup,
  deck: (s) => s.deck,
  stage: (s) => STAGE[s.phase],
  voidRound: (s, v) => voidRound(s, v.reason, v.citation, v.deckRemoved),
});

// ---- who may issue a command ----------------------------------------------------------------------

const ROLES: Partial<Readonly<Record<Type, 'player' | 'dealer' | 'staff'>>> = {
  'buy-in': 'player',
  leave: 'player',
  'place-wager': 'player',
  'withdraw-wager': 'player',
  play: 'player',
  fold: 'player',
  'no-more-bets': 'dealer',
  deal: 'dealer',
  'reveal-dealer': 'dealer',
  settle: 'dealer',
  'dealer-card-exposed': 'staff',
};

function roleRefusal(s: TcpState, actor: Actor, type: Type): Rejection | undefined {
  switch (ROLES[type]) {
    case 'player': {
      const r = requireSeatedPlayer(s, actor, type);
      return r.ok ? undefined : r.error;
    }
    case 'dealer':
      return requireDealer(actor, type.replaceAll('-', ' '));
    case 'staff':
      return isStaff(actor)
        ? undefined
        : {
            code: 'not_permitted',
            message: `only the dealer or a floorperson reports ${type.replaceAll('-', ' ')}`,
          };
    case undefined:
      return undefined;
  }
}

// ---- the phase table ------------------------------------------------------------------------------

const why = (code: string, message: string, citation?: Citation): Rejection =>
  citation === undefined ? { code, message } : { code, message, citation };

const NOT_NOW: Partial<Record<Type, Rejection>> = {
  'no-more-bets': why('not_now', 'wagers are not open'),
  deal: why('not_now', 'nothing to deal now'),
  play: why('not_now', 'no hand of yours is waiting for a decision', CITE.decision),
  fold: why('not_now', 'no hand of yours is waiting for a decision', CITE.decision),
  'reveal-dealer': why(
    'not_now',
    "the dealer's hand is turned over once every player has played or folded",
    CITE.revealDealer,
  ),
  settle: why('not_now', 'nothing to settle now', CITE.settleOrder),
  'dealer-card-exposed': why(
    'not_now',
    "a dealer's card exposed is reported between the deal and the reveal",
    CITE.dealerCardExposed,
  ),
};

const ALWAYS: readonly Type[] = [
  'sit',
  'buy-in',
  'leave',
  'place-wager',
  'withdraw-wager',
  'shuffle',
  'cut',
  'order-recut',
  'order-reshuffle',
  'face-up-card',
  'card-drawn-in-error',
  'wrong-card-count',
  'stub-miscount',
  'shoe-malfunction',
  'shuffler-malfunction',
  'shuffler-miscount',
];
const row = (...allows: Type[]) => ({ allows: [...ALWAYS, ...allows], otherwise: NOT_NOW });

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  dealing: row('deal', 'dealer-card-exposed'),
  deciding: row('play', 'fold', 'dealer-card-exposed'),
  showdown: row('reveal-dealer', 'dealer-card-exposed'),
  settling: row('settle'),
};

// ---- handlers -------------------------------------------------------------------------------------

const seatOfActor = (actor: Actor): number => actor.seat ?? 0;

const sit: On<'sit'> = (s, actor, c) => {
  const r = decideSit(s, actor, c, { count: s.options.seats, citation: CITE.table });
  return r.ok ? ok(r.value.map((e) => seated(e.seat, e.name, e.chips))) : r;
};

const leave: On<'leave'> = (s, actor) => {
  const seat = seatOfActor(actor);
  const mine = s.wagers.filter((w) => w.seat === seat);
  if (s.phase !== 'betting' && (mine.length || handOf(s, seat)))
    return reject(
      'wager_in_play',
      'a player who has wagered and received cards stays until the round is complete',
      CITE.noMoreBets,
    );
  const rack = s.seats.find((x) => x.seat === seat)?.chips ?? 0;
  return ok([
    ...mine.map((w): Event => withdrawn(w, w.amount, CITE.noMoreBets)),
    left(seat, rack + mine.reduce((a, w) => a + w.amount, 0)),
  ]);
};

const placeWager: On<'place-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  return decidePlace(
    s,
    s.options,
    WAGER_RULES,
    { seat, spot: String(seat), kind: c.kind, amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) },
    bankedTerms(s.options.couponProfile),
  );
};

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const closed = WAGER_RULES[c.kind].withdraw?.(s, { seat, spot: String(seat), kind: c.kind, amount: 0 });
  if (closed) return err(closed);
  const w = wagerOf(s, seat, c.kind);
  if (!w) return reject('no_such_wager', `no ${c.kind} wager of yours`);
  // The Six Card Bonus is an additional wager (R66): it comes down with the last wager it stands beside.
  const six = wagerOf(s, seat, 'six-card-bonus');
  const others = s.wagers.filter(
    (x) => x.seat === seat && x.kind !== c.kind && (x.kind === 'ante' || x.kind === 'pair-plus'),
  );
  const dependent = c.kind !== 'six-card-bonus' && six && !others.length ? [six] : [];
  return ok(
    [w, ...dependent].map((x) => withdrawn(x, x.amount, x === w ? CITE.noMoreBets : CITE.sixCardBonus)),
  );
};

const noMoreBets: On<'no-more-bets'> = (s) => {
  if (s.deck.status !== 'ready') return reject('not_now', 'wagers are not open');
  if (!s.wagers.some((w) => w.kind === 'ante' || w.kind === 'pair-plus'))
    return reject('no_wagers', 'no Ante or Pair Plus Wager is on the layout', CITE.ante);
  return ok([{ type: 'no-more-bets', citation: CITE.noMoreBets }]);
};

/**
 * Three cards to each wagered position, from the dealer's left clockwise (the highest seat first), then
 * three to the dealer; one at a time from a manual shoe or the hand, a stack of three from an automated
 * shoe (§§ 669a.8(d), 669a.9(b), 669a.10(b)); the stub counted unless the shuffler counts the deck.
 */
const deal: On<'deal'> = (s) => {
  const o = s.options;
  if (!s.deck.stack || s.deck.status !== 'ready') return reject('not_now', 'nothing to deal now');
  const seats = [...new Set(s.wagers.map((w) => w.seat))].sort((a, b) => b - a);
  const dealt = dealFrom(s.deck, [...seats, 0], 3, deliveryOf(o.dealing));
  const expected = 52 - 3 * (seats.length + 1) - s.deck.faceUpFound;
  return ok([
    { type: 'cards-dealt', hands: dealt.hands, citation: DEAL_CITE[o.dealing] },
    ...(o.countingShuffler
      ? []
      : [{ type: 'stub-counted', stub: dealt.stub, expected, citation: STUB_CITE[o.dealing] } as const]),
  ]);
};

/** The player whose turn it is to decide (§ 669a.11(f): from the dealer's left, clockwise). */
function turnOf(s: TcpState, actor: Actor): Result<number, Rejection> {
  const seat = seatOfActor(actor);
  const h = handOf(s, seat);
  if (!h || h.decision !== 'pending')
    return reject('no_decision', 'you have no Ante in play waiting for a decision', CITE.decision);
  const turn = decidingSeat(s);
  if (turn !== seat)
    return reject(
      'not_your_turn',
      `the dealer asks each player in turn from the dealer's left: seat ${turn ?? '-'} decides first`,
      CITE.decision,
    );
  return ok(seat);
}

const play: On<'play'> = (s, actor) => {
  const t = turnOf(s, actor);
  if (!t.ok) return t;
  const ante = wagerOf(s, t.value, 'ante');
  if (!ante) return reject('no_decision', 'you have no Ante in play', CITE.decision);
  // The Ante is its chips plus a riding coupon's value (§ 603a.1; R75): the Play Wager equals that total.
  const equal = stakeOf(ante);
  if (available(s, t.value) < equal)
    return reject(
      'insufficient_chips',
      `a Play Wager equals the Ante (${formatCents(equal)}); seat ${t.value} has ${formatCents(available(s, t.value))}`,
      CITE.play,
    );
  return ok([changed({ seat: t.value, spot: ante.spot, kind: 'play' }, equal, 'Play', CITE.play)]);
};

const fold: On<'fold'> = (s, actor) => {
  const t = turnOf(s, actor);
  if (!t.ok) return t;
  const ante = wagerOf(s, t.value, 'ante');
  return ok([
    { type: 'folded', seat: t.value, citation: CITE.fold },
    ...(ante ? [settled(ante, { outcome: 'lose', citation: CITE.fold })] : []),
  ]);
};

const revealDealer: On<'reveal-dealer'> = (s) => {
  if (!s.dealer) return reject('not_now', 'no dealer hand to reveal');
  return ok([
    {
      type: 'dealer-revealed',
      cards: s.dealer.cards,
      qualifies: dealerQualifies(s.dealer.cards),
      hand: handName(s.dealer.cards),
      citation: CITE.revealDealer,
    },
  ]);
};

const settle: On<'settle'> = (s) => {
  const h = nextToSettle(s);
  return ok(h ? settleHand(s, h) : [{ type: 'round-complete', citation: CITE.discard }]);
};

/** § 669a.13(d), read for the dealer's hand: a dealer's card exposed before the reveal voids the round. */
const dealerCardExposed: On<'dealer-card-exposed'> = (s) =>
  ok([
    { type: 'dealer-card-exposed', citation: CITE.dealerCardExposed },
    ...voidRound(
      s,
      "a card of the dealer's hand was exposed before the reveal",
      CITE.dealerCardExposed,
      false,
    ),
  ]);

const HANDLERS: Handlers<TcpState, Command, Event> = {
  sit,
  'buy-in': (_s, actor, c) => ok([boughtIn(seatOfActor(actor), c.amount)]),
  leave,
  'place-wager': placeWager,
  'withdraw-wager': withdrawWager,
  'no-more-bets': noMoreBets,
  deal,
  play,
  fold,
  'reveal-dealer': revealDealer,
  settle,
  'dealer-card-exposed': dealerCardExposed,
  shuffle: deck.handlers.shuffle,
  cut: deck.handlers.cut,
  'order-recut': deck.handlers['order-recut'],
  'order-reshuffle': deck.handlers['order-reshuffle'],
  'face-up-card': deck.handlers['face-up-card'],
  'card-drawn-in-error': deck.handlers['card-drawn-in-error'],
  'wrong-card-count': deck.handlers['wrong-card-count'],
  'stub-miscount': deck.handlers['stub-miscount'],
  'shoe-malfunction': deck.handlers['shoe-malfunction'],
  'shuffler-malfunction': deck.handlers['shuffler-malfunction'],
  'shuffler-miscount': deck.handlers['shuffler-miscount'],
};

const phased = decideWith(HANDLERS, { table: PHASES, of: (s: TcpState) => s.phase });

/** Who may act is checked first, then the phase, then the command's own handler. */
export function decide(
  s: TcpState,
  actor: Actor,
  c: Command,
  ctx: DecideContext,
): Result<Event[], Rejection> {
  const refused = roleRefusal(s, actor, c.type);
  return refused ? err(refused) : phased(s, actor, c, ctx);
}
