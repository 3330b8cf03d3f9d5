import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { unresolved } from '../../regulation/sections.js';
import { craps, miniCraps } from './index.js';

describe('Craps dealer-training drills (611a)', () => {
  it.each([craps, miniCraps])(
    '$id: every drill has its answer among distinct choices and a citation that resolves',
    (game) => {
      const kinds = new Set<string>();
      for (let seed = 1; seed <= 60; seed += 1) {
        for (const d of game.drills?.(game.options.parse({}), SeededRng.fromSeed(seed)) ?? []) {
          kinds.add(d.kind);
          const ids = d.choices.map((c) => c.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toContain(d.answer);
          expect(unresolved(d.citation ?? '§ 623a.3'), d.kind).toEqual([]);
        }
      }
      const shared = [
        'craps-buy-payout',
        'craps-no-roll',
        'craps-payout',
        'craps-proposition-payout',
        'craps-take-down',
      ];
      expect([...kinds].sort()).toEqual(game.id === 'craps' ? ['bonus-craps-accept', ...shared] : shared);
    },
  );

  it('a Place Bet on the 6 of $12 is paid $14 at 7 to 6', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const d = craps.drills?.(craps.options.parse({}), SeededRng.fromSeed(seed))[0];
      if (d?.situation.includes('seat 1 has $12.00 on place-6')) {
        expect(d.answer).toBe('1400');
        return;
      }
    }
    throw new Error('no Place 6 drill in 200 seeds');
  });

  const drillsOf = (kind: string, seeds = 300) =>
    Array.from({ length: seeds }, (_, i) =>
      craps.drills?.(craps.options.parse({}), SeededRng.fromSeed(i + 1)).find((d) => d.kind === kind),
    ).filter((d) => d !== undefined);

  it('Horn $8 on a 12 pays $54: $60 on the $2 part at 30 to 1, less the $6 that loses (ruling R17)', () => {
    const d = drillsOf('craps-proposition-payout').find(
      (x) => x.situation[0]?.includes('$8.00 on horn') && /roll is 6-6/.test(x.question),
    );
    expect(d?.answer).toBe('5400');
    expect(d?.choices.map((c) => c.id)).toContain('6000');
    expect(d?.citation).toBe('§ 623a.3(a)');
  });

  it('a $20 Buy on the 4 pays $39: $40 at true odds less $1 vigorish (ruling R16)', () => {
    const d = drillsOf('craps-buy-payout').find(
      (x) => x.situation[0] === 'seat 1 has bought the 4 for $20.00',
    );
    expect(d?.answer).toBe('3900');
    expect(d?.citation).toBe('§ 623a.5(g)(3)');
  });

  it('a die on a player\'s chips is no "no roll"; a die off the table is (ruling R19)', () => {
    const ds = drillsOf('craps-no-roll', 120);
    expect(ds.find((x) => x.question.includes('landed on chips'))).toMatchObject({
      answer: 'no',
      citation: '§ 661a.5(d)',
    });
    expect(ds.find((x) => x.question.includes('die off table'))).toMatchObject({
      answer: 'yes',
      citation: '§ 661a.5(b)',
    });
  });
});
