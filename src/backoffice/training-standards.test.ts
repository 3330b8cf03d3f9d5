import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry.js';
import {
  GAME_TYPE_BY_CHAPTER,
  MINIMUM_HOURS,
  trainingRecord,
  type HoursEntry,
} from './training-standards.js';

const chapterOf = (g: string): string | undefined => GAMES.get(g)?.chapter;
const hours = (trainee: string, game: string, h: number, day: string): HoursEntry => ({
  trainee,
  game,
  minutes: h * 60,
  day,
});

describe('58 Pa. Code 611a training standards', () => {
  it.each([
    ['card', 100, 60],
    ['dice', 160, 120],
    ['nonbanked-poker', 80, 60],
    ['roulette', 80, 30],
    ['pai-gow-tiles', 160, 120],
    ['sic-bo-big-6', 30, 15],
  ])('§ 611a.2(a)(1), (b)(1): %s needs %i hours first, %i hours as an added type', (type, first, added) => {
    const row = MINIMUM_HOURS.find((r) => r.type === type);
    expect(row).toMatchObject({ initialHours: first, additionalHours: added });
  });

  it('every game Felt deals has a training game type', () => {
    for (const g of GAMES.values()) expect(GAME_TYPE_BY_CHAPTER[g.chapter], g.id).toBeDefined();
  });

  it('a first course needs the § 611a.2(a) hours, and dealing needs the § 611a.5(a) table test passed', () => {
    // § 611a.2(a)(1): 80 of the card course's 100 hours are Blackjack.
    const log = [hours('Ann', 'blackjack', 80, '2026-01-05'), hours('Ann', 'asia-poker', 19, '2026-01-20')];
    const r1 = trainingRecord('Ann', log, [], chapterOf);
    expect(r1.types).toEqual([
      expect.objectContaining({
        type: 'card',
        minutes: 99 * 60,
        requiredHours: 100,
        basis: 'initial',
        complete: false,
      }),
    ]);
    expect(r1.types[0]?.citation).toBe('§ 611a.2(a)(1)');
    const more = [...log, hours('Ann', 'minibaccarat', 1, '2026-02-01')];
    const test = { trainee: 'Ann', game: 'minibaccarat', supervisor: 'Pam', at: '2026-02-02T10:00:00Z' };
    const failed = trainingRecord('Ann', more, [{ ...test, result: 'fail' }], chapterOf);
    expect(failed.types[0]?.complete).toBe(true);
    expect(failed.games.find((g) => g.game === 'minibaccarat')?.mayDeal).toBe(false);
    const passed = trainingRecord(
      'Ann',
      more,
      [
        { ...test, result: 'fail' },
        { ...test, result: 'pass', at: '2026-02-03T10:00:00Z' },
      ],
      chapterOf,
    );
    expect(passed.games.find((g) => g.game === 'minibaccarat')).toMatchObject({
      mayDeal: true,
      minutes: 60,
    });
    // Hours complete for the type, but no table test on Asia Poker yet: not to be dealt.
    expect(passed.games.find((g) => g.game === 'asia-poker')?.mayDeal).toBe(false);
  });

  it('a dealer trained on cards adds dice with the § 611a.2(b) hours, not the first-course hours', () => {
    const log = [
      hours('Bo', 'blackjack', 80, '2026-01-05'),
      hours('Bo', 'minibaccarat', 20, '2026-01-05'),
      hours('Bo', 'craps', 119, '2026-03-01'),
      hours('Bo', 'someone-else', 500, '2026-03-01'),
      hours('Cy', 'craps', 500, '2026-03-01'),
    ];
    const r = trainingRecord('Bo', log, [], chapterOf);
    expect(r.types.find((t) => t.type === 'dice')).toMatchObject({
      requiredHours: 120,
      basis: 'additional',
      complete: false,
      citation: '§ 611a.2(b)(1)',
    });
    expect(r.types.find((t) => t.type === 'card')).toMatchObject({ basis: 'initial', complete: true });
  });

  it('§ 611a.2(a)(1): 100 card hours without 80 in Blackjack do not complete the course; Blackjack hours count', () => {
    const log = [
      hours('Ann', 'minibaccarat', 60, '2026-01-05'),
      hours('Ann', 'asia-poker', 39, '2026-01-20'),
      hours('Ann', 'minibaccarat', 1, '2026-02-01'),
    ];
    const none = trainingRecord('Ann', log, [], chapterOf);
    expect(none.types[0]).toMatchObject({ type: 'card', minutes: 100 * 60, complete: false });
    // Blackjack is a training game whether or not the engine registry deals it yet.
    const bj = trainingRecord('Ann', [...log, hours('Ann', 'blackjack', 79, '2026-02-02')], [], chapterOf);
    expect(bj.types[0]).toMatchObject({
      complete: false,
      blackjackMinutes: 79 * 60,
      requiredBlackjackHours: 80,
    });
    expect(bj.games.find((g) => g.game === 'blackjack')?.type).toBe('card');
    const done = trainingRecord('Ann', [...log, hours('Ann', 'blackjack', 80, '2026-02-02')], [], chapterOf);
    expect(done.types[0]).toMatchObject({ complete: true, completedOn: '2026-02-02' });
  });

  it('§ 611a.2(a)(1): the minimum hours fall within the N-week period (5 weeks for cards)', () => {
    const log = [hours('Cy', 'blackjack', 80, '2026-01-05'), hours('Cy', 'minibaccarat', 20, '2026-02-09')];
    // 2026-01-05 to 2026-02-09 is 36 days: outside every 5-week period.
    expect(trainingRecord('Cy', log, [], chapterOf).types[0]).toMatchObject({ complete: false, weeks: 5 });
    const inTime = [
      hours('Cy', 'blackjack', 80, '2026-01-05'),
      hours('Cy', 'minibaccarat', 20, '2026-02-08'),
    ];
    expect(trainingRecord('Cy', inTime, [], chapterOf).types[0]).toMatchObject({ complete: true });
  });

  it('§ 611a.2(b) (ruling R34): hours logged before the first course was completed do not count toward a second type', () => {
    const log = [
      hours('Di', 'craps', 120, '2026-01-02'),
      hours('Di', 'blackjack', 80, '2026-01-05'),
      hours('Di', 'minibaccarat', 20, '2026-01-05'),
    ];
    const r = trainingRecord('Di', log, [], chapterOf);
    expect(r.types.find((t) => t.type === 'card')).toMatchObject({
      complete: true,
      completedOn: '2026-01-05',
    });
    expect(r.types.find((t) => t.type === 'dice')).toMatchObject({ complete: false });
    const later = trainingRecord('Di', [...log, hours('Di', 'craps', 120, '2026-03-01')], [], chapterOf);
    expect(later.types.find((t) => t.type === 'dice')).toMatchObject({
      basis: 'additional',
      minutes: 120 * 60,
      complete: true,
      citation: '§ 611a.2(b)(1)',
    });
  });
});
