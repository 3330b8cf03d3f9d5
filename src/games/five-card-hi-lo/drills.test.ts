import { describe, expect, it } from 'vitest';
import { Trainer } from '../../backoffice/training.js';
import { SeededRng } from '../../core/rng.js';
import type { AnyGame } from '../../engine/game.js';
import { drillAnswers } from '../testing/drills.js';
import { fiveCardHiLo } from './index.js';

describe('Five Card Hi-Lo dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const answers = drillAnswers(fiveCardHiLo, 120);
    expect([...answers.keys()].sort()).toEqual(['hi-lo-ante-play', 'hi-lo-dealer-setting']);
    expect(answers.get('hi-lo-ante-play')).toEqual(['lose', 'tie', 'win']);
  });
});

describe('every drill kind the trainer offers for Five Card Hi-Lo (issue 16: never no_drill)', () => {
  it('next step, who acts, payout and the game own kinds each produce a drill from a real deal', () => {
    const game = fiveCardHiLo as unknown as AnyGame;
    const kinds = new Trainer(() => SeededRng.fromSeed(1)).kinds(game);
    expect(kinds).toEqual(expect.arrayContaining(['next-step', 'who-acts', 'payout']));
    for (const kind of kinds)
      for (let seed = 1; seed <= 8; seed += 1) {
        const trainer = new Trainer(() => SeededRng.fromSeed(seed));
        const d = trainer.drill(game, kind);
        expect(d, `${kind} (seed ${seed})`).toBeDefined();
        if (!d) continue;
        // The answer the grading names is one of the choices offered.
        const g = trainer.grade(d.id, d.choices[0]?.id ?? '');
        expect(d.choices.map((c) => c.label)).toContain(g?.answer);
      }
  });
});
