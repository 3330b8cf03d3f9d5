/**
 * Match Play Coupons at Raise It Up Stud Poker (proposed § 603a.21; temporary § 525.22): a coupon rides
 * only on the Ante, the base game's primary wager ((c)(1), spec ruling B-AMB-4), never on the Blind, the
 * Play, Pair Plus, the Six Card Bonus or the Progressive; with at least its value in chips (§ 603a.1).
 * The Ante is chips plus coupon, so the Blind that must equal it is that total in chips (B-AMB-4), and a
 * Play Wager of 1x, 2x or 3x the Ante is that multiple of the total (R75). The coupon goes to the drop box
 * win, lose or push ((e), B-AMB-2) and is never counted as chips. Expected amounts are worked out here.
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../../engine/pockets.js';
import { totalChips } from '../../engine/wagers.js';
import type { Event } from './state.js';
import { playRound, player, Round, settledOf, stackFor } from './testing.js';

const coupon = (serial = 'MP000001') => ({ serial, value: 1_000 });
const couponMoves = (events: readonly Event[]) =>
  events
    .flatMap((e) => ('transfers' in e ? (e.transfers ?? []) : []))
    .filter((x) => x.coupon !== undefined && x.to === pocket.drop);

describe('Match Play Coupons at Raise It Up (§ 603a.21(c)(1), B-AMB-4, R75)', () => {
  // $10 in chips and a $10 coupon on the Ante: the Ante is $20, the Blind $20 in chips, Play 3x = $60.
  it.each([
    // A straight: Ante 1 to 1 on $20, Blind 2 to 1 on $20 (§ 669a.12(d)), Play 4 to 1 on $60 ((c)).
    ['straight', '9c Td Jh', 'Qs Kd 2c', 2_000 + 2 * 2_000 + 4 * 6_000],
    // A pair of 10s: Ante 1 to 1, Blind pushes, Play 1 to 1.
    ['pair of 10s', 'Tc Td 4h', '8s 6d 2c', 2_000 + 0 + 6_000],
    // Below a pair of 10s: the $10 chips of the Ante, the $20 Blind and the $60 Play lose.
    ['high card', 'Ac 9d 4h', 'Ks 6d 2c', -1_000 - 2_000 - 6_000],
  ] as const)('%s: the Blind and Play count the coupon; the coupon to the drop box', (_, own, board, net) => {
    const r = playRound({ 1: own }, board, { 1: { ante: 1_000, coupon: coupon() } }, { 1: [3] });
    expect(r.chips(1) - 1_000_000).toBe(net);
    expect(totalChips(r.s)).toBe(0);
    expect(settledOf(r, 1, 'ante')[0]).toMatchObject({ amount: 1_000, coupon: coupon() });
    expect(settledOf(r, 1, 'blind')[0]?.amount).toBe(2_000);
    expect(settledOf(r, 1, 'play')[0]?.amount).toBe(6_000);
    expect(couponMoves(r.events)).toEqual([
      { from: expect.any(String), to: pocket.drop, amount: 1_000, coupon: 'MP000001' },
    ]);
  });

  it('a fold loses the Ante and Blind; the coupon goes to the drop box with them', () => {
    const r = playRound(
      { 1: 'Ac 9d 4h' },
      'Ks 6d 2c',
      { 1: { ante: 1_000, coupon: coupon() } },
      { 1: ['check', 'check', 'fold'] },
    );
    expect(r.chips(1) - 1_000_000).toBe(-1_000 - 2_000);
    expect(couponMoves(r.events).map((t) => t.to)).toEqual([pocket.drop]);
  });

  it('is refused off the Ante, short of chips for the Blind, and once per wager or per round by profile', () => {
    const r = new Round();
    r.stack(stackFor({ 1: 'Ac 9d 4h', 2: 'Kc 9h 4d' }, 'Ks 6d 2c'));
    r.sit(1);
    r.sit(2, 2_500);
    const code = (seat: number, c: Parameters<Round['try']>[1]): string => {
      const out = r.try(player(seat), c);
      return out.ok ? 'accepted' : `${out.error.code} ${String(out.error.citation ?? '')}`;
    };
    r.go(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    expect(code(1, { type: 'place-wager', kind: 'pair-plus', amount: 1_000, coupon: coupon() })).toBe(
      'coupon_not_on_this_wager § 603a.21(c)',
    );
    // Seat 2 has $25: a $10 Ante with a $10 coupon needs a $20 Blind, $30 in chips in all.
    expect(code(2, { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon('MP000002') })).toBe(
      'insufficient_chips § 669a.7(d)(1)',
    );
    expect(r.s.wagers.filter((w) => w.seat === 2)).toEqual([]);
    expect(code(2, { type: 'place-wager', kind: 'ante', amount: 500, coupon: coupon('MP000002') })).toBe(
      'coupon_needs_chips § 603a.1',
    );
    const proposed = new Round({ couponProfile: 'PROPOSED_603a' });
    proposed.stack(stackFor({ 1: 'Ac 9d 4h' }, 'Ks 6d 2c'));
    proposed.sit(1);
    proposed.go(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000, coupon: coupon() });
    const again = proposed.try(player(1), {
      type: 'place-wager',
      kind: 'ante',
      amount: 1_000,
      coupon: coupon('MP000003'),
    });
    expect(again.ok ? 'accepted' : `${again.error.code} ${String(again.error.citation)}`).toBe(
      'one_coupon_per_wager § 603a.21(d)',
    );
  });
});
