/**
 * The table host's ledger posting: the double-entry postings (and coupon movements) one stored entry
 * causes. An entry whose events declare transfers (a game on the engine kernel, src/engine/pockets.ts)
 * is posted from them, pocket by pocket; an entry of a game not yet on the kernel (no event declares
 * any) is posted, as before, from the difference between the racks before and after it. Nothing here
 * switches on a game.
 */
import { parsePocket, transfersOf, type Pocket } from '../../engine/pockets.js';
import type { LogEntry } from '../../engine/table.js';
import { accounts, cashedOut, chipsIn } from '../conventions.js';
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

/** Whether any event of these entries declares transfers (then they are posted from them). */
export const declaresTransfers = (entries: readonly LogEntry[]): boolean =>
  entries.some((e) => e.events.some((ev) => Array.isArray((ev as { transfers?: unknown }).transfers)));

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

/**
 * Postings for an entry of a game whose events declare no transfers (not yet on the kernel): each
 * rack's change against the player's account (chips brought by `sit` and `buy-in`, cashed out by
 * leaving) or the table bank. Removed once every game declares its transfers.
 */
export function rackDiffPostings(
  entry: LogEntry,
  ctx: PostingContext,
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): Posting[] {
  const out: Posting[] = [];
  const memo = [entry.command.type, ...new Set(entry.events.map((e) => e.type))].join(' ');
  const bank = accounts.bank(ctx.tableId);
  const move = (from: string, to: string, amount: number, why = memo): void => {
    if (amount > 0) out.push({ from, to, amount, memo: why, tableId: ctx.tableId, seq: entry.seq });
    else if (amount < 0)
      out.push({ from: to, to: from, amount: -amount, memo: why, tableId: ctx.tableId, seq: entry.seq });
  };
  const { userId } = ctx;
  for (const seat of new Set([...before.keys(), ...after.keys()])) {
    const acct = accounts.seat(ctx.tableId, seat);
    const b = before.get(seat) ?? 0;
    const a = after.get(seat);
    if (a === undefined) {
      // The seat emptied: its chips go back to the player's account (cash-out).
      const holder = ctx.holders.get(seat);
      const out_ = cashedOut(entry.events, seat) ?? b;
      move(bank, acct, out_ - b);
      if (holder !== undefined) move(acct, accounts.wallet(holder), out_, `cash-out ${memo}`);
      continue;
    }
    const brought =
      entry.actor.seat === seat && userId !== null ? Math.max(0, Math.min(chipsIn(entry.command), a - b)) : 0;
    if (brought > 0 && userId !== null) move(accounts.wallet(userId), acct, brought, `buy-in ${memo}`);
    move(bank, acct, a - b - brought);
  }
  return out;
}
