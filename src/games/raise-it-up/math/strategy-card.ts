/**
 * The optimal strategy summarised the way published strategy cards read: for each street, the hands to
 * raise with ("three to a straight flush with one gap", "four to a flush", ...), otherwise check (or
 * fold at 5th Street). The vocabulary (features.ts) is fixed; what each line says is computed:
 *
 * - every situation a player reaches by following the optimal strategy, weighted by how many deals
 *   reach it, is sorted into the first family of its street that describes it;
 * - within a family the card raises from a number of high cards up, the threshold that keeps the most
 *   of the exact gain of raising over checking (a family that should never raise is not printed);
 * - the card is then itself a policy, priced exactly by the solver, so its cost against the optimal
 *   strategy is stated (the way published cards give their house edge).
 */
import type { Card } from '../../../core/cards.js';
import type { Rational } from '../../../core/rational.js';
import { forEachSubset, suitKey } from '../../../math/deck-subsets.js';
import { featuresOf, type Features } from './features.js';
import { MAIN_PAYTABLES } from './paytables.js';
import {
  raiseItUpSolution,
  solveRaiseItUp,
  type Multiple,
  type RaiseItUpSolution,
  type Street,
} from './solve.js';

interface Family {
  readonly id: string;
  readonly words: string;
  readonly matches: (f: Features) => boolean;
}

const gapWords = ['with no gaps', 'with one gap', 'with two gaps'] as const;
const byGaps = (
  id: string,
  words: string,
  count: number,
  gapsOf: (f: Features) => number,
  n: (f: Features) => number,
): Family[] =>
  gapWords.map((w, g) => ({
    id: `${id}-${g}`,
    words: `${words} ${w}`,
    matches: (f) => n(f) === count && gapsOf(f) === g,
  }));

const DRAWS_OF_FOUR: readonly Family[] = [
  { id: 'flush-4', words: 'four to a flush', matches: (f) => f.flush === 4 },
  {
    id: 'straight-4-outside',
    words: 'four to an outside straight (two ranks fill it)',
    matches: (f) => f.straight === 4 && f.straightOuts === 2,
  },
  {
    id: 'straight-4-inside',
    words: 'four to an inside straight (one rank fills it)',
    matches: (f) => f.straight === 4 && f.straightOuts === 1,
  },
];

/** The families of each street, in the order a hand is read (first match). */
export const FAMILIES: Readonly<Record<Street, readonly Family[]>> = {
  third: [
    { id: 'pair', words: 'any pair or three of a kind', matches: (f) => f.made !== 'none' },
    { id: 'three-high', words: 'three high cards', matches: (f) => f.high === 3 },
    ...byGaps(
      'straight-flush-3',
      'three to a straight flush',
      3,
      (f) => f.straightFlushGaps,
      (f) => f.straightFlush,
    ),
    { id: 'flush-3', words: 'three to a flush', matches: (f) => f.flush === 3 },
    ...byGaps(
      'straight-3',
      'three to a straight',
      3,
      (f) => f.straightGaps,
      (f) => f.straight,
    ),
    { id: 'other', words: 'any other hand', matches: () => true },
  ],
  fourth: [
    { id: 'qualifier', words: 'a pair of 10s or better', matches: (f) => f.made === 'qualifier' },
    { id: 'low-pair', words: 'a pair of 2s to 9s', matches: (f) => f.made === 'low-pair' },
    ...DRAWS_OF_FOUR,
    { id: 'straight-flush-3', words: 'three to a straight flush', matches: (f) => f.straightFlush === 3 },
    { id: 'flush-3', words: 'three to a flush', matches: (f) => f.flush === 3 },
    { id: 'other', words: 'any other hand', matches: () => true },
  ],
  fifth: [
    {
      id: 'qualifier',
      words: 'a pair of 10s or better, or any better hand',
      matches: (f) => f.made === 'qualifier',
    },
    { id: 'low-pair', words: 'a pair of 2s to 9s', matches: (f) => f.made === 'low-pair' },
    ...DRAWS_OF_FOUR,
    { id: 'other', words: 'any other hand', matches: () => true },
  ],
};

const RAISE: Readonly<Record<Street, Multiple>> = { third: 3, fourth: 2, fifth: 1 };
const STREETS: readonly Street[] = ['third', 'fourth', 'fifth'];
const NEVER = 6;

export interface StrategyRule {
  readonly family: string;
  readonly words: string;
  /** Raise only with at least this many high cards (10 or higher); 0: with any. */
  readonly minHigh: number;
}

export interface StreetCard {
  readonly street: Street;
  readonly raise: Multiple;
  readonly rules: readonly StrategyRule[];
  readonly otherwise: 'check' | 'fold';
  /** Share of the situations reached (weighted by deals) where the card chooses as the optimal strategy. */
  readonly agreement: number;
}

export interface StrategyCard {
  readonly streets: readonly StreetCard[];
  /** The card's own value per unit of the Ante, exact, and the optimal strategy's. */
  readonly ev: Rational;
  readonly optimal: Rational;
  readonly text: readonly string[];
}

interface Reached {
  readonly cards: Card[];
  weight: number;
}

/** Every situation reached under the optimal strategy, with the number of deals reaching it. */
function reachedSituations(s: RaiseItUpSolution): Record<Street, Map<number, Reached>> {
  const out: Record<Street, Map<number, Reached>> = { third: new Map(), fourth: new Map(), fifth: new Map() };
  const add = (street: Street, cards: Card[], weight: number): void => {
    const key = suitKey(cards);
    const known = out[street].get(key);
    if (known) known.weight += weight;
    else out[street].set(key, { cards, weight });
  };
  forEachSubset(3, (h) => add('third', Array.from(h), 1));
  for (const [from, to] of [
    ['third', 'fourth'],
    ['fourth', 'fifth'],
  ] as const)
    for (const { cards, weight } of out[from].values()) {
      if (s.choice(cards) !== 0) continue;
      for (let x = 0; x < 52; x += 1) if (!cards.includes(x)) add(to, [...cards, x], weight);
    }
  return out;
}

const familyOf = (street: Street, f: Features): Family =>
  FAMILIES[street].find((fam) => fam.matches(f)) as Family;

/** Features by suit-isomorphism key: each situation is read once however often it is asked about. */
const featureCache = [new Map<number, Features>(), new Map<number, Features>(), new Map<number, Features>()];
function features(cards: readonly Card[], known?: number): Features {
  const cache = featureCache[cards.length - 3] as Map<number, Features>;
  const key = known ?? suitKey(cards);
  let f = cache.get(key);
  if (f === undefined) cache.set(key, (f = featuresOf(cards)));
  return f;
}

/** Per family, the deal-weighted gain of raising over checking, by number of high cards. */
function gainsByFamily(
  s: RaiseItUpSolution,
  street: Street,
  situations: Iterable<Reached>,
): Map<string, Float64Array> {
  const gains = new Map<string, Float64Array>();
  for (const { cards, weight } of situations) {
    const f = features(cards);
    const v = s.situation(cards);
    const gain =
      ((v.values.get(RAISE[street]) as number) - (v.values.get(0) as number)) / (v.completions * v.scale);
    const fam = familyOf(street, f).id;
    const row = gains.get(fam) ?? new Float64Array(NEVER);
    row[f.high] = (row[f.high] as number) + weight * gain;
    gains.set(fam, row);
  }
  return gains;
}

/**
 * The threshold keeping the most gain: raise with at least k high cards (NEVER: do not raise). Of equal
 * gains the lower threshold wins (fewer words; no reached hand has fewer high cards).
 */
function bestThreshold(gain: Float64Array): number {
  let best = NEVER;
  let bestSum = 0;
  let sum = 0;
  for (let k = NEVER - 1; k >= 0; k -= 1) {
    sum += gain[k] as number;
    if (sum > 0 && sum >= bestSum) [best, bestSum] = [k, sum];
  }
  return best;
}

/** The card as a policy: raise when the hand's family is listed and it has the high cards asked for. */
const policyOf =
  (rules: Readonly<Record<Street, readonly StrategyRule[]>>) =>
  (cards: readonly Card[], street: Street, key?: number): Multiple => {
    const f = features(cards, key);
    const family = familyOf(street, f).id;
    const rule = rules[street].find((r) => r.family === family);
    return rule !== undefined && f.high >= rule.minHigh ? RAISE[street] : 0;
  };

const STREET_NAMES: Readonly<Record<Street, string>> = {
  third: '3rd Street (your three cards)',
  fourth: '4th Street (one community card shown)',
  fifth: '5th Street (two community cards shown)',
};

const ruleWords = (r: StrategyRule): string =>
  r.minHigh === 0 ? r.words : `${r.words} and at least ${r.minHigh} high card${r.minHigh === 1 ? '' : 's'}`;

const percent = (r: Rational): string => `${(-r.valueOf() * 100).toFixed(4)} %`;

/** The rules of one street: each family that raises, with its threshold (omitted where every hand has it). */
function rulesOf(s: RaiseItUpSolution, street: Street, reached: Iterable<Reached>): StrategyRule[] {
  const situations = [...reached];
  const gains = gainsByFamily(s, street, situations);
  const fewest = new Map<string, number>();
  for (const { cards } of situations) {
    const f = features(cards);
    const id = familyOf(street, f).id;
    fewest.set(id, Math.min(fewest.get(id) ?? NEVER, f.high));
  }
  return FAMILIES[street].flatMap((fam) => {
    const k = bestThreshold(gains.get(fam.id) ?? new Float64Array(NEVER));
    if (k === NEVER) return [];
    return [{ family: fam.id, words: fam.words, minHigh: k <= (fewest.get(fam.id) ?? 0) ? 0 : k }];
  });
}

/** The strategy card of the optimal strategy, priced exactly. */
export function raiseItUpStrategyCard(solution: RaiseItUpSolution = raiseItUpSolution()): StrategyCard {
  const reached = reachedSituations(solution);
  const rules = {} as Record<Street, StrategyRule[]>;
  for (const street of STREETS) rules[street] = rulesOf(solution, street, reached[street].values());
  const policy = policyOf(rules);
  const streets = STREETS.map((street): StreetCard => {
    let agree = 0;
    let all = 0;
    for (const { cards, weight } of reached[street].values()) {
      all += weight;
      if (policy(cards, street) === solution.choice(cards)) agree += weight;
    }
    const otherwise = street === 'fifth' ? 'fold' : 'check';
    return { street, raise: RAISE[street], rules: rules[street], otherwise, agreement: agree / all };
  });
  const ev = solveRaiseItUp(MAIN_PAYTABLES, policy).ev;
  const text = [
    'Raise It Up Stud Poker: strategy card (a high card is a 10 or higher).',
    ...streets.flatMap((c) => [
      `${STREET_NAMES[c.street]}: raise ${c.raise}x with`,
      ...c.rules.map((r) => `  - ${ruleWords(r)}`),
      `  otherwise ${c.otherwise}.`,
    ]),
    `House edge with this card ${percent(ev)} of the Ante; with the optimal strategy ${percent(solution.ev)}.`,
  ];
  return { streets, ev, optimal: solution.ev, text };
}
