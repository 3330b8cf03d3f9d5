/**
 * The floor (§§ 465a.35, 465a.9(c)): employees signed in and out of the tables, each table's stationary
 * cameras, the floor now with every staffing and camera shortfall and its citation (live against the
 * tables open on this server), and the check before a table opens.
 */
import { z } from 'zod';
import { signIn, signOut, staffingCheck } from '../../../backoffice/floor/assignments.js';
import type { FloorTable } from '../../../backoffice/floor/staffing.js';
import { cameraShortfalls, openingCheck, recordCameras } from '../../../backoffice/floor/surveillance.js';
import * as F from '../../../protocol/backoffice.js';
import type { Kit } from './kit.js';

/** A table not opened yet, named by the floor: its game is learned when it opens (cameras by its rule then). */
const plannedTable = (id: string): FloorTable => ({
  id,
  game: 'other',
  banked: true,
  automation: 'live',
});

export function floorRoutes({ act, view, repos, staffNamed, floorTables, dealingRule }: Kit): void {
  act('floor/sign-in', {
    roles: ['floorperson'],
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
    roles: ['floorperson'],
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
  view(
    'floor',
    {
      roles: ['floorperson', 'surveillance', 'compliance'],
      summary:
        'The floor now: open tables, who is signed in where, each staffing shortfall and camera shortfall with its citation',
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

  view(
    'floor/opening',
    {
      roles: ['floorperson', 'surveillance', 'compliance', 'dealer'],
      summary:
        'Before a table opens: its cameras (§ 465a.9(c)(2)) and the crew it would lack (§ 465a.35(b), (c))',
      query: z.object({ table: z.string().min(1).max(40), game: z.string().min(1).max(40) }).strict(),
    },
    async ({ query }) => {
      const now = Date.now();
      const { tables, sessions } = await floorTables();
      const { table: id, game } = query;
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
}
