/**
 * Match Play Coupons in the baccarat family (proposed § 603a.21; temporary § 525.22): a coupon rides only
 * on the base game's primary wagers, Player or Banker, in the patron's betting area ((c)(1), spec ruling
 * B-AMB-4; R76: not the Tie nor any side wager); the wager is the chips plus the coupon (§ 603a.1,
 * B-AMB-3), the coupon goes to the drop box win, lose or push ((e)) and is never counted as chips. The
 * profile the Rules Submission names decides one per wager (temporary (d)) or one per patron per round
 * (proposed (d), B-AMB-12).
 */
import { describe, expect, it } from 'vitest';
import { totalChips } from '../../engine/wagers.js';
import { couponsToDrop } from '../testing/checked-state.js';
import { must, seat, stackedTable, type BaccaratTable } from './fixtures/stacked.js';
import { baccarat, minibaccarat } from './index.js';
import type { BaccaratEvent } from './index.js';

const CHIPS = 1_000_000;
const withCoupon = (kind: string, amount: number, serial = 'MP000001') => ({
  type: 'place-wager' as const,
  kind,
  amount,
  coupon: { serial, value: 2_000 },
});
const code = (r: { ok: true } | { ok: false; error: { code: string; citation?: string } }) =>
  r.ok ? 'accepted' : `${r.error.code} ${String(r.error.citation ?? '')}`;
const rack = (t: BaccaratTable, n: number) => t.state.seats.find((x) => x.seat === n)?.chips;

function round(top: string, wagers: [number, string, number, string?][], game = minibaccarat) {
  const t = stackedTable(game, {}, top, { seats: [1, 3] });
  for (const [s, kind, amount, serial] of wagers)
    must(
      t.submit(seat(s), serial ? withCoupon(kind, amount, serial) : { type: 'place-wager', kind, amount }),
    );
  must(t.apply({ role: 'dealer' }, { type: 'no-more-bets' }));
  const before = t.log.length;
  t.runAutomation();
  const events: readonly BaccaratEvent[] = t.log.slice(before).flatMap((l) => l.events);
  expect(totalChips(t.state)).toBe(0);
  return { t, events };
}

const settledOf = (events: readonly BaccaratEvent[], n: number) =>
  events.find((e) => e.type === 'wager-settled' && e.seat === n);

describe('Match Play Coupons in the baccarat family (§ 603a.21(c)(1), B-AMB-4)', () => {
  it('Player wins on chips and coupon; the Banker loses; both coupons go to the drop box', () => {
    // Player 2h 3h 4d = 9, Banker Kc 5c Td = 5 (§ 627a.10).
    const { t, events } = round('2h Kc 3h 5c 4d Td', [
      [1, 'player', 2_000, 'MP000001'],
      [3, 'banker', 2_000, 'MP000002'],
    ]);
    expect(settledOf(events, 1)).toMatchObject({ outcome: 'win', amount: 2_000, winnings: 4_000 });
    expect(settledOf(events, 3)).toMatchObject({ outcome: 'lose', amount: 2_000 });
    expect(couponsToDrop(events).sort()).toEqual(['MP000001 2000', 'MP000002 2000']);
    expect(rack(t, 1)).toBe(CHIPS + 4_000);
    expect(rack(t, 3)).toBe(CHIPS - 2_000);
  });

  it('a winning Banker pays its vigorish on the whole win, coupon included', () => {
    // Banker natural 9 (Qh... 4c 5c) over Player 0 (Kh Qh).
    const { t, events } = round('Kh 4c Qh 5c', [[1, 'banker', 2_000, 'MP000001']]);
    expect(settledOf(events, 1)).toMatchObject({ outcome: 'win', winnings: 4_000 });
    expect(couponsToDrop(events)).toEqual(['MP000001 2000']);
    expect(rack(t, 1)).toBe(CHIPS + 4_000 - 200);
  });

  it('a tie pushes the Player: the chips come back, the coupon still goes to the drop box', () => {
    const { t, events } = round('8h 8c Kd Qd', [[1, 'player', 2_000, 'MP000001']]);
    expect(settledOf(events, 1)).toMatchObject({ outcome: 'push' });
    expect(couponsToDrop(events)).toEqual(['MP000001 2000']);
    expect(rack(t, 1)).toBe(CHIPS);
  });

  it('is refused on the Tie and side wagers, with too few chips, and at Baccarat on the same terms', () => {
    const t = stackedTable(minibaccarat, { dragonBonus: 'A' }, '2h Kc 3h 5c 4d Td', { seats: [1] });
    expect(code(t.submit(seat(1), withCoupon('tie', 2_000)))).toBe('coupon_not_on_this_wager § 603a.21(c)');
    expect(code(t.submit(seat(1), withCoupon('dragon-bonus-player', 2_000)))).toBe(
      'coupon_not_on_this_wager § 603a.21(c)',
    );
    expect(code(t.submit(seat(1), withCoupon('banker', 1_000)))).toBe('coupon_needs_chips § 603a.1');
    const big = stackedTable(baccarat, {}, '2h Kc 3h 5c 4d Td', { seats: [1] });
    expect(code(big.submit(seat(1), withCoupon('banker', 2_000)))).toBe('accepted');
  });

  it('temporary profile (default): one per wager, so Player and Banker may each carry one', () => {
    const t = stackedTable(minibaccarat, {}, '2h Kc 3h 5c 4d Td', { seats: [1] });
    expect(code(t.submit(seat(1), withCoupon('player', 2_000)))).toBe('accepted');
    expect(code(t.submit(seat(1), withCoupon('player', 2_000, 'MP000002')))).toBe(
      'one_coupon_per_wager § 525.22(d)',
    );
    expect(code(t.submit(seat(1), withCoupon('banker', 2_000, 'MP000002')))).toBe('accepted');
  });

  it('proposed profile: one per patron per round of play (B-AMB-12)', () => {
    const t = stackedTable(minibaccarat, { couponProfile: 'PROPOSED_603a' }, '2h Kc 3h 5c 4d Td', {
      seats: [1, 3],
    });
    expect(code(t.submit(seat(1), withCoupon('player', 2_000)))).toBe('accepted');
    expect(code(t.submit(seat(1), withCoupon('banker', 2_000, 'MP000002')))).toBe(
      'one_coupon_per_round § 603a.21(d)',
    );
    expect(code(t.submit(seat(3), withCoupon('banker', 2_000, 'MP000002')))).toBe('accepted');
  });
});
