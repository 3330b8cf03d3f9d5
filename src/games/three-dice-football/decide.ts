/**
 * Three Dice Football decisions: a handler per command (the dice offers and "no roll" are
 * procedure.ts's), the phase table as data, wagers through the kernel's rule table (rules.ts,
 * WAGER_RULES) and settlement through resolutions (settle.ts).
 */
import type { Face } from '../../core/dice.js';
import { err, ok, reject } from '../../core/result.js';
import { bankedTerms } from '../../engine/coupons.js';
import { decideWith, type Handler, type PhaseTable } from '../../engine/decide.js';
import { TABLE_COMMANDS, diceHandlers, diceRoundPhases } from '../../engine/procedures/dice-handlers.js';
import { cashOut, placeRequest, sitHandler } from '../../engine/procedures/dice-seats.js';
import { decidePlace, decideWithdraw, withdrawn } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import {
  clockwiseAfter,
  commenced,
  commencement,
  dealer,
  playerSeat,
  procedureHandlers,
} from './procedure.js';
import { CITE, SPOT, WAGER_RULES, fractionalOdds, isFullGame, validateStake, type Throw } from './rules.js';
import { extraPointEvents, throwEvents } from './settle.js';
import { POSITIONS, tableSet, type Event, type Phase, type ThreeDiceFootballState } from './state.js';

type S = ThreeDiceFootballState;
type On<T extends Command['type']> = Handler<S, Extract<Command, { type: T }>, Event>;

// A banked game (§ 603a.21(a)); no wager here is a base game's primary wager, so none takes a coupon (R77).
const TABLE_TERMS = bankedTerms(undefined);

const table = diceHandlers<S, Command, Event>({ player: playerSeat, dealer });

const sit: On<'sit'> = sitHandler(() => ({
  count: POSITIONS,
  citation: CITE.table,
  noun: 'wagering location',
}));

const leave: On<'leave'> = table.byPlayer((s, seat) => {
  const mine = s.wagers.filter((w) => w.seat === seat);
  if (s.phase !== 'betting' && mine.length)
    return reject('wager_in_play', 'the throw in progress decides these wagers', CITE.singlePlaySettlement);
  const inGame = s.drive.plays > 0 || s.phase !== 'betting';
  if (inGame && mine.some((w) => isFullGame(w.kind)))
    return reject('wager_in_play', 'full game wagers stay until the game ends', CITE.fullGameTiming);
  return ok([
    ...mine.map((w) => withdrawn(w, w.amount, WAGER_RULES[w.kind]?.citation)),
    cashOut(s, seat, mine),
  ]);
});

const placeWager: On<'place-wager'> = table.byPlayer((s, seat, c) => {
  const r = decidePlace(s, s.options, WAGER_RULES, placeRequest(seat, SPOT, c), TABLE_TERMS);
  // Ruling A9's stake rule comes after the posted limits and before the chips in the rack.
  if (!r.ok && r.error.code !== 'insufficient_chips') return r;
  const fo = fractionalOdds(c.kind);
  const total = (s.wagers.find((w) => w.seat === seat && w.kind === c.kind)?.amount ?? 0) + c.amount;
  const bad = fo ? validateStake(fo, total, s.options.fractionalPayouts)[0] : undefined;
  return bad ? err(bad) : r;
});

const withdrawWager: On<'withdraw-wager'> = table.byPlayer((s, seat, c) =>
  decideWithdraw(s, WAGER_RULES, { seat, spot: SPOT, kind: c.kind }),
);

const changeDice: On<'change-dice'> = (s, actor, c) => {
  if (actor.role !== 'dealer' && actor.role !== 'floorperson')
    return reject('not_permitted', 'the stickperson or floorperson changes the dice');
  return ok([
    { type: 'dice-changed', set: tableSet(s.setsUsed + 1), reason: c.reason, citation: CITE.changeDice },
  ]);
};

const noMoreBets: On<'no-more-bets'> = table.byDealer((s) => {
  if ((s.quarterback === null || s.selection === null) && commenced(s))
    return reject('no_quarterback', 'no Quarterback has accepted the dice', CITE.selectDice);
  if (s.drive.plays === 0 && !s.wagers.length)
    return reject('no_wagers', 'each player wagers before the first throw', CITE.firstThrow);
  // The first "no more bets" commences play (ruling R33): the dice are offered to the player
  // immediately to the stickperson's left, and the wagers close once a Quarterback holds them.
  const first = s.quarterback === null ? clockwiseAfter(s, null) : undefined;
  if (first !== undefined) return ok([commencement(first)]);
  return ok<Event[]>([
    { type: 'no-more-bets', citation: s.drive.plays === 0 ? CITE.firstThrow : CITE.singlePlayTiming },
  ]);
});

const throwDice: On<'throw'> = table.throw({
  count: 3,
  automated: 'an automated table throws its own dice',
  required: 'the stickperson calls the dice thrown',
  citation: CITE.callThrow,
  event: (s, [g1, g2, r], source): Event => {
    const dice: Throw = [g1 as Face, g2 as Face, r as Face];
    return {
      type: 'dice-called',
      dice,
      extraPoint: s.phase === 'extra-point',
      source,
      citation: CITE.callThrow,
    };
  },
});

const nothingToSettle = { code: 'nothing_to_settle', message: 'no throw has been called' };
const settleThrow: On<'settle'> = table.settle(
  (s) => s.lastThrow,
  nothingToSettle,
  (s, thrown) => (s.ended ? extraPointEvents(s, thrown) : throwEvents(s, thrown)),
);

const ROUND = diceRoundPhases<Command['type']>({
  anyTime: [...TABLE_COMMANDS, 'offer-dice', 'decline-dice', 'accept-dice', 'no-roll'],
  changeDice: 'change-dice',
  throw: 'throw',
  refusals: {
    changeDice: { code: 'throw_in_progress', message: 'the dice are changed between throws' },
    notThrowing: { code: 'not_throwing', message: 'announce "no more bets" before the throw' },
    nothingToSettle,
  },
});

/** Which commands each phase allows; the wager rules say themselves when a wager may be made. */
export const PHASES: PhaseTable<Phase, Command['type']> = {
  betting: ROUND.betting,
  throwing: ROUND.throwing,
  'extra-point': ROUND.throwing,
  settling: ROUND.settling,
};

export const decide = decideWith<S, Command, Event, Phase>(
  {
    sit,
    'buy-in': table.buyIn,
    leave,
    'place-wager': placeWager,
    'withdraw-wager': withdrawWager,
    'change-dice': changeDice,
    'no-more-bets': noMoreBets,
    throw: throwDice,
    settle: settleThrow,
    ...procedureHandlers,
  },
  { table: PHASES, of: (s) => s.phase },
);
