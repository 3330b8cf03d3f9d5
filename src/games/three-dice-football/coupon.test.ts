/**
 * Match Play Coupons at Three Dice Football (ch. 661a): a banked game (§ 603a.21(a)), but it has no base game's primary
 * wager for a coupon to ride on (spec ruling B-AMB-4; R77), so a coupon is refused with its citation and
 * nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { threeDiceFootball } from './index.js';

const seat = (n: number): Actor => ({ role: 'player', seat: n });

describe('Match Play Coupons at Three Dice Football (R77)', () => {
  it('refuses a coupon on any wager', () => {
    const t = new Table(threeDiceFootball, threeDiceFootball.options.parse({}), SeededRng.fromSeed(1), {
      automated: false,
    });
    expect(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: 100_000 }).ok).toBe(true);
    const before = t.state;
    const r = t.submit(seat(1), {
      type: 'place-wager',
      kind: 'trips-td',
      amount: 2_500,
      coupon: { serial: 'MP000001', value: 2_500 },
    });
    expect(r.ok ? 'accepted' : `${r.error.code} ${r.error.citation ?? ''}`).toBe(
      'coupon_not_on_this_wager § 603a.21(c)',
    );
    expect(t.state).toBe(before);
    expect(threeDiceFootball.view(t.state, { role: 'player', seat: 1 }).kind).toBe('banked');
  });
});
