import { describe, expect, it } from 'vitest';
import { approvedProgram, CouponDesk, noon, STAFF } from '../testing/desk.js';
import { invariantBreaks } from './lifecycle.js';
import { prepareMailing, sendMailing, type MailingPatron, type Screen } from './mailing.js';
import { recordProgram } from './program.js';
import { checkRedemption } from './redemption.js';

const screen: Screen = {
  at: noon('2026-01-05', -60),
  selfExclusionListAsOf: '2026-01-05',
  exclusionListAsOf: '2026-01-04',
};
const patron = (id: string, flags: Partial<MailingPatron> = {}): MailingPatron => ({
  patron: id,
  name: `Patron ${id}`,
  address: `${id} Main St, Pittsburgh PA`,
  selfExcluded: false,
  excluded: false,
  ...flags,
});
const list = { id: 'ML-1', design: 'MP25', expiresOn: '2026-02-28', firstNumber: 5001, screen };

describe('GSP mailing with the exclusion screen (§ 525.21(q), § 603a.20(q))', () => {
  it('§ 525.21(q)(7): a patron on either list gets no coupon; the rest get sequential serials', async () => {
    const desk = new CouponDesk();
    await approvedProgram(desk);
    const patrons = [
      patron('P1'),
      patron('P2', { selfExcluded: true }),
      patron('P3'),
      patron('P4', { excluded: true }),
    ];
    await desk.do((b) => prepareMailing(b, STAFF.mia, { ...list, patrons }, desk.actor(STAFF.mia)));
    const book = await desk.book();
    expect(book.mailings[0]).toMatchObject({
      entries: [
        { patron: 'P1', serial: 'MP005001', name: 'Patron P1', address: 'P1 Main St, Pittsburgh PA' },
        { patron: 'P3', serial: 'MP005002' },
      ],
      withheld: [
        { patron: 'P2', lists: ['self-exclusion'] },
        { patron: 'P4', lists: ['excluded-persons'] },
      ],
    });
    expect(book.coupons.map((c) => [c.id, c.status, c.patron])).toEqual([
      ['MP005001', 'allocated', 'P1'],
      ['MP005002', 'allocated', 'P3'],
    ]);
    // Screened again when sent: P3 joined the self-exclusion list since.
    desk.at = noon('2026-01-06');
    const again: Screen = {
      at: desk.at - 1,
      selfExclusionListAsOf: '2026-01-06',
      exclusionListAsOf: '2026-01-06',
    };
    const partial = {
      list: 'ML-1',
      screen: again,
      rescreen: { P1: { selfExcluded: false, excluded: false } },
    };
    expect(
      await desk.refusal((b) => sendMailing(b, STAFF.mia, partial, desk.actor(STAFF.mia))),
    ).toMatchObject({
      code: 'not_screened',
      citation: '§ 525.21(q)(7)',
    });
    const rescreen = {
      P1: { selfExcluded: false, excluded: false },
      P3: { selfExcluded: true, excluded: false },
    };
    await desk.do((b) =>
      sendMailing(b, STAFF.mia, { list: 'ML-1', screen: again, rescreen }, desk.actor(STAFF.mia)),
    );
    const sent = await desk.book();
    expect(sent.coupons.map((c) => [c.id, c.status])).toEqual([
      ['MP005001', 'mailed'],
      ['MP005002', 'not-mailed'],
    ]);
    expect(sent.mailings[0]?.entries.map((e) => e.patron)).toEqual(['P1']);
    expect(sent.mailings[0]?.withheld.map((w) => w.patron)).toEqual(['P2', 'P4', 'P3']);
    expect(
      await desk.refusal((b) =>
        sendMailing(b, STAFF.mia, { list: 'ML-1', screen: again, rescreen }, desk.actor(STAFF.mia)),
      ),
    ).toMatchObject({
      code: 'already_sent',
    });
    // A mailed coupon is redeemed like a distributed one (the dealer checks its expiry, (q)(5)).
    const at = {
      serial: 'MP005001',
      table: { id: 'CR-1', game: 'craps', kind: 'banked' as const },
      wager: { seat: 1, spot: 'pass', kind: 'pass' },
      redeemer: STAFF.dee,
    };
    expect(checkRedemption(sent, { ...at, at: noon('2026-02-28') })).toEqual([]);
    expect(checkRedemption(sent, { ...at, at: noon('2026-03-01') }).map((p) => p.code)).toEqual([
      'coupon_expired',
    ]);
    expect(
      checkRedemption(sent, { ...at, serial: 'MP005002', at: noon('2026-02-01') }).map((p) => p.code),
    ).toEqual(['coupon_not_distributed']);
    expect(invariantBreaks(sent, () => 'banked')).toEqual([]);
  });

  it.each([
    [
      '§ 525.21(q): only if the internal controls provide for GSP mailing',
      'no-mailing',
      'mailing_not_authorised',
      '§ 525.21(q)',
    ],
    [
      '§ 525.21(q)(7): the list is screened before it is prepared',
      'unscreened',
      'not_screened',
      '§ 525.21(q)(7)',
    ],
    [
      '§ 525.21(q)(2): every entry has a name and an address',
      'no-address',
      'incomplete_entry',
      '§ 525.21(q)(2)',
    ],
    ['§ 525.21(c)(3): serial numbers are unique', 'reused', 'serial_not_unique', '§ 525.21(c)(3)'],
  ] as const)('%s', async (_n, variant, code, citation) => {
    const desk = new CouponDesk();
    await approvedProgram(desk);
    if (variant === 'no-mailing') {
      const p = (await desk.book()).program!;
      await desk.do((b) =>
        recordProgram(
          b,
          STAFF.cara,
          { id: p.id, profile: p.profile, holder: p.holder, internalControls: p.internalControls! },
          desk.actor(STAFF.cara),
        ),
      );
    }
    if (variant === 'reused')
      await desk.do((b) =>
        prepareMailing(b, STAFF.mia, { ...list, patrons: [patron('P1')] }, desk.actor(STAFF.mia)),
      );
    const input = {
      ...list,
      id: 'ML-2',
      patrons: [patron('P9', variant === 'no-address' ? { address: ' ' } : {})],
      screen: variant === 'unscreened' ? { ...screen, at: desk.at + 60_000 } : screen,
    };
    expect(
      await desk.refusal((b) => prepareMailing(b, STAFF.mia, input, desk.actor(STAFF.mia))),
    ).toMatchObject({ code, citation });
  });
});
