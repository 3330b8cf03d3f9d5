/**
 * Record retention (§ 465a.6(c)): the schedule per record kind with what is eligible for destruction
 * today, the export that must come first, and the destruction.
 */
import { z } from 'zod';
import { dayOf } from '../../../backoffice/common.js';
import { RECORD_KINDS } from '../../../backoffice/repositories.js';
import {
  destroy,
  dueForDestruction,
  exportForDestruction,
  RETENTION_SCHEDULE,
} from '../../../backoffice/retention.js';
import * as F from '../../../protocol/backoffice.js';
import { refused, type Kit } from './kit.js';

export function retentionRoutes({ act, view, check, me, kindOf, repos, books, fieldOf }: Kit): void {
  view(
    'retention',
    {
      roles: ['compliance'],
      summary:
        'The retention schedule (§ 465a.6(c)): per record kind, what is eligible for destruction today',
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
  check(
    'retention/exports',
    {
      roles: ['compliance'],
      summary: 'Export the records due for destruction (the file, and its hash in the register)',
      body: F.RetentionForm,
    },
    async ({ user, body }) => {
      const who = await me(user);
      const kind = kindOf(body.kind);
      const actor = { account: who.id, at: Date.now() };
      const r = exportForDestruction(
        kind,
        await repos[kind].list(),
        await repos.retentionExports.list(),
        who,
        body.id,
        actor,
      );
      if (!r.ok) throw refused(422, r.error, fieldOf[r.error.code]);
      await books.commit(r.value.change);
      return { ok: true, content: r.value.content };
    },
  );
  act('retention/destructions', {
    roles: ['compliance'],
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
}
