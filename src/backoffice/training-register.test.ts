import { describe, expect, it } from 'vitest';
import { addDays, dayStart } from './common.js';
import type { Actor } from './events.js';
import type { Position, StaffAccount } from './people.js';
import { commit, MemoryRepository } from './records.js';
import { NO_RECORDS, type TrainingRecords } from './training-file.js';
import {
  loadTraining,
  recordDurationApproval,
  recordHours,
  recordTableTest,
  type TrainingRepositories,
} from './training-register.js';

const account = (id: string, position: Position, extra: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  name: id.toUpperCase(),
  position,
  credential: `PGCB-${id}`,
  active: true,
  ...extra,
});
const ann = account('ann', 'dealer');
const fran = account('fran', 'floorperson');
const pam = account('pam', 'pit-manager');
const cara = account('cara', 'compliance');
const at = (day: string, hour = 12): Actor['at'] => dayStart(day) + hour * 3_600_000;
const by = (a: StaffAccount, day = '2026-03-01'): Actor => ({ account: a.id, at: at(day) });

function repos(): TrainingRepositories {
  return {
    trainingHours: new MemoryRepository(true),
    tableTests: new MemoryRepository(true),
    liveHours: new MemoryRepository(true),
    durationApprovals: new MemoryRepository(true),
    trainingPrograms: new MemoryRepository(true),
    programCompletions: new MemoryRepository(true),
    sameTypeTraining: new MemoryRepository(true),
  };
}

/** Logs hours through the register, as the server would, 8 hours a day from the day given. */
async function logged(
  entries: readonly [game: string, hours: number, day: string][],
): Promise<TrainingRecords> {
  const store = repos();
  let n = 0;
  for (const [game, h, from] of entries)
    for (let left = h, day = from; left > 0; left -= 8, day = addDays(day, 1)) {
      const r = recordHours(
        await loadTraining(store),
        ann,
        fran,
        { id: `h${(n += 1)}`, game, day, minutes: Math.min(8, left) * 60, provider: 'certificate-holder' },
        by(fran),
      );
      if (!r.ok) throw new Error(r.error.message);
      await commit(store, r.value);
    }
  return loadTraining(store);
}

const CARD_COURSE: readonly [string, number, string][] = [
  ['blackjack', 80, '2026-01-05'],
  ['minibaccarat', 20, '2026-01-06'],
];

describe('recording hours (§ 611a.2, § 611a.5(b))', () => {
  it.each([
    ['§ 611a.5(b)(1): a trainee without an account', undefined, fran, 'blackjack', 'trainee_not_an_account'],
    [
      '§ 611a.5(b)(1): an inactive trainee',
      { ...ann, active: false },
      fran,
      'blackjack',
      'trainee_not_an_account',
    ],
    [
      '§ 611a.5(b)(1): a finance clerk is no trainee',
      account('fin', 'finance-clerk'),
      fran,
      'blackjack',
      'trainee_not_an_account',
    ],
    ['§ 611a.5(b): a dealer logs no hours', ann, account('dex', 'dealer'), 'blackjack', 'not_authorised'],
    ['§ 611a.2(a)(1): an unknown game', ann, fran, 'no-such-game', 'unknown_game'],
  ] as const)('%s is refused (%s)', (_name, trainee, instructor, game, code) => {
    const r = recordHours(
      NO_RECORDS,
      trainee,
      instructor,
      { id: 'h', game, day: '2026-01-05', minutes: 60, provider: 'certificate-holder' },
      by(instructor),
    );
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('§ 611a.2(a)(1): Blackjack hours are recorded, with their event for the audit log', () => {
    const r = recordHours(
      NO_RECORDS,
      ann,
      fran,
      { id: 'h1', game: 'blackjack', day: '2026-01-05', minutes: 480, provider: 'gaming-school' },
      by(fran),
    );
    expect(r.ok && r.value.events[0]).toMatchObject({
      type: 'training-hours.recorded',
      record: 'trainingHours',
      id: 'h1',
      actor: 'fran',
      data: { trainee: 'ann', game: 'blackjack', minutes: 480, instructor: 'fran' },
    });
  });

  it('§ 611a.2(a)(1): no more than 24 hours a day, and no day that has not happened', async () => {
    const r = await logged([['blackjack', 20, '2026-01-05']]);
    const more = recordHours(
      r,
      ann,
      fran,
      { id: 'h9', game: 'blackjack', day: '2026-01-05', minutes: 17 * 60, provider: 'certificate-holder' },
      by(fran),
    );
    expect(more.ok ? 'ok' : more.error.code).toBe('more_than_a_day');
    const future = recordHours(
      r,
      ann,
      fran,
      { id: 'h9', game: 'blackjack', day: '2026-03-02', minutes: 60, provider: 'certificate-holder' },
      by(fran),
    );
    expect(future.ok ? 'ok' : future.error.code).toBe('bad_day');
  });
});

describe('recording table tests (§ 611a.5(a))', () => {
  const test = (
    r: TrainingRecords,
    examiner: StaffAccount,
    actor = examiner,
    trainee: StaffAccount | undefined = ann,
  ) => recordTableTest(r, trainee, examiner, { id: 't1', game: 'minibaccarat', result: 'pass' }, by(actor));

  it.each([
    ['a floorperson', fran, 'examiner_below_pit_manager'],
    ['a dealer', account('dex', 'dealer'), 'examiner_below_pit_manager'],
    ['a finance supervisor', account('fs', 'finance-supervisor'), 'examiner_below_pit_manager'],
    ['an inactive pit manager', { ...pam, active: false }, 'examiner_below_pit_manager'],
  ] as const)('§ 611a.5(a): %s is no examiner, whatever title is claimed', async (_n, examiner, code) => {
    const r = await logged(CARD_COURSE);
    const out = test(r, examiner);
    expect(out.ok ? 'ok' : out.error).toMatchObject({ code, citation: '§ 611a.5(a)' });
  });

  it('§ 611a.5(a): the examiner records the test from his own account; the level comes from it', async () => {
    const r = await logged(CARD_COURSE);
    // A floorperson cannot record a test naming a pit manager as the examiner.
    const named = test(r, pam, fran);
    expect(named.ok ? 'ok' : named.error.code).toBe('not_authorised');
    const good = test(r, pam);
    expect(good.ok && good.value.events[0]?.data).toMatchObject({
      trainee: 'ann',
      examiner: 'pam',
      examinerPosition: 'pit-manager',
      day: '2026-03-01',
    });
  });

  it('§ 611a.5(a): the examiner and the trainee are different people', async () => {
    const self = account('ann', 'pit-manager');
    const r = await logged(CARD_COURSE);
    const out = test(r, self, self, self);
    expect(out.ok ? 'ok' : out.error).toMatchObject({ code: 'examiner_is_trainee', citation: '§ 611a.5(a)' });
  });

  it('§ 611a.2(a)(1): no table test before the training that covers the game (0 hours, then 99)', async () => {
    const none = test(NO_RECORDS, pam);
    expect(none.ok ? 'ok' : none.error).toMatchObject({
      code: 'table_test_before_training',
      citation: '§ 611a.2(a)(1)',
    });
    const short = test(
      await logged([
        ['blackjack', 80, '2026-01-05'],
        ['minibaccarat', 19, '2026-01-06'],
      ]),
      pam,
    );
    expect(short.ok ? 'ok' : short.error.code).toBe('table_test_before_training');
    expect(test(await logged(CARD_COURSE), pam).ok).toBe(true);
  });

  it('§ 611a.2(b): a test on a game of another type waits for the (b) hours', async () => {
    const r = await logged([...CARD_COURSE, ['craps', 119, '2026-02-01']]);
    const out = recordTableTest(r, ann, pam, { id: 't2', game: 'craps', result: 'pass' }, by(pam));
    expect(out.ok ? 'ok' : out.error).toMatchObject({
      code: 'table_test_before_training',
      citation: '§ 611a.2(b)(1)',
    });
  });
});

describe('§ 611a.2(c): an Executive Director approval of another duration', () => {
  const approval = {
    id: 'ed-1',
    basis: 'initial' as const,
    row: 'card' as const,
    weeks: 8,
    approvedOn: '2026-01-01',
    reference: 'ED-2026-014',
    description: 'evenings only: 12.5 hours a week over 8 weeks',
  };

  it('is recorded by compliance with its reference, and lets the hours fall within the approved weeks', async () => {
    expect(recordDurationApproval(NO_RECORDS, fran, approval, by(fran)).ok).toBe(false);
    expect(recordDurationApproval(NO_RECORDS, cara, { ...approval, reference: ' ' }, by(cara)).ok).toBe(
      false,
    );
    expect(
      recordDurationApproval(
        NO_RECORDS,
        cara,
        { ...approval, row: 'dice', basis: 'additional', weeks: 0 },
        by(cara),
      ).ok,
    ).toBe(false);
    const store = repos();
    const hours = await logged([
      ['blackjack', 40, '2026-01-05'],
      ['blackjack', 40, '2026-02-02'],
      ['minibaccarat', 20, '2026-02-23'],
    ]);
    for (const h of hours.hours) await store.trainingHours.insert(h);
    // Seven weeks: outside five, so no test yet.
    expect(
      recordTableTest(
        await loadTraining(store),
        ann,
        pam,
        { id: 't', game: 'blackjack', result: 'pass' },
        by(pam),
      ).ok,
    ).toBe(false);
    const ok = recordDurationApproval(await loadTraining(store), cara, approval, by(cara));
    expect(ok.ok && ok.value.events[0]).toMatchObject({
      type: 'duration-approval.recorded',
      citation: '§ 611a.2(c)',
    });
    if (ok.ok) await commit(store, ok.value);
    expect(
      recordTableTest(
        await loadTraining(store),
        ann,
        pam,
        { id: 't', game: 'blackjack', result: 'pass' },
        by(pam),
      ).ok,
    ).toBe(true);
  });
});
