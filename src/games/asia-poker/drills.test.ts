import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { unresolved } from '../../regulation/sections.js';
import { asiaPoker } from './index.js';

describe('Asia Poker dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const answers = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 80; seed += 1)
      for (const d of asiaPoker.drills?.(asiaPoker.options.parse({}), SeededRng.fromSeed(seed)) ?? []) {
        const ids = d.choices.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(d.choices.map((c) => c.label)).size).toBe(ids.length);
        expect(ids).toContain(d.answer);
        expect(unresolved(d.citation ?? ''), d.kind).toEqual([]);
        answers.set(d.kind, (answers.get(d.kind) ?? new Set()).add(d.answer));
      }
    expect([...answers.keys()].sort()).toEqual(['asia-house-way', 'asia-result', 'asia-start-position']);
    expect([...(answers.get('asia-result') ?? [])].sort()).toEqual(['foul', 'lose', 'win']);
  });
});
