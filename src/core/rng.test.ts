import { describe, expect, it } from 'vitest';
import { CryptoRng, SeededRng, shuffleInPlace, type Rng } from './rng.js';

/** Upper critical value of chi-square at p = 0.001 via the Wilson-Hilferty approximation. */
function chiSquareCritical(df: number): number {
  const z = 3.090232; // one-sided 0.999 quantile of the standard normal
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}

function cardPositionChiSquare(rng: Rng, n: number, shuffles: number): { stat: number; df: number } {
  const counts = new Float64Array(n * n);
  const items = new Uint8Array(n);
  for (let s = 0; s < shuffles; s += 1) {
    for (let i = 0; i < n; i += 1) items[i] = i;
    shuffleInPlace(items, rng);
    for (let pos = 0; pos < n; pos += 1) counts[(items[pos] as number) * n + pos]! += 1;
  }
  const expected = shuffles / n;
  let stat = 0;
  for (const c of counts) stat += (c - expected) ** 2 / expected;
  return { stat, df: (n - 1) * (n - 1) };
}

describe('randomness (ARCHITECTURE principle 6)', () => {
  it('seeded generators are reproducible and streams differ', () => {
    const a = SeededRng.fromSeed(42);
    const b = SeededRng.fromSeed(42);
    const seqA = Array.from({ length: 10 }, () => a.nextUint32());
    expect(Array.from({ length: 10 }, () => b.nextUint32())).toEqual(seqA);
    const s1 = SeededRng.fromSeed(42).stream(1);
    expect(Array.from({ length: 10 }, () => s1.nextUint32())).not.toEqual(seqA);
  });

  it.each([1, 2, 3, 6, 7, 52, 416, 2 ** 31 + 1, 2 ** 32])('nextInt(%i) stays in range', (bound) => {
    const rng = SeededRng.fromSeed(7);
    for (let i = 0; i < 2000; i += 1) {
      const x = rng.nextInt(bound);
      expect(Number.isInteger(x) && x >= 0 && x < bound).toBe(true);
    }
  });

  it('rejects an impossible bound', () => {
    expect(() => new CryptoRng().nextInt(0)).toThrow(RangeError);
    expect(() => new CryptoRng().nextInt(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('nextInt is unbiased where modulo reduction would not be (bound 3 * 2^30)', () => {
    // With modulo, values below 2^32 - 3*2^30 = 2^30 would be twice as likely as the rest.
    const rng = SeededRng.fromSeed(99);
    const bound = 3 * 2 ** 30;
    let low = 0;
    const n = 60_000;
    for (let i = 0; i < n; i += 1) if (rng.nextInt(bound) < 2 ** 30) low += 1;
    // Unbiased: p = 1/3; modulo bias would give 1/2.
    expect(Math.abs(low / n - 1 / 3)).toBeLessThan(5 * Math.sqrt(((1 / 3) * (2 / 3)) / n));
  });

  it.each([
    ['seeded', SeededRng.fromSeed(2026)],
    ['crypto', new CryptoRng()],
  ] as const)('Fisher-Yates card-position chi-square passes (%s source)', (_name, rng) => {
    const { stat, df } = cardPositionChiSquare(rng, 20, 40_000);
    expect(stat).toBeLessThan(chiSquareCritical(df));
    expect(stat).toBeGreaterThan(df / 2); // far too uniform is suspicious too
  });

  it('a biased shuffle fails the same chi-square test (the test has power)', () => {
    const rng = SeededRng.fromSeed(5);
    const naive: Rng = {
      kind: 'seeded',
      nextUint32: () => rng.nextUint32(),
      // The classic bug: always swapping with any index, not only those below i + 1.
      nextInt: () => rng.nextInt(20),
    };
    const { stat, df } = cardPositionChiSquare(naive, 20, 40_000);
    expect(stat).toBeGreaterThan(chiSquareCritical(df));
  });
});
