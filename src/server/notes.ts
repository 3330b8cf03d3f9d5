/**
 * The notes the server writes into a table's hash-chained log (see `NOTE` in the engine): the table's
 * procedure outside the game. They change no game state; replay passes over them; they are audited with
 * the rest of the chain.
 */
import type { GameCommand } from '../engine/game.js';

export type TableNote =
  /** A dealer asked for a decision the regulation gives to a floorperson (a recut, a void ...). */
  | {
      readonly type: 'approval-requested';
      readonly approval: number;
      readonly command: GameCommand;
      readonly by: string;
      readonly reason: string;
    }
  | { readonly type: 'approval-granted'; readonly approval: number; readonly by: string }
  | {
      readonly type: 'approval-denied';
      readonly approval: number;
      readonly by: string;
      readonly reason: string;
    }
  /** The table was taken up from its log after a failure and its round cut off was resolved. */
  | { readonly type: 'table-resumed'; readonly round: number; readonly resolution: string };

const label = (c: GameCommand): string => {
  const { type, ...rest } = c as GameCommand & Record<string, unknown>;
  const params = Object.values(rest).filter((v) => typeof v === 'string' || typeof v === 'number');
  return [type, ...params].join(' ');
};

/** One line per note, for the log views and transcripts. */
export function describeNote(event: { readonly type: string }): string {
  const n = event as TableNote;
  switch (n.type) {
    case 'approval-requested':
      return `approval #${n.approval} requested by ${n.by}: ${label(n.command)}${n.reason ? ` (${n.reason})` : ''}`;
    case 'approval-granted':
      return `approval #${n.approval} granted by floorperson ${n.by}`;
    case 'approval-denied':
      return `approval #${n.approval} denied by floorperson ${n.by}${n.reason ? `: ${n.reason}` : ''}`;
    case 'table-resumed':
      return `table resumed from its log after a failure; round ${n.round} resolved by ${n.resolution}`;
    default:
      return event.type;
  }
}
