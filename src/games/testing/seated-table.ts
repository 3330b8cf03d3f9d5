/** The table the card games' stacked-shoe tests start from: players seated, nothing shuffled or dealt. */
import { SeededRng } from '../../core/rng.js';
import type { GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { seat } from './actors.js';

/** Who sits down: players `P<seat>` at `seats` (seat 1 alone by default), each with `chips`. */
export interface Seating {
  readonly seats?: readonly number[];
  readonly chips?: number;
  readonly automated?: boolean;
}

/**
 * A table of `game` under `rawOptions` (parsed by the game's schema; seed 1) with the players of
 * `seating` sat down in order, before any shuffle: a test then stacks its shoe.
 */
export function seatedTable<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  game: GameDefinition<O, S, C, E, V>,
  rawOptions: Record<string, unknown>,
  { seats = [1], chips = 1_000_000, automated = false }: Seating,
): Table<O, S, C, E, V> {
  const table = new Table(game, game.options.parse(rawOptions), SeededRng.fromSeed(1), { automated });
  for (const s of seats)
    table.apply(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips } as GameCommand as C);
  return table;
}
