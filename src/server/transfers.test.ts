/**
 * The ledger posted from the kernel's declared transfers (issue 12; src/engine/pockets.ts): each
 * transfer of an entry is a posting between the accounts its pockets name (patron:N the account of the
 * seat's holder, rack:N the seat, a spot its own account, bank the table bank); a Match Play Coupon
 * moves as a coupon, never as chips (§ 603a.1: a noncash equivalent); and Verify holds every spot
 * account to its wager as it holds every seat account to its rack.
 */
import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../protocol/wire.js';
import { accounts } from './conventions.js';
import { accountOf, tableAccounts, transferPostings } from './host/postings.js';
import { FeltClient } from './client.js';
import { couponsGiven, signedInAt } from './testing/backoffice.js';
import { coinToss } from './testing/kernel-game.js';
import { useServer } from './testing/server.js';

interface Verify {
  ok: boolean;
  ledger: { ok: boolean; mismatched: string[] };
}

describe('posting from declared transfers (a game on the kernel)', () => {
  const felt = useServer('felt-transfers-', {
    games: new Map([['coin-toss', coinToss]]),
  });

  it('posts sits, wagers, settlements and cash-outs pocket by pocket; coupons are moved, not posted', async () => {
    const admin = await felt.admin();
    const t = (
      await admin.http<TableSummary>('POST', '/api/tables', {
        rules: { game: 'coin-toss' },
        automated: false,
      })
    ).body;
    const dana = await felt.as('dana', 'dealer');
    const pat = await felt.as('pat', null);
    const patId = pat.session!.user.id;
    // A $10 coupon given to a patron by the back office, accepted by the dealer signed in at the table.
    const [serial] = await couponsGiven(felt.url, admin, FeltClient, {
      games: ['coin-toss'],
      denomination: 1_000,
      count: 1,
    });
    await signedInAt(felt.url, admin, FeltClient, 'dana', t.id);
    await pat.subscribe(t.id);
    expect((await pat.command(t.id, { type: 'sit', seat: 1, name: 'Pat', chips: 10_000 })).ok).toBe(true);
    const wager = await pat.command(t.id, {
      type: 'place-wager',
      amount: 2_000,
      coupon: { serial },
    });
    expect(wager.ok, JSON.stringify(wager.error)).toBe(true);
    const spot = tableAccounts.spot(t.id, 1, '1', 'heads');
    let ledger = (
      await admin.http<{ balances: Record<string, number>; conserved: boolean }>('GET', '/api/ledger')
    ).body;
    expect(ledger.conserved).toBe(true);
    expect(ledger.balances[spot]).toBe(2_000);
    expect(ledger.balances[accounts.seat(t.id, 1)]).toBe(8_000);
    expect(ledger.balances[accounts.wallet(patId)]).toBe(90_000);
    // The open wager's spot holds its chips: Verify agrees.
    expect((await admin.http<Verify>('GET', `/api/tables/${t.id}/verify`)).body.ok).toBe(true);

    expect((await dana.command(t.id, { type: 'toss', heads: true }, 'dealer')).ok).toBe(true);
    ledger = (
      await admin.http<{ balances: Record<string, number>; conserved: boolean }>('GET', '/api/ledger')
    ).body;
    // Won 1 to 1 on the chips and the coupon's value (3,000) from the bank; the coupon to the drop box.
    expect(ledger.balances[accounts.seat(t.id, 1)]).toBe(13_000);
    expect(ledger.balances[accounts.bank(t.id)]).toBe(-3_000);
    expect(ledger.balances[spot] ?? 0).toBe(0);
    expect(Object.keys(ledger.balances).some((a) => a.startsWith('drop:'))).toBe(false);
    expect(ledger.conserved).toBe(true);
    expect(await felt.server.store.couponMoves(t.id)).toEqual([
      { tableId: t.id, seq: 2, serial, from: accounts.wallet(patId), to: spot, value: 1_000 },
      { tableId: t.id, seq: 3, serial, from: spot, to: `drop:${t.id}`, value: 1_000 },
    ]);

    expect((await pat.command(t.id, { type: 'leave' })).ok).toBe(true);
    expect((await pat.http<{ wallet: number }>('GET', '/api/me')).body.wallet).toBe(103_000);
    expect((await admin.http<Verify>('GET', `/api/tables/${t.id}/verify`)).body.ok).toBe(true);
  });

  it('Verify finds a spot account that does not hold its wager', async () => {
    const admin = await felt.admin();
    const t = (
      await admin.http<TableSummary>('POST', '/api/tables', {
        rules: { game: 'coin-toss' },
        automated: false,
      })
    ).body;
    const sue = await felt.as('sue', null);
    await sue.command(t.id, { type: 'sit', seat: 2, name: 'Sue', chips: 5_000 });
    expect((await sue.command(t.id, { type: 'place-wager', amount: 500 })).ok).toBe(true);
    const spot = tableAccounts.spot(t.id, 2, '2', 'heads');
    await felt.server.store.write((db) => [
      db.updateTable('balances').set({ balance: 400 }).where('account', '=', spot),
    ]);
    const v = (await admin.http<Verify>('GET', `/api/tables/${t.id}/verify`)).body;
    expect(v.ok).toBe(false);
    expect(v.ledger.mismatched).toEqual([`${spot}: ledger 400, table 500`]);
  });
});

describe('pockets to ledger accounts', () => {
  const entry = (actor: { role: 'player' | 'dealer'; seat?: number }, command = 'x') => ({
    seq: 7,
    round: 1,
    actor,
    command: { type: command },
    draws: [],
    events: [],
  });
  const ctx = { tableId: 'T', userId: 42, holders: new Map([[3, 9]]) };

  it.each([
    ['rack:3', 'seat:T:3'],
    ['bank', 'bank:T'],
    ['drop', 'drop:T'],
    ['owed:3', 'owed:T:3'],
    ['pool:fire', 'pool:T:fire'],
    ['pot:0', 'pot:T:0'],
    ['spot:3:3.2:ante', 'spot:T:3:3.2:ante'],
    ['patron:3', 'wallet:9'],
  ] as const)('%s (a dealer step) -> %s', (pocket, account) => {
    expect(accountOf(pocket, entry({ role: 'dealer' }), ctx)).toBe(account);
  });

  it("patron:N is the submitting user's account on the seat's own command (a sit), else the holder's", () => {
    expect(accountOf('patron:1', entry({ role: 'player', seat: 1 }, 'sit'), ctx)).toBe('wallet:42');
    expect(() => accountOf('patron:1', entry({ role: 'dealer' }), ctx)).toThrow(/nobody holds/);
  });

  it('splits an entry into chip postings and coupon moves', () => {
    const e = {
      ...entry({ role: 'dealer' }),
      events: [
        {
          type: 'wager-settled',
          transfers: [
            { from: 'spot:3:3:ante', to: 'rack:3', amount: 500 },
            { from: 'spot:3:3:ante', to: 'drop', amount: 500, coupon: 'MP-1' },
          ],
        },
      ],
    };
    expect(transferPostings(e, ctx)).toEqual({
      postings: [
        {
          from: 'spot:T:3:3:ante',
          to: 'seat:T:3',
          amount: 500,
          memo: 'x wager-settled',
          tableId: 'T',
          seq: 7,
        },
      ],
      coupons: [{ tableId: 'T', seq: 7, serial: 'MP-1', from: 'spot:T:3:3:ante', to: 'drop:T', value: 500 }],
    });
  });
});
