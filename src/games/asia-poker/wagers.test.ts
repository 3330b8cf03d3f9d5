import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { asiaPoker } from './index.js';

const seat = (n: number): Actor => ({ role: 'player', seat: n });

describe('the posted limits and the chips in the rack (§ 601a.2, § 659a.7(d)-(e))', () => {
  const table = () => {
    const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(1), { automated: true });
    t.submit(seat(2), { type: 'sit', seat: 2, name: 'Bo', chips: 5_000 });
    return t;
  };
  const refusal = (r: { ok: boolean; error?: { code: string; message: string } }) =>
    r.ok ? 'accepted' : `${r.error?.code}: ${r.error?.message}`;

  it('a refusal states the limits and the chips in dollars, never in cents', () => {
    const t = table();
    // Each wager in turn: how it is refused, or accepted (the 1,000 Asia Poker Wager, for the Bonus).
    const answers: [kind: string, amount: number, answer: string][] = [
      ['asia-poker', 500, 'below_table_minimum: the Asia Poker Wager minimum is $10.00'],
      ['asia-poker', 200_000, 'above_table_maximum: the Asia Poker Wager maximum is $1,000.00'],
      ['asia-poker', 6_000, 'insufficient_chips: seat 2 has $50.00 in chips to wager'],
      ['asia-poker', 1_000, 'accepted'],
      ['bonus', 20_000, 'above_table_maximum: the Bonus Wager maximum is $100.00'],
    ];
    for (const [kind, amount, answer] of answers)
      expect(refusal(t.submit(seat(2), { type: 'place-wager', kind, amount }))).toBe(answer);
  });

  it('a Rules Submission whose payout limit is too low is told the floor in dollars (§ 659a.12(c))', () => {
    const o = asiaPoker.options.parse({
      payoutLimit: 4_000_000,
      limits: { bonus: { min: 2_000, max: 10_000 } },
    });
    const [v] = asiaPoker.checkOptions(o);
    expect(v?.message).toContain('($100,010.00)');
    expect(v?.message).not.toMatch(/cents/);
  });
});
