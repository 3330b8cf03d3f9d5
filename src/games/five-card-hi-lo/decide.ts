/**
 * Five Card Hi-Lo decisions: who may issue each command (a table), the phase -> allowed commands table,
 * and a handler per command: the deck's from the single-deck procedure, the wagers through the kernel's
 * rule table (wager-rules.ts, WAGER_RULES), the Play-or-fold decision and the setting (§ 663a.11(b),
 * (d)), and settlement through resolutions (settle.ts).
 */
import type { Citation } from '../../core/citation.js';
import { err, ok, reject, type Rejection, type Result } from '../../core/result.js';
import {
  decideWith,
  requireDealer,
  requireSeatedPlayer,
  type Handler,
  type Handlers,
  type PhaseTable,
} from '../../engine/decide.js';
import { bankedTerms } from '../../engine/coupons.js';
import type { Actor, DecideContext } from '../../engine/game.js';
import { boughtIn, left, seated } from '../../engine/kernel.js';
import { singleDeck, type Stage } from '../../engine/procedures/single-deck.js';
import { decideSit } from '../../engine/seating.js';
import { comingDownWith } from '../../engine/adjacent-areas.js';
import { decidePlace, withdrawn, type Wager } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { fiveEach } from './deal.js';
import { CITE, DEAL_CITE, STUB_CITE, dealerSetting, playerSettings } from './rules.js';
import { foldHand, settleHand, voidRound } from './settle.js';
import {
  areaOf,
  decisionTurn,
  deckSetup,
  handOf,
  handsOf,
  nextToSettle,
  onArea,
  wagerOf,
  type Event,
  type HiLoState,
  type Phase,
} from './state.js';
import { DECK_RULES, WAGER_RULES, notAsked, otherAreaFirst } from './wager-rules.js';

type Type = Command['type'];
type On<T extends Type> = Handler<HiLoState, Extract<Command, { type: T }>, Event>;

/** Where the round stands, for the deck's procedure. */
const STAGE: Readonly<Record<Phase, Stage>> = {
  betting: 'betting',
  dealing: 'dealing',
  deciding: 'dealt',
  dealer: 'dealt',
  settling: 'dealt',
};

export const deck = singleDeck<HiLoState, Event>({
  rules: () => DECK_RULES,
  setup: deckSetup,
  deck: (s) => s.deck,
  stage: (s) => STAGE[s.phase],
  voidRound: (s, v) => voidRound(s, v.reason, v.citation),
});

// ---- who may issue a command, checked first ---------------------------------------------------------

/** The role each of the game's own commands needs (the deck's commands check theirs in the procedure). */
const ROLES: Partial<Readonly<Record<Type, 'player' | 'dealer'>>> = {
  'buy-in': 'player',
  leave: 'player',
  'place-wager': 'player',
  'withdraw-wager': 'player',
  fold: 'player',
  'set-hands': 'player',
  'no-more-bets': 'dealer',
  deal: 'dealer',
  'turn-over': 'dealer',
  settle: 'dealer',
};

function roleRefusal(s: HiLoState, actor: Actor, type: Type): Rejection | undefined {
  switch (ROLES[type]) {
    case 'player': {
      const r = requireSeatedPlayer(s, actor, type);
      return r.ok ? undefined : r.error;
    }
    case 'dealer':
      return requireDealer(actor, type.replaceAll('-', ' '));
    case undefined:
      return undefined;
  }
}

// ---- the phase table ------------------------------------------------------------------------------

const why = (code: string, message: string, citation?: Citation): Rejection =>
  citation === undefined ? { code, message } : { code, message, citation };

/** What a command is told in a phase that does not allow it. */
const NOT_NOW: Partial<Record<Type, Rejection>> = {
  'no-more-bets': why('not_now', 'wagers are not open'),
  deal: why('not_now', 'nothing to deal now'),
  fold: why('no_decision_due', 'this seat has no Ante hand waiting for a decision', CITE.playOrFold),
  'set-hands': why(
    'not_now',
    'hands are set after the deal, before the dealer turns over',
    CITE.playerSetting,
  ),
  'turn-over': why('not_now', 'every Ante player must first play or fold', CITE.dealerSetting),
  settle: why('not_now', 'nothing to settle now'),
};

/**
 * Commands open in every phase: seating, the wagers (their window is the rule table's, § 663a.7(c), and
 * the Play Wager's § 663a.11(b)) and the deck's procedure (its steps check the deck and the round).
 */
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
  'shuffler-miscount',
  'face-up-card',
  'card-drawn-in-error',
  'wrong-card-count',
  'stub-miscount',
  'shoe-malfunction',
  'shuffler-malfunction',
];
const row = (...allows: Type[]) => ({ allows: [...ALWAYS, ...allows], otherwise: NOT_NOW });

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  dealing: row('deal'),
  deciding: row('fold', 'set-hands'),
  dealer: row('turn-over'),
  settling: row('settle'),
};

// ---- the round's own handlers -----------------------------------------------------------------------

const seatOfActor = (actor: Actor): number => actor.seat ?? 0;

const sit: On<'sit'> = (s, actor, c) => {
  const r = decideSit(s, actor, c, { count: s.options.seats, citation: CITE.table });
  if (!r.ok) return r;
  if (s.wagers.some((w) => areaOf(w) === c.seat))
    return reject(
      'area_in_use',
      `another player is wagering on the betting area at seat ${c.seat}`,
      CITE.adjacent,
    );
  return ok(r.value.map((e) => seated(e.seat, e.name, e.chips)));
};

const leave: On<'leave'> = (s, actor) => {
  const seat = seatOfActor(actor);
  const mine = s.wagers.filter((w) => w.seat === seat);
  if (s.phase !== 'betting' && mine.length)
    return reject(
      'wager_in_play',
      'a player who has wagered and received cards stays until the round is complete',
      CITE.seated,
    );
  const rack = s.seats.find((x) => x.seat === seat)?.chips ?? 0;
  return ok([
    ...mine.map((w): Event => ({ ...withdrawn(w, w.amount, CITE.noMoreBets), ...onArea(w) })),
    left(seat, rack + mine.reduce((a, w) => a + w.amount, 0)),
  ]);
};

/** The area a wager is for: the one named, else the player's own seat (the Play Wager: the hand due). */
const spotOf = (s: HiLoState, seat: number, c: Extract<Command, { type: 'place-wager' }>): number =>
  c.area ?? (c.kind === 'play' ? (decisionTurn(s, seat)?.seat ?? seat) : seat);

const placeWager: On<'place-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const area = spotOf(s, seat, c);
  const r = decidePlace(
    s,
    s.options,
    WAGER_RULES,
    { seat, spot: String(area), kind: c.kind, amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) },
    bankedTerms(s.options.couponProfile),
  );
  return r.ok ? ok(r.value.map((e): Event => ({ ...e, ...(area !== seat ? { area } : {}) }))) : r;
};

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const area = c.area ?? seat;
  const closed = WAGER_RULES[c.kind].withdraw?.(s, { seat, spot: String(area), kind: c.kind, amount: 0 });
  if (closed) return err(closed);
  const w = wagerOf(s, area, c.kind);
  if (!w || w.seat !== seat) return reject('no_such_wager', `no ${c.kind} wager of yours at area ${area}`);
  // The optional wagers need an Ante (§ 663a.7(e)): they come down with it; the player's second area is
  // played beside his own (§ 663a.7(f)), so it comes down with the Ante at his seat.
  const areas = s.wagers.map((x) => ({ ...x, area: areaOf(x) }));
  const main = areas.find((x) => x.seat === w.seat && x.spot === w.spot && x.kind === w.kind);
  const dependent: Wager[] = c.kind !== 'ante' || !main ? [] : comingDownWith(areas, main, area);
  return ok(
    [w, ...dependent].map((x): Event => ({
      ...withdrawn(x, x.amount, areaOf(x) !== area ? CITE.adjacent : CITE.noMoreBets),
      ...onArea(x),
    })),
  );
};

const noMoreBets: On<'no-more-bets'> = (s) => {
  if (s.deck.status !== 'ready') return reject('not_now', 'wagers are not open');
  if (!s.wagers.some((w) => w.kind === 'ante'))
    return reject('no_wagers', 'no Ante Wager is on the layout', CITE.ante);
  return ok([{ type: 'no-more-bets', citation: CITE.noMoreBets }]);
};

const deal: On<'deal'> = (s) => {
  if (!s.deck.stack || s.deck.status !== 'ready') return reject('not_now', 'nothing to deal now');
  const o = s.options;
  const d = fiveEach(s);
  return ok([
    { type: 'cards-dealt', hands: d.hands, dealer: d.dealer, citation: DEAL_CITE[o.dealing] },
    { type: 'stub-counted', stub: d.stub, accounted: d.accounted, citation: STUB_CITE[o.dealing] },
  ]);
};

const fold: On<'fold'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const h = c.area !== undefined ? handOf(s, c.area) : decisionTurn(s, seat);
  if (!h || h.player !== seat || h.decision !== 'pending')
    return reject('no_decision_due', 'this seat has no Ante hand waiting for a decision', CITE.playOrFold);
  const waiting = notAsked(s, seat);
  if (waiting) return err(waiting);
  if (h !== decisionTurn(s, seat)) return err(otherAreaFirst(s, seat));
  return ok(foldHand(s, h));
};

const setHands: On<'set-hands'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const mine = handsOf(s, seat);
  const two = mine.length > 1;
  const h = c.area !== undefined ? handOf(s, c.area) : (decisionTurn(s, seat) ?? mine[0]);
  if (!h || h.player !== seat || h.decision === 'fold')
    return reject(
      'not_now',
      'hands are set after the deal, before the dealer turns over',
      CITE.playerSetting,
    );
  // With two areas a hand is ranked and set before the other is touched, and not changed after (§ 663a.7(f)).
  if (two && h.decision !== 'pending')
    return reject('already_set', 'with two betting areas a hand once played is not changed', CITE.adjacent);
  if (two && h !== decisionTurn(s, seat)) return err(otherAreaFirst(s, seat));
  // Once set and placed face down the hands are not touched again (§ 663a.11(a)(3); ruling R48).
  if (h.set)
    return reject(
      'already_set',
      'the hands are set and placed on the layout: the player may not touch the cards again',
      CITE.placedHands,
    );
  const settings = playerSettings(h.cards);
  if (c.aceLow && !settings.some((x) => x.aceLow))
    return reject(
      'illegal_setting',
      'the only discretion is one ace in the low hand, and this hand has no ace to move',
      CITE.playerSetting,
    );
  if (!c.aceLow && settings.every((x) => x.aceLow))
    return reject(
      'illegal_setting',
      'with four aces one ace must be placed in the low hand',
      CITE.playerSetting,
    );
  return ok([{ type: 'hands-set', seat: h.seat, aceLow: c.aceLow, citation: CITE.playerSetting }]);
};

const turnOver: On<'turn-over'> = (s) => {
  if (!s.dealer) return reject('not_now', 'every Ante player must first play or fold', CITE.dealerSetting);
  const set = dealerSetting(s.dealer.cards);
  return ok([
    {
      type: 'dealer-set',
      high: set.high,
      low: set.low,
      highPoints: set.highPoints,
      lowPoints: set.lowPoints,
      citation: CITE.dealerSetting,
    },
  ]);
};

const settle: On<'settle'> = (s) => {
  const h = nextToSettle(s);
  return ok(h ? settleHand(s, h) : [{ type: 'round-complete', citation: CITE.discard }]);
};

const HANDLERS: Handlers<HiLoState, Command, Event> = {
  sit,
  'buy-in': (_s, actor, c) => ok([boughtIn(seatOfActor(actor), c.amount)]),
  leave,
  'place-wager': placeWager,
  'withdraw-wager': withdrawWager,
  'no-more-bets': noMoreBets,
  deal,
  fold,
  'set-hands': setHands,
  'turn-over': turnOver,
  settle,
  shuffle: deck.handlers.shuffle,
  cut: deck.handlers.cut,
  'order-recut': deck.handlers['order-recut'],
  'order-reshuffle': deck.handlers['order-reshuffle'],
  'shuffler-miscount': deck.handlers['shuffler-miscount'],
  'face-up-card': deck.handlers['face-up-card'],
  'card-drawn-in-error': deck.handlers['card-drawn-in-error'],
  'wrong-card-count': deck.handlers['wrong-card-count'],
  'stub-miscount': deck.handlers['stub-miscount'],
  'shoe-malfunction': deck.handlers['shoe-malfunction'],
  'shuffler-malfunction': deck.handlers['shuffler-malfunction'],
};

const phased = decideWith(HANDLERS, { table: PHASES, of: (s: HiLoState) => s.phase });

/** Who may act is checked first, then the phase, then the command's own handler. */
export function decide(
  s: HiLoState,
  actor: Actor,
  c: Command,
  ctx: DecideContext,
): Result<Event[], Rejection> {
  const refused = roleRefusal(s, actor, c.type);
  return refused ? err(refused) : phased(s, actor, c, ctx);
}
