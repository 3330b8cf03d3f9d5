/**
 * The house way (§ 659a.11(c)): "the manner in which the certificate holder requires the hands of the
 * dealer to be set", which the regulation leaves to the Rules Submission. Here it is a document the
 * operator writes, not code: an ordered list of rules, each a condition on the seven cards and a list of
 * preferences. The first rule whose condition holds applies; among the legal settings (§ 659a.11(b)) it
 * keeps those best on the first preference, then the next, and so on; any remaining tie goes to the
 * first setting in the fixed order of SPLITS. Because only legal settings are ever considered, every
 * valid document sets every hand legally.
 *
 * Conditions (all that are given must hold; the joker counts as an ace, § 659a.6(a)):
 *   pairs, trips, quads          how many ranks appear exactly 2, exactly 3, at least 4 times
 *   joker                        whether the joker is among the seven
 *   highestPairAtLeast           the highest pair (or better) is this rank or higher, e.g. "J"
 *   straightOrFlush              some four of the cards make a straight, flush or better (§ 659a.6(b))
 * Preferences (each "make this as high as the legal settings allow"):
 *   high, medium, low            the whole hand, compared under § 659a.6(b)-(c)
 *   high-category                only the high hand's category (keeps quads, trips, straights together)
 *   medium-pair                  a pair in the medium hand rather than none
 */
import { z } from 'zod';
import { JOKER, formatCards, type Card } from '../../core/cards.js';
import { invariant } from '../../core/result.js';
import { SPLITS, asiaHandScore, type RankingOptions } from '../../rankings/index.js';

export const CRITERIA = ['high', 'medium', 'low', 'high-category', 'medium-pair'] as const;
export type Criterion = (typeof CRITERIA)[number];
const RANK_CHARS = '23456789TJQKA';

const Condition = z
  .object({
    pairs: z.number().int().min(0).max(3).optional(),
    trips: z.number().int().min(0).max(2).optional(),
    quads: z.number().int().min(0).max(1).optional(),
    joker: z.boolean().optional(),
    highestPairAtLeast: z
      .string()
      .regex(/^[2-9TJQKA]$/, 'a rank: 2-9, T, J, Q, K or A')
      .optional(),
    straightOrFlush: z.boolean().optional(),
  })
  .strict();
export type Condition = z.infer<typeof Condition>;

const Rule = z
  .object({
    name: z.string().min(1).max(80),
    when: Condition,
    prefer: z
      .array(z.enum(CRITERIA))
      .min(1)
      .refine((xs) => new Set(xs).size === xs.length, 'each preference at most once'),
    /** What the dealer says when a player asks for help (§ 659a.11(a)(1)). */
    note: z.string().max(300).optional(),
  })
  .strict();
export type HouseWayRule = z.infer<typeof Rule>;

export const HouseWayDocument = z
  .object({
    format: z.literal('felt-house-way/1'),
    name: z.string().min(1).max(80),
    rules: z
      .array(Rule)
      .min(1)
      .max(40)
      .refine((rs) => Object.keys(rs[rs.length - 1]?.when ?? { x: 1 }).length === 0, {
        message: 'the last rule must have an empty "when" so that every hand is covered',
      }),
  })
  .strict();
export type HouseWay = z.infer<typeof HouseWayDocument>;

/**
 * Felt's documented default: not any casino's. It was derived, not guessed: for each kind of hand every
 * order of the five preferences was played against a dealer setting the previous default, the best order
 * kept, and the round repeated against the result until no order did better (`npx felt odds asia-poker`
 * measures it; README, "Asia Poker house way"). The earlier default kept four of a kind, and a pair beside
 * a flush, whole in the high hand and lost most of them; a player choosing his best setting beat it.
 */
export const DEFAULT_HOUSE_WAY: HouseWay = {
  format: 'felt-house-way/1',
  name: 'Felt default house way',
  rules: [
    {
      name: 'Four of a kind',
      when: { quads: 1 },
      prefer: ['medium-pair', 'high-category', 'medium', 'low', 'high'],
      note: 'split it: one pair in the medium hand, the other in the high hand; then the best medium hand, the highest low card',
    },
    {
      name: 'Three pair',
      when: { pairs: 3 },
      prefer: ['medium-pair', 'high-category', 'medium', 'high', 'low'],
      note: 'two pair in the high hand and the highest pair the high hand still beats in the medium hand',
    },
    {
      name: 'Full house',
      when: { trips: 1, pairs: 1 },
      prefer: ['medium', 'low', 'high'],
      note: 'the best medium hand the high hand still beats (usually the pair), then the highest low card',
    },
    {
      name: 'Two sets of three',
      when: { trips: 2 },
      prefer: ['low', 'high-category', 'medium', 'high'],
      note: 'the highest low card, the high hand as strong as it can be, then the best medium hand',
    },
    {
      name: 'Three of a kind with a straight or flush',
      when: { trips: 1, straightOrFlush: true },
      prefer: ['medium-pair', 'high-category', 'low', 'high', 'medium'],
      note: 'a pair from the three in the medium hand with the straight or flush high, then the highest low card',
    },
    {
      name: 'Three of a kind',
      when: { trips: 1 },
      prefer: ['low', 'high-category', 'medium', 'high'],
      note: 'the highest card the low hand can take, the three of a kind (or a pair of it) high, then the best medium hand',
    },
    {
      name: 'Two pair with a straight or flush',
      when: { pairs: 2, straightOrFlush: true },
      prefer: ['medium-pair', 'high-category', 'medium', 'low', 'high'],
      note: 'a pair in the medium hand, the straight or flush high, then the best medium hand and the highest low card',
    },
    {
      name: 'Two pair',
      when: { pairs: 2 },
      prefer: ['medium', 'low', 'high'],
      note: 'the best medium hand the high hand still beats (the lower pair under the higher), then the highest low card',
    },
    {
      name: 'One pair with a straight or flush',
      when: { pairs: 1, straightOrFlush: true },
      prefer: ['medium-pair', 'low', 'high-category', 'medium', 'high'],
      note: 'the pair in the medium hand under the straight or flush, then the highest low card',
    },
    {
      name: 'One pair, jacks or better',
      when: { pairs: 1, highestPairAtLeast: 'J' },
      prefer: ['low', 'medium', 'high'],
      note: 'the highest card the low hand can take, then the best medium hand (a high pair may be split to do so)',
    },
    {
      name: 'One pair',
      when: { pairs: 1 },
      prefer: ['high-category', 'low', 'medium', 'high'],
      note: 'the pair in the high hand, then the highest low card and the best medium hand',
    },
    {
      name: 'Straight or flush without a pair',
      when: { straightOrFlush: true },
      prefer: ['low', 'high-category', 'medium', 'high'],
      note: 'the highest card the low hand can take, keeping the straight or flush high when it can',
    },
    {
      name: 'No pair',
      when: {},
      prefer: ['low', 'medium', 'high'],
      note: 'the highest card the low hand can take, then the best medium hand, the rest high',
    },
  ],
};

/** The scores of one split's three hands (higher is better, comparable across sizes). */
export interface ScoredSetting {
  readonly split: number;
  readonly high: number;
  readonly medium: number;
  readonly low: number;
}

/** Scores all 105 splits of seven cards (positions into `sorted`, ascending) and keeps the legal ones. */
export function legalSettings(sorted: readonly Card[], options: RankingOptions): ScoredSetting[] {
  const out: ScoredSetting[] = [];
  const memo = new Map<string, number>();
  const score = (idx: readonly number[]): number => {
    const key = idx.join();
    let v = memo.get(key);
    if (v === undefined) {
      v = asiaHandScore(
        idx.map((i) => sorted[i] as Card),
        options,
      );
      memo.set(key, v);
    }
    return v;
  };
  SPLITS.forEach((p, split) => {
    const high = score(p.slice(0, 4));
    const medium = score(p.slice(4, 6));
    const low = score(p.slice(6));
    if (high > medium && medium > low) out.push({ split, high, medium, low });
  });
  return out;
}

const value = (card: Card): number => (card === JOKER ? 14 : (card >> 2) + 2);

export interface HandFacts {
  readonly pairs: number;
  readonly trips: number;
  readonly quads: number;
  readonly joker: boolean;
  /** Rank value (2..14) of the highest rank appearing at least twice, 0 if none. */
  readonly highestPair: number;
  readonly straightOrFlush: boolean;
}

export function handFacts(seven: readonly Card[], settings: readonly ScoredSetting[]): HandFacts {
  const counts = new Map<number, number>();
  for (const c of seven) counts.set(value(c), (counts.get(value(c)) ?? 0) + 1);
  const n = (f: (k: number) => boolean): number => [...counts.values()].filter(f).length;
  const paired = [...counts.entries()].filter(([, k]) => k >= 2).map(([v]) => v);
  return {
    pairs: n((k) => k === 2),
    trips: n((k) => k === 3),
    quads: n((k) => k >= 4),
    joker: seven.includes(JOKER),
    highestPair: paired.length ? Math.max(...paired) : 0,
    // Categories 4..8 are straight, flush, four of a kind, straight flush, royal (src/rankings/asia.ts).
    straightOrFlush: settings.some((s) => {
      const cat = s.high >> 16;
      return cat === 4 || cat === 5 || cat === 7 || cat === 8;
    }),
  };
}

export function matches(when: Condition, f: HandFacts): boolean {
  if (when.pairs !== undefined && when.pairs !== f.pairs) return false;
  if (when.trips !== undefined && when.trips !== f.trips) return false;
  if (when.quads !== undefined && when.quads !== f.quads) return false;
  if (when.joker !== undefined && when.joker !== f.joker) return false;
  if (when.straightOrFlush !== undefined && when.straightOrFlush !== f.straightOrFlush) return false;
  if (
    when.highestPairAtLeast !== undefined &&
    f.highestPair < RANK_CHARS.indexOf(when.highestPairAtLeast) + 2
  )
    return false;
  return true;
}

const measure = (c: Criterion, s: ScoredSetting): number => {
  switch (c) {
    case 'high':
      return s.high;
    case 'medium':
      return s.medium;
    case 'low':
      return s.low;
    case 'high-category':
      return s.high >> 16;
    case 'medium-pair':
      return s.medium >> 16 >= 1 ? 1 : 0;
  }
};

/** The setting the rule's preferences pick among legal settings (first in SPLITS order on a full tie). */
export function pick(prefer: readonly Criterion[], settings: readonly ScoredSetting[]): ScoredSetting {
  let best = settings[0];
  invariant(best !== undefined, 'seven cards always have a legal setting');
  for (const s of settings) {
    for (const c of prefer) {
      const d = measure(c, s) - measure(c, best);
      if (d > 0) best = s;
      if (d !== 0) break;
    }
  }
  return best;
}

export interface HouseWaySetting {
  readonly high: Card[];
  readonly medium: Card[];
  readonly low: Card[];
  readonly rule: HouseWayRule;
  readonly scored: ScoredSetting;
}

/** The rule that applies and the setting it picks, from the legal settings of `sorted` (ascending). */
export function chooseHouseWay(
  houseWay: HouseWay,
  sorted: readonly Card[],
  settings: readonly ScoredSetting[],
): { rule: HouseWayRule; chosen: ScoredSetting } {
  const facts = handFacts(sorted, settings);
  const rule =
    houseWay.rules.find((r) => matches(r.when, facts)) ??
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- a false positive: the rule reads the ?? operand's contextual type and misses the undefined that noUncheckedIndexedAccess adds
    (houseWay.rules[houseWay.rules.length - 1] as HouseWayRule);
  return { rule, chosen: pick(rule.prefer, settings) };
}

/** Sets seven cards the house way. */
export function setHouseWay(
  houseWay: HouseWay,
  seven: readonly Card[],
  options: RankingOptions = {},
): HouseWaySetting {
  const sorted = [...seven].sort((a, b) => a - b);
  const { rule, chosen } = chooseHouseWay(houseWay, sorted, legalSettings(sorted, options));
  const p = SPLITS[chosen.split] as readonly number[];
  const at = (i: number): Card => sorted[p[i] as number] as Card;
  return { high: [at(0), at(1), at(2), at(3)], medium: [at(4), at(5)], low: [at(6)], rule, scored: chosen };
}

/** The house way as a player asking for help hears it (§ 659a.11(a)(1)). */
export function explainHouseWay(s: HouseWaySetting): string {
  return `${s.rule.name}: ${s.rule.note ?? s.rule.prefer.join(', ')} -> ${formatCards(s.high)} | ${formatCards(s.medium)} | ${formatCards(s.low)}`;
}
