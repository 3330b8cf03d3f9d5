/**
 * Match Play Coupons at Props & Hops (ch. 668a): a banked game (§ 603a.21(a)), but it has no base game's primary
 * wager for a coupon to ride on (spec ruling B-AMB-4; R77), so a coupon is refused with its citation and
 * nothing changes.
 */
import { describeCouponRefused } from '../testing/dice-coupons.js';
import { propsAndHops } from './index.js';

describeCouponRefused('Match Play Coupons at Props & Hops (R77)', propsAndHops, 'field');
