/**
 * Match Play Coupons at Asia Poker (proposed § 603a.21; temporary § 525.22): a coupon rides only on the
 * Asia Poker Wager, the base game's primary wager in the patron's betting area ((c)(1), spec ruling
 * B-AMB-4), never on the Bonus Wager; with at least its value in chips (§ 603a.1); one per wager or one
 * per patron per round as the table's profile says. Settlement moves it by the kernel's rule (the drop
 * box win, lose or push), as the other card games' coupon tests show on full rounds.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { totalChips } from '../../engine/wagers.js';
import { asiaPoker } from './index.js';

const seat = (n: number): Actor => ({ role: 'player', seat: n });
const withCoupon = (kind: string, amount: number, serial = 'MP000001') => ({
  type: 'place-wager' as const,
  kind,
  amount,
  coupon: { serial, value: 2_000 },
});

function table(options: Record<string, unknown> = {}) {
  const t = new Table(asiaPoker, asiaPoker.options.parse(options), SeededRng.fromSeed(1), {
    automated: false,
  });
  expect(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: 100_000 }).ok).toBe(true);
  const code = (c: unknown) => {
    const r = t.submit(seat(1), c);
    return r.ok ? 'accepted' : `${r.error.code} ${r.error.citation ?? ''}`;
  };
  return { t, code };
}

describe('Match Play Coupons at Asia Poker (§ 603a.21(c)(1), B-AMB-4)', () => {
  it('rides on the Asia Poker Wager only, with at least its value in chips, never counted as chips', () => {
    const { t, code } = table();
    expect(code(withCoupon('asia-poker', 1_000))).toBe('coupon_needs_chips § 603a.1');
    expect(code(withCoupon('asia-poker', 2_000))).toBe('accepted');
    expect(t.state.wagers).toMatchObject([
      { kind: 'asia-poker', amount: 2_000, coupon: { serial: 'MP000001' } },
    ]);
    expect(t.state.seats.find((x) => x.seat === 1)?.chips).toBe(100_000 - 2_000);
    expect(totalChips(t.state)).toBe(0);
    expect(code(withCoupon('bonus', 2_000, 'MP000002'))).toBe('coupon_not_on_this_wager § 603a.21(c)');
    expect(code(withCoupon('asia-poker', 2_000, 'MP000002'))).toBe('one_coupon_per_wager § 525.22(d)');
  });

  it('the proposed profile cites § 603a.21(d)', () => {
    const { code } = table({ couponProfile: 'PROPOSED_603a' });
    expect(code(withCoupon('asia-poker', 2_000))).toBe('accepted');
    expect(code(withCoupon('asia-poker', 2_000, 'MP000002'))).toBe('one_coupon_per_wager § 603a.21(d)');
  });
});
