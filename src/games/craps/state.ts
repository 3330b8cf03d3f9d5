/**
 * A Craps or Mini-Craps table (ch. 623a): its state, its events and its reducer. A round is one throw
 * of the dice: wagers, "no more bets", the roll, then every wager the roll decides is settled
 * (settle.ts) with the resolvers of resolve.ts, which the exact math and the simulator also use.
 *
 * The money is the kernel's (`TableMoney`: racks, the wagers on the layout, the bank): every event that
 * moves chips declares its transfers, and this reducer never touches a balance. What the table keeps
 * besides: the puck, the shooter, one Fire Bet count of points per shooter, the shared Bonus Craps
 * marker buttons and whether the shooter is new (has not yet thrown a come out roll).
 */
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { withKernel } from '../../engine/kernel.js';
import type { DiceTableMoneyEvent } from '../../engine/procedures/dice-log.js';
import type { Transfer } from '../../engine/pockets.js';
import { evolveDiceTable, NO_HOLDER, type DiceTableState } from '../../engine/procedures/dice-table.js';
import { NO_MONEY, type TableMoney, type Wager, type WagerSettled } from '../../engine/wagers.js';
import type { CrapsGameId, CrapsOptions } from './options.js';
import {
  NO_MARKERS,
  POINT_NUMBERS,
  type BonusMarkers,
  type Dice,
  type PointNumber,
  type Total,
} from './rules.js';
import { evolveShooter, type ShooterEvent } from './shooter.js';
import { DONT_BASES, parseKind } from './wagers.js';

export interface CrapsWager extends Wager {
  /** Called "off" for come out rolls (a Lay Bet, § 623a.3(a)(42); a Place or Buy Bet, R46): not decided by one. */
  readonly off?: boolean;
}

export type Phase = 'betting' | 'rolling' | 'settling';

/** The shooter: whoever holds the dice (the dice-table procedure's holder). */
export const shooterOf = (s: CrapsState): number | null => s.rotation.holder;

export interface CrapsState extends TableMoney<CrapsWager> {
  readonly game: CrapsGameId;
  readonly options: CrapsOptions;
  readonly automated: boolean;
  readonly round: number;
  /** Bets open; "no more bets" called; the dice called and the decided wagers awaiting settlement. */
  readonly phase: Phase;
  /** The puck: null when "off" (the next roll is a come out roll). */
  readonly point: PointNumber | null;
  /** Who holds the dice (the shooter), who declined them, how often the shooter threw (shooter.ts). */
  readonly rotation: DiceTableState;
  /** The shooter has not yet thrown a come out roll: Fire Bets and Bonus Craps may be placed. */
  readonly newShooter: boolean;
  /**
   * The shooter took the dice with a point on (the last shooter left mid-hand): he throws for that
   * point first, and his initial come out roll is the next come out roll (ruling R47).
   */
  readonly takingOver: boolean;
  /** Whether the throw awaiting settlement was the shooter's first (restored if it is called "no roll"). */
  readonly throwByNewShooter: boolean;
  /** Points made by this shooter (bit i: POINT_NUMBERS[i]), for the Fire Bet. */
  readonly fireMade: number;
  readonly bonusMarkers: BonusMarkers;
  /** Don't wagers removed or reduced since the last roll: not replaced or increased (§ 623a.4(d)). */
  readonly barred: readonly { readonly seat: number; readonly kind: string }[];
  readonly lastDice: Dice | null;
}

interface Cited {
  readonly citation: Citation;
}

/** A settled Craps wager always states the vigorish taken from it (0 when none). */
export type CrapsSettled = WagerSettled & { readonly vigorish: Cents };

export type RoundEvent =
  | ({
      readonly type: 'vigorish-collected';
      readonly seat: number;
      readonly amount: Cents;
      readonly transfers: readonly Transfer[];
    } & Cited)
  | ({
      readonly type: 'lay-bet-called' | 'place-bet-called';
      readonly seat: number;
      readonly kind: string;
      readonly off: boolean;
    } & Cited)
  | ({ readonly type: 'no-more-bets' } & Cited)
  | ({
      readonly type: 'dice-thrown';
      readonly dice: Dice;
      readonly total: Total;
      readonly shooter: number | null;
      readonly comeOut: boolean;
      readonly source: 'crypto' | 'seeded' | 'called';
    } & Cited)
  | ({
      readonly type: 'come-point';
      readonly seat: number;
      readonly from: string;
      readonly to: string;
      readonly amount: Cents;
      readonly transfers: readonly Transfer[];
    } & Cited)
  | ({ readonly type: 'bonus-marked'; readonly total: Total } & Cited)
  | ({ readonly type: 'bonus-markers-removed' } & Cited)
  | ({ readonly type: 'fire-point-made'; readonly point: PointNumber; readonly made: number } & Cited)
  | ({ readonly type: 'puck-on'; readonly point: PointNumber } & Cited)
  | ({ readonly type: 'puck-off' } & Cited)
  | ({ readonly type: 'seven-out'; readonly shooter: number | null } & Cited)
  | { readonly type: 'roll-complete' };

export type Event = DiceTableMoneyEvent<CrapsSettled> | ShooterEvent | RoundEvent;

export function initialState(game: CrapsGameId, options: CrapsOptions, automated = false): CrapsState {
  return {
    ...NO_MONEY,
    game,
    options,
    automated,
    round: 0,
    phase: 'betting',
    point: null,
    rotation: NO_HOLDER,
    newShooter: true,
    takingOver: false,
    throwByNewShooter: false,
    fireMade: 0,
    bonusMarkers: NO_MARKERS,
    barred: [],
    lastDice: null,
  };
}

/** The game's own facts; the kernel has already moved the money (withKernel). */
function own(s: CrapsState, e: Event): CrapsState {
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'wager-placed':
    case 'wager-settled':
    case 'vigorish-collected':
    case 'come-point':
      return s;
    case 'wager-withdrawn':
      return DONT_BASES.has(parseKind(e.kind).base)
        ? { ...s, barred: [...s.barred, { seat: e.seat, kind: e.kind }] }
        : s;
    case 'left':
    case 'shooter':
    case 'dice-declined':
    case 'no-roll':
      return evolveShooter(s, e);
    case 'lay-bet-called':
    case 'place-bet-called':
      return {
        ...s,
        wagers: s.wagers.map((w) => (w.seat === e.seat && w.kind === e.kind ? { ...w, off: e.off } : w)),
      };
    case 'no-more-bets':
      return { ...s, phase: 'rolling', round: s.round + 1 };
    case 'dice-thrown':
      return {
        ...s,
        lastDice: e.dice,
        newShooter: false,
        throwByNewShooter: s.newShooter,
        rotation: evolveDiceTable(s.rotation, { fact: 'thrown' }),
        phase: 'settling',
      };
    case 'bonus-marked':
      return { ...s, bonusMarkers: s.bonusMarkers | (1 << e.total) };
    case 'bonus-markers-removed':
      return { ...s, bonusMarkers: NO_MARKERS };
    case 'fire-point-made':
      return { ...s, fireMade: s.fireMade | (1 << POINT_NUMBERS.indexOf(e.point)) };
    case 'puck-on':
      return { ...s, point: e.point };
    case 'puck-off':
      // A shooter who took over a point and made it now comes out for the first time (ruling R47).
      return s.takingOver
        ? { ...s, point: null, newShooter: true, takingOver: false }
        : { ...s, point: null };
    case 'seven-out':
      return { ...s, rotation: evolveDiceTable(s.rotation, { fact: 'passed', from: e.shooter }) };
    case 'roll-complete':
      return { ...s, phase: 'betting', barred: [] };
  }
}

export const evolve = withKernel<CrapsWager, CrapsState, Event>(own);
