/**
 * Issue 16, training: every drill kind the trainer offers for every registered game yields a drill
 * (no `no_drill` for an offered kind: 58 Pa. Code 611a training from real deals), graded with one
 * right answer among its choices, and the question never gives that answer away.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT_DRILLS, Trainer } from '../backoffice/training.js';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Whether `phrase` occurs in `text` as whole words (case-sensitive: "No" is not in "no roll"). */
function says(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w$])${escaped}($|[^\\w])`).test(text);
}

const cases = [...GAMES.values()].flatMap((game) =>
  new Trainer(() => SeededRng.fromSeed(1)).kinds(game).map((kind) => [game.id, kind, game] as const),
);

describe('every offered drill kind of every game (§ 611a; issue 16)', () => {
  it('the contract drills are offered for every game', () => {
    for (const game of GAMES.values())
      expect(new Trainer().kinds(game)).toEqual(expect.arrayContaining([...CONTRACT_DRILLS]));
  });

  it.each(cases)('%s %s: a drill on every seed, one right answer, not given away', (_id, kind, game) => {
    for (const seed of SEEDS) {
      const trainer = new Trainer(() => SeededRng.fromSeed(seed));
      const d = trainer.drill(game, kind);
      expect(d, `seed ${seed}: no drill`).toBeDefined();
      if (!d) continue;
      expect(d.kind).toBe(kind);
      expect(d.choices.length, `seed ${seed}: ${d.question}`).toBeGreaterThanOrEqual(2);
      expect(new Set(d.choices.map((c) => c.id)).size).toBe(d.choices.length);
      const graded = d.choices.map((c) => ({ c, g: new Trainer(() => SeededRng.fromSeed(seed)) }));
      // Grade each choice on the same deal (same seed): exactly one is right.
      const right = graded.filter(({ c, g }) => {
        const again = g.drill(game, kind)!;
        return g.grade(again.id, c.id)?.correct === true;
      });
      expect(right, `seed ${seed}: ${d.question}`).toHaveLength(1);
      // The label is what the trainee reads (ids are the wire's: "no", "5").
      const { label } = right[0]!.c;
      expect(says(d.question, label), `seed ${seed}: "${d.question}" gives away "${label}"`).toBe(false);
    }
  });
});
