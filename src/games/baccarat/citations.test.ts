/** Citations that name the clause deciding each step, in each chapter's own numbering. */
import { describe, expect, it } from 'vitest';
import { optionDocs } from '../../engine/rules-submission.js';
import { baccarat } from './index.js';
import { dealer, eachGame, must, seat, stackedTable } from './fixtures/stacked.js';

describe('citations (issue 16)', () => {
  it('a curator passing the shoe cites 631a.14 (a) and (b); there is no 631a.14(c)', () => {
    const t = stackedTable(baccarat, {}, '', { seats: [10, 12] });
    must(t.submit(seat(10), { type: 'accept-shoe' }));
    expect(must(t.submit(seat(10), { type: 'pass-shoe' }))).toEqual([
      { type: 'shoe-offered', order: [12], citation: '§ 631a.14(b)' },
    ]);
  });

  it.each([
    [{}, '§ 631a.9(e)'],
    // The 2013 House Money proposal inserts its settlement as 631a.9(e) and makes relinquishment (f).
    [{ houseMoney: { offered: true } }, '§ 631a.9(f)'],
  ])(
    'a relinquished squeeze at Baccarat %j cites %s (the final form letters it (e))',
    (options, citation) => {
      const t = stackedTable(baccarat, { dealing: 'squeeze', ...options }, 'Kh 4c Qh 5c', {
        seats: [10, 12],
      });
      must(t.submit(seat(10), { type: 'accept-shoe', designateDealer: true }));
      must(t.submit(seat(10), { type: 'place-wager', kind: 'player', amount: 2000 }));
      must(t.apply(dealer, { type: 'no-more-bets' }));
      must(t.apply(dealer, { type: 'deal' }));
      expect(must(t.submit(seat(10), { type: 'relinquish', hand: 'player' }))).toMatchObject([
        { type: 'squeeze-passed', citation },
      ]);
      expect(t.submit(seat(12), { type: 'require-relinquish', hand: 'player' })).toMatchObject({
        ok: false,
        error: { code: 'not_permitted', citation },
      });
    },
  );

  it.each(eachGame('§ 627a.8(d)(1)(i)', '§ 629a.8(c)(3)(i)(A)', '§ 631a.9(e)(1)(i)'))(
    '%s: the House Money portion option cites the clause allowing a portion',
    (_id, game, citation) => {
      expect(optionDocs(game).find((r) => r.path === 'houseMoney.addPortionPercent')?.citation).toBe(
        citation,
      );
    },
  );
});
