/**
 * Five Card Hi-Lo decisions: who may issue each command (a table), the phase -> allowed commands table,
 * and a handler per command: the deck's from the single-deck procedure, the wagers through the kernel's
 * rule table (wager-rules.ts, WAGER_RULES), the Play-or-fold decision and the setting (§ 663a.11(b),
 * (d)), and settlement through resolutions (settle.ts).
 */
import { err, ok, reject, type Rejection } from '../../core/result.js';
import { why, type Role, type Handler, type Handlers, type PhaseTable } from '../../engine/decide.js';
import { ALWAYS_ALLOWED, tableDeck } from '../../engine/procedures/card-table.js';
import {
  CARD_TABLE_NOT_NOW,
  CARD_TABLE_ROLES,
  decideAtTable,
  buyIn,
  closeWagers,
  phaseRows,
  seatOfActor,
  secondAreaHandlers,
} from '../../engine/procedures/card-table-decide.js';
import type { Command } from './commands.js';
import { fiveEach } from './deal.js';
import { CITE, DEAL_CITE, STUB_CITE, dealerSetting, playerSettings } from './rules.js';
import { foldHand, settleHand, voidRound } from './settle.js';
import {
  decisionTurn,
  deckSetup,
  handOf,
  handsOf,
  nextToSettle,
  type Event,
  type HiLoState,
  type Phase,
} from './state.js';
import { DECK_RULES, WAGER_RULES, notAsked, otherAreaFirst } from './wager-rules.js';

type Type = Command['type'];
type On<T extends Type> = Handler<HiLoState, Extract<Command, { type: T }>, Event>;

export const deck = tableDeck<HiLoState, Phase, Event>({
  stages: { betting: 'betting', dealing: 'dealing', deciding: 'dealt', dealer: 'dealt', settling: 'dealt' },
  rules: () => DECK_RULES,
  setup: deckSetup,
  voidRound: (s, v) => voidRound(s, v.reason, v.citation),
});

// ---- who may issue a command, checked first ---------------------------------------------------------

/** The role each of the game's own commands needs (the deck's commands check theirs in the procedure). */
const ROLES: Partial<Readonly<Record<Type, Role>>> = {
  ...CARD_TABLE_ROLES,
  fold: 'player',
  'set-hands': 'player',
  'turn-over': 'dealer',
};

// ---- the phase table ------------------------------------------------------------------------------

/** What a command is told in a phase that does not allow it. */
const NOT_NOW: Partial<Record<Type, Rejection>> = {
  ...CARD_TABLE_NOT_NOW,
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
const row = phaseRows<Type>(ALWAYS_ALLOWED, NOT_NOW);

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  dealing: row('deal'),
  deciding: row('fold', 'set-hands'),
  dealer: row('turn-over'),
  settling: row('settle'),
};

// ---- the round's own handlers -----------------------------------------------------------------------

/**
 * A seat's betting area is not free while another player wagers on it as his second (§ 663a.7(f)). A
 * wager goes on the area named, else the player's own seat (the Play Wager: the hand due). The optional
 * wagers need an Ante (§ 663a.7(e)): they come down with it; the player's second area is played beside
 * his own (§ 663a.7(f)), so it comes down with the Ante at his seat.
 */
const wagers = secondAreaHandlers(
  WAGER_RULES,
  {
    table: CITE.table,
    seated: CITE.seated,
    mainKind: 'ante',
    taken: CITE.noMoreBets,
    adjacent: CITE.adjacent,
    dependent: CITE.noMoreBets,
  },
  (s, seat, c) => (c.kind === 'play' ? (decisionTurn(s, seat)?.seat ?? seat) : seat),
);

const noMoreBets: On<'no-more-bets'> = (s) =>
  closeWagers(s, {
    opens: (w) => w.kind === 'ante',
    none: why('no_wagers', 'no Ante Wager is on the layout', CITE.ante),
    citation: CITE.noMoreBets,
  });

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
  ...wagers,
  'buy-in': buyIn,
  'no-more-bets': noMoreBets,
  deal,
  fold,
  'set-hands': setHands,
  'turn-over': turnOver,
  settle,
  ...deck.handlers,
};

/** Who may act is checked first, then the phase, then the command's own handler. */
export const decide = decideAtTable(ROLES, HANDLERS, PHASES);
