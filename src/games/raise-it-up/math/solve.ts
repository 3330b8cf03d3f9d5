/**
 * Raise It Up Stud Poker, the main wager (Ante, Blind and Play together), solved exactly by backward
 * induction over every situation a player decides in (§ 669a.11(b), (d), (f)):
 *
 * - the grade depends only on the set of six cards (best five of six, § 669a.11(i)(2)), so a situation
 *   is the set of cards seen: three (3rd Street), four (4th) or five (5th);
 * - by suit isomorphism (canonical.ts) there are 1,755 + 16,432 + 134,459 of them; each five-card one
 *   sums the payoff of its 47 six-card completions (6.3 million evaluations in all), and a four- or
 *   three-card one sums its 48 or 49 successors, so the Play Wager's sums over two or three unseen
 *   cards come from the five-card sums without touching six cards again;
 * - one Play Wager per round (ruling A-AMB-1) of exactly 1x, 2x or 3x the Ante at 3rd Street, 1x or 2x
 *   at 4th, 1x at 5th, or fold there (A-AMB-17); values are in units of 1/scale of the Ante, summed over
 *   the ordered completions (47 at 5th, 48 x 47 at 4th, 49 x 48 x 47 at 3rd), so all of it is integer
 *   arithmetic, exact in doubles.
 *
 * A policy may replace the optimal choice (to price a readable strategy card); ties go to the choice
 * that puts less money at risk (check before raising, fold before playing, the smaller raise first).
 */
import type { Card } from '../../../core/cards.js';
import { rational, type Rational } from '../../../core/rational.js';
import { highClassOf, highStrength6, rawOfStrength, HIGH_STRENGTH_COUNT } from '../../../rankings/high.js';
import { suitKey, forEachSubset } from '../../../math/deck-subsets.js';
import { MAIN_PAYTABLES, type MainHand, type MainPaytables, type PayRow } from './paytables.js';

export type Street = 'third' | 'fourth' | 'fifth';
/** The Play Wager placed, in units of the Ante; 0 is a check (3rd, 4th Street) or a fold (5th). */
export type Multiple = 0 | 1 | 2 | 3;
export const STREET_OF_SIZE: Readonly<Record<number, Street>> = { 3: 'third', 4: 'fourth', 5: 'fifth' };
/** The choices at each street, least money at risk first (the order ties are broken in). */
export const CHOICES: Readonly<Record<Street, readonly Multiple[]>> = {
  third: [0, 1, 2, 3],
  fourth: [0, 1, 2],
  fifth: [0, 1],
};
/** Ordered completions a value is summed over, by street. */
export const COMPLETIONS: Readonly<Record<Street, number>> = {
  third: 49 * 48 * 47,
  fourth: 48 * 47,
  fifth: 47,
};

/**
 * A strategy to price instead of the optimal one: the Play multiple for the cards seen (3, 4 or 5);
 * `key` is their suit-isomorphism key (canonical.ts), for policies that cache by it.
 */
export type Policy = (cards: readonly Card[], street: Street, key: number) => Multiple;

/** The qualifying hand of § 669a.11(i)(2) a six-card strength makes, or null (below a pair of 10s). */
export function mainHandOf(strength: number): MainHand | null {
  const cls = highClassOf(strength);
  if (cls === 'high-card') return null;
  if (cls === 'pair') return ((rawOfStrength(strength) >> 16) & 15) >= 10 ? 'pair-of-10s-or-better' : null;
  return cls;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export interface PayoffTables {
  /** Values are in units of 1/scale of the Ante. */
  readonly scale: number;
  /** BASE[strength]: Ante plus Blind; MULT[strength]: the Play Wager per unit played. */
  readonly base: Int32Array;
  readonly mult: Int32Array;
}

/** Per six-card strength: what Ante + Blind and each unit of Play return (§ 669a.11(i)(2), § 669a.12(b)-(d)). */
export function payoffTables(p: MainPaytables = MAIN_PAYTABLES): PayoffTables {
  const all = [...p.play, ...p.blind].map((r) => (r.pays === 'push' ? 1 : r.pays.per));
  const scale = [p.ante.per, ...all].reduce((a, b) => (a * b) / gcd(a, b), 1);
  const units = (rowsOf: readonly PayRow<MainHand>[], hand: MainHand): number => {
    const row = rowsOf.find((r) => r.hand === hand);
    if (row === undefined) throw new Error(`no row for ${hand}`);
    return row.pays === 'push' ? 0 : (row.pays.win * scale) / row.pays.per;
  };
  const base = new Int32Array(HIGH_STRENGTH_COUNT + 1);
  const mult = new Int32Array(HIGH_STRENGTH_COUNT + 1);
  for (let s = 1; s <= HIGH_STRENGTH_COUNT; s += 1) {
    const hand = mainHandOf(s);
    base[s] = hand === null ? -2 * scale : (p.ante.win * scale) / p.ante.per + units(p.blind, hand);
    mult[s] = hand === null ? -scale : units(p.play, hand);
  }
  return { scale, base, mult };
}

/** Named columns of doubles per situation, keyed by suit-isomorphism key, grown as situations appear. */
class StateTable<C extends string> {
  readonly index = new Map<number, number>();
  size = 0;
  readonly col: Record<C, Float64Array>;
  constructor(
    private readonly names: readonly C[],
    private capacity: number,
  ) {
    this.col = Object.fromEntries(names.map((n) => [n, new Float64Array(capacity)])) as Record<
      C,
      Float64Array
    >;
  }
  get(c: C, i: number): number {
    return this.col[c][i] as number;
  }
  add(key: number, values: Readonly<Record<C, number>>): number {
    if (this.size === this.capacity) {
      this.capacity *= 2;
      for (const n of this.names) {
        const next = new Float64Array(this.capacity);
        next.set(this.col[n]);
        this.col[n] = next;
      }
    }
    const i = this.size++;
    this.index.set(key, i);
    for (const n of this.names) this.col[n][i] = values[n];
    return i;
  }
}

/** One situation's options: each choice's value summed over the ordered completions, and the choice made. */
export interface SituationValues {
  readonly street: Street;
  /** value[m] for each legal multiple m (CHOICES[street]); divide by `completions * scale`. */
  readonly values: ReadonlyMap<Multiple, number>;
  readonly completions: number;
  readonly scale: number;
  readonly chosen: Multiple;
}

export interface DecisionFrequencies {
  /** Over all C(52,3) starting hands, exact: raise at 3rd (each multiple), at 4th, play at 5th, fold. */
  readonly third: Readonly<Record<1 | 2 | 3, Rational>>;
  readonly fourth: Readonly<Record<1 | 2, Rational>>;
  readonly fifth: Rational;
  readonly fold: Rational;
}

export interface RaiseItUpSolution {
  /** Expected value of Ante, Blind and Play together per unit of the Ante (negative: the house edge). */
  readonly ev: Rational;
  readonly frequencies: DecisionFrequencies;
  /** Situations solved, by street (suit-isomorphism classes). */
  readonly situations: Readonly<Record<Street, number>>;
  /** Six-card evaluations made. */
  readonly evaluations: number;
  /** The values of one situation: 3, 4 or 5 distinct cards seen (the player's three first). */
  situation(cards: readonly Card[]): SituationValues;
  /**
   * Probability, summed over the ordered completions as `situation` values are, that a player who has
   * checked so far ends up folding: for a three-card hand, out of 49 x 48; for four cards, out of 48.
   */
  foldCount(cards: readonly Card[]): number;
  /** The choice made in one situation (cheaper than `situation`). */
  choice(cards: readonly Card[]): Multiple;
}

function best(street: Street, base: number, mult: number, check: number): [Multiple, number] {
  let chosen: Multiple = 0;
  let value = check;
  for (const m of CHOICES[street]) {
    if (m === 0) continue;
    const v = base + m * mult;
    if (v > value) [chosen, value] = [m, v];
  }
  return [chosen, value];
}

/** Columns: sums over the completions of Ante + Blind (`base`) and of Play per unit (`mult`); the choice. */
const FIVE = ['base', 'mult', 'choice'] as const;
/**
 * Plus the value of checking, the choice made, and, for a hand that checks, how often it folds at 5th,
 * plays at 5th, and (3rd Street only) raises 1x or 2x at 4th, counted over the unseen-card orders.
 */
const FOUR = ['base', 'mult', 'check', 'choice', 'fold', 'play5'] as const;
const THREE = [...FOUR, 'raise4x1', 'raise4x2'] as const;
type Four = Record<(typeof FOUR)[number], number>;
type Three = Record<(typeof THREE)[number], number>;

interface Valued {
  get(c: 'base' | 'mult' | 'check' | 'choice', i: number): number;
}
const valueOf = (t: Valued, i: number): number => {
  const chosen = t.get('choice', i);
  return chosen === 0 ? t.get('check', i) : t.get('base', i) + chosen * t.get('mult', i);
};

/** The backward induction: one memoised table of situations per street. */
class Solver {
  readonly t5 = new StateTable(FIVE, 140_000);
  readonly t4 = new StateTable(FOUR, 17_000);
  readonly t3 = new StateTable(THREE, 2_000);
  /** The cards seen, the player's first; `used` marks them. */
  readonly hand = new Int32Array(6);
  readonly used = new Uint8Array(52);
  readonly fold5: number;
  evaluations = 0;

  constructor(
    readonly payoff: PayoffTables,
    private readonly policy: Policy | undefined,
  ) {
    this.fold5 = -2 * payoff.scale * 47;
  }

  private choose(
    n: number,
    street: Street,
    b: number,
    m: number,
    check: number,
    key: number,
  ): [Multiple, number] {
    if (this.policy === undefined) return best(street, b, m, check);
    const chosen = this.policy(Array.from(this.hand.subarray(0, n)), street, key);
    return [chosen, chosen === 0 ? check : b + chosen * m];
  }

  five(): number {
    const { hand, used, t5 } = this;
    const key = suitKey(hand, 5);
    const known = t5.index.get(key);
    if (known !== undefined) return known;
    const { base, mult } = this.payoff;
    const [a, b, c, d, e] = hand as unknown as [number, number, number, number, number];
    let sb = 0;
    let sm = 0;
    for (let x = 0; x < 52; x += 1) {
      if (used[x] === 1) continue;
      const s = highStrength6(a, b, c, d, e, x);
      sb += base[s] as number;
      sm += mult[s] as number;
    }
    this.evaluations += 47;
    const choice = this.choose(5, 'fifth', sb + sm, 0, this.fold5, key)[0];
    return t5.add(key, { base: sb, mult: sm, choice });
  }

  /** Each unseen card in turn as the hand's card `at`, and `visit` with the row `next` gives that hand. */
  private dealEach(at: number, next: () => number, visit: (row: number) => void): void {
    const { hand, used } = this;
    for (let x = 0; x < 52; x += 1) {
      if (used[x] === 1) continue;
      hand[at] = x;
      used[x] = 1;
      const j = next();
      used[x] = 0;
      visit(j);
    }
  }

  /** [value, choice] at 5th Street. */
  value5(i: number): [number, Multiple] {
    const chosen = this.t5.get('choice', i) as Multiple;
    return [chosen === 0 ? this.fold5 : this.t5.get('base', i) + this.t5.get('mult', i), chosen];
  }

  four(): number {
    const { hand, t4, t5 } = this;
    const key = suitKey(hand, 4);
    const known = t4.index.get(key);
    if (known !== undefined) return known;
    const row: Four = { base: 0, mult: 0, check: 0, choice: 0, fold: 0, play5: 0 };
    this.dealEach(
      4,
      () => this.five(),
      (j) => {
        row.base += t5.get('base', j);
        row.mult += t5.get('mult', j);
        const [v, chosen] = this.value5(j);
        row.check += v;
        row.play5 += chosen;
      },
    );
    row.fold = 48 - row.play5;
    row.choice = this.choose(4, 'fourth', row.base, row.mult, row.check, key)[0];
    return t4.add(key, row);
  }

  three(): number {
    const { hand, t4, t3 } = this;
    const key = suitKey(hand, 3);
    const known = t3.index.get(key);
    if (known !== undefined) return known;
    const row: Three = { base: 0, mult: 0, check: 0, choice: 0, fold: 0, play5: 0, raise4x1: 0, raise4x2: 0 };
    this.dealEach(
      3,
      () => this.four(),
      (j) => {
        row.base += t4.get('base', j);
        row.mult += t4.get('mult', j);
        row.check += valueOf(t4, j);
        const chosen = t4.get('choice', j);
        if (chosen === 0) {
          row.fold += t4.get('fold', j);
          row.play5 += t4.get('play5', j);
        } else if (chosen === 1) row.raise4x1 += 1;
        else row.raise4x2 += 1;
      },
    );
    row.choice = this.choose(3, 'third', row.base, row.mult, row.check, key)[0];
    return t3.add(key, row);
  }

  /** The table row of a situation given as cards (solved on demand if the policy never reached it). */
  situationOf(cards: readonly Card[]): { street: Street; index: number } {
    const street = STREET_OF_SIZE[cards.length];
    if (street === undefined) throw new RangeError(`a situation has 3, 4 or 5 cards, not ${cards.length}`);
    this.used.fill(0);
    cards.forEach((c, k) => {
      this.hand[k] = c;
      this.used[c] = 1;
    });
    const index = street === 'fifth' ? this.five() : street === 'fourth' ? this.four() : this.three();
    this.used.fill(0);
    return { street, index };
  }

  situation(cards: readonly Card[]): SituationValues {
    const { street, index } = this.situationOf(cards);
    const scale = this.payoff.scale;
    if (street === 'fifth') {
      const play = this.t5.get('base', index) + this.t5.get('mult', index);
      const values = new Map<Multiple, number>([
        [0, this.fold5],
        [1, play],
      ]);
      return { street, values, completions: 47, scale, chosen: this.value5(index)[1] };
    }
    const t = street === 'fourth' ? this.t4 : this.t3;
    const values = new Map<Multiple, number>(
      CHOICES[street].map((m) => [
        m,
        m === 0 ? t.get('check', index) : t.get('base', index) + m * t.get('mult', index),
      ]),
    );
    return {
      street,
      values,
      completions: COMPLETIONS[street],
      scale,
      chosen: t.get('choice', index) as Multiple,
    };
  }

  choice(cards: readonly Card[]): Multiple {
    const { street, index } = this.situationOf(cards);
    if (street === 'fifth') return this.value5(index)[1];
    return (street === 'fourth' ? this.t4 : this.t3).get('choice', index) as Multiple;
  }

  foldCount(cards: readonly Card[]): number {
    const { street, index } = this.situationOf(cards);
    if (street === 'fifth') return this.value5(index)[1] === 0 ? 1 : 0;
    const t = street === 'fourth' ? this.t4 : this.t3;
    return t.get('choice', index) === 0 ? t.get('fold', index) : 0;
  }
}

/** Solves the main wager (optimal strategy, or the given policy) under the § 669a.12(b)-(d) paytables. */
export function solveRaiseItUp(
  paytables: MainPaytables = MAIN_PAYTABLES,
  policy?: Policy,
): RaiseItUpSolution {
  const solver = new Solver(payoffTables(paytables), policy);
  const { hand, used, t3 } = solver;
  let total = 0;
  const counts = { 1: 0, 2: 0, 3: 0, raise4x1: 0, raise4x2: 0, play5: 0, fold: 0 };
  forEachSubset(3, (cards) => {
    hand.set(cards);
    for (const c of cards) used[c] = 1;
    const i = solver.three();
    for (const c of cards) used[c] = 0;
    total += valueOf(t3, i);
    const chosen = t3.get('choice', i) as Multiple;
    if (chosen !== 0) counts[chosen] += 1;
    else for (const k of ['raise4x1', 'raise4x2', 'play5', 'fold'] as const) counts[k] += t3.get(k, i);
  });
  const hands = 22_100;
  const freq = (n: number, per: number): Rational => rational(BigInt(n), BigInt(hands * per));
  return {
    ev: rational(BigInt(total), BigInt(hands * COMPLETIONS.third * solver.payoff.scale)),
    frequencies: {
      third: { 1: freq(counts[1], 1), 2: freq(counts[2], 1), 3: freq(counts[3], 1) },
      fourth: { 1: freq(counts.raise4x1, 49), 2: freq(counts.raise4x2, 49) },
      fifth: freq(counts.play5, 49 * 48),
      fold: freq(counts.fold, 49 * 48),
    },
    situations: { third: solver.t3.size, fourth: solver.t4.size, fifth: solver.t5.size },
    evaluations: solver.evaluations,
    situation: (cards) => solver.situation(cards),
    foldCount: (cards) => solver.foldCount(cards),
    choice: (cards) => solver.choice(cards),
  };
}

let cached: RaiseItUpSolution | undefined;
/** The optimal solution under the regulation's paytables, computed once per process. */
export const raiseItUpSolution = (): RaiseItUpSolution => (cached ??= solveRaiseItUp());
