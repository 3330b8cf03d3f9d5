/**
 * Test support (not shipped): a Match Play Coupon given to a patron through the back office's own routes
 * (program, an approved design, receipt, requisition, issue, distribution), and a dealer signed in at a
 * table to accept it, so a test can place a wager that carries it.
 */
import type { FeltClient } from '../client.js';

const ok = async (c: FeltClient, path: string, body: unknown): Promise<void> => {
  const r = await c.http('POST', `/api/backoffice/${path}`, body);
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
};

/** Creates an account (password `<username>-password`) with its back-office profile; logs it in. */
export async function staffMember(
  url: string,
  admin: FeltClient,
  username: string,
  role: string,
  position: string,
  Client: new (url: string) => FeltClient,
): Promise<FeltClient> {
  await admin.http('POST', '/api/users', { username, password: `${username}-password`, role });
  const r = await admin.http('PUT', `/api/backoffice/staff/${username}`, {
    name: username,
    position,
    credential: `PGCB-${username.toUpperCase()}`.replace(/[^A-Z0-9-]/g, '').slice(0, 20),
  });
  if (r.status !== 200) throw new Error(`staff ${username}: ${JSON.stringify(r.body)}`);
  const c = new Client(url);
  await c.login(username, `${username}-password`);
  return c;
}

/**
 * Coupons `MP000001`..`MP00000n` of `denomination` cents valid at `games`, received, issued and given to
 * patrons (all distributed); returns their serials.
 */
export async function couponsGiven(
  url: string,
  admin: FeltClient,
  Client: new (url: string) => FeltClient,
  opts: { readonly games: readonly string[]; readonly denomination: number; readonly count: number },
): Promise<string[]> {
  const as = (u: string, role: string, position: string) =>
    staffMember(url, admin, u, role, position, Client);
  const cara = await as('t-cara', 'compliance', 'compliance');
  const fay = await as('t-fay', 'finance', 'finance-supervisor');
  await as('t-finn', 'finance', 'finance-clerk');
  const mia = await as('t-mia', 'marketing', 'marketing-supervisor');
  const approval = { reference: 'BCC-1', approvedOn: '2025-12-01' };
  await ok(cara, 'coupons/program', {
    id: 'program',
    profile: 'TEMP_525',
    holder: 'Felt Casino',
    internalControls: approval,
    financeStorage: { ...approval, location: 'cage' },
    marketingStorage: { ...approval, location: 'safe' },
  });
  await ok(cara, 'coupons/designs', {
    id: 'MP',
    name: 'Match Play',
    holderNameOrLogo: 'Felt Casino',
    denomination: opts.denomination,
    valueVisibleToSurveillance: true,
    serialPrefix: 'MP',
    serialDigits: 6,
    restrictions: { games: opts.games },
    expirationStatement: 'Expires on the date printed',
    chipPlacementArea: true,
    terms: { payout: 'wager-odds', pushRides: false },
  });
  await ok(cara, 'coupons/designs/approve', {
    design: 'MP',
    approval: { reference: 'BGO-1', approvedOn: '2025-12-02' },
  });
  const n = opts.count;
  await ok(fay, 'coupons/receipts', {
    id: 'R1',
    design: 'MP',
    source: 'gaming-service-provider',
    from: 1,
    to: n,
    expiresOn: '2099-12-31',
    invoice: { reference: 'INV-1', quantity: n, from: 1, to: n, denomination: opts.denomination },
    checkers: [
      { username: 't-finn', password: 't-finn-password' },
      { username: 't-mia', password: 't-mia-password' },
    ],
  });
  const today = new Date().toISOString().slice(0, 10);
  await ok(mia, 'coupons/requisitions', {
    id: 'Q1',
    neededFor: today,
    lines: [{ denomination: opts.denomination, quantity: n }],
  });
  await ok(fay, 'coupons/requisitions/authorize', { id: 'Q1' });
  await ok(fay, 'coupons/issues', {
    id: 'I1',
    requisition: 'Q1',
    ranges: [{ design: 'MP', from: 1, to: n }],
    receiver: { username: 't-mia', password: 't-mia-password' },
  });
  const serials = Array.from({ length: n }, (_, i) => `MP${String(i + 1).padStart(6, '0')}`);
  await ok(mia, 'coupons/distribute', { serials });
  return serials;
}

/** A floorperson signs `dealer` (a dealer account) in at the table (its floor name, else its id). */
export async function signedInAt(
  url: string,
  admin: FeltClient,
  Client: new (url: string) => FeltClient,
  dealer: string,
  table: string,
): Promise<void> {
  const floor = await staffMember(
    url,
    admin,
    `t-floor-${table.slice(0, 8)}`,
    'floorperson',
    'floorperson',
    Client,
  );
  await ok(floor, 'floor/sign-in', { id: `S-${dealer}`, username: dealer, role: 'dealer', tables: [table] });
}
