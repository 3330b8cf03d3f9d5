/** A table's row and its in-memory table, new or restored from its stored log. */
import { randomUUID } from 'node:crypto';
import type { Rng } from '../../core/rng.js';
import type { AnyGame, GameCommand, GameEvent, GameView, Viewer } from '../../engine/game.js';
import { isNote, replay, Table, type LogEntry } from '../../engine/table.js';
import { genesisHash } from '../chain.js';
import type { StoredEntry, TableRow } from '../store.js';
import type { SeatHolders } from './seats.js';

export type AnyTable = Table<unknown, unknown, GameCommand, GameEvent, GameView>;

/**
 * The table after its stored log, re-decided from the start (a log that does not replay is never
 * served). The same fold hands each entry to `describe` with the state before each of its events, and
 * gives each seat to the user who took it (`holders`, read in the view of `racks`).
 */
export function restoreTable(
  row: TableRow,
  game: AnyGame,
  rng: Rng,
  restored: readonly StoredEntry[],
  holders: SeatHolders,
  describe: (entry: LogEntry, before: readonly unknown[]) => void,
  racks: Viewer,
): { table: AnyTable; head: string } {
  const tableConfig = { automated: row.automated };
  if (!restored.length) return { table: new Table(game, row.options, rng, tableConfig), head: row.genesis };
  const log: LogEntry[] = restored.map((e) => ({
    seq: e.seq,
    round: e.round,
    actor: e.actor,
    command: e.command,
    draws: e.draws,
    events: e.events,
  }));
  const r = replay(game, row.options, tableConfig, log, { source: row.rng });
  if (r.mismatch)
    throw new Error(
      `table ${row.id}: stored log does not replay at seq ${r.mismatch.seq}: ${r.mismatch.reason}`,
    );
  let state = game.setup(row.options, tableConfig);
  for (const [i, e] of restored.entries()) {
    const before: unknown[] = [state];
    if (!isNote(e.command)) {
      before.length = 0;
      for (const ev of e.events) {
        before.push(state);
        state = game.evolve(state, ev);
      }
    }
    const entry = log[i];
    if (entry) describe(entry, before);
    holders.track(e.command, e.actor, e.userId, game.view(state, racks));
  }
  return {
    table: new Table(game, row.options, rng, tableConfig, { state: r.state, log }),
    head: restored[restored.length - 1]?.hash ?? row.genesis,
  };
}

export function newTableRow(
  game: AnyGame,
  options: unknown,
  automated: boolean,
  createdBy: number,
  rng: 'crypto' | 'seeded' = 'crypto',
  name: string | null = null,
): TableRow {
  const id = randomUUID().slice(0, 8);
  // The options as stored (JSON), so the live table and every replay start from the same document.
  const base = { id, game: game.id, options: JSON.parse(JSON.stringify(options)) as unknown, automated, rng };
  return {
    ...base,
    createdBy,
    createdAt: new Date().toISOString(),
    genesis: genesisHash(base),
    name,
    closedAt: null,
  };
}
