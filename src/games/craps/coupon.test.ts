/**
 * Match Play Coupons at Craps (temporary § 525.22; proposed § 603a.21): a coupon rides only on the Pass
 * or Don't Pass line ((c)(2)), with at least its value in chips (§ 603a.1), one per wager ((d)); a
 * winning wager is paid on the chips and the coupon's value, and the coupon goes to the drop box win,
 * lose or push ((e)). The back office decides whether the serial may be redeemed at all (the server).
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../../engine/pockets.js';
import { craps } from './index.js';
import { code, liveTable, must, roll, seat, settled } from './testing.js';

const withCoupon = (kind: string, amount: number, serial = 'MP000001') => ({
  type: 'place-wager' as const,
  kind,
  amount,
  coupon: { serial, value: 2500 },
});

describe('Match Play Coupons at Craps (§ 525.22)', () => {
  it('rides on the Pass line, is paid with the chips, and goes to the drop box', () => {
    const t = liveTable();
    const placed = must(t.submit(seat(1), withCoupon('pass', 2500)));
    expect(placed.map((e) => e.type)).toContain('wager-placed');
    const out = roll(t, 3, 4);
    // Even money on $25 in chips and $25 of coupon: $50 won (B-AMB-3), the coupon to the drop box.
    expect(settled(out)).toEqual(['1 pass win 5000']);
    const couponMove = out.flatMap((e) => ('transfers' in e ? e.transfers : [])).find((x) => x.coupon);
    expect(couponMove).toMatchObject({ to: pocket.drop, coupon: 'MP000001', amount: 2500 });
  });

  it("a losing Don't Pass: the coupon still goes to the drop box", () => {
    const t = liveTable();
    must(t.submit(seat(2), withCoupon('dont-pass', 2500)));
    const out = roll(t, 5, 6);
    expect(settled(out)).toEqual(['2 dont-pass lose 0']);
    expect(
      out.flatMap((e) => ('transfers' in e ? e.transfers : [])).some((x) => x.coupon === 'MP000001'),
    ).toBe(true);
  });

  it('is refused off the line, with too few chips, and twice on one wager', () => {
    const t = liveTable();
    expect(code(t.submit(seat(1), withCoupon('field', 2500)))).toBe('coupon_not_on_this_wager § 603a.21(c)');
    expect(code(t.submit(seat(1), withCoupon('pass', 1000)))).toBe('coupon_needs_chips § 603a.1');
    must(t.submit(seat(1), withCoupon('pass', 2500)));
    expect(code(t.submit(seat(1), withCoupon('pass', 2500, 'MP000002')))).toBe(
      'one_coupon_per_wager § 525.22(d)',
    );
    expect(code(t.submit(seat(2), withCoupon('dont-pass', 2500)))).toBe('coupon_in_play § 603a.21(b)');
  });

  it('the table names the profile: one per wager by default, one per patron per round under § 603a.21(d)', () => {
    const temp = liveTable();
    must(temp.submit(seat(1), withCoupon('pass', 2500)));
    expect(code(temp.submit(seat(1), withCoupon('dont-pass', 2500, 'MP000002')))).toBe('ok');
    const proposed = liveTable(craps, { couponProfile: 'PROPOSED_603a' });
    must(proposed.submit(seat(1), withCoupon('pass', 2500)));
    expect(code(proposed.submit(seat(1), withCoupon('dont-pass', 2500, 'MP000002')))).toBe(
      'one_coupon_per_round § 603a.21(d)',
    );
    expect(code(proposed.submit(seat(1), withCoupon('pass', 2500, 'MP000002')))).toBe(
      'one_coupon_per_wager § 603a.21(d)',
    );
  });
});
