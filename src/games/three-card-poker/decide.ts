/**
 * Three Card Poker decisions: who may issue each command, the phase -> allowed commands table, and a
 * handler per command: the deck's from the single-deck procedure, the wagers through the kernel's rule
 * table (rules.ts, WAGER_RULES), the Play Wager as a `wager-changed` (§ 669a.11(f)), and the settlement
 * through resolutions (settle.ts).
 */
import { formatCents } from '../../core/money.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { why, type Role, type Handler, type Handlers, type PhaseTable } from '../../engine/decide.js';
import { stakeOf } from '../../engine/coupons.js';
import type { Actor } from '../../engine/game.js';
import { deal as dealFrom, deliveryOf } from '../../engine/procedures/single-deck.js';
import { available, changed, withdrawn } from '../../engine/wagers.js';
import { ALWAYS_ALLOWED, tableDeck } from '../../engine/procedures/card-table.js';
import {
  CARD_TABLE_NOT_NOW,
  CARD_TABLE_ROLES,
  decideAtTable,
  buyIn,
  closeWagers,
  leaveTable,
  ownWagerToWithdraw,
  phaseRows,
  placeAtTable,
  seatOfActor,
  sitAt,
} from '../../engine/procedures/card-table-decide.js';
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

export const deck = tableDeck<TcpState, Phase, Event>({
  stages: { betting: 'betting', dealing: 'dealing', deciding: 'dealt', showdown: 'dealt', settling: 'dealt' },
  rules: () => DECK_RULES,
  setup: deckSetup,
  voidRound: (s, v) => voidRound(s, v.reason, v.citation, v.deckRemoved),
});

// ---- who may issue a command ----------------------------------------------------------------------

const ROLES: Partial<Readonly<Record<Type, Role>>> = {
  ...CARD_TABLE_ROLES,
  play: 'player',
  fold: 'player',
  'reveal-dealer': 'dealer',
  'dealer-card-exposed': 'staff',
};

// ---- the phase table ------------------------------------------------------------------------------

const NOT_NOW: Partial<Record<Type, Rejection>> = {
  ...CARD_TABLE_NOT_NOW,
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

const row = phaseRows<Type>(ALWAYS_ALLOWED, NOT_NOW);

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  dealing: row('deal', 'dealer-card-exposed'),
  deciding: row('play', 'fold', 'dealer-card-exposed'),
  showdown: row('reveal-dealer', 'dealer-card-exposed'),
  settling: row('settle'),
};

// ---- handlers -------------------------------------------------------------------------------------

/** A player with a hand stays too, a Pair Plus hand with its wagers settled included. */
const leave: On<'leave'> = leaveTable<TcpState>({
  stays: CITE.noMoreBets,
  withdraw: CITE.noMoreBets,
  holdsHand: (s, seat) => handOf(s, seat) !== undefined,
});

const placeWager: On<'place-wager'> = (s, actor, c) =>
  placeAtTable(s, WAGER_RULES, seatOfActor(actor), String(seatOfActor(actor)), c);

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const r = ownWagerToWithdraw(
    s,
    WAGER_RULES,
    seat,
    c.kind,
    why('no_such_wager', `no ${c.kind} wager of yours`),
  );
  if (!r.ok) return r;
  const w = r.value;
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

const noMoreBets: On<'no-more-bets'> = (s) =>
  closeWagers(s, {
    opens: (w) => w.kind === 'ante' || w.kind === 'pair-plus',
    none: why('no_wagers', 'no Ante or Pair Plus Wager is on the layout', CITE.ante),
    citation: CITE.noMoreBets,
  });

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
  sit: sitAt(CITE.table),
  'buy-in': buyIn,
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
  ...deck.handlers,
};

/** Who may act is checked first, then the phase, then the command's own handler. */
export const decide = decideAtTable(ROLES, HANDLERS, PHASES);
