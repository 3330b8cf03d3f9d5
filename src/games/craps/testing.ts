/** Live Craps tables for the tests: the stickperson calls the dice, the dealer acts as the table would. */
import type { Rejection, Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { craps, type CrapsEvent, type CrapsGame } from './index.js';

export const dealer: Actor = { role: 'dealer' };
export const seat = (n: number): Actor => ({ role: 'player', seat: n });

export function must<T>(r: Result<T, Rejection>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A live table (the stickperson calls the dice) with players at `seats`; seat 1 shoots. */
export function liveTable(game: CrapsGame = craps, options: Record<string, unknown> = {}, seats = [1, 2]) {
  const t = new Table(game, game.options.parse(options), SeededRng.fromSeed(1), { automated: false });
  for (const s of seats) must(t.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 1_000_00 }));
  must(t.apply(dealer, { type: 'select-shooter' }));
  return t;
}
export type T = ReturnType<typeof liveTable>;

export const bet = (t: T, s: number, kind: string, dollars: number) =>
  t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 });

/** "No more bets", the dice called and the roll settled: the events of the call and the settlement. */
export function roll(t: T, a: number, b: number): CrapsEvent[] {
  must(t.apply(dealer, { type: 'no-more-bets' }));
  return [
    ...must(t.submit(dealer, { type: 'roll', dice: [a, b] })),
    ...must(t.submit(dealer, { type: 'settle' })),
  ];
}

/** `seat kind outcome net` for each wager settled. */
export const settled = (events: readonly CrapsEvent[]) =>
  events.flatMap((e) =>
    e.type === 'wager-settled' ? [`${e.seat} ${e.kind} ${e.outcome} ${e.winnings - e.vigorish}`] : [],
  );

/** A decision as `code citation`, or `ok`. */
export const code = (r: Result<unknown, Rejection>) =>
  r.ok ? 'ok' : `${r.error.code} ${r.error.citation ?? ''}`;
