/**
 * The benchmark harness behind `npm run bench`: every benchmark measures Felt and its named peer in the
 * same process run and reports the ratio. Suites live beside this file and are listed in main.ts.
 */
export interface BenchResult {
  readonly name: string;
  readonly unit: string;
  readonly felt: number;
  /** Null where there is no peer (e.g. an absolute goal such as "exact analysis under one second"). */
  readonly peer: number | null;
  /** felt / peer for rates (higher is better); peer / felt for times; null without a peer. */
  readonly ratio: number | null;
  readonly note?: string;
}

/** Runs `fn` repeatedly for at least `ms` milliseconds after a warm-up; returns operations per second. */
export function rate(fn: () => number, ms = 1500): number {
  fn();
  let ops = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < ms) {
    ops += fn();
    elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return (ops / elapsed) * 1000;
}

/** Wall time of one call in milliseconds (best of `runs`). */
export function time(fn: () => void, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

export function compareRates(
  name: string,
  unit: string,
  felt: number,
  peer: number,
  note?: string,
): BenchResult {
  return { name, unit, felt, peer, ratio: felt / peer, ...(note === undefined ? {} : { note }) };
}
