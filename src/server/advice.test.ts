import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { Viewer } from '../engine/game.js';
import { asiaPoker } from '../games/asia-poker/index.js';
import { craps } from '../games/craps/index.js';
import type { ServerMessage, TableSummary } from '../protocol/wire.js';
import { Advisor, sharedAdvisor, type AdviseFn } from './advice.js';
import type { FeltClient } from './client.js';
import { useServer } from './testing/server.js';

describe('the advisor: advice kept per situation (src/server/advice.ts)', () => {
  /** An advisor whose computations are counted and resolved by the test. */
  function counted(situations = 10) {
    const calls: { viewer: Viewer; resolve: (a: Record<string, unknown>) => void }[] = [];
    const compute: AdviseFn = (_game, _state, viewer) =>
      new Promise((resolve) => calls.push({ viewer, resolve }));
    return { advisor: new Advisor(compute, situations), calls };
  }
  const ann: Viewer = { role: 'player', seat: 2 };
  const flush = () => new Promise((r) => setImmediate(r));

  it('a situation asked for twice, even at once, is computed once', async () => {
    const { advisor, calls } = counted();
    const first = advisor.advise(asiaPoker, { any: 'state' }, ann, '{"view":1}');
    const second = advisor.advise(asiaPoker, { other: 'state' }, ann, '{"view":1}');
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ best: 'As Ah Kd Kc' });
    expect(await first).toEqual({ best: 'As Ah Kd Kc' });
    expect(await second).toEqual({ best: 'As Ah Kd Kc' });
    expect(await advisor.advise(asiaPoker, {}, ann, '{"view":1}')).toEqual({ best: 'As Ah Kd Kc' });
    expect(advisor.computed).toBe(1);
  });

  it('another view, another viewer or another game is another situation', async () => {
    const { advisor, calls } = counted();
    const asks = [
      advisor.advise(asiaPoker, {}, ann, '{"view":1}'),
      advisor.advise(asiaPoker, {}, ann, '{"view":2}'),
      advisor.advise(asiaPoker, {}, { role: 'player', seat: 3 }, '{"view":1}'),
      advisor.advise({ ...asiaPoker, id: 'asia-poker-2' }, {}, ann, '{"view":1}'),
    ];
    await flush();
    expect(calls).toHaveLength(4);
    calls.forEach((c, i) => c.resolve({ i }));
    expect(await Promise.all(asks)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }, { i: 3 }]);
  });

  it('is bounded: the least recently used situation is dropped first', async () => {
    const { advisor, calls } = counted(2);
    const ask = async (view: string) => {
      const p = advisor.advise(asiaPoker, {}, ann, view);
      await flush();
      for (const c of calls.splice(0)) c.resolve({ view });
      return p;
    };
    await ask('a');
    await ask('b');
    await ask('a');
    await ask('c'); // drops b, the least recently used
    expect(advisor.computed).toBe(3);
    await ask('a');
    expect(advisor.computed).toBe(3);
    await ask('b');
    expect(advisor.computed).toBe(4);
  });

  it('a game without the hook is never computed', async () => {
    const { advisor } = counted();
    expect(await advisor.advise(craps, {}, ann, '{}')).toBeUndefined();
    expect(advisor.computed).toBe(0);
  });
});

describe('the advice endpoint keeps the server responsive (issue 16)', () => {
  const felt = useServer('felt-advice-', {
    betWindowMs: 50,
    dealPaceMs: 0,
    rng: () => SeededRng.fromSeed(41),
  });
  const settingView = (table: string) => (m: ServerMessage) =>
    m.t === 'view' && m.table === table && m.view.legalActions.some((a) => a.type === 'set-hands');

  async function twoPlayersSetting(): Promise<{ table: string; ann: FeltClient; ben: FeltClient }> {
    const admin = await felt.admin();
    const t = (await admin.http<TableSummary>('POST', '/api/tables', { rules: { game: 'asia-poker' } })).body;
    const ann = await felt.as('ann', null);
    const ben = await felt.as('ben', null);
    for (const [p, seat] of [
      [ann, 2],
      [ben, 5],
    ] as const) {
      await p.subscribe(t.id);
      expect((await p.command(t.id, { type: 'sit', seat, name: `P${seat}`, chips: 100_000 })).ok).toBe(true);
    }
    for (const p of [ann, ben])
      expect((await p.command(t.id, { type: 'place-wager', kind: 'asia-poker', amount: 1_000 })).ok).toBe(
        true,
      );
    await ann.waitFor(settingView(t.id), 20_000, true);
    await ben.waitFor(settingView(t.id), 20_000, true);
    return { table: t.id, ann, ben };
  }

  it('while advice is computed, /health answers and the event loop is not blocked; a situation is computed once', async () => {
    const { table, ann, ben } = await twoPlayersSetting();
    const advice = (p: FeltClient) => p.http<{ settings: unknown[] }>('GET', `/api/tables/${table}/advice`);
    // Ann's advice first: the pool's thread starts and loads the games (not what is measured).
    expect((await advice(ann)).status).toBe(200);

    const before = sharedAdvisor().computed;
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const start = performance.now();
    let answered: number | undefined;
    const pending = advice(ben).then((r) => {
      answered = performance.now();
      return r;
    });
    // /health asked again and again while Ben's advice is being computed.
    const health: number[] = [];
    while (answered === undefined) {
      const t0 = performance.now();
      const h = await fetch(`${felt.url}/health`);
      expect(h.status).toBe(200);
      if (answered === undefined) health.push(performance.now() - t0);
    }
    const r = await pending;
    loop.disable();
    const took = answered - start;
    const blocked = loop.max / 1e6;
    const median = [...health].sort((a, b) => a - b)[Math.floor(health.length / 2)] ?? Infinity;
    console.log(
      `advice ${took.toFixed(0)} ms; /health answered ${health.length} times meanwhile, median ${median.toFixed(1)} ms; event loop blocked at most ${blocked.toFixed(1)} ms`,
    );
    expect(r.status).toBe(200);
    expect(r.body.settings.length).toBeGreaterThan(1);
    expect(sharedAdvisor().computed - before).toBe(1);
    // Computed on the event loop, the whole computation would be one block and /health would wait for it.
    expect(health.length).toBeGreaterThan(3);
    expect(blocked).toBeLessThan(took / 3);

    // The same situation again, twice at once: answered from the cache, nothing computed.
    const again = await Promise.all([advice(ben), advice(ben)]);
    for (const a of again) expect(a.body).toEqual(r.body);
    expect(sharedAdvisor().computed - before).toBe(1);
  });
});
