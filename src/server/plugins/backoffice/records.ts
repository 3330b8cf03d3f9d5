/**
 * Who the account is to the back office, the staff and their profiles (an admin records the name signed,
 * the position and the Board-issued credential number), the records of any kind the account may read
 * (all, or only its own, by `roles.ts`), and the hash-chained audit log with its check.
 */
import { z } from 'zod';
import { POSITIONS } from '../../../backoffice/people.js';
import { access, ROLES, rolesOf } from '../../../backoffice/roles.js';
import * as F from '../../../protocol/backoffice.js';
import { HttpError } from '../../http.js';
import { Refused, STAFF_ROLES, type Kit } from './kit.js';

export function recordRoutes({ route, view, store, books, repos, profile, me, kindOf }: Kit): void {
  view(
    'me',
    { roles: [], summary: 'This account in the back office: position, roles, what it may see and do' },
    async ({ user }) => {
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

  view(
    'staff',
    { roles: STAFF_ROLES, summary: 'Staff accounts: username, name, position (no credential numbers)' },
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

  route(
    'PUT',
    'staff/:username',
    {
      roles: ['admin'],
      summary: "Record a staff member's signing name, position and Board-issued credential number",
      params: z.object({ username: z.string().max(32) }).strict(),
      body: F.StaffProfile,
    },
    async ({ params, body }) => {
      const u = await store.userByName(params.username);
      if (!u) throw new HttpError(404, 'unknown_user', `no account ${params.username}`);
      const allowed = F.POSITIONS_OF_ROLE[u.role] ?? [];
      if (!allowed.includes(body.position) || !(POSITIONS as readonly string[]).includes(body.position))
        throw new Refused(422, {
          code: 'position_not_of_role',
          message: `a ${u.role} account holds one of: ${allowed.join(', ') || 'no back-office position'}`,
          field: 'position',
        });
      const row = {
        user_id: u.id,
        name: body.name,
        position: body.position,
        credential: body.credential ?? null,
      };
      await store.write((db) => [
        db.deleteFrom('bo_staff').where('user_id', '=', u.id),
        db.insertInto('bo_staff').values(row),
      ]);
      return { ok: true, username: u.username, ...body };
    },
  );

  view(
    'records/:kind',
    {
      roles: STAFF_ROLES,
      summary: 'The records of one kind this account may read (all, or only its own)',
      params: z.object({ kind: z.string().max(40) }).strict(),
    },
    async ({ user, params }) => {
      const who = await me(user);
      const kind = kindOf(params.kind);
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
    },
  );

  view(
    'audit',
    {
      roles: ['compliance'],
      summary: "The back office's hash-chained audit log (optionally of one record), and whether it verifies",
      query: z.object({ record: z.string().max(40).optional(), id: z.string().max(80).optional() }).strict(),
    },
    async ({ query }) => {
      const { record, id } = query;
      const entries = await books.audit(record && id ? { record, id } : undefined);
      return { check: await books.verify(), entries };
    },
  );
}
