/**
 * The table-level Match Play Coupon setting (spec B.0, rulings B-AMB-1 and B-AMB-12): which profile a
 * banked table's Rules Submission names. `TEMP_525` (temporary § 525.22(d): one coupon per wager) is
 * the default until the final-form text of § 603a.21 is confirmed; `PROPOSED_603a` (proposed
 * § 603a.21(d): one coupon per patron per round of play, whatever the number of spots).
 */
import { z } from 'zod';
import { COUPON_PROFILES, type TableTerms } from './wagers.js';

export type CouponProfileId = keyof typeof COUPON_PROFILES;

/** Ruling B-AMB-1: the temporary chapter 525 until the final-form § 603a.21 is confirmed. */
export const DEFAULT_COUPON_PROFILE: CouponProfileId = 'TEMP_525';

/** The option each banked game's schema carries (absent: the default profile). */
export const couponProfileOption = z.enum(['TEMP_525', 'PROPOSED_603a']).optional().meta({
  description:
    'Match Play Coupon profile: one per wager (temporary § 525.22(d)) or one per patron per round (proposed § 603a.21(d))',
  citation: '§ 603a.21(d)',
});

/** The terms of a banked table that takes Match Play Coupons under the profile its options name. */
export const bankedTerms = (profile: CouponProfileId | undefined): TableTerms => ({
  kind: 'banked',
  coupons: COUPON_PROFILES[profile ?? DEFAULT_COUPON_PROFILE],
});

/** A Match Play Coupon on a place-wager command; the server fills in its value from the back office. */
export const couponOnCommand = z
  .object({ serial: z.string().min(1).max(40), value: z.number().int().positive().max(1_000_000_000) })
  .strict()
  .optional();

/** A wager's amount as § 603a.1 counts it: the chips plus a riding coupon's value (ruling B-AMB-3). */
export const stakeOf = (w: {
  readonly amount: number;
  readonly coupon?: { readonly value: number };
}): number => w.amount + (w.coupon?.value ?? 0);
