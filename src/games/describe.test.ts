/**
 * The log contract every game's `describe(event, viewer, before)` keeps (src/engine/game.ts), through
 * random legal play on an automated table: `Table.onRecord` hands over the state each event applied to
 * (folding them reproduces the table's state); a line is a pure function of its arguments; and a
 * viewer's line lies between the public (watcher's) line and compliance's, so where those two agree
 * every viewer reads the same line (the table server describes most events only twice on that basis).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { COMPLIANCE, WATCHER } from '../engine/describe.js';
import type { LegalAction, Viewer } from '../engine/game.js';
import { isNote, Table } from '../engine/table.js';
import { GAMES } from './registry.js';

/** First a type, uniformly (a setting tool offers dozens of one type), then one action of it. */
function pick(rng: SeededRng, acts: readonly LegalAction[]): LegalAction | undefined {
  const types = [...new Set(acts.map((a) => a.type))];
  const type = types[rng.nextInt(Math.max(1, types.length))];
  const same = acts.filter((a) => a.type === type);
  return same[rng.nextInt(Math.max(1, same.length))];
}

describe('describe(event, viewer, before)', () => {
  it.each([...GAMES.keys()])('%s: the lines per viewer keep the contract', (id) => {
    const game = GAMES.get(id)!;
    const options = game.options.safeParse({ adjacentAreas: true }).success ? { adjacentAreas: true } : {};
    const table = new Table(game, game.options.parse(options), SeededRng.fromSeed(3), { automated: true });
    const viewers: Viewer[] = [
      WATCHER,
      { role: 'dealer' },
      { role: 'floorperson' },
      { role: 'player', seat: 1 },
      { role: 'player', seat: 3 },
      { role: 'player', seat: 5 },
    ];
    let events = 0;
    let private_ = 0;
    table.onRecord = (entry, before) => {
      expect(before).toHaveLength(entry.events.length);
      let state = before[0];
      // A note (the server's, described by the server) changes nothing.
      if (isNote(entry.command)) return expect(state).toBe(table.state);
      for (const [i, e] of entry.events.entries()) {
        expect(before[i], `the state event ${i} of seq ${entry.seq} applied to`).toEqual(state);
        state = game.evolve(state, e);
        const full = game.describe(e, COMPLIANCE, before[i]);
        expect(game.describe(e, COMPLIANCE, before[i]), 'the same arguments, the same line').toBe(full);
        const pub = game.describe(e, WATCHER, before[i]);
        for (const v of viewers) {
          const line = game.describe(e, v, before[i]);
          if (pub === full) expect(line, `${e.type} as ${v.role} ${v.seat ?? ''}`).toBe(full);
        }
        if (pub !== full) private_ += 1;
        events += 1;
      }
      expect(state).toEqual(table.state);
    };
    for (const seat of [1, 3, 5])
      expect(
        table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 500_000 }).ok,
      ).toBe(true);
    table.runAutomation();
    const rng = SeededRng.fromSeed(17);
    for (let step = 0; step < 250; step += 1) {
      const seat = [1, 3, 5][rng.nextInt(3)]!;
      const acts = table.view({ role: 'player', seat }).legalActions.filter((a) => a.type !== 'leave');
      const a = pick(rng, acts);
      if (a) {
        const cmd: Record<string, unknown> = { type: a.type, ...a.params };
        for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 1_000 : 10 + rng.nextInt(20);
        table.submit({ role: 'player', seat }, cmd);
      }
      // The automated dealer closes betting on a timer at a real table; here, now and then.
      if (rng.nextInt(4) === 0) table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
      table.runAutomation();
    }
    table.note({ role: 'dealer' }, { type: 'approval-requested' });
    expect(events, 'the play produced many events').toBeGreaterThan(100);
    // Asia Poker names a house way only to the player told it (and compliance).
    if (id === 'asia-poker') expect(private_).toBeGreaterThan(0);
  });
});
