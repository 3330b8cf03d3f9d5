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
      expect([...kinds].sort()).toEqual(
        game.id === 'craps'
          ? ['bonus-craps-accept', 'craps-payout', 'craps-take-down']
          : ['craps-payout', 'craps-take-down'],
      );
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
});
