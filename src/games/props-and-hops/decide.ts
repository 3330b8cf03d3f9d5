/**
 * Props & Hops decisions: a handler per command (the shaker's rotation and "no roll" are
 * procedure.ts's), the phase table as data, wagers through the kernel's rule table (rules.ts,
 * WAGER_RULES) and settlement through resolutions (settle.ts).
 */
import type { DiceSet, Face } from '../../core/dice.js';
import { ok, reject } from '../../core/result.js';
import { bankedTerms } from '../../engine/coupons.js';
import { decideWith, type Handler, type PhaseTable } from '../../engine/decide.js';
import { TABLE_COMMANDS, diceHandlers, diceRoundPhases } from '../../engine/procedures/dice-handlers.js';
import { cashOut, placeRequest, sitHandler } from '../../engine/procedures/dice-seats.js';
import { decidePlace, decideWithdraw, withdrawn, type Wager } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { commenced, commencement, dealer, leftOf, playerSeat, procedureHandlers } from './procedure.js';
import {
  CITE,
  LAMMER_BOXES,
  SIX_EIGHT_SHAKE,
  SPOT,
  WAGER_RULES,
  combinationOf,
  takeDownCitation,
  type Dice,
} from './rules.js';
import { settleEvents } from './settle.js';
import { SEATS, type Event, type Phase, type PropsAndHopsState } from './state.js';

type On<T extends Command['type']> = Handler<PropsAndHopsState, Extract<Command, { type: T }>, Event>;

// A banked game (§ 603a.21(a)); no wager here is a base game's primary wager, so none takes a coupon (R77).
const TABLE_TERMS = bankedTerms(undefined);

const table = diceHandlers<PropsAndHopsState, Command, Event>({ player: playerSeat, dealer });

/** A wager taken down, and the lammers back when it was the last Six Eight Shake of a sequence. */
function takeDown(s: PropsAndHopsState, mine: readonly Wager[]): Event[] {
  const events: Event[] = mine.map((w) => withdrawn(w, w.amount, takeDownCitation(w.kind)));
  const shakes = s.wagers.filter((w) => w.kind === SIX_EIGHT_SHAKE);
  // Felt ruling: with no Six Eight Shake Wager left, the sequence ends and the lammers go back.
  if (s.lammersOut && shakes.length && shakes.every((w) => mine.includes(w)))
    events.push({ type: 'lammers-returned', citation: CITE.sixEightShake });
  return events;
}

const sit: On<'sit'> = sitHandler(() => ({ count: SEATS, citation: CITE.players, noun: 'betting position' }));

const leave: On<'leave'> = table.byPlayer((s, seat) => {
  const mine = s.wagers.filter((w) => w.seat === seat);
  if (s.phase !== 'betting' && mine.length)
    return reject(
      'wager_in_play',
      'a player who has wagered stays seated until the round is complete',
      CITE.seatedOnly,
    );
  return ok([...takeDown(s, mine), cashOut(s, seat, mine)]);
});

const placeWager: On<'place-wager'> = table.byPlayer((s, seat, c) =>
  decidePlace(s, s.options, WAGER_RULES, placeRequest(seat, SPOT, c), TABLE_TERMS),
);

const withdrawWager: On<'withdraw-wager'> = table.byPlayer((s, seat, c) => {
  const r = decideWithdraw(s, WAGER_RULES, { seat, spot: SPOT, kind: c.kind });
  if (!r.ok) return r;
  return ok(
    takeDown(
      s,
      s.wagers.filter((w) => w.seat === seat && w.kind === c.kind),
    ),
  );
});

const placeDice: On<'place-dice'> = (s, actor, c) => {
  if (actor.role !== 'floorperson' && actor.role !== 'system')
    return reject('not_permitted', 'the floorperson places the dice in the shaker', CITE.diceInShaker);
  const n = s.setsUsed + 1;
  const set: DiceSet = {
    id: `PH-${n}`,
    dice: [1, 2].map((i) => ({ id: `PH-${n}-${i}`, colour: 'white' as const })),
  };
  return ok([{ type: 'dice-placed', set, reason: c.reason, citation: CITE.diceInShaker }]);
};

const noMoreBets: On<'no-more-bets'> = table.byDealer((s) => {
  if (s.shooter === null && commenced(s))
    return reject('no_shooter', 'the shaker has not been offered to a player', CITE.firstShooter);
  if (!s.wagers.length) return reject('no_wagers', 'there is no wager on the layout');
  if (!s.diceSet)
    return reject('no_dice', 'the floorperson has not placed the dice in the shaker', CITE.diceInShaker);
  // The first "no more bets" commences play (ruling R33): the shaker is offered to the player farthest
  // to the dealer's left, and the wagers close once a player holds it.
  const first = s.shooter === null ? leftOf(s, null) : undefined;
  if (first !== undefined) return ok([commencement(first)]);
  const events: Event[] = [{ type: 'no-more-bets', citation: CITE.noMoreBets }];
  if (s.wagers.some((w) => w.kind === SIX_EIGHT_SHAKE) && !s.lammersOut)
    events.push({ type: 'lammers-placed', boxes: LAMMER_BOXES, citation: CITE.lammers });
  return ok(events);
});

const uncover: On<'uncover'> = table.throw({
  count: 2,
  automated: 'an automated table shakes its own dice',
  required: 'the dealer announces the dice in the shaker',
  citation: CITE.announce,
  event: (s, shaken, source): Event => {
    const dice: Dice = [shaken[0] as Face, shaken[1] as Face];
    return {
      type: 'dice-uncovered',
      dice,
      combination: combinationOf(dice),
      total: dice[0] + dice[1],
      shooter: s.shooter,
      source,
      citation: CITE.announce,
    };
  },
});

const nothingToSettle = { code: 'nothing_to_settle', message: 'the shaker has not been uncovered' };
const settleRoll: On<'settle'> = table.settle((s) => s.lastDice, nothingToSettle, settleEvents);

const ROUND = diceRoundPhases<Command['type']>({
  anyTime: [...TABLE_COMMANDS, 'offer-shaker', 'accept-shaker', 'decline-shaker', 'no-roll'],
  changeDice: 'place-dice',
  throw: 'uncover',
  refusals: {
    changeDice: { code: 'round_in_play', message: 'the dice are changed between rounds' },
    notThrowing: {
      code: 'not_shaking',
      message: 'announce "no more bets" before the shake',
      citation: CITE.noMoreBets,
    },
    nothingToSettle,
  },
});

/** Which commands each phase allows; the wager rules say themselves when a wager may be made. */
export const PHASES: PhaseTable<Phase, Command['type']> = {
  betting: ROUND.betting,
  shaking: ROUND.throwing,
  settling: ROUND.settling,
};

export const decide = decideWith<PropsAndHopsState, Command, Event, Phase>(
  {
    sit,
    'buy-in': table.buyIn,
    leave,
    'place-wager': placeWager,
    'withdraw-wager': withdrawWager,
    'place-dice': placeDice,
    'no-more-bets': noMoreBets,
    uncover,
    settle: settleRoll,
    ...procedureHandlers,
  },
  { table: PHASES, of: (s) => s.phase },
);
