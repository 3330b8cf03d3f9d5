/**
 * The commands golden scenarios are written in (src/engine/testing/golden.ts), shared by every game's
 * `fixtures/`: who does what (the dealer, the floorperson, a seated player), the buy-in and the wagers.
 * Amounts are in cents. The steps that are not commands are in scenario.ts.
 */
import type { Actor } from '../../engine/game.js';
import type { Step } from '../../engine/testing/golden.js';
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

/** Players sitting down in turn: `[seat, name]`, or `[seat, name, chips]` for another buy-in. */
export const seated = (...who: readonly (readonly [number, string, number?])[]): Step[] =>
  who.map(([n, name, chips]) => sit(n, name, chips));
