/**
 * The player's expected values for every composition against one up card: the CDZ- strategy for
 * unsplit hands (composition-dependent, zero memory: each decision uses only the up card and the cards
 * of the hand itself; Eric Farmer's and MGP's definitions, see split.ts).
 *
 * Values are *unnormalised* with respect to the dealer's Blackjack: each one is E[result x 1{dealer has
 * no Blackjack}] per unit of the hand's stake, with the player's cards drawn from the shoe without
 * conditioning on the hole card. At any decision point every option carries the same factor
 * P(no dealer Blackjack | cards seen), so comparing unnormalised values makes the same decisions as
 * comparing the conditional ones, and at the top of the round the unnormalised values add up to the
 * exact expectation with no correction for the peek. Divide by `noBlackjack[h]` for the expectation
 * the player faces after the peek.
 *
 * Arithmetic is IEEE double throughout (the practice of every published combinatorial analyser); the
 * dealer's probabilities are exact products to within a few ulps (dealer.ts) and the recursion adds at
 * most a few thousand bounded terms, so a house edge is good to about 1e-13.
 */
import { oddsValue, type BlackjackRules } from './rules.js';
import {
  DEALER_BLACKJACK,
  dealerFamilyMember,
  dealerFamilySums,
  dealerTrie,
  OUTCOMES,
  type DealerTrie,
} from './dealer.js';
import { ACE, handGraph, KEY_STEP, TEN, VALUES, type HandGraph } from './hands.js';

export const STAND = 0;
export const HIT = 1;
export const DOUBLE = 2;
export const SURRENDER = 3;
export const SPLIT = 4;
export const ACTION_NAMES = ['stand', 'hit', 'double', 'surrender', 'split'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/**
 * Dealer outcome probabilities per removal (the player's cards, and on splits the other pair cards),
 * computed by families that differ in one value's count (dealer.ts) and kept for the whole up card.
 */
export class DealerCache {
  private readonly members = new Map<number, Float64Array>();
  private readonly families = Array.from({ length: VALUES }, () => new Map<number, Float64Array>());
  private readonly rest = new Int32Array(VALUES);
  private passes = 0;
  constructor(
    readonly trie: DealerTrie,
    private readonly avail: Int32Array,
    private readonly total: number,
  ) {}
  /** Distinct removals and trie passes so far. */
  get stats(): { removals: number; passes: number } {
    return { removals: this.members.size, passes: this.passes };
  }
  /**
   * The outcomes once `removal` (cards of each value, `removed` in all, key `key`) is out of the shoe;
   * `v` is the value whose count varies within the family (aces for hands, the pair card on splits).
   */
  get(key: number, removal: ArrayLike<number>, removed: number, v: number): Float64Array {
    let dist = this.members.get(key);
    if (dist !== undefined) return dist;
    const rv = removal[v] as number;
    const family = key - rv * (KEY_STEP[v] as number);
    const families = this.families[v] as Map<number, Float64Array>;
    let sums = families.get(family);
    if (sums === undefined) {
      for (let u = 0; u < VALUES; u += 1)
        this.rest[u] = (this.avail[u] as number) - (u === v ? 0 : (removal[u] as number));
      sums = dealerFamilySums(this.trie, v, this.rest);
      families.set(family, sums);
      this.passes += 1;
    }
    dist = new Float64Array(OUTCOMES);
    dealerFamilyMember(this.trie, v, sums, (this.avail[v] as number) - rv, this.total - removed, dist);
    this.members.set(key, dist);
    return dist;
  }
}

/** The stand value of best total `t` against unnormalised dealer outcomes (Blackjack excluded). */
export function standValue(dist: Float64Array, t: number, pay21: number, player21Wins: boolean): number {
  const d17 = dist[0] as number;
  const d18 = dist[1] as number;
  const d19 = dist[2] as number;
  const d20 = dist[3] as number;
  const d21 = dist[4] as number;
  const bust = dist[5] as number;
  if (t === 21 && player21Wins) return (d17 + d18 + d19 + d20 + d21 + bust) * pay21;
  switch (t) {
    case 17:
      return bust - d18 - d19 - d20 - d21;
    case 18:
      return bust + d17 - d19 - d20 - d21;
    case 19:
      return bust + d17 + d18 - d20 - d21;
    case 20:
      return bust + d17 + d18 + d19 - d21;
    case 21:
      return bust + d17 + d18 + d19 + d20;
    default:
      return bust - d17 - d18 - d19 - d20 - d21;
  }
}

/**
 * What a player's 21 (not a Blackjack) pays when `player21Wins`: the Spanish 21 bonus for its cards, in
 * expectation over suits (given only the values, each card's suit is uniform, and the three 7s of a
 * 7-7-7 are a uniform draw from the shoe's 7s); 1 to 1 after a Double Down (S-3) or, unless the bonuses
 * apply after splits, on a split hand.
 */
export function pay21(rules: BlackjackRules, h: number, doubled: boolean, split: boolean): number {
  const b = rules.bonuses;
  if (b === null || doubled || (split && !b.afterSplit)) return 1;
  const g = handGraph();
  const n = g.size[h] as number;
  if (n >= 7) return oddsValue(b.sevenCard21);
  if (n === 6) return oddsValue(b.sixCard21);
  if (n === 5) return oddsValue(b.fiveCard21);
  if (n !== 3) return 1;
  const c = (v: number): number => g.counts[h * VALUES + v] as number;
  let table;
  let suited;
  let spades;
  if (c(5) === 1 && c(6) === 1 && c(7) === 1) {
    table = b.sixSevenEight;
    spades = 1 / 64;
    suited = 1 / 16;
  } else if (c(6) === 3) {
    table = b.sevenSevenSeven;
    const d = rules.decks;
    spades = (d * (d - 1) * (d - 2)) / (4 * d * (4 * d - 1) * (4 * d - 2));
    suited = 4 * spades;
  } else {
    return 1;
  }
  return (
    spades * oddsValue(table.spades) +
    (suited - spades) * oddsValue(table.suited) +
    (1 - suited) * oddsValue(table.mixed)
  );
}

/** Whether a hand of `cards` cards and best total `t` may double under the rules (not at 21, S-1, DA-11). */
export function mayDouble(rules: BlackjackRules, cards: number, t: number, split: boolean): boolean {
  if (t >= 21 || (rules.double.cards === 'two' && cards !== 2) || (split && !rules.double.afterSplit))
    return false;
  const r = rules.double.totals;
  return r === 'any' || (r === '9-11' ? t >= 9 && t <= 11 : t >= 10 && t <= 11);
}

/** Whether a hand may surrender now (never at 21 or more; `late` only on the first two, unsplit). */
export function maySurrender(rules: BlackjackRules, cards: number, t: number, split: boolean): boolean {
  if (t >= 21) return false;
  return rules.surrender === 'any-time' || (rules.surrender === 'late' && cards === 2 && !split);
}

/** Surrender (or rescue) once the Double Down card is dealt: half of everything on the hand (DA-7, S-2). */
export const maySurrenderAfterDouble = (rules: BlackjackRules): boolean =>
  rules.surrender === 'any-time' || rules.doubleRescue;

export interface UpCardTables {
  readonly up: number;
  /** Cards of each value left once the up card is out, and how many in all. */
  readonly avail: Int32Array;
  readonly total: number;
  /** The index of the hole card that would give the dealer Blackjack, or -1. */
  readonly blackjackCard: number;
  readonly stand: Float64Array;
  readonly hit: Float64Array;
  readonly double: Float64Array;
  readonly surrender: Float64Array;
  /** Value of the hand just after its Double Down card (stand, or surrender where allowed). */
  readonly afterDouble: Float64Array;
  readonly best: Float64Array;
  readonly noBlackjack: Float64Array;
  /** The unsplit hand's best action (split is decided at the root, split.ts). */
  readonly action: Uint8Array;
  /** CDZ-: the unsplit values' best action among those a split hand may take. */
  readonly splitAction: Uint8Array;
  /** Split aces that take one card: stand, or surrender where allowed. */
  readonly splitAceAction: Uint8Array;
  /** 1 where surrender beats standing after the Double Down card. */
  readonly surrenderAfterDouble: Uint8Array;
  /** 0 for compositions the shoe cannot hold. */
  readonly possible: Uint8Array;
  readonly dealer: DealerCache;
}

const NEG = -Infinity;

function argmax(values: readonly number[], allowed: readonly boolean[]): number {
  let best = -1;
  for (let a = 0; a < values.length; a += 1) {
    if (allowed[a] === true && (best < 0 || (values[a] as number) > (values[best] as number))) best = a;
  }
  return best;
}

/**
 * Hitting and doubling hand `h` of `g` with `a` (cards by value, `left` of them) in the shoe: over the
 * next card, the hand it makes played on (`after`) or stood on doubled (`doubled`); a bust loses the
 * stake unless the dealer turns out to have Blackjack (`bj`: the hole card that completes one, -1 none).
 */
export function nextCardValues(
  g: HandGraph,
  h: number,
  a: ArrayLike<number>,
  left: number,
  bj: number,
  after: ArrayLike<number>,
  doubled: ArrayLike<number>,
): { hit: number; dbl: number } {
  let hit = 0;
  let dbl = 0;
  for (let v = 0; v < VALUES; v += 1) {
    const av = a[v] as number;
    if (av === 0) continue;
    const p = av / left;
    const c = g.child[h * VALUES + v] as number;
    if (c >= 0) {
      hit += p * (after[c] as number);
      dbl += p * (doubled[c] as number);
    } else {
      const busted = bj < 0 || left <= 1 ? 1 : 1 - ((a[bj] as number) - (v === bj ? 1 : 0)) / (left - 1);
      hit -= p * busted;
      dbl -= p * busted;
    }
  }
  return { hit, dbl };
}

/** Every composition's values against up card `up` (value index), drawing from `shoe` (the up card in it). */
export function analyseUpCard(rules: BlackjackRules, shoe: readonly number[], up: number): UpCardTables {
  const g = handGraph();
  const avail = Int32Array.from(shoe);
  avail[up] = (avail[up] as number) - 1;
  let total = 0;
  for (const a of avail) total += a;
  const blackjackCard = up === ACE ? TEN : up === TEN ? ACE : -1;
  const dealer = new DealerCache(dealerTrie(up, rules.dealerHitsSoft17), avail, total);
  const n = g.count;
  const t: UpCardTables = {
    up,
    avail,
    total,
    blackjackCard,
    stand: new Float64Array(n),
    hit: new Float64Array(n).fill(NEG),
    double: new Float64Array(n).fill(NEG),
    surrender: new Float64Array(n).fill(NEG),
    afterDouble: new Float64Array(n),
    best: new Float64Array(n),
    noBlackjack: new Float64Array(n),
    action: new Uint8Array(n),
    splitAction: new Uint8Array(n),
    splitAceAction: new Uint8Array(n),
    surrenderAfterDouble: new Uint8Array(n),
    possible: new Uint8Array(n),
    dealer,
  };
  const a = new Int32Array(VALUES);
  for (const h of g.order) {
    if ((g.size[h] as number) >= 2) evaluateComposition(rules, t, h, a);
  }
  return t;
}

/** Fills every table at composition `h`; its children are already done. */
function evaluateComposition(rules: BlackjackRules, t: UpCardTables, h: number, a: Int32Array): void {
  const g = handGraph();
  const size = g.size[h] as number;
  for (let v = 0; v < VALUES; v += 1) {
    a[v] = (t.avail[v] as number) - (g.counts[h * VALUES + v] as number);
    if ((a[v] as number) < 0) return;
  }
  t.possible[h] = 1;
  const left = t.total - size;
  const dist = t.dealer.get(
    g.key[h] as number,
    g.counts.subarray(h * VALUES, h * VALUES + VALUES),
    size,
    ACE,
  );
  const noBJ = 1 - (dist[DEALER_BLACKJACK] as number);
  t.noBlackjack[h] = noBJ;
  const total = g.total[h] as number;
  const stand = standValue(dist, total, pay21(rules, h, false, false), rules.player21Wins);
  t.stand[h] = stand;
  const doubledStand = standValue(dist, total, pay21(rules, h, true, false), rules.player21Wins);
  const canRescue = maySurrenderAfterDouble(rules) && total < 21 && -0.5 * noBJ > doubledStand;
  t.surrenderAfterDouble[h] = canRescue ? 1 : 0;
  t.afterDouble[h] = canRescue ? -0.5 * noBJ : doubledStand;
  if (total < 21) {
    const { hit, dbl } = nextCardValues(g, h, a, left, t.blackjackCard, t.best, t.afterDouble);
    t.hit[h] = hit;
    // A split hand may do no more than an unsplit one, so these cover both.
    if (mayDouble(rules, size, total, false)) t.double[h] = 2 * dbl;
  }
  if (maySurrender(rules, size, total, false)) t.surrender[h] = -0.5 * noBJ;
  const values = [stand, t.hit[h] as number, t.double[h] as number, t.surrender[h] as number];
  const unsplit = [
    true,
    total < 21,
    mayDouble(rules, size, total, false),
    maySurrender(rules, size, total, false),
  ];
  const action = argmax(values, unsplit);
  t.action[h] = action;
  t.best[h] = values[action] as number;
  const afterSplit = [
    true,
    total < 21,
    mayDouble(rules, size, total, true),
    maySurrender(rules, size, total, true),
  ];
  t.splitAction[h] = argmax(values, afterSplit);
  t.splitAceAction[h] = argmax(values, [true, false, false, afterSplit[SURRENDER] as boolean]);
}
