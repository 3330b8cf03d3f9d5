/**
 * Asia Poker decisions: who may issue each command (a table), the phase -> allowed commands table, and a
 * handler per command: the deck's from the single-deck procedure, the starting position's (start.ts),
 * the hands' (hands.ts), wagers through the kernel's rule table (rules.ts, WAGER_RULES) and settlement
 * through resolutions (settle.ts).
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
import { decideSit, isStaff } from '../../engine/seating.js';
import { comingDownWith } from '../../engine/adjacent-areas.js';
import { decidePlace, withdrawn, type Wager } from '../../engine/wagers.js';
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
import { areaOf, deckSetup, onArea, wagerOf, type AsiaState, type Event, type Phase } from './state.js';

type Type = Command['type'];
type On<T extends Type> = Handler<AsiaState, Extract<Command, { type: T }>, Event>;

/** Where the round stands, for the deck's procedure. */
const STAGE: Readonly<Record<Phase, Stage>> = {
  betting: 'betting',
  start: 'closed',
  dealing: 'dealing',
  setting: 'dealt',
  dealer: 'dealt',
  settling: 'dealt',
};

export const deck = singleDeck<AsiaState, Event>({
  rules: (s) => deckRules(s.options),
  setup: deckSetup,
  deck: (s) => s.deck,
  stage: (s) => STAGE[s.phase],
  voidRound: (s, v) => voidRound(s, v.reason, v.citation, v.deckRemoved),
});

// ---- who may issue a command, checked first ---------------------------------------------------------

/**
 * The role each of the game's own commands needs (the deck's commands check theirs in the procedure):
 * a seated player acting for himself, the dealer, or the dealer or a floorperson reporting.
 */
const ROLES: Partial<Readonly<Record<Type, 'player' | 'dealer' | 'staff'>>> = {
  'buy-in': 'player',
  leave: 'player',
  'place-wager': 'player',
  'withdraw-wager': 'player',
  'ask-house-way': 'player',
  'set-hands': 'player',
  'void-hand': 'player',
  'play-hand': 'player',
  surrender: 'player',
  'decline-surrender': 'player',
  'no-more-bets': 'dealer',
  'determine-start': 'dealer',
  deal: 'dealer',
  'set-dealer': 'dealer',
  settle: 'dealer',
  'no-roll': 'staff',
  'player-card-exposed': 'staff',
  'dealer-card-exposed': 'staff',
  'wrong-start': 'staff',
};

function roleRefusal(s: AsiaState, actor: Actor, type: Type): Rejection | undefined {
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

/** What a command is told in a phase that does not allow it. */
const NOT_NOW: Partial<Record<Type, Rejection>> = {
  'no-more-bets': why('not_now', 'wagers are not open'),
  'no-roll': why('not_now', 'a no roll is called on the shaker before the deal', CITE.noRollFlat),
  'determine-start': why(
    'not_now',
    'the starting position is determined once per round, after "no more bets" (ruling A10 #15)',
    CITE.startShaker,
  ),
  deal: why('not_now', 'nothing to deal now'),
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
];
const row = (...allows: Type[]) => ({ allows: [...ALWAYS, ...allows], otherwise: NOT_NOW });

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

const placeWager: On<'place-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const spot = String(c.area ?? seat);
  const r = decidePlace(
    s,
    s.options,
    WAGER_RULES,
    { seat, spot, kind: c.kind, amount: c.amount, ...(c.coupon ? { coupon: c.coupon } : {}) },
    bankedTerms(s.options.couponProfile),
  );
  return r.ok
    ? ok(r.value.map((e): Event => ({ ...e, ...(spot !== String(seat) ? { area: Number(spot) } : {}) })))
    : r;
};

const withdrawWager: On<'withdraw-wager'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const area = c.area ?? seat;
  const closed = WAGER_RULES[c.kind].withdraw?.(s, { seat, spot: String(area), kind: c.kind, amount: 0 });
  if (closed) return err(closed);
  const w = wagerOf(s, area, c.kind);
  if (!w || w.seat !== seat) return reject('no_such_wager', `no ${c.kind} wager of yours at area ${area}`);
  // Taking down an Asia Poker Wager takes down what depends on it: that area's Bonus Wager, and for the
  // player's own area, his second area (played only beside it, § 659a.7(f)).
  const areas = s.wagers.map((x) => ({ ...x, area: areaOf(x) }));
  const main = areas.find((x) => x.seat === w.seat && x.spot === w.spot && x.kind === w.kind);
  const dependent: Wager[] = c.kind !== 'asia-poker' || !main ? [] : comingDownWith(areas, main, area);
  return ok(
    [w, ...dependent].map((x): Event => ({
      ...withdrawn(
        x,
        x.amount,
        x === w ? CITE.noMoreBets : areaOf(x) !== area ? CITE.adjacent : CITE.bonusWager,
      ),
      ...onArea(x),
    })),
  );
};

const noMoreBets: On<'no-more-bets'> = (s) => {
  if (s.deck.status !== 'ready') return reject('not_now', 'wagers are not open');
  if (!s.wagers.length) return reject('no_wagers', 'no Asia Poker Wager is on the layout', CITE.asiaWager);
  const closed: Event = { type: 'no-more-bets', citation: CITE.noMoreBets };
  if (!deviceReplaces575(s.options)) return ok([closed]);
  // Ch. 575 with a reshuffling device: the device's procedure deals from the dealer's own position,
  // where the count starts and the button stands at first (575.5(f), (g)(1)(iii), (g)(3); ruling R44).
  return ok([
    closed,
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
  sit,
  'buy-in': (_s, actor, c) => ok([boughtIn(seatOfActor(actor), c.amount)]),
  leave,
  'place-wager': placeWager,
  'withdraw-wager': withdrawWager,
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
  shuffle: deck.handlers.shuffle,
  cut: deck.handlers.cut,
  'order-recut': deck.handlers['order-recut'],
  'order-reshuffle': (s, actor, c, ctx) => {
    const r = deck.handlers['order-reshuffle'](s, actor, c, ctx);
    // Ch. 575's reshuffling device replaces 575.5, the floor's reshuffle (a) included (ruling R44).
    return r.ok && deviceReplaces575(s.options)
      ? reject('device_reshuffles', 'the reshuffling device shuffles the cards itself', CITE.device575)
      : r;
  },
  'face-up-card': deck.handlers['face-up-card'],
  'card-drawn-in-error': deck.handlers['card-drawn-in-error'],
  'wrong-card-count': deck.handlers['wrong-card-count'],
  'stub-miscount': deck.handlers['stub-miscount'],
  'shoe-malfunction': deck.handlers['shoe-malfunction'],
  'shuffler-malfunction': deck.handlers['shuffler-malfunction'],
};

const phased = decideWith(HANDLERS, { table: PHASES, of: (s: AsiaState) => s.phase });

/** Who may act is checked first, then the phase, then the command's own handler. */
export function decide(
  s: AsiaState,
  actor: Actor,
  c: Command,
  ctx: DecideContext,
): Result<Event[], Rejection> {
  const refused = roleRefusal(s, actor, c.type);
  return refused ? err(refused) : phased(s, actor, c, ctx);
}
