/**
 * Exact baccarat math by full enumeration of the shoe without replacement (ARCHITECTURE principle 5).
 *
 * Cards are enumerated by Point-Count value (0-9: a value-0 card is any of 10/J/Q/K) in dealing order
 * (Player, Banker, Player, Banker, then the third cards, 627a.8(c) and 627a.9), weighting each
 * sequence by its number of ordered draws. House Money, which needs ranks (K-10 is not a pair), is
 * enumerated over the 13 ranks of the first four cards. Every weight is an integer below
 * N(N-1)...(N-5) < 2^53 for N <= 416 cards, so JS numbers stay exact; the fractions are formed with
 * BigInt at the end.
 *
 * The draw rules and the settlement of every wager come from src/games/baccarat/rules.ts. The cut,
 * burn and "last hand" procedure does not change the per-round probabilities (spec §8.1), so this is
 * the math of a round dealt from a full shoe.
 */
import { formatRational, rational, toNumber, type Rational } from '../../../core/rational.js';
import { bankerDraws, playerDraws, type CoupResult } from '../rules.js';
import {
  ADD_BANKER,
  ADD_CASH,
  ADD_PLAYER,
  addPortion,
  addTargets,
  houseMoneyNets,
  netOf,
  OUTCOME_KEYS,
  outcomeKey,
  outcomeKeyResults,
  wagerVariants,
  type AddChoice,
  type BaccaratMathParams,
  type Net,
  type SettledVariant,
  type WagerVariant,
} from './wagers.js';

export { type BaccaratMathParams } from './wagers.js';

/** The chapter's sections, so rows can cite them: `{wagers: '627a.7', payout: '627a.12'}`. */
export interface BaccaratSections {
  readonly wagers: string;
  readonly payout: string;
  /** The House Money paytable, e.g. `627a.12(g)` (spec ruling B1); default `${payout}(h)`. */
  readonly houseMoneyPaytable?: string;
  /** The add-to-wager clause, e.g. `627a.8(d)(1)(i)`; cited on the add-to-wager rows when given. */
  readonly houseMoneyAdd?: string;
}

export interface BaccaratAnalysisParams extends BaccaratMathParams {
  readonly sections: BaccaratSections;
}

/** One row of `felt odds --json`. */
export interface WagerEdge {
  readonly wager: string;
  readonly variant: string;
  /** Expected loss per unit of the initial wager (0.0106 = 1.06 %). */
  readonly houseEdge: number;
  /** houseEdge as `numerator/denominator` in lowest terms. */
  readonly exact: string;
  readonly method: 'exact';
  readonly citation: string;
}

const VALUES = 10;
const TUPLES = VALUES ** 4;
/** Value-tuple index of the first four cards in dealing order (P1, B1, P2, B2). */
export const tupleIndex = (p1: number, b1: number, p2: number, b2: number): number =>
  ((p1 * VALUES + b1) * VALUES + p2) * VALUES + b2;

/** The whole-shoe enumeration for one deck count; every weight is an exact integer. */
export interface ShoeEnumeration {
  readonly decks: number;
  /** N(N-1)(N-2)(N-3): ordered draws of the first four cards. */
  readonly total4: number;
  /** (N-4)(N-5): ordered draws of the two cards after them; the unit of the conditional weights. */
  readonly cond: number;
  /** Ordered four-card draws with each value tuple. */
  readonly tupleWeight: Float64Array;
  /**
   * The outcome distribution after each value tuple, in CSR form: entries `start[t]` to `start[t+1]`
   * hold an outcome key and its weight in units of 1/cond.
   */
  readonly start: Int32Array;
  readonly keys: Int32Array;
  readonly weights: Float64Array;
  /** Ordered four-card draws by (value tuple, pair class): index t * 3 + class. */
  readonly pairWeight: Float64Array;
  /** Weight of each outcome key over the whole round, in units of 1/(total4 * cond). */
  readonly keyWeight: Float64Array;
}

const enumerations = new Map<number, ShoeEnumeration>();
const choiceTables = new Map<number, [Uint8Array, Uint8Array]>();

/** Forgets the cached enumerations and strategies (for benchmarks that time a cold analysis). */
export function clearBaccaratMathCaches(): void {
  enumerations.clear();
  choiceTables.clear();
}

/** Enumerates a full shoe of `decks` decks (cached per deck count: it is pure). */
export function enumerateShoe(decks: number): ShoeEnumeration {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError(`bad deck count ${decks}`);
  const cached = enumerations.get(decks);
  if (cached !== undefined) return cached;

  const n = 52 * decks;
  const count = Array.from({ length: VALUES }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const tupleWeight = new Float64Array(TUPLES);
  const start = new Int32Array(TUPLES + 1);
  // At most 100 outcomes follow a tuple (both hands draw).
  const keys = new Int32Array(TUPLES * VALUES * VALUES);
  const weights = new Float64Array(TUPLES * VALUES * VALUES);
  let size = 0;
  const keyWeight = new Float64Array(OUTCOME_KEYS);
  const rest = n - 4;
  const cond = rest * (rest - 1);
  const draws = drawTables();
  let w4 = 0;
  const emit = (key: number, w: number): void => {
    if (w === 0) return;
    keys[size] = key;
    weights[size] = w;
    size += 1;
    keyWeight[key] = (keyWeight[key] as number) + w4 * w;
  };

  for (let p1 = 0; p1 < VALUES; p1 += 1) {
    const w1 = count[p1] as number;
    count[p1] = w1 - 1;
    for (let b1 = 0; b1 < VALUES; b1 += 1) {
      const w2 = w1 * (count[b1] as number);
      count[b1] = (count[b1] as number) - 1;
      for (let p2v = 0; p2v < VALUES; p2v += 1) {
        const w3 = w2 * (count[p2v] as number);
        count[p2v] = (count[p2v] as number) - 1;
        for (let b2v = 0; b2v < VALUES; b2v += 1) {
          w4 = w3 * (count[b2v] as number);
          count[b2v] = (count[b2v] as number) - 1;
          const t = tupleIndex(p1, b1, p2v, b2v);
          tupleWeight[t] = w4;
          start[t] = size;
          if (w4 > 0) {
            const p2 = (p1 + p2v) % 10;
            const b2 = (b1 + b2v) % 10;
            const row = (p2 * 10 + b2) * 11;
            if (draws.player[p2 * 10 + b2] === 0) {
              if (draws.banker[row] === 0) emit(outcomeKey(p2, b2, -1, -1), cond);
              else
                for (let b3 = 0; b3 < VALUES; b3 += 1)
                  emit(outcomeKey(p2, b2, -1, b3), (count[b3] as number) * (rest - 1));
            } else {
              for (let p3 = 0; p3 < VALUES; p3 += 1) {
                const wp = count[p3] as number;
                if (wp === 0) continue;
                if (draws.banker[row + p3 + 1] === 0) {
                  emit(outcomeKey(p2, b2, p3, -1), wp * (rest - 1));
                  continue;
                }
                count[p3] = wp - 1;
                for (let b3 = 0; b3 < VALUES; b3 += 1)
                  emit(outcomeKey(p2, b2, p3, b3), wp * (count[b3] as number));
                count[p3] = wp;
              }
            }
          }
          count[b2v] = (count[b2v] as number) + 1;
        }
        count[p2v] = (count[p2v] as number) + 1;
      }
      count[b1] = (count[b1] as number) + 1;
    }
    count[p1] = w1;
  }
  // Tuples are visited in index order, so `start` is monotone.
  start[TUPLES] = size;

  const enumeration: ShoeEnumeration = {
    decks,
    total4: n * (n - 1) * (n - 2) * (n - 3),
    cond,
    tupleWeight,
    start,
    keys: keys.slice(0, size),
    weights: weights.slice(0, size),
    pairWeight: enumeratePairs(decks),
    keyWeight,
  };
  enumerations.set(decks, enumeration);
  return enumeration;
}

/**
 * The third-card rules (627a.10) as lookup tables built from rules.ts: `player[p2 * 10 + b2]` and
 * `banker[(p2 * 10 + b2) * 11 + p3 + 1]` (p3 = -1 when the Player's Hand stood); 1 = draws.
 */
export function drawTables(): { player: Uint8Array; banker: Uint8Array } {
  const player = new Uint8Array(100);
  const banker = new Uint8Array(100 * 11);
  for (let p2 = 0; p2 < 10; p2 += 1) {
    for (let b2 = 0; b2 < 10; b2 += 1) {
      player[p2 * 10 + b2] = playerDraws(p2, b2) ? 1 : 0;
      for (let p3 = -1; p3 < 10; p3 += 1) {
        banker[(p2 * 10 + b2) * 11 + p3 + 1] = bankerDraws(p2, b2, p3 < 0 ? null : p3) ? 1 : 0;
      }
    }
  }
  return { player, banker };
}

/** Ordered draws of the first four cards over the 13 ranks, by value tuple and House Money pair class. */
function enumeratePairs(decks: number): Float64Array {
  const out = new Float64Array(TUPLES * 3);
  const count = new Array<number>(13).fill(4 * decks);
  // Ranks 2..14 as indices 0..12: 2-9 keep their value, 10/J/Q/K count 0, the ace 1 (627a.6(a)).
  const value = (r: number): number => (r <= 7 ? r + 2 : r <= 11 ? 0 : 1);
  for (let p1 = 0; p1 < 13; p1 += 1) {
    const w1 = count[p1] as number;
    count[p1] = w1 - 1;
    for (let b1 = 0; b1 < 13; b1 += 1) {
      const w2 = w1 * (count[b1] as number);
      count[b1] = (count[b1] as number) - 1;
      for (let p2 = 0; p2 < 13; p2 += 1) {
        const w3 = w2 * (count[p2] as number);
        count[p2] = (count[p2] as number) - 1;
        for (let b2 = 0; b2 < 13; b2 += 1) {
          const w4 = w3 * (count[b2] as number);
          const pairs = (p1 === p2 ? 1 : 0) + (b1 === b2 ? 1 : 0);
          const i = tupleIndex(value(p1), value(b1), value(p2), value(b2)) * 3 + pairs;
          out[i] = (out[i] as number) + w4;
        }
        count[p2] = (count[p2] as number) + 1;
      }
      count[b1] = (count[b1] as number) + 1;
    }
    count[p1] = w1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Net tables and exact sums
// ---------------------------------------------------------------------------------------------

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** A settled variant's net on every outcome key as integers over one common denominator. */
export interface NetTable {
  readonly num: Int32Array;
  readonly den: number;
}

/**
 * What a round's settlement depends on, as a number: every settled wager depends only on the Point
 * Counts, the naturals, Dragon 7 and which hands took a third card (627a.12). Two outcome keys with the
 * same signature settle every settled wager alike.
 */
export function settlementSignature(key: number): number {
  const r = outcomeKeyResults()[key] as CoupResult;
  const thirds = (key % 11 === 0 ? 0 : 1) + (Math.floor(key / 11) % 11 === 0 ? 0 : 2);
  return (
    ((((r.playerPoints * 10 + r.bankerPoints) * 2 + (r.playerNatural ? 1 : 0)) * 2 +
      (r.bankerNatural ? 1 : 0)) *
      2 +
      (r.dragon7 ? 1 : 0)) *
      4 +
    thirds
  );
}

export function netTable(variant: SettledVariant): NetTable {
  const results = outcomeKeyResults();
  const memo = new Map<number, Net>();
  const nets: Net[] = results.map((r: CoupResult, key) => {
    const sig = settlementSignature(key);
    let net = memo.get(sig);
    if (net === undefined) {
      net = netOf(variant.kind, r, variant.rules);
      memo.set(sig, net);
    }
    return net;
  });
  const den = nets.reduce((d, x) => lcm(d, x.den), 1);
  return { num: Int32Array.from(nets, (x) => (x.num * den) / x.den), den };
}

/** Σ weight · net over the whole round, exactly, as a fraction of all rounds. */
function expectation(e: ShoeEnumeration, table: NetTable): Rational {
  // Group the (exact, < 2^53) weights by net value before going to BigInt.
  const byNet = new Map<number, number>();
  e.keyWeight.forEach((w, key) => {
    if (w === 0) return;
    const net = table.num[key] as number;
    byNet.set(net, (byNet.get(net) ?? 0) + w);
  });
  let sum = 0n;
  for (const [net, w] of byNet) sum += BigInt(net) * BigInt(w);
  return rational(sum, BigInt(e.total4) * BigInt(e.cond) * BigInt(table.den));
}

/**
 * The best add-to-wager choice after each value tuple of the first four cards (627a.8(d)(1)(i)):
 * cash, Player or Banker, by the conditional expected net per unit of the added amount. Ties go to
 * cash (then Player), which does not change the expectation.
 */
export interface AddStrategy {
  readonly choice: Uint8Array;
  /** max(0, E[Player | t], E[Banker | t]) as an integer over `den * cond`. */
  readonly best: Float64Array;
  readonly den: number;
}

export function addStrategy(e: ShoeEnumeration, player: NetTable, banker: NetTable): AddStrategy {
  const den = lcm(player.den, banker.den);
  const fp = den / player.den;
  const fb = den / banker.den;
  const choice = new Uint8Array(TUPLES);
  const best = new Float64Array(TUPLES);
  for (let t = 0; t < TUPLES; t += 1) {
    let evp = 0;
    let evb = 0;
    for (let i = e.start[t] as number; i < (e.start[t + 1] as number); i += 1) {
      const key = e.keys[i] as number;
      const w = e.weights[i] as number;
      evp += w * (player.num[key] as number) * fp;
      evb += w * (banker.num[key] as number) * fb;
    }
    let c: AddChoice = ADD_CASH;
    let v = 0;
    if (evp > v) [c, v] = [ADD_PLAYER, evp];
    if (evb > v) [c, v] = [ADD_BANKER, evb];
    choice[t] = c;
    best[t] = v;
  }
  return { choice, best, den };
}

/** E[net of `table`'s wager | the first four cards have values `tuple`], exactly. */
export function conditionalExpectation(e: ShoeEnumeration, table: NetTable, tuple: number): Rational {
  let sum = 0;
  for (let i = e.start[tuple] as number; i < (e.start[tuple + 1] as number); i += 1) {
    sum += (e.weights[i] as number) * (table.num[e.keys[i] as number] as number);
  }
  return rational(sum, e.cond * table.den);
}

/**
 * The add-to-wager choice tables [commission, EZ] for the simulator (they depend on the deck count
 * only: the Player and Banker wagers pay the same whatever the Tie odds; cached per deck count).
 */
export function addChoiceTables(params: BaccaratMathParams): [Uint8Array, Uint8Array] {
  const cached = choiceTables.get(params.decks);
  if (cached !== undefined) return cached;
  const e = enumerateShoe(params.decks);
  const variants = wagerVariants(params);
  const table = (ez: boolean): Uint8Array => {
    const [p, b] = addTargets(variants, ez);
    return addStrategy(e, netTable(p), netTable(b)).choice;
  };
  const tables: [Uint8Array, Uint8Array] = [table(false), table(true)];
  choiceTables.set(params.decks, tables);
  return tables;
}

const netRational = (x: Net): Rational => rational(x.num, x.den);

/** Ordered four-card draws by pair class (each sum <= total4 < 2^53, so exact as numbers). */
function pairClassWeights(e: ShoeEnumeration): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < e.pairWeight.length; i += 3) {
    out[0] += e.pairWeight[i] as number;
    out[1] += e.pairWeight[i + 1] as number;
    out[2] += e.pairWeight[i + 2] as number;
  }
  return out;
}

/** E[House Money net] per unit. */
function houseMoneyExpectation(e: ShoeEnumeration): Rational {
  const nets = houseMoneyNets();
  const byClass = pairClassWeights(e);
  let sum = rational(0);
  for (let c = 0; c < 3; c += 1)
    sum = sum.add(netRational(nets[c] as Net).mul(rational(byClass[c] as number, e.total4)));
  return sum;
}

/**
 * House Money with the add-to-wager option under best play (the ruling in the module README of the
 * report): the winning payout W of the pair class, a portion q of it added to the better of the Player
 * and Banker wagers given the four cards seen, or kept when neither is favourable.
 */
function houseMoneyAddExpectation(e: ShoeEnumeration, s: AddStrategy, q: Net): Rational {
  const nets = houseMoneyNets();
  let gain = rational(0);
  for (let c = 1; c < 3; c += 1) {
    const payout = nets[c] as Net;
    if (payout.num <= 0) continue;
    let sum = 0n;
    for (let t = 0; t < TUPLES; t += 1) {
      const w = e.pairWeight[t * 3 + c] as number;
      const b = s.best[t] as number;
      if (w !== 0 && b !== 0) sum += BigInt(w) * BigInt(b);
    }
    gain = gain.add(
      netRational(payout).mul(rational(sum, BigInt(e.total4) * BigInt(e.cond) * BigInt(s.den))),
    );
  }
  return houseMoneyExpectation(e).add(gain.mul(netRational(q)));
}

/** The exact expected net per unit of every reported wager, in wagerVariants order. */
export function exactExpectations(
  params: BaccaratMathParams,
): { variant: WagerVariant; expectation: Rational }[] {
  const e = enumerateShoe(params.decks);
  const variants = wagerVariants(params);
  const q = addPortion(params);
  const tables = new Map<SettledVariant, NetTable>();
  const tableOf = (v: SettledVariant): NetTable => {
    let table = tables.get(v);
    if (table === undefined) {
      table = netTable(v);
      tables.set(v, table);
    }
    return table;
  };
  return variants.map((variant) => {
    if (variant.type === 'add-to-wager') {
      const [p, b] = addTargets(variants, variant.ez);
      return { variant, expectation: houseMoneyAddExpectation(e, addStrategy(e, tableOf(p), tableOf(b)), q) };
    }
    if (variant.wager === 'house-money') return { variant, expectation: houseMoneyExpectation(e) };
    return { variant, expectation: expectation(e, tableOf(variant)) };
  });
}

function citationOf(v: WagerVariant, s: BaccaratSections): string {
  const clauses: Record<string, [string, string]> = {
    player: ['(a)(2)', `${s.payout}(a)`],
    banker: ['(a)(1)', `${s.payout}(c)`],
    tie: ['(a)(3)', `${s.payout}(b)`],
    'dragon-bonus-player': ['(a)(4)', `${s.payout}(e)`],
    'dragon-bonus-banker': ['(a)(4)', `${s.payout}(e)`],
    'dragon-7-insurance': ['(a)(5)', `${s.payout}(f)`],
    'house-money': [
      '(a)(7)',
      v.type === 'add-to-wager' && s.houseMoneyAdd !== undefined
        ? s.houseMoneyAdd
        : (s.houseMoneyPaytable ?? `${s.payout}(h)`),
    ],
  };
  const [wagerClause, payout] = clauses[v.wager] as [string, string];
  return `§§ ${s.wagers}${wagerClause} and ${payout}`;
}

/** Every wager's exact house edge, one row per wager and variant (the `felt odds --json` rows). */
export function analyseBaccarat(params: BaccaratAnalysisParams): WagerEdge[] {
  return exactExpectations(params).map(({ variant, expectation }) => {
    const edge = expectation.neg();
    return {
      wager: variant.wager,
      variant: variant.variant,
      houseEdge: toNumber(edge),
      exact: formatRational(edge),
      method: 'exact',
      citation: citationOf(variant, params.sections),
    };
  });
}

/** Exact outcome probabilities of a round (pushes counted as rounds). */
export interface BaccaratOutcomes {
  readonly banker: Rational;
  readonly player: Rational;
  readonly tie: Rational;
  readonly dragon7: Rational;
  readonly playerPair: Rational;
  readonly bankerPair: Rational;
  readonly bothPairs: Rational;
}

export function baccaratOutcomes(decks: number): BaccaratOutcomes {
  const e = enumerateShoe(decks);
  const results = outcomeKeyResults();
  const sums = { banker: 0n, player: 0n, tie: 0n, dragon7: 0n };
  e.keyWeight.forEach((w, key) => {
    if (w === 0) return;
    const r = results[key] as CoupResult;
    sums[r.winner] += BigInt(w);
    if (r.dragon7) sums.dragon7 += BigInt(w);
  });
  const all = BigInt(e.total4) * BigInt(e.cond);
  const pairs = pairClassWeights(e);
  const both = rational(pairs[2], e.total4);
  const exactlyOne = rational(pairs[1], e.total4);
  // By symmetry of the deal, P(Player pair only) = P(Banker pair only) = exactlyOne / 2.
  const single = exactlyOne.div(2).add(both);
  return {
    banker: rational(sums.banker, all),
    player: rational(sums.player, all),
    tie: rational(sums.tie, all),
    dragon7: rational(sums.dragon7, all),
    playerPair: single,
    bankerPair: single,
    bothPairs: both,
  };
}

/** Convenience for reports: the edge row of `wager`/`variant`, or undefined. */
export const findEdge = (rows: readonly WagerEdge[], wager: string, variant: string): WagerEdge | undefined =>
  rows.find((r) => r.wager === wager && r.variant === variant);
