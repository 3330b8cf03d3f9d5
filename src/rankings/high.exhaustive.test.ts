/**
 * All C(52, 7) = 133,784,560 seven-card hands through the fast entry point, against the published
 * seven-card class counts. One file so that the heavy enumeration runs in one worker.
 */
import { describe, expect, it } from 'vitest';
import { HIGH_CLASSES, highClassOf, highStrength7 } from './high.js';

describe('high (§ 637a.6): all 133,784,560 seven-card hands', () => {
  it('match the published class counts', () => {
    const classOf = Uint8Array.from({ length: 7463 }, (_, s) =>
      s === 0 ? 0 : HIGH_CLASSES.indexOf(highClassOf(s)),
    );
    const counts = new Float64Array(HIGH_CLASSES.length);
    for (let a = 0; a < 46; a += 1)
      for (let b = a + 1; b < 47; b += 1)
        for (let c = b + 1; c < 48; c += 1)
          for (let d = c + 1; d < 49; d += 1)
            for (let e = d + 1; e < 50; e += 1)
              for (let f = e + 1; f < 51; f += 1)
                for (let g = f + 1; g < 52; g += 1)
                  counts[classOf[highStrength7(a, b, c, d, e, f, g)]!]! += 1;
    const got = Object.fromEntries(HIGH_CLASSES.map((name, i) => [name, counts[i]]));
    // Published figures: straight flush 41,584 of which 4,324 royal.
    expect(got['royal-flush']! + got['straight-flush']!).toBe(41584);
    expect(got).toEqual({
      'royal-flush': 4324,
      'straight-flush': 37260,
      'four-of-a-kind': 224848,
      'full-house': 3473184,
      flush: 4047644,
      straight: 6180020,
      'three-of-a-kind': 6461620,
      'two-pair': 31433400,
      pair: 58627800,
      'high-card': 23294460,
    });
  });
});
