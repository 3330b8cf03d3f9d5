import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { unresolved } from '../../regulation/sections.js';
import { fiveCardHiLo } from './index.js';

describe('Five Card Hi-Lo dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const answers = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 120; seed += 1)
      for (const d of fiveCardHiLo.drills?.(fiveCardHiLo.options.parse({}), SeededRng.fromSeed(seed)) ?? []) {
        const ids = d.choices.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toContain(d.answer);
        expect(unresolved(d.citation ?? ''), d.kind).toEqual([]);
        answers.set(d.kind, (answers.get(d.kind) ?? new Set()).add(d.answer));
      }
    expect([...answers.keys()].sort()).toEqual(['hi-lo-ante-play', 'hi-lo-dealer-setting']);
    expect([...(answers.get('hi-lo-ante-play') ?? [])].sort()).toEqual(['lose', 'tie', 'win']);
  });
});
