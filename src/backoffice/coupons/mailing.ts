/**
 * Coupons printed and mailed by a gaming service provider (§ 603a.20(q); temporary § 525.21(q)): only
 * if the internal controls provide for it; each coupon meets (b) and (c) and carries a magnetic strip or
 * bar code ((q)(3)); the holder sends the GSP an electronic list of name, address, denomination, expiry
 * date and serial per patron ((q)(2)), finance keeps a copy for its reconciliation ((q)(4)); and no
 * coupon goes to anyone on the ch. 503a self-exclusion list or the ch. 511a exclusion list ((q)(7)).
 *
 * The lists are screened twice: when the list is prepared (an excluded patron gets no serial) and again
 * when it is sent (a patron added to a list since is withheld: his serial becomes `not-mailed`). Mailed
 * coupons never sit in finance or marketing stock (spec ruling B-AMB-10).
 */
import { ok, type Result } from '../../core/result.js';
import { dayOf, isDay, nonBlank, refuse, type Day, type Refusal } from '../common.js';
import { eventFor, type Actor } from '../events.js';
import { sign, type StaffAccount } from '../people.js';
import { next, type Change, type Write } from '../records.js';
import { created, move } from './lifecycle.js';
import { serialOf, type CouponBook, type CouponInto, type CouponRecord, type MailingList } from './model.js';
import { gate } from './program.js';
import { at, DEFAULT_PROFILE } from './rules.js';

export type MailingCode =
  | 'mailing_not_authorised'
  | 'program_not_approved'
  | 'design_not_approved'
  | 'not_machine_readable'
  | 'not_authorised'
  | 'signature_incomplete'
  | 'not_screened'
  | 'incomplete_entry'
  | 'serial_not_unique'
  | 'bad_day'
  | 'already_sent'
  | 'unknown_list'
  | 'duplicate_id';

/** One patron on the list, with the result of his screen against both lists. */
export interface MailingPatron {
  readonly patron: string;
  readonly name: string;
  readonly address: string;
  readonly selfExcluded: boolean;
  readonly excluded: boolean;
}

export interface Screen {
  readonly at: number;
  /** The dates of the list versions screened against. */
  readonly selfExclusionListAsOf: Day;
  readonly exclusionListAsOf: Day;
}

const lists = (
  p: Pick<MailingPatron, 'selfExcluded' | 'excluded'>,
): ('self-exclusion' | 'excluded-persons')[] => [
  ...(p.selfExcluded ? (['self-exclusion'] as const) : []),
  ...(p.excluded ? (['excluded-persons'] as const) : []),
];

function screenProblem(s: Screen, actor: Actor): boolean {
  return (
    !isDay(s.selfExclusionListAsOf) ||
    !isDay(s.exclusionListAsOf) ||
    s.at > actor.at ||
    dayOf(s.at) > dayOf(actor.at)
  );
}

/**
 * (q)(2), (q)(7): the list for one design and expiry date. Patrons who pass the screen get the next
 * sequential serials from `firstNumber`; those on either list are withheld and get none.
 */
export function prepareMailing(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly design: string;
    readonly expiresOn: Day;
    readonly firstNumber: number;
    readonly patrons: readonly MailingPatron[];
    readonly screen: Screen;
  },
  actor: Actor,
): Result<Change<CouponInto>, Refusal<MailingCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  if (!book.program?.gspMailing)
    return refuse(
      'mailing_not_authorised',
      'GSP mailing only if the internal controls provide for it',
      at(p, 'mailing'),
    );
  if (by.position !== 'marketing-supervisor' || by.id !== actor.account)
    return refuse('not_authorised', 'a marketing supervisor prepares the list', at(p, 'mailingList'));
  const sig = sign(by, actor.at, at(p, 'mailingList'));
  if (!sig.ok) return refuse('signature_incomplete', sig.error.message, at(p, 'mailingList'));
  const design = book.designs.find((d) => d.id === input.design);
  const g = gate(book.program, design, dayOf(actor.at))[0];
  if (g) return { ok: false, error: g };
  if (!design?.machineReadable)
    return refuse(
      'not_machine_readable',
      'a mailed coupon has a magnetic strip or bar code',
      at(p, 'machineReadable'),
    );
  if (!isDay(input.expiresOn) || input.expiresOn < dayOf(actor.at))
    return refuse('bad_day', 'the expiry date printed on the coupons', at(p, 'mailingList'));
  if (screenProblem(input.screen, actor))
    return refuse(
      'not_screened',
      'the list is screened against both lists before it is sent',
      at(p, 'exclusion'),
    );
  if (input.patrons.some((x) => !nonBlank(x.patron) || !nonBlank(x.name) || !nonBlank(x.address)))
    return refuse('incomplete_entry', "each entry gives the patron's name and address", at(p, 'mailingList'));
  if (book.mailings.some((m) => m.id === input.id))
    return refuse('duplicate_id', `mailing list ${input.id} exists`);
  const mailed = input.patrons.filter((x) => !x.selfExcluded && !x.excluded);
  const last = input.firstNumber + mailed.length - 1;
  if (
    !Number.isSafeInteger(input.firstNumber) ||
    input.firstNumber < 0 ||
    String(last).length > design.serialDigits
  )
    return refuse('serial_not_unique', 'a sequential range of serial numbers', at(p, 'serial'));
  if (book.coupons.some((c) => c.design === design.id && c.number >= input.firstNumber && c.number <= last))
    return refuse('serial_not_unique', 'some of these serial numbers are already in use', at(p, 'serial'));
  const coupons: CouponRecord[] = mailed.map((x, i) =>
    created(
      {
        id: serialOf(design, input.firstNumber + i),
        design: design.id,
        denomination: design.denomination,
        number: input.firstNumber + i,
        expiresOn: input.expiresOn,
        mailing: input.id,
        patron: x.patron,
      },
      'allocate',
      { at: actor.at, by: by.id, ref: input.id },
    ),
  );
  const list: MailingList = {
    id: input.id,
    version: 1,
    design: design.id,
    expiresOn: input.expiresOn,
    entries: mailed.map((x, i) => ({
      patron: x.patron,
      name: x.name,
      address: x.address,
      serial: serialOf(design, input.firstNumber + i),
    })),
    withheld: input.patrons
      .filter((x) => x.selfExcluded || x.excluded)
      .map((x) => ({ patron: x.patron, lists: lists(x) })),
    screen: input.screen,
    preparedBy: sig.value,
  };
  return ok({
    writes: [
      { into: 'couponMailings', op: 'insert', record: list },
      ...coupons.map((record): Write<CouponInto> => ({ into: 'coupons', op: 'insert', record })),
    ],
    events: [
      eventFor(
        'coupon-mailing.recorded',
        'couponMailings',
        list,
        actor,
        `mailing list ${input.id}: ${list.entries.length} to mail, ${list.withheld.length} withheld`,
        at(p, 'exclusion'),
      ),
      ...coupons.map((c) =>
        eventFor('coupon.allocated', 'coupons', c, actor, `coupon ${c.id} allocated`, at(p, 'mailingList')),
      ),
    ],
  });
}

/**
 * The list sent to the GSP after a second screen: patrons now on either list are withheld (their serials
 * `not-mailed`), the rest `mailed`. `rescreen` maps a patron to his current flags; every entry needs one.
 */
export function sendMailing(
  book: CouponBook,
  by: StaffAccount,
  input: {
    readonly list: string;
    readonly screen: Screen;
    readonly rescreen: Readonly<Record<string, Pick<MailingPatron, 'selfExcluded' | 'excluded'>>>;
  },
  actor: Actor,
): Result<Change<CouponInto>, Refusal<MailingCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  if (by.position !== 'marketing-supervisor' || by.id !== actor.account)
    return refuse('not_authorised', 'a marketing supervisor sends the list', at(p, 'mailingList'));
  const list = book.mailings.find((m) => m.id === input.list);
  if (!list) return refuse('unknown_list', `no mailing list ${input.list}`, at(p, 'mailingList'));
  if (list.sentAt !== undefined)
    return refuse('already_sent', `list ${list.id} was sent`, at(p, 'mailingList'));
  if (screenProblem(input.screen, actor) || list.entries.some((e) => !input.rescreen[e.patron]))
    return refuse(
      'not_screened',
      'every patron is screened again before the list is sent',
      at(p, 'exclusion'),
    );
  const writes: Write<CouponInto>[] = [];
  const events: Change<CouponInto>['events'][number][] = [];
  const withheld = [...list.withheld];
  for (const e of list.entries) {
    const flags = input.rescreen[e.patron] as Pick<MailingPatron, 'selfExcluded' | 'excluded'>;
    const c = book.coupons.find((x) => x.id === e.serial);
    if (!c) return refuse('unknown_list', `no coupon ${e.serial}`, at(p, 'mailingList'));
    const stop = flags.selfExcluded || flags.excluded;
    const m = move(c, stop ? 'withhold' : 'mail', { at: actor.at, by: by.id, ref: list.id }, p);
    if (!m.ok) return refuse('already_sent', m.error.message, m.error.citation);
    if (stop) withheld.push({ patron: e.patron, lists: lists(flags) });
    writes.push({ into: 'coupons', op: 'update', record: m.value });
    events.push(
      eventFor(
        stop ? 'coupon.not-mailed' : 'coupon.mailed',
        'coupons',
        m.value,
        actor,
        `coupon ${c.id} ${stop ? 'withheld' : 'mailed'}`,
        at(p, stop ? 'exclusion' : 'mailing'),
      ),
    );
  }
  const sent = next(list, {
    entries: list.entries.filter((e) => !withheld.some((w) => w.patron === e.patron)),
    withheld,
    screen: input.screen,
    sentAt: actor.at,
  });
  return ok({
    writes: [{ into: 'couponMailings', op: 'update', record: sent }, ...writes],
    events: [
      eventFor(
        'coupon-mailing.recorded',
        'couponMailings',
        sent,
        actor,
        `mailing list ${list.id} sent to the GSP`,
        at(p, 'financeCopy'),
      ),
      ...events,
    ],
  });
}
