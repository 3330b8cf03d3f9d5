import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './dice.js';
import type { DiceInspection } from './dice-inspection.js';
import {
  awaitingCancellation,
  cancelSet,
  diceAtTables,
  putInPlay,
  receiveSet,
  recordInspection,
  removeFromPlay,
  reportFiled,
  type DiceRepositories,
} from './dice-sets.js';
import type { Actor } from './events.js';
import { commit, MemoryRepository, type Change } from './records.js';

const T0 = Date.UTC(2026, 10, 22, 5, 0);
const at = (h: number): Actor => ({ account: 'fl-1', at: T0 + h * HOUR_MS });
const five = (id: string) => [1, 2, 3, 4, 5].map((i) => ({ id: `${id}-${i}`, colour: 'red' as const }));

const alt3 = (sets: readonly string[], failed?: string): DiceInspection => ({
  id: `I-${sets.join('')}`,
  alternative: 3,
  game: 'craps',
  at: T0,
  location: 'storage-area',
  inspectors: [{ name: 'Fl', role: 'floorperson' }],
  present: [
    { name: 'As', role: 'assistant-table-games-shift-manager' },
    { name: 'Se', role: 'security' },
  ],
  surveillanceNotifiedAt: T0 - 60_000,
  instruments: ['micrometer', 'balancing-caliper', 'steel-set-square', 'magnet'],
  flatSurfaceUnderSurveillance: true,
  sets: sets.map((id) => ({ id, dice: five(id) })),
  results: sets.flatMap((id) => five(id).map((d) => ({ die: d.id, passed: d.id !== failed }))),
});

async function world() {
  const repos: DiceRepositories = {
    diceSets: new MemoryRepository(),
    diceInspections: new MemoryRepository(true),
  };
  const apply = async (
    r: { ok: true; value: Change<keyof DiceRepositories> } | { ok: false; error: { code: string } },
  ) => {
    if (!r.ok) throw new Error(r.error.code);
    await commit(repos, r.value);
  };
  for (const id of ['C1', 'C2', 'C3'])
    await apply(receiveSet(await repos.diceSets.list(), { id, game: 'craps', dice: five(id) }, at(0)));
  return { repos, apply, sets: () => repos.diceSets.list() };
}

describe('dice sets at the tables (§ 603a.13)', () => {
  it('§ 603a.13(f)(3)(iv): Alternative 3 seals the sets that pass, labelled with the day and the inspectors', async () => {
    const w = await world();
    await w.apply(recordInspection(await w.sets(), alt3(['C1', 'C2'], 'C2-3'), at(0)));
    const [c1, c2] = await w.sets();
    expect(c1).toMatchObject({
      state: 'sealed',
      inspection: 'I-C1C2',
      seal: { label: { inspectedOn: '2026-11-22', signatures: ['Fl'] } },
    });
    // § 603a.13(g): a die that fails takes its set out, for a Dice Discrepancy Report.
    expect(c2).toMatchObject({ state: 'removed', removal: { reason: 'defect' } });
    expect((await w.repos.diceInspections.get('I-C1C2'))?.version).toBe(1);
  });

  it('§ 603a.13(f)(3)(i): an incomplete inspection record is refused and changes nothing', async () => {
    const w = await world();
    const r = recordInspection(
      await w.sets(),
      { ...alt3(['C1']), present: [{ name: 'Se', role: 'security' }] },
      at(0),
    );
    expect(r.ok ? 'ok' : r.error).toMatchObject({
      code: 'inspection_incomplete',
      citation: '§ 603a.13(f)(3)(i)',
    });
  });

  it('§ 603a.13(f)(3)(vi): a sealed set goes in play only with its seal intact; one set per table', async () => {
    const w = await world();
    await w.apply(recordInspection(await w.sets(), alt3(['C1', 'C3']), at(0)));
    const broken = putInPlay(
      await w.sets(),
      { set: 'C1', table: 'CR-1', game: 'craps', sealIntact: false },
      at(1),
    );
    expect(broken.ok ? 'ok' : broken.error).toMatchObject({
      code: 'seal_broken',
      citation: '§ 603a.13(f)(3)(vi)',
    });
    const uninspected = putInPlay(await w.sets(), { set: 'C2', table: 'CR-1', game: 'craps' }, at(1));
    expect(uninspected.ok ? 'ok' : uninspected.error.code).toBe('set_not_ready');
    await w.apply(
      putInPlay(await w.sets(), { set: 'C1', table: 'CR-1', game: 'craps', sealIntact: true }, at(1)),
    );
    const second = putInPlay(
      await w.sets(),
      { set: 'C3', table: 'CR-1', game: 'craps', sealIntact: true },
      at(1),
    );
    expect(second.ok ? 'ok' : second.error.code).toBe('table_has_dice');
  });

  it('ruling R21: each table shows its set, inspection and change-by time; overdue after 24 hours', async () => {
    const w = await world();
    await w.apply(recordInspection(await w.sets(), alt3(['C1']), at(0)));
    await w.apply(
      putInPlay(await w.sets(), { set: 'C1', table: 'CR-1', game: 'craps', sealIntact: true }, at(1)),
    );
    const tables = [
      { id: 'CR-1', game: 'craps' as const },
      { id: 'CR-2', game: 'craps' as const },
    ];
    const inspections = await w.repos.diceInspections.list();
    const now = diceAtTables(tables, await w.sets(), inspections, T0 + 25 * HOUR_MS);
    expect(now[0]).toMatchObject({
      set: 'C1',
      inspection: { id: 'I-C1' },
      changeBy: T0 + 25 * HOUR_MS,
      problems: [],
    });
    expect(now[1]?.problems.map((p) => p.code)).toEqual(['no_dice_in_play']);
    const late = diceAtTables(tables, await w.sets(), inspections, T0 + 25 * HOUR_MS + 1);
    expect(late[0]?.problems.map((p) => `${p.code} ${p.citation}`)).toEqual(['dice_overdue § 603a.13']);
  });

  it('§ 603a.13(g): dice removed for a defect are held until the report is filed, then cancelled', async () => {
    const w = await world();
    await w.apply(recordInspection(await w.sets(), alt3(['C1']), at(0)));
    await w.apply(
      putInPlay(await w.sets(), { set: 'C1', table: 'CR-1', game: 'craps', sealIntact: true }, at(1)),
    );
    await w.apply(removeFromPlay(await w.sets(), { set: 'C1', reason: 'board-request' }, at(2)));
    expect(awaitingCancellation(await w.sets())).toEqual([
      { set: 'C1', reason: 'board-request', cancelBy: null },
    ]);
    const early = cancelSet(await w.sets(), 'C1', at(3));
    expect(early.ok ? 'ok' : early.error).toMatchObject({
      code: 'held_for_discrepancy_report',
      citation: '§ 603a.13(g)',
    });
    await w.apply(reportFiled(await w.sets(), 'C1', at(4)));
    await w.apply(cancelSet(await w.sets(), 'C1', at(5)));
    expect((await w.sets())[0]).toMatchObject({
      state: 'cancelled',
      cancelled: { method: 'drilled', late: false },
    });
  });

  it('§ 603a.13: a set is received once, with the right number of dice and no serial in two sets', async () => {
    const w = await world();
    const again = receiveSet(await w.sets(), { id: 'C1', game: 'craps', dice: five('C9') }, at(0));
    expect(again.ok ? 'ok' : again.error.code).toBe('duplicate_id');
    const short = receiveSet(await w.sets(), { id: 'C9', game: 'craps', dice: five('C9').slice(1) }, at(0));
    expect(short.ok ? 'ok' : short.error).toMatchObject({ code: 'bad_set', citation: '§ 603a.13(f)(3)(iv)' });
    const reused = receiveSet(await w.sets(), { id: 'C9', game: 'craps', dice: five('C1') }, at(0));
    expect(reused.ok ? 'ok' : reused.error.code).toBe('bad_set');
  });
});
