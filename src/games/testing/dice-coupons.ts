/**
 * Match Play Coupons at the dice games that have no base game's primary wager (Props & Hops, Three Dice
 * Football): banked games (§ 603a.21(a)), but with nothing for a coupon to ride on (spec ruling
 * B-AMB-4; R77), so a coupon is refused with its citation and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor, GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import { Table } from '../../engine/table.js';

const seat = (n: number): Actor => ({ role: 'player', seat: n });

/** The test, under `title`, that `game` refuses a coupon on `kind` (any of its wagers). */
export function describeCouponRefused<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  title: string,
  game: GameDefinition<O, S, C, E, V>,
  kind: string,
): void {
  describe(title, () => {
    it('refuses a coupon on any wager', () => {
      const t = new Table(game, game.options.parse({}), SeededRng.fromSeed(1), {
        automated: false,
      });
      expect(t.submit(seat(1), { type: 'sit', seat: 1, name: 'P1', chips: 100_000 }).ok).toBe(true);
      const before = t.state;
      const r = t.submit(seat(1), {
        type: 'place-wager',
        kind,
        amount: 2_500,
        coupon: { serial: 'MP000001', value: 2_500 },
      });
      expect(r.ok ? 'accepted' : `${r.error.code} ${r.error.citation ?? ''}`).toBe(
        'coupon_not_on_this_wager § 603a.21(c)',
      );
      expect(t.state).toBe(before);
      expect(game.view(t.state, { role: 'player', seat: 1 }).kind).toBe('banked');
    });
  });
}
