import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { raiseItUp } from './index.js';

describe('Raise It Up dealer-training drills (611a)', () => {
  const drills = (seed: number, options: Record<string, unknown> = {}) =>
    raiseItUp.drills?.(raiseItUp.options.parse(options), SeededRng.fromSeed(seed)) ?? [];

  it('each drill has its answer among its choices and cites its section', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 30; seed += 1)
      for (const d of drills(seed)) {
        kinds.add(d.kind);
        expect(d.choices.map((c) => c.id)).toContain(d.answer);
        expect(new Set(d.choices.map((c) => c.id)).size).toBe(d.choices.length);
        expect(d.citation).toMatch(/^§ 669a\./);
      }
    expect([...kinds].sort()).toEqual([
      'raise-it-up-envy-bonus',
      'raise-it-up-payout',
      'raise-it-up-settlement-order',
      'raise-it-up-side-payout',
      'raise-it-up-strategy',
    ]);
  });

  it('the settlement drill starts from the dealer’s right (the highest seat, § 669a.11(i))', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const d = drills(seed).find((x) => x.kind === 'raise-it-up-settlement-order');
      const seats = d?.choices.map((c) => Number(c.id)) ?? [];
      expect(Number(d?.answer)).toBe(Math.max(...seats));
    }
  });

  it('the Envy drill pays the printed sums: $100 or $25 on $1, $500 or $125 on $5, one per hand (§ 669a.12(e)(5))', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed += 1)
      for (const [wager, table] of [
        [1, { spades: 10_000, other: 2_500 }],
        [5, { spades: 50_000, other: 12_500 }],
      ] as const) {
        const d = drills(seed, { progressive: { wager, resetCents: 500_000, ratePercent: 14 } }).find(
          (x) => x.kind === 'raise-it-up-envy-bonus',
        );
        if (!d) continue;
        const spades = d.situation.some((l) => l.startsWith('seat 2') && l.includes('spades'));
        const two = d.situation.length === 3;
        const want = two ? table.spades + table.other : spades ? table.spades : table.other;
        expect(Number(d.answer)).toBe(want);
        seen.add(`${wager}:${two}:${spades}`);
      }
    expect(seen.size).toBe(8);
  });

  it('the strategy drill’s answer is the choice of highest exact value it lists', () => {
    const value = (text: string): number => {
      const [n, d] = text.split('/');
      return Number(n) / Number(d ?? 1);
    };
    for (let seed = 1; seed <= 20; seed += 1) {
      const d = drills(seed).find((x) => x.kind === 'raise-it-up-strategy');
      const values = (d?.rule ?? '').split('; ').map((part) => {
        const [label, ev] = part.split(': ');
        return { label, ev: value((ev ?? '').replace(' Antes', '')) };
      });
      const best = values.reduce((a, b) => (b.ev > a.ev ? b : a));
      expect(d?.choices.find((c) => c.id === d.answer)?.label).toBe(best.label);
    }
  });

  it('the payout drill pays the printed Play and Blind rows (§ 669a.12(c), (d))', () => {
    const PLAY: Record<string, number> = {
      'royal flush': 100,
      'straight flush': 20,
      'four of a kind': 10,
      'full house': 6,
      flush: 5,
      straight: 4,
      'three of a kind': 3,
      'two pair': 1.5,
      'pair of 10s or better': 1,
    };
    const BLIND: Record<string, number> = {
      'royal flush': 1000,
      'straight flush': 200,
      'four of a kind': 30,
      'full house': 4,
      flush: 3,
      straight: 2,
      'three of a kind': 1,
      'two pair': 0,
      'pair of 10s or better': 0,
    };
    for (let seed = 1; seed <= 30; seed += 1) {
      const d = drills(seed).find((x) => x.kind === 'raise-it-up-payout');
      const hand = d?.situation[0]?.split(': ')[1] ?? '';
      const m = /Ante \$(\d+)\.00, .* Play (\d)x/.exec(d?.situation[1] ?? '');
      const ante = Number(m?.[1]) * 100;
      const blind = d?.question.includes('Blind');
      const want = blind ? ante * (BLIND[hand] ?? NaN) : ante * Number(m?.[2]) * (PLAY[hand] ?? NaN);
      expect(Number(d?.answer), `${hand} ${d?.question}`).toBe(want);
    }
  });
});
