/**
 * Exact dice math shared by every dice game: full enumeration of fair dice and absorbing Markov
 * chains solved in exact rationals (ARCHITECTURE principle 5). Nothing here knows a game: each dice
 * game's math (its folder's `math/`, e.g. src/games/craps/math/exact.ts) describes its wagers as chains
 * over its own rule tables and this module solves them.
 */
import type { Citation } from '../core/citation.js';
import type { Face } from '../core/dice.js';
import type { Odds } from '../core/odds.js';
import { formatRational, rational, toNumber, type Rational } from '../core/rational.js';
import { InvariantError } from '../core/result.js';

export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];
export const ZERO = rational(0);
export const ONE = rational(1);

/** Every ordered outcome of `count` fair dice, each with probability 6^-count. */
export function enumerateDice(count: number): Face[][] {
  let out: Face[][] = [[]];
  for (let i = 0; i < count; i += 1) out = out.flatMap((prefix) => FACES.map((f) => [...prefix, f]));
  return out;
}

/** Net return per unit staked when a wager at `o` wins: `o.win / o.per`. */
export const winRatio = (o: Odds): Rational => rational(o.win, o.per);

// ---------------------------------------------------------------------------------------------
// Absorbing Markov chains
// ---------------------------------------------------------------------------------------------

/** One branch out of a state: to another state, or to the wager's decision with its net return. */
export type Transition<S> =
  { readonly p: Rational; readonly to: S } | { readonly p: Rational; readonly payoff: Rational };

/**
 * A wager as a chain: every step is one roll of the dice. The payoff is the player's net return per
 * unit of the initial wager (+win, 0 push, -1 loss), so the house edge is minus the expected payoff.
 */
export interface Chain<S> {
  readonly start: S;
  readonly key: (state: S) => string;
  readonly step: (state: S) => readonly Transition<S>[];
}

export interface ChainSolution {
  /** Expected net return per unit of the initial wager. */
  readonly expectedPayoff: Rational;
  /** Expected number of rolls from placing the wager to its decision. */
  readonly expectedRolls: Rational;
}

interface Node {
  readonly key: string;
  readonly out: readonly { readonly p: Rational; readonly to: number }[];
  /** Probability of absorbing on this roll, and the expected payoff carried by those branches. */
  readonly absorb: Rational;
  readonly payoff: Rational;
}

/** Builds the reachable graph, checking that each state's branches sum to 1. */
function explore<S>(chain: Chain<S>): Node[] {
  const index = new Map<string, number>();
  const nodes: Node[] = [];
  const states: S[] = [];
  index.set(chain.key(chain.start), 0);
  states.push(chain.start);
  for (let i = 0; i < states.length; i += 1) {
    const state = states[i] as S;
    const out: { p: Rational; to: number }[] = [];
    let absorb = ZERO;
    let payoff = ZERO;
    let total = ZERO;
    for (const t of chain.step(state)) {
      total = total.add(t.p);
      if ('payoff' in t) {
        absorb = absorb.add(t.p);
        payoff = payoff.add(t.p.mul(t.payoff));
        continue;
      }
      const k = chain.key(t.to);
      let j = index.get(k);
      if (j === undefined) {
        j = states.length;
        index.set(k, j);
        states.push(t.to);
      }
      out.push({ p: t.p, to: j });
    }
    if (!total.equals(ONE)) throw new InvariantError(`state ${chain.key(state)}: branches sum to ${total}`);
    nodes.push({ key: chain.key(state), out, absorb, payoff });
  }
  return nodes;
}

/** Tarjan's strongly connected components, emitted so that every component follows its successors. */
function components(nodes: readonly Node[]): number[][] {
  const index = new Array<number>(nodes.length).fill(-1);
  const low = new Array<number>(nodes.length).fill(0);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  // Iterative DFS: chains such as a whole craps hand are deep enough to matter.
  for (let root = 0; root < nodes.length; root += 1) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number];
      const [v, edge] = frame;
      if (edge === 0) {
        index[v] = low[v] = counter++;
        stack.push(v);
        onStack[v] = true;
      }
      const succ = (nodes[v] as Node).out;
      if (edge < succ.length) {
        frame[1] = edge + 1;
        const w = (succ[edge] as { to: number }).to;
        if (index[w] === -1) work.push([w, 0]);
        else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === index[v]) {
        const scc: number[] = [];
        for (;;) {
          const w = stack.pop() as number;
          onStack[w] = false;
          scc.push(w);
          if (w === v) break;
        }
        out.push(scc);
      }
    }
  }
  return out;
}

/**
 * Solves x = r + Q x on one component (successors outside it already solved), by exact Gaussian
 * elimination on (I - Q) x = r + Q_out x_out.
 */
function solveComponent(
  nodes: readonly Node[],
  scc: readonly number[],
  value: (Rational | undefined)[],
  reward: (n: Node) => Rational,
): void {
  const pos = new Map<number, number>();
  scc.forEach((v, i) => pos.set(v, i));
  const n = scc.length;
  const a: Rational[][] = scc.map(() => new Array<Rational>(n + 1).fill(ZERO));
  scc.forEach((v, i) => {
    const node = nodes[v] as Node;
    const row = a[i] as Rational[];
    row[i] = ONE;
    let rhs = reward(node);
    for (const { p, to } of node.out) {
      const j = pos.get(to);
      if (j === undefined) rhs = rhs.add(p.mul(value[to] as Rational));
      else row[j] = (row[j] as Rational).sub(p);
    }
    row[n] = rhs;
  });
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    while (pivot < n && (a[pivot]?.[c] as Rational).equals(ZERO)) pivot += 1;
    if (pivot === n) throw new InvariantError('chain has a closed class that never absorbs');
    [a[c], a[pivot]] = [a[pivot] as Rational[], a[c] as Rational[]];
    const prow = a[c] as Rational[];
    const inv = ONE.div(prow[c] as Rational);
    for (let k = c; k <= n; k += 1) prow[k] = (prow[k] as Rational).mul(inv);
    for (let r = 0; r < n; r += 1) {
      const row = a[r] as Rational[];
      const f = row[c] as Rational;
      if (r === c || f.equals(ZERO)) continue;
      for (let k = c; k <= n; k += 1) row[k] = (row[k] as Rational).sub(f.mul(prow[k] as Rational));
    }
  }
  scc.forEach((v, i) => {
    value[v] = (a[i] as Rational[])[n];
  });
}

function solveFor(
  nodes: readonly Node[],
  order: readonly number[][],
  reward: (n: Node) => Rational,
): Rational {
  const value: (Rational | undefined)[] = new Array<Rational | undefined>(nodes.length).fill(undefined);
  for (const scc of order) solveComponent(nodes, scc, value, reward);
  return value[0] as Rational;
}

/** Expected payoff and expected rolls of an absorbing chain, exactly. */
export function solveChain<S>(chain: Chain<S>): ChainSolution {
  const nodes = explore(chain);
  const order = components(nodes);
  return {
    expectedPayoff: solveFor(nodes, order, (n) => n.payoff),
    expectedRolls: solveFor(nodes, order, () => ONE),
  };
}

/** Probability that the chain ends in a branch whose payoff satisfies `when`. */
export function absorptionProbability<S>(chain: Chain<S>, when: (payoff: Rational) => boolean): Rational {
  const marked: Chain<S> = {
    start: chain.start,
    key: chain.key,
    step: (s) =>
      chain.step(s).map((t) => ('payoff' in t ? { p: t.p, payoff: when(t.payoff) ? ONE : ZERO } : t)),
  };
  return solveChain(marked).expectedPayoff;
}

/**
 * How a game's rule table reports one roll against a wager (each game's `Resolution` has this shape,
 * with its citations on top): decided at odds, lost, pushed, or still open in a new state.
 */
export type Decided<S> =
  | { readonly outcome: 'win'; readonly odds: Odds }
  | { readonly outcome: 'lose' }
  | { readonly outcome: 'push' }
  | { readonly outcome: 'open'; readonly state: S };

/** Net returns per unit of the initial wager for a win at given odds and for a loss. */
export interface Payoffs {
  readonly win: (o: Odds) => Rational;
  readonly lose: Rational;
}
export const PLAIN_PAYOFFS: Payoffs = { win: (o) => rational(o.win, o.per), lose: rational(-1) };

/**
 * A wager as a chain: each step rolls the dice (`outcomes`, equally likely) and the rule table's
 * `resolve` decides the wager or moves it to a new state.
 */
export function resolutionChain<S, D>(
  outcomes: readonly D[],
  start: S,
  key: (s: S) => string,
  resolve: (s: S, dice: D) => Decided<S>,
  payoffs: Payoffs = PLAIN_PAYOFFS,
): Chain<S> {
  const p = rational(1, outcomes.length);
  return {
    start,
    key,
    step: (s) =>
      outcomes.map((dice): Transition<S> => {
        const r = resolve(s, dice);
        switch (r.outcome) {
          case 'win':
            return { p, payoff: payoffs.win(r.odds) };
          case 'lose':
            return { p, payoff: payoffs.lose };
          case 'push':
            return { p, payoff: ZERO };
          case 'open':
            return { p, to: r.state };
        }
      }),
  };
}

/** A one-roll wager as a chain: `payoff(outcome)` for each equally likely outcome. */
export function oneRoll<T>(outcomes: readonly T[], payoff: (outcome: T) => Rational): Chain<'roll'> {
  const p = rational(1, outcomes.length);
  const merged = new Map<string, { p: Rational; payoff: Rational }>();
  for (const o of outcomes) {
    const v = payoff(o);
    const k = formatRational(v);
    const seen = merged.get(k);
    merged.set(k, { p: (seen?.p ?? ZERO).add(p), payoff: v });
  }
  const branches = [...merged.values()];
  return { start: 'roll', key: () => 'roll', step: () => branches };
}

// ---------------------------------------------------------------------------------------------
// The odds report row (the foundation's JSON format)
// ---------------------------------------------------------------------------------------------

export interface OddsRow {
  readonly wager: string;
  readonly variant: string;
  /** Expected loss per unit of the initial wager. */
  readonly houseEdge: number;
  /** houseEdge as `NUMERATOR/DENOMINATOR`. */
  readonly exact: string;
  readonly method: 'exact';
  readonly citation: Citation;
  /** Multi-roll wagers only: expected rolls from placement to decision. */
  readonly expectedRolls?: number;
  readonly expectedRollsExact?: string;
}

export interface RowSpec<S> {
  readonly wager: string;
  readonly variant: string;
  readonly citation: Citation;
  readonly chain: Chain<S>;
  /** Report expected rolls (multi-roll wagers). */
  readonly multiRoll: boolean;
}

export function oddsRow<S>(spec: RowSpec<S>): OddsRow {
  const { expectedPayoff, expectedRolls } = solveChain(spec.chain);
  const edge = expectedPayoff.neg();
  const base = {
    wager: spec.wager,
    variant: spec.variant,
    houseEdge: toNumber(edge),
    exact: formatRational(edge),
    method: 'exact' as const,
    citation: spec.citation,
  };
  return spec.multiRoll
    ? { ...base, expectedRolls: toNumber(expectedRolls), expectedRollsExact: formatRational(expectedRolls) }
    : base;
}
