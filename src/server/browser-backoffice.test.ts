/**
 * The back office in Chromium: a Match Play Coupon from its receipt by finance to the drop box and the
 * day's reconciliation (each form checked as typed with the server's schema, each refusal beside its
 * field with its citation); a staffing shortfall shown on the floor as a table opens; a dealer's
 * personnel file printed. Each role sees only its own sections. Set BO_SHOTS=<dir> to keep screenshots
 * of every page at 1366 and 390 pixels wide.
 */
import { describe, expect, it } from 'vitest';
import { useBackofficeBrowser } from './testing/backoffice-browser.js';
import { hasChromium } from './testing/browser.js';

const today = new Date().toISOString().slice(0, 10);

describe.skipIf(!hasChromium)('the back office in Chromium', () => {
  const { rig, staff, as, client, look, done, problem, shot } = useBackofficeBrowser('felt-bo-web-');

  it('a coupon from its receipt to the drop box and the reconciliation', async () => {
    await staff('fay', 'finance', 'finance-supervisor', 'Fay Finance');
    await staff('finn', 'finance', 'finance-clerk', 'Finn Clerk');
    await staff('mia', 'marketing', 'marketing-supervisor', 'Mia Marketing');
    await staff('mark', 'marketing', 'marketing-representative', 'Mark Rep');
    await staff('cara', 'compliance', 'compliance', 'Cara Compliance');
    const cara = await client('cara');
    const approval = { reference: 'BCC-77', approvedOn: '2025-12-01' };
    for (const [path, body] of [
      [
        'coupons/program',
        {
          id: 'program',
          profile: 'TEMP_525',
          holder: 'Felt Casino',
          internalControls: approval,
          financeStorage: { ...approval, location: 'cage vault' },
          marketingStorage: { ...approval, location: 'marketing safe' },
        },
      ],
      [
        'coupons/designs',
        {
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
        },
      ],
      [
        'coupons/designs/approve',
        { design: 'MP25', approval: { reference: 'BGO-12', approvedOn: '2025-12-15' } },
      ],
    ] as const)
      expect((await cara.http('POST', `/api/backoffice/${path}`, body)).status).toBe(200);

    // Finance receives 101-104: the form checks as it is typed with the server's schema.
    const fay = await as('fay');
    await fay.goto(`${rig.url}/#/backoffice/finance`);
    await fay.waitForSelector('#receipt');
    // Finance sees finance, not marketing or compliance.
    expect(await fay.locator('.bo-nav a').allInnerTexts()).toEqual(['Finance']);
    await fay.fill('#receipt-id', 'R1');
    await fay.selectOption('#receipt-design', 'MP25');
    await fay.fill('#receipt-from', '101');
    await fay.click('#receipt button[type="submit"]');
    expect(await problem(fay, 'receipt', 'expiresOn')).toBe('required§ 525.21(e)');
    expect(await problem(fay, 'receipt', 'expiresOn')).toContain('§ 525.21(e)');
    await fay.fill('#receipt-expiresOn', '2099-12-31');
    await fay.fill('#receipt-invoice-reference', 'INV-1');
    await fay.fill('#receipt-invoice-quantity', '4');
    await fay.fill('#receipt-invoice-from', '101');
    await fay.fill('#receipt-invoice-to', '104');
    await fay.fill('#receipt-invoice-denomination', '25.00');
    await fay.fill('#receipt-checkers-0-username', 'finn');
    await fay.fill('#receipt-checkers-0-password', 'finn-password');
    await fay.fill('#receipt-checkers-1-username', 'mark');
    await fay.fill('#receipt-checkers-1-password', 'wrong-password');
    await fay.fill('#receipt-to', '99');
    expect(await problem(fay, 'receipt', 'to')).toContain('the last serial is not before the first');
    await fay.fill('#receipt-to', '104');
    await fay.click('#receipt button[type="submit"]');
    // The server's refusal, beside the field it names.
    expect(await problem(fay, 'receipt', 'checkers.1.password')).toContain('co_signer_not_authenticated');
    await fay.fill('#receipt-checkers-1-password', 'mark-password');
    await fay.click('#receipt button[type="submit"]');
    expect(await done(fay, 'receipt')).toContain('MP000101');
    await fay.waitForSelector('#coupon-stock [data-status="finance-stock"]');
    expect(await fay.locator('#ledger').innerText()).toContain('Fay Finance (PGCB-FAY)');
    await look(fay, 'finance');

    // Marketing requisitions three; finance authorises and issues them, the marketing supervisor signing.
    const mia = await as('mia');
    await mia.goto(`${rig.url}/#/backoffice/marketing`);
    await mia.waitForSelector('#requisition');
    expect(await mia.locator('.bo-nav a').allInnerTexts()).toEqual(['Marketing']);
    await mia.fill('#requisition-id', 'Q1');
    await mia.fill('#requisition-lines-0-denomination', '25');
    await mia.fill('#requisition-lines-0-quantity', '3');
    await mia.click('#requisition button[type="submit"]');
    expect(await done(mia, 'requisition')).toContain('Q1');

    await fay.reload();
    // (Preact sets an option's value as a property, not an attribute: wait on the property.)
    await fay.waitForFunction(() =>
      [...document.querySelectorAll<HTMLOptionElement>('#authorize-id option')].some((o) => o.value === 'Q1'),
    );
    await fay.selectOption('#authorize-id', 'Q1');
    await fay.click('#authorize button[type="submit"]');
    await done(fay, 'authorize');
    await fay.fill('#issue-id', 'I1');
    await fay.selectOption('#issue-requisition', 'Q1');
    await fay.selectOption('#issue-ranges-0-design', 'MP25');
    await fay.fill('#issue-ranges-0-from', '101');
    await fay.fill('#issue-ranges-0-to', '103');
    await fay.fill('#issue-receiver-username', 'mia');
    await fay.fill('#issue-receiver-password', 'mia-password');
    await fay.click('#issue button[type="submit"]');
    expect(await done(fay, 'issue')).toContain('marketing-stock');

    // Marketing gives MP000101 to a patron.
    await mia.reload();
    await mia.waitForSelector('#distribute');
    await mia.fill('#distribute-serials', 'MP000101');
    await mia.click('#distribute button[type="submit"]');
    expect(await done(mia, 'distribute')).toContain('MP000101');

    // At a live Craps table with a boxperson signed in, the patron redeems MP000101 on the Pass line.
    await staff('flo', 'floorperson', 'floorperson', 'Flo Floor');
    await staff('bob', 'dealer', 'boxperson', 'Bob Boxperson');
    const flo = await client('flo');
    const t = await flo.http<{ id: string }>('POST', '/api/tables', {
      rules: { game: 'craps' },
      name: 'CR-2',
      automated: false,
    });
    expect(t.status).toBe(201);
    expect(
      (
        await flo.http('POST', '/api/backoffice/floor/sign-in', {
          id: 'S1',
          username: 'bob',
          role: 'boxperson',
          tables: ['CR-2'],
        })
      ).status,
    ).toBe(200);
    const pat = await rig.person('pat', 'pat-password', true);
    await pat.goto(`${rig.url}/#/table/${t.body.id}/player`);
    await pat.click('button.sit[data-seat="1"]');
    await pat.waitForSelector('#my-seat');
    await pat.click('#redeem-coupon summary');
    // A coupon still in marketing's stock is refused, with its citation.
    await pat.fill('#coupon-serial', 'MP000102');
    await pat.selectOption('#coupon-kind', 'pass');
    await pat.fill('#coupon-chips', '25');
    await pat.click('#coupon-redeem');
    await pat.waitForSelector('#feedback .error');
    expect(await pat.locator('#feedback').innerText()).toMatch(
      /coupon_not_distributed[\s\S]*§ 525\.21\(j\)\(4\)/,
    );
    await look(pat, 'table-coupon');
    await pat.fill('#coupon-serial', 'MP000101');
    await pat.click('#coupon-redeem');
    await pat.waitForSelector('li.line[data-type="wager-placed"]');
    // The boxperson's crew throws a seven: the Pass Bet wins, and the coupon goes to the drop box.
    const bob = await client('bob');
    await bob.connect();
    await bob.subscribe(t.body.id, 'dealer');
    for (const c of [
      { type: 'select-shooter' },
      { type: 'no-more-bets' },
      { type: 'roll', dice: [3, 4] },
      { type: 'settle' },
    ]) {
      const r = await bob.command(t.body.id, c, 'dealer');
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    await pat.waitForSelector('li.line[data-type="wager-settled"]');
    bob.close();
    await expect
      .poll(
        async () =>
          (
            await (
              await client('fay')
            ).http<{ records: { id: string; status: string }[] }>('GET', '/api/backoffice/records/coupons')
          ).body.records.find((c) => c.id === 'MP000101')?.status,
        { timeout: 10_000 },
      )
      .toBe('in-drop-box');

    // The Daily Reconciliation Form: a coupon not counted must be explained.
    await mia.fill('#daily-form-id', 'F1');
    await mia.fill('#daily-form-counted', 'MP000102');
    await mia.click('#daily-form button[type="submit"]');
    expect(await problem(mia, 'daily-form', 'counted')).toContain('§ 525.21(j)');
    await mia.fill('#daily-form-counted', 'MP000102 MP000103');
    await mia.click('#daily-form button[type="submit"]');
    expect(await done(mia, 'daily-form')).toContain(today);
    await look(mia, 'marketing');

    // Finance counts the drop boxes and reconciles: balanced.
    await fay.reload();
    await fay.waitForSelector('#reconcile');
    await fay.fill('#reconcile-id', 'FR1');
    // The drop boxes held MP000101: counted, it is cancelled.
    await fay.fill('#reconcile-counted', 'MP000101');
    await fay.click('#reconcile button[type="submit"]');
    expect(await problem(fay, 'reconcile', 'signaturesReviewed')).toContain('signatures_not_reviewed');
    await fay.check('#reconcile-signaturesReviewed');
    await fay.click('#reconcile button[type="submit"]');
    await done(fay, 'reconcile');
    await fay.click('#daily-report');
    await fay.waitForSelector('#report[data-kind="daily-coupon-reconciliation"]');
    expect(await fay.locator('#report').innerText()).toMatch(/Reconciled\s*balanced/);
    await look(fay, 'daily-report');
    const csv = await fay.evaluate(
      async (href) => (await fetch(href)).text(),
      (await fay.getAttribute('#csv', 'href')) ?? '',
    );
    expect(csv).toContain('Reconciled,balanced');
    const cancelled = await (
      await client('fay')
    ).http<{ records: { id: string; status: string }[] }>('GET', '/api/backoffice/records/coupons');
    expect(cancelled.body.records.find((c) => c.id === 'MP000101')?.status).toBe('redeemed-cancelled');

    // Compliance: the retention schedule, the program and its designs, and the audit log, which verifies.
    const caraPage = await as('cara');
    await caraPage.goto(`${rig.url}/#/backoffice/compliance`);
    await caraPage.waitForSelector('#retention');
    expect(await caraPage.locator('#retention').innerText()).toMatch(/coupons[\s\S]*§ 465a\.6\(c\)\(2\)/);
    await look(caraPage, 'compliance-retention');
    await caraPage.click('button[role="tab"]:has-text("Coupon program")');
    await caraPage.waitForSelector('#design');
    expect(await caraPage.locator('table[aria-label], .scroll-x').first().innerText()).toContain('MP25');
    // A design without its required contents is refused beside each field, before anything is sent.
    await caraPage.fill('#design-id', 'MP5');
    await caraPage.click('#design button[type="submit"]');
    expect(await problem(caraPage, 'design', 'restrictions.games')).toContain('§ 525.21(c)');
    await look(caraPage, 'compliance-coupons');
    await caraPage.click('button[role="tab"]:has-text("Audit log")');
    await caraPage.waitForSelector('#audit-check');
    expect(await caraPage.locator('#audit-check').innerText()).toMatch(/The chain of \d+ entries verifies/);
    await look(caraPage, 'compliance-audit');
  });

  it('a staffing shortfall shown on the floor as a table opens', async () => {
    await staff('fred', 'floorperson', 'floorperson', 'Fred Floor');
    await staff('dana', 'dealer', 'dealer', 'Dana Dealer');
    await staff('sam', 'surveillance', 'surveillance-operator', 'Sam Surveillance');
    const fred = await as('fred');
    await fred.goto(`${rig.url}/#/backoffice/floor`);
    await fred.waitForSelector('#opening');
    // Before the table opens: no cameras recorded, no dealer, no floorperson.
    await fred.fill('#opening-table', 'CR-1');
    await fred.fill('#opening-game', 'craps');
    await fred.click('#opening button[type="submit"]');
    await fred.waitForSelector('#opening-problems');
    const before = await fred.locator('#opening-problems').innerText();
    expect(before).toContain('no_camera_record');
    expect(before).toContain('§ 465a.35(b)(3) and 465a.35(b)(4)');

    // The floor opens the table; the floor page shows it short of its crew, each with its citation.
    const floor = await client('fred');
    const t = await floor.http('POST', '/api/tables', {
      rules: { game: 'craps' },
      name: 'CR-1',
      automated: false,
    });
    expect(t.status).toBe(201);
    const card = fred.locator('[data-table="CR-1"]');
    await card.waitFor({ timeout: 10_000 });
    await fred.locator('[data-table="CR-1"] [data-code="dealers_short"]').waitFor();
    const flags = await card.innerText();
    expect(flags).toContain('§ 465a.35(b)(3) and 465a.35(b)(4)');
    expect(flags).toMatch(/unsupervised[\s\S]*§ 465a\.35\(c\)/);
    expect(flags).toContain('boxperson_missing');
    await look(fred, 'floor');

    // Dana signs in as a dealer: the table is still short (Craps takes three dealers and a boxperson).
    await fred.selectOption('#sign-in-username', 'dana');
    await fred.selectOption('#sign-in-role', 'dealer');
    await fred.fill('#sign-in-tables', 'CR-1');
    await fred.click('#sign-in button[type="submit"]');
    await done(fred, 'sign-in');
    await fred.locator('[data-table="CR-1"]', { hasText: 'Dana Dealer' }).waitFor({ timeout: 10_000 });
    expect(await card.innerText()).toMatch(/3 dealer|dealers_short/);

    // Surveillance sees the camera flag and no sign-in form.
    const sam = await as('sam');
    await sam.goto(`${rig.url}/#/backoffice/surveillance`);
    await sam.locator('[data-table="CR-1"] [data-code="no_camera_record"]').waitFor();
    expect(await sam.locator('.bo-nav a').allInnerTexts()).toEqual(['Floor', 'Dice', 'Surveillance']);
    await look(sam, 'surveillance');
    // One camera is not enough at Craps (two stationary, one on each end); with two the flag goes.
    await sam.fill('#cameras-table', 'CR-1');
    await sam.fill('#cameras-cameras-0-id', 'C-11');
    await sam.selectOption('#cameras-cameras-0-covers', 'table-end-1');
    await sam.click('#cameras button[type="submit"]');
    await done(sam, 'cameras');
    await sam.locator('[data-table="CR-1"] [data-code="cameras_short"]').waitFor({ timeout: 10_000 });
    expect(await sam.locator('[data-table="CR-1"]').innerText()).toContain('§ 465a.9(c)(2)(ii)');
    await sam.fill('#cameras-cameras-1-id', 'C-12');
    await sam.selectOption('#cameras-cameras-1-covers', 'table-end-2');
    await sam.click('#cameras button[type="submit"]');
    await sam.locator('[data-table="CR-1"] .ok').waitFor({ timeout: 10_000 });
  });

  it("a dealer's personnel file printed", async () => {
    await staff('pam', 'floorperson', 'pit-manager', 'Pam Pit');
    await staff('dee', 'dealer', 'dealer', 'Dee Dealer');
    const pam = await as('pam');
    await pam.goto(`${rig.url}/#/backoffice/training`);
    await pam.waitForSelector('#hours');
    await pam.selectOption('#hours-trainee', 'dee');
    await pam.selectOption('#hours-game', 'blackjack');
    await pam.fill('#hours-minutes', '0');
    await pam.click('#hours button[type="submit"]');
    expect(await problem(pam, 'hours', 'minutes')).toContain('at least a minute');
    await pam.fill('#hours-minutes', '240');
    await pam.click('#hours button[type="submit"]');
    await done(pam, 'hours');
    await look(pam, 'training');

    await pam.selectOption('#file-dealer', 'dee');
    await pam.click('#personnel-file button[type="submit"]');
    await pam.waitForSelector('#report[data-kind="personnel-file"]');
    const file = await pam.locator('#report').innerText();
    expect(file).toContain('Training personnel file: Dee Dealer');
    expect(file).toContain('PGCB-DEE');
    expect(file).toContain('§ 611a.5(b)');
    await look(pam, 'personnel-file');
    // Printed: the page as print media hides the header and the buttons, and makes a PDF.
    await pam.emulateMedia({ media: 'print' });
    expect(await pam.locator('header').isVisible()).toBe(false);
    expect(await pam.locator('#print').isVisible()).toBe(false);
    const pdf = await pam.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await shot(pam, 'personnel-file-print.png');
    await pam.emulateMedia({ media: 'screen' });

    // The dealer opens his own file, and not another's.
    const dee = await as('dee');
    await dee.goto(`${rig.url}/#/backoffice/training`);
    await dee.click('#my-file');
    await dee.waitForSelector('#report[data-kind="personnel-file"]');
    expect(await dee.locator('.bo-nav a').count()).toBe(0);
    await dee.goto(`${rig.url}/#/backoffice/report/personnel-file/dealer=pam`);
    await dee.waitForSelector('.error');
    expect(await dee.locator('.error').innerText()).toContain('not_authorised');
  });
});
