/** Rules Submission validation (§ 601a.2): every violation of a document is reported at once. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry.js';
import { validateRulesSubmission } from './rules-submission.js';

const codes = (doc: unknown): string[] => {
  const r = validateRulesSubmission(GAMES, doc);
  return r.ok ? [] : r.error.map((v) => `${v.path} ${v.code}`).sort();
};

describe('validateRulesSubmission', () => {
  it('reports the cross-field violations together with the basic errors, not after they are fixed', () => {
    expect(
      codes({
        game: 'minibaccarat',
        options: { decks: 5, tieOdds: '7 to 1', dragon7Insurance: true, panda8: true },
      }),
    ).toEqual([
      'options unknown_option',
      'options.decks invalid_option',
      'options.dragon7Insurance dragon_7_insurance_requires_ez',
      'options.tieOdds tie_odds_below_minimum',
    ]);
  });

  it('leaves out a cross-field check on a field whose own value is wrong', () => {
    // tieOdds does not parse: the tie-odds floor is not judged against the default in its place.
    expect(codes({ game: 'minibaccarat', options: { tieOdds: 'eight', dragon7Insurance: true } })).toEqual([
      'options.dragon7Insurance dragon_7_insurance_requires_ez',
      'options.tieOdds invalid_option',
    ]);
  });

  it('a document that is valid but for its cross-field rules, and a valid one', () => {
    expect(codes({ game: 'minibaccarat', options: { tieOdds: '7 to 1' } })).toEqual([
      'options.tieOdds tie_odds_below_minimum',
    ]);
    expect(validateRulesSubmission(GAMES, { game: 'minibaccarat', options: { decks: 6 } }).ok).toBe(true);
  });
});
