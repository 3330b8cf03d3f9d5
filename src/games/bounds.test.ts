/**
 * Issue 11, the bounds of legal actions: through random play at every registered game (an automated
 * table and one the dealer runs by hand), every legal action's `bounds` are well formed (min <= max, the
 * default within them, a positive step), a command at each bound is accepted, and one a step outside
 * (min - step, max + step) is refused with a code and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import type { Actor, LegalAction, ParamBounds, Viewer } from '../engine/game.js';
import { Table } from '../engine/table.js';
import { GAMES } from './registry.js';

/** First a type, uniformly, then one action of it. */
function pick(rng: SeededRng, acts: readonly LegalAction[]): LegalAction | undefined {
  const types = [...new Set(acts.map((a) => a.type))];
  const type = types[rng.nextInt(Math.max(1, types.length))];
  const same = acts.filter((a) => a.type === type);
  return same[rng.nextInt(Math.max(1, same.length))];
}

/** A value for a parameter the play needs: its default, its minimum, else a plain one by name. */
function valueOf(name: string, b: ParamBounds | undefined, rng: SeededRng): unknown {
  if (b?.kind === 'dice') return Array.from({ length: b.min ?? 2 }, () => 1 + rng.nextInt(6));
  if (b?.default !== undefined) return b.default;
  if (b?.oneOf?.length) return b.oneOf[0];
  if (b?.min !== undefined) return b.min;
  if (name === 'dice') return [1 + rng.nextInt(6), 1 + rng.nextInt(6)];
  return name === 'amount' || name === 'chips' ? 1_000 : name === 'name' ? 'Ann' : 'asked';
}

const commandOf = (a: LegalAction, rng: SeededRng): Record<string, unknown> => {
  const cmd: Record<string, unknown> = { type: a.type, ...a.params };
  for (const need of a.needs ?? []) cmd[need] = valueOf(need, a.bounds?.[need], rng);
  return cmd;
};

const SETTINGS = [true, false] as const;
const cases = [...GAMES.keys()].flatMap((id) => SETTINGS.map((automated) => [id, automated] as const));

describe('legal actions carry well formed bounds that decide holds to', () => {
  it.each(cases)('%s (automated %s)', (id, automated) => {
    const game = GAMES.get(id)!;
    const table = new Table(game, game.options.parse({}), SeededRng.fromSeed(5), { automated });
    const probe = { rng: SeededRng.fromSeed(0) };
    const accepts = (actor: Actor, cmd: Record<string, unknown>): boolean => {
      const parsed = game.commands.safeParse(cmd);
      return parsed.success && game.decide(table.state, actor, parsed.data, probe).ok;
    };
    let checked = 0;
    const check = (viewer: Viewer): void => {
      for (const a of table.view(viewer).legalActions) {
        for (const [name, b] of Object.entries(a.bounds ?? {})) {
          const where = `${a.type} ${JSON.stringify(a.params)} ${name} ${JSON.stringify(b)}`;
          expect(a.needs ?? [], where).toContain(name);
          if (b.min !== undefined && b.max !== undefined) expect(b.min, where).toBeLessThanOrEqual(b.max);
          if (b.step !== undefined) expect(b.step, where).toBeGreaterThan(0);
          if (typeof b.default === 'number') {
            if (b.min !== undefined) expect(b.default, where).toBeGreaterThanOrEqual(b.min);
            if (b.max !== undefined) expect(b.default, where).toBeLessThanOrEqual(b.max);
          }
          if (b.oneOf && b.default !== undefined) expect(b.oneOf, where).toContain(b.default);
          const base = commandOf(a, SeededRng.fromSeed(1));
          const at = (v: unknown): Record<string, unknown> => ({ ...base, [name]: v });
          const dice = (n: number): number[] => Array.from({ length: n }, () => 3);
          const inside: unknown[] = [];
          const outside: unknown[] = [];
          if (b.kind === 'dice') {
            if (b.min !== undefined) inside.push(dice(b.min));
            if (b.max !== undefined) outside.push(dice(b.max + 1));
            if (b.min !== undefined && b.min > 0) outside.push(dice(b.min - 1));
          } else if (b.kind === 'cents' || b.kind === 'integer') {
            const step = b.step ?? 1;
            if (b.min !== undefined) {
              inside.push(b.min);
              outside.push(b.min - step);
            }
            if (b.max !== undefined) {
              inside.push(b.max);
              outside.push(b.max + step);
            }
          } else if (b.kind === 'choice') inside.push(...(b.oneOf ?? []));
          for (const v of inside)
            expect(accepts(a.actor, at(v)), `${where}: ${JSON.stringify(v)} is accepted`).toBe(true);
          for (const v of outside) {
            const before = table.state;
            const r = table.submit(a.actor, at(v));
            expect(r.ok, `${where}: ${JSON.stringify(v)} is refused`).toBe(false);
            if (!r.ok) expect(r.error.code, where).toMatch(/\w/);
            expect(table.state, `${where}: a refusal changes nothing`).toBe(before);
          }
          checked += inside.length + outside.length;
        }
      }
    };
    const seats = [1, 3, 5];
    const viewers: Viewer[] = [
      ...seats.map((seat) => ({ role: 'player' as const, seat })),
      { role: 'dealer' },
    ];
    check({ role: 'player', seat: 1 });
    for (const seat of seats)
      expect(
        table.submit({ role: 'player', seat }, { type: 'sit', seat, name: `P${seat}`, chips: 200_000 }).ok,
      ).toBe(true);
    if (automated) table.runAutomation();
    const rng = SeededRng.fromSeed(23);
    for (let step = 0; step < 160; step += 1) {
      const viewer = viewers[rng.nextInt(viewers.length)]!;
      check(viewer);
      const acts = table.view(viewer).legalActions.filter((a) => a.type !== 'leave' && a.type !== 'sit');
      const a = pick(rng, acts);
      if (a) table.submit(a.actor, commandOf(a, rng));
      if (automated && rng.nextInt(4) === 0) table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
      if (automated) table.runAutomation();
    }
    expect(checked, 'bounds were checked').toBeGreaterThan(20);
  });
});
