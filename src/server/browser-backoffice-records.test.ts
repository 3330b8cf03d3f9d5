/**
 * The back office's dice and Counter Check records in Chromium. A floorperson receives a dice set (a set
 * of the wrong size refused with its code and citation), records its inspection under Alternative 1 (the
 * dealer's absence refused with § 603a.13(f)(1)(ii)), and puts it in play at an open Craps table, whose
 * row then shows the set, its inspection and when it must be changed; surveillance and compliance see
 * the same lists without the forms. Finance receives a Counter Check book, signs it out to a pit manager
 * (refused first without the approved procedure, § 609a.13(c)(3)), the pit manager prepares a check from
 * it, and finance signs it back in with the serial used. Set BO_SHOTS=<dir> to keep screenshots of each
 * page at 1366x900 and 390x844.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBackofficeBrowser } from './testing/backoffice-browser.js';
import { hasChromium } from './testing/browser.js';

describe.skipIf(!hasChromium)('dice and Counter Check records in Chromium', () => {
  const { rig, staff, as, client, look, done, refusal } = useBackofficeBrowser('felt-bo-records-');
  /** Picks an option once the data behind it has loaded (Preact sets an option's value as a property). */
  async function choose(page: Page, select: string, value: string): Promise<void> {
    await page.waitForFunction(
      ([s, v]) => [...document.querySelectorAll<HTMLOptionElement>(`${s} option`)].some((o) => o.value === v),
      [select, value] as const,
    );
    await page.selectOption(select, value);
  }
  async function send(page: Page, form: string): Promise<void> {
    await page.click(`#${form} button[type="submit"]`);
  }

  it('a dice set received, inspected and put in play at a Craps table, seen by surveillance and compliance', async () => {
    await staff('flo', 'floorperson', 'floorperson', 'Flo Floor');
    await staff('sam', 'surveillance', 'surveillance-operator', 'Sam Surveillance');
    await staff('cara', 'compliance', 'compliance', 'Cara Compliance');
    const floor = await client('flo');
    const t = await floor.http('POST', '/api/tables', {
      rules: { game: 'craps' },
      name: 'CR-7',
      automated: false,
    });
    expect(t.status).toBe(201);

    const flo = await as('flo');
    await flo.goto(`${rig.url}/#/backoffice/dice`);
    await flo.waitForSelector('#dice-set');
    // The open Craps table has no dice in play yet: flagged with its rule.
    expect(await flo.locator('#dice-tables').innerText()).toMatch(
      /CR-7[\s\S]*no_dice_in_play[\s\S]*§ 603a\.13/,
    );

    // A set of four dice for Craps: the server refuses it with its code and citation.
    await flo.fill('#dice-set-id', 'D1');
    await flo.selectOption('#dice-set-game', 'craps');
    for (const i of [0, 1, 2, 3]) await flo.fill(`#dice-set-dice-${i}-id`, `D1-${i + 1}`);
    await send(flo, 'dice-set');
    expect(await refusal(flo, 'dice-set')).toMatch(
      /a craps set is 5 dice, not 4[\s\S]*bad_set[\s\S]*§ 603a\.13/,
    );
    await flo.fill('#dice-set-dice-4-id', 'D1-5');
    await send(flo, 'dice-set');
    expect(await done(flo, 'dice-set')).toContain('craps set D1 received');
    await flo.locator('#dice-sets [data-state="received"]').waitFor();

    // The inspection: Alternative 1 at the table, by the boxperson; without the dealer present it is refused.
    await flo.check('#inspection-set-D1');
    await flo.fill('#inspection-id', 'I1');
    await flo.selectOption('#inspection-alternative', '1');
    await flo.selectOption('#inspection-location', 'table');
    for (const i of ['micrometer', 'balancing-caliper', 'steel-set-square', 'magnet'])
      await flo.check(`#inspection-instruments-${i}`);
    await flo.check('#inspection-flatSurfaceUnderSurveillance');
    await flo.fill('#inspection-inspectors-0-name', 'Bob Box');
    await flo.selectOption('#inspection-inspectors-0-role', 'boxperson');
    // Every die of the set has its result, passed unless unticked.
    expect(
      await flo.locator('#inspection input[id^="inspection-results-"][type="checkbox"]:checked').count(),
    ).toBe(5);
    await send(flo, 'inspection');
    expect(await refusal(flo, 'inspection')).toMatch(
      /in the presence of the dealer[\s\S]*inspection_incomplete[\s\S]*§ 603a\.13\(f\)\(1\)\(ii\)/,
    );
    await flo.fill('#inspection-present-0-name', 'Dana Dealer');
    await flo.selectOption('#inspection-present-0-role', 'dealer');
    await send(flo, 'inspection');
    expect(await done(flo, 'inspection')).toContain('set D1 inspected');
    await flo.locator('#dice-sets [data-state="inspected"]').waitFor();
    expect(await flo.locator('#dice-inspections').innerText()).toMatch(
      /I1\s+1\s+craps\s+table\s+Bob Box\s+Dana Dealer\s+D1/,
    );

    // In play at CR-7: the table's row names the set, its inspection and the time it must be changed by.
    await choose(flo, '#dice-in-play-set', 'D1');
    await choose(flo, '#dice-in-play-table', 'CR-7');
    await send(flo, 'dice-in-play');
    expect(await done(flo, 'dice-in-play')).toContain('set D1 in play at CR-7');
    await flo.locator('#dice-sets [data-state="in-play"]').waitFor();
    const row = await flo.locator('#dice-tables tr', { hasText: 'CR-7' }).innerText();
    expect(row).toMatch(/D1\s+I1 \(Alternative 1\)[\s\S]*24 h limit/);
    expect(row).not.toContain('no_dice_in_play');

    // A second set, removed at a Board employee's request: listed with its Dice Discrepancy Report to file.
    await flo.fill('#dice-set-id', 'D2');
    await flo.selectOption('#dice-set-game', 'craps');
    for (const i of [0, 1, 2, 3, 4]) await flo.fill(`#dice-set-dice-${i}-id`, `D2-${i + 1}`);
    await send(flo, 'dice-set');
    await expect.poll(() => done(flo, 'dice-set')).toContain('set D2 received');
    await choose(flo, '#dice-removal-set', 'D2');
    await flo.selectOption('#dice-removal-reason', 'board-request');
    await send(flo, 'dice-removal');
    expect(await done(flo, 'dice-removal')).toContain('set D2 removed (board-request)');
    await expect
      .poll(() => flo.locator('#dice-removals').innerText())
      .toMatch(/D2\s+craps\s+board-request[\s\S]*not filed/);

    // A reserve set inspected under Alternative 2 by two supervisors is sealed in its labelled envelope.
    await flo.fill('#dice-set-id', 'D3');
    for (const i of [0, 1, 2, 3, 4]) await flo.fill(`#dice-set-dice-${i}-id`, `D3-${i + 1}`);
    await send(flo, 'dice-set');
    await expect.poll(() => done(flo, 'dice-set')).toContain('set D3 received');
    await flo.check('#inspection-set-D3');
    await flo.fill('#inspection-id', 'I2');
    await flo.selectOption('#inspection-alternative', '2');
    await flo.selectOption('#inspection-location', 'pit-stand');
    await flo.check('#inspection-reserve');
    await flo.fill('#inspection-inspectors-0-name', 'Flo Floor');
    await flo.selectOption('#inspection-inspectors-0-role', 'floorperson');
    await flo.fill('#inspection-present-0-name', 'Pia Pit');
    await flo.selectOption('#inspection-present-0-role', 'pit-manager');
    await flo.fill('#inspection-envelopes', 'D3: ENV-33');
    await look(flo, 'dice-inspection');
    await send(flo, 'inspection');
    expect(await done(flo, 'inspection')).toContain('set D3 sealed');
    await flo.locator('#dice-sets [data-state="sealed"]').waitFor();
    expect(await flo.locator('#dice-sets tr', { hasText: 'D3' }).innerText()).toMatch(
      /sealed\s+I2\s+ENV-33, inspected \d{4}-\d{2}-\d{2}, signed Flo Floor/,
    );
    await look(flo, 'dice-floor');

    // Surveillance and compliance see the set in play, and no form to record one.
    const sam = await as('sam');
    await sam.goto(`${rig.url}/#/backoffice/dice`);
    await sam.locator('#dice-tables tr', { hasText: 'D1' }).waitFor();
    expect(await sam.locator('#dice-set, #inspection').count()).toBe(0);
    await look(sam, 'dice-surveillance');
    const cara = await as('cara');
    await cara.goto(`${rig.url}/#/backoffice/compliance`);
    await cara.click('button[role="tab"]:has-text("Dice")');
    await cara.locator('#dice-sets [data-state="in-play"]').waitFor();
    expect(await cara.locator('#dice-sets').innerText()).toMatch(/D1\s+craps[\s\S]*in-play\s+I1[\s\S]*CR-7/);
    expect(await cara.locator('#inspection').count()).toBe(0);
    await look(cara, 'compliance-dice');
  });

  it('a Counter Check book signed out to table games and back in', async () => {
    await staff('fin', 'finance', 'finance-clerk', 'Fin Clerk');
    await staff('pia', 'floorperson', 'pit-manager', 'Pia Pit');
    await staff('cody', 'compliance', 'compliance', 'Cody Compliance');
    const fin = await as('fin');
    await fin.goto(`${rig.url}/#/backoffice/finance`);
    await fin.waitForSelector('#check-book');
    await fin.fill('#check-book-id', 'B1');
    await fin.fill('#check-book-from', '1');
    await fin.fill('#check-book-to', '50');
    await send(fin, 'check-book');
    expect(await done(fin, 'check-book')).toContain('Counter Check book B1 (1-50) received');
    await fin.locator('#check-books [data-custody="finance"]').waitFor();

    // Signed out to the pit manager, who signs with her own password: first without the procedure.
    await fin.fill('#book-sign-out-id', 'SO1');
    await choose(fin, '#book-sign-out-book', 'B1');
    await choose(fin, '#book-sign-out-receiver-username', 'pia');
    await fin.fill('#book-sign-out-receiver-password', 'pia-password');
    await send(fin, 'book-sign-out');
    expect(await refusal(fin, 'book-sign-out')).toMatch(
      /approved internal controls[\s\S]*no_procedure[\s\S]*§ 609a\.13\(c\)\(3\)/,
    );
    await look(fin, 'counter-checks-refused');
    await fin.fill('#book-sign-out-procedure-reference', 'IC-609-3');
    await fin.fill('#book-sign-out-procedure-approvedOn', '2025-01-02');
    await send(fin, 'book-sign-out');
    expect(await done(fin, 'book-sign-out')).toContain('book B1 signed out to Pia Pit');
    await fin.locator('#check-books [data-custody="table-games"]').waitFor();
    expect(await fin.locator('#check-transfers').innerText()).toMatch(
      /SO1\s+B1\s+Fin Clerk \(PGCB-FIN\)\s+Pia Pit \(PGCB-PIA\)/,
    );
    await look(fin, 'counter-checks-finance-out');

    // At the tables, the pit manager prepares check 7 from the book.
    const pia = await as('pia');
    await pia.goto(`${rig.url}/#/backoffice/counter-checks`);
    await choose(pia, '#counter-check-book', 'B1');
    await pia.fill('#counter-check-serial', '7');
    await pia.fill('#counter-check-patron-id', 'P-1');
    await pia.fill('#counter-check-patron-name', 'Pat Patron');
    await pia.fill('#counter-check-amount', '500');
    await pia.check('#counter-check-patronSigned');
    await send(pia, 'counter-check');
    expect(await done(pia, 'counter-check')).toContain('Counter Check B1-7');
    await look(pia, 'counter-checks-pit');

    // Back to finance: signed in, with the serial used while it was out.
    await fin.reload();
    await choose(fin, '#book-sign-in-book', 'B1');
    await choose(fin, '#book-sign-in-returner-username', 'pia');
    await fin.fill('#book-sign-in-returner-password', 'pia-password');
    await send(fin, 'book-sign-in');
    expect(await done(fin, 'book-sign-in')).toContain('book B1 signed back in (1 used)');
    await fin.locator('#check-books [data-custody="finance"]').waitFor();
    const out = await fin.locator('#check-transfers tr', { hasText: 'SO1' }).innerText();
    expect(out).toMatch(/Pia Pit \(PGCB-PIA\)\s+Fin Clerk \(PGCB-FIN\)[\s\S]*\b7$/);
    expect(await fin.locator('#checks').innerText()).toMatch(/B1-7\s+\$500\.00\s+Pat Patron\s+Pia Pit/);
    await look(fin, 'counter-checks-finance');

    // Compliance reads the same books, with no form.
    const cody = await as('cody');
    await cody.goto(`${rig.url}/#/backoffice/compliance`);
    await cody.click('button[role="tab"]:has-text("Counter Checks")');
    await cody.locator('#check-transfers tr', { hasText: 'SO1' }).waitFor();
    expect(await cody.locator('#counter-check, #check-book').count()).toBe(0);
    await look(cody, 'compliance-counter-checks');
  });
  it('a GSP mailing screened against both exclusion lists twice, and a training duration approved', async () => {
    await staff('cora', 'compliance', 'compliance', 'Cora Compliance');
    await staff('meg', 'marketing', 'marketing-supervisor', 'Meg Marketing');
    const cora = await client('cora');
    const approval = { reference: 'BCC-9', approvedOn: '2025-12-01' };
    const design = (id: string, machineReadable?: string) => ({
      id,
      name: `${id} Match Play`,
      holderNameOrLogo: 'Felt Casino',
      denomination: 1000,
      valueVisibleToSurveillance: true,
      serialPrefix: id.replace(/\d/g, ''),
      serialDigits: 6,
      restrictions: { games: ['craps'] },
      expirationStatement: 'Expires on the date printed',
      chipPlacementArea: true,
      terms: { payout: 'wager-odds', pushRides: false },
      ...(machineReadable ? { machineReadable } : {}),
    });
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
          gspMailing: approval,
        },
      ],
      ['coupons/designs', design('MB10', 'bar-code')],
      ['coupons/designs', design('PP10')],
      [
        'coupons/designs/approve',
        { design: 'MB10', approval: { reference: 'BGO-1', approvedOn: '2025-12-15' } },
      ],
      [
        'coupons/designs/approve',
        { design: 'PP10', approval: { reference: 'BGO-2', approvedOn: '2025-12-15' } },
      ],
    ] as const) {
      const r = await cora.http('POST', `/api/backoffice/${path}`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }

    // The list: three patrons screened, one on the self-exclusion list (no serial for him).
    const meg = await as('meg');
    await meg.goto(`${rig.url}/#/backoffice/marketing`);
    await meg.waitForSelector('#mailing-list');
    expect(await meg.locator('#mailing-program').innerText()).toContain('provide for GSP mailing (BCC-9)');
    await meg.fill('#mailing-list-id', 'L1');
    await choose(meg, '#mailing-list-design', 'PP10');
    await meg.fill('#mailing-list-expiresOn', '2099-12-31');
    await meg.fill('#mailing-list-firstNumber', '1');
    for (const [i, id, name] of [
      [0, 'P1', 'Ann Able'],
      [1, 'P2', 'Bo Bell'],
      [2, 'P3', 'Cy Cole'],
    ] as const) {
      await meg.fill(`#mailing-list-patrons-${i}-patron`, id);
      await meg.fill(`#mailing-list-patrons-${i}-name`, name);
      await meg.fill(`#mailing-list-patrons-${i}-address`, `${i + 1} Main St, Erie PA`);
    }
    await meg.check('#mailing-list-patrons-1-selfExcluded');
    // A design without a bar code or magnetic strip cannot be mailed: refused beside the design.
    await send(meg, 'mailing-list');
    expect(
      await meg.locator('#mailing-list .field-error[data-field="design"]').innerText({ timeout: 5_000 }),
    ).toMatch(/magnetic strip or bar code[\s\S]*not_machine_readable[\s\S]*§ 525\.21\(q\)/);
    await meg.selectOption('#mailing-list-design', 'MB10');
    await send(meg, 'mailing-list');
    expect(await done(meg, 'mailing-list')).toContain('mailing list L1: 2 to mail, 1 withheld');
    await meg.locator('#mailings tr', { hasText: 'L1' }).waitFor();
    expect(await meg.locator('#mailings tr', { hasText: 'L1' }).innerText()).toMatch(
      /Ann Able MB000001, Cy Cole MB000002\s+P2 \(self-exclusion\)[\s\S]*not yet/,
    );

    // Before it goes, Cy Cole is found on the exclusion list: withheld, his coupon never mailed.
    await meg.selectOption('#mailing-send-list', 'L1');
    await meg.check('#mailing-send-again-1-excluded');
    await look(meg, 'mailing');
    await send(meg, 'mailing-send');
    expect(await done(meg, 'mailing-send')).toContain('mailing list L1 sent to the GSP');
    await expect
      .poll(() => meg.locator('#mailings tr', { hasText: 'L1' }).innerText())
      .toMatch(
        /Ann Able MB000001\s+P2 \(self-exclusion\), P3 \(excluded-persons\)[\s\S]*\d{4}-\d{2}-\d{2} \d\d:\d\d$/,
      );

    // Compliance records the Executive Director's approval of another duration (§ 611a.2(c)).
    const coraPage = await as('cora');
    await coraPage.goto(`${rig.url}/#/backoffice/compliance`);
    await coraPage.click('button[role="tab"]:has-text("Training durations")');
    await coraPage.waitForSelector('#duration-approval');
    await coraPage.fill('#duration-approval-id', 'DA1');
    await coraPage.selectOption('#duration-approval-basis', 'additional');
    await coraPage.selectOption('#duration-approval-row', 'nonbanked-poker');
    await coraPage.fill('#duration-approval-weeks', '0');
    await coraPage.fill('#duration-approval-approvedOn', '2025-06-01');
    await coraPage.fill('#duration-approval-reference', 'ED-2025-14');
    await coraPage.fill('#duration-approval-description', 'Evenings, over a longer term for part-time staff');
    await send(coraPage, 'duration-approval');
    expect(
      await coraPage
        .locator('#duration-approval .field-error[data-field="weeks"]')
        .innerText({ timeout: 5_000 }),
    ).toMatch(/at least a week[\s\S]*§ 611a\.2\(c\)/);
    await coraPage.fill('#duration-approval-weeks', '20');
    await send(coraPage, 'duration-approval');
    // Nonbanked poker is a course of (a), not a game type of (b): the server refuses it with its rule.
    expect(await refusal(coraPage, 'duration-approval')).toMatch(/bad_approval[\s\S]*§ 611a\.2\(c\)/);
    await coraPage.selectOption('#duration-approval-basis', 'initial');
    await send(coraPage, 'duration-approval');
    expect(await done(coraPage, 'duration-approval')).toContain('nonbanked-poker (initial) over 20 weeks');
    await expect
      .poll(() => coraPage.locator('#approvals').innerText())
      .toMatch(/DA1\s+initial\s+nonbanked-poker\s+20/);
    await look(coraPage, 'compliance-durations');
  });
});
