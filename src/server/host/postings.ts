/**
 * The table host's ledger posting: the double-entry postings (and coupon movements) one stored entry
 * causes, from the transfers its events declare (src/engine/pockets.ts), pocket by pocket: every game is
 * on the engine kernel, so money is never inferred from views. Nothing here switches on a game.
 */
import { parsePocket, transfersOf, type Pocket } from '../../engine/pockets.js';
import type { LogEntry } from '../../engine/table.js';
import { accounts } from '../conventions.js';
import type { CouponMove, Posting } from '../store.js';

/** Ledger accounts of a table's pockets beyond the seat, bank and player accounts (conventions.ts). */
export const tableAccounts = {
  /** The chips of one wager on its betting spot. */
  spot: (tableId: string, seat: number, spot: string, kind: string): string =>
    `spot:${tableId}:${seat}:${spot}:${kind}`,
  /**
   * Any other pocket of the table, its name with the table's id after the kind: `drop:<table>`,
   * `owed:<table>:<seat>`, `pool:<table>:<id>`, `pot:<table>:<n>`.
   */
  other: (tableId: string, pocket: string): string => {
    const i = pocket.indexOf(':');
    return i < 0 ? `${pocket}:${tableId}` : `${pocket.slice(0, i)}:${tableId}${pocket.slice(i)}`;
  },
} as const;

/** Who is posted for an entry: the table, the user who submitted it, and who held each seat before it. */
export interface PostingContext {
  readonly tableId: string;
  /** The user whose command this entry is (null: the table's own step or a note). */
  readonly userId: number | null;
  /** seat -> user holding it before the entry. */
  readonly holders: ReadonlyMap<number, number>;
}

/**
 * The ledger account of a pocket at this table. `patron:N` is the account of whoever holds seat N: the
 * submitting user when the entry is that seat's own command (a `sit` takes the seat), otherwise the
 * seat's holder.
 */
export function accountOf(pocket: Pocket, entry: LogEntry, ctx: PostingContext): string {
  const ref = parsePocket(pocket);
  switch (ref.kind) {
    case 'rack':
      return accounts.seat(ctx.tableId, ref.seat);
    case 'bank':
      return accounts.bank(ctx.tableId);
    case 'spot':
      return tableAccounts.spot(ctx.tableId, ref.seat, ref.spot, ref.kind_);
    case 'patron': {
      const own = entry.actor.role === 'player' && entry.actor.seat === ref.seat ? ctx.userId : null;
      const user = own ?? ctx.holders.get(ref.seat);
      if (user === undefined)
        throw new Error(`table ${ctx.tableId} seq ${entry.seq}: ${pocket} names a seat nobody holds`);
      return accounts.wallet(user);
    }
    default:
      return tableAccounts.other(ctx.tableId, pocket);
  }
}

/**
 * An entry's postings from its events' declared transfers, one per chip transfer; a transfer carrying a
 * coupon serial is not chips (§ 603a.1: a noncash equivalent) and becomes a coupon movement instead.
 */
export function transferPostings(
  entry: LogEntry,
  ctx: PostingContext,
): { postings: Posting[]; coupons: CouponMove[] } {
  const postings: Posting[] = [];
  const coupons: CouponMove[] = [];
  for (const ev of entry.events) {
    for (const t of transfersOf(ev)) {
      const from = accountOf(t.from, entry, ctx);
      const to = accountOf(t.to, entry, ctx);
      if (t.coupon !== undefined)
        coupons.push({ tableId: ctx.tableId, seq: entry.seq, serial: t.coupon, from, to, value: t.amount });
      else
        postings.push({
          from,
          to,
          amount: t.amount,
          memo: `${entry.command.type} ${ev.type}`,
          tableId: ctx.tableId,
          seq: entry.seq,
        });
    }
  }
  return { postings, coupons };
}
