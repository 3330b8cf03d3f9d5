/**
 * The back-office routes for the GSP mailing path (§ 603a.20(q); temporary § 525.21(q)) and for the
 * training register's entries beyond hours and table tests (§§ 611a.2(c), (d), 611a.4, 611a.5(b)(2)):
 * each gated by the account's role, then by its position, refused with its code, citation and field,
 * and written to the audit log.
 */
import { describe, expect, it } from 'vitest';
import type { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

const s = useServer('felt-bo-mail-', { loginRateLimitMax: 500 });
const DAY_MS = 86_400_000;
const dayAgo = (n: number): string => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const today = dayAgo(0);

interface Refusal {
  code: string;
  message: string;
  citation?: string;
  field?: string;
}
interface Audit {
  check: { ok: boolean };
  entries: { event: { type: string; actor: string; citation?: string } }[];
}

async function staff(username: string, role: string, position: string): Promise<FeltClient> {
  const admin = await s.admin();
  const c = await s.as(username, role);
  const r = await admin.http('PUT', `/api/backoffice/staff/${username}`, {
    name: username.toUpperCase(),
    position,
    credential: `PGCB-${username.toUpperCase()}`,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return c;
}

const post = (c: FeltClient, path: string, body: unknown) =>
  c.http<Refusal>('POST', `/api/backoffice/${path}`, body);
const ok = async (c: FeltClient, path: string, body: unknown): Promise<void> => {
  const r = await post(c, path, body);
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
};
const audited = async (cara: FeltClient, type: string): Promise<Audit['entries']> => {
  const a = await cara.http<Audit>('GET', '/api/backoffice/audit');
  expect(a.body.check.ok).toBe(true);
  return a.body.entries.filter((e) => e.event.type === type);
};

describe('GSP mailing with the exclusion screen', () => {
  it('a list is prepared with excluded patrons withheld, screened again when sent, and listed', async () => {
    const cara = await staff('cara', 'compliance', 'compliance');
    const mia = await staff('mia', 'marketing', 'marketing-supervisor');
    const mark = await staff('mark', 'marketing', 'marketing-representative');
    const fay = await staff('fay', 'finance', 'finance-supervisor');
    const approval = { reference: 'BCC-9', approvedOn: '2025-12-01' };
    const program = {
      id: 'program',
      profile: 'TEMP_525',
      holder: 'Felt Casino',
      internalControls: approval,
      financeStorage: { ...approval, location: 'cage' },
      marketingStorage: { ...approval, location: 'safe' },
    };
    await ok(cara, 'coupons/program', program);
    await ok(cara, 'coupons/designs', {
      id: 'ML25',
      name: '$25 mailed Match Play',
      holderNameOrLogo: 'Felt Casino',
      denomination: 2500,
      valueVisibleToSurveillance: true,
      serialPrefix: 'ML',
      serialDigits: 6,
      restrictions: { games: ['craps'] },
      expirationStatement: 'Expires on the date printed',
      chipPlacementArea: true,
      machineReadable: 'bar-code',
      terms: { payout: 'wager-odds', pushRides: false },
    });
    await ok(cara, 'coupons/designs/approve', {
      design: 'ML25',
      approval: { ...approval, reference: 'BGO-3' },
    });

    const screen = { selfExclusionListAsOf: today, exclusionListAsOf: today };
    const patron = (id: string, flags: { selfExcluded?: boolean; excluded?: boolean } = {}) => ({
      patron: id,
      name: `Patron ${id}`,
      address: `${id} Main St, Pittsburgh PA`,
      selfExcluded: flags.selfExcluded ?? false,
      excluded: flags.excluded ?? false,
    });
    const list = {
      id: 'ML-1',
      design: 'ML25',
      expiresOn: '2099-12-31',
      firstNumber: 1,
      patrons: [
        patron('P1'),
        patron('P2', { selfExcluded: true }),
        patron('P3'),
        patron('P4', { excluded: true }),
      ],
      screen,
    };

    // Finance may not (its role); a marketing representative may not (his position, with the citation).
    expect((await post(fay, 'coupons/mailings', list)).status).toBe(403);
    expect((await post(mark, 'coupons/mailings', list)).body).toMatchObject({
      code: 'not_authorised',
      citation: '§ 603a.20(q)(2)',
    });
    // The internal controls do not provide for GSP mailing yet.
    const notYet = await post(mia, 'coupons/mailings', list);
    expect(notYet.status).toBe(422);
    expect(notYet.body).toMatchObject({ code: 'mailing_not_authorised', citation: '§ 525.21(q)' });
    await ok(cara, 'coupons/program', { ...program, gspMailing: approval });
    // A screen dated in the future is no screen.
    const future = await post(mia, 'coupons/mailings', {
      ...list,
      screen: { ...screen, at: Date.now() + DAY_MS },
    });
    expect(future.body).toMatchObject({ code: 'not_screened', citation: '§ 525.21(q)(7)', field: 'screen' });
    // A body the form's schema refuses never reaches the rules.
    expect((await post(mia, 'coupons/mailings', { ...list, patrons: [] })).status).toBe(400);

    await ok(mia, 'coupons/mailings', list);
    const book = await mia.http<{
      mailings: {
        id: string;
        entries: { patron: string; serial: string }[];
        withheld: { patron: string }[];
      }[];
      coupons: { id: string; status: string }[];
    }>('GET', '/api/backoffice/coupons');
    expect(book.body.mailings).toEqual([
      expect.objectContaining({
        id: 'ML-1',
        entries: [
          expect.objectContaining({ patron: 'P1', serial: 'ML000001' }),
          expect.objectContaining({ patron: 'P3', serial: 'ML000002' }),
        ],
        withheld: [expect.objectContaining({ patron: 'P2' }), expect.objectContaining({ patron: 'P4' })],
      }),
    ]);
    expect(book.body.coupons.map((c) => [c.id, c.status])).toEqual([
      ['ML000001', 'allocated'],
      ['ML000002', 'allocated'],
    ]);

    // Sent: every patron screened again (P3 is on the self-exclusion list since).
    const partial = await post(mia, 'coupons/mailings/send', {
      list: 'ML-1',
      screen,
      rescreen: { P1: { selfExcluded: false, excluded: false } },
    });
    expect(partial.body).toMatchObject({ code: 'not_screened', citation: '§ 525.21(q)(7)', field: 'screen' });
    const rescreen = {
      P1: { selfExcluded: false, excluded: false },
      P3: { selfExcluded: true, excluded: false },
    };
    await ok(mia, 'coupons/mailings/send', { list: 'ML-1', screen, rescreen });
    const again = await post(mia, 'coupons/mailings/send', { list: 'ML-1', screen, rescreen });
    expect(again.body).toMatchObject({ code: 'already_sent', field: 'list' });
    const sent = await fay.http<{ coupons: { id: string; status: string }[] }>(
      'GET',
      '/api/backoffice/coupons',
    );
    expect(sent.body.coupons.map((c) => [c.id, c.status])).toEqual([
      ['ML000001', 'mailed'],
      ['ML000002', 'not-mailed'],
    ]);

    const entries = await audited(cara, 'coupon-mailing.recorded');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.event.actor)).toEqual(['mia', 'mia']);
    expect(entries[0]?.event.citation).toBe('§ 525.21(q)(7)');
  });
});

describe('the training register over HTTP (§ 611a)', () => {
  it('duration approvals, the program, live hours, a completion and same-type training', async () => {
    const cara = await staff('cara2', 'compliance', 'compliance');
    const pam = await staff('pam2', 'floorperson', 'pit-manager');
    const fred = await staff('fred2', 'floorperson', 'floorperson');
    await staff('dale2', 'dealer', 'dealer');

    // § 611a.2(c): compliance records the Executive Director's approval.
    const approval = {
      id: 'EDA-1',
      basis: 'initial',
      row: 'dice',
      weeks: 8,
      approvedOn: dayAgo(30),
      reference: 'ED-2026-4',
      description: 'Evenings only, three nights a week',
    };
    expect((await post(pam, 'training/duration-approvals', approval)).status).toBe(403);
    const badRow = await post(cara, 'training/duration-approvals', {
      ...approval,
      basis: 'additional',
      row: 'nonbanked-poker',
    });
    expect(badRow.status).toBe(422);
    expect(badRow.body).toMatchObject({ code: 'bad_approval', citation: '§ 611a.2(c)' });
    await ok(cara, 'training/duration-approvals', approval);
    expect((await post(cara, 'training/duration-approvals', approval)).body.code).toBe('duplicate_id');

    // § 611a.4: the program, with the (d) mechanism and amount for card games.
    const program = {
      id: 'TP-1',
      reference: 'PROG-2026',
      submittedOn: dayAgo(60),
      sameType: [{ type: 'card', mechanism: 'Classroom and dead-game practice', hours: 10 }],
    };
    expect((await post(fred, 'training/programs', program)).status).toBe(403);
    const blank = await post(cara, 'training/programs', {
      ...program,
      sameType: [{ ...program.sameType[0], mechanism: '   ' }],
    });
    expect(blank.status).toBe(400);
    await ok(cara, 'training/programs', program);

    // § 611a.2(a): Dale's first course, 80 of its 100 hours on Blackjack, within five weeks.
    for (let i = 0; i < 5; i += 1)
      await ok(fred, 'training/hours', {
        id: `H2-${i}`,
        trainee: 'dale2',
        game: i < 4 ? 'blackjack' : 'minibaccarat',
        day: dayAgo(9 - i),
        minutes: 1200,
        provider: 'certificate-holder',
      });

    // § 611a.5(b)(2): the § 611a.3 program, completed (by a supervisor, not on a day to come).
    const completion = { id: 'PC-1', trainee: 'dale2', program: 'PROG-2026', completedOn: today };
    expect((await post(cara, 'training/program-completions', completion)).status).toBe(403);
    const ahead = await post(fred, 'training/program-completions', {
      ...completion,
      completedOn: dayAgo(-2),
    });
    expect(ahead.body).toMatchObject({
      code: 'bad_program',
      citation: '§ 611a.5(b)(2)',
      field: 'completedOn',
    });
    expect(
      (await post(fred, 'training/program-completions', { ...completion, trainee: 'ghost' })).body,
    ).toMatchObject({ code: 'trainee_not_an_account', field: 'trainee' });
    await ok(fred, 'training/program-completions', completion);

    // § 611a.2(d): not yet experienced (no live hours): the same-type training is refused.
    const poker = {
      id: 'ST-1',
      trainee: 'dale2',
      game: 'poker',
      program: 'TP-1',
      mechanism: 'Classroom and dead-game practice',
      minutes: 600,
      completedOn: today,
    };
    const green = await post(fred, 'training/same-type', poker);
    expect(green.status).toBe(422);
    expect(green.body).toMatchObject({
      code: 'same_type_not_allowed',
      citation: '§ 611a.2(d)',
      field: 'game',
    });
    expect(green.body.message).toMatch(/experienced/);

    // Live hours on this holder's floor: the dealer must be an account; then 120 hours.
    const live = (i: number) => ({
      id: `LH-${i}`,
      dealer: 'dale2',
      day: dayAgo(4 - i),
      minutes: 1440,
      table: 'BJ-1',
    });
    expect((await post(fred, 'training/live-hours', { ...live(0), dealer: 'nobody' })).body).toMatchObject({
      code: 'trainee_not_an_account',
      citation: '§ 611a.2(d)',
      field: 'dealer',
    });
    expect((await post(cara, 'training/live-hours', live(0))).status).toBe(403);
    for (let i = 0; i < 5; i += 1) await ok(fred, 'training/live-hours', live(i));

    // Fewer minutes than the program sets, then enough.
    const short = await post(fred, 'training/same-type', { ...poker, minutes: 300 });
    expect(short.body).toMatchObject({ code: 'same_type_not_allowed', citation: '§ 611a.2(d)' });
    expect(short.body.message).toMatch(/10 hours/);
    await ok(fred, 'training/same-type', poker);

    // Listed, and each in the audit log.
    const registers = await pam.http<{
      approvals: { id: string }[];
      programs: { id: string }[];
      live: unknown[];
      completions: { id: string }[];
      sameType: { id: string; recordedBy: string }[];
      hours: unknown[];
    }>('GET', '/api/backoffice/training');
    expect(registers.body.approvals.map((a) => a.id)).toEqual(['EDA-1']);
    expect(registers.body.programs.map((p) => p.id)).toEqual(['TP-1']);
    expect(registers.body.live).toHaveLength(5);
    expect(registers.body.hours).toHaveLength(5);
    expect(registers.body.completions.map((c) => c.id)).toEqual(['PC-1']);
    expect(registers.body.sameType).toEqual([expect.objectContaining({ id: 'ST-1', recordedBy: 'fred2' })]);
    expect((await (await s.as('mo2', 'marketing')).http('GET', '/api/backoffice/training')).status).toBe(403);
    for (const [type, n] of [
      ['duration-approval.recorded', 1],
      ['training-program.recorded', 1],
      ['live-hours.recorded', 5],
      ['program-completion.recorded', 1],
      ['same-type-training.recorded', 1],
    ] as const)
      expect(await audited(cara, type), type).toHaveLength(n);

    // The personnel file shows the (d) training (§ 611a.5(b)(5)).
    const file = await pam.http<{ sections: { title: string; rows: Record<string, string | number>[] }[] }>(
      'GET',
      '/api/backoffice/reports/personnel-file?dealer=dale2',
    );
    expect(JSON.stringify(file.body)).toMatch(/Poker/);
  });

  it('the register is the one source of truth: the old name-based routes are gone', async () => {
    const fran = await staff('fran2', 'floorperson', 'floorperson');
    const hours = { trainee: 'Ann', game: 'blackjack', minutes: 60, day: today };
    expect((await fran.http('POST', '/api/training/hours', hours)).status).toBe(404);
    for (const path of ['/api/training/hours', '/api/training/records', '/api/training/table-tests'])
      expect((await fran.http('GET', path)).status, path).toBe(404);
    // The drills stay.
    expect((await fran.http('POST', '/api/training/drill', { game: 'blackjack' })).status).toBe(200);
  });
});
