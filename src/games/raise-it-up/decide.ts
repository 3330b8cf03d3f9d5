/**
 * Raise It Up Stud Poker decisions: who may issue each command, the phase -> allowed commands table, and
 * a handler per command: the deck's from the single-deck procedure, the wagers through the kernel's rule
 * table (rules.ts), the decisions (§ 669a.11(b)-(h)) and settlement through resolutions (settle.ts).
 */
import { formatCents } from '../../core/money.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { why, type Role, type Handler, type Handlers, type PhaseTable } from '../../engine/decide.js';
import type { Actor } from '../../engine/game.js';
import { left } from '../../engine/kernel.js';
import { moves, pocket, transfer, type Transfer } from '../../engine/pockets.js';
import { deal as dealCards, deliveryOf } from '../../engine/procedures/single-deck.js';
import { stakeOf } from '../../engine/coupons.js';
import { available, changed, placed, withdrawn, type Wager } from '../../engine/wagers.js';
import { ALWAYS_ALLOWED, tableDeck } from '../../engine/procedures/card-table.js';
import {
  CARD_TABLE_NOT_NOW,
  CARD_TABLE_ROLES,
  decideAtTable,
  buyIn,
  leaveWithWagers,
  ownWagerToWithdraw,
  phaseRows,
  placeAtTable,
  seatOfActor,
  sitAt,
} from '../../engine/procedures/card-table-decide.js';
import type { Command } from './commands.js';
import { rateBasisPoints } from './options.js';
import {
  CITE,
  DEAL_CITE,
  DECISION_CITE,
  DECK_RULES,
  NO_MORE_BETS_CITE,
  PLAY_MULTIPLES,
  STUB_CITE,
  TURN,
  WAGER_RULES,
  type Street,
} from './rules.js';
import { progressiveHandOf } from './math/side-wagers.js';
import { forfeit, nextToSettle, settleStep, settled, voidRound } from './settle.js';
import {
  METER,
  deckSetup,
  handOf,
  live,
  wagerOf,
  type Event,
  type Phase,
  type PlayerHand,
  type RaiseItUpState,
} from './state.js';

type Type = Command['type'];
type On<T extends Type> = Handler<RaiseItUpState, Extract<Command, { type: T }>, Event>;

export const deck = tableDeck<RaiseItUpState, Phase, Event>({
  stages: {
    betting: 'betting',
    dealing: 'dealing',
    third: 'dealt',
    fourth: 'dealt',
    fifth: 'dealt',
    settling: 'dealt',
  },
  rules: () => DECK_RULES,
  setup: deckSetup,
  voidRound: (s, v) => voidRound(s, v.reason, v.citation, v.deckRemoved),
});

export const isStreet = (p: Phase): p is Street => p === 'third' || p === 'fourth' || p === 'fifth';

/**
 * The player the dealer asks now: from the farthest to the dealer's left, clockwise (§ 669a.11(b)), each
 * remaining player who has placed no Play Wager and has not answered at this street (A-AMB-1).
 */
export function toAct(s: RaiseItUpState): PlayerHand | undefined {
  const street = s.phase;
  if (!isStreet(street)) return undefined;
  return [...s.hands]
    .sort((a, b) => a.seat - b.seat)
    .find((h) => live(h) && h.play === 0 && h.decided !== street);
}

// ---- who may issue a command ------------------------------------------------------------------------

const ROLES: Partial<Readonly<Record<Type, Role>>> = {
  ...CARD_TABLE_ROLES,
  check: 'player',
  play: 'player',
  fold: 'player',
  'turn-card': 'dealer',
  'community-card-exposed': 'staff',
  'information-exchanged': 'staff',
};

// ---- the phase table ----------------------------------------------------------------------------------

const NOT_NOW: Partial<Record<Type, Rejection>> = {
  ...CARD_TABLE_NOT_NOW,
  check: why('not_now', 'no decision is asked of you now', CITE.third),
  play: why('not_now', 'the Play Wager is placed at one of the three decisions', CITE.play),
  fold: why('not_now', 'a player folds at the last decision, before 6th Street', CITE.fifth),
  'turn-card': why('not_now', 'no community card is due'),
  settle: why('not_now', 'nothing to settle now', CITE.reveal),
  'community-card-exposed': why(
    'not_now',
    'a community card can be exposed early only between the deal and 6th Street',
    CITE.communityExposed,
  ),
  'validate-progressive': why(
    'nothing_to_validate',
    'no progressive payout awaits validation',
    CITE.validate,
  ),
  'information-exchanged': why(
    'not_now',
    'the rule holds until every community card is revealed',
    CITE.noExchange,
  ),
};

const row = phaseRows<Type>(ALWAYS_ALLOWED, NOT_NOW);
const DECIDING: Type[] = [
  'check',
  'play',
  'fold',
  'turn-card',
  'community-card-exposed',
  'information-exchanged',
];

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  dealing: row('deal'),
  third: row(...DECIDING),
  fourth: row(...DECIDING),
  fifth: row(...DECIDING),
  settling: row('settle', 'validate-progressive'),
};

// ---- seating and wagers ---------------------------------------------------------------------------------

const leave: On<'leave'> = (s, actor) => {
  const seat = seatOfActor(actor);
  const h = handOf(s, seat);
  if (s.phase !== 'betting' && (s.wagers.some((w) => w.seat === seat) || (h && !h.settled))) {
    // § 669a.7(b): wagers "may be considered abandoned and may be treated as losing": the Rules
    // Submission says whether they are (spec A-AMB-15); otherwise the player stays to the end.
    if (!s.options.abandonedWagersLose)
      return reject(
        'wager_in_play',
        'a player who has wagered and received cards stays seated until the round is complete',
        CITE.seated,
      );
    return ok([
      ...forfeit(s, seat, 'the player left the table during the round', CITE.seated),
      left(seat, s.seats.find((x) => x.seat === seat)?.chips ?? 0),
    ]);
  }
  return ok(leaveWithWagers(s, seat, CITE.noMoreBets));
};

const placeWager: On<'place-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const r = placeAtTable(s, WAGER_RULES, seat, String(seat), c);
  if (!r.ok || c.kind !== 'ante') return r;
  // The Blind equals the Ante (§ 669a.7(d)(1)): both are placed together, or neither. A coupon's value
  // counts in the Ante, so the Blind matches chips plus coupon, in chips (B-AMB-4, R75).
  const blind = stakeOf({ amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) });
  if (c.amount + blind > available(s, seat))
    return reject(
      'insufficient_chips',
      `the Ante and the equal Blind need ${formatCents(c.amount + blind)} in chips; seat ${seat} has ${formatCents(available(s, seat))}`,
      CITE.anteBlind,
    );
  return ok([...r.value, placed({ seat, spot: String(seat), kind: 'blind', amount: blind }, CITE.anteBlind)]);
};

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const none = why('no_such_wager', `seat ${seat} has no ${WAGER_RULES[c.kind].name}`);
  const r = ownWagerToWithdraw(s, WAGER_RULES, seat, c.kind, none);
  if (!r.ok) return r;
  const w = r.value;
  // The Ante takes down the Blind and every side wager, which are made only after it (A-AMB-14).
  const also: Wager[] = c.kind === 'ante' ? s.wagers.filter((x) => x.seat === seat && x !== w) : [];
  return ok([w, ...also].map((x) => withdrawn(x, x.amount, CITE.noMoreBets)));
};

// ---- the round ------------------------------------------------------------------------------------------

/**
 * "No more bets" (§§ 669a.8(b), 669a.9(a)(3), 669a.10(a)(2)): the progressive system locks out; the
 * Progressive chips go into the table inventory container and the meter rises by the rate of progression
 * (§ 669a.12(e)(3)), a fraction of a cent carried to the next round. The meter is funded with its initial
 * amount the first time (§ 669a.12(e)(3)).
 */
const noMoreBets: On<'no-more-bets'> = (s) => {
  if (s.deck.status !== 'ready') return reject('not_now', 'the deck is not yet ready to deal', CITE.shuffle);
  if (!s.wagers.some((w) => w.kind === 'ante'))
    return reject('no_wagers', 'no Ante and Blind Wager is on the layout', CITE.anteBlind);
  const out: Event[] = [{ type: 'no-more-bets', citation: NO_MORE_BETS_CITE[s.options.dealing] }];
  const p = s.options.progressive;
  if (!p) return ok(out);
  if (!s.progressive.seeded)
    out.push({
      type: 'meter-seeded',
      amount: p.resetCents,
      citation: CITE.meterRate,
      transfers: moves(transfer(pocket.bank, METER, p.resetCents)),
    });
  const stakes = s.wagers.filter((w) => w.kind === 'progressive');
  if (!stakes.length) return ok(out);
  const total = stakes.reduce((n, w) => n + w.amount, 0);
  const units = total * rateBasisPoints(p.ratePercent) + s.progressive.carry;
  const increment = Math.floor(units / 10_000);
  const transfers: Transfer[] = [
    ...stakes.map((w) => transfer(pocket.spot(w), pocket.bank, w.amount)),
    ...moves(transfer(pocket.bank, METER, increment)),
  ];
  out.push({
    type: 'progressive-collected',
    seats: stakes.map((w) => w.seat),
    stake: p.wager * 100,
    increment,
    carry: units % 10_000,
    citation: NO_MORE_BETS_CITE[s.options.dealing],
    transfers,
  });
  return ok(out);
};

/**
 * Three cards to each player with an Ante and Blind, from the dealer's left, clockwise (one at a time
 * from a manual shoe or the hand, a stack of three from an automated shoe), then three community cards
 * face down; the stub counted (§§ 669a.8(d)-(f), 669a.9(b)-(d), 669a.10(b)-(d)).
 */
const deal: On<'deal'> = (s) => {
  const stack = s.deck.stack;
  if (!stack || s.deck.status !== 'ready') return reject('not_now', 'nothing to deal now');
  const order = [...new Set(s.wagers.filter((w) => w.kind === 'ante').map((w) => w.seat))].sort(
    (a, b) => a - b,
  );
  const dealt = dealCards(s.deck, order, 3, deliveryOf(s.options.dealing));
  const from = s.deck.next + 3 * order.length;
  const community = stack.slice(from, from + 3);
  const method = s.options.dealing;
  return ok([
    {
      type: 'cards-dealt',
      hands: dealt.hands.map((x) => ({ seat: x.position, cards: x.cards })),
      community,
      citation: DEAL_CITE[method],
    },
    {
      type: 'stub-counted',
      stub: stack.length - from - 3,
      expected: 52 - 3 * (order.length + 1) - s.deck.faceUpFound,
      citation: STUB_CITE[method],
    },
  ]);
};

/** The player answering now, or the rejection of anyone else. */
function answering(s: RaiseItUpState, actor: Actor): Result<{ h: PlayerHand; street: Street }, Rejection> {
  const street = s.phase;
  const h = toAct(s);
  if (!isStreet(street) || !h) return reject('not_now', 'no decision is asked now', CITE.third);
  if (h.seat !== actor.seat) {
    const mine = handOf(s, actor.seat ?? 0);
    if (!mine || !live(mine) || mine.play !== 0)
      return reject('no_decision', 'you have no decision left this round', CITE.play);
    return reject('not_your_turn', `the dealer asks seat ${h.seat} first`, DECISION_CITE[street]);
  }
  return ok({ h, street });
}

const check: On<'check'> = (s, actor) => {
  const r = answering(s, actor);
  if (!r.ok) return r;
  const { h, street } = r.value;
  if (street === 'fifth')
    return reject('no_check_at_fifth', 'before 6th Street a player plays 1x or folds', CITE.fifth);
  return ok([{ type: 'checked', seat: h.seat, street, citation: DECISION_CITE[street] }]);
};

const play: On<'play'> = (s, actor, c) => {
  const r = answering(s, actor);
  if (!r.ok) return r;
  const { h, street } = r.value;
  const allowed = PLAY_MULTIPLES[street];
  if (!allowed.includes(c.multiple))
    return reject(
      'play_multiple',
      `at this decision the Play Wager is ${allowed.map((m) => `${m}x`).join(' or ')} the Ante`,
      DECISION_CITE[street],
    );
  const ante = wagerOf(s, h.seat, 'ante');
  if (!ante) return reject('no_ante', 'no Ante Wager at this seat', CITE.anteBlind);
  // A multiple of the Ante's chips plus a riding coupon's value (R75).
  const amount = stakeOf(ante) * c.multiple;
  if (amount > available(s, h.seat))
    return reject(
      'insufficient_chips',
      `a ${c.multiple}x Play Wager is ${formatCents(amount)}; seat ${h.seat} has ${formatCents(available(s, h.seat))}`,
      DECISION_CITE[street],
    );
  const id = { seat: h.seat, spot: String(h.seat), kind: 'play' };
  return ok([
    { ...changed(id, amount, `Play ${c.multiple}x`, DECISION_CITE[street]), multiple: c.multiple, street },
  ]);
};

const fold: On<'fold'> = (s, actor) => {
  const r = answering(s, actor);
  if (!r.ok) return r;
  const { h, street } = r.value;
  if (street !== 'fifth')
    return reject(
      'check_before_fifth',
      'before 4th and 5th Street a player checks; he folds only at the last decision',
      CITE.fifth,
    );
  // The Ante and Blind are collected at once (§ 669a.11(f)).
  return ok([
    { type: 'folded', seat: h.seat, citation: CITE.fold },
    ...(['ante', 'blind'] as const).flatMap((k) => {
      const w = wagerOf(s, h.seat, k);
      return w ? [settled(w, { outcome: 'lose', citation: CITE.fifth })] : [];
    }),
  ]);
};

const turnCard: On<'turn-card'> = (s) => {
  const street = s.phase;
  if (!isStreet(street)) return reject('not_now', 'no community card is due');
  const h = toAct(s);
  if (h) return reject('awaiting_decision', `seat ${h.seat} has not yet decided`, DECISION_CITE[street]);
  const card = s.community[s.turned];
  if (card === undefined) return reject('not_now', 'no community card is left');
  return ok([
    { type: 'community-card-turned', box: TURN[street].box, card, citation: TURN[street].citation },
  ]);
};

const settleNext: On<'settle'> = (s) => {
  const h = nextToSettle(s);
  if (!h) return ok([{ type: 'round-complete', citation: CITE.discard }]);
  const step = settleStep(s, h);
  return step === 'awaiting-validation'
    ? reject(
        'awaiting_validation',
        `a floorperson validates seat ${h.seat}'s progressive payout before it is paid`,
        CITE.validate,
      )
    : ok(step);
};

/**
 * § 669a.11(i)(3)(i)(A)-(C): the hand verified and the system's light checked, a floorperson validates
 * the payout; at an automated table the progressive table game system does (ruling R63).
 */
const validateProgressive: On<'validate-progressive'> = (s, actor, c) => {
  if (actor.role !== 'floorperson' && !(s.automated && actor.role === 'system'))
    return reject('not_permitted', 'a floorperson or above validates a progressive payout', CITE.validate);
  const v = s.validation;
  if (!v || v.seat !== c.seat || v.validated)
    return reject(
      'nothing_to_validate',
      `no progressive payout of seat ${c.seat} awaits validation`,
      CITE.validate,
    );
  const h = handOf(s, c.seat);
  return ok([
    {
      type: 'progressive-validated',
      seat: c.seat,
      hand: h ? (progressiveHandOf(h.cards) ?? '') : '',
      citation: CITE.validate,
    },
  ]);
};

const communityExposed: On<'community-card-exposed'> = (s) =>
  ok(voidRound(s, 'a community card was exposed before its turn', CITE.communityExposed, false));

const informationExchanged: On<'information-exchanged'> = (s, _actor, c) => {
  const h = handOf(s, c.seat);
  if (!h || !live(h)) return reject('no_hand', `seat ${c.seat} holds no hand in the round`, CITE.noExchange);
  return ok(
    forfeit(
      s,
      c.seat,
      'information about the hand was exchanged before every community card was revealed',
      CITE.noExchange,
    ),
  );
};

/** A void is not possible once a player has been paid (the meter may already have been paid out). */
const beforePaying =
  <T extends 'face-up-card' | 'wrong-card-count' | 'stub-miscount' | 'shoe-malfunction'>(h: On<T>): On<T> =>
  (s, actor, c, ctx) =>
    s.phase === 'settling' && (s.validation !== null || s.hands.some((x) => x.settled && live(x)))
      ? reject('settlement_begun', 'settlement has begun: the round is no longer voided', CITE.reveal)
      : h(s, actor, c, ctx);

const HANDLERS: Handlers<RaiseItUpState, Command, Event> = {
  sit: sitAt(CITE.table),
  'buy-in': buyIn,
  leave,
  'place-wager': placeWager,
  'withdraw-wager': withdrawWager,
  'no-more-bets': noMoreBets,
  deal,
  check,
  play,
  fold,
  'turn-card': turnCard,
  settle: settleNext,
  'validate-progressive': validateProgressive,
  'community-card-exposed': communityExposed,
  'information-exchanged': informationExchanged,
  ...deck.handlers,
  'face-up-card': beforePaying(deck.handlers['face-up-card']),
  'wrong-card-count': beforePaying(deck.handlers['wrong-card-count']),
  'stub-miscount': beforePaying(deck.handlers['stub-miscount']),
  'shoe-malfunction': beforePaying(deck.handlers['shoe-malfunction']),
};

/** Who may act is checked first, then the phase, then the command's own handler. */
export const decide = decideAtTable(ROLES, HANDLERS, PHASES);
