/**
 * Seeded Monte Carlo over the same chains the exact math solves: the fallback method for state
 * spaces too large to enumerate, and the independent check the exact solver is tested against.
 */
import { SeededRng, type Rng } from '../core/rng.js';
import { toNumber } from '../core/rational.js';
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

/**
 * A state's branches ready to draw from: the common denominator of their probabilities, each branch's
 * cumulative weight below it, and the payoffs as numbers. Built once per state of a run.
 */
interface Sampler<S> {
  readonly branches: readonly Transition<S>[];
  readonly den: number;
  readonly upTo: readonly number[];
  readonly payoffs: readonly (number | undefined)[];
}

function samplerOf<S>(branches: readonly Transition<S>[]): Sampler<S> {
  const den = branches.reduce((acc, t) => lcm(acc, t.p.d), 1n);
  if (den > 0xffff_ffffn) throw new InvariantError(`denominator ${den} too large to sample`);
  const upTo: number[] = [];
  let total = 0n;
  for (const t of branches) {
    total += (t.p.n * den) / t.p.d;
    upTo.push(Number(total));
  }
  if (total !== den) throw new InvariantError('branch probabilities do not sum to 1');
  const payoffs = branches.map((t) => ('payoff' in t ? toNumber(t.payoff) : undefined));
  return { branches, den: Number(den), upTo, payoffs };
}

/** Draws one branch with probability exactly its `p`, by an unbiased integer below the common denominator. */
function pick<S>(s: Sampler<S>, rng: Rng): number {
  const u = rng.nextInt(s.den);
  let i = 0;
  while (u >= (s.upTo[i] as number)) i += 1;
  return i;
}

/** What `trials` plays of a chain add up to: tallies of several runs merge by adding them. */
export interface ChainTally {
  readonly trials: number;
  readonly sum: number;
  readonly sumSq: number;
  readonly rolls: number;
  readonly rollsSq: number;
}

/** Plays the chain `trials` times from its start and adds up the payoffs and the rolls. */
export function tallyChain<S>(chain: Chain<S>, rng: Rng, trials: number): ChainTally {
  const cache = new Map<string, Sampler<S>>();
  let sum = 0;
  let sumSq = 0;
  let rolls = 0;
  let rollsSq = 0;
  for (let i = 0; i < trials; i += 1) {
    let state = chain.start;
    let n = 0;
    let payoff: number | undefined;
    while (payoff === undefined) {
      const k = chain.key(state);
      let s = cache.get(k);
      if (!s) {
        s = samplerOf(chain.step(state));
        cache.set(k, s);
      }
      const b = pick(s, rng);
      n += 1;
      payoff = s.payoffs[b];
      if (payoff === undefined) state = (s.branches[b] as Extract<Transition<S>, { to: S }>).to;
    }
    const x = payoff;
    sum += x;
    sumSq += x * x;
    rolls += n;
    rollsSq += n * n;
  }
  return { trials, sum, sumSq, rolls, rollsSq };
}

/** Tallies added, in the order given (so the same tallies always give the same floating sums). */
export const mergeTallies = (tallies: readonly ChainTally[]): ChainTally =>
  tallies.reduce(
    (a, t) => ({
      trials: a.trials + t.trials,
      sum: a.sum + t.sum,
      sumSq: a.sumSq + t.sumSq,
      rolls: a.rolls + t.rolls,
      rollsSq: a.rollsSq + t.rollsSq,
    }),
    { trials: 0, sum: 0, sumSq: 0, rolls: 0, rollsSq: 0 },
  );

/** The means and standard errors of a tally. */
export function summarise(t: ChainTally): SimulationSummary {
  const mean = t.sum / t.trials;
  const meanRolls = t.rolls / t.trials;
  return {
    trials: t.trials,
    meanPayoff: mean,
    payoffStandardError: Math.sqrt(Math.max(0, t.sumSq / t.trials - mean * mean) / t.trials),
    meanRolls,
    rollsStandardError: Math.sqrt(Math.max(0, t.rollsSq / t.trials - meanRolls * meanRolls) / t.trials),
  };
}

/** Plays the chain `trials` times from its start. */
export const simulateChain = <S>(chain: Chain<S>, rng: Rng, trials: number): SimulationSummary =>
  summarise(tallyChain(chain, rng, trials));

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

/** What a wager's row says of its chain (its chain plays elsewhere: on a worker, for instance). */
export interface SpecRow {
  readonly wager: string;
  readonly variant: string;
  readonly citation: string;
  readonly multiRoll: boolean;
}

/** A wager's simulated row from the tally of its plays. */
export function simulatedRow(spec: SpecRow, tally: ChainTally): SimulatedRow {
  const r = summarise(tally);
  const row = {
    wager: spec.wager,
    variant: spec.variant,
    houseEdge: -r.meanPayoff,
    standardError: r.payoffStandardError,
    method: 'simulation' as const,
    citation: spec.citation,
  };
  return spec.multiRoll ? { ...row, expectedRolls: r.meanRolls } : row;
}

/**
 * Plays each wager's chain `rounds` times from placement to decision, one seeded stream per wager
 * (seed and row index), so a row's figure does not depend on which other rows are reported.
 */
export function simulateSpecs(
  specs: readonly (SpecRow & { readonly chain: Chain<unknown> })[],
  rounds: number,
  seed: number,
  onProgress?: (rounds: number) => void,
): { readonly rounds: number; readonly wagers: SimulatedRow[] } {
  const wagers = specs.map((spec, i): SimulatedRow => {
    const t = tallyChain(spec.chain, SeededRng.fromSeed(seed).stream(i), rounds);
    onProgress?.(Math.floor((rounds * (i + 1)) / specs.length));
    return simulatedRow(spec, t);
  });
  return { rounds, wagers };
}
