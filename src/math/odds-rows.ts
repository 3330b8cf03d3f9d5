/**
 * The rows of `felt odds` and `felt simulate` that the card games build the same way: an exact row from
 * a wager's expectation per unit wagered, a simulated row from a running tally of its results with the
 * standard error of their mean.
 */
import { formatRational, toNumber, type Rational } from '../core/rational.js';
import type { OddsRow } from '../engine/game.js';

/** The exact row of a wager whose expectation per unit is `ev`: the house edge is its negation. */
export const exactRow = (wager: string, variant: string, ev: Rational, citation: string): OddsRow => ({
  wager,
  variant,
  houseEdge: -toNumber(ev),
  exact: formatRational(ev.neg()),
  method: 'exact',
  citation,
});

/** Running mean and variance (Welford); the standard error is NaN until two results are in. */
export class Tally {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n += 1;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }
  get standardError(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : Number.NaN;
  }
}

/** The simulated row of a wager whose results per unit `t` has tallied. */
export const simulatedRow = (
  wager: string,
  variant: string,
  t: { readonly mean: number; readonly standardError: number },
  citation: string,
): OddsRow => ({
  wager,
  variant,
  houseEdge: -t.mean,
  standardError: t.standardError,
  method: 'simulation',
  citation,
});
