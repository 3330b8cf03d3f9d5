/** The Rules Submission options of Five Card Hi-Lo against ch. 663a. */
import { describe, expect, it } from 'vitest';
import { validateOptions } from '../../engine/rules-submission.js';
import type { AnyGame } from '../../engine/game.js';
import { fiveCardHiLo } from './index.js';

const game = fiveCardHiLo as unknown as AnyGame;
const tie = (paytable: Record<string, number>) => ({ tieWager: { offered: true, paytable } });

describe('§ 663a.12(c): the Tie Wager pays the printed odds, 4, 4 and 20 to 1', () => {
  it('{10, 10, 100} is refused by the options schema, citing 663a.12(c)', () => {
    const r = validateOptions(game, tie({ high: 10, low: 10, both: 100 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([
      expect.objectContaining({ path: 'options.tieWager.paytable', citation: '§ 663a.12(c)' }),
    ]);
    expect(fiveCardHiLo.options.safeParse(tie({ high: 4, low: 4, both: 21 })).success).toBe(false);
    expect(fiveCardHiLo.options.safeParse(tie({ high: 5, low: 3, both: 25 })).success).toBe(false);
  });
  it('the default (ruling B9 #2) and another mapping of the same printed rows are accepted', () => {
    expect(validateOptions(game, {}).ok).toBe(true);
    expect(validateOptions(game, tie({ high: 4, low: 4, both: 20 })).ok).toBe(true);
    expect(validateOptions(game, tie({ high: 20, low: 4, both: 4 })).ok).toBe(true);
  });
});
