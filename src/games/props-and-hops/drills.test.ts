import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { unresolved } from '../../regulation/sections.js';
import { propsAndHops } from './index.js';

describe('Props & Hops dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const answers = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 80; seed += 1)
      for (const d of propsAndHops.drills?.(propsAndHops.options.parse({}), SeededRng.fromSeed(seed)) ?? []) {
        const ids = d.choices.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toContain(d.answer);
        expect(unresolved(d.citation ?? ''), d.kind).toEqual([]);
        answers.set(d.kind, (answers.get(d.kind) ?? new Set()).add(d.answer));
      }
    expect([...answers.keys()].sort()).toEqual(['props-and-hops-payout', 'six-eight-shake']);
    // Every answer of the lammer drill comes up: move, pay, collect on a 7, nothing.
    expect([...(answers.get('six-eight-shake') ?? [])].sort()).toEqual(['collect', 'move', 'nothing', 'pay']);
  });
});
