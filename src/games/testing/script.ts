/**
 * The dice games' golden scenarios (src/engine/testing/golden.ts) are written as a script: the
 * dealer, the floorperson and the players act one after the other, amounts in dollars. Each game's
 * `fixtures/` extends it with what is its own (the roll, the shaker, the throw).
 */
import type { Actor } from '../../engine/game.js';
import { THROWN_DICE_NO_ROLLS } from '../../engine/procedures/dice-table.js';
import type { Scenario, Step } from '../../engine/testing/golden.js';
import { dealer, seat } from './actors.js';

/** Every valid "no roll" call of a game whose dice are thrown (Craps, Three Dice Football), in the rule's order. */
export const NO_ROLLS = Object.entries(THROWN_DICE_NO_ROLLS).flatMap(([reason, r]) =>
  r.valid ? [reason] : [],
);

const cents = (dollars: number): number => Math.round(dollars * 100);

/** A scenario's steps as the dealer, the floorperson and the players act; amounts in dollars. */
export class Script {
  readonly steps: Step[] = [];

  /**
   * `buyIn`: the dollars a player sits down with unless told otherwise; `take`: the command that takes
   * the dice (or the shaker) when they are offered, where the game offers them round the table.
   */
  constructor(
    private readonly buyIn: number,
    private readonly take = 'accept-dice',
  ) {}

  cmd(actor: Actor, command: unknown): this {
    this.steps.push({ t: 'command', actor, command });
    return this;
  }
  deal(command: unknown): this {
    return this.cmd(dealer, command);
  }
  sit(n: number, name: string, dollars = this.buyIn): this {
    return this.cmd(seat(n), { type: 'sit', seat: n, name, chips: cents(dollars) });
  }
  bet(n: number, kind: string, dollars: number): this {
    return this.cmd(seat(n), { type: 'place-wager', kind, amount: cents(dollars) });
  }
  /** Takes a wager down, or reduces it by `dollars`. */
  down(n: number, kind: string, dollars?: number): this {
    return this.cmd(seat(n), {
      type: 'withdraw-wager',
      kind,
      ...(dollars === undefined ? {} : { amount: cents(dollars) }),
    });
  }
  /** The player takes the dice (or the shaker) offered to him; `more`: the dice he selects, if he may. */
  accept(n: number, more: Readonly<Record<string, unknown>> = {}): this {
    return this.cmd(seat(n), { type: this.take, ...more });
  }
  /**
   * An automated table where the player first offered the dice has gone away (ruling R22): nothing is
   * due while betting is open; `taker` wagers, "no more bets" commences play and the dice are offered
   * to the one gone away, the table waits on him, his decision time runs out (declined), `taker` takes
   * them, the wagers close and the round is played.
   */
  goneAway(taker: number, wagers: readonly (readonly [string, number])[]): this {
    this.overdue();
    for (const [kind, dollars] of wagers) this.bet(taker, kind, dollars);
    return this.deal({ type: 'no-more-bets' })
      .automate()
      .overdue()
      .accept(taker)
      .deal({ type: 'no-more-bets' })
      .automate()
      .views();
  }
  automate(): this {
    return this.step({ t: 'automate' });
  }
  restart(): this {
    return this.step({ t: 'restart' });
  }
  /** The decision time of the person the automated table waits on runs out (`overdue`). */
  overdue(): this {
    return this.step({ t: 'overdue' });
  }
  views(): this {
    return this.step({ t: 'views' });
  }
  /** The scenario these steps make: its transcript's name, the game and the table it runs on. */
  scenario(name: string, game: string, table: Pick<Scenario, 'options' | 'config' | 'seed'>): Scenario {
    return { name, game, ...table, steps: this.steps };
  }
  private step(step: Step): this {
    this.steps.push(step);
    return this;
  }
}
