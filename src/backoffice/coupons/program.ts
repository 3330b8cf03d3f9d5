/**
 * The Match Play Coupon program and its designs (§ 603a.20(b)-(d), (i), (k), (p)-(r); temporary
 * § 525.21 the same letters): the gate of (b) — no coupon issued or used until the design is approved
 * by the Bureau of Gaming Operations and the internal controls by the Board — and the six contents of
 * (c) that every design must carry. Compliance records approvals from the Board's letters.
 */
import { ok, type Result } from '../../core/result.js';
import { isDay, nonBlank, refusal, refuse, type Day, type Refusal } from '../common.js';
import { inserted, updated, type Actor } from '../events.js';
import type { StaffAccount } from '../people.js';
import { next, type Change } from '../records.js';
import type { Approval, CouponBook, CouponDesign, CouponInto, CouponProgram } from './model.js';
import { at, DEFAULT_PROFILE, type CouponProfileId } from './rules.js';

export type ProgramCode =
  | 'program_not_approved'
  | 'design_not_approved'
  | 'design_incomplete'
  | 'bad_approval'
  | 'not_authorised'
  | 'duplicate_id'
  | 'unknown_design';

export type GateCode = 'program_not_approved' | 'design_not_approved';

/** Every reason coupons of `design` may not be issued or used today under (b). */
export function gate(
  program: CouponProgram | undefined,
  design: CouponDesign | undefined,
  day: Day,
): Refusal<GateCode>[] {
  const p: CouponProfileId = program?.profile ?? DEFAULT_PROFILE;
  const out: Refusal<GateCode>[] = [];
  if (!program?.internalControls || program.internalControls.approvedOn > day)
    out.push(
      refusal(
        'program_not_approved',
        'no coupon is issued or used until the internal controls for their inventory, distribution and redemption are approved',
        at(p, 'gateControls'),
      ),
    );
  if (!design?.approval || design.approval.approvedOn > day)
    out.push(
      refusal(
        'design_not_approved',
        `no coupon is issued or used until its design is approved by the Bureau of Gaming Operations${design ? ` (${design.name})` : ''}`,
        at(p, 'gateDesign'),
      ),
    );
  return out;
}

/** Every way a design falls short of the contents of (c). */
export function checkDesign(
  d: CouponDesign,
  profile: CouponProfileId = DEFAULT_PROFILE,
): Refusal<ProgramCode>[] {
  const out: Refusal<ProgramCode>[] = [];
  const need = (cond: boolean, message: string, rule: Parameters<typeof at>[1]) => {
    if (!cond) out.push(refusal('design_incomplete', message, at(profile, rule)));
  };
  need(nonBlank(d.holderNameOrLogo), 'the name or logo of the certificate holder', 'holderName');
  need(
    Number.isSafeInteger(d.denomination) && d.denomination > 0 && d.valueVisibleToSurveillance,
    'the value of the coupon, identifiable through the surveillance system',
    'valueVisible',
  );
  need(
    /^[A-Z0-9-]{0,8}$/.test(d.serialPrefix) &&
      Number.isInteger(d.serialDigits) &&
      d.serialDigits >= 4 &&
      d.serialDigits <= 12,
    'a sequential serial number (a prefix of up to 8 capitals or digits and 4 to 12 digits)',
    'serial',
  );
  need(
    d.restrictions.games.length > 0,
    'the restrictions on redemption: the games (and wagers) it may be used on',
    'restrictions',
  );
  for (const g of Object.keys(d.restrictions.wagers ?? {}))
    need(
      d.restrictions.games.includes(g),
      `wager restrictions for ${g}, which is not among its games`,
      'restrictions',
    );
  need(nonBlank(d.expirationStatement), 'a statement of the date on which the coupon expires', 'expiry');
  need(d.chipPlacementArea, 'an area for the chips that does not obscure the denomination', 'chipArea');
  return out;
}

const approvalOk = (a: Approval | undefined): boolean => !a || (nonBlank(a.reference) && isDay(a.approvedOn));

/** The program record (compliance): its profile, approvals and the storage areas of (i) and (k). */
export function recordProgram(
  book: CouponBook,
  by: StaffAccount,
  input: Omit<CouponProgram, 'version'>,
  actor: Actor,
): Result<Change<CouponInto>, Refusal<ProgramCode>> {
  if (by.position !== 'compliance' || by.id !== actor.account)
    return refuse(
      'not_authorised',
      'compliance records the program and its approvals',
      at(input.profile, 'gateControls'),
    );
  const approvals = [
    input.internalControls,
    input.financeStorage,
    input.marketingStorage,
    input.inHouseProduction,
    input.gspMailing,
    input.computerized,
  ];
  if (!approvals.every(approvalOk) || !nonBlank(input.holder))
    return refuse(
      'bad_approval',
      'every approval names its reference and its day',
      at(input.profile, 'gateControls'),
    );
  if (input.financeStorage && !nonBlank(input.financeStorage.location))
    return refuse(
      'bad_approval',
      "the internal controls give the approved storage area's location",
      at(input.profile, 'financeStorage'),
    );
  const old = book.program;
  if (old && old.id !== input.id) return refuse('duplicate_id', `the program is ${old.id}`);
  const summary = `coupon program (${input.profile})`;
  return ok(
    old
      ? updated(
          'couponPrograms',
          { ...input, version: old.version + 1 },
          'coupon-program.recorded',
          actor,
          summary,
          at(input.profile, 'gateControls'),
        )
      : inserted(
          'couponPrograms',
          { ...input, version: 1 },
          'coupon-program.recorded',
          actor,
          summary,
          at(input.profile, 'gateControls'),
        ),
  );
}

/** A design, as submitted: complete under (c) before it is recorded. */
export function recordDesign(
  book: CouponBook,
  by: StaffAccount,
  input: Omit<CouponDesign, 'version' | 'approval'>,
  actor: Actor,
): Result<Change<CouponInto>, Refusal<ProgramCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  if (!['compliance', 'marketing-supervisor'].includes(by.position) || by.id !== actor.account)
    return refuse('not_authorised', 'marketing or compliance records a design', at(p, 'gateDesign'));
  if (book.designs.some((d) => d.id === input.id)) return refuse('duplicate_id', `design ${input.id} exists`);
  if (
    book.designs.some((d) => d.serialPrefix === input.serialPrefix && d.serialDigits === input.serialDigits)
  )
    return refuse(
      'design_incomplete',
      `serial prefix ${input.serialPrefix} is another design's: serials must be unique`,
      at(p, 'serial'),
    );
  const design: CouponDesign = { ...input, version: 1 };
  const problem = checkDesign(design, p)[0];
  if (problem) return { ok: false, error: problem };
  return ok(
    inserted(
      'couponDesigns',
      design,
      'coupon-design.recorded',
      actor,
      `design ${input.name}`,
      at(p, 'contents'),
    ),
  );
}

/** (b)(1): the Bureau of Gaming Operations approved the design (§ 601a.10(a)). */
export function approveDesign(
  book: CouponBook,
  by: StaffAccount,
  input: { readonly design: string; readonly approval: Approval },
  actor: Actor,
): Result<Change<CouponInto>, Refusal<ProgramCode>> {
  const p = book.program?.profile ?? DEFAULT_PROFILE;
  if (by.position !== 'compliance' || by.id !== actor.account)
    return refuse('not_authorised', "compliance records the Bureau's approval", at(p, 'gateDesign'));
  const d = book.designs.find((x) => x.id === input.design);
  if (!d) return refuse('unknown_design', `no design ${input.design}`, at(p, 'gateDesign'));
  if (!approvalOk(input.approval))
    return refuse('bad_approval', 'an approval names its reference and its day', at(p, 'gateDesign'));
  return ok(
    updated(
      'couponDesigns',
      next(d, { approval: input.approval }),
      'coupon-design.approved',
      actor,
      `design ${d.name} approved`,
      at(p, 'gateDesign'),
    ),
  );
}
