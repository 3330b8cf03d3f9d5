/**
 * The back office over HTTP: Match Play Coupons (finance, marketing, compliance), the floor (staffing
 * and cameras, live against the tables open on this server), dice sets and inspections, Counter Checks,
 * record retention, training personnel files, and the reports as JSON or CSV. One section per file
 * under backoffice/, each given the kit (backoffice/kit.ts) built once here.
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
import type { App, ServerContext } from '../context.js';
import { counterCheckRoutes } from './backoffice/counter-checks.js';
import { couponRoutes } from './backoffice/coupons.js';
import { diceRoutes } from './backoffice/dice.js';
import { floorRoutes } from './backoffice/floor.js';
import { kitFor } from './backoffice/kit.js';
import { recordRoutes } from './backoffice/records.js';
import { reportRoutes } from './backoffice/reports.js';
import { retentionRoutes } from './backoffice/retention.js';
import { trainingRoutes } from './backoffice/training.js';

export { TableCoupons } from './backoffice/table-coupons.js';

export async function backofficeRoutes(app: App, { ctx }: { ctx: ServerContext }): Promise<void> {
  const kit = kitFor(app, ctx);
  for (const section of [
    couponRoutes,
    floorRoutes,
    diceRoutes,
    counterCheckRoutes,
    retentionRoutes,
    trainingRoutes,
    recordRoutes,
    reportRoutes,
  ])
    section(kit);
}
