/**
 * Asia Poker decisions: who may issue each command (a table), the phase -> allowed commands table, and a
 * handler per command: the deck's from the single-deck procedure, the starting position's (start.ts),
 * the hands' (hands.ts), wagers through the kernel's rule table (rules.ts, WAGER_RULES) and settlement
 * through resolutions (settle.ts).
 */
import { ok, reject, type Rejection } from '../../core/result.js';
import { why, type Role, type Handler, type Handlers, type PhaseTable } from '../../engine/decide.js';
import { ALWAYS_ALLOWED, tableDeck } from '../../engine/procedures/card-table.js';
import {
  CARD_TABLE_NOT_NOW,
  CARD_TABLE_ROLES,
  decideAtTable,
  buyIn,
  closeWagers,
  phaseRows,
  secondAreaHandlers,
} from '../../engine/procedures/card-table-decide.js';
import type { Command } from './commands.js';
import {
  askHouseWay,
  dealerCardExposed,
  declineSurrender,
  mayStillSurrender,
  nextToSettle,
  playerCardExposed,
  setDealer,
  setHands,
  surrender,
  playHand,
  voidHand,
  voidRound,
} from './hands.js';
import {
  CITE,
  DEAL_CITE,
  DISCARD_CITE,
  STUB_CITE,
  WAGER_RULES,
  deckRules,
  deviceReplaces575,
} from './rules.js';
import { settleHand } from './settle.js';
import { sevenEach } from './deal.js';
import { determineStart, noRoll } from './start.js';
import { areaOf, deckSetup, type AsiaState, type Event, type Phase } from './state.js';

type Type = Command['type'];
type On<T extends Type> = Handler<AsiaState, Extract<Command, { type: T }>, Event>;

export const deck = tableDeck<AsiaState, Phase, Event>({
  stages: {
    betting: 'betting',
    start: 'closed',
    dealing: 'dealing',
    setting: 'dealt',
    dealer: 'dealt',
    settling: 'dealt',
  },
  rules: (s) => deckRules(s.options),
  setup: deckSetup,
  voidRound: (s, v) => voidRound(s, v.reason, v.citation, v.deckRemoved),
});

// ---- who may issue a command, checked first ---------------------------------------------------------

/**
 * The role each of the game's own commands needs (the deck's commands check theirs in the procedure):
 * a seated player acting for himself, the dealer, or the dealer or a floorperson reporting.
 */
const ROLES: Partial<Readonly<Record<Type, Role>>> = {
  ...CARD_TABLE_ROLES,
  'ask-house-way': 'player',
  'set-hands': 'player',
  'void-hand': 'player',
  'play-hand': 'player',
  surrender: 'player',
  'decline-surrender': 'player',
  'determine-start': 'dealer',
  'set-dealer': 'dealer',
  'no-roll': 'staff',
  'player-card-exposed': 'staff',
  'dealer-card-exposed': 'staff',
  'wrong-start': 'staff',
};

// ---- the phase table ------------------------------------------------------------------------------

/** What a command is told in a phase that does not allow it. */
const NOT_NOW: Partial<Record<Type, Rejection>> = {
  ...CARD_TABLE_NOT_NOW,
  'no-roll': why('not_now', 'a no roll is called on the shaker before the deal', CITE.noRollFlat),
  'determine-start': why(
    'not_now',
    'the starting position is determined once per round, after "no more bets" (ruling A10 #15)',
    CITE.startShaker,
  ),
  'ask-house-way': why('not_now', 'help is given while you set your hands', CITE.help),
  'set-hands': why('not_now', 'no hand of yours is waiting to be set', CITE.setting),
  'void-hand': why(
    'not_now',
    'only a player whose card was exposed in the deal may void the hand, before setting it',
    CITE.playerCardExposed,
  ),
  'play-hand': why(
    'not_now',
    'a player plays out or voids a hand whose card was exposed, once, before looking at it',
    CITE.playerCardExposed,
  ),
  'player-card-exposed': why(
    'not_now',
    'a card exposed in the deal is reported before that hand is set',
    CITE.playerCardExposed,
  ),
  'dealer-card-exposed': why('not_now', 'the dealer hand is exposed only before it is turned over'),
  'wrong-start': why('not_now', 'no round is being dealt'),
  'set-dealer': why('not_now', 'the dealer sets after every player has set', CITE.houseWay),
  surrender: why(
    'not_now',
    "surrender comes after the dealer's hands are set and before yours are exposed",
    CITE.surrender,
  ),
  'decline-surrender': why(
    'not_now',
    "the choice to surrender comes after the dealer's hands are set, before yours are exposed, and not with a Bonus Wager",
    CITE.surrender,
  ),
  settle: why('not_now', 'nothing to settle now'),
};

/**
 * Commands open in every phase: seating, the wagers (their window is the rule table's, § 659a.7(c))
 * and the deck's procedure (its steps check the deck and the round themselves).
 */
const row = phaseRows<Type>(
  // Ch. 659a has no counting shuffler: its deck commands stop at the shuffler's malfunction.
  ALWAYS_ALLOWED.filter((t): t is Exclude<typeof t, 'shuffler-miscount'> => t !== 'shuffler-miscount'),
  NOT_NOW,
);

export const PHASES: PhaseTable<Phase, Type> = {
  betting: row('no-more-bets'),
  start: row('no-roll', 'determine-start'),
  dealing: row('deal', 'player-card-exposed', 'dealer-card-exposed', 'wrong-start'),
  setting: row(
    'ask-house-way',
    'set-hands',
    'void-hand',
    'play-hand',
    'player-card-exposed',
    'dealer-card-exposed',
    'wrong-start',
  ),
  dealer: row('set-dealer', 'wrong-start'),
  settling: row('surrender', 'decline-surrender', 'settle', 'wrong-start'),
};

// ---- the round's own handlers -----------------------------------------------------------------------

/**
 * A seat's betting area is not free while another player wagers on it as his second (§ 659a.7(f)).
 * Taking down an Asia Poker Wager takes down what depends on it: that area's Bonus Wager, and for the
 * player's own area, his second area (played only beside it, § 659a.7(f)).
 */
const wagers = secondAreaHandlers(WAGER_RULES, {
  table: CITE.table,
  seated: CITE.seated,
  mainKind: 'asia-poker',
  taken: CITE.noMoreBets,
  adjacent: CITE.adjacent,
  dependent: CITE.bonusWager,
});

const noMoreBets: On<'no-more-bets'> = (s) => {
  const closed = closeWagers(s, {
    opens: () => true,
    none: why('no_wagers', 'no Asia Poker Wager is on the layout', CITE.asiaWager),
    citation: CITE.noMoreBets,
  });
  if (!closed.ok || !deviceReplaces575(s.options)) return closed;
  // Ch. 575 with a reshuffling device: the device's procedure deals from the dealer's own position,
  // where the count starts and the button stands at first (575.5(f), (g)(1)(iii), (g)(3); ruling R44).
  return ok([
    ...closed.value,
    {
      type: 'start-determined',
      method: 'device',
      dice: null,
      total: 0,
      position: 0,
      citation: CITE.device575,
    },
  ]);
};

/**
 * Seven cards to every position, wagered or not, and the dealer, clockwise from the start: one at a
 * time from a manual shoe or the hand (§§ 659a.8(c), 659a.9(b)), a stack of seven at a time from an
 * automated shoe (§ 659a.10(b)); the stub of four checked (less any card found face up, ruling A10 #16);
 * the unwagered stacks discarded unseen (§ 659a.8(f)).
 */
const deal: On<'deal'> = (s) => {
  const o = s.options;
  if (!s.deck.stack || !s.start || s.deck.status !== 'ready') return reject('not_now', 'nothing to deal now');
  const dealt = sevenEach(s);
  const stacks = dealt.hands;
  const expected = 53 - 7 * (o.seats + 1) - s.deck.faceUpFound;
  const wagered = new Set(s.wagers.map(areaOf));
  const unwagered = stacks.map((x) => x.position).filter((p) => p !== 0 && !wagered.has(p));
  return ok([
    { type: 'cards-dealt', stacks, citation: DEAL_CITE[o.dealing] },
    { type: 'stub-counted', stub: dealt.stub, expected, citation: STUB_CITE[o.dealing] },
    ...(unwagered.length
      ? [{ type: 'stacks-discarded', positions: unwagered, citation: DISCARD_CITE[o.dealing] } as const]
      : []),
  ]);
};

/** What went wrong in a wrong start (§ 659a.13(c)), by how the start was found. */
const WRONG_START = {
  shaker: 'the dice were totalled wrongly and the first card went to the wrong position',
  rng: 'the random number was counted off wrongly and the first card went to the wrong position',
  button: 'the first card went to a position other than the button’s',
  device: 'the first card went to the wrong position',
} as const;

const wrongStart: On<'wrong-start'> = (s) =>
  ok(
    voidRound(
      s,
      WRONG_START[deviceReplaces575(s.options) ? 'device' : s.options.startPosition],
      CITE.wrongStart,
      false,
    ),
  );

const settle: On<'settle'> = (s) => {
  const h = nextToSettle(s);
  // An automated table waits for each player who may surrender to say so or to keep the hand, until
  // the table's decision time runs out (§ 659a.11(d); README ruling R26, `overdue`).
  if (s.automated && h && mayStillSurrender(s, h))
    return reject(
      'awaiting_surrender_decision',
      `the player at area ${h.seat} has not yet said whether he surrenders`,
      CITE.surrender,
    );
  return ok(h ? settleHand(s, h) : [{ type: 'round-complete', citation: CITE.discard }]);
};

const HANDLERS: Handlers<AsiaState, Command, Event> = {
  ...wagers,
  'buy-in': buyIn,
  'no-more-bets': noMoreBets,
  'determine-start': determineStart,
  'no-roll': noRoll,
  deal,
  'ask-house-way': askHouseWay,
  'set-hands': setHands,
  'void-hand': voidHand,
  'play-hand': playHand,
  'player-card-exposed': playerCardExposed,
  'dealer-card-exposed': dealerCardExposed,
  'wrong-start': wrongStart,
  'set-dealer': setDealer,
  surrender,
  'decline-surrender': declineSurrender,
  settle,
  ...deck.handlers,
  'order-reshuffle': (s, actor, c, ctx) => {
    const r = deck.handlers['order-reshuffle'](s, actor, c, ctx);
    // Ch. 575's reshuffling device replaces 575.5, the floor's reshuffle (a) included (ruling R44).
    return r.ok && deviceReplaces575(s.options)
      ? reject('device_reshuffles', 'the reshuffling device shuffles the cards itself', CITE.device575)
      : r;
  },
};

/** Who may act is checked first, then the phase, then the command's own handler. */
export const decide = decideAtTable(ROLES, HANDLERS, PHASES);
