/**
 * Full enumeration of the Badugi halves of five-card hands (§ 637a.20(l)): all 2,598,960 hands, each
 * scored by the library and by the brute-force reference (fixtures/reference.ts, no shared code). The
 * two must induce the same order: equal reference keys have equal strengths, and better keys have
 * strictly higher strengths.
 */
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from './index.js';
import { badugiKey, compareKeys, type Key } from './fixtures/reference.js';

function enumerate(system: 'badeucey' | 'badacey', aceHigh: boolean) {
  const byKey = new Map<string, { key: Key; strength: number; count: number }>();
  const classes = new Map<string, number>();
  let inconsistent = 0;
  const hand = [0, 0, 0, 0, 0];
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1)
        for (let d = c + 1; d < 52; d += 1)
          for (let e = d + 1; e < 52; e += 1) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const v = SYSTEMS[system].evaluate(hand, {});
            const key = badugiKey(hand, aceHigh);
            const id = key.join(',');
            const seen = byKey.get(id);
            if (seen === undefined) byKey.set(id, { key, strength: v.strength, count: 1 });
            else {
              seen.count += 1;
              if (seen.strength !== v.strength) inconsistent += 1;
            }
            if (v.class !== ['', 'one-card', 'two-card', 'three-card', 'badugi'][-(key[0] ?? 0)])
              inconsistent += 1;
            classes.set(v.class, (classes.get(v.class) ?? 0) + 1);
          }
  const rows = [...byKey.values()].sort((x, y) => compareKeys(x.key, y.key));
  let disordered = 0;
  for (let i = 1; i < rows.length; i += 1)
    if (!((rows[i - 1]?.strength ?? 0) > (rows[i]?.strength ?? 0))) disordered += 1;
  return {
    inconsistent,
    disordered,
    classes,
    distinct: rows.length,
    total: rows.reduce((a, r) => a + r.count, 0),
  };
}

describe('Badugi halves over every five-card hand (§ 637a.20(l))', () => {
  it.each([
    ['badeucey', true],
    ['badacey', false],
  ] as const)(
    '%s: the library and the brute-force reference order all 2,598,960 hands alike',
    (system, aceHigh) => {
      const r = enumerate(system, aceHigh);
      expect(r.total).toBe(2_598_960);
      expect(r.inconsistent).toBe(0);
      expect(r.disordered).toBe(0);
      // Only a hand of one suit is a one-card hand: 4 x C(13,5) = 5,148, the five-card flush count.
      expect(r.classes.get('one-card')).toBe(5_148);
      expect(r.classes.get('badugi')).toBeGreaterThan(0);
    },
  );
});
