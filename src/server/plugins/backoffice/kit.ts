/**
 * What every section of the back-office API shares, built once per server (`kitFor`) and passed to each
 * section: the accounts as staff (`me`, `staffNamed`, `coSigner`, `names`), the tables as the floor sees
 * them, the dealing rule of the training files, and the two route shapes: `act` (a POST that changes
 * records: role gate, position gate, the form's schema, the domain's decision, the commit with its audit
 * events) and `view` (a GET: role gate, query or params, the answer). A refusal is a `Refused`, sent as
 * `{ code, message, citation?, field? }` with its status; a stale version or duplicate id is a 409.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Rejection, Result } from '../../../core/result.js';
import { loadCoupons, type CouponBook } from '../../../backoffice/coupons/model.js';
import type { Actor } from '../../../backoffice/events.js';
import type { TableSession } from '../../../backoffice/floor/assignments.js';
import type { FloorTable } from '../../../backoffice/floor/staffing.js';
import type { Position, StaffAccount } from '../../../backoffice/people.js';
import { RecordConflict, type Change } from '../../../backoffice/records.js';
import { RECORD_KINDS, type RecordKind } from '../../../backoffice/repositories.js';
import { ACTIONS, may, type Action } from '../../../backoffice/roles.js';
import { eligibility } from '../../../backoffice/training-file.js';
import { loadTraining } from '../../../backoffice/training-register.js';
import { trainingGame } from '../../../backoffice/training-rules.js';
import type * as F from '../../../protocol/backoffice.js';
import type { AccountRole, UserInfo } from '../../../protocol/wire.js';
import { verifyPassword } from '../../auth.js';
import { authed, type App, type ServerContext } from '../../context.js';
import { SqlBackoffice } from '../../db/backoffice.js';
import { replies } from '../../http.js';
import type { Store, UserRow } from '../../store.js';

/** A refusal sent as the answer (code, message, citation, field), not thrown through Fastify's handler. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: F.BackofficeRefusal,
  ) {
    super(body.message);
  }
}

export const refused = (status: number, r: Rejection, field?: string): Refused =>
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
export const compact = <T>(v: T): Compact<T> => JSON.parse(JSON.stringify(v)) as Compact<T>;

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

/** The staff account of a user (its back-office profile), if it holds a position. */
async function profileOf(
  store: Store,
  u: Pick<UserRow, 'id' | 'username' | 'role' | 'disabled'>,
): Promise<StaffAccount | undefined> {
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

/** The staff account of a username, if it holds a position. */
export async function staffOf(store: Store, username: string): Promise<StaffAccount | undefined> {
  const u = await store.userByName(username);
  return u ? profileOf(store, u) : undefined;
}

export interface Run<B> {
  readonly me: StaffAccount;
  readonly actor: Actor;
  readonly body: B;
}

/** What a `view` or `check` handler is given: the account, its parsed input, and the reply (for CSV). */
export interface Ask<Q, P, B> {
  readonly user: UserInfo;
  readonly query: Q;
  readonly params: P;
  readonly body: B;
  readonly reply: FastifyReply;
}

interface RouteOpts<Q, P, B> {
  readonly roles: readonly AccountRole[];
  readonly summary: string;
  readonly query?: Q;
  readonly params?: P;
  readonly body?: B;
  /** The answer's schema when it is not a JSON object (a report may be CSV). */
  readonly answer?: z.ZodType;
}

/** The accounts with a back-office position, for routes any of them may read. */
export const STAFF_ROLES: readonly AccountRole[] = [
  'dealer',
  'floorperson',
  'compliance',
  'finance',
  'marketing',
  'surveillance',
];

export type Kit = ReturnType<typeof kitFor>;

export function kitFor(app: App, ctx: ServerContext) {
  const { store } = ctx;
  const books = booksOf(store);
  const repos = books.repos;
  const tags = ['back office'];

  const profile = (u: Pick<UserRow, 'id' | 'username' | 'role' | 'disabled'>) => profileOf(store, u);

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
    const s = await staffOf(store, username);
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

  /** Whether a dealer's table tests allow him to deal a game (§ 611a.5(a)), for the staffing check. */
  async function dealingRule(): Promise<(account: string, game: string) => boolean> {
    const records = await loadTraining(repos);
    const staff = new Map<string, StaffAccount>();
    for (const u of await store.listUsers()) {
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

  const kindOf = (k: string): RecordKind => {
    if (!(RECORD_KINDS as readonly string[]).includes(k))
      throw new Refused(422, { code: 'unknown_kind', message: `no record kind ${k}`, field: 'kind' });
    return k as RecordKind;
  };

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
      readonly roles: readonly AccountRole[];
      readonly action: Action;
      readonly summary: string;
      readonly body: S;
      /** Which field of this form a refusal's code is about, where it differs from FIELD_OF. */
      readonly fields?: Readonly<Record<string, string>>;
      readonly run: (r: Run<z.output<S>>) => Promise<Result<Change, Rejection>>;
    },
  ): void {
    route(
      'POST',
      path,
      { roles: opts.roles, summary: `${opts.summary} (${ACTIONS[opts.action]})`, body: opts.body },
      async ({ user, body }) => {
        const who = await me(user);
        if (!may(who.position, opts.action))
          throw refused(403, {
            code: 'not_authorised',
            message: `a ${who.position} may not do this`,
            citation: ACTIONS[opts.action],
          });
        const actor: Actor = { account: who.id, at: Date.now() };
        const r = await opts.run({ me: who, actor, body });
        if (!r.ok) throw refused(422, r.error, opts.fields?.[r.error.code] ?? FIELD_OF[r.error.code]);
        const entries = await books.commit(r.value);
        return {
          ok: true,
          events: entries.map((e) => ({ seq: e.seq, type: e.event.type, summary: e.event.summary })),
        };
      },
    );
  }

  /**
   * A route that answers without the act's commit (a GET, or a POST that checks or exports): the role
   * gate (no roles: any signed-in account), the query, params or body parsed with their schemas, the
   * answer; a `Refused` or `RecordConflict` thrown by the handler is sent as the refusal.
   */
  function route<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    opts: RouteOpts<Q, P, B>,
    handle: (a: Ask<z.output<Q>, z.output<P>, z.output<B>>) => Promise<unknown>,
  ): void {
    app.route({
      method,
      url: `/api/backoffice/${path}`,
      preValidation: ctx.requireRole(...opts.roles),
      schema: {
        summary: opts.summary,
        tags,
        ...(opts.query ? { querystring: opts.query } : {}),
        ...(opts.params ? { params: opts.params } : {}),
        ...(opts.body ? { body: opts.body } : {}),
        response: {
          ...replies(opts.answer ?? ANSWER),
          403: Refusal,
          404: Refusal,
          409: Refusal,
          422: Refusal,
        },
      },
      handler: async (req, reply) => {
        try {
          return await handle({
            user: authed(req).user,
            query: req.query as z.output<Q>,
            params: req.params as z.output<P>,
            body: req.body as z.output<B>,
            reply,
          });
        } catch (e) {
          return send(reply, e);
        }
      },
    });
  }
  const view = <Q extends z.ZodType = z.ZodNever, P extends z.ZodType = z.ZodNever>(
    path: string,
    opts: Omit<RouteOpts<Q, P, z.ZodNever>, 'body'>,
    handle: (a: Ask<z.output<Q>, z.output<P>, never>) => Promise<unknown>,
  ): void => route<Q, P, z.ZodNever>('GET', path, opts, handle);
  const check = <B extends z.ZodType>(
    path: string,
    opts: RouteOpts<z.ZodNever, z.ZodNever, B> & { readonly body: B },
    handle: (a: Ask<never, never, z.output<B>>) => Promise<unknown>,
  ): void => route<z.ZodNever, z.ZodNever, B>('POST', path, opts, handle);

  const coupons = (): Promise<CouponBook> => loadCoupons(repos);

  return {
    app,
    ctx,
    store,
    books,
    repos,
    tags,
    refusal: Refusal,
    answer: ANSWER,
    fieldOf: FIELD_OF,
    profile,
    me,
    staffNamed,
    coSigner,
    names,
    floorTables,
    dealingRule,
    kindOf,
    send,
    act,
    route,
    view,
    check,
    coupons,
  };
}
