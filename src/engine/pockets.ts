/**
 * Money is declared, never inferred (ARCHITECTURE "Money is declared"). Every chip at a table sits in a
 * named pocket: a seat's rack, a betting spot (one per wager), the table inventory (`bank`), the drop
 * box, a progressive pool, a pot, or the vigorish a seat owes. Every event that moves money lists its
 * transfers between pockets; the kernel's reducer applies them, and nothing else changes a balance. The
 * server posts its double-entry ledger from the same transfers.
 *
 * `patron:N` is outside the table: the account of whoever holds seat N. Buy-ins come from it and
 * cash-outs go to it, so the sum over every pocket, `patron:*` included, is always zero.
 *
 * A Match Play Coupon is not money (§ 603a.1: a "noncash equivalent"; the 2013 preamble: "neither
 * included in nor deducted from gross table game revenue"). Its transfers carry the coupon's serial
 * and move it between the same pockets in a separate count: they never change a chip balance.
 */
import type { Cents } from '../core/money.js';
import { InvariantError } from '../core/result.js';

export type Pocket =
  | `rack:${number}`
  | `spot:${number}:${string}:${string}`
  | 'bank'
  | 'drop'
  | `owed:${number}`
  | `pool:${string}`
  | `pot:${number}`
  | `patron:${number}`;

export const pocket = {
  /** The chips in front of seat N. */
  rack: (seat: number): Pocket => `rack:${seat}`,
  /** The chips of one wager, on its betting spot. */
  spot: (w: { readonly seat: number; readonly spot: string; readonly kind: string }): Pocket =>
    `spot:${w.seat}:${w.spot}:${w.kind}`,
  /** The table inventory: the house's side of every banked wager. */
  bank: 'bank' as const,
  /** The drop box attached to the table (coupons go here, § 603a.21(e)). */
  drop: 'drop' as const,
  /**
   * Vigorish a seat owes (a marker button, § 627a.12(d)(2)): it holds minus what the seat owes, the
   * bank holding the plus, until the seat pays it from its rack.
   */
  owed: (seat: number): Pocket => `owed:${seat}`,
  /** A progressive pool (the meter's money, which outlives a round). */
  pool: (id: string): Pocket => `pool:${id}`,
  /** A pot at a non-banked table (main pot 0, side pots 1, 2, ...). */
  pot: (n: number): Pocket => `pot:${n}`,
  /** Outside the table: the account of whoever holds seat N (buy-ins, cash-outs). */
  patron: (seat: number): Pocket => `patron:${seat}`,
} as const;

/** One movement of `amount` cents (or of the coupon `coupon`, of face value `amount`) between pockets. */
export interface Transfer {
  readonly from: Pocket;
  readonly to: Pocket;
  readonly amount: Cents;
  /** The serial of a Match Play Coupon moving with its face value; absent for chips. */
  readonly coupon?: string;
}

/** What a pocket names, for the reducer and for the server's ledger accounts. */
export type PocketRef =
  | { readonly kind: 'rack' | 'owed' | 'patron'; readonly seat: number }
  | { readonly kind: 'spot'; readonly seat: number; readonly spot: string; readonly kind_: string }
  | { readonly kind: 'pool'; readonly id: string }
  | { readonly kind: 'pot'; readonly n: number }
  | { readonly kind: 'bank' | 'drop' };

export function parsePocket(p: Pocket): PocketRef {
  if (p === 'bank' || p === 'drop') return { kind: p };
  const [head, ...rest] = p.split(':');
  switch (head) {
    case 'rack':
    case 'owed':
    case 'patron':
      return { kind: head, seat: Number(rest[0]) };
    case 'spot': {
      const [seat, spot, ...kind] = rest;
      return { kind: 'spot', seat: Number(seat), spot: spot ?? '', kind_: kind.join(':') };
    }
    case 'pool':
      return { kind: 'pool', id: rest.join(':') };
    case 'pot':
      return { kind: 'pot', n: Number(rest[0]) };
    default:
      throw new InvariantError(`unknown pocket ${p}`);
  }
}

/** A chip transfer (a coupon's carries its serial). */
export const transfer = (from: Pocket, to: Pocket, amount: Cents): Transfer => ({ from, to, amount });

/** Transfers with a zero amount say nothing: they are left out of events. */
export const moves = (...ts: readonly (Transfer | undefined)[]): Transfer[] =>
  ts.filter((t): t is Transfer => t !== undefined && t.amount !== 0);

/** Net chips each pocket gains (negative: loses) over some transfers; coupons are not chips. */
export function netOf(transfers: readonly Transfer[]): Map<Pocket, Cents> {
  const out = new Map<Pocket, Cents>();
  for (const t of transfers) {
    if (t.coupon !== undefined) continue;
    out.set(t.from, (out.get(t.from) ?? 0) - t.amount);
    out.set(t.to, (out.get(t.to) ?? 0) + t.amount);
  }
  return out;
}

/** The transfers an event declares (every event may; most move nothing). */
export const transfersOf = (event: object): readonly Transfer[] =>
  (event as { transfers?: readonly Transfer[] }).transfers ?? [];
