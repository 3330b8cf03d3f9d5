/**
 * Craps on the shared dice-table procedure (src/engine/procedures/dice-table.ts): the shooter's
 * rotation, declining the dice (ruling R20) and the "no roll" calls (ruling R19), in this game's words.
 *
 * - Positions are numbered clockwise from area 1, immediately left of the boxperson or dealer
 *   (§ 623a.2(d)(4)(i)); the dice go clockwise: the first shooter is area 1's side of the table, and
 *   after a seven out the next occupied position clockwise (ruling R8).
 * - The dealer gives the dice; before a first throw the shooter may decline them and they go on
 *   clockwise past those who declined; when all have declined the offer starts again (ruling R20).
 * - A "no roll" decides nothing; it voids a throw already called (ruling R19, § 661a.5).
 */
import type { Citation } from '../../core/citation.js';
import { requireDealer, requireSeatedPlayer } from '../../engine/decide.js';
import type { SeatEvent } from '../../engine/kernel.js';
import {
  diceTable,
  evolveDiceTable,
  THROWN_DICE,
  type DiceTableFact,
} from '../../engine/procedures/dice-table.js';
import type { Geometry } from '../../engine/turn-order.js';
import type { Command } from './commands.js';
import { CITE } from './rules.js';
import type { CrapsState, Event } from './state.js';

/** Craps numbers its positions clockwise from area 1 (§ 623a.2(d)(4)(i)). */
export const CRAPS_TABLE: Geometry = { ascending: 'clockwise' };

export type ShooterEvent =
  | { readonly type: 'shooter'; readonly seat: number }
  | {
      readonly type: 'dice-declined';
      readonly seat: number;
      readonly everyoneDeclined: boolean;
      readonly citation: Citation;
    }
  | { readonly type: 'no-roll'; readonly reason: string; readonly rule: string; readonly citation: Citation };

export const crapsDice = diceTable<CrapsState, Command, Event>({
  geometry: CRAPS_TABLE,
  direction: 'clockwise',
  handover: 'given',
  noRolls: THROWN_DICE,
  rotation: (s) => s.rotation,
  seats: (s) => s.seats.map((x) => x.seat),
  throwOf: (s) => (s.phase === 'betting' ? 'none' : s.phase === 'rolling' ? 'thrown' : 'called'),
  mayDecline: (s) => s.phase === 'betting',
  dealer: (actor, what) => requireDealer(actor, what),
  player: requireSeatedPlayer,
  events: {
    given: (_s, seat) => ({ type: 'shooter', seat }),
    declined: (_s, seat, everyone) => ({
      type: 'dice-declined',
      seat,
      everyoneDeclined: everyone,
      citation: CITE.clockwise,
    }),
    noRoll: (reason, rule) => ({ type: 'no-roll', reason, rule: rule.rule, citation: rule.citation }),
  },
  words: {
    held: (seat) => ({ code: 'shooter_in_place', message: `seat ${seat} is the shooter` }),
    asked: (seat) => ({ code: 'shooter_in_place', message: `seat ${seat} is the shooter` }),
    nobody: { code: 'no_players', message: 'nobody is at the table to throw the dice' },
    notYours: {
      code: 'not_the_shooter',
      message: 'the dice have not been given to this seat',
      citation: CITE.clockwise,
    },
    inPlay: {
      code: 'dice_in_play',
      message:
        'a shooter may decline the dice only before a first throw; after it the dice pass at a seven out',
      citation: CITE.clockwise,
    },
    noThrow: { code: 'no_throw', message: 'no throw is in progress: announce "no more bets" first' },
  },
  commands: {
    give: { command: { type: 'select-shooter' }, label: 'give the dice to the next shooter' },
    decline: { command: { type: 'decline-dice' }, label: 'Decline the dice' },
    noRoll: (reason) => ({
      command: { type: 'no-roll', reason } as Command,
      label: `no roll: ${reason.replaceAll('-', ' ')}`,
    }),
  },
});

/** The procedure's fact an event carries, if any. */
function factOf(s: CrapsState, e: ShooterEvent | Extract<SeatEvent, { type: 'left' }>): DiceTableFact {
  switch (e.type) {
    case 'left':
      return { fact: 'left', seat: e.seat };
    case 'shooter':
      return { fact: 'given', seat: e.seat };
    case 'dice-declined':
      return { fact: 'declined', seat: e.seat, everyone: e.everyoneDeclined };
    case 'no-roll':
      return { fact: 'voided', called: s.phase === 'settling' };
  }
}

/** The procedure's part of evolve: who holds the dice, who declined, a voided throw. */
export function evolveShooter(
  s: CrapsState,
  e: ShooterEvent | Extract<SeatEvent, { type: 'left' }>,
): CrapsState {
  const rotation = evolveDiceTable(s.rotation, factOf(s, e));
  switch (e.type) {
    case 'shooter':
      // A new shooter: the Fire Bet follows a new hand, from the shooter's initial come out roll. One
      // who takes over a point finishes that hand first (ruling R47).
      return { ...s, rotation, newShooter: s.point === null, takingOver: s.point !== null, fireMade: 0 };
    case 'no-roll':
      // Nothing is decided: a throw already called is voided and the same shooter throws again.
      return s.phase === 'settling'
        ? { ...s, rotation, phase: 'rolling', lastDice: null, newShooter: s.throwByNewShooter }
        : s;
    default:
      return { ...s, rotation };
  }
}
