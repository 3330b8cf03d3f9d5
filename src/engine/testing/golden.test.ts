import { describe, expect, it } from 'vitest';
import { compareTranscripts } from './golden.js';

const line = (x: unknown) => JSON.stringify(x);

describe('the golden projection takes out only what the kernel adds on purpose', () => {
  const recorded = line({
    t: 'entry',
    events: [{ type: 'wager-placed', seat: 2, kind: 'ante', amount: 500, area: 3 }],
  });
  it('accepts transfers and a spot naming the same area', () => {
    const actual = line({
      t: 'entry',
      events: [
        { type: 'wager-placed', seat: 2, spot: '3', kind: 'ante', amount: 500, area: 3, transfers: [] },
      ],
    });
    const r = compareTranscripts(actual, recorded);
    expect(r.actual).toEqual(r.recorded);
  });
  it('still fails on a changed amount, another area or an unknown new field', () => {
    for (const ev of [
      { type: 'wager-placed', seat: 2, kind: 'ante', amount: 501, area: 3 },
      { type: 'wager-placed', seat: 2, spot: '4', kind: 'ante', amount: 500, area: 3 },
      { type: 'wager-placed', seat: 2, kind: 'ante', amount: 500, area: 3, extra: 1 },
    ]) {
      const r = compareTranscripts(line({ t: 'entry', events: [ev] }), recorded);
      expect(r.actual).not.toEqual(r.recorded);
    }
  });
  it('view top level: kind and limits are new; a wager view’s own-seat spot is the same fact', () => {
    const rec = line({
      t: 'final',
      views: { compliance: { game: 'x', wagers: [{ seat: 1, kind: 'a', amount: 5 }] } },
    });
    const act = line({
      t: 'final',
      views: {
        compliance: {
          game: 'x',
          kind: 'banked',
          limits: {},
          wagers: [{ seat: 1, spot: '1', kind: 'a', amount: 5 }],
        },
      },
    });
    const r = compareTranscripts(act, rec);
    expect(r.actual).toEqual(r.recorded);
  });
});
