/**
 * The back-office record of one dice inspection under § 603a.13(f): which alternative, who inspected
 * and in whose presence, where and when, with which instruments, and each die's result. `checkInspection`
 * lists every way the record falls short of the alternative it claims, each with its clause;
 * `inspectionOutcome` says which dice may be used and whether § 603a.13(g) requires removal and a Dice
 * Discrepancy Report.
 *
 * Games the text does not name at an alternative are inspected as the nearest named game: Props &
 * Hops and Asia Poker as the shaker games, by a floorperson (spec ruling B7).
 */
import { cite, type Citation } from '../core/citation.js';
import type { DiceSet } from '../core/dice.js';
import { CITE, SEALED_SET_SIZE, type DiceGame, type Violation } from './dice.js';

export type StaffRole =
  | 'dealer'
  | 'boxperson'
  | 'floorperson'
  | 'pit-manager'
  | 'assistant-table-games-shift-manager'
  | 'table-games-shift-manager'
  | 'security';

/**
 * "Floorperson or above", "pit manager or above", "assistant table games shift manager or above": the
 * table games chain of command. A boxperson, a dealer and security staff are outside it.
 */
const RANK: Readonly<Partial<Record<StaffRole, number>>> = {
  floorperson: 1,
  'pit-manager': 2,
  'assistant-table-games-shift-manager': 3,
  'table-games-shift-manager': 4,
};
export const atLeast = (role: StaffRole, floor: StaffRole): boolean =>
  (RANK[role] ?? 0) >= (RANK[floor] ?? Number.POSITIVE_INFINITY);

export interface Person {
  readonly name: string;
  readonly role: StaffRole;
}

/** A micrometer, or an instrument the Executive Director approved that does the same job. */
export type Instrument =
  'micrometer' | 'approved-equivalent' | 'balancing-caliper' | 'steel-set-square' | 'magnet';

export interface DieResult {
  readonly die: string;
  readonly passed: boolean;
  readonly defect?: string;
}

export interface DiceInspection {
  readonly id: string;
  readonly alternative: 1 | 2 | 3;
  readonly game: DiceGame;
  /** Epoch milliseconds when the inspection began. */
  readonly at: number;
  readonly location: 'table' | 'pit-stand' | 'storage-area';
  readonly inspectors: readonly Person[];
  /** Those in whose presence it was done (the dealer, the second floorperson, security ...). */
  readonly present: readonly Person[];
  /** Alternative 3: when the surveillance department was told. */
  readonly surveillanceNotifiedAt?: number;
  readonly instruments: readonly Instrument[];
  /** On a flat surface observable through the surveillance system. */
  readonly flatSurfaceUnderSurveillance: boolean;
  /** Alternative 1 or 2: reserve dice from the pit stand being inspected (again) before use. */
  readonly reserve?: boolean;
  readonly sets: readonly DiceSet[];
  readonly results: readonly DieResult[];
}

const ALT: Readonly<
  Record<1 | 2 | 3, { readonly who: Citation; readonly how: Citation; readonly where: Citation }>
> = {
  1: {
    who: cite('§ 603a.13(f)(1)(ii)'),
    how: cite('§ 603a.13(f)(1)(ii)'),
    where: cite('§ 603a.13(f)(1)(ii)'),
  },
  2: {
    who: cite('§ 603a.13(f)(2)(i)'),
    how: cite('§ 603a.13(f)(2)(ii)'),
    where: cite('§ 603a.13(f)(2)(ii)'),
  },
  3: {
    who: cite('§ 603a.13(f)(3)(i)'),
    how: cite('§ 603a.13(f)(3)(iii)'),
    where: cite('§ 603a.13(f)(3)(i)'),
  },
};

const LOCATION: Readonly<Record<1 | 2 | 3, DiceInspection['location']>> = {
  1: 'table',
  2: 'pit-stand',
  3: 'storage-area',
};

const crapsFamily = (g: DiceGame): boolean => g === 'craps' || g === 'mini-craps';

/** Every way the record falls short of § 603a.13(f) for the alternative it claims. */
export function checkInspection(r: DiceInspection): Violation[] {
  const out: Violation[] = [];
  const alt = ALT[r.alternative];
  const v = (code: string, message: string, citation: Citation) => out.push({ code, message, citation });
  const everyone = [...r.inspectors, ...r.present];
  const names = new Set(everyone.map((p) => p.name));
  if (!r.inspectors.length) v('no_inspector', 'the record names nobody who inspected the dice', alt.who);

  // Where, on what, with what.
  if (r.location !== LOCATION[r.alternative])
    v(
      'wrong_location',
      `Alternative ${r.alternative} is performed at the ${LOCATION[r.alternative]}`,
      alt.where,
    );
  if (!r.flatSurfaceUnderSurveillance)
    v('not_under_surveillance', 'the inspection is done on a flat surface observed by surveillance', alt.how);
  const has = (i: Instrument) => r.instruments.includes(i);
  const missing = [
    has('micrometer') || has('approved-equivalent') ? null : 'a micrometer (or an approved equivalent)',
    has('balancing-caliper') ? null : 'a balancing caliper',
    has('steel-set-square') ? null : 'a steel set square',
    has('magnet') ? null : 'a magnet',
  ].filter((x): x is string => x !== null);
  if (missing.length) v('instruments_missing', `not inspected with ${missing.join(', ')}`, alt.how);

  // Who.
  const inspectorOk = (p: Person): boolean => {
    if (r.reserve && r.alternative === 2) return atLeast(p.role, 'floorperson');
    if (r.alternative === 3) return atLeast(p.role, 'floorperson');
    if (r.alternative === 1) return r.game === 'craps' ? p.role === 'boxperson' : p.role === 'floorperson';
    return crapsFamily(r.game)
      ? p.role === 'boxperson' || p.role === 'floorperson'
      : p.role === 'floorperson';
  };
  for (const p of r.inspectors.filter((x) => !inspectorOk(x)))
    v(
      'inspector_not_authorised',
      `${p.name} (${p.role}) may not inspect ${r.game} dice under Alternative ${r.alternative}${r.reserve ? ' (reserve)' : ''}`,
      r.reserve && r.alternative === 2 ? CITE.alt2Reserve : alt.who,
    );
  if (names.size !== everyone.length)
    v('same_person_twice', 'the inspector and the witnesses are different people', alt.who);
  if (r.alternative === 1 && !r.present.some((p) => p.role === 'dealer'))
    v('no_dealer_present', 'the inspection is done in the presence of the dealer', alt.who);
  if (r.alternative === 2) {
    const second = (p: Person): boolean =>
      r.reserve
        ? atLeast(p.role, 'floorperson')
        : crapsFamily(r.game)
          ? p.role === 'boxperson' || p.role === 'floorperson'
          : p.role === 'floorperson';
    if (!r.present.some(second))
      v(
        'no_second_supervisor',
        crapsFamily(r.game) && !r.reserve
          ? 'the inspection is done in the presence of another boxperson or floorperson'
          : 'the inspection is done in the presence of another floorperson (or above)',
        r.reserve ? CITE.alt2Reserve : alt.who,
      );
  }
  if (r.alternative === 3) {
    // Three people: the floorperson or above is someone other than the ATGSM or above, so one
    // shift manager cannot fill both places.
    const managers = everyone.filter((p) => atLeast(p.role, 'assistant-table-games-shift-manager'));
    const floor = everyone.filter((p) => atLeast(p.role, 'floorperson'));
    const twoSupervisors = managers.some((m) => floor.some((f) => f.name !== m.name));
    if (!floor.length || (managers.length && !twoSupervisors))
      v(
        'no_floorperson',
        'a floorperson or above is present, besides the assistant table games shift manager or above',
        alt.who,
      );
    if (!managers.length)
      v('no_shift_manager', 'an assistant table games shift manager or above is present', alt.who);
    if (!everyone.some((p) => p.role === 'security'))
      v('no_security', 'a security department employee is present', alt.who);
    if (r.surveillanceNotifiedAt === undefined || r.surveillanceNotifiedAt > r.at)
      v(
        'surveillance_not_notified',
        'the surveillance department is told before the inspection starts',
        cite('§ 603a.13(f)(3)(ii)'),
      );
  }

  // What: every die of every set has one result, and nothing else does.
  const dice = r.sets.flatMap((s) => s.dice.map((d) => d.id));
  const judged = r.results.map((x) => x.die);
  for (const d of dice.filter((id) => !judged.includes(id)))
    v('die_not_inspected', `die ${d} has no result`, alt.how);
  for (const d of judged.filter((id, i) => !dice.includes(id) || judged.indexOf(id) !== i))
    v('stray_result', `result for die ${d} that is not in the sets, or given twice`, alt.how);
  return out;
}

export interface InspectionOutcome {
  /** Sets every die of which passed: these may be placed in the cup or shaker, or sealed. */
  readonly usableSets: readonly string[];
  /** Dice that failed: removed, with a Dice Discrepancy Report (§ 603a.13(g)). */
  readonly failedDice: readonly string[];
  readonly discrepancyReport: boolean;
  /** After Alternative 3 (and for Alternative 2 reserves): dice per sealed envelope. */
  readonly sealIn: number | null;
  readonly citation: Citation;
}

export function inspectionOutcome(r: DiceInspection): InspectionOutcome {
  const failed = new Set(r.results.filter((x) => !x.passed).map((x) => x.die));
  const sealed = r.alternative === 3 || (r.alternative === 2 && r.reserve === true);
  return {
    usableSets: r.sets.filter((s) => s.dice.every((d) => !failed.has(d.id))).map((s) => s.id),
    failedDice: [...failed],
    discrepancyReport: failed.size > 0,
    sealIn: sealed ? SEALED_SET_SIZE[r.game] : null,
    citation:
      failed.size > 0 ? CITE.discrepancy : r.alternative === 3 ? CITE.alt3Sealing : ALT[r.alternative].how,
  };
}
