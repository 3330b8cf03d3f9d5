import { describe, expect, it } from 'vitest';
import { cite } from '../../core/citation.js';
import { odds } from '../../core/odds.js';
import { placed, settle, withdrawn, type Wager } from '../../engine/wagers.js';
import { approvedProgram, CouponDesk, noon, STAFF } from '../testing/desk.js';
import { authorizeRequisition, distribute, issue, prepareRequisition, receive } from './custody.js';
import { invariantBreaks } from './lifecycle.js';
import { checkRedemption, recordRedemption, recordTransfers, type RedemptionRequest } from './redemption.js';
import { areaAllows, BETTING_AREAS } from './rules.js';

const C = cite('§ 623a.5(a)');

/** MP000101-MP000104 with marketing; 101 and 102 distributed to patrons. */
async function atTheTables(profile: 'TEMP_525' | 'PROPOSED_603a' = 'TEMP_525'): Promise<CouponDesk> {
  const desk = new CouponDesk();
  await approvedProgram(desk, profile);
  await desk.do((b) =>
    receive(
      b,
      STAFF.fay,
      {
        id: 'R1',
        design: 'MP25',
        source: 'gaming-service-provider',
        from: 101,
        to: 104,
        expiresOn: '2026-01-31',
        invoice: { reference: 'INV-1', quantity: 4, from: 101, to: 104, denomination: 2500 },
        checkers: [STAFF.finn, STAFF.mark],
      },
      desk.actor(STAFF.fay),
    ),
  );
  await desk.do((b) =>
    prepareRequisition(
      b,
      STAFF.mia,
      { id: 'Q1', neededFor: '2026-01-05', lines: [{ denomination: 2500, quantity: 4 }] },
      desk.actor(STAFF.mia),
    ),
  );
  await desk.do((b) => authorizeRequisition(b, STAFF.fay, 'Q1', desk.actor(STAFF.fay)));
  await desk.do((b) =>
    issue(
      b,
      STAFF.fay,
      { id: 'I1', requisition: 'Q1', ranges: [{ design: 'MP25', from: 101, to: 104 }], receiver: STAFF.mia },
      desk.actor(STAFF.fay),
    ),
  );
  await desk.do((b) =>
    distribute(b, STAFF.mark, { serials: ['MP000101', 'MP000102'] }, desk.actor(STAFF.mark)),
  );
  return desk;
}

const craps = { id: 'CR-1', game: 'craps', kind: 'banked' as const };
const request = (over: Partial<RedemptionRequest> = {}): RedemptionRequest => ({
  serial: 'MP000101',
  table: craps,
  wager: { seat: 3, spot: 'pass', kind: 'pass' },
  redeemer: STAFF.bo,
  at: noon('2026-01-06'),
  ...over,
});

describe('redemption at the table (§ 603a.21, § 525.22)', () => {
  it.each([
    [
      '§ 525.22(a): never at a table where patrons do not wager against the house',
      { table: { ...craps, kind: 'non-banked' as const } },
      'coupon_not_at_banked_table',
      '§ 525.22(a)',
    ],
    [
      '§ 525.22(b): redeemed by a dealer or boxperson, not a floorperson',
      { redeemer: STAFF.fran },
      'redeemer_not_dealer',
      '§ 525.22(b)',
    ],
    ['§ 525.21(c)(3): a serial never received', { serial: 'MP999999' }, 'unknown_coupon', '§ 525.21(c)(3)'],
    [
      '§ 525.21(j)(4): a coupon still in marketing stock',
      { serial: 'MP000103' },
      'coupon_not_distributed',
      '§ 525.21(j)(4)',
    ],
    [
      '§ 525.21(q)(5): an expired coupon (spec ruling B-AMB-5)',
      { at: noon('2026-02-01') },
      'coupon_expired',
      '§ 525.21(q)(5)',
    ],
    [
      '§ 525.21(c)(4): a game the coupon does not name',
      {
        table: { id: 'AP-1', game: 'asia-poker', kind: 'banked' as const },
        wager: { seat: 1, spot: 'main', kind: 'asia-poker' },
      },
      'coupon_not_for_this_game',
      '§ 525.21(c)(4)',
    ],
    [
      '§ 525.21(c)(4): a wager the coupon does not allow',
      {
        table: { id: 'MB-1', game: 'minibaccarat', kind: 'banked' as const },
        wager: { seat: 1, spot: 'tie', kind: 'tie' },
      },
      'coupon_not_for_this_wager',
      '§ 525.21(c)(4)',
    ],
    [
      "§ 525.22(c)(2): at Craps only on the Pass or Don't Pass Line",
      { wager: { seat: 3, spot: 'field', kind: 'field' } },
      'coupon_not_in_this_area',
      '§ 525.22(c)(2)',
    ],
  ] as const)('%s', async (_n, over, code, citation) => {
    const desk = await atTheTables();
    const problems = checkRedemption(await desk.book(), request(over));
    expect(problems.map((p) => `${p.code} ${p.citation}`)).toEqual([`${code} ${citation}`]);
  });

  it('the proposed profile cites § 603a.21 and § 603a.20', async () => {
    const desk = await atTheTables('PROPOSED_603a');
    const p = checkRedemption(
      await desk.book(),
      request({ wager: { seat: 3, spot: 'field', kind: 'field' }, at: noon('2026-02-01') }),
    );
    expect(p.map((x) => `${x.code} ${x.citation}`)).toEqual([
      'coupon_expired § 603a.20(q)(5)',
      'coupon_not_in_this_area § 603a.21(c)(2)',
    ]);
  });

  it("§ 603a.21(c): the betting areas per game are data; elsewhere the patron's area", () => {
    expect(BETTING_AREAS.map((r) => [r.games.join(','), r.paragraph])).toEqual([
      ['craps,mini-craps', 'crapsLine'],
      ['roulette', 'roulette'],
      ['', 'patronArea'],
    ]);
    expect([
      areaAllows('mini-craps', 'dont-pass'),
      areaAllows('mini-craps', 'come'),
      areaAllows('roulette', '3rd-12'),
      areaAllows('minibaccarat', 'banker'),
    ]).toEqual([true, false, true, true]);
  });

  it("§ 525.22(b), (e): from the kernel's events, the coupon rides the wager, then goes to the drop box win, lose or push", async () => {
    const desk = await atTheTables();
    desk.at = noon('2026-01-06');
    const wager: Wager = {
      seat: 3,
      spot: 'pass',
      kind: 'pass',
      amount: 4000,
      coupon: { serial: 'MP000101', value: 2500 },
    };
    const place = placed(wager, C);
    await desk.do((b) =>
      recordRedemption(b, { ...request(), id: 'RD-1', round: 7 }, place, desk.actor(STAFF.bo)),
    );
    let book = await desk.book();
    expect(book.redemptions[0]).toMatchObject({
      serial: 'MP000101',
      chipsOnCoupon: 2500,
      chipsBeside: 1500,
      redeemerPosition: 'boxperson',
      round: 7,
    });
    expect(book.coupons.find((c) => c.id === 'MP000101')?.status).toBe('in-wager');
    // Redeemed at most once.
    expect(checkRedemption(book, request()).map((p) => p.code)).toEqual(['coupon_already_redeemed']);
    // The kernel settles a win at even money on chips plus coupon (spec ruling B-AMB-3); the coupon goes to the drop.
    const won = settle(wager, { outcome: 'win', odds: odds(1, 1), citation: C });
    expect(won.transfers.find((t) => t.coupon)?.to).toBe('drop');
    await desk.do((b) => recordTransfers(b, won, desk.actor(STAFF.bo)));
    book = await desk.book();
    expect(book.redemptions[0]).toMatchObject({ outcome: 'win', winnings: 6500, depositedAt: desk.at });
    expect(book.coupons.find((c) => c.id === 'MP000101')?.status).toBe('in-drop-box');

    // A push: the coupon is still used up (spec ruling B-AMB-2).
    const w2: Wager = { ...wager, seat: 4, coupon: { serial: 'MP000102', value: 2500 }, amount: 2500 };
    await desk.do((b) =>
      recordRedemption(
        b,
        {
          ...request({ serial: 'MP000102', wager: { seat: 4, spot: 'pass', kind: 'pass' } }),
          id: 'RD-2',
          round: 7,
        },
        placed(w2, C),
        desk.actor(STAFF.bo),
      ),
    );
    await desk.do((b) =>
      recordTransfers(b, settle(w2, { outcome: 'push', citation: C }), desk.actor(STAFF.bo)),
    );
    book = await desk.book();
    expect(book.redemptions[1]).toMatchObject({ outcome: 'push', chipsBeside: 0 });
    expect(invariantBreaks(book, () => 'banked')).toEqual([]);
    expect(invariantBreaks(book, () => 'non-banked').map((b) => b.code)).toEqual([
      'redeemed_at_non_banked_table',
      'redeemed_at_non_banked_table',
    ]);
  });

  it('a wager taken down whole gives the coupon back to the patron, who may play it again', async () => {
    const desk = await atTheTables();
    desk.at = noon('2026-01-06');
    const wager: Wager = {
      seat: 3,
      spot: 'pass',
      kind: 'pass',
      amount: 2500,
      coupon: { serial: 'MP000101', value: 2500 },
    };
    await desk.do((b) =>
      recordRedemption(b, { ...request(), id: 'RD-1', round: 1 }, placed(wager, C), desk.actor(STAFF.bo)),
    );
    await desk.do((b) => recordTransfers(b, withdrawn(wager, 2500, C), desk.actor(STAFF.bo)));
    const book = await desk.book();
    expect(book.coupons.find((c) => c.id === 'MP000101')?.status).toBe('distributed');
    expect(book.redemptions[0]?.outcome).toBe('withdrawn');
    expect(checkRedemption(book, request())).toEqual([]);
    expect(invariantBreaks(book, () => 'banked')).toEqual([]);
  });

  it('a wager-placed event that does not carry the coupon at its value is refused', async () => {
    const desk = await atTheTables();
    desk.at = noon('2026-01-06');
    const wrong = placed(
      { seat: 3, spot: 'pass', kind: 'pass', amount: 2500, coupon: { serial: 'MP000101', value: 500 } },
      C,
    );
    expect(
      await desk.refusal((b) =>
        recordRedemption(b, { ...request(), id: 'RD-1', round: 1 }, wrong, desk.actor(STAFF.bo)),
      ),
    ).toMatchObject({ code: 'coupon_mismatch' });
  });
});
