/**
 * What the server reads from any game, through the contract only (it never switches on a game id):
 * - a view's `seats` lists `{seat, chips}` for every occupied seat (the chips in that player's rack);
 * - `sit {seat, name, chips}` and `buy-in {amount}` bring chips from the player's account to the table,
 *   and leaving produces a `left {seat, chips}` event with the chips cashed out;
 * - `place-wager` opens a betting round that the dealer closes with `no-more-bets`.
 */
import type { GameView } from '../engine/game.js';

export function seatChips(view: GameView): Map<number, number> {
  const out = new Map<number, number>();
  const seats = (view as unknown as { seats?: unknown }).seats;
  if (!Array.isArray(seats)) return out;
  for (const s of seats as unknown[]) {
    if (s && typeof s === 'object') {
      const { seat, chips } = s as { seat?: unknown; chips?: unknown };
      if (typeof seat === 'number' && typeof chips === 'number') out.set(seat, chips);
    }
  }
  return out;
}

export function seatCount(options: unknown): number | null {
  const o = options as { seats?: unknown; seatCount?: unknown } | null;
  if (typeof o?.seats === 'number') return o.seats;
  // A view says how many seats its table has where the Rules Submission does not (a dice table).
  return typeof o?.seatCount === 'number' ? o.seatCount : null;
}

/** Chips a command brings to the table from the player's account (sit, buy-in). */
export function chipsIn(command: { readonly type: string }): number {
  const c = command as { type: string; chips?: unknown; amount?: unknown };
  if (c.type === 'sit' && typeof c.chips === 'number') return c.chips;
  if (c.type === 'buy-in' && typeof c.amount === 'number') return c.amount;
  return 0;
}

export const accounts = {
  cage: 'cage',
  wallet: (userId: number): string => `wallet:${userId}`,
  seat: (tableId: string, seat: number): string => `seat:${tableId}:${seat}`,
  bank: (tableId: string): string => `bank:${tableId}`,
} as const;
