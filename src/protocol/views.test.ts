/**
 * Every game's views, as they cross the wire, parse with the schema of the layout they declare: the
 * web UI, which imports the protocol only, reads exactly what the games send. Each game is played at
 * an automated table by two players choosing random legal actions; every viewer's view is checked
 * after every step.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { Viewer } from '../engine/game.js';
import { Table } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import { GameViewSchema, LAYOUT_VIEWS, isLayoutName } from './views.js';

const VIEWERS: readonly Viewer[] = [
  { role: 'compliance' },
  { role: 'dealer' },
  { role: 'floorperson' },
  { role: 'player', seat: 1 },
  { role: 'player', seat: 2 },
  { role: 'player', seat: 5 },
];

describe('every game view parses with its declared layout’s schema', () => {
  it.each([...GAMES.keys()])('%s', (id) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(4), { automated: true });
    const rng = SeededRng.fromSeed(11);
    const check = (): void => {
      for (const viewer of VIEWERS) {
        const wire: unknown = JSON.parse(JSON.stringify(table.view(viewer)));
        const envelope = GameViewSchema.parse(wire);
        expect(isLayoutName(envelope.layout), `${id} declares a known layout`).toBe(true);
        if (!isLayoutName(envelope.layout)) return;
        const parsed = LAYOUT_VIEWS[envelope.layout].safeParse(wire);
        expect(parsed.error?.issues ?? [], `${viewer.role}:${viewer.seat ?? ''} ${envelope.phase}`).toEqual(
          [],
        );
      }
    };
    check();
    for (const seat of [1, 2])
      table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 1_000_000 });
    table.runAutomation();
    check();
    for (let step = 0; step < 200; step += 1) {
      const seat = 1 + rng.nextInt(2);
      const acts = table.view({ role: 'player', seat }).legalActions.filter((a) => a.type !== 'leave');
      const a = acts[rng.nextInt(Math.max(1, acts.length))];
      if (a) {
        const cmd: Record<string, unknown> = { type: a.type, ...a.params };
        for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 1_000 : 10 + rng.nextInt(20);
        table.submit({ role: 'player', seat }, cmd);
      }
      const closes = table.view({ role: 'dealer' }).legalActions.find((x) => x.type === 'no-more-bets');
      if (closes && rng.nextInt(3) === 0) table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
      table.runAutomation();
      check();
    }
    // The play went through settlements, so dealt and settled views were checked too.
    const settled = table.log.flatMap((e) => e.events).filter((e) => e.type === 'wager-settled');
    expect(settled.length).toBeGreaterThan(3);
  });
});
