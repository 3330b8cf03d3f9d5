/**
 * A Three Dice Football table (ch. 661a): its state, its events and its reducer. The drive (DriveState
 * from rules.ts: Yard Marker, Down Puck, Game Length Puck), the single play wagers settled after every
 * down, the end of the game settled in the order of § 661a.6(f) with the extra point roll thrown only
 * when someone holds an Extra Point Wager.
 *
 * The money is the kernel's (`TableMoney`: racks, the wagers on the layout, the bank): every event
 * that moves chips declares its transfers, and this reducer never touches a balance.
 */
import type { Citation } from '../../core/citation.js';
import type { DiceSet } from '../../core/dice.js';
import { withKernel } from '../../engine/kernel.js';
import type { DiceTableMoneyEvent } from '../../engine/procedures/dice-log.js';
import { openTable } from '../../engine/procedures/dice-seats.js';
import type { TableMoney, Wager } from '../../engine/wagers.js';
import type { ThreeDiceFootballOptions } from './options.js';
import { afterGame, evolveProcedure, type ProcedureEvent, type Selection } from './procedure.js';
import { KICKOFF, type DriveState, type GameEnd, type Throw, type ThrowKind } from './rules.js';

/** Wagering locations 1 to 16, numbered clockwise from the stickperson's left (§§ 661a.2(a), 661a.4(b)). */
export const POSITIONS = 16;

export type Phase = 'betting' | 'throwing' | 'extra-point' | 'settling';

export interface ThreeDiceFootballState extends TableMoney<Wager> {
  readonly options: ThreeDiceFootballOptions;
  readonly automated: boolean;
  /** Games begun (a round of play is a game, § 661a.6(a)). */
  readonly round: number;
  /**
   * Bets open; "no more bets" and the Quarterback to throw; the extra point roll to throw; the throw
   * called and awaiting the dealer (pucks, settlement).
   */
  readonly phase: Phase;
  readonly drive: DriveState;
  /** The end of the game while the extra point roll is awaited. */
  readonly ended: GameEnd | null;
  readonly quarterback: number | null;
  /** The player the dice are offered to now, and who began the current round of offers. */
  readonly offer: { readonly seat: number; readonly declined: readonly number[] } | null;
  /** After a defense win the dice go to the left of the previous Quarterback (§ 661a.7(a)). */
  readonly previousQuarterback: number | null;
  /** Every seated player declined the dice in the last round of offers, and nobody has them. */
  readonly everyoneDeclined: boolean;
  /** Play has commenced: the dice have been offered (ruling R33). */
  readonly commenced: boolean;
  readonly diceSet: DiceSet;
  readonly setsUsed: number;
  readonly selection: Selection | null;
  readonly lastThrow: Throw | null;
}

interface Cited {
  readonly citation: Citation;
}

/** The events of the game itself (the dice offers and "no roll" are procedure.ts's). */
export type GameEvent =
  | ({ readonly type: 'dice-changed'; readonly set: DiceSet; readonly reason: string } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({
      readonly type: 'dice-called';
      readonly dice: Throw;
      readonly extraPoint: boolean;
      readonly source: 'crypto' | 'seeded' | 'called';
    } & Cited)
  | ({
      readonly type: 'throw';
      readonly dice: Throw;
      readonly kind: ThrowKind;
      readonly yards: number;
      readonly drive: DriveState;
    } & Cited)
  | ({ readonly type: 'down'; readonly announcement: string } & Cited)
  | ({ readonly type: 'game-ended'; readonly end: GameEnd } & Cited)
  | ({ readonly type: 'extra-point-due' } & Cited)
  | ({ readonly type: 'game-over'; readonly winner: 'offense' | 'defense' } & Cited)
  | { readonly type: 'throw-complete' };

export type Event = DiceTableMoneyEvent | ProcedureEvent | GameEvent;

/** A table set: four green and two red dice (§ 661a.4(a)), identified for inspection (§ 603a.13). */
export function tableSet(n: number): DiceSet {
  const id = `TDF-${n}`;
  return {
    id,
    dice: [
      ...[1, 2, 3, 4].map((i) => ({ id: `${id}-G${i}`, colour: 'green' as const })),
      ...[1, 2].map((i) => ({ id: `${id}-R${i}`, colour: 'red' as const })),
    ],
  };
}

export function initialState(options: ThreeDiceFootballOptions, automated = false): ThreeDiceFootballState {
  return {
    ...openTable(options, automated),
    phase: 'betting',
    drive: KICKOFF,
    ended: null,
    quarterback: null,
    offer: null,
    previousQuarterback: null,
    everyoneDeclined: false,
    commenced: false,
    diceSet: tableSet(1),
    setsUsed: 1,
    selection: null,
    lastThrow: null,
  };
}

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: ThreeDiceFootballState, e: Event): ThreeDiceFootballState {
  switch (e.type) {
    case 'bought-in':
    case 'wager-withdrawn':
    case 'wager-settled':
    case 'down':
      return s;
    case 'seated':
    case 'wager-placed':
    case 'left':
    case 'dice-offered':
    case 'dice-declined':
    case 'quarterback':
    case 'no-roll':
      return evolveProcedure(s, e);
    case 'dice-changed':
      // The Quarterback selects again from the new set (§ 661a.4(c)).
      return {
        ...s,
        diceSet: e.set,
        setsUsed: s.setsUsed + 1,
        selection: null,
        offer: s.quarterback === null ? s.offer : { seat: s.quarterback, declined: [] },
        quarterback: null,
        previousQuarterback: s.quarterback ?? s.previousQuarterback,
      };
    case 'no-more-bets':
      return {
        ...s,
        phase: s.ended ? 'extra-point' : 'throwing',
        round: s.drive.plays === 0 ? s.round + 1 : s.round,
      };
    case 'dice-called':
      return { ...s, lastThrow: e.dice, phase: 'settling' };
    case 'throw':
      return { ...s, drive: e.drive };
    case 'game-ended':
      return { ...s, ended: e.end };
    case 'extra-point-due':
      return { ...s, phase: 'extra-point' };
    case 'game-over':
      return { ...afterGame(s, e.winner), phase: 'betting', drive: KICKOFF, ended: null };
    case 'throw-complete':
      return { ...s, phase: 'betting' };
  }
}

export const evolve = withKernel<Wager, ThreeDiceFootballState, Event>(own);
