/**
 * Match Play Coupons at the tables (§ 525.22; proposed § 603a.21): the `CouponDesk` a table host asks
 * before a wager that carries a coupon reaches the game, and tells once the entry is stored.
 */
import type { Rejection, Result } from '../../../core/result.js';
import { loadCoupons, type CouponBook } from '../../../backoffice/coupons/model.js';
import {
  checkRedemption,
  recordRedemption,
  recordTransfers,
} from '../../../backoffice/coupons/redemption.js';
import { DEFAULT_PROFILE, use } from '../../../backoffice/coupons/rules.js';
import type { StaffAccount } from '../../../backoffice/people.js';
import type { Change } from '../../../backoffice/records.js';
import type { WagerEvent } from '../../../engine/wagers.js';
import type { WireRejection } from '../../../protocol/wire.js';
import type { SqlBackoffice } from '../../db/backoffice.js';
import type { Store, StoredEntry } from '../../store.js';
import type { CouponDesk, CouponTable } from '../../tables.js';
import { booksOf, staffOf } from './kit.js';

/**
 * Match Play Coupons at the tables (§ 525.22; proposed § 603a.21): a wager command carrying a coupon's
 * serial is checked against the back office (issued to a patron, not expired, not redeemed, a banked
 * table, a wager its design and the game's betting area allow), with the dealer or boxperson signed in
 * at the table as the redeemer (ruling R71), and its value filled in from the coupon record; once the
 * entry is stored the redemption is recorded, and the settlement's transfer of the coupon to the drop
 * box deposits it, win, lose or push.
 */
export class TableCoupons implements CouponDesk {
  /** Who redeemed each serial now riding on a wager (from the check to the stored entry). */
  private readonly redeemers = new Map<string, StaffAccount>();

  constructor(private readonly store: Store) {}

  private get books(): SqlBackoffice {
    return booksOf(this.store);
  }

  /** The dealer or boxperson signed in at the table now (a boxperson first: at Craps he takes it). */
  private async redeemerAt(floorId: string, at: number): Promise<StaffAccount | undefined> {
    const here = (await this.books.repos.assignments.list()).filter(
      (a) => a.tables.includes(floorId) && a.from <= at && (a.to === undefined || at < a.to),
    );
    const pick = here.find((a) => a.role === 'boxperson') ?? here.find((a) => a.role === 'dealer');
    return pick ? staffOf(this.store, pick.account) : undefined;
  }

  async check(
    table: CouponTable,
    seat: number | undefined,
    command: Readonly<Record<string, unknown>>,
  ): Promise<{ ok: true; command: Record<string, unknown> } | { ok: false; error: WireRejection }> {
    const coupon = command['coupon'] as { serial?: unknown } | undefined;
    const serial = typeof coupon?.serial === 'string' ? coupon.serial.trim().toUpperCase() : '';
    const kind = typeof command['kind'] === 'string' ? command['kind'] : '';
    if (command['type'] !== 'place-wager' || !serial || seat === undefined)
      return {
        ok: false,
        error: { code: 'malformed_command', message: 'a coupon rides on a wager you place: its serial' },
      };
    const book = await loadCoupons(this.books.repos);
    const profile = book.program?.profile ?? DEFAULT_PROFILE;
    const now = Date.now();
    const redeemer = await this.redeemerAt(table.floorId, now);
    if (!redeemer)
      return {
        ok: false,
        error: {
          code: 'redeemer_not_dealer',
          message: `no dealer or boxperson is signed in at ${table.floorId} to accept the coupon`,
          citation: use(profile, 'redeemer'),
        },
      };
    const problems = checkRedemption(book, {
      serial,
      table: { id: table.floorId, game: table.game, kind: table.kind },
      wager: { seat, spot: kind, kind },
      redeemer,
      at: now,
    });
    const first = problems[0];
    if (first)
      return {
        ok: false,
        error: {
          code: first.code,
          message: first.message,
          ...(first.citation !== undefined ? { citation: first.citation } : {}),
        },
      };
    const c = book.coupons.find((x) => x.id === serial);
    if (!c) return { ok: false, error: { code: 'unknown_coupon', message: `no coupon ${serial}` } };
    this.redeemers.set(serial, redeemer);
    return { ok: true, command: { ...command, coupon: { serial, value: c.denomination } } };
  }

  async stored(table: CouponTable, entries: readonly StoredEntry[]): Promise<void> {
    for (const entry of entries)
      for (const e of entry.events as readonly WagerEvent[]) {
        if (e.type === 'wager-placed' && e.coupon) {
          const serial = e.coupon.serial;
          const redeemer = this.redeemers.get(serial) ?? (await this.redeemerAt(table.floorId, entry.at));
          if (!redeemer) continue;
          this.redeemers.delete(serial);
          await this.commit((book) =>
            recordRedemption(
              book,
              {
                id: `RD-${table.id}-${entry.seq}`,
                round: entry.round,
                serial,
                table: { id: table.floorId, game: table.game, kind: table.kind },
                wager: { seat: e.seat, spot: e.spot, kind: e.kind },
                redeemer,
                at: entry.at,
              },
              e,
              { account: redeemer.id, at: entry.at },
            ),
          );
        } else if (
          (e.type === 'wager-settled' || e.type === 'wager-withdrawn') &&
          e.transfers.some((t) => t.coupon !== undefined)
        )
          await this.commit((book) =>
            recordTransfers(book, e, { account: `table:${table.floorId}`, at: entry.at }),
          );
      }
  }

  private async commit(op: (book: CouponBook) => Result<Change, Rejection>): Promise<void> {
    const r = op(await loadCoupons(this.books.repos));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    await this.books.commit(r.value);
  }
}
