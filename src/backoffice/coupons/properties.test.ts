/**
 * Property test over random days of coupon handling: whatever mix of distributions, voids, redemptions
 * (and second attempts), settlements, withdrawals and returns the desk goes through, the book keeps
 * spec B.3's invariants, every serial's status is what its history replays to, and the daily form and
 * finance reconciliation balance.
 */
import { describe, expect, it } from 'vitest';
import { cite } from '../../core/citation.js';
import { SeededRng } from '../../core/rng.js';
import { placed, settle, withdrawn, type Wager } from '../../engine/wagers.js';
import { approvedProgram, CouponDesk, noon, STAFF } from '../testing/desk.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  returnToFinance,
  voidCoupon,
} from './custody.js';
import { invariantBreaks } from './lifecycle.js';
import { COUPON_STATUSES } from './model.js';
import { PARAGRAPHS, USE, issueCite, useCite } from './rules.js';
import { recordDailyForm, recordFinanceReconciliation } from './reconcile.js';
import { recordRedemption, recordTransfers } from './redemption.js';
import { unresolved } from '../../regulation/sections.js';

const C = cite('§ 623a.5(a)');
const table = { id: 'CR-1', game: 'craps', kind: 'banked' as const };

async function randomDay(seed: number): Promise<CouponDesk> {
  const rng = SeededRng.fromSeed(seed);
  const desk = new CouponDesk();
  await approvedProgram(desk);
  const n = 8 + rng.nextInt(12);
  await desk.do((b) =>
    receive(
      b,
      STAFF.fay,
      {
        id: 'R1',
        design: 'MP25',
        source: 'gaming-service-provider',
        from: 1,
        to: n,
        expiresOn: '2026-03-31',
        invoice: { reference: 'I', quantity: n, from: 1, to: n, denomination: 2500 },
        checkers: [STAFF.finn, STAFF.mark],
      },
      desk.actor(STAFF.fay),
    ),
  );
  await desk.do((b) =>
    prepareRequisition(
      b,
      STAFF.mia,
      { id: 'Q1', neededFor: '2026-01-05', lines: [{ denomination: 2500, quantity: n }] },
      desk.actor(STAFF.mia),
    ),
  );
  await desk.do((b) => authorizeRequisition(b, STAFF.fay, 'Q1', desk.actor(STAFF.fay)));
  const issued = 1 + rng.nextInt(n);
  await desk.do((b) =>
    issue(
      b,
      STAFF.fay,
      { id: 'I1', requisition: 'Q1', ranges: [{ design: 'MP25', from: 1, to: issued }], receiver: STAFF.mia },
      desk.actor(STAFF.fay),
    ),
  );
  const serial = (k: number) => `MP${String(k).padStart(6, '0')}`;
  const riding = new Map<string, Wager>();
  let redemptions = 0;
  for (let step = 0; step < 40; step += 1) {
    desk.at += 60_000;
    const s = serial(1 + rng.nextInt(issued));
    const book = await desk.book();
    const c = book.coupons.find((x) => x.id === s)!;
    const pick = rng.nextInt(5);
    // Each operation is tried whatever the coupon's state: a refusal must leave the book unchanged.
    const before = JSON.stringify(book.coupons);
    const attempt = async (op: Parameters<CouponDesk['do']>[0]) => {
      const r = await desk.refusal(op);
      if (r === 'ok') await desk.do(op);
      else expect(JSON.stringify((await desk.book()).coupons)).toBe(before);
      return r === 'ok';
    };
    if (pick === 0) await attempt((b) => distribute(b, STAFF.mark, { serials: [s] }, desk.actor(STAFF.mark)));
    if (pick === 1 && rng.nextInt(4) === 0)
      await attempt((b) => voidCoupon(b, STAFF.mia, { serial: s, reason: 'random' }, desk.actor(STAFF.mia)));
    if (pick === 2 && !riding.has(s)) {
      const w: Wager = {
        seat: 1 + rng.nextInt(6),
        spot: 'pass',
        kind: 'pass',
        amount: 2500 + 500 * rng.nextInt(3),
        coupon: { serial: s, value: c.denomination },
      };
      const id = `RD${(redemptions += 1)}`;
      const req = {
        id,
        round: step,
        serial: s,
        table,
        wager: { seat: w.seat, spot: 'pass', kind: 'pass' },
        redeemer: STAFF.dee,
        at: desk.at,
      };
      if (await attempt((b) => recordRedemption(b, req, placed(w, C), desk.actor(STAFF.dee))))
        riding.set(s, w);
    }
    if (pick === 3 && riding.size) {
      const [rs, w] = [...riding.entries()][rng.nextInt(riding.size)]!;
      const outcome = (['win', 'lose', 'push', 'withdraw'] as const)[rng.nextInt(4)]!;
      const e =
        outcome === 'withdraw'
          ? withdrawn(w, w.amount, C)
          : outcome === 'win'
            ? settle(w, { outcome, odds: { win: 1, per: 1 }, citation: C })
            : settle(w, { outcome, citation: C });
      await desk.do((b) => recordTransfers(b, e, desk.actor(STAFF.dee)));
      riding.delete(rs);
    }
    if (pick === 4) {
      const r = await desk.refusal((b) =>
        returnToFinance(
          b,
          STAFF.fay,
          { id: `RT${step}`, serials: [s], returner: STAFF.mia },
          desk.actor(STAFF.fay),
        ),
      );
      if (r === 'ok')
        await desk.do((b) =>
          returnToFinance(
            b,
            STAFF.fay,
            { id: `RT${step}`, serials: [s], returner: STAFF.mia },
            desk.actor(STAFF.fay),
          ),
        );
    }
  }
  for (const [, w] of riding)
    await desk.do((b) =>
      recordTransfers(b, settle(w, { outcome: 'lose', citation: C }), desk.actor(STAFF.dee)),
    );
  return desk;
}

describe('coupon books keep their invariants (spec B.3)', () => {
  it.each(Array.from({ length: 12 }, (_, i) => [i + 1]))(
    'seed %i: no invariant broken, forms balance',
    async (seed) => {
      const desk = await randomDay(seed);
      const book = await desk.book();
      expect(invariantBreaks(book, () => 'banked')).toEqual([]);
      expect(new Set(book.coupons.map((c) => c.id)).size).toBe(book.coupons.length);
      for (const c of book.coupons) expect(COUPON_STATUSES).toContain(c.status);
      // Redeemed at most once: no serial has two redemptions that were not taken back.
      const live = book.redemptions.filter((r) => r.outcome !== 'withdrawn');
      expect(new Set(live.map((r) => r.serial)).size).toBe(live.length);
      const remaining = book.coupons.filter((c) => c.status === 'marketing-stock').map((c) => c.id);
      await desk.do((b) =>
        recordDailyForm(
          b,
          STAFF.mia,
          { id: 'F', day: '2026-01-05', counted: remaining },
          desk.actor(STAFF.mia),
        ),
      );
      const dropped = book.coupons.filter((c) => c.status === 'in-drop-box').map((c) => c.id);
      await desk.do((b) =>
        recordFinanceReconciliation(
          b,
          STAFF.fay,
          { id: 'FR', day: '2026-01-05', counted: dropped, signaturesReviewed: true },
          desk.actor(STAFF.fay),
        ),
      );
      const rec = (await desk.book()).reconciliations[0]!;
      expect(rec.balanced).toBe(true);
      expect(rec.exceptions).toEqual([]);
      expect(rec.totals.redeemed).toBe(dropped.length);
      expect(desk.at).toBeLessThan(noon('2026-01-06'));
    },
  );

  it('the random days exercise every path: redemptions of each outcome, voids, returns, refusals', async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const book = await (await randomDay(seed)).book();
      for (const r of book.redemptions) seen.add(`redemption ${r.outcome ?? 'open'}`);
      for (const c of book.coupons) for (const h of c.history) seen.add(h.action);
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'deposit',
        'distribute',
        'redeem',
        'redemption lose',
        'redemption push',
        'redemption win',
        'redemption withdrawn',
        'return',
        'void',
        'withdraw',
      ]),
    );
  });

  it('every paragraph Felt cites resolves in both profiles', () => {
    for (const p of ['TEMP_525', 'PROPOSED_603a'] as const) {
      for (const para of Object.values(PARAGRAPHS)) expect(unresolved(issueCite(p, para))).toEqual([]);
      for (const para of Object.values(USE)) expect(unresolved(useCite(p, para))).toEqual([]);
    }
  });
});
