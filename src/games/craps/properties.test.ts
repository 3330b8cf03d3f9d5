import { describe, expect, it } from 'vitest';
import { expectConservedFromAnySeed, expectReplayed } from '../testing/table.js';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { totalChips } from '../../engine/wagers.js';
import { simulateSpecs } from '../../math/dice-simulate.js';
import { craps, miniCraps, type CrapsGame, type CrapsState } from './index.js';
import { crapsWagerSpecs } from './math/exact.js';

/**
 * Chips in racks, on the layout, cashed out and the table's result always add up to what was bought:
 * the kernel's pockets (racks, spots, bank and the patrons' accounts) always sum to zero.
 */
const conserved = (s: CrapsState): boolean => totalChips(s) === 0;

/** Random play on an automated table: random legal player actions, and the dealer closing bets and rolling. */
function randomPlay(game: CrapsGame, seed: number, steps: number) {
  const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(seed), { automated: true });
  const rng = SeededRng.fromSeed(seed + 1);
  const seats = [1, 3, 5];
  for (const s of seats)
    table.submit({ role: 'player', seat: s }, { type: 'sit', seat: s, name: `P${s}`, chips: 500_000 });
  const states: CrapsState[] = [];
  for (let i = 0; i < steps; i += 1) {
    table.runAutomation();
    const s = seats[rng.nextInt(seats.length)] as number;
    const actions = table.view({ role: 'player', seat: s }).legalActions.filter((a) => a.type !== 'sit');
    const a = rng.nextInt(2) === 0 ? actions[rng.nextInt(actions.length)] : undefined;
    if (a) {
      const cmd: Record<string, unknown> = { type: a.type, ...a.params };
      if (a.needs?.includes('amount')) cmd['amount'] = 500 * (1 + rng.nextInt(4));
      table.submit(a.actor, cmd);
      if (a.type === 'leave')
        table.submit({ role: 'player', seat: s }, { type: 'sit', seat: s, name: `P${s}`, chips: 500_000 });
    } else {
      table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
    }
    states.push(table.state);
  }
  return { table, states };
}

describe('properties of any Craps or Mini-Craps table', () => {
  it.each([craps, miniCraps])('$id: chips are conserved by every command', (game) => {
    expectConservedFromAnySeed((seed) => randomPlay(game, seed, 300), conserved, { rounds: 20, runs: 10 });
  });

  it.each([craps, miniCraps])(
    '$id: replaying the log re-decides every command and reproduces the state',
    (game) => {
      expectReplayed(game, randomPlay(game, 77, 300).table);
    },
  );

  it('the Bonus Craps markers are never on the layout without a Bonus Craps wager that is still open', () => {
    const { states } = randomPlay(craps, 5, 600);
    for (const s of states)
      if (s.bonusMarkers !== 0) expect(s.wagers.some((w) => w.kind.startsWith('all-'))).toBe(true);
  });
});

describe('felt simulate agrees with the exact figures (§ 623a.5)', () => {
  it.each([craps, miniCraps])(
    '$id: every simulated row is within 4.5 standard errors of `felt odds`',
    async (game) => {
      const options = game.options.parse({});
      const report = await game.simulate?.(options, { rounds: 4000, seed: 11 }, 'all');
      const exact = new Map(game.odds?.(options, 'all').map((r) => [`${r.wager}/${r.variant}`, r.houseEdge]));
      expect(report?.wagers.map((w) => `${w.wager}/${w.variant}`)).toEqual([...exact.keys()]);
      for (const w of report?.wagers ?? []) {
        const e = exact.get(`${w.wager}/${w.variant}`);
        expect(e, w.wager).toBeDefined();
        expect(w.method).toBe('simulation');
        expect(Math.abs(w.houseEdge - (e as number)), `${w.wager}/${w.variant}`).toBeLessThan(
          4.5 * (w.standardError ?? 0) + 1e-12,
        );
      }
    },
  );
});

describe('felt simulate runs on the worker pool (src/math/chain-pool.ts)', () => {
  it('up to a chunk of rounds, the pooled report is the single-thread one, with its progress', async () => {
    const options = craps.options.parse({});
    const serial = simulateSpecs(crapsWagerSpecs(options), 300, 9);
    const progress: number[] = [];
    const pooled = await craps.simulate?.(
      options,
      { rounds: 300, seed: 9, workers: 2, onProgress: (n) => progress.push(n) },
      'table',
    );
    expect(pooled).toEqual(serial);
    expect(progress.at(-1)).toBe(300);
  });
});
