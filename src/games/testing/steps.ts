/**
 * The steps golden scenarios are written in (src/engine/testing/golden.ts), shared by every game's
 * `fixtures/`: who does what (the dealer, the floorperson, a seated player), the buy-in and the wagers,
 * and the steps that are not commands (the automated dealer, a restart, an overdue decision, the views).
 * Amounts are in cents.
 */
import type { Actor } from '../../engine/game.js';
import type { Scenario, Step } from '../../engine/testing/golden.js';
import { dealer as theDealer, floorperson, seat } from './actors.js';
export const command = (actor: Actor, type: string, more: Record<string, unknown> = {}): Step => ({
  t: 'command',
  actor,
  command: { type, ...more },
});
export const dealer = (type: string, more: Record<string, unknown> = {}): Step =>
  command(theDealer, type, more);
export const floor = (type: string, more: Record<string, unknown> = {}): Step =>
  command(floorperson, type, more);
export const player = (n: number, type: string, more: Record<string, unknown> = {}): Step =>
  command(seat(n), type, more);
export const sit = (n: number, name: string, chips = 1_000_000): Step =>
  player(n, 'sit', { seat: n, name, chips });
/** A wager; `area` names the adjacent betting area it is made on, where the game has them. */
export const bet = (n: number, kind: string, amount: number, area?: number): Step =>
  player(n, 'place-wager', { kind, amount, ...(area === undefined ? {} : { area }) });
export const automate: Step = { t: 'automate' };
export const restart: Step = { t: 'restart' };
export const overdue: Step = { t: 'overdue' };
export const views: Step = { t: 'views' };

/** Players sitting down in turn: `[seat, name]`, or `[seat, name, chips]` for another buy-in. */
export const seated = (...who: readonly (readonly [number, string, number?])[]): Step[] =>
  who.map(([n, name, chips]) => sit(n, name, chips));

/** The events a scenario injects before its first command (a stacked shuffle). */
export const inject = (...events: Extract<Step, { t: 'inject' }>['events']): Step => ({
  t: 'inject',
  events,
});

/** A scenario: its transcript's name, the game, the Rules Submission options and the table it runs on. */
export const scenario = (
  name: string,
  game: string,
  table: Pick<Scenario, 'options' | 'config' | 'seed'>,
  steps: readonly Step[],
): Scenario => ({ name, game, ...table, steps });
