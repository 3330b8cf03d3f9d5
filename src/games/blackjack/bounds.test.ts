/**
 * Issue 11 for the blackjack family's wagers placed before the deal: each has typed bounds (the Rules
 * Submission's limits, the rack, the Bet for Bust It), a command at each bound is accepted and one a
 * step outside is refused (rules.ts `placeBounds`).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { blackjack, doubleAttackBlackjack } from './index.js';
import { must, seat, stackedTable, type BlackjackTable } from './fixtures/stacked.js';
import { placeBounds } from './rules.js';
import type { WagerKind } from './state.js';

const probe = { rng: SeededRng.fromSeed(0) };

function expectHeld(t: BlackjackTable, kind: WagerKind, min: number, max: number): void {
  const b = placeBounds(t.state, 1, kind)?.['amount'];
  expect(b).toMatchObject({ kind: 'cents', min, max, step: 1, default: min });
  const game = t.game;
  // As the table takes a command: its wire form first (a zero amount is not a wager), then decide.
  const ok = (amount: number): boolean => {
    const parsed = game.commands.safeParse({ type: 'place-wager', kind, amount });
    return parsed.success && game.decide(t.state, seat(1), parsed.data, probe).ok;
  };
  expect(ok(min), `${kind} at its minimum`).toBe(true);
  expect(ok(max), `${kind} at its maximum`).toBe(true);
  expect(ok(min - 1), `${kind} a cent under`).toBe(false);
  expect(ok(max + 1), `${kind} a cent over`).toBe(false);
}

describe('wagers placed before the deal carry their bounds', () => {
  it('Double Attack Blackjack: the Bet within its limits; Bust It within its limits and the Bet (§ 665a.6(f))', () => {
    const t = stackedTable(doubleAttackBlackjack, {}, 'Ad 9h Kc 7s');
    expectHeld(t, 'bet', 1_000, 100_000);
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 2_500 });
    expectHeld(t, 'bust-it', 100, 2_500);
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 97_500 });
    expectHeld(t, 'bust-it', 100, 10_000);
  });

  it('Blackjack (633a): Hit and Run, House Money and the fixed Straight Jack amount, from the Rules Submission', () => {
    const t = stackedTable(
      blackjack,
      {
        hitAndRun: { offered: true },
        straightJack: { offered: true, amount: 200 },
        houseMoney: { offered: true },
        limits: { 'house-money': { min: 500, max: 2_000 } },
      },
      'Ad 9h Kc 7s',
    );
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 1_000 });
    expectHeld(t, 'hit-and-run', 100, 500);
    expectHeld(t, 'house-money', 500, 2_000);
    expectHeld(t, 'straight-jack', 200, 200);
  });

  it('the rack bounds them too; with less than the minimum there are no bounds and no wager', () => {
    const t = stackedTable(blackjack, { houseMoney: { offered: true } }, 'Ad 9h Kc 7s', { chips: 2_700 });
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 1_000 });
    expectHeld(t, 'house-money', 500, 1_700);
    must(t, seat(1), { type: 'place-wager', kind: 'house-money', amount: 1_400 });
    expectHeld(t, 'house-money', 1, 300);
    must(t, seat(1), { type: 'place-wager', kind: 'bet', amount: 300 });
    expect(placeBounds(t.state, 1, 'house-money')).toBeUndefined();
  });
});
