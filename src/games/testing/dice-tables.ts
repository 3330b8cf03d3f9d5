/**
 * Props & Hops and Three Dice Football deal no cards: the players' dice (the shaker, the Offensive and
 * Defensive Dice) are offered round the table, and every wager is settled on what they show. Their
 * tables share the random play the property tests drive them with and the properties they keep.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { GameCommand, GameDefinition, GameEvent, GameView } from '../../engine/game.js';
import type { TableMoney, Wager } from '../../engine/wagers.js';
import {
  code,
  commandOf,
  dealer,
  expectConservedFromAnySeed,
  expectReplayed,
  expectSimulationAgrees,
  must,
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

/** A wager as a command: `kind` and `amount` in cents. */
type Stake = readonly [seat: number, kind: string, amount: number];

/**
 * How a dice table offers its dice round the table (ruling R33: at the commencement of play, and after
 * everyone has declined only once a player wagers or sits; ruling R22: an offer nobody answers passes
 * on), with the game's own seats, wagers, words and citations.
 */
export interface DiceOffering<S> {
  /** The describe and test titles, each citing the game's own rules. */
  readonly titles: {
    readonly commencement: string;
    readonly firstOffer: string;
    readonly everyoneDeclined: string;
    readonly nobodyAnswers: string;
  };
  /** The seat the dice are offered to, if any. */
  readonly offeredTo: (s: S) => number | null | undefined;
  readonly everyoneDeclined: (s: S) => boolean;
  /** The commands and events of an offer: the dealer's offer, a player's acceptance and refusal. */
  readonly offer: string;
  readonly accept: string;
  readonly decline: string;
  readonly offered: string;
  readonly declined: string;
  readonly commencement: {
    /** Sits down first (and is not offered the dice) and wagers. */
    readonly first: Stake;
    readonly notCommenced: string;
    /** Sit down next, in this order. */
    readonly later: readonly (readonly [seat: number, name: string])[];
    /** The first "no more bets": the offer, with its citation. */
    readonly offers: readonly (readonly [string, string])[];
    readonly offeredTo: number;
    /** Wagers while the offer is open, when the wagers cannot yet close (`noHolder`). */
    readonly meanwhile: Stake;
    readonly noHolder: string;
    /** Accepts once the first offered declines. */
    readonly accepts: number;
    readonly closed: readonly (readonly [string, string])[];
    /** Events the automated dealer then plays, and what holds after them. */
    readonly played: readonly string[];
    readonly after: (s: S, played: readonly string[]) => boolean;
  };
  readonly declining: {
    readonly seats: readonly [number, number];
    readonly wager: Stake;
    readonly next: string;
    /** Sits down once everyone has declined again, and the seat then offered the dice. */
    readonly sits: number;
    readonly offeredTo: number;
  };
  readonly unanswered: { readonly seats: readonly [number, number]; readonly wager: Stake };
}

/** The offering of the dice round the table, as the game's own tests (`o`). */
export function describeDiceOffering<
  O,
  S extends DiceState & { readonly phase: string },
  C extends GameCommand,
  E extends GameEvent,
  V extends GameView & { readonly next: string },
>(game: GameDefinition<O, S, C, E, V>, o: DiceOffering<S>): void {
  type T = ReturnType<typeof openTable<O, S, C, E, V>>;
  const bet = (t: T, [s, kind, amount]: Stake) => t.submit(seat(s), { type: 'place-wager', kind, amount });
  const citation = (e: GameEvent) => ('citation' in e ? e.citation : undefined);

  describe(o.titles.commencement, () => {
    it(o.titles.firstOffer, () => {
      const c = o.commencement;
      const t = openTable(game, { seed: 4, automated: true });
      const [first] = c.first;
      must(t.submit(seat(first), { type: 'sit', seat: first, name: 'First', chips: 100_000 }));
      t.runAutomation();
      // Whoever sits down first is not handed the dice: play has not commenced.
      expect(o.offeredTo(t.state)).toBeNull();
      expect(code(t.submit(dealer, { type: o.offer }))).toBe(c.notCommenced);
      for (const [s, name] of c.later)
        must(t.submit(seat(s), { type: 'sit', seat: s, name, chips: 100_000 }));
      must(bet(t, c.first));
      const offers = must(t.submit(dealer, { type: 'no-more-bets' }));
      expect(offers.map((e) => [e.type, citation(e)])).toEqual(c.offers);
      expect(o.offeredTo(t.state)).toBe(c.offeredTo);
      expect(t.runAutomation()).toEqual([]); // the table waits on the player offered the dice
      // Nobody holds the dice yet: the wagers stay open.
      expect(t.state.phase).toBe('betting');
      must(bet(t, c.meanwhile));
      expect(code(t.submit(dealer, { type: 'no-more-bets' }))).toBe(c.noHolder);
      must(t.submit(seat(c.offeredTo), { type: o.decline }));
      must(t.submit(seat(c.accepts), { type: o.accept }));
      const closed = must(t.submit(dealer, { type: 'no-more-bets' }));
      expect(closed.map((e) => [e.type, citation(e)])).toEqual(c.closed);
      const played = t.runAutomation().map((e) => e.type);
      for (const e of c.played) expect(played).toContain(e);
      expect(c.after(t.state, played)).toBe(true);
    });

    it(o.titles.everyoneDeclined, () => {
      const d = o.declining;
      const [a, b] = d.seats;
      const t = openTable(game, { seed: 4, automated: true, seats: d.seats });
      must(bet(t, d.wager));
      must(t.submit(dealer, { type: 'no-more-bets' })); // offered to the first
      must(t.submit(seat(a), { type: o.decline })); // on to the second
      const last = must(t.submit(seat(b), { type: o.decline }));
      expect(last.map((e) => e.type)).toEqual([o.declined]); // not round to the first again
      expect(o.everyoneDeclined(t.state)).toBe(true);
      expect(t.runAutomation()).toEqual([]);
      expect(game.overdue?.(t.state)).toBeUndefined(); // nobody is waited on: the table is still
      expect(t.view(seat(b)).next).toBe(d.next);
      must(t.submit(seat(b), { type: 'withdraw-wager', kind: d.wager[1] })); // the wagers stayed open
      must(bet(t, d.wager)); // a wager: the dice are offered round again
      expect(t.runAutomation().map((e) => e.type)).toEqual([o.offered]);
      expect(o.offeredTo(t.state)).toBe(a);
      must(t.submit(seat(a), { type: o.decline }));
      must(t.submit(seat(b), { type: o.decline }));
      expect(t.runAutomation()).toEqual([]);
      must(t.submit(seat(d.sits), { type: 'sit', seat: d.sits, name: `P${d.sits}`, chips: 100_000 })); // someone new sits down
      t.runAutomation();
      expect(o.offeredTo(t.state)).toBe(d.offeredTo);
    });
  });

  describe('an automated table waiting on a player who does not answer (ruling R22)', () => {
    it(o.titles.nobodyAnswers, () => {
      const u = o.unanswered;
      const [a, b] = u.seats;
      const t = openTable(game, { seed: 5, automated: true, seats: u.seats });
      expect(game.overdue?.(t.state)).toBeUndefined(); // nobody is waited on while betting is open
      must(bet(t, u.wager));
      must(t.submit(dealer, { type: 'no-more-bets' }));
      expect(o.offeredTo(t.state)).toBe(a); // the first has gone away
      const due = game.overdue?.(t.state);
      expect(due).toEqual({ actor: seat(a), command: { type: o.decline } });
      if (due === undefined) throw new Error('the table waits on nobody');
      must(t.apply(due.actor, due.command));
      expect(o.offeredTo(t.state)).toBe(b);
      must(t.submit(seat(b), { type: o.accept }));
      expect(game.overdue?.(t.state)).toBeUndefined();
      must(t.submit(dealer, { type: 'no-more-bets' }));
      t.runAutomation();
      expect(t.state.wagers).toEqual([]); // the round was played and settled
      // A live table waits on its dealer, who offers the dice himself.
      const live = openTable(game, { seats: u.seats });
      must(bet(live, u.wager));
      must(live.submit(dealer, { type: 'no-more-bets' }));
      expect(game.overdue?.(live.state)).toBeUndefined();
    });
  });
}
