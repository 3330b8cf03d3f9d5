/**
 * Who is signed in where on the floor, and what § 465a.35 says is missing. A dealer, stickperson or
 * boxperson signs in to one table; a floorperson signs in to the tables he supervises. `staffingCheck`
 * compares the open tables with the people signed in at an instant and returns each shortfall with its
 * citation; `shiftReport` runs the check across a shift at every change (a table opening or closing, a
 * sign-in or sign-out) and merges what stayed the same.
 */
import type { Citation } from '../../core/citation.js';
import { cite } from '../../core/citation.js';
import { ok, type Result } from '../../core/result.js';
import { refusal, refuse, type Refusal } from '../common.js';
import { inserted, updated, type Actor } from '../events.js';
import { atOrAbove, type StaffAccount } from '../people.js';
import { next, type Change, type Repository, type Stored } from '../records.js';
import {
  crewFor,
  supervisionRule,
  unprintedGames,
  type FloorTable,
  type SupervisionRule,
  SUPERVISION,
} from './staffing.js';

export type FloorRole = 'dealer' | 'stickperson' | 'boxperson' | 'floorperson';

export interface Assignment extends Stored {
  readonly account: string;
  readonly role: FloorRole;
  /** The table worked, or the tables supervised (floorperson). */
  readonly tables: readonly string[];
  /** § 465a.35(c)(12): a Poker floorperson who also seats players. */
  readonly seatingDuties: boolean;
  readonly from: number;
  readonly to?: number;
}

/** When a table was open for gaming. */
export interface TableSession {
  readonly table: string;
  readonly from: number;
  readonly to?: number;
}

export interface FloorRepositories {
  readonly assignments: Repository<Assignment>;
}

const CREW = cite('§ 465a.35(b)');
const SUPERVISE = cite('§ 465a.35(c)');

export type StaffingCode =
  | 'dealers_short'
  | 'stickperson_missing'
  | 'boxperson_missing'
  | 'unsupervised'
  | 'floorperson_over_limit'
  | 'floorperson_limit_not_printed'
  | 'dealer_not_qualified';

export interface Shortfall extends Refusal<StaffingCode> {
  readonly table?: string;
  readonly account?: string;
  readonly need?: number;
  readonly have?: number;
}

const activeAt = (a: Assignment, t: number): boolean => a.from <= t && (a.to === undefined || t < a.to);
export const openAt = (s: TableSession, t: number): boolean =>
  s.from <= t && (s.to === undefined || t < s.to);

/**
 * Every shortfall at instant `t`: the crew of each open table under (b), a floorperson for every open
 * table, each floorperson's tables under one paragraph of (c) (or (d)), and, when `mayDeal` is given,
 * each dealer's table test on the game (§ 611a.5(a)).
 */
export function staffingCheck(
  tables: readonly FloorTable[],
  sessions: readonly TableSession[],
  assignments: readonly Assignment[],
  t: number,
  opts: {
    readonly mayDeal?: (account: string, game: string) => boolean;
    readonly rules?: readonly SupervisionRule[];
  } = {},
): Shortfall[] {
  const open = tables.filter((x) => sessions.some((s) => s.table === x.id && openAt(s, t)));
  const here = assignments.filter((a) => activeAt(a, t));
  const out: Shortfall[] = [];
  for (const table of open) {
    const at = here.filter((a) => a.tables.includes(table.id));
    if (table.automation !== 'fully-automated') out.push(...crewShortfalls(table, at, opts.mayDeal));
    if (!at.some((a) => a.role === 'floorperson'))
      out.push({
        ...refusal('unsupervised', `no floorperson supervises ${table.id}`, SUPERVISE),
        table: table.id,
      });
  }
  for (const f of here.filter((a) => a.role === 'floorperson')) {
    const mine = open.filter((x) => f.tables.includes(x.id));
    if (!mine.length) continue;
    const rule = supervisionRule(mine, f.seatingDuties, opts.rules ?? SUPERVISION);
    if (rule) continue;
    const unprinted = unprintedGames(mine, opts.rules ?? SUPERVISION);
    out.push(
      unprinted.length
        ? {
            ...refusal(
              'floorperson_limit_not_printed',
              `the limit for ${unprinted.join(', ')} is in § 465a.35(c)(3)-(11), not in the seed: set it in the internal controls`,
              SUPERVISE,
            ),
            account: f.account,
            have: mine.length,
          }
        : {
            ...refusal(
              'floorperson_over_limit',
              `${mine.length} tables (${mine.map((x) => x.game).join(', ')}) fit no paragraph of § 465a.35(c)`,
              SUPERVISE,
            ),
            account: f.account,
            have: mine.length,
          },
    );
  }
  return out;
}

function crewShortfalls(
  table: FloorTable,
  at: readonly Assignment[],
  mayDeal?: (account: string, game: string) => boolean,
): Shortfall[] {
  const crew = crewFor(table.game);
  const out: Shortfall[] = [];
  const dealers = at.filter((a) => a.role === 'dealer' || a.role === 'stickperson');
  const sticks = at.filter((a) => a.role === 'stickperson').length;
  const boxes = at.filter((a) => a.role === 'boxperson').length;
  if (dealers.length < crew.dealers)
    out.push({
      ...refusal(
        'dealers_short',
        `${table.id} (${table.game}) needs ${crew.dealers} dealer(s), has ${dealers.length}`,
        crew.citation,
      ),
      table: table.id,
      need: crew.dealers,
      have: dealers.length,
    });
  if (sticks < crew.stickpersons)
    out.push({
      ...refusal(
        'stickperson_missing',
        `one of the dealers at ${table.id} acts as the stickperson`,
        crew.citation,
      ),
      table: table.id,
      need: crew.stickpersons,
      have: sticks,
    });
  if (boxes < crew.boxpersons)
    out.push({
      ...refusal('boxperson_missing', `${table.id} needs a boxperson`, cite('§ 465a.35(b)(4)')),
      table: table.id,
      need: crew.boxpersons,
      have: boxes,
    });
  if (mayDeal)
    for (const d of dealers.filter((x) => !mayDeal(x.account, table.game)))
      out.push({
        ...refusal(
          'dealer_not_qualified',
          `${d.account} has not passed the table test on ${table.game}`,
          cite('§ 611a.5(a)'),
        ),
        table: table.id,
        account: d.account,
      });
  return out;
}

/** What a position may be signed in as. */
const ROLE_FITS: Readonly<Record<FloorRole, (a: StaffAccount) => boolean>> = {
  dealer: (a) => a.position === 'dealer',
  stickperson: (a) => a.position === 'dealer',
  boxperson: (a) => a.position === 'boxperson' || atOrAbove(a.position, 'floorperson'),
  floorperson: (a) => atOrAbove(a.position, 'floorperson'),
};

export type SignInCode =
  | 'not_authorised'
  | 'role_not_held'
  | 'already_signed_in'
  | 'unknown_table'
  | 'not_signed_in'
  | 'duplicate_id';

/** An employee signed in to a table (or, a floorperson, to the tables he supervises), by a floorperson or above. */
export function signIn(
  assignments: readonly Assignment[],
  tables: readonly FloorTable[],
  who: StaffAccount,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly role: FloorRole;
    readonly tables: readonly string[];
    readonly seatingDuties?: boolean;
  },
  actor: Actor,
): Result<Change<'assignments'>, Refusal<SignInCode>> {
  if (by.id !== actor.account || !atOrAbove(by.position, 'floorperson'))
    return refuse('not_authorised', 'a floorperson or above signs staff in', CREW);
  if (!who.active || !ROLE_FITS[input.role](who))
    return refuse('role_not_held', `${who.name} (${who.position}) cannot work as ${input.role}`, CREW);
  const unknown = input.tables.find((t) => !tables.some((x) => x.id === t));
  if (
    unknown !== undefined ||
    !input.tables.length ||
    (input.role !== 'floorperson' && input.tables.length !== 1)
  )
    return refuse(
      'unknown_table',
      unknown ? `no table ${unknown}` : 'a dealer or boxperson works one table',
      CREW,
    );
  if (assignments.some((a) => a.account === who.id && activeAt(a, actor.at)))
    return refuse('already_signed_in', `${who.name} is signed in elsewhere: sign out first`, CREW);
  if (assignments.some((a) => a.id === input.id))
    return refuse('duplicate_id', `assignment ${input.id} exists`);
  const row: Assignment = {
    id: input.id,
    version: 1,
    account: who.id,
    role: input.role,
    tables: input.tables,
    seatingDuties: input.seatingDuties ?? false,
    from: actor.at,
  };
  return ok(
    inserted(
      'assignments',
      row,
      'staff.signed-in',
      actor,
      `${who.name} signed in as ${input.role} at ${input.tables.join(', ')}`,
      input.role === 'floorperson' ? SUPERVISE : CREW,
    ),
  );
}

export function signOut(
  assignments: readonly Assignment[],
  id: string,
  by: StaffAccount,
  actor: Actor,
): Result<Change<'assignments'>, Refusal<SignInCode>> {
  if (by.id !== actor.account || !atOrAbove(by.position, 'floorperson'))
    return refuse('not_authorised', 'a floorperson or above signs staff out', CREW);
  const a = assignments.find((x) => x.id === id);
  if (!a || a.to !== undefined || a.from > actor.at)
    return refuse('not_signed_in', `assignment ${id} is not open`, CREW);
  return ok(
    updated(
      'assignments',
      next(a, { to: actor.at }),
      'staff.signed-out',
      actor,
      `${a.account} signed out of ${a.tables.join(', ')}`,
      CREW,
    ),
  );
}

export interface ShiftSpan {
  readonly from: number;
  readonly to: number;
  readonly shortfall: Shortfall;
}

export interface ShiftReport {
  readonly from: number;
  readonly to: number;
  /** Each shortfall with the span it lasted. */
  readonly shortfalls: readonly ShiftSpan[];
  /** Who worked where, for how long within the shift. */
  readonly staff: readonly {
    readonly account: string;
    readonly role: FloorRole;
    readonly tables: readonly string[];
    readonly minutes: number;
  }[];
  readonly citation: Citation;
}

/** The shift report: the check at every change point within [from, to), identical shortfalls merged. */
export function shiftReport(
  tables: readonly FloorTable[],
  sessions: readonly TableSession[],
  assignments: readonly Assignment[],
  from: number,
  to: number,
  opts: Parameters<typeof staffingCheck>[4] = {},
): ShiftReport {
  const points = [
    ...new Set([
      from,
      ...sessions.flatMap((s) => [s.from, s.to ?? to]),
      ...assignments.flatMap((a) => [a.from, a.to ?? to]),
    ]),
  ]
    .filter((p) => p >= from && p < to)
    .sort((a, b) => a - b);
  const spans: ShiftSpan[] = [];
  const key = (s: Shortfall) => `${s.code}|${s.table ?? ''}|${s.account ?? ''}|${s.have ?? ''}`;
  let running = new Map<string, ShiftSpan>();
  points.forEach((p, i) => {
    const end = points[i + 1] ?? to;
    const now = new Map(staffingCheck(tables, sessions, assignments, p, opts).map((s) => [key(s), s]));
    const carried = new Map<string, ShiftSpan>();
    for (const [k, s] of now) {
      const prev = running.get(k);
      carried.set(k, prev ? { ...prev, to: end } : { from: p, to: end, shortfall: s });
    }
    for (const [k, span] of running) if (!now.has(k)) spans.push(span);
    running = carried;
  });
  spans.push(...running.values());
  spans.sort((a, b) => a.from - b.from || (a.shortfall.table ?? '').localeCompare(b.shortfall.table ?? ''));
  const staff = assignments
    .filter((a) => a.from < to && (a.to ?? to) > from)
    .map((a) => ({
      account: a.account,
      role: a.role,
      tables: a.tables,
      minutes: Math.round((Math.min(a.to ?? to, to) - Math.max(a.from, from)) / 60_000),
    }));
  return { from, to, shortfalls: spans, staff, citation: cite('§ 465a.35') };
}
