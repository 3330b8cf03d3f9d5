import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import { CONTRACT_DRILLS, Trainer } from './training.js';

const games = [...GAMES.values()].filter((g) => ['minibaccarat', 'midibaccarat', 'baccarat'].includes(g.id));

describe('dealer training drills (58 Pa. Code 611a)', () => {
  it.each(games.map((g) => [g.id, g] as const))('%s: every game offers the contract drills', (_id, game) => {
    expect(new Trainer().kinds(game)).toEqual(expect.arrayContaining([...CONTRACT_DRILLS]));
  });

  it.each(games.flatMap((g) => [1, 2, 3].map((seed) => [g.id, seed, g] as const)))(
    "%s (seed %i): the dealer's next step, from a real deal, graded with the rule and its citation",
    (_id, seed, game) => {
      const trainer = new Trainer(() => SeededRng.fromSeed(seed));
      const d = trainer.drill(game, 'next-step');
      expect(d).toBeDefined();
      expect(d!.situation.length).toBeGreaterThan(0);
      expect(d!.choices.length).toBeGreaterThanOrEqual(2);
      // Grade every choice on the same deal (same seed): exactly one is right.
      const results = d!.choices.map((c) => gradeOnce(game.id, seed, c.id));
      expect(results.filter((r) => r.correct)).toHaveLength(1);
      for (const r of results) expect(r.citation).toMatch(/^§ 6\d\da\./);
    },
  );

  it('the payout on a wager: the amount returned to the seat, with the settlement line and citation', () => {
    const game = GAMES.get('minibaccarat')!;
    for (const seed of [4, 5, 6]) {
      const trainer = new Trainer(() => SeededRng.fromSeed(seed));
      const d = trainer.drill(game, 'payout')!;
      expect(d.question).toMatch(/seat \d+/);
      const right = d.choices.map((c) => trainer.grade(d.id, c.id)).find((g) => g?.correct);
      // A drill can be graded once: the first choice graded consumes it.
      expect(right === undefined || right.correct).toBe(true);
    }
  });

  it("Midibaccarat: who acts next when the Player's Hand goes to the highest Player wager (§ 629a.8)", () => {
    const game = GAMES.get('midibaccarat')!;
    const trainer = new Trainer(() => SeededRng.fromSeed(11));
    const d = trainer.drill(game, 'who-acts');
    expect(d).toBeDefined();
    expect(d!.choices.map((c) => c.id)).toContain('the dealer');
    const g = trainer.grade(d!.id, d!.choices[0]!.id)!;
    expect(g.answer).toMatch(/^seat \d+$/);
    expect(g.rule).toMatch(/seat \d+ may now/);
  });

  it('an unknown or already graded drill is not graded', () => {
    const trainer = new Trainer(() => SeededRng.fromSeed(1));
    expect(trainer.grade('nope', 'x')).toBeUndefined();
    const d = trainer.drill(GAMES.get('minibaccarat')!, 'next-step')!;
    expect(trainer.grade(d.id, d.choices[0]!.id)).toBeDefined();
    expect(trainer.grade(d.id, d.choices[0]!.id)).toBeUndefined();
  });
});

function gradeOnce(game: string, seed: number, choice: string): { correct: boolean; citation?: string } {
  const t = new Trainer(() => SeededRng.fromSeed(seed));
  const d = t.drill(GAMES.get(game)!, 'next-step')!;
  return t.grade(d.id, choice)!;
}

describe('a drill of any kind', () => {
  it.each([1, 2, 3, 4, 5, 6])('Minibaccarat (seed %i): always produces some drill', (seed) => {
    const d = new Trainer(() => SeededRng.fromSeed(seed)).drill(GAMES.get('minibaccarat')!);
    expect(d?.choices.length).toBeGreaterThan(1);
  });
});

describe("a game's own drills (GameDefinition.drills)", () => {
  const withOwn = [...GAMES.values()].filter((g) => g.drills);
  it.each(withOwn.map((g) => [g.id, g] as const))(
    '%s: its own drill kinds are offered, asked and graded',
    (_id, game) => {
      const trainer = new Trainer(() => SeededRng.fromSeed(5));
      const own = trainer.kinds(game).filter((k) => !(CONTRACT_DRILLS as readonly string[]).includes(k));
      expect(own.length).toBeGreaterThan(0);
      const d = trainer.drill(game, own[0])!;
      expect(d.kind).toBe(own[0]);
      const graded = trainer.grade(d.id, d.choices[0]!.id)!;
      expect(typeof graded.correct).toBe('boolean');
      expect(graded.rule.length).toBeGreaterThan(0);
    },
  );
});
