/**
 * Who holds which seat at a table, derived from its log: a `sit` gives the seat to the user who sent it
 * until the seat empties. A player's command acts for the seat the session holds; staff act for the
 * table.
 */
import type { Actor, GameCommand, GameView } from '../../engine/game.js';
import type { WatchRole, WireRejection } from '../../protocol/wire.js';
import { seatChips } from '../conventions.js';

export class SeatHolders extends Map<number, number> {
  /** The seat this user holds here, if any. */
  seatOf(userId: number): number | undefined {
    for (const [seat, user] of this) if (user === userId) return seat;
    return undefined;
  }

  /** After an entry: a `sit` that took its seat gives it to its user; an emptied seat has no holder. */
  track(command: GameCommand, actor: Actor, userId: number | null, after: GameView): void {
    const seats = seatChips(after);
    if (command.type === 'sit' && actor.seat !== undefined && userId !== null && seats.has(actor.seat))
      this.set(actor.seat, userId);
    for (const seat of [...this.keys()]) if (!seats.has(seat)) this.delete(seat);
  }

  /**
   * Whom a person's command acts as: a player for the seat the session holds (or the seat a `sit` asks
   * for), a dealer or floorperson for the table; compliance never acts.
   */
  actorFor(userId: number, role: WatchRole, raw: unknown): Actor | WireRejection {
    const command = raw as { type?: unknown };
    if (!command || typeof command !== 'object' || typeof command.type !== 'string')
      return { code: 'malformed_command', message: 'a command is an object with a string `type`' };
    if (role === 'compliance')
      return { code: 'read_only', message: 'compliance and surveillance views are read-only' };
    if (role !== 'player') return { role };
    const held = this.seatOf(userId);
    if (command.type === 'sit') {
      if (held !== undefined)
        return { code: 'already_seated', message: `you already hold seat ${held} at this table` };
      const seat = (raw as { seat?: unknown }).seat;
      if (typeof seat !== 'number') return { code: 'malformed_command', message: 'sit needs a seat number' };
      return { role: 'player', seat };
    }
    if (held === undefined) return { code: 'not_seated', message: 'take a seat first' };
    return { role: 'player', seat: held };
  }
}
