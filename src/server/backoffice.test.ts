/**
 * The back office over HTTP: a coupon from receipt to the drop-box count and the day's reconciliation,
 * each role gated twice (its account role, then its position), refusals with their code, citation and
 * field, the floor's staffing shortfalls as a table opens, the personnel file as CSV, and every change
 * in the audit log, whose chain verifies.
 */
import { describe, expect, it } from 'vitest';
import type { FeltClient } from './client.js';
import { seatedPlayer, useServer } from './testing/server.js';

const s = useServer('felt-bo-', { loginRateLimitMax: 500 });
const today = new Date().toISOString().slice(0, 10);

interface Refusal {
  code: string;
  message: string;
  citation?: string;
  field?: string;
}

async function staff(
  admin: FeltClient,
  username: string,
  role: string,
  position: string,
  name: string,
): Promise<FeltClient> {
  const c = await s.as(username, role);
  const r = await admin.http('PUT', `/api/backoffice/staff/${username}`, {
    name,
    position,
    credential: `PGCB-${username.toUpperCase()}`,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return c;
}

const sign = (username: string) => ({ username, password: `${username}-password` });

describe('the back office API', () => {
  it('a coupon from receipt to the drop box and the reconciliation, with every refusal cited', async () => {
    const admin = await s.admin();
    const fay = await staff(admin, 'fay', 'finance', 'finance-supervisor', 'Fay Finance');
    const finn = await staff(admin, 'finn', 'finance', 'finance-clerk', 'Finn Clerk');
    const mia = await staff(admin, 'mia', 'marketing', 'marketing-supervisor', 'Mia Marketing');
    await staff(admin, 'mark', 'marketing', 'marketing-representative', 'Mark Rep');
    const cara = await staff(admin, 'cara', 'compliance', 'compliance', 'Cara Compliance');

    // A position must fit the account's role.
    const wrong = await admin.http<Refusal>('PUT', '/api/backoffice/staff/mark', {
      name: 'Mark',
      position: 'finance-supervisor',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'position_not_of_role', field: 'position' });

    const approval = { reference: 'BCC-77', approvedOn: '2025-12-01' };
    expect(
      (
        await cara.http('POST', '/api/backoffice/coupons/program', {
          id: 'program',
          profile: 'TEMP_525',
          holder: 'Felt Casino',
          internalControls: approval,
          financeStorage: { ...approval, location: 'cage vault' },
          marketingStorage: { ...approval, location: 'marketing safe' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await cara.http('POST', '/api/backoffice/coupons/designs', {
          id: 'MP25',
          name: '$25 Match Play',
          holderNameOrLogo: 'Felt Casino',
          denomination: 2500,
          valueVisibleToSurveillance: true,
          serialPrefix: 'MP',
          serialDigits: 6,
          restrictions: { games: ['craps', 'minibaccarat'] },
          expirationStatement: 'Expires on the date printed',
          chipPlacementArea: true,
          terms: { payout: 'wager-odds', pushRides: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await cara.http('POST', '/api/backoffice/coupons/designs/approve', {
          design: 'MP25',
          approval: { reference: 'BGO-12', approvedOn: '2025-12-15' },
        })
      ).status,
    ).toBe(200);

    const receipt = {
      id: 'R1',
      design: 'MP25',
      source: 'gaming-service-provider',
      from: 101,
      to: 104,
      expiresOn: '2099-12-31',
      invoice: { reference: 'INV-1', quantity: 4, from: 101, to: 104, denomination: 2500 },
      checkers: [sign('finn'), sign('mark')],
    };
    // Marketing may not receive (its role), a finance clerk may not either (his position: the citation).
    expect((await mia.http<Refusal>('POST', '/api/backoffice/coupons/receipts', receipt)).status).toBe(403);
    const clerk = await finn.http<Refusal>('POST', '/api/backoffice/coupons/receipts', receipt);
    expect(clerk.status).toBe(403);
    expect(clerk.body).toMatchObject({ code: 'not_authorised', citation: '§ 603a.20(f)' });
    // A checker who does not sign with his own password.
    const forged = await fay.http<Refusal>('POST', '/api/backoffice/coupons/receipts', {
      ...receipt,
      checkers: [sign('finn'), { username: 'mark', password: 'guess' }],
    });
    expect(forged.body).toMatchObject({ code: 'co_signer_not_authenticated', field: 'checkers.1.password' });
    // The invoice disagrees with the coupons and no deviation is reported.
    const deviates = await fay.http<Refusal>('POST', '/api/backoffice/coupons/receipts', {
      ...receipt,
      invoice: { ...receipt.invoice, quantity: 5, to: 105 },
    });
    expect(deviates.status).toBe(422);
    expect(deviates.body.code).toBe('deviation_not_reported');
    expect(deviates.body.citation).toMatch(/^§ 525\.21\(e\)/);
    expect(deviates.body.field).toBe('deviation');
    expect((await fay.http('POST', '/api/backoffice/coupons/receipts', receipt)).status).toBe(200);
    // The same receipt again: the serials exist.
    expect((await fay.http<Refusal>('POST', '/api/backoffice/coupons/receipts', receipt)).status).toBe(422);

    const ok = async (c: FeltClient, path: string, body: unknown) => {
      const r = await c.http('POST', `/api/backoffice/${path}`, body);
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    };
    await ok(mia, 'coupons/requisitions', {
      id: 'Q1',
      neededFor: today,
      lines: [{ denomination: 2500, quantity: 3 }],
    });
    await ok(fay, 'coupons/requisitions/authorize', { id: 'Q1' });
    await ok(fay, 'coupons/issues', {
      id: 'I1',
      requisition: 'Q1',
      ranges: [{ design: 'MP25', from: 101, to: 103 }],
      receiver: sign('mia'),
    });
    await ok(mia, 'coupons/distribute', { serials: ['MP000101'] });
    // The form must account for every coupon marketing holds: MP000103 is not counted, not explained.
    const form = await mia.http<Refusal>('POST', '/api/backoffice/coupons/daily-forms', {
      id: 'F1',
      day: today,
      counted: ['MP000102'],
    });
    expect(form.body).toMatchObject({ code: 'variation_unexplained', field: 'counted' });
    expect(form.body.citation).toMatch(/^§ 525\.21\(j\)/);
    await ok(mia, 'coupons/daily-forms', { id: 'F1', day: today, counted: ['MP000102', 'MP000103'] });
    await ok(fay, 'coupons/reconciliations', {
      id: 'FR1',
      day: today,
      counted: [],
      signaturesReviewed: true,
    });

    const report = await fay.http<{ header: [string, string][] }>(
      'GET',
      `/api/backoffice/reports/daily-coupon-reconciliation?day=${today}`,
    );
    expect(report.body.header).toContainEqual(['Reconciled', 'balanced']);
    const csv = await fetch(
      `${s.url}/api/backoffice/reports/daily-coupon-reconciliation?day=${today}&format=csv`,
      { headers: { cookie: fay.cookie ?? '' } },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toMatch(/^"Daily Match Play Coupon Reconciliation, /);

    // Marketing reads coupons but not the ledger; the audit log has every change and verifies.
    expect((await mia.http('GET', '/api/backoffice/records/couponLedger')).status).toBe(403);
    expect((await fay.http('GET', '/api/backoffice/records/couponLedger')).status).toBe(200);
    const audit = await cara.http<{
      check: { ok: boolean; entries: number };
      entries: { event: { type: string; actor: string } }[];
    }>('GET', '/api/backoffice/audit');
    expect(audit.body.check.ok).toBe(true);
    expect(audit.body.entries.map((e) => e.event.type)).toEqual(
      expect.arrayContaining([
        'coupon.received',
        'coupon-ledger.recorded',
        'coupon.issued',
        'coupon.distributed',
        'coupon-daily-form.recorded',
        'coupon-finance-reconciliation.recorded',
      ]),
    );
    expect((await fay.http('GET', '/api/backoffice/audit')).status).toBe(403);
  });

  it('the floor: a table opening without its crew or cameras shows each shortfall with its citation', async () => {
    const admin = await s.admin();
    const fred = await staff(admin, 'fred2', 'floorperson', 'floorperson', 'Fred Floor');
    await staff(admin, 'dana2', 'dealer', 'dealer', 'Dana Dealer');
    const before = await fred.http<{ mayOpen: boolean; problems: Refusal[] }>(
      'GET',
      '/api/backoffice/floor/opening?table=MB-9&game=minibaccarat',
    );
    expect(before.body.mayOpen).toBe(false);
    expect(before.body.problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(['no_camera_record', 'dealers_short', 'unsupervised']),
    );
    const t = await admin.http<{ id: string }>('POST', '/api/tables', {
      rules: { game: 'minibaccarat' },
      name: 'MB-9',
      automated: false,
    });
    expect(t.status).toBe(201);
    const floor = await fred.http<{ shortfalls: (Refusal & { table?: string })[] }>(
      'GET',
      '/api/backoffice/floor',
    );
    const mine = floor.body.shortfalls.filter((x) => x.table === 'MB-9');
    expect(mine.map((x) => [x.code, x.citation])).toEqual(
      expect.arrayContaining([
        ['dealers_short', '§ 465a.35(b)(1)'],
        ['unsupervised', '§ 465a.35(c)'],
      ]),
    );
    const signIn = await fred.http<Refusal>('POST', '/api/backoffice/floor/sign-in', {
      id: 'A1',
      username: 'dana2',
      role: 'dealer',
      tables: ['MB-9'],
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const after = await fred.http<{ shortfalls: (Refusal & { table?: string })[] }>(
      'GET',
      '/api/backoffice/floor',
    );
    expect(after.body.shortfalls.filter((x) => x.table === 'MB-9').map((x) => x.code)).not.toContain(
      'dealers_short',
    );
    const shift = await fetch(`${s.url}/api/backoffice/reports/shift-staffing?format=csv`, {
      headers: { cookie: fred.cookie ?? '' },
    });
    expect(await shift.text()).toMatch(/MB-9/);
  });

  it("a dealer reads only his own personnel file; the floor reads anyone's", async () => {
    const admin = await s.admin();
    const dee = await staff(admin, 'dee3', 'dealer', 'dealer', 'Dee Dealer');
    await staff(admin, 'dan3', 'dealer', 'dealer', 'Dan Dealer');
    const pam = await staff(admin, 'pam3', 'floorperson', 'pit-manager', 'Pam Pit');
    const own = await dee.http<{ kind: string; title: string }>(
      'GET',
      '/api/backoffice/reports/personnel-file',
    );
    expect(own.body).toMatchObject({ kind: 'personnel-file' });
    expect(own.body.title).toMatch(/Dee Dealer/);
    expect(
      (await dee.http<Refusal>('GET', '/api/backoffice/reports/personnel-file?dealer=dan3')).body.code,
    ).toBe('not_authorised');
    expect((await pam.http('GET', '/api/backoffice/reports/personnel-file?dealer=dan3')).status).toBe(200);
    // Hours for a trainee who has no account are refused.
    const hours = await pam.http<Refusal>('POST', '/api/backoffice/training/hours', {
      id: 'H1',
      trainee: 'nobody',
      game: 'blackjack',
      day: today,
      minutes: 60,
      provider: 'certificate-holder',
    });
    expect(hours.status).toBe(422);
  });

  it('a coupon redeemed on a Pass Bet at Craps, refused where the rules refuse it, deposited at settlement', async () => {
    // After the first test: MP000101 was given to a patron, MP000102 is in marketing's stock.
    const admin = await s.admin();
    const floor = await staff(admin, 'fred4', 'floorperson', 'floorperson', 'Fred Floor');
    const box = await staff(admin, 'bo4', 'dealer', 'boxperson', 'Bo Boxperson');
    const fay = await s.as('fay4', 'finance');
    const t = await admin.http<{ id: string }>('POST', '/api/tables', {
      rules: { game: 'craps' },
      name: 'CR-7',
      automated: false,
    });
    expect(t.status).toBe(201);
    const table = t.body.id;
    const { player } = await seatedPlayer(s.url, table, 'pat4', 1, 50_000);
    const bet = (kind: string, serial: string, amount = 2500) =>
      player.command(table, { type: 'place-wager', kind, amount, coupon: { serial } });

    // Nobody at the table to accept it.
    const alone = await bet('pass', 'MP000101');
    expect(alone.ok).toBe(false);
    if (!alone.ok)
      expect(alone.error).toMatchObject({ code: 'redeemer_not_dealer', citation: '§ 525.22(b)' });

    expect(
      (
        await floor.http('POST', '/api/backoffice/floor/sign-in', {
          id: 'A4',
          username: 'bo4',
          role: 'boxperson',
          tables: ['CR-7'],
        })
      ).status,
    ).toBe(200);
    const refusals: [string, string, number, string, string][] = [
      ['field', 'MP000101', 2500, 'coupon_not_in_this_area', '§ 525.22(c)(2)'],
      ['pass', 'MP000102', 2500, 'coupon_not_distributed', '§ 525.21(j)(4)'],
      ['pass', 'MP999999', 2500, 'unknown_coupon', '§ 525.21(c)(3)'],
      ['pass', 'MP000101', 1000, 'coupon_needs_chips', '§ 603a.1'],
    ];
    for (const [kind, serial, amount, code, citation] of refusals) {
      const r = await bet(kind, serial, amount);
      expect(r.ok, `${kind} ${serial}`).toBe(false);
      if (!r.ok) expect(r.error, `${kind} ${serial}`).toMatchObject({ code, citation });
    }
    const placed = await bet('pass', 'MP000101');
    expect(placed.ok, JSON.stringify(placed)).toBe(true);
    // Redeemed at most once: the same serial again is refused.
    const again = await bet('dont-pass', 'MP000101');
    expect(again.ok).toBe(false);

    await box.connect();
    await box.subscribe(table, 'dealer');
    for (const c of [
      { type: 'select-shooter' },
      { type: 'no-more-bets' },
      { type: 'roll', dice: [3, 4] },
      { type: 'settle' },
    ]) {
      const r = await box.command(table, c, 'dealer');
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    // The Pass Bet won on the seven: paid on chips and coupon, and the coupon is in the drop box.
    let red: { records: { serial: string; outcome?: string; depositedAt?: number; redeemedBy: string }[] } = {
      records: [],
    };
    for (let i = 0; i < 50 && !red.records[0]?.depositedAt; i += 1) {
      red = (await fay.http<typeof red>('GET', '/api/backoffice/records/couponRedemptions')).body;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(red.records[0]).toMatchObject({ serial: 'MP000101', outcome: 'win', redeemedBy: 'bo4' });
    const coupons = await fay.http<{ records: { id: string; status: string }[] }>(
      'GET',
      '/api/backoffice/records/coupons',
    );
    expect(coupons.body.records.find((c) => c.id === 'MP000101')?.status).toBe('in-drop-box');
    box.close();
    player.close();
  });

  it('Counter Check books and dice sets: recorded, listed, and refused with their citations', async () => {
    const admin = await s.admin();
    const fin = await staff(admin, 'finn5', 'finance', 'finance-clerk', 'Finn Clerk');
    const floor = await staff(admin, 'flo5', 'floorperson', 'pit-manager', 'Flo Pit');
    const book = (id: string, from: number, to: number) =>
      fin.http<Refusal>('POST', '/api/backoffice/counter-checks/books', { id, from, to });
    expect((await book('B1', 1, 50)).status).toBe(200);
    const overlap = await book('B2', 40, 90);
    expect(overlap.status).toBe(422);
    expect(overlap.body).toMatchObject({ code: 'bad_range', citation: '§ 609a.13(c)(3)' });
    // The floor reads the books; marketing does not.
    const listed = await floor.http<{ books: { id: string; custody: string }[] }>(
      'GET',
      '/api/backoffice/counter-checks',
    );
    expect(listed.body.books).toEqual([expect.objectContaining({ id: 'B1', custody: 'finance' })]);
    expect(
      (await (await s.as('mo5', 'marketing')).http('GET', '/api/backoffice/counter-checks')).status,
    ).toBe(403);

    const set = await floor.http<Refusal>('POST', '/api/backoffice/dice/sets', {
      id: 'D1',
      game: 'craps',
      dice: [1, 2, 3, 4, 5].map((i) => ({ id: `R${i}`, colour: 'red' })),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // Not inspected and sealed: it may not go into play.
    const early = await floor.http<Refusal>('POST', '/api/backoffice/dice/in-play', {
      set: 'D1',
      table: 'CR-9',
      game: 'craps',
    });
    expect(early.status).toBe(422);
    expect(early.body.citation).toMatch(/^§ 603a\.13/);
    const dice = await floor.http<{ sets: { id: string; state: string }[] }>('GET', '/api/backoffice/dice');
    expect(dice.body.sets).toEqual([expect.objectContaining({ id: 'D1', state: 'received' })]);

    // Alternative 3 in the storage area: refused until the form says when surveillance was told
    // (§ 603a.13(f)(3)(ii)); at midnight of the recording day it was told before, and the set is sealed.
    const alt3 = (surveillanceNotifiedAt?: string) =>
      floor.http<Refusal & { events?: unknown[] }>('POST', '/api/backoffice/dice/inspections', {
        id: 'I3',
        alternative: 3,
        game: 'craps',
        location: 'storage-area',
        inspectors: [{ name: 'Flo Pit', role: 'floorperson' }],
        present: [
          { name: 'Ash Manager', role: 'assistant-table-games-shift-manager' },
          { name: 'Sec Guard', role: 'security' },
        ],
        instruments: ['approved-equivalent', 'balancing-caliper', 'steel-set-square', 'magnet'],
        flatSurfaceUnderSurveillance: true,
        sets: [{ id: 'D1', dice: [1, 2, 3, 4, 5].map((i) => ({ id: `R${i}`, colour: 'red' })) }],
        results: ['R1', 'R2', 'R3', 'R4', 'R5'].map((die) => ({ die, passed: true })),
        envelopes: { D1: 'ENV-1' },
        ...(surveillanceNotifiedAt === undefined ? {} : { surveillanceNotifiedAt }),
      });
    const untold = await alt3();
    expect(untold.status, JSON.stringify(untold.body)).toBe(422);
    expect(untold.body).toMatchObject({ code: 'inspection_incomplete', citation: '§ 603a.13(f)(3)(ii)' });
    expect(untold.body.message).toMatch(/surveillance department is told before the inspection starts/);
    expect((await alt3('25:00')).status).toBe(400);
    const told = await alt3('00:00');
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    const sealed = await floor.http<{ sets: { id: string; state: string }[] }>('GET', '/api/backoffice/dice');
    expect(sealed.body.sets).toEqual([expect.objectContaining({ id: 'D1', state: 'sealed' })]);
  });
});
