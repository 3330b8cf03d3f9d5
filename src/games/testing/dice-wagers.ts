/** Wagers placed at a dice table in the tests of Craps, Props & Hops and Three Dice Football. */
import type { Rejection, Result } from '../../core/result.js';
import type { Actor } from '../../engine/game.js';
import { must, seat } from './table.js';

/** A wager as those tests write it: the seat, the kind and the amount in dollars. */
type Bet = readonly [seat: number, kind: string, dollars: number];

/** Each of `bets` placed at `t` in turn; a refusal fails the test with its code. */
export function placeBets(
  t: { submit(actor: Actor, command: unknown): Result<unknown, Rejection> },
  ...bets: readonly Bet[]
): void {
  for (const [s, kind, dollars] of bets)
    must(t.submit(seat(s), { type: 'place-wager', kind, amount: dollars * 100 }));
}
