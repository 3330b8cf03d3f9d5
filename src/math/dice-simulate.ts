/**
 * Seeded Monte Carlo over the same chains the exact math solves: the fallback method for state
 * spaces too large to enumerate, and the independent check the exact solver is tested against.
 */
import { SeededRng, type Rng } from '../core/rng.js';
import { toNumber, type Rational } from '../core/rational.js';
import { InvariantError } from '../core/result.js';
import type { Chain, Transition } from './dice-exact.js';

export interface SimulationSummary {
  readonly trials: number;
  readonly meanPayoff: number;
  /** Standard error of meanPayoff. */
  readonly payoffStandardError: number;
  readonly meanRolls: number;
  readonly rollsStandardError: number;
}

const lcm = (a: bigint, b: bigint): bigint => {
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  return (a / gcd(a, b)) * b;
};

/** Draws one branch with probability exactly its `p`, by an unbiased integer below the common denominator. */
function pick<S>(branches: readonly Transition<S>[], rng: Rng): Transition<S> {
  const den = branches.reduce((acc, t) => lcm(acc, t.p.d), 1n);
  if (den > 0xffff_ffffn) throw new InvariantError(`denominator ${den} too large to sample`);
  let u = BigInt(rng.nextInt(Number(den)));
  for (const t of branches) {
    const w = (t.p.n * den) / t.p.d;
    if (u < w) return t;
    u -= w;
  }
  throw new InvariantError('branch probabilities do not sum to 1');
}

/** Plays the chain `trials` times from its start. */
export function simulateChain<S>(chain: Chain<S>, rng: Rng, trials: number): SimulationSummary {
  const cache = new Map<string, readonly Transition<S>[]>();
  let sum = 0;
  let sumSq = 0;
  let rolls = 0;
  let rollsSq = 0;
  for (let i = 0; i < trials; i += 1) {
    let state = chain.start;
    let n = 0;
    let payoff: Rational | undefined;
    while (payoff === undefined) {
      const k = chain.key(state);
      let branches = cache.get(k);
      if (!branches) {
        branches = chain.step(state);
        cache.set(k, branches);
      }
      const t = pick(branches, rng);
      n += 1;
      if ('payoff' in t) payoff = t.payoff;
      else state = t.to;
    }
    const x = toNumber(payoff);
    sum += x;
    sumSq += x * x;
    rolls += n;
    rollsSq += n * n;
  }
  const mean = sum / trials;
  const meanRolls = rolls / trials;
  return {
    trials,
    meanPayoff: mean,
    payoffStandardError: Math.sqrt(Math.max(0, sumSq / trials - mean * mean) / trials),
    meanRolls,
    rollsStandardError: Math.sqrt(Math.max(0, rollsSq / trials - meanRolls * meanRolls) / trials),
  };
}

/** A simulated odds row (the foundation's JSON format, `method: 'simulation'`). */
export interface SimulatedRow {
  readonly wager: string;
  readonly variant: string;
  readonly houseEdge: number;
  readonly standardError: number;
  readonly method: 'simulation';
  readonly citation: string;
  readonly expectedRolls?: number;
}

/**
 * Plays each wager's chain `rounds` times from placement to decision, one seeded stream per wager
 * (seed and row index), so a row's figure does not depend on which other rows are reported.
 */
export function simulateSpecs(
  specs: readonly {
    wager: string;
    variant: string;
    citation: string;
    multiRoll: boolean;
    chain: Chain<unknown>;
  }[],
  rounds: number,
  seed: number,
  onProgress?: (rounds: number) => void,
): { readonly rounds: number; readonly wagers: SimulatedRow[] } {
  const wagers = specs.map((spec, i): SimulatedRow => {
    const r = simulateChain(spec.chain, SeededRng.fromSeed(seed).stream(i), rounds);
    onProgress?.(Math.floor((rounds * (i + 1)) / specs.length));
    const row = {
      wager: spec.wager,
      variant: spec.variant,
      houseEdge: -r.meanPayoff,
      standardError: r.payoffStandardError,
      method: 'simulation' as const,
      citation: spec.citation,
    };
    return spec.multiRoll ? { ...row, expectedRolls: r.meanRolls } : row;
  });
  return { rounds, wagers };
}
