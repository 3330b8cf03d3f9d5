import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { unresolved } from '../../regulation/sections.js';
import { threeDiceFootball } from './index.js';

describe('Three Dice Football dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 80; seed += 1)
      for (const d of threeDiceFootball.drills?.(
        threeDiceFootball.options.parse({}),
        SeededRng.fromSeed(seed),
      ) ?? []) {
        const ids = d.choices.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toContain(d.answer);
        expect(unresolved(d.citation ?? ''), d.kind).toEqual([]);
        kinds.add(d.kind);
      }
    expect([...kinds].sort()).toEqual(['tdf-announcement', 'tdf-single-play-payout', 'tdf-throw']);
  });
});
