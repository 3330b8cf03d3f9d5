/** A step of a table's log replayed as one viewer may see it (the compliance and floor replay route). */
import type { Actor, AnyGame, GameCommand, GameView, Viewer } from '../../engine/game.js';
import { replay, type LogEntry } from '../../engine/table.js';
import type { WireLine } from '../../protocol/wire.js';
import type { TableRow } from '../store.js';

/** One step of the log replayed, as a viewer may see it. */
export interface ReplayStep {
  readonly seq: number;
  readonly of: number;
  readonly view: GameView;
  readonly entry: {
    readonly command: GameCommand;
    readonly actor: Actor;
    readonly events: readonly { type: string; text: string; citation: string | null }[];
  } | null;
}

/** A log entry's command as `viewer` may read it: its parameters (cards a player set ...) to compliance only. */
export function commandAs(command: GameCommand, viewer: Viewer): GameCommand {
  return viewer.role === 'compliance' ? command : { type: command.type };
}

/**
 * Step `seq` of the log replayed (every command re-decided from the start) as `viewer` sees it: the
 * view of that step and the entry's lines, both the viewer's own, so that staff other than compliance
 * see in a replay what their live view showed then, never the hidden cards or the order of a shoe
 * that may still be in play. Compliance (surveillance) sees everything. A command's parameters (a
 * player's set hands, say) are shown to compliance only.
 */
export function replayStep(
  table: {
    readonly row: TableRow;
    readonly game: AnyGame;
    readonly log: readonly LogEntry[];
    entryLines(seq: number, viewer: Viewer): readonly WireLine[];
  },
  seq: number,
  viewer: Viewer,
): ReplayStep | { mismatch: { seq: number; reason: string } } {
  const { row, game, log } = table;
  const r = replay(game, row.options, { automated: row.automated }, log, { upTo: seq, source: row.rng });
  if (r.mismatch) return { mismatch: r.mismatch };
  const entry = log[seq - 1];
  return {
    seq,
    of: log.length,
    view: game.view(r.state, viewer),
    entry: entry
      ? {
          command: commandAs(entry.command, viewer),
          actor: entry.actor,
          events: table.entryLines(seq, viewer).map((l) => ({
            type: l.type,
            text: l.text,
            citation: l.citation ?? null,
          })),
        }
      : null,
  };
}
