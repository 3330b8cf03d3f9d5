/**
 * Props & Hops and Three Dice Football deal no cards: the players' dice (the shaker, the Offensive and
 * Defensive Dice) are offered round the table, and every wager is settled on what they show. Their
 * tables share the random play the property tests drive them with and the properties they keep.
 */
import { describe, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import type { TableMoney, Wager } from '../../engine/wagers.js';
import {
  commandOf,
  dealer,
  expectConservedFromAnySeed,
  expectReplayed,
  expectSimulationAgrees,
  openTable,
  playRandomly,
  pocketsBalance,
  seat,
} from './table.js';

type DiceState = TableMoney<Wager> & { readonly round: number };

export interface DiceTable<
  O,
  S extends DiceState,
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
> {
  readonly game: GameDefinition<O, S, C, E, V>;
  readonly seats: readonly number[];
  readonly chips: number;
  /** A random wager is 1 to `stakes` times this many cents. */
  readonly stake: number;
  readonly stakes: number;
  /** The command that takes the dice when they are offered. */
  readonly accept: string;
  /** The rounds 300 random steps complete at the least. */
  readonly rounds: number;
  readonly simulate: { readonly scope: 'all' | 'table'; readonly rounds: number; readonly seed: number };
}

/**
 * An automated table driven at random: a player offered the dice takes them; otherwise every other
 * step a player takes a random legal action (sitting down again after leaving) and the others the
 * dealer calls "no more bets".
 */
export function randomDicePlay<
  O,
  S extends DiceState,
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(d: DiceTable<O, S, C, E, V>, seed: number, steps: number) {
  const table = openTable(d.game, { seed, automated: true, seats: d.seats, chips: d.chips });
  const rng = SeededRng.fromSeed(seed + 1);
  const states = playRandomly(table, rng, d.seats, steps, (s) => {
    const actions = table.view(seat(s)).legalActions.filter((a) => a.type !== 'sit');
    const take = actions.find((a) => a.type === d.accept);
    const a = take ?? (rng.nextInt(2) === 0 ? actions[rng.nextInt(actions.length)] : undefined);
    if (a) {
      table.submit(
        a.actor,
        commandOf(a, () => d.stake * (1 + rng.nextInt(d.stakes))),
      );
      if (a.type === 'leave') table.submit(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: d.chips });
    } else table.submit(dealer, { type: 'no-more-bets' });
  });
  return { table, states };
}

/** The properties every dice table keeps, as tests under `title` (`more` adds the game's own). */
export function describeDiceTableProperties<
  O,
  S extends DiceState,
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView,
>(title: string, d: DiceTable<O, S, C, E, V>, more: () => void = () => {}): void {
  describe(title, () => {
    it('chips are conserved by every command', () => {
      expectConservedFromAnySeed<S>((seed) => randomDicePlay(d, seed, 300), pocketsBalance, {
        rounds: d.rounds,
        runs: 10,
      });
    });

    it('replaying the log re-decides every command and reproduces the state', () => {
      expectReplayed(d.game, randomDicePlay(d, 77, 300).table);
    });

    more();

    it('felt simulate agrees with the exact figures within 4.5 standard errors', async () => {
      await expectSimulationAgrees(d.game, d.simulate.scope, d.simulate);
    });
  });
}
