import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import type { GameCommand } from './game.js';
import { Table } from './table.js';

describe('every game seats players alike (decideSit)', () => {
  it.each([...GAMES.keys()])(
    '%s: own seat only, numbered seats with their citation, one player a seat',
    (id) => {
      const game = GAMES.get(id)!;
      const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(1), { automated: true });
      const sit = (actor: { role: 'player' | 'dealer'; seat?: number }, seat: number) =>
        table.apply(actor, { type: 'sit', seat, name: `P${seat}`, chips: 100_000 } as GameCommand);
      const codeOf = (r: ReturnType<typeof sit>): string => (r.ok ? 'ok' : r.error.code);

      expect(codeOf(sit({ role: 'player', seat: 2 }, 1))).toBe('not_permitted');
      expect(codeOf(sit({ role: 'player', seat: 1 }, 1))).toBe('ok');
      expect(codeOf(sit({ role: 'player', seat: 1 }, 1))).toBe('seat_taken');
      // The staff may seat a player anywhere free.
      expect(codeOf(sit({ role: 'dealer' }, 2))).toBe('ok');
      const zero = sit({ role: 'player', seat: 0 }, 0);
      expect(codeOf(zero)).toBe('no_such_seat');
      let count = 2;
      while (sit({ role: 'dealer' }, count + 1).ok) count += 1;
      const beyond = sit({ role: 'dealer' }, count + 1);
      expect(codeOf(beyond)).toBe('no_such_seat');
      // The section that numbers the seats is cited, and the message names the table's count.
      expect(beyond.ok ? undefined : beyond.error.citation).toMatch(/^§ \d+a\.\d+/);
      expect(beyond.ok ? '' : beyond.error.message).toContain(`1 to ${count}`);
      expect(count).toBeGreaterThanOrEqual(5);
    },
  );
});

describe('every game takes a seat name by one rule (seatName, issue 16)', () => {
  const refused: readonly [string, string][] = [
    ['whitespace only', ' \t '],
    ['empty', ''],
    ['NUL', 'Ann\u0000'],
    ['a control character', 'Ann\u0007'],
    ['a line break', 'Ann\nBen'],
    ['a bidirectional override', 'Ann\u202eneB'],
    ['a lone surrogate', 'Ann\ud800'],
    ['markup', '<b>Ann</b>'],
    ['an invisible character only', '\u200b'],
    ['more than 40 characters', 'A'.repeat(41)],
  ];
  it.each([...GAMES.keys()])('%s: refuses bad names with invalid_name, trims good ones', (id) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(1), { automated: true });
    for (const [why, name] of refused) {
      const r = table.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name, chips: 100_000 });
      expect(r.ok ? 'ok' : r.error.code, why).toBe('invalid_name');
    }
    expect(table.log).toHaveLength(0);
    const ok = table.submit(
      { role: 'player', seat: 1 },
      { type: 'sit', seat: 1, name: '  Zoë 🂡  ', chips: 100_000 },
    );
    expect(ok.ok).toBe(true);
    expect((table.log[0]!.command as { name?: string }).name).toBe('Zoë 🂡');
  });
});
