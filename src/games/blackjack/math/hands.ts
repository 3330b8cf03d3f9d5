/**
 * Player hands as compositions: how many cards of each blackjack value a hand holds, regardless of order
 * and suit. Value index 0 is the ace, 1-8 the pips 2-9, 9 every ten-valued card (10, J, Q, K). The
 * composition-dependent analysis (CDZ-, see player.ts) decides on exactly this information.
 *
 * The graph of every composition whose hard total (aces as 1) is at most 21 is built once; it does not
 * depend on the rules or the shoe. A composition's key packs its ten counts in base 32, which stays exact
 * in a double (32^10 = 2^50) for any count below 32; the dealer cache keys removals the same way.
 */

export const VALUES = 10;
export const ACE = 0;
export const TEN = 9;
export const KEY_RADIX = 32;

/** `KEY_RADIX ** value`: the key step for one card of each value. */
export const KEY_STEP: readonly number[] = Array.from({ length: VALUES }, (_, v) => KEY_RADIX ** v);

/** The blackjack value label of a value index: A, 2 ... 9, T. */
export const valueLabel = (v: number): string => (v === ACE ? 'A' : v === TEN ? 'T' : String(v + 1));

/** Hard total (aces 1) and best total (one ace as 11 when that does not pass 21). */
export function bestTotal(hard: number, aces: number): number {
  return aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
}

export interface HandGraph {
  /** Number of compositions (one card or more, hard total at most 21). */
  readonly count: number;
  /** counts[h * VALUES + v]: cards of value v in composition h. */
  readonly counts: Uint8Array;
  readonly size: Uint8Array;
  readonly hard: Uint8Array;
  /** Best total: hard, or hard + 10 when soft. */
  readonly total: Uint8Array;
  /** 1 when an ace counts 11. */
  readonly soft: Uint8Array;
  /** child[h * VALUES + v]: the composition after drawing value v, or -1 when that busts. */
  readonly child: Int32Array;
  /** Compositions by decreasing hard total: every child comes before its parents. */
  readonly order: Int32Array;
  readonly key: Float64Array;
  readonly index: ReadonlyMap<number, number>;
}

let graph: HandGraph | undefined;

/** The composition graph, built on first use (3,082 compositions; 3,072 of two cards or more). */
export function handGraph(): HandGraph {
  if (graph !== undefined) return graph;
  const found: number[][] = [];
  const current = new Array<number>(VALUES).fill(0);
  const walk = (from: number, hard: number, cards: number): void => {
    if (cards > 0) found.push([...current]);
    for (let v = from; v < VALUES; v += 1) {
      if (hard + v + 1 > 21) break;
      current[v] = (current[v] as number) + 1;
      walk(v, hard + v + 1, cards + 1);
      current[v] = (current[v] as number) - 1;
    }
  };
  walk(0, 0, 0);
  const count = found.length;
  const counts = new Uint8Array(count * VALUES);
  const size = new Uint8Array(count);
  const hard = new Uint8Array(count);
  const total = new Uint8Array(count);
  const soft = new Uint8Array(count);
  const key = new Float64Array(count);
  const index = new Map<number, number>();
  found.forEach((c, h) => {
    let k = 0;
    let n = 0;
    let s = 0;
    for (let v = 0; v < VALUES; v += 1) {
      const m = c[v] as number;
      counts[h * VALUES + v] = m;
      k += m * (KEY_STEP[v] as number);
      n += m;
      s += m * (v + 1);
    }
    size[h] = n;
    hard[h] = s;
    total[h] = bestTotal(s, c[ACE] as number);
    soft[h] = total[h] === s ? 0 : 1;
    key[h] = k;
    index.set(k, h);
  });
  const child = new Int32Array(count * VALUES).fill(-1);
  for (let h = 0; h < count; h += 1) {
    for (let v = 0; v < VALUES; v += 1) {
      const next = index.get((key[h] as number) + (KEY_STEP[v] as number));
      if (next !== undefined) child[h * VALUES + v] = next;
    }
  }
  const order = Int32Array.from(
    Array.from({ length: count }, (_, h) => h).sort((a, b) => (hard[b] as number) - (hard[a] as number)),
  );
  graph = { count, counts, size, hard, total, soft, child, order, key, index };
  return graph;
}

/** The composition index of a list of value indices (throws when the hand has busted). */
export function compositionOf(values: readonly number[]): number {
  const g = handGraph();
  let k = 0;
  for (const v of values) k += KEY_STEP[v] as number;
  const h = g.index.get(k);
  if (h === undefined) throw new RangeError(`no composition for values ${values.join(',')}`);
  return h;
}

/** The two-card compositions, each once: pairs and non-pairs. */
export function twoCardHands(): { h: number; a: number; b: number }[] {
  const out: { h: number; a: number; b: number }[] = [];
  for (let a = 0; a < VALUES; a += 1) {
    for (let b = a; b < VALUES; b += 1) out.push({ h: compositionOf([a, b]), a, b });
  }
  return out;
}
