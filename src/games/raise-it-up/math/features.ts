/**
 * The words a strategy card reads in: what the cards seen so far (three, four or five) already make and
 * what they draw to. Every feature is unchanged by renaming suits, so a rule written in them is a
 * policy the exact solver can price. "High card" means 10 or higher, the ranks of the qualifier.
 */
import type { Card } from '../../../core/cards.js';
import { highStrength5 } from '../../../rankings/high.js';
import { mainHandOf } from './solve.js';

export type Made = 'none' | 'low-pair' | 'qualifier';

export interface Features {
  /** `qualifier`: a pair of 10s or better already (§ 669a.11(i)(2)); `low-pair`: a pair of 2s to 9s. */
  readonly made: Made;
  /** Most cards of one suit. */
  readonly flush: number;
  /** Most cards of one suit within five consecutive ranks (the ace high or low). */
  readonly straightFlush: number;
  /** Missing ranks between the lowest and highest of those suited cards. */
  readonly straightFlushGaps: number;
  /** Most different ranks within five consecutive ranks. */
  readonly straight: number;
  /** Missing ranks between the lowest and highest of those ranks. */
  readonly straightGaps: number;
  /** Ranks that would complete a five-card straight (2 for an open-ended draw, 1 for an inside one). */
  readonly straightOuts: number;
  /** Different ranks 10 or higher. */
  readonly high: number;
}

/** A rank mask with bit v for rank value v (2..14), the ace also as bit 1. */
const maskOf = (values: readonly number[]): number =>
  values.reduce((m, v) => m | (1 << v) | (v === 14 ? 2 : 0), 0);

/** The most ranks of a mask inside one five-rank window, and the fewest gaps among such windows. */
function scanRun(mask: number): { count: number; gaps: number } {
  let count = 0;
  let gaps = 0;
  for (let lo = 1; lo <= 10; lo += 1) {
    let n = 0;
    let first = -1;
    let last = -1;
    for (let v = lo; v < lo + 5; v += 1)
      if (mask & (1 << v)) {
        n += 1;
        if (first < 0) first = v;
        last = v;
      }
    const g = n === 0 ? 0 : last - first + 1 - n;
    if (n > count || (n === count && g < gaps)) [count, gaps] = [n, g];
  }
  return { count, gaps };
}

/** RUN[mask >> 1] = count * 8 + gaps, for every mask of ranks 1 (the low ace) to 14. */
const RUN = new Uint8Array(1 << 14);
for (let m = 0; m < RUN.length; m += 1) {
  const r = scanRun(m << 1);
  RUN[m] = r.count * 8 + r.gaps;
}
const bestRun = (mask: number): { count: number; gaps: number } => {
  const r = RUN[mask >> 1] as number;
  return { count: r >> 3, gaps: r & 7 };
};

function madeOf(cards: readonly Card[], values: readonly number[]): Made {
  if (cards.length === 5) {
    const [a, b, c, d, e] = cards as [Card, Card, Card, Card, Card];
    if (mainHandOf(highStrength5(a, b, c, d, e)) !== null) return 'qualifier';
  }
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const paired = [...counts].filter(([, n]) => n >= 2);
  if (paired.length >= 2 || paired.some(([v, n]) => n >= 3 || v >= 10)) return 'qualifier';
  return paired.length === 1 ? 'low-pair' : 'none';
}

export function featuresOf(cards: readonly Card[]): Features {
  const values = cards.map((c) => (c >> 2) + 2);
  const mask = maskOf(values);
  const run = bestRun(mask);
  let suited = { count: 0, gaps: 0 };
  let flush = 0;
  for (let s = 0; s < 4; s += 1) {
    const mine = cards.filter((c) => (c & 3) === s).map((c) => (c >> 2) + 2);
    flush = Math.max(flush, mine.length);
    const r = bestRun(maskOf(mine));
    if (r.count > suited.count || (r.count === suited.count && r.gaps < suited.gaps)) suited = r;
  }
  let outs = 0;
  for (let v = 2; v <= 14; v += 1)
    if ((mask & (1 << v)) === 0 && bestRun(mask | (1 << v) | (v === 14 ? 2 : 0)).count === 5) outs += 1;
  return {
    made: madeOf(cards, values),
    flush,
    straightFlush: suited.count,
    straightFlushGaps: suited.gaps,
    straight: run.count,
    straightGaps: run.gaps,
    straightOuts: run.count === 5 ? 0 : outs,
    high: new Set(values.filter((v) => v >= 10)).size,
  };
}
