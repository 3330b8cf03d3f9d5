import { describe, expect, it } from 'vitest';
import { unresolved } from '../regulation/sections.js';
import { dayStart } from './common.js';
import type { CouponRecord } from './coupons/model.js';
import { commit } from './records.js';
import { memoryRepositories, RECORD_KINDS } from './repositories.js';
import {
  closedOn,
  destroy,
  dueForDestruction,
  eligibleFrom,
  exportForDestruction,
  RETENTION_SCHEDULE,
  retentionRow,
} from './retention.js';
import { STAFF } from './testing/desk.js';

const coupon = (id: string, over: Partial<CouponRecord> = {}): CouponRecord => ({
  id,
  version: 3,
  design: 'MP25',
  denomination: 2500,
  number: 1,
  expiresOn: '2026-03-31',
  status: 'redeemed-cancelled',
  disposedOn: '2026-01-06',
  history: [],
  ...over,
});
const at = (day: string) => ({ account: 'cara', at: dayStart(day) + 3_600_000 });

describe('§ 465a.6(c): the retention schedule', () => {
  it.each([
    ['coupons', 6, '§ 465a.6(c)(2)'],
    ['couponLedger', 60, '§ 465a.6(c)'],
    ['couponDailyForms', 60, '§ 465a.6(c)'],
    ['couponMailings', 60, '§ 465a.6(c)'],
    ['tableTests', 60, '§ 465a.6(c)'],
    ['counterChecks', 60, '§ 465a.6(c)'],
  ] as const)('%s: %i months (%s; spec ruling B-AMB-13)', (kind, months, citation) => {
    expect(retentionRow(kind)).toMatchObject({ months, citation });
  });
  it('every record kind has a row and every row cites a registered section', () => {
    for (const k of RECORD_KINDS)
      expect(
        RETENTION_SCHEDULE.some((r) => r.kinds.includes(k)),
        k,
      ).toBe(true);
    for (const r of RETENTION_SCHEDULE) expect(unresolved(r.citation)).toEqual([]);
    expect(RETENTION_SCHEDULE.find((r) => r.months === 24)?.citation).toBe('§ 465a.6(c)(1)');
  });

  it("spec D.1: a coupon's clock starts at its final disposition; one still in play is never due", () => {
    expect(eligibleFrom('coupons', coupon('a'))).toBe('2026-07-06');
    expect(
      eligibleFrom('coupons', coupon('b', { status: 'distributed', disposedOn: undefined as never })),
    ).toBeUndefined();
    const unissued = coupon('c', { status: 'finance-stock' });
    delete (unissued as { disposedOn?: string }).disposedOn;
    expect(closedOn('coupons', unissued)).toBe('2026-03-31');
    expect(dueForDestruction('coupons', [coupon('a'), unissued], '2026-07-06').map((d) => d.id)).toEqual([
      'a',
    ]);
    // Open records wait: a floor assignment without a sign-out, a Counter Check book still in use.
    expect(closedOn('assignments', { id: 'x', version: 1, from: 0 } as never)).toBeUndefined();
    expect(
      closedOn('counterCheckBooks', { id: 'b', version: 2, custody: 'table-games', at: 0 } as never),
    ).toBeUndefined();
  });

  it('records are exported, then destroyed as that batch, never before their period, never changed since', async () => {
    const repos = memoryRepositories();
    const a = coupon('MP000101');
    const b = coupon('MP000102', { disposedOn: '2026-02-01' });
    await repos.coupons.insert({ ...a, version: 1 });
    await repos.coupons.insert({ ...b, version: 1 });
    const rows = await repos.coupons.list();
    // Before six months: no export, no destruction.
    expect(exportForDestruction('coupons', rows, [], STAFF.cara, 'EX1', at('2026-07-10'))).toMatchObject({
      ok: false,
      error: { code: 'retention_not_elapsed', citation: '§ 465a.6(c)(2)' },
    });
    expect(destroy('coupons', rows, undefined, STAFF.cara, 'D1', at('2026-08-01'))).toMatchObject({
      ok: false,
      error: { code: 'not_exported' },
    });
    expect(exportForDestruction('coupons', rows, [], STAFF.fay, 'EX1', at('2026-08-01'))).toMatchObject({
      ok: false,
      error: { code: 'not_authorised' },
    });
    const ex = exportForDestruction('coupons', rows, [], STAFF.cara, 'EX1', at('2026-08-01'));
    if (!ex.ok) throw new Error(ex.error.code);
    expect(
      ex.value.content
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(['MP000101', 'MP000102']);
    await commit(repos, ex.value.change);
    const exported = await repos.retentionExports.get('EX1');
    // Only the exported batch, unchanged.
    expect(destroy('coupons', rows.slice(0, 1), exported, STAFF.cara, 'D1', at('2026-08-01'))).toMatchObject({
      ok: false,
      error: { code: 'not_exported' },
    });
    const changed = [{ ...rows[0]!, status: 'voided' as const }, rows[1]!];
    expect(destroy('coupons', changed, exported, STAFF.cara, 'D1', at('2026-08-01'))).toMatchObject({
      ok: false,
      error: { code: 'export_mismatch' },
    });
    const done = destroy('coupons', rows, exported, STAFF.cara, 'D1', at('2026-08-01'));
    if (!done.ok) throw new Error(done.error.code);
    const events = await commit(repos, done.value);
    expect(await repos.coupons.list()).toEqual([]);
    expect(await repos.destructions.get('D1')).toMatchObject({
      ids: ['MP000101', 'MP000102'],
      export: 'EX1',
      by: { name: 'Cara Compliance' },
    });
    expect(events.map((e) => e.type)).toEqual(['retention.destroyed']);
  });
});
