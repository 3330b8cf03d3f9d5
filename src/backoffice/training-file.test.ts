import { describe, expect, it } from 'vitest';
import { unresolved } from '../regulation/sections.js';
import { addDays } from './common.js';
import type { StaffAccount } from './people.js';
import { personnelFile } from './personnel-file.js';
import {
  courses,
  eligibility,
  experiencedOn,
  isoWeek,
  NO_RECORDS,
  sameTypeProblem,
  type LiveHours,
  type SameTypeTraining,
  type TableTest,
  type TrainingHours,
  type TrainingRecords,
} from './training-file.js';
import { ADDITIONAL, CURRICULUM, trainingGame, TRAINING_GAMES, typeOfGame } from './training-rules.js';

const dealer: StaffAccount = {
  id: 'dex',
  name: 'Dex Dealer',
  position: 'dealer',
  credential: 'D-1001',
  active: true,
};

/** `hours` of instruction on `game` from `day`, 8 a day. */
function hours(game: string, total: number, day: string): TrainingHours[] {
  const out: TrainingHours[] = [];
  for (let left = total, d = day; left > 0; left -= 8, d = addDays(d, 1))
    out.push({
      id: `${game}-${d}`,
      version: 1,
      trainee: 'dex',
      game,
      day: d,
      minutes: Math.min(8, left) * 60,
      instructor: 'fran',
      provider: 'certificate-holder',
      notes: '',
      at: 0,
    });
  return out;
}
const test = (game: string, day: string, result: 'pass' | 'fail' = 'pass'): TableTest => ({
  id: `t-${game}-${day}`,
  version: 1,
  trainee: 'dex',
  game,
  result,
  examiner: 'pam',
  examinerPosition: 'pit-manager',
  day,
  at: Date.parse(`${day}T12:00:00Z`),
  notes: '',
});
const live = (minutes: number, day: string): LiveHours => ({
  id: `live-${day}`,
  version: 1,
  dealer: 'dex',
  day,
  minutes,
  table: 'T1',
  recordedBy: 'fran',
});
const records = (r: Partial<TrainingRecords>): TrainingRecords => ({ ...NO_RECORDS, ...r });

describe('§ 611a.2 rows as data', () => {
  it.each(CURRICULUM.map((r) => [r.citation, r.row, r.hours, r.weeks] as const))(
    '%s: %s is %i hours over %i weeks',
    (citation, row, h, w) => {
      const expected = {
        card: [100, 5],
        dice: [160, 6],
        'nonbanked-poker': [80, 4],
        roulette: [80, 4],
        'pai-gow-tiles': [160, 6],
        'sic-bo-big-6': [30, 2],
      }[row];
      expect([h, w]).toEqual(expected);
      expect(unresolved(citation)).toEqual([]);
    },
  );
  it.each(ADDITIONAL.map((r) => [r.citation, r.type, r.hours, r.weeks] as const))(
    '%s: %s as a different game type is %i hours over %i weeks',
    (_c, type, h, w) => {
      const expected = {
        card: [60, 3],
        dice: [120, 5],
        roulette: [30, 2],
        'pai-gow-tiles': [120, 5],
        'sic-bo-big-6': [15, 1],
      }[type];
      expect([h, w]).toEqual(expected);
    },
  );
  it('§ 611a.2(a)(1): only Blackjack (ch. 633a) hours count toward the 80 (ruling R35); every game has a type', () => {
    expect(TRAINING_GAMES.filter((g) => g.blackjack).map((g) => g.id)).toEqual(['blackjack']);
    for (const id of ['blackjack', 'double-attack-blackjack', 'spanish-21', 'poker'])
      expect(typeOfGame(trainingGame(id)!)).toBe('card');
    expect(trainingGame('poker')?.row).toBe('nonbanked-poker');
    expect(trainingGame('sic-bo')?.row).toBe('sic-bo-big-6');
  });
});

describe('§ 611a.2(d): an experienced dealer on another game of the same type', () => {
  // A Nonbanked Poker course: trained in the card type (spec ruling C-AMB-1), but not in Blackjack's row.
  const poker = hours('poker', 80, '2026-01-05');
  const program = {
    id: 'prog-1',
    version: 1,
    reference: 'TP-2026-1',
    submittedOn: '2025-12-01',
    sameType: [{ type: 'card' as const, mechanism: 'classroom and dead-game practice', hours: 16 }],
    recordedBy: 'cara',
  };
  const d: SameTypeTraining = {
    id: 'd-1',
    version: 1,
    trainee: 'dex',
    game: 'spanish-21',
    program: 'prog-1',
    mechanism: 'classroom and dead-game practice',
    minutes: 16 * 60,
    completedOn: '2026-03-01',
    recordedBy: 'fran',
  };

  it('§ 611a.2(d): experienced means a first course and 120 hours on the live floor', () => {
    const r = records({ hours: poker, live: [live(119 * 60, '2026-02-01')] });
    expect(experiencedOn('dex', r, trainingGame, '2026-03-01')).toBe(false);
    const more = records({ hours: poker, live: [live(119 * 60, '2026-02-01'), live(60, '2026-02-02')] });
    expect(experiencedOn('dex', more, trainingGame, '2026-03-01')).toBe(true);
    expect(experiencedOn('dex', more, trainingGame, '2026-02-01')).toBe(false);
  });

  it('§ 611a.2(d): the training follows the § 611a.4 program amount, then a table test on the new game', () => {
    const base = { hours: poker, live: [live(120 * 60, '2026-02-01')], programs: [program] };
    expect(sameTypeProblem({ ...d, minutes: 15 * 60 }, records(base), trainingGame)).toMatch(/16 hours/);
    expect(sameTypeProblem({ ...d, program: 'none' }, records(base), trainingGame)).toMatch(/611a\.4/);
    expect(sameTypeProblem(d, records({ ...base, live: [] }), trainingGame)).toMatch(/experienced/);
    expect(sameTypeProblem({ ...d, game: 'craps' }, records(base), trainingGame)).toMatch(/not trained/);
    expect(sameTypeProblem(d, records(base), trainingGame)).toBeUndefined();
    const spanish = trainingGame('spanish-21')!;
    expect(eligibility('dex', spanish, records({ ...base, sameType: [d] }), trainingGame)).toMatchObject({
      mayDeal: false,
      coveredBy: { route: 'same-type', since: '2026-03-01' },
      missing: [{ citation: '§ 611a.5(a)' }],
    });
    // A test before the (d) training does not count; one after it does.
    const early = records({ ...base, sameType: [d], tests: [test('spanish-21', '2026-02-20')] });
    expect(eligibility('dex', spanish, early, trainingGame).mayDeal).toBe(false);
    const after = records({ ...base, sameType: [d], tests: [test('spanish-21', '2026-03-02')] });
    expect(eligibility('dex', spanish, after, trainingGame).mayDeal).toBe(true);
  });

  it('spec ruling C-AMB-2: a game in the completed (a) row needs no (d) training, only its table test', () => {
    const r = records({
      hours: [...hours('blackjack', 80, '2026-01-05'), ...hours('baccarat', 20, '2026-01-15')],
    });
    const tcp = trainingGame('three-card-poker')!;
    expect(eligibility('dex', tcp, r, trainingGame).missing).toEqual([
      {
        what: 'a table test on Three Card Poker passed before a pit manager or higher',
        citation: '§ 611a.5(a)',
      },
    ]);
    // Nonbanked Poker is the same type but another row: the (d) route, as an experienced dealer.
    expect(eligibility('dex', trainingGame('poker')!, r, trainingGame).missing[0]?.citation).toBe(
      '§ 611a.2(d)',
    );
  });

  it('§ 611a.5(a): a failed test, or one before an examiner below pit manager, does not let him deal', () => {
    const r = (t: TableTest) => records({ hours: hours('craps', 160, '2026-01-05'), tests: [t] });
    const craps = trainingGame('craps')!;
    expect(eligibility('dex', craps, r(test('craps', '2026-03-01', 'fail')), trainingGame).mayDeal).toBe(
      false,
    );
    expect(
      eligibility(
        'dex',
        craps,
        r({ ...test('craps', '2026-03-01'), examinerPosition: 'floorperson' }),
        trainingGame,
      ).mayDeal,
    ).toBe(false);
    expect(
      eligibility('dex', craps, r({ ...test('craps', '2026-03-01'), examiner: 'dex' }), trainingGame).mayDeal,
    ).toBe(false);
    expect(eligibility('dex', craps, r(test('craps', '2026-03-01')), trainingGame).mayDeal).toBe(true);
  });
});

describe('§ 611a.5(b): the personnel file', () => {
  it('lists items (1) to (5) with their citations, the hours by type and week, and each game', () => {
    const r = records({
      hours: [...hours('poker', 80, '2026-01-05'), ...hours('craps', 120, '2026-02-02')],
      tests: [test('poker', '2026-01-20'), test('craps', '2026-02-20'), test('blackjack', '2026-04-02')],
      live: [live(120 * 60, '2026-03-01')],
      programs: [
        {
          id: 'prog-1',
          version: 1,
          reference: 'TP-1',
          submittedOn: '2025-12-01',
          sameType: [{ type: 'card', mechanism: 'classroom', hours: 20 }],
          recordedBy: 'cara',
        },
      ],
      completions: [
        {
          id: 'c-1',
          version: 1,
          trainee: 'dex',
          program: 'TG-611a.3 orientation',
          completedOn: '2026-01-02',
          recordedBy: 'fran',
        },
      ],
      sameType: [
        {
          id: 'd-1',
          version: 1,
          trainee: 'dex',
          game: 'blackjack',
          program: 'prog-1',
          mechanism: 'classroom',
          minutes: 20 * 60,
          completedOn: '2026-04-01',
          recordedBy: 'fran',
        },
      ],
    });
    const file = personnelFile(dealer, r, (id) => ({ pam: 'Pam Pit' })[id] ?? id);
    expect(file.items.map((i) => [i.item, i.citation])).toEqual([
      [1, '§ 611a.5(b)(1)'],
      [2, '§ 611a.5(b)(2)'],
      [3, '§ 611a.5(b)(3)'],
      [3, '§ 611a.5(b)(3)'],
      [3, '§ 611a.5(b)(3)'],
      [4, '§ 611a.5(b)(4)'],
      [5, '§ 611a.5(b)(5)'],
    ]);
    expect(file.items[2]?.what).toContain('Pam Pit');
    expect(file.games.map((g) => [g.game, g.mayDeal])).toEqual([
      ['blackjack', true],
      ['poker', true],
      ['craps', true],
    ]);
    expect(file.weeks[0]).toEqual({ week: '2026-W02', type: 'card', minutes: 56 * 60, blackjackMinutes: 0 });
    expect(file.liveMinutes).toBe(120 * 60);
    expect(courses('dex', r, trainingGame).map((c) => [c.basis, c.row, c.completedOn])).toEqual([
      ['initial', 'dice', undefined],
      ['initial', 'nonbanked-poker', '2026-01-14'],
      ['additional', 'dice', '2026-02-16'],
    ]);
  });

  it.each([
    ['2026-01-01', '2026-W01'],
    ['2026-01-05', '2026-W02'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('ISO week of %s is %s', (day, week) => expect(isoWeek(day)).toBe(week));
});
