/**
 * A Props & Hops table (ch. 668a): its state, its events and its reducer. A round: wagers, "no more
 * bets" (with the lammers put out for a new Six Eight Shake sequence), the shooter's shake, the dealer
 * uncovering the shaker, then losers collected before winners are paid (§ 668a.3(i)).
 *
 * The money is the kernel's (`TableMoney`: racks, the wagers on the layout, the bank): every event
 * that moves chips declares its transfers, and this reducer never touches a balance. The lammers are
 * markers, not money: collecting one moves no chip.
 */
import type { Citation } from '../../core/citation.js';
import type { DiceSet } from '../../core/dice.js';
import { withKernel } from '../../engine/kernel.js';
import type { DiceTableMoneyEvent } from '../../engine/procedures/dice-log.js';
import { openTable } from '../../engine/procedures/dice-seats.js';
import type { TableMoney, Wager } from '../../engine/wagers.js';
import type { PropsAndHopsOptions } from './options.js';
import { evolveProcedure, type ProcedureEvent } from './procedure.js';
import { LAMMER_BOXES, NO_LAMMERS, type Combination, type Dice, type LammersCollected } from './rules.js';

/** Six betting positions, numbered 1 to 6 from the dealer's right to the dealer's left (R9). */
export const SEATS = 6;

export type Phase = 'betting' | 'shaking' | 'settling';

export interface PropsAndHopsState extends TableMoney<Wager> {
  readonly options: PropsAndHopsOptions;
  readonly automated: boolean;
  readonly round: number;
  /** Bets open; the shooter shaking after "no more bets"; the shaker uncovered and the roll awaiting settlement. */
  readonly phase: Phase;
  /** The player holding the shaker; null before the first offer and after a 7. */
  readonly shooter: number | null;
  /** The player the covered shaker is offered to now (§ 668a.3(f), (k)). */
  readonly offeredTo: number | null;
  /** The last player to hold the shaker: the next offer goes to the player on their left. */
  readonly lastShooter: number | null;
  /** The players who have declined the shaker in the current round of offers. */
  readonly declined: readonly number[];
  /** Red lammer buttons out on the six 6/8 boxes (a Six Eight Shake sequence is running). */
  readonly lammersOut: boolean;
  readonly lammers: LammersCollected;
  readonly lastDice: Dice | null;
  /** The two dice in the shaker, placed by the floorperson (§ 668a.3(a), (d)); null before opening. */
  readonly diceSet: DiceSet | null;
  readonly setsUsed: number;
}

interface Cited {
  readonly citation: Citation;
}

/** The events of the round itself (the shaker's rotation and "no roll" are procedure.ts's). */
export type RoundEvent =
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({ readonly type: 'dice-placed'; readonly set: DiceSet; readonly reason: string } & Cited)
  | ({ readonly type: 'lammers-placed'; readonly boxes: readonly Combination[] } & Cited)
  | ({
      readonly type: 'dice-uncovered';
      readonly dice: Dice;
      readonly combination: Combination;
      readonly total: number;
      readonly shooter: number | null;
      readonly source: 'crypto' | 'seeded' | 'called';
    } & Cited)
  | ({ readonly type: 'lammer-collected'; readonly combination: Combination } & Cited)
  | ({ readonly type: 'lammers-returned' } & Cited)
  | ({ readonly type: 'round-complete' } & Cited);

export type Event = DiceTableMoneyEvent | ProcedureEvent | RoundEvent;

export function initialState(options: PropsAndHopsOptions, automated = false): PropsAndHopsState {
  return {
    ...openTable(options, automated),
    phase: 'betting',
    shooter: null,
    offeredTo: null,
    lastShooter: null,
    declined: [],
    lammersOut: false,
    lammers: NO_LAMMERS,
    lastDice: null,
    diceSet: null,
    setsUsed: 0,
  };
}

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: PropsAndHopsState, e: Event): PropsAndHopsState {
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'wager-withdrawn':
    case 'wager-settled':
      return s;
    case 'wager-placed':
    case 'left':
    case 'shaker-offered':
    case 'shaker-accepted':
    case 'shaker-declined':
    case 'shaker-passed':
    case 'no-roll':
      return evolveProcedure(s, e);
    case 'no-more-bets':
      return { ...s, phase: 'shaking', round: s.round + 1 };
    case 'dice-placed':
      return { ...s, diceSet: e.set, setsUsed: s.setsUsed + 1 };
    case 'lammers-placed':
      return { ...s, lammersOut: true, lammers: NO_LAMMERS };
    case 'dice-uncovered':
      return { ...s, lastDice: e.dice, phase: 'settling' };
    case 'lammer-collected':
      return { ...s, lammers: s.lammers | (1 << LAMMER_BOXES.indexOf(e.combination)) };
    case 'lammers-returned':
      return { ...s, lammersOut: false, lammers: NO_LAMMERS };
    case 'round-complete':
      return { ...s, phase: 'betting' };
  }
}

export const evolve = withKernel<Wager, PropsAndHopsState, Event>(own);
