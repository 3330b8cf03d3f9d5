/**
 * The back office over HTTP: Match Play Coupons (finance, marketing, compliance), the floor (staffing
 * and cameras, live against the tables open on this server), dice sets and inspections, Counter Checks,
 * record retention, training personnel files, and the reports as JSON or CSV.
 *
 * Every route is gated twice: by the account's role (`requireRole`, before validation) and by the
 * account's position under src/backoffice/roles.ts (`may`), and then the domain decides with its own
 * checks. A refusal is an error with a stable code, the citation of the rule and, where the rule is
 * about one field of the form, that field's name. Every change is written with its audit events in one
 * transaction (db/backoffice.ts), so each is in the hash-chained audit log.
 *
 * Accounts: the domain's account id is the username; the name signed, the position and the Board-issued
 * credential number come from the staff profile an admin records (`PUT /api/backoffice/staff/:username`).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Rejection, Result } from '../../core/result.js';
import { dayOf, DAY_MS, quarterOf, type Day } from '../../backoffice/common.js';
import {
  authorizeRequisition,
  distribute,
  issue,
  prepareRequisition,
  receive,
  returnToFinance,
  voidCoupon,
} from '../../backoffice/coupons/custody.js';
import { loadCoupons, type CouponBook } from '../../backoffice/coupons/model.js';
import { approveDesign, recordDesign, recordProgram } from '../../backoffice/coupons/program.js';
import {
  controlsDue,
  dailyFigures,
  fileQuarterlyReport,
  recordDailyForm,
  recordFinanceReconciliation,
  recordInventory,
} from '../../backoffice/coupons/reconcile.js';
import { prepareMailing, sendMailing } from '../../backoffice/coupons/mailing.js';
import { checkRedemption, recordRedemption, recordTransfers } from '../../backoffice/coupons/redemption.js';
import { DEFAULT_PROFILE, use } from '../../backoffice/coupons/rules.js';
import {
  custodyBreaks,
  prepareCheck,
  receiveBook,
  signInBook,
  signOutBook,
  type CounterCheckState,
} from '../../backoffice/counter-checks.js';
import {
  diceAtTables,
  putInPlay,
  receiveSet,
  recordInspection,
  removeFromPlay,
} from '../../backoffice/dice-sets.js';
import { DICE_GAMES as DICE_GAME_IDS, type DiceGame } from '../../backoffice/dice.js';
import type { Actor } from '../../backoffice/events.js';
import {
  shiftReport,
  signIn,
  signOut,
  staffingCheck,
  type TableSession,
} from '../../backoffice/floor/assignments.js';
import type { FloorTable } from '../../backoffice/floor/staffing.js';
import { cameraShortfalls, openingCheck, recordCameras } from '../../backoffice/floor/surveillance.js';
import { POSITIONS, type Position, type StaffAccount } from '../../backoffice/people.js';
import { personnelFile } from '../../backoffice/personnel-file.js';
import { RecordConflict, type Change } from '../../backoffice/records.js';
import {
  dailyCouponReport,
  diceInspectionReport,
  personnelFileReport,
  quarterlyCouponReport,
  shiftStaffingReport,
} from '../../backoffice/reports/builders.js';
import { toCsv, type Report } from '../../backoffice/reports/report.js';
import { RECORD_KINDS, type RecordKind } from '../../backoffice/repositories.js';
import {
  destroy,
  dueForDestruction,
  exportForDestruction,
  RETENTION_SCHEDULE,
} from '../../backoffice/retention.js';
import { access, ACTIONS, may, mayReport, ROLES, rolesOf, type Action } from '../../backoffice/roles.js';
import {
  loadTraining,
  recordDurationApproval,
  recordHours,
  recordLiveHours,
  recordProgramCompletion,
  recordSameTypeTraining,
  recordTableTest,
  recordTrainingProgram,
} from '../../backoffice/training-register.js';
import { eligibility } from '../../backoffice/training-file.js';
import { trainingGame } from '../../backoffice/training-rules.js';
import * as F from '../../protocol/backoffice.js';
import type { AccountRole, UserInfo } from '../../protocol/wire.js';
import { verifyPassword } from '../auth.js';
import { authed, type App, type ServerContext } from '../context.js';
import { SqlBackoffice } from '../db/backoffice.js';
import { HttpError, replies } from '../http.js';
import type { Store, StoredEntry, UserRow } from '../store.js';
import type { CouponDesk, CouponTable } from '../tables.js';
import type { WagerEvent } from '../../engine/wagers.js';
import type { WireRejection } from '../../protocol/wire.js';

/** A refusal sent as the answer (code, message, citation, field), not thrown through Fastify's handler. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: F.BackofficeRefusal,
  ) {
    super(body.message);
  }
}

const refused = (status: number, r: Rejection, field?: string): Refused =>
  new Refused(status, {
    code: r.code,
    message: r.message,
    ...(r.citation !== undefined ? { citation: r.citation } : {}),
    ...(field !== undefined ? { field } : {}),
  });

/** A parsed body without its absent optional fields (what `exactOptionalPropertyTypes` asks of the domain). */
type Compact<T> = T extends readonly (infer U)[]
  ? Compact<U>[]
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? never : K]: Compact<T[K]> } & {
        [K in keyof T as undefined extends T[K] ? K : never]?: Compact<Exclude<T[K], undefined>>;
      }
    : T;
const compact = <T>(v: T): Compact<T> => JSON.parse(JSON.stringify(v)) as Compact<T>;

/** The position an account of a role holds until an admin records its profile. */
const DEFAULT_POSITION: Readonly<Partial<Record<AccountRole, Position>>> = {
  dealer: 'dealer',
  floorperson: 'floorperson',
  finance: 'finance-clerk',
  marketing: 'marketing-representative',
  surveillance: 'surveillance-operator',
  compliance: 'compliance',
};

const ANSWER = z.looseObject({});
const Refusal = z.looseObject({ code: z.string(), message: z.string() });

/** Which field of a form a refusal's code is about (shown beside it); the others show above the form. */
const FIELD_OF: Readonly<Record<string, string>> = {
  unknown_design: 'design',
  bad_range: 'to',
  serial_not_unique: 'from',
  bad_day: 'day',
  checkers_missing: 'checkers',
  deviation_not_reported: 'deviation',
  bad_requisition: 'requisition',
  requisition_not_authorised: 'requisition',
  requisition_exceeded: 'ranges',
  coupon_expired: 'serials',
  void_reason_missing: 'reason',
  variation_unexplained: 'counted',
  signatures_not_reviewed: 'signaturesReviewed',
  no_daily_form: 'day',
  form_exists: 'id',
  bad_quarter: 'quarter',
  duplicate_id: 'id',
  role_not_held: 'role',
  unknown_table: 'tables',
  already_signed_in: 'username',
  unknown_trainee: 'trainee',
  unknown_game: 'game',
  co_signer_not_authenticated: 'password',
  bad_camera: 'cameras',
  not_screened: 'screen',
  incomplete_entry: 'patrons',
  not_machine_readable: 'design',
  unknown_list: 'list',
  already_sent: 'list',
  trainee_not_an_account: 'trainee',
  examiner_is_trainee: 'trainee',
  table_test_before_training: 'trainee',
  bad_minutes: 'minutes',
  more_than_a_day: 'minutes',
  same_type_not_allowed: 'game',
};

/** One set of books per store, shared by the routes and the tables' coupon desk (one commit queue). */
const BOOKS = new WeakMap<Store, SqlBackoffice>();
export function booksOf(store: Store): SqlBackoffice {
  let b = BOOKS.get(store);
  if (!b) BOOKS.set(store, (b = new SqlBackoffice(store)));
  return b;
}

/** The staff account of a username (its back-office profile), if it holds a position. */
async function staffOf(store: Store, username: string): Promise<StaffAccount | undefined> {
  const u = await store.userByName(username);
  if (!u) return undefined;
  const [row] = await store.select((db) => db.selectFrom('bo_staff').selectAll().where('user_id', '=', u.id));
  const position = (row?.position as Position | undefined) ?? DEFAULT_POSITION[u.role];
  if (!position) return undefined;
  return {
    id: u.username,
    name: row?.name ?? u.username,
    position,
    ...(row?.credential ? { credential: row.credential } : {}),
    active: !u.disabled,
  };
}

/**
 * Match Play Coupons at the tables (§ 525.22; proposed § 603a.21): a wager command carrying a coupon's
 * serial is checked against the back office (issued to a patron, not expired, not redeemed, a banked
 * table, a wager its design and the game's betting area allow), with the dealer or boxperson signed in
 * at the table as the redeemer (ruling R71), and its value filled in from the coupon record; once the
 * entry is stored the redemption is recorded, and the settlement's transfer of the coupon to the drop
 * box deposits it, win, lose or push.
 */
export class TableCoupons implements CouponDesk {
  /** Who redeemed each serial now riding on a wager (from the check to the stored entry). */
  private readonly redeemers = new Map<string, StaffAccount>();

  constructor(private readonly store: Store) {}

  private get books(): SqlBackoffice {
    return booksOf(this.store);
  }

  /** The dealer or boxperson signed in at the table now (a boxperson first: at Craps he takes it). */
  private async redeemerAt(floorId: string, at: number): Promise<StaffAccount | undefined> {
    const here = (await this.books.repos.assignments.list()).filter(
      (a) => a.tables.includes(floorId) && a.from <= at && (a.to === undefined || at < a.to),
    );
    const pick = here.find((a) => a.role === 'boxperson') ?? here.find((a) => a.role === 'dealer');
    return pick ? staffOf(this.store, pick.account) : undefined;
  }

  async check(
    table: CouponTable,
    seat: number | undefined,
    command: Readonly<Record<string, unknown>>,
  ): Promise<{ ok: true; command: Record<string, unknown> } | { ok: false; error: WireRejection }> {
    const coupon = command['coupon'] as { serial?: unknown } | undefined;
    const serial = typeof coupon?.serial === 'string' ? coupon.serial.trim().toUpperCase() : '';
    const kind = typeof command['kind'] === 'string' ? command['kind'] : '';
    if (command['type'] !== 'place-wager' || !serial || seat === undefined)
      return {
        ok: false,
        error: { code: 'malformed_command', message: 'a coupon rides on a wager you place: its serial' },
      };
    const book = await loadCoupons(this.books.repos);
    const profile = book.program?.profile ?? DEFAULT_PROFILE;
    const now = Date.now();
    const redeemer = await this.redeemerAt(table.floorId, now);
    if (!redeemer)
      return {
        ok: false,
        error: {
          code: 'redeemer_not_dealer',
          message: `no dealer or boxperson is signed in at ${table.floorId} to accept the coupon`,
          citation: use(profile, 'redeemer'),
        },
      };
    const problems = checkRedemption(book, {
      serial,
      table: { id: table.floorId, game: table.game, kind: table.kind },
      wager: { seat, spot: kind, kind },
      redeemer,
      at: now,
    });
    const first = problems[0];
    if (first)
      return {
        ok: false,
        error: {
          code: first.code,
          message: first.message,
          ...(first.citation !== undefined ? { citation: first.citation } : {}),
        },
      };
    const c = book.coupons.find((x) => x.id === serial);
    if (!c) return { ok: false, error: { code: 'unknown_coupon', message: `no coupon ${serial}` } };
    this.redeemers.set(serial, redeemer);
    return { ok: true, command: { ...command, coupon: { serial, value: c.denomination } } };
  }

  async stored(table: CouponTable, entries: readonly StoredEntry[]): Promise<void> {
    for (const entry of entries)
      for (const e of entry.events as readonly WagerEvent[]) {
        if (e.type === 'wager-placed' && e.coupon) {
          const serial = e.coupon.serial;
          const redeemer = this.redeemers.get(serial) ?? (await this.redeemerAt(table.floorId, entry.at));
          if (!redeemer) continue;
          this.redeemers.delete(serial);
          await this.commit((book) =>
            recordRedemption(
              book,
              {
                id: `RD-${table.id}-${entry.seq}`,
                round: entry.round,
                serial,
                table: { id: table.floorId, game: table.game, kind: table.kind },
                wager: { seat: e.seat, spot: e.spot, kind: e.kind },
                redeemer,
                at: entry.at,
              },
              e,
              { account: redeemer.id, at: entry.at },
            ),
          );
        } else if (
          (e.type === 'wager-settled' || e.type === 'wager-withdrawn') &&
          e.transfers.some((t) => t.coupon !== undefined)
        )
          await this.commit((book) =>
            recordTransfers(book, e, { account: `table:${table.floorId}`, at: entry.at }),
          );
      }
  }

  private async commit(op: (book: CouponBook) => Result<Change, Rejection>): Promise<void> {
    const r = op(await loadCoupons(this.books.repos));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    await this.books.commit(r.value);
  }
}

export async function backofficeRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const { store } = ctx;
  const books = booksOf(store);
  const repos = books.repos;
  const tags = ['back office'];
  const staffRoles: AccountRole[] = [
    'dealer',
    'floorperson',
    'compliance',
    'finance',
    'marketing',
    'surveillance',
  ];
  const anyStaff = ctx.requireRole(...staffRoles);

  // ------------------------------------------------------------------ accounts as staff

  async function profile(
    u: Pick<UserRow, 'id' | 'username' | 'role' | 'disabled'>,
  ): Promise<StaffAccount | undefined> {
    const [row] = await store.select((db) =>
      db.selectFrom('bo_staff').selectAll().where('user_id', '=', u.id),
    );
    const position = (row?.position as Position | undefined) ?? DEFAULT_POSITION[u.role];
    if (!position) return undefined;
    return {
      id: u.username,
      name: row?.name ?? u.username,
      position,
      ...(row?.credential ? { credential: row.credential } : {}),
      active: !u.disabled,
    };
  }

  async function me(user: UserInfo): Promise<StaffAccount> {
    const s = await profile({ ...user, disabled: false });
    if (!s)
      throw new Refused(403, {
        code: 'no_staff_profile',
        message: 'this account holds no back-office position: an admin records one',
      });
    return s;
  }

  async function staffNamed(username: string, field: string): Promise<StaffAccount> {
    const u = await store.userByName(username);
    const s = u ? await profile(u) : undefined;
    if (!s) throw new Refused(422, { code: 'unknown_staff', message: `no staff account ${username}`, field });
    return s;
  }

  /** A second signer: their own password, checked here (the domain then checks their position). */
  async function coSigner(c: { username: string; password: string }, field: string): Promise<StaffAccount> {
    const u = await store.userByName(c.username);
    if (!u || u.disabled || !(await verifyPassword(c.password, u.passwordHash)))
      throw new Refused(422, {
        code: 'co_signer_not_authenticated',
        message: `${c.username} did not sign: username or password wrong, or the account is disabled`,
        field,
      });
    const s = await profile(u);
    if (!s) throw new Refused(422, { code: 'unknown_staff', message: `${c.username} is not staff`, field });
    return s;
  }

  const names = async (): Promise<Map<string, string>> => {
    const users = await store.listUsers();
    const rows = await store.select((db) => db.selectFrom('bo_staff').select(['user_id', 'name']));
    const byId = new Map(rows.map((r) => [r.user_id, r.name]));
    return new Map(users.map((u) => [u.username, byId.get(u.id) ?? u.username]));
  };

  // ------------------------------------------------------------------ the tables, as the floor sees them

  /** Every table this server knows, open or closed, by its floor name (`CR-1`), else its id (ruling R70). */
  async function floorTables(): Promise<{
    tables: FloorTable[];
    sessions: TableSession[];
    ids: Map<string, string>;
  }> {
    const rows = [...(await store.listTables()), ...(await store.closedTables())];
    const tables = new Map<string, FloorTable>();
    const sessions: TableSession[] = [];
    const ids = new Map<string, string>();
    for (const r of rows) {
      const id = r.name ?? r.id;
      const host = ctx.tables.get(r.id);
      const kind = host ? (host.view({ role: 'compliance' }) as { kind?: unknown }).kind : undefined;
      tables.set(id, {
        id,
        game: r.game,
        banked: kind === undefined ? true : kind === 'banked',
        automation: r.automated ? 'fully-automated' : 'live',
      });
      ids.set(r.id, id);
      sessions.push({
        table: id,
        from: Date.parse(r.createdAt),
        ...(r.closedAt ? { to: Date.parse(r.closedAt) } : {}),
      });
    }
    return { tables: [...tables.values()], sessions, ids };
  }

  // ------------------------------------------------------------------ routes that change records

  type Out = Result<Change, Rejection>;
  interface Run<B> {
    readonly me: StaffAccount;
    readonly actor: Actor;
    readonly body: B;
  }

  const send = (reply: FastifyReply, e: unknown): FastifyReply => {
    if (e instanceof Refused) return reply.status(e.status).send(e.body);
    if (e instanceof RecordConflict)
      return reply
        .status(409)
        .send({ code: 'record_conflict', message: `${e.message}; reload and try again` });
    throw e;
  };

  /**
   * A POST route: role gate, position gate (the action's citation), the body parsed with the form's
   * schema, the domain's decision, the commit with its audit events. Answers the events' summaries.
   */
  function act<S extends z.ZodType>(
    path: string,
    opts: {
      readonly roles: AccountRole[];
      readonly action: Action;
      readonly summary: string;
      readonly body: S;
      /** Which field of this form a refusal's code is about, where it differs from FIELD_OF. */
      readonly fields?: Readonly<Record<string, string>>;
      readonly run: (r: Run<z.output<S>>) => Promise<Out>;
    },
  ): void {
    app.post(
      `/api/backoffice/${path}`,
      {
        preValidation: ctx.requireRole(...opts.roles),
        schema: {
          summary: `${opts.summary} (${ACTIONS[opts.action]})`,
          tags,
          body: opts.body,
          response: { ...replies(ANSWER), 403: Refusal, 409: Refusal, 422: Refusal },
        },
      },
      async (req, reply) => {
        try {
          const who = await me(authed(req).user);
          if (!may(who.position, opts.action))
            throw refused(403, {
              code: 'not_authorised',
              message: `a ${who.position} may not do this`,
              citation: ACTIONS[opts.action],
            });
          const actor: Actor = { account: who.id, at: Date.now() };
          const r = await opts.run({ me: who, actor, body: req.body as z.output<S> });
          if (!r.ok) throw refused(422, r.error, opts.fields?.[r.error.code] ?? FIELD_OF[r.error.code]);
          const entries = await books.commit(r.value);
          return {
            ok: true,
            events: entries.map((e) => ({ seq: e.seq, type: e.event.type, summary: e.event.summary })),
          };
        } catch (e) {
          return send(reply, e);
        }
      },
    );
  }

  const coupons = (): Promise<CouponBook> => loadCoupons(repos);
  const F_ = ['finance'] as AccountRole[];
  const M_ = ['marketing'] as AccountRole[];
  const C_ = ['compliance'] as AccountRole[];
  const FLOOR_ = ['floorperson'] as AccountRole[];

  act('coupons/program', {
    roles: C_,
    action: 'coupon.program',
    summary: 'Record the Match Play Coupon program and its approvals',
    body: F.CouponProgramForm,
    run: async ({ me: by, actor, body }) => recordProgram(await coupons(), by, compact(body), actor),
  });
  act('coupons/designs', {
    roles: [...C_, ...M_],
    action: 'coupon.design',
    summary: 'Record a coupon design',
    body: F.CouponDesignForm,
    run: async ({ me: by, actor, body }) => {
      const { machineReadable, restrictions, ...rest } = body;
      return recordDesign(
        await coupons(),
        by,
        {
          ...rest,
          restrictions: {
            games: restrictions.games,
            ...(restrictions.wagers ? { wagers: restrictions.wagers } : {}),
          },
          ...(machineReadable ? { machineReadable } : {}),
        },
        actor,
      );
    },
  });
  act('coupons/designs/approve', {
    roles: C_,
    action: 'coupon.program',
    summary: "Record the Bureau of Gaming Operations' approval of a design",
    body: F.DesignApprovalForm,
    run: async ({ me: by, actor, body }) => approveDesign(await coupons(), by, body, actor),
  });
  act('coupons/receipts', {
    roles: F_,
    action: 'coupon.receive',
    summary: 'Receive coupons against the invoice',
    body: F.CouponReceiptForm,
    run: async ({ me: by, actor, body }) => {
      const checkers: StaffAccount[] = [];
      for (const [i, c] of body.checkers.entries())
        checkers.push(await coSigner(c, `checkers.${i}.password`));
      const { deviation, ...rest } = body;
      return receive(
        await coupons(),
        by,
        { ...rest, checkers, ...(deviation ? { deviation: { description: deviation.description } } : {}) },
        actor,
      );
    },
  });
  act('coupons/requisitions', {
    roles: M_,
    action: 'coupon.requisition.prepare',
    summary: 'Prepare a requisition',
    body: F.RequisitionForm,
    run: async ({ me: by, actor, body }) => prepareRequisition(await coupons(), by, body, actor),
  });
  act('coupons/requisitions/authorize', {
    roles: F_,
    action: 'coupon.requisition.authorize',
    summary: 'Authorise a requisition',
    body: F.AuthorizeForm,
    run: async ({ me: by, actor, body }) => authorizeRequisition(await coupons(), by, body.id, actor),
  });
  act('coupons/issues', {
    roles: F_,
    action: 'coupon.issue',
    summary: 'Issue coupons to marketing (the marketing supervisor signs for them)',
    body: F.IssueForm,
    run: async ({ me: by, actor, body }) => {
      const receiver = await coSigner(body.receiver, 'receiver.password');
      return issue(
        await coupons(),
        by,
        {
          id: body.id,
          requisition: body.requisition,
          ranges: body.ranges,
          receiver,
          ...(body.voided ? { voided: body.voided } : {}),
        },
        actor,
      );
    },
  });
  act('coupons/distribute', {
    roles: M_,
    action: 'coupon.distribute',
    summary: 'Give coupons to a patron',
    body: F.DistributeForm,
    run: async ({ me: by, actor, body }) =>
      distribute(
        await coupons(),
        by,
        { serials: body.serials, ...(body.patron ? { patron: body.patron } : {}) },
        actor,
      ),
  });
  act('coupons/void', {
    roles: [...F_, ...M_],
    action: 'coupon.examine',
    summary: 'Void a coupon in finance or marketing stock, with the reason',
    body: F.VoidForm,
    run: async ({ me: by, actor, body }) => voidCoupon(await coupons(), by, body, actor),
  });
  act('coupons/returns', {
    roles: F_,
    action: 'coupon.return',
    summary: 'Receive coupons returned by marketing (the marketing supervisor signs)',
    body: F.ReturnForm,
    run: async ({ me: by, actor, body }) => {
      const returner = await coSigner(body.returner, 'returner.password');
      return returnToFinance(
        await coupons(),
        by,
        { id: body.id, serials: body.serials, returner, ...(body.voided ? { voided: body.voided } : {}) },
        actor,
      );
    },
  });
  act('coupons/daily-forms', {
    roles: M_,
    action: 'coupon.daily-form',
    summary: "Marketing's Daily Match Play Coupon Reconciliation Form",
    body: F.DailyFormForm,
    run: async ({ me: by, actor, body }) =>
      recordDailyForm(
        await coupons(),
        by,
        {
          id: body.id,
          day: body.day,
          counted: body.counted,
          ...(body.explanations ? { explanations: body.explanations } : {}),
        },
        actor,
      ),
  });
  act('coupons/reconciliations', {
    roles: F_,
    action: 'coupon.finance-reconciliation',
    summary: "Finance's daily count, cancellation and reconciliation",
    body: F.FinanceReconciliationForm,
    run: async ({ me: by, actor, body }) => recordFinanceReconciliation(await coupons(), by, body, actor),
  });
  act('coupons/inventories', {
    roles: F_,
    action: 'coupon.inventory',
    summary: 'The monthly inventory',
    body: F.InventoryForm,
    run: async ({ me: by, actor, body }) => recordInventory(await coupons(), by, body, actor),
  });
  act('coupons/quarterly-reports', {
    roles: [...F_, ...C_],
    action: 'coupon.quarterly-report',
    summary: 'File the quarterly report to the Bureau of Casino Compliance',
    body: F.QuarterlyForm,
    run: async ({ me: by, actor, body }) => fileQuarterlyReport(await coupons(), by, body, actor),
  });

  /** A screen as the domain reads it: screened now unless the form says when. */
  const screenOf = (s: z.output<typeof F.MailingForm>['screen'], actor: Actor) => ({
    at: s.at ?? actor.at,
    selfExclusionListAsOf: s.selfExclusionListAsOf,
    exclusionListAsOf: s.exclusionListAsOf,
  });
  act('coupons/mailings', {
    roles: M_,
    action: 'coupon.mailing',
    summary: 'Prepare a GSP mailing list, each patron screened against both exclusion lists',
    body: F.MailingForm,
    fields: { bad_day: 'expiresOn', serial_not_unique: 'firstNumber' },
    run: async ({ me: by, actor, body }) =>
      prepareMailing(await coupons(), by, { ...body, screen: screenOf(body.screen, actor) }, actor),
  });
  act('coupons/mailings/send', {
    roles: M_,
    action: 'coupon.mailing',
    summary: 'Send a mailing list to the GSP after screening every patron on it again',
    body: F.MailingSendForm,
    run: async ({ me: by, actor, body }) =>
      sendMailing(await coupons(), by, { ...body, screen: screenOf(body.screen, actor) }, actor),
  });

  // The coupon book at a glance: stock by status, what is due today, the day's figures.
  app.get(
    '/api/backoffice/coupons',
    {
      preValidation: ctx.requireRole('finance', 'marketing', 'compliance'),
      schema: {
        summary: "The coupon book: each serial's status, what is due, the day's figures",
        tags,
        querystring: z.object({ day: F.Day.optional() }).strict(),
        response: replies(ANSWER),
      },
    },
    async (req) => {
      const book = await coupons();
      const day: Day = req.query.day ?? dayOf(Date.now());
      return {
        program: book.program ?? null,
        designs: book.designs,
        coupons: book.coupons.map((c) => ({
          id: c.id,
          design: c.design,
          denomination: c.denomination,
          status: c.status,
          expiresOn: c.expiresOn,
        })),
        requisitions: book.requisitions,
        mailings: book.mailings,
        due: controlsDue(book, day),
        figures: dailyFigures(book, day),
        day,
        quarter: quarterOf(day),
      };
    },
  );

  // ------------------------------------------------------------------ floor: staffing and cameras

  act('floor/sign-in', {
    roles: FLOOR_,
    action: 'floor.sign-in',
    summary: 'Sign an employee in to a table (a floorperson: to the tables supervised)',
    body: F.SignInForm,
    run: async ({ me: by, actor, body }) => {
      const who = await staffNamed(body.username, 'username');
      const { tables } = await floorTables();
      return signIn(
        await repos.assignments.list(),
        tables,
        who,
        by,
        {
          id: body.id,
          role: body.role,
          tables: body.tables,
          ...(body.seatingDuties !== undefined ? { seatingDuties: body.seatingDuties } : {}),
        },
        actor,
      );
    },
  });
  act('floor/sign-out', {
    roles: FLOOR_,
    action: 'floor.sign-in',
    summary: 'Sign an employee out',
    body: F.SignOutForm,
    run: async ({ me: by, actor, body }) => signOut(await repos.assignments.list(), body.id, by, actor),
  });
  act('floor/cameras', {
    roles: ['surveillance'],
    action: 'floor.cameras',
    summary: "Record a table's stationary cameras",
    body: F.CamerasForm,
    run: async ({ me: by, actor, body }) => {
      const { tables } = await floorTables();
      const table = tables.find((t) => t.id === body.table) ?? plannedTable(body.table);
      return recordCameras(await repos.tableCameras.get(body.table), table, by, body.cameras, actor);
    },
  });
  /** A table not opened yet, named by the floor: its game is learned when it opens (cameras by its rule then). */
  const plannedTable = (id: string): FloorTable => ({
    id,
    game: 'other',
    banked: true,
    automation: 'live',
  });

  /** Whether a dealer's table tests allow him to deal a game (§ 611a.5(a)), for the staffing check. */
  async function dealingRule(): Promise<(account: string, game: string) => boolean> {
    const records = await loadTraining(repos);
    const users = await store.listUsers();
    const staff = new Map<string, StaffAccount>();
    for (const u of users) {
      const s = await profile(u);
      if (s) staff.set(u.username, s);
    }
    return (account, game) => {
      const s = staff.get(account);
      const g = trainingGame(game);
      if (!s || !g) return true;
      return eligibility(s.id, g, records, trainingGame).mayDeal;
    };
  }

  app.get(
    '/api/backoffice/floor',
    {
      preValidation: ctx.requireRole('floorperson', 'surveillance', 'compliance'),
      schema: {
        summary:
          'The floor now: open tables, who is signed in where, each staffing shortfall and camera shortfall with its citation',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => {
      const now = Date.now();
      const { tables, sessions } = await floorTables();
      const assignments = await repos.assignments.list();
      const cams = await repos.tableCameras.list();
      const open = tables.filter((t) =>
        sessions.some((s) => s.table === t.id && s.from <= now && s.to === undefined),
      );
      const mayDeal = await dealingRule();
      return {
        at: now,
        tables: open.map((t) => ({
          ...t,
          cameras: cams.find((c) => c.id === t.id)?.cameras ?? [],
          cameraProblems: cameraShortfalls(
            t,
            cams.find((c) => c.id === t.id),
          ),
          staff: assignments.filter((a) => a.to === undefined && a.tables.includes(t.id)),
        })),
        signedIn: assignments.filter((a) => a.to === undefined),
        shortfalls: staffingCheck(tables, sessions, assignments, now, { mayDeal }),
        cameraRecords: cams,
      };
    },
  );

  app.get(
    '/api/backoffice/floor/opening',
    {
      preValidation: ctx.requireRole('floorperson', 'surveillance', 'compliance', 'dealer'),
      schema: {
        summary:
          'Before a table opens: its cameras (§ 465a.9(c)(2)) and the crew it would lack (§ 465a.35(b), (c))',
        tags,
        querystring: z.object({ table: z.string().min(1).max(40), game: z.string().min(1).max(40) }).strict(),
        response: replies(ANSWER),
      },
    },
    async (req) => {
      const now = Date.now();
      const { tables, sessions } = await floorTables();
      const { table: id, game } = req.query;
      const floorTable: FloorTable = tables.find((t) => t.id === id) ?? {
        id,
        game,
        banked: true,
        automation: 'live',
      };
      const asOpen: FloorTable = { ...floorTable, game };
      const staffing = staffingCheck(
        [...tables.filter((t) => t.id !== id), asOpen],
        [...sessions.filter((s) => s.table !== id), { table: id, from: now }],
        await repos.assignments.list(),
        now,
      ).filter((s) => s.table === id);
      return { ...openingCheck(asOpen, await repos.tableCameras.get(id), staffing) };
    },
  );

  // ------------------------------------------------------------------ dice

  const diceSets = () => repos.diceSets.list();
  act('dice/sets', {
    roles: FLOOR_,
    action: 'dice.handle',
    summary: 'Receive a dice set',
    body: F.DiceSetForm,
    run: async ({ actor, body }) => receiveSet(await diceSets(), body, actor),
  });
  act('dice/inspections', {
    roles: FLOOR_,
    action: 'dice.inspect',
    summary: 'Record a dice inspection',
    body: F.DiceInspectionForm,
    run: async ({ actor, body }) => {
      const { envelopes, ...rest } = compact(body);
      return recordInspection(await diceSets(), { ...rest, at: actor.at }, actor, envelopes ?? {});
    },
  });
  act('dice/in-play', {
    roles: FLOOR_,
    action: 'dice.handle',
    summary: 'Put a sealed set in play at a table',
    body: F.PutInPlayForm,
    run: async ({ actor, body }) => {
      const { sealIntact, ...rest } = body;
      return putInPlay(
        await diceSets(),
        { ...rest, ...(sealIntact !== undefined ? { sealIntact } : {}) },
        actor,
      );
    },
  });
  act('dice/removals', {
    roles: FLOOR_,
    action: 'dice.remove',
    summary: 'Remove a set from play',
    body: F.RemoveForm,
    run: async ({ actor, body }) => removeFromPlay(await diceSets(), body, actor),
  });
  app.get(
    '/api/backoffice/dice',
    {
      preValidation: ctx.requireRole('floorperson', 'surveillance', 'compliance'),
      schema: {
        summary: 'Dice sets, inspections, and the set in use at each dice table',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => {
      const { tables, sessions } = await floorTables();
      const now = Date.now();
      const diceTables = tables
        .filter((t) => (DICE_GAME_IDS as readonly string[]).includes(t.game))
        .filter((t) => sessions.some((s) => s.table === t.id && s.to === undefined))
        .map((t) => ({ id: t.id, game: t.game as DiceGame }));
      const sets = await diceSets();
      const inspections = await repos.diceInspections.list();
      return { sets, inspections, tables: diceAtTables(diceTables, sets, inspections, now) };
    },
  );

  // ------------------------------------------------------------------ counter checks

  const counterState = async (): Promise<CounterCheckState> => ({
    books: await repos.counterCheckBooks.list(),
    transfers: await repos.counterCheckTransfers.list(),
    checks: await repos.counterChecks.list(),
  });
  act('counter-checks/books', {
    roles: F_,
    action: 'counter-check.book',
    summary: 'Receive a Counter Check book',
    body: F.CheckBookForm,
    run: async ({ me: by, actor, body }) => receiveBook(await counterState(), by, body, actor),
  });
  act('counter-checks/sign-out', {
    roles: F_,
    action: 'counter-check.sign-out',
    summary: 'Sign a book out to table games (the receiver signs)',
    body: F.BookSignOutForm,
    run: async ({ me: by, actor, body }) => {
      const receiver = await coSigner(body.receiver, 'receiver.password');
      return signOutBook(
        await counterState(),
        by,
        { id: body.id, book: body.book, receiver, procedure: body.procedure },
        actor,
      );
    },
  });
  act('counter-checks/sign-in', {
    roles: F_,
    action: 'counter-check.sign-out',
    summary: 'Sign a book back in (the returner signs)',
    body: F.BookSignInForm,
    run: async ({ me: by, actor, body }) => {
      const returner = await coSigner(body.returner, 'returner.password');
      return signInBook(await counterState(), by, { book: body.book, returner }, actor);
    },
  });
  act('counter-checks', {
    roles: [...F_, ...FLOOR_],
    action: 'counter-check.prepare',
    summary: 'Prepare a Counter Check manually',
    body: F.CounterCheckForm,
    run: async ({ me: by, actor, body }) => {
      const { table, voidReason, ...rest } = body;
      return prepareCheck(
        await counterState(),
        by,
        { ...rest, ...(table ? { table } : {}), ...(voidReason ? { voidReason } : {}) },
        actor,
      );
    },
  });
  app.get(
    '/api/backoffice/counter-checks',
    {
      preValidation: ctx.requireRole('finance', 'floorperson', 'compliance'),
      schema: {
        summary: 'Counter Check books, their custody, and the checks',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => {
      const s = await counterState();
      return { ...s, custodyBreaks: custodyBreaks(s) };
    },
  );

  // ------------------------------------------------------------------ retention

  const kindOf = (k: string): RecordKind => {
    if (!(RECORD_KINDS as readonly string[]).includes(k))
      throw new Refused(422, { code: 'unknown_kind', message: `no record kind ${k}`, field: 'kind' });
    return k as RecordKind;
  };
  app.get(
    '/api/backoffice/retention',
    {
      preValidation: ctx.requireRole('compliance'),
      schema: {
        summary:
          'The retention schedule (§ 465a.6(c)): per record kind, what is eligible for destruction today',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => {
      const today = dayOf(Date.now());
      const exports = await repos.retentionExports.list();
      const kinds = [];
      for (const kind of RECORD_KINDS) {
        const records = await repos[kind].list();
        const row = RETENTION_SCHEDULE.find((r) => r.kinds.includes(kind));
        kinds.push({
          kind,
          what: row?.what ?? '',
          months: row?.months ?? 0,
          citation: row?.citation ?? '',
          records: records.length,
          due: dueForDestruction(kind, records, today),
          exports: exports
            .filter((e) => e.kind === kind)
            .map((e) => ({ id: e.id, ids: e.ids, exportedAt: e.exportedAt })),
        });
      }
      return { today, schedule: RETENTION_SCHEDULE, kinds };
    },
  );
  app.post(
    '/api/backoffice/retention/exports',
    {
      preValidation: ctx.requireRole('compliance'),
      schema: {
        summary: 'Export the records due for destruction (the file, and its hash in the register)',
        tags,
        body: F.RetentionForm,
        response: { ...replies(ANSWER), 403: Refusal, 409: Refusal, 422: Refusal },
      },
    },
    async (req, reply) => {
      try {
        const who = await me(authed(req).user);
        const kind = kindOf(req.body.kind);
        const actor = { account: who.id, at: Date.now() };
        const r = exportForDestruction(
          kind,
          await repos[kind].list(),
          await repos.retentionExports.list(),
          who,
          req.body.id,
          actor,
        );
        if (!r.ok) throw refused(422, r.error, FIELD_OF[r.error.code]);
        await books.commit(r.value.change);
        return { ok: true, content: r.value.content };
      } catch (e) {
        return send(reply, e);
      }
    },
  );
  act('retention/destructions', {
    roles: C_,
    action: 'retention.destroy',
    summary: 'Destroy exported records whose retention period has passed',
    body: F.RetentionForm.extend({ export: z.string().min(1) }),
    run: async ({ me: by, actor, body }) => {
      const kind = kindOf(body.kind);
      return destroy(
        kind,
        await repos[kind].list(),
        await repos.retentionExports.get(body.export),
        by,
        body.id,
        actor,
      );
    },
  });

  // ------------------------------------------------------------------ training (§ 611a)

  act('training/hours', {
    roles: FLOOR_,
    action: 'training.hours',
    summary: 'Hours of instruction for a trainee account',
    body: F.HoursForm,
    run: async ({ me: by, actor, body }) => {
      const { trainee, notes, ...rest } = body;
      const t = await staffNamed(trainee, 'trainee').catch(() => undefined);
      return recordHours(await loadTraining(repos), t, by, { ...rest, ...(notes ? { notes } : {}) }, actor);
    },
  });
  act('training/table-tests', {
    roles: FLOOR_,
    action: 'training.table-test',
    summary: 'A table test, recorded by its examiner (pit manager or above)',
    body: F.TableTestForm,
    run: async ({ me: by, actor, body }) => {
      const { trainee, notes, ...rest } = body;
      const t = await staffNamed(trainee, 'trainee').catch(() => undefined);
      return recordTableTest(
        await loadTraining(repos),
        t,
        by,
        { ...rest, ...(notes ? { notes } : {}) },
        actor,
      );
    },
  });

  /** A trainee or dealer named by username; the domain refuses one that is not an active account. */
  const traineeNamed = (username: string, field: string) =>
    staffNamed(username, field).catch(() => undefined);
  act('training/live-hours', {
    roles: FLOOR_,
    action: 'training.live-hours',
    summary:
      "Minutes a dealer dealt on this holder's live floor (toward the 120 hours of an experienced dealer)",
    body: F.LiveHoursForm,
    fields: { trainee_not_an_account: 'dealer' },
    run: async ({ me: by, actor, body }) => {
      const { dealer, ...rest } = body;
      return recordLiveHours(
        await loadTraining(repos),
        await traineeNamed(dealer, 'dealer'),
        by,
        rest,
        actor,
      );
    },
  });
  act('training/duration-approvals', {
    roles: C_,
    action: 'training.approval',
    summary: "The Executive Director's approval of another duration for a course's minimum hours",
    body: F.DurationApprovalForm,
    run: async ({ me: by, actor, body }) =>
      recordDurationApproval(await loadTraining(repos), by, body, actor),
  });
  act('training/programs', {
    roles: C_,
    action: 'training.program',
    summary: "The holder's training program as submitted, with the mechanism and hours for each game type",
    body: F.TrainingProgramForm,
    fields: { bad_program: 'sameType' },
    run: async ({ me: by, actor, body }) => recordTrainingProgram(await loadTraining(repos), by, body, actor),
  });
  act('training/program-completions', {
    roles: FLOOR_,
    action: 'training.completion',
    summary: "A trainee's completion of the holder's training program",
    body: F.ProgramCompletionForm,
    fields: { bad_program: 'completedOn' },
    run: async ({ me: by, actor, body }) => {
      const { trainee, ...rest } = body;
      return recordProgramCompletion(
        await loadTraining(repos),
        await traineeNamed(trainee, 'trainee'),
        by,
        rest,
        actor,
      );
    },
  });
  act('training/same-type', {
    roles: FLOOR_,
    action: 'training.same-type',
    summary: "An experienced dealer's training on another game of a type he is trained in",
    body: F.SameTypeTrainingForm,
    fields: { bad_day: 'completedOn' },
    run: async ({ me: by, actor, body }) => {
      const { trainee, ...rest } = body;
      return recordSameTypeTraining(
        await loadTraining(repos),
        await traineeNamed(trainee, 'trainee'),
        by,
        rest,
        actor,
      );
    },
  });
  app.get(
    '/api/backoffice/training',
    {
      preValidation: ctx.requireRole('floorperson', 'compliance'),
      schema: {
        summary:
          'Every training register: hours, table tests, live hours, duration approvals, programs, completions, same-type training',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => ({ ...(await loadTraining(repos)) }),
  );

  // ------------------------------------------------------------------ who I am, staff, records, audit

  app.get(
    '/api/backoffice/me',
    {
      preValidation: ctx.requireRole(),
      schema: {
        summary: 'This account in the back office: position, roles, what it may see and do',
        tags,
        response: replies(ANSWER),
      },
    },
    async (req) => {
      const user = authed(req).user;
      const s = await profile({ ...user, disabled: false });
      const roles = s ? rolesOf(s.position) : [];
      const body: F.BackofficeMe & Record<string, unknown> = {
        username: user.username,
        role: user.role,
        name: s?.name ?? user.username,
        position: s?.position ?? null,
        credential: s?.credential ?? null,
        roles,
        may: [...new Set(roles.flatMap((r) => ROLES[r].do))],
        see: [...new Set(roles.flatMap((r) => ROLES[r].see))],
        seeOwn: [...new Set(roles.flatMap((r) => ROLES[r].seeOwn ?? []))],
        reports: [...new Set(roles.flatMap((r) => ROLES[r].reports))],
      };
      return body;
    },
  );

  app.get(
    '/api/backoffice/staff',
    {
      preValidation: anyStaff,
      schema: {
        summary: 'Staff accounts: username, name, position (no credential numbers)',
        tags,
        response: replies(ANSWER),
      },
    },
    async () => {
      const out = [];
      for (const u of await store.listUsers()) {
        const s = await profile(u);
        if (s)
          out.push({
            username: u.username,
            role: u.role,
            name: s.name,
            position: s.position,
            active: s.active,
          });
      }
      return { staff: out };
    },
  );

  app.put(
    '/api/backoffice/staff/:username',
    {
      preValidation: ctx.requireRole('admin'),
      schema: {
        summary: "Record a staff member's signing name, position and Board-issued credential number",
        tags,
        params: z.object({ username: z.string().max(32) }).strict(),
        body: F.StaffProfile,
        response: { ...replies(ANSWER), 422: Refusal },
      },
    },
    async (req, reply) => {
      const u = await store.userByName(req.params.username);
      if (!u) throw new HttpError(404, 'unknown_user', `no account ${req.params.username}`);
      const allowed = F.POSITIONS_OF_ROLE[u.role] ?? [];
      if (
        !allowed.includes(req.body.position) ||
        !(POSITIONS as readonly string[]).includes(req.body.position)
      )
        return reply.status(422).send({
          code: 'position_not_of_role',
          message: `a ${u.role} account holds one of: ${allowed.join(', ') || 'no back-office position'}`,
          field: 'position',
        });
      const row = {
        user_id: u.id,
        name: req.body.name,
        position: req.body.position,
        credential: req.body.credential ?? null,
      };
      await store.write((db) => [
        db.deleteFrom('bo_staff').where('user_id', '=', u.id),
        db.insertInto('bo_staff').values(row),
      ]);
      return { ok: true, username: u.username, ...req.body };
    },
  );

  app.get(
    '/api/backoffice/records/:kind',
    {
      preValidation: anyStaff,
      schema: {
        summary: 'The records of one kind this account may read (all, or only its own)',
        tags,
        params: z.object({ kind: z.string().max(40) }).strict(),
        response: { ...replies(ANSWER), 403: Refusal },
      },
    },
    async (req, reply) => {
      try {
        const who = await me(authed(req).user);
        const kind = kindOf(req.params.kind);
        const a = access(who.position, kind);
        if (a === 'none')
          throw new Refused(403, {
            code: 'not_authorised',
            message: `a ${who.position} does not read ${kind}`,
          });
        const all = (await repos[kind].list()) as unknown as readonly Record<string, unknown>[];
        const mine = (r: Record<string, unknown>) =>
          r['trainee'] === who.id || r['dealer'] === who.id || r['account'] === who.id;
        return { kind, access: a, records: a === 'all' ? all : all.filter(mine) };
      } catch (e) {
        return send(reply, e);
      }
    },
  );

  app.get(
    '/api/backoffice/audit',
    {
      preValidation: ctx.requireRole('compliance'),
      schema: {
        summary:
          "The back office's hash-chained audit log (optionally of one record), and whether it verifies",
        tags,
        querystring: z
          .object({ record: z.string().max(40).optional(), id: z.string().max(80).optional() })
          .strict(),
        response: replies(ANSWER),
      },
    },
    async (req) => {
      const { record, id } = req.query;
      const entries = await books.audit(record && id ? { record, id } : undefined);
      return { check: await books.verify(), entries };
    },
  );

  // ------------------------------------------------------------------ reports

  const Query = z
    .object({
      day: F.Day.optional(),
      quarter: z
        .string()
        .regex(/^\d{4}-Q[1-4]$/)
        .optional(),
      from: z.coerce.number().int().optional(),
      to: z.coerce.number().int().optional(),
      dealer: z.string().max(32).optional(),
      format: z.enum(['json', 'csv']).optional(),
    })
    .strict();

  app.get(
    '/api/backoffice/reports/:kind',
    {
      preValidation: anyStaff,
      schema: {
        summary: 'A report as data (printed by the web) or as CSV (`format=csv`)',
        tags,
        params: z.object({ kind: z.enum(F.REPORT_KINDS) }).strict(),
        querystring: Query,
        response: { 200: z.unknown(), 403: Refusal, 422: Refusal },
      },
    },
    async (req, reply) => {
      try {
        const who = await me(authed(req).user);
        const kind = req.params.kind;
        if (!mayReport(who.position, kind))
          throw new Refused(403, {
            code: 'not_authorised',
            message: `a ${who.position} does not read this report`,
          });
        const q = req.query;
        const now = Date.now();
        let report: Report;
        if (kind === 'daily-coupon-reconciliation') {
          const day = q.day ?? dayOf(now);
          report = dailyCouponReport(await coupons(), day);
        } else if (kind === 'quarterly-coupon-report') {
          report = quarterlyCouponReport(await coupons(), q.quarter ?? quarterOf(dayOf(now)));
        } else if (kind === 'shift-staffing') {
          const to = q.to ?? now + 1;
          const from = q.from ?? to - DAY_MS / 3;
          const { tables, sessions } = await floorTables();
          const n = await names();
          report = shiftStaffingReport(
            shiftReport(tables, sessions, await repos.assignments.list(), from, to, {
              mayDeal: await dealingRule(),
            }),
            (a) => n.get(a) ?? a,
          );
        } else if (kind === 'dice-inspections') {
          const to = q.to ?? now + 1;
          report = diceInspectionReport(
            await repos.diceInspections.list(),
            await diceSets(),
            q.from ?? to - 7 * DAY_MS,
            to,
          );
        } else {
          const dealer = q.dealer ?? who.id;
          const ownOnly = rolesOf(who.position).every((r) => ROLES[r].see.length === 0);
          if (ownOnly && dealer !== who.id)
            throw new Refused(403, {
              code: 'not_authorised',
              message: 'a dealer reads only his own personnel file',
            });
          const d = await staffNamed(dealer, 'dealer');
          const n = await names();
          report = personnelFileReport(personnelFile(d, await loadTraining(repos), (a) => n.get(a) ?? a));
        }
        if (q.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${kind}.csv"`)
            .send(toCsv(report));
        return report;
      } catch (e) {
        return send(reply, e);
      }
    },
  );

  // ------------------------------------------------------------------ redemption, checked before the wager

  app.post(
    '/api/backoffice/coupons/check',
    {
      preValidation: ctx.requireRole('dealer', 'floorperson'),
      schema: {
        summary:
          'Whether a coupon may ride on a wager at this table now (§ 603a.21): every reason it may not',
        tags,
        body: F.RedeemCheckForm,
        response: replies(ANSWER),
      },
    },
    async (req, reply) => {
      try {
        const who = await me(authed(req).user);
        const host = ctx.tables.get(req.body.table);
        if (!host)
          throw new Refused(404, { code: 'unknown_table', message: `no open table ${req.body.table}` });
        const view = host.view({ role: 'compliance' }) as { kind?: unknown };
        const problems = checkRedemption(await coupons(), {
          serial: req.body.serial,
          table: {
            id: host.tableName ?? host.id,
            game: host.game.id,
            kind: view.kind === 'non-banked' ? 'non-banked' : 'banked',
          },
          wager: { seat: req.body.seat, spot: req.body.kind, kind: req.body.kind },
          redeemer: who,
          at: Date.now(),
        });
        const c = (await coupons()).coupons.find((x) => x.id === req.body.serial);
        return { ok: problems.length === 0, problems, value: c?.denomination ?? null };
      } catch (e) {
        return send(reply, e);
      }
    },
  );
}
