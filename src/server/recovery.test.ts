/**
 * Crash recovery: the real server process is killed with SIGKILL in the middle of rounds and started
 * again on the same data directory. Every table resumes from its log, the round cut off is resolved as
 * the game's irregularity rules say (baccarat: still betting, it goes on; wagers closed, the floor voids it
 * and returns them), and no wager or chip is lost or counted twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../protocol/wire.js';
import { loggedIn, openMinibaccarat, seatedPlayer, ServeProcesses, wagerBanker } from './testing/server.js';

const dir = mkdtempSync(join(tmpdir(), 'felt-recovery-'));
const servers = new ServeProcesses();
const start = () => servers.start(['--deal-pace', '250', '--bet-window', '150'], { FELT_DATA_DIR: dir });

afterAll(() => {
  servers.killAll();
  rmSync(dir, { recursive: true, force: true });
});

type View = Extract<ServerMessage, { t: 'view' }>;

describe('kill -9 and restart', () => {
  it('resumes every table from its log; the cut-off round is settled once; chips are conserved', async () => {
    let proc = await start();
    const password = proc.password!;
    expect(password).toBeDefined();
    let admin = await loggedIn(proc.url, 'admin', password);
    const t = await openMinibaccarat(admin);
    let { player: alice } = await seatedPlayer(proc.url, t.id, 'alice', 2, 60_000);

    const wagersPlaced: number[] = [];
    // Three crashes: right after a wager, in the middle of the deal, and during betting.
    for (const when of ['after-wager', 'mid-deal', 'betting'] as const) {
      // The cut is offered to the seated player at each new shoe; she declines it. Betting may close
      // between a view and her wager (the window is short): then she waits for the next round.
      const r = await wagerBanker(alice, t.id, 1_500, 20, 20_000);
      expect(r?.ok, JSON.stringify(r?.error)).toBe(true);
      if (!r) return;
      wagersPlaced.push(r.seq!);
      if (when === 'mid-deal')
        await alice.waitFor((m) => m.t === 'view' && m.lines.some((l) => l.type === 'cards-dealt'), 20_000);
      if (when === 'betting')
        await alice.waitFor(
          (m) => m.t === 'view' && m.lines.some((l) => l.type === 'round-complete'),
          20_000,
        );
      alice.close();
      await servers.kill(proc);
      proc = await start();
      expect(proc.password).toBeUndefined();
      alice = await loggedIn(proc.url, 'alice', 'alice-password');
      await alice.connect();
      const v = (await alice.subscribe(t.id, 'player', 0)) as View;
      expect(v.seat).toBe(2);
    }
    // Let the last round finish, then audit.
    await new Promise((r) => setTimeout(r, 1500));
    admin = await loggedIn(proc.url, 'admin', password);
    const verify = await admin.http<{ ok: boolean }>('GET', `/api/tables/${t.id}/verify`);
    expect(verify.body.ok, JSON.stringify(verify.body)).toBe(true);
    const ledger = await admin.http<{ sum: number; cacheAgrees: boolean; balances: Record<string, number> }>(
      'GET',
      '/api/ledger',
    );
    expect(ledger.body.sum).toBe(0);
    expect(ledger.body.cacheAgrees).toBe(true);
    const me = (await alice.http<{ user: { id: number } }>('GET', '/api/me')).body;
    const b = ledger.body.balances;
    // Only Alice plays at this table: her account, her seat and the table's bank hold her 1,000.00.
    expect((b[`wallet:${me.user.id}`] ?? 0) + (b[`seat:${t.id}:2`] ?? 0) + (b[`bank:${t.id}`] ?? 0)).toBe(
      100_000,
    );
    const log = (
      await admin.http<{
        entries: { seq: number; command: { type: string }; events: { type: string; text: string }[] }[];
      }>('GET', `/api/tables/${t.id}/log`)
    ).body.entries;
    const placed = log.filter((e) => e.command.type === 'place-wager').length;
    const cents = (text: string): number =>
      Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')) * 100);
    const settled = log
      .flatMap((e) => e.events)
      .filter((e) => e.type === 'wager-settled')
      .reduce((a, e) => a + cents(e.text), 0);
    expect(placed).toBe(3);
    // Every cent wagered is settled or returned exactly once (a voided wager is settled as a push).
    expect(settled).toBe(3 * 1_500);
    alice.close();
    await servers.kill(proc);
  });
});
