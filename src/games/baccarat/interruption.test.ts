/**
 * An automated table waiting on a player (ruling R16): the cut offer is taken as declined, a squeeze
 * holder who does not turn the cards is required to relinquish them (the dealer turns them at last), and a
 * round cut off after "no more bets" is voided by the floor with every wager returned.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import {
  midibaccarat,
  minibaccarat,
  type BaccaratCommand,
  type BaccaratEvent,
  type BaccaratOptions,
  type BaccaratState,
  type BaccaratView,
} from './index.js';

const seat = (n: number) => ({ role: 'player' as const, seat: n });

/** Plays the table's part: the automated dealer, and the game's answer for whoever is overdue. */
function runWithTimeouts(
  t: Table<BaccaratOptions, BaccaratState, BaccaratCommand, BaccaratEvent, BaccaratView>,
  game: typeof midibaccarat,
  limit = 50,
): string[] {
  const answered: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    t.runAutomation();
    const due = game.overdue?.(t.state);
    if (!due) return answered;
    answered.push(`${due.actor.role}${due.actor.seat ?? ''} ${due.command.type}`);
    const r = t.apply(due.actor, due.command);
    if (!r.ok) throw new Error(r.error.code);
  }
  return answered;
}

describe('automated baccarat: overdue answers and the interrupted round', () => {
  it('§ 629a.5(b) cut offer declined, § 629a.8 squeeze relinquished until the dealer turns the cards', () => {
    const t = new Table(midibaccarat, midibaccarat.options.parse({}), SeededRng.fromSeed(9), {
      automated: true,
    });
    t.runAutomation();
    for (const n of [1, 2])
      expect(t.submit(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 }).ok).toBe(true);
    expect(runWithTimeouts(t, midibaccarat)).toEqual([]);
    expect(t.submit(seat(1), { type: 'place-wager', kind: 'player', amount: 5_000 }).ok).toBe(true);
    expect(t.submit(seat(2), { type: 'place-wager', kind: 'banker', amount: 5_000 }).ok).toBe(true);
    expect(t.submit({ role: 'dealer' }, { type: 'no-more-bets' }).ok).toBe(true);
    const answered = runWithTimeouts(t, midibaccarat);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((a) => a.startsWith('dealer require-relinquish'))).toBe(true);
    const events = t.log.flatMap((e) => e.events).map((e) => e.type);
    expect(events).toContain('squeeze-passed');
    expect(events).toContain('round-complete');
    expect(midibaccarat.overdue?.(t.state)).toBeUndefined();
  });

  it('the cut offered to a seated player is declined on their behalf; nobody is waited on while betting', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(4), {
      automated: true,
    });
    expect(t.submit(seat(3), { type: 'sit', seat: 3, name: 'P3', chips: 100_000 }).ok).toBe(true);
    expect(runWithTimeouts(t, minibaccarat)).toEqual(['player3 decline-cut']);
    expect(t.view({ role: 'player', seat: 3 }).legalActions.some((a) => a.type === 'place-wager')).toBe(true);
    expect(minibaccarat.interrupted?.(t.state)).toBeUndefined();
    // Cut off after "no more bets": the floor voids the round (R7), the wager comes back as a push.
    expect(t.submit(seat(3), { type: 'place-wager', kind: 'tie', amount: 1_000 }).ok).toBe(true);
    expect(t.submit({ role: 'dealer' }, { type: 'no-more-bets' }).ok).toBe(true);
    const due = minibaccarat.interrupted?.(t.state);
    expect(due).toMatchObject({ actor: { role: 'floorperson' }, command: { type: 'void-round' } });
    const r = t.apply(due!.actor, due!.command);
    expect(r.ok && r.value.find((e) => e.type === 'wager-settled')).toMatchObject({
      outcome: 'push',
      amount: 1_000,
    });
  });

  it('a live-dealt table is never answered for: people take their own time there', () => {
    const t = new Table(minibaccarat, minibaccarat.options.parse({}), SeededRng.fromSeed(4), {
      automated: false,
    });
    expect(t.submit(seat(3), { type: 'sit', seat: 3, name: 'P3', chips: 100_000 }).ok).toBe(true);
    expect(t.submit({ role: 'dealer' }, { type: 'shuffle' }).ok).toBe(true);
    expect(minibaccarat.overdue?.(t.state)).toBeUndefined();
  });
});
