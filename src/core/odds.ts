/** Payout odds as exact ratios: `19 to 20` pays 19 for every 20 wagered. */
import { scaleCents, type Cents, type Rounding } from './money.js';

export interface Odds {
  readonly win: number;
  readonly per: number;
}

export function odds(win: number, per = 1): Odds {
  if (!Number.isInteger(win) || !Number.isInteger(per) || win < 0 || per < 1) {
    throw new RangeError(`bad odds ${win} to ${per}`);
  }
  return { win, per };
}

export const formatOdds = (o: Odds): string => `${o.win} to ${o.per}`;

export function parseOdds(text: string): Odds | undefined {
  const m = /^\s*(\d+)\s*(?:to|:|-to-)\s*(\d+)\s*$/i.exec(text);
  if (!m) return undefined;
  const per = Number(m[2]);
  return per >= 1 ? { win: Number(m[1]), per } : undefined;
}

/** The id form used in JSON and wager variants: `8-to-1`. */
export const oddsId = (o: Odds): string => `${o.win}-to-${o.per}`;

/** Winnings (not including the returned stake) on `stake` at `o`, rounded as the rules say. */
export const winnings = (stake: Cents, o: Odds, rounding: Rounding = 'down'): Cents =>
  scaleCents(stake, o.win, o.per, rounding);

export const compareOdds = (a: Odds, b: Odds): number => a.win * b.per - b.win * a.per;
