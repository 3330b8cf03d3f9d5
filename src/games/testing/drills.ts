/** What the card games' drill tests check of every drill a game deals its dealers (611a). */
import { expect } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import { unresolved } from '../../regulation/sections.js';

/**
 * The game's own drills from seeds 1 to `seeds` under the default Rules Submission: each has its answer
 * among distinct choices (with `labels`, distinctly labelled too) and a citation that resolves. Returns
 * the answers that came up, by drill kind, sorted.
 */
export function drillAnswers<O, S, C extends GameCommand, E extends GameEvent, V extends GameView>(
  game: GameDefinition<O, S, C, E, V>,
  seeds: number,
  { labels = false }: { labels?: boolean } = {},
): Map<string, string[]> {
  const answers = new Map<string, Set<string>>();
  for (let seed = 1; seed <= seeds; seed += 1)
    for (const d of game.drills?.(game.options.parse({}), SeededRng.fromSeed(seed)) ?? []) {
      const ids = d.choices.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      if (labels) expect(new Set(d.choices.map((c) => c.label)).size).toBe(ids.length);
      expect(ids).toContain(d.answer);
      expect(unresolved(d.citation ?? ''), d.kind).toEqual([]);
      answers.set(d.kind, (answers.get(d.kind) ?? new Set()).add(d.answer));
    }
  return new Map([...answers].map(([kind, seen]) => [kind, [...seen].sort()]));
}
