/**
 * The dealer's final hand, exactly, for any shoe.
 *
 * Drawing without replacement, an ordered sequence of cards has probability
 * prod_v ff(a_v, d_v) / ff(N, k), where a_v are the cards of value v left, d_v how many of them the
 * sequence takes, k its length and ff the falling factorial. That depends only on the multiset of
 * cards drawn, so every dealer hand is enumerated once as a multiset with the number of its orderings
 * that the drawing rule allows (the dealer stops at the first hard or soft 17-21, or hits soft 17 under
 * H17, § 665a.7(n) and 633a.7). The multisets are stored as a trie in canonical (ascending) order, so one
 * pass over the trie multiplies one factor per node. For 8 decks and S17 there are 9,114 final multisets
 * over the ten up cards.
 *
 * Outcome indices: 0-4 the totals 17-21 (21 in three or more cards), 5 bust, 6 the dealer's Blackjack
 * (up card and hole card only). The float pass is accurate to a few units in the last place of each
 * product (relative error below 1e-14 for any shoe of up to 16 decks); `dealerOutcomesExact` gives the
 * same numbers as exact rationals, and a test holds the two together.
 */
import { rational, type Rational } from '../../../core/rational.js';
import { ACE, bestTotal, TEN, VALUES } from './hands.js';

export const OUTCOMES = 7;
export const BUST = 5;
export const DEALER_BLACKJACK = 6;
/** Labels of the outcome indices. */
export const OUTCOME_LABELS = ['17', '18', '19', '20', '21', 'bust', 'blackjack'] as const;

export interface DealerTrie {
  readonly up: number;
  readonly hitsSoft17: boolean;
  readonly nodes: number;
  readonly parent: Int32Array;
  readonly value: Uint8Array;
  /** Cards of the same value already in the prefix: the node's factor is a_v - prior. */
  readonly prior: Uint8Array;
  /** Cards drawn after the up card, this node's included. */
  readonly depth: Uint8Array;
  /** Preorder index just past this node's subtree. */
  readonly end: Int32Array;
  /** Allowed orderings of the multiset ending here (0 when the dealer is not done here). */
  readonly weight: Float64Array;
  readonly outcome: Uint8Array;
  readonly maxDepth: number;
  /** Final multisets (leaves and inner final nodes). */
  readonly finals: number;
  /** value * 32 + prior: the node's slot in the factor table. */
  readonly slot: Uint16Array;
  /** One above the largest prior. */
  readonly maxPrior: number;
  /**
   * The final nodes grouped by outcome o and depth d: finalNode[groupStart[g] .. groupStart[g + 1]) for
   * g = o * (maxDepth + 1) + d.
   */
  readonly finalNode: Int32Array;
  readonly finalWeight: Float64Array;
  readonly groupStart: Int32Array;
}

/** Where the dealer stops: an outcome index, or -1 to draw again. */
function dealerStops(hard: number, aces: number, drawn: number, up: number, hitsSoft17: boolean): number {
  const total = bestTotal(hard, aces);
  if (total > 21) return BUST;
  if (drawn === 1 && total === 21 && (up === ACE || up === TEN)) return DEALER_BLACKJACK;
  if (total < 17) return -1;
  if (total === 17 && hitsSoft17 && total !== hard) return -1;
  return total - 17;
}

interface Final {
  readonly sorted: number[];
  orderings: number;
  readonly outcome: number;
}

function finalMultisets(up: number, hitsSoft17: boolean): Final[] {
  const finals = new Map<string, Final>();
  const seq: number[] = [];
  const walk = (hard: number, aces: number): void => {
    const outcome = dealerStops(hard, aces, seq.length, up, hitsSoft17);
    if (outcome >= 0) {
      const sorted = [...seq].sort((a, b) => a - b);
      const key = sorted.join(',');
      const f = finals.get(key);
      if (f === undefined) finals.set(key, { sorted, orderings: 1, outcome });
      else f.orderings += 1;
      return;
    }
    for (let v = 0; v < VALUES; v += 1) {
      seq.push(v);
      walk(hard + v + 1, aces + (v === ACE ? 1 : 0));
      seq.pop();
    }
  };
  walk(up + 1, up === ACE ? 1 : 0);
  return [...finals.values()];
}

const tries = new Map<string, DealerTrie>();

/** The dealer trie for an up card (value index) and soft-17 rule, built once. */
export function dealerTrie(up: number, hitsSoft17: boolean): DealerTrie {
  const id = `${up}:${hitsSoft17}`;
  const cached = tries.get(id);
  if (cached !== undefined) return cached;
  interface Node {
    readonly value: number;
    readonly children: Map<number, Node>;
    weight: number;
    outcome: number;
  }
  const root: Node = { value: -1, children: new Map(), weight: 0, outcome: 0 };
  const finals = finalMultisets(up, hitsSoft17);
  for (const f of finals) {
    let node = root;
    for (const v of f.sorted) {
      let next = node.children.get(v);
      if (next === undefined) {
        next = { value: v, children: new Map(), weight: 0, outcome: 0 };
        node.children.set(v, next);
      }
      node = next;
    }
    node.weight = f.orderings;
    node.outcome = f.outcome;
  }
  const parent: number[] = [-1];
  const value: number[] = [0];
  const prior: number[] = [0];
  const depth: number[] = [0];
  const end: number[] = [0];
  const weight: number[] = [0];
  const outcome: number[] = [0];
  const flatten = (node: Node, id: number, d: number, counts: number[]): void => {
    for (const v of [...node.children.keys()].sort((a, b) => a - b)) {
      const c = node.children.get(v) as Node;
      const me = parent.length;
      parent.push(id);
      value.push(v);
      prior.push(counts[v] as number);
      depth.push(d + 1);
      end.push(0);
      weight.push(c.weight);
      outcome.push(c.outcome);
      counts[v] = (counts[v] as number) + 1;
      flatten(c, me, d + 1, counts);
      counts[v] = counts[v] - 1;
      end[me] = parent.length;
    }
  };
  flatten(root, 0, 0, new Array<number>(VALUES).fill(0));
  end[0] = parent.length;
  const maxDepth = Math.max(...depth);
  const finalNode: number[] = [];
  const finalWeight: number[] = [];
  const groupStart: number[] = [];
  for (let o = 0; o < OUTCOMES; o += 1) {
    for (let d = 0; d <= maxDepth; d += 1) {
      groupStart.push(finalNode.length);
      for (let n = 1; n < parent.length; n += 1) {
        if ((weight[n] as number) > 0 && outcome[n] === o && depth[n] === d) {
          finalNode.push(n);
          finalWeight.push(weight[n] as number);
        }
      }
    }
  }
  groupStart.push(finalNode.length);
  const trie: DealerTrie = {
    up,
    hitsSoft17,
    nodes: parent.length,
    parent: Int32Array.from(parent),
    value: Uint8Array.from(value),
    prior: Uint8Array.from(prior),
    depth: Uint8Array.from(depth),
    end: Int32Array.from(end),
    weight: Float64Array.from(weight),
    outcome: Uint8Array.from(outcome),
    maxDepth,
    finals: finals.length,
    slot: Uint16Array.from(value.map((v, n) => v * 32 + (prior[n] as number))),
    maxPrior: Math.max(...prior) + 1,
    finalNode: Int32Array.from(finalNode),
    finalWeight: Float64Array.from(finalWeight),
    groupStart: Int32Array.from(groupStart),
  };
  tries.set(id, trie);
  return trie;
}

let scratch = new Float64Array(0);
const inverse = new Float64Array(64);
/** factor[v * 32 + prior]: cards of value v left once `prior` of them are drawn (never below 0). */
const factor = new Float64Array(VALUES * 32);
const fallingInverse = new Float64Array(64);

/**
 * The dealer's outcome probabilities, drawing from `avail` (cards of each value left, the up card
 * already out) with `total` cards in all; written to `out[0..6]`. The Blackjack row is the chance the
 * hole card completes a Blackjack.
 *
 * Two tight passes: every node's probability from its parent's (one multiplication by the card's factor
 * and one by 1 / cards left), then, outcome by outcome, the final nodes' orderings times probability.
 */
export function dealerOutcomes(trie: DealerTrie, avail: Int32Array, total: number, out: Float64Array): void {
  if (scratch.length < trie.nodes) scratch = new Float64Array(trie.nodes);
  const prob = scratch;
  for (let d = 1; d <= trie.maxDepth; d += 1) inverse[d] = total - d + 1 > 0 ? 1 / (total - d + 1) : 0;
  for (let v = 0; v < VALUES; v += 1) {
    const a = avail[v] as number;
    for (let k = 0; k < trie.maxPrior; k += 1) factor[v * 32 + k] = a > k ? a - k : 0;
  }
  const { parent, slot, finalNode, finalWeight, groupStart } = trie;
  const nodes = trie.nodes;
  prob[0] = 1;
  for (let n = 1; n < nodes; n += 1) {
    prob[n] = (prob[parent[n] as number] as number) * (factor[slot[n] as number] as number);
  }
  // Finals are grouped by outcome, then by depth: 1 / ff(total, depth) once per group.
  const D = trie.maxDepth;
  let ff = 1;
  for (let d = 1; d <= D; d += 1) {
    ff *= inverse[d] as number;
    fallingInverse[d] = ff;
  }
  for (let o = 0; o < OUTCOMES; o += 1) {
    let sum = 0;
    for (let d = 1; d <= D; d += 1) {
      const g = o * (D + 1) + d;
      const stop = groupStart[g + 1] as number;
      let part = 0;
      for (let i = groupStart[g] as number; i < stop; i += 1) {
        part += (finalWeight[i] as number) * (prob[finalNode[i] as number] as number);
      }
      sum += part * (fallingInverse[d] as number);
    }
    out[o] = sum;
  }
}

/**
 * Families of removals that differ only in how many cards of one value `v` they take out. Writing a
 * node's probability as Q x ff(a_v - k, d_v) / ff(N - k, depth), where Q multiplies the factors of the
 * other values, one pass over the trie gives, for each group of final nodes with the same outcome,
 * depth and number d_v of v-cards, the sum S of orderings x Q; each member k of the family is then a
 * sum over the groups (about 60-250 of them) instead of another pass over the nodes.
 */
interface FamilyGroups {
  readonly groupOfFinal: Int32Array;
  readonly outcome: Uint8Array;
  readonly depth: Uint8Array;
  readonly dv: Uint8Array;
  readonly count: number;
  readonly maxDv: number;
}

const familyGroupCache = new WeakMap<DealerTrie, FamilyGroups[]>();

function familyGroups(trie: DealerTrie, v: number): FamilyGroups {
  let perValue = familyGroupCache.get(trie);
  if (perValue === undefined) {
    perValue = [];
    familyGroupCache.set(trie, perValue);
  }
  const cached = perValue[v];
  if (cached !== undefined) return cached;
  // d_v of every node: its parent's, plus one if the node is a v-card.
  const dvNode = new Uint8Array(trie.nodes);
  for (let n = 1; n < trie.nodes; n += 1) {
    dvNode[n] = (dvNode[trie.parent[n] as number] as number) + (trie.value[n] === v ? 1 : 0);
  }
  const ids = new Map<number, number>();
  const outcome: number[] = [];
  const depth: number[] = [];
  const dv: number[] = [];
  const groupOfFinal = new Int32Array(trie.finalNode.length);
  for (let o = 0; o < OUTCOMES; o += 1) {
    for (let d = 0; d <= trie.maxDepth; d += 1) {
      const g = o * (trie.maxDepth + 1) + d;
      for (let i = trie.groupStart[g] as number; i < (trie.groupStart[g + 1] as number); i += 1) {
        const k = dvNode[trie.finalNode[i] as number] as number;
        const id = (o * 64 + d) * 64 + k;
        let gid = ids.get(id);
        if (gid === undefined) {
          gid = outcome.length;
          ids.set(id, gid);
          outcome.push(o);
          depth.push(d);
          dv.push(k);
        }
        groupOfFinal[i] = gid;
      }
    }
  }
  const groups: FamilyGroups = {
    groupOfFinal,
    outcome: Uint8Array.from(outcome),
    depth: Uint8Array.from(depth),
    dv: Uint8Array.from(dv),
    count: outcome.length,
    maxDv: Math.max(0, ...dv),
  };
  perValue[v] = groups;
  return groups;
}

/**
 * One family's group sums: `avail` holds the cards left with no v-card removed beyond the shoe's own
 * (its v entry is ignored). Returns S, one entry per group of familyGroups(trie, v).
 */
export function dealerFamilySums(trie: DealerTrie, v: number, avail: Int32Array): Float64Array {
  const groups = familyGroups(trie, v);
  if (scratch.length < trie.nodes) scratch = new Float64Array(trie.nodes);
  const q = scratch;
  for (let u = 0; u < VALUES; u += 1) {
    const a = avail[u] as number;
    for (let k = 0; k < trie.maxPrior; k += 1) factor[u * 32 + k] = u === v ? 1 : a > k ? a - k : 0;
  }
  const { parent, slot, finalNode, finalWeight } = trie;
  const nodes = trie.nodes;
  q[0] = 1;
  for (let n = 1; n < nodes; n += 1) {
    q[n] = (q[parent[n] as number] as number) * (factor[slot[n] as number] as number);
  }
  const sums = new Float64Array(groups.count);
  const groupOfFinal = groups.groupOfFinal;
  for (let i = 0; i < finalNode.length; i += 1) {
    const g = groupOfFinal[i] as number;
    sums[g] = (sums[g] as number) + (finalWeight[i] as number) * (q[finalNode[i] as number] as number);
  }
  return sums;
}

const fallingV = new Float64Array(64);

/**
 * A member of a family: the outcomes when `av` cards of value v are left and `total` cards in all
 * (both after this member's removal), from the family's sums; written to `out[0..6]`.
 */
export function dealerFamilyMember(
  trie: DealerTrie,
  v: number,
  sums: Float64Array,
  av: number,
  total: number,
  out: Float64Array,
): void {
  const groups = familyGroups(trie, v);
  let ff = 1;
  fallingV[0] = 1;
  for (let d = 1; d <= groups.maxDv; d += 1) {
    ff *= Math.max(0, av - d + 1);
    fallingV[d] = ff;
  }
  let inv = 1;
  for (let d = 1; d <= trie.maxDepth; d += 1) {
    inv *= total - d + 1 > 0 ? 1 / (total - d + 1) : 0;
    fallingInverse[d] = inv;
  }
  out.fill(0, 0, OUTCOMES);
  const { outcome, depth, dv } = groups;
  for (let g = 0; g < groups.count; g += 1) {
    const o = outcome[g] as number;
    out[o] =
      (out[o] as number) +
      (sums[g] as number) *
        (fallingV[dv[g] as number] as number) *
        (fallingInverse[depth[g] as number] as number);
  }
}

const fallingBig = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r *= BigInt(Math.max(0, n - i));
  return r;
};

/** The same probabilities as `dealerOutcomes`, as exact rationals (BigInt): for checks and reports. */
export function dealerOutcomesExact(trie: DealerTrie, avail: ArrayLike<number>, total: number): Rational[] {
  // No node with a nonzero product lies deeper than the shoe holds cards.
  const D = Math.min(trie.maxDepth, total);
  const denominator = fallingBig(total, D);
  const sums = new Array<bigint>(OUTCOMES).fill(0n);
  const num = new Array<bigint>(trie.nodes).fill(0n);
  num[0] = 1n;
  for (let n = 1; n < trie.nodes; n += 1) {
    const f = (avail[trie.value[n] as number] as number) - (trie.prior[n] as number);
    const p = f > 0 ? (num[trie.parent[n] as number] as bigint) * BigInt(f) : 0n;
    num[n] = p;
    const w = trie.weight[n] as number;
    if (w !== 0 && p !== 0n) {
      const d = trie.depth[n] as number;
      const o = trie.outcome[n] as number;
      sums[o] = (sums[o] as bigint) + BigInt(w) * p * fallingBig(total - d, D - d);
    }
  }
  return sums.map((s) => (denominator === 0n ? rational(0) : rational(s, denominator)));
}
