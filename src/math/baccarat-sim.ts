/**
 * A fast seeded simulator of complete baccarat shoes under the regulation's procedure: shuffle,
 * automated cut and last-hand cover card (627a.5(c),(d)), burn (627a.5(f)), rounds dealt by the
 * third-card rules (627a.8-.10), and when the cover card comes out the round is completed and exactly
 * one more is dealt before a new shoe (627a.9(e)).
 *
 * It draws the same random numbers in the same order as `shuffledStack`, `automatedCut`, `cutStack`
 * and `burnCount` (src/games/baccarat/procedure.ts), so the engine's automated dealer deals the same
 * cards on the same seed: FastSeededRng reproduces SeededRng word for word (fast-seeded-rng.test.ts),
 * baccarat-sim.test.ts checks the stacks and whole shoes against those functions, and
 * src/games/baccarat/differential.test.ts checks the simulator against the engine's dealer.
 *
 * Every round settles one unit on every wager variant of `wagerVariants`. Rather than adding each
 * round's net result to a sum and a sum of squares per variant, the inner loop counts rounds per
 * outcome (outcome key x House Money pair class x add-to-wager choice): every net result is a function
 * of that outcome, so the sums and sums of squares follow exactly from the counts, the histograms merge
 * by addition, and a round costs a few typed-array increments whatever the number of variants.
 */
import { decks as deckOf } from '../core/cards.js';
import { automatedCut, burnCount } from '../games/baccarat/procedure.js';
import { pointValue } from '../games/baccarat/rules.js';
import { FastSeededRng } from './fast-seeded-rng.js';
import { addChoiceTables, drawTables, netTable } from './baccarat-exact.js';
import {
  ADD_CASH,
  addPortion,
  addTargets,
  houseMoneyNets,
  OUTCOME_KEYS,
  wagerVariants,
  type BaccaratMathParams,
  type Net,
  type SettledVariant,
} from './baccarat-wagers.js';

export interface BaccaratSimParams extends BaccaratMathParams {
  /** Rounds to deal at least; whole shoes are dealt, so a few more may be. */
  readonly rounds: number;
  readonly seed: number;
  /** The substream of the seed (`SeededRng.fromSeed(seed).stream(k)`); default 0. */
  readonly stream?: number;
  /** Called with the rounds dealt so far, every few shoes. */
  readonly onProgress?: (rounds: number) => void;
  /**
   * The add-to-wager choice tables [commission, EZ] of addChoiceTables(params), when the caller has
   * them already (the parallel driver computes them once instead of once per worker).
   */
  readonly addChoices?: readonly [Uint8Array, Uint8Array];
}

/** Round counts by outcome; mergeable by addition (see mergeBaccaratSim). */
export interface BaccaratSimAccumulator {
  readonly decks: number;
  rounds: number;
  shoes: number;
  /** Rounds by (reachable outcome key, pair class): index key * 3 + class. */
  readonly main: Float64Array;
  /** Rounds with a House Money win by (class - 1, choice, key), at a commission table. */
  readonly addCommission: Float64Array;
  /** The same at an EZ table. */
  readonly addEz: Float64Array;
}

/** The outcome keys a round can reach (the draw rules rule most of the 12,100 out). */
interface KeySpace {
  readonly index: Int16Array;
  /** 3 * index (a key's first row in `main`). */
  readonly index3: Int16Array;
  readonly keys: Int32Array;
}

let keySpace: KeySpace | undefined;

function reachableKeys(): KeySpace {
  if (keySpace !== undefined) return keySpace;
  const { player, banker } = drawTables();
  const index = new Int16Array(OUTCOME_KEYS).fill(-1);
  const keys: number[] = [];
  const add = (key: number): void => {
    index[key] = keys.length;
    keys.push(key);
  };
  for (let pb = 0; pb < 100; pb += 1) {
    const p3s = player[pb] === 1 ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [-1];
    for (const p3 of p3s) {
      if (banker[pb * 11 + p3 + 1] === 1)
        for (let b3 = 0; b3 < 10; b3 += 1) add((pb * 11 + p3 + 1) * 11 + b3 + 1);
      else add((pb * 11 + p3 + 1) * 11);
    }
  }
  keySpace = { index, index3: index.map((k) => k * 3), keys: Int32Array.from(keys) };
  return keySpace;
}

export function emptyBaccaratSim(decks: number): BaccaratSimAccumulator {
  const k = reachableKeys().keys.length;
  return {
    decks,
    rounds: 0,
    shoes: 0,
    main: new Float64Array(k * 3),
    addCommission: new Float64Array(2 * 3 * k),
    addEz: new Float64Array(2 * 3 * k),
  };
}

export function mergeBaccaratSim(
  into: BaccaratSimAccumulator,
  from: BaccaratSimAccumulator,
): BaccaratSimAccumulator {
  if (into.decks !== from.decks) throw new Error('cannot merge simulations of different shoes');
  into.rounds += from.rounds;
  into.shoes += from.shoes;
  for (const f of ['main', 'addCommission', 'addEz'] as const) {
    const a = into[f];
    const b = from[f];
    for (let i = 0; i < a.length; i += 1) a[i] = (a[i] as number) + (b[i] as number);
  }
  return into;
}

/**
 * The stack after the shuffle and the cut, exactly as `cutStack(shuffledStack(decks, rng), position)`
 * with `automatedCut` in between gives it for a SeededRng of the same seed and stream, written into
 * `out` without allocating; returns the cut.
 */
export function dealingStack(
  template: Uint16Array,
  work: Uint16Array,
  out: Uint16Array,
  rng: FastSeededRng,
): { position: number; lastHandFromBottom: number } {
  work.set(template);
  rng.shuffleWords(work);
  const cut = automatedCut(work.length, rng);
  out.set(work.subarray(cut.position), 0);
  out.set(work.subarray(0, cut.position), work.length - cut.position);
  return cut;
}

const templates = new Map<number, Uint16Array>();

function templateOf(decks: number): Uint16Array {
  let t = templates.get(decks);
  if (t === undefined) {
    t = Uint16Array.from(deckOf(decks), (c) => (c << 4) | pointValue(c));
    templates.set(decks, t);
  }
  return t;
}

let dealTableCache: Uint16Array | undefined;

/** ShoeDealer's `draw` table. */
function dealTable(): Uint16Array {
  if (dealTableCache !== undefined) return dealTableCache;
  const { player, banker } = drawTables();
  const draw = new Uint16Array(19 * 19 * 10);
  for (let x = 0; x < 19 * 19; x += 1) {
    // Point Counts (627a.6(b)) as player * 10 + banker.
    const pb = (((x / 19) | 0) % 10) * 10 + ((x % 19) % 10);
    const pd = player[pb] as number;
    for (let v = 0; v < 10; v += 1) {
      const row = pb * 11 + pd * (v + 1);
      draw[x * 10 + v] = (row << 2) | (pd << 1) | (banker[row] as number);
    }
  }
  dealTableCache = draw;
  return draw;
}

/** The per-shoe dealing loop over preallocated typed arrays (no allocation per round). */
class ShoeDealer {
  /** Stacks of entries card << 4 | point value (627a.6(a)), so the deal reads a card's value without a lookup. */
  private readonly template: Uint16Array;
  /** The first half of `doubled`, a view made once: the shuffle runs in place there. */
  private readonly work: Uint16Array;
  /**
   * The shuffled stack twice over: the stack after a cut at p is doubled[p .. p + n), so the cut costs
   * one copy and no views or index arithmetic.
   */
  private readonly doubled: Uint16Array;
  /** 3 * the reachable-key index of an outcome key (its row in `main`). */
  private readonly index3: Int16Array;
  private readonly index: Int16Array;
  private readonly nk: number;
  /**
   * The third-card rules (627a.8-.10) folded into one lookup by x * 10 + v, where x = (sum of the
   * player's two values) * 19 + banker's and v is the value of the fifth card: row << 2 | pd << 1 | bd,
   * with pd, bd = 1 when the player, banker draws and row = player * 110 + banker * 11 + the player's
   * third-card index (value + 1, or 0 if the player stood). One dependent load per round instead of
   * three (Point Counts, player's draw, banker's draw) between a round's first cards and the next round's.
   */
  private readonly draw: Uint16Array;

  constructor(
    decks: number,
    private readonly rng: FastSeededRng,
    private readonly choiceCommission: Uint8Array,
    private readonly choiceEz: Uint8Array,
    private readonly acc: BaccaratSimAccumulator,
  ) {
    // The tables are made once per process (per deck count), not per call: the bench and the parallel
    // driver's workers call simulateBaccarat many times.
    this.template = templateOf(decks);
    this.doubled = new Uint16Array(2 * this.template.length);
    this.work = this.doubled.subarray(0, this.template.length);
    const space = reachableKeys();
    this.index = space.index;
    this.index3 = space.index3;
    this.nk = space.keys.length;
    this.draw = dealTable();
  }

  /** Shuffles, cuts, burns and deals one complete shoe; returns the rounds dealt. */
  dealShoe(): number {
    const { work, doubled, index, index3, nk, draw, choiceCommission, choiceEz } = this;
    const { main, addCommission, addEz } = this.acc;
    const n = work.length;
    // As dealingStack, without views per shoe: the stack is doubled[position .. position + n).
    work.set(this.template);
    this.rng.shuffleWords(work);
    const { position, lastHandFromBottom } = automatedCut(n, this.rng);
    doubled.copyWithin(n, 0, n);
    // 627a.13(e) would void a round short of cards. A round starts at most at the cover card (index
    // coverAt) or, the last one, 6 cards after it, and takes at most 6: a cover card 12 or more cards
    // from the bottom rules a short round out, so the loop needs no check per round.
    if (lastHandFromBottom < 12) throw new Error(`cover card too deep: ${lastHandFromBottom}`);
    // The cover card comes out when card index coverAt would be drawn (src/core/shoe.ts).
    const coverAt = position + n - lastHandFromBottom;
    let i = position + burnCount((doubled[position] as number) >> 4);
    let rounds = 0;
    let lastHand = false;
    for (;;) {
      const e0 = doubled[i] as number;
      const e1 = doubled[i + 1] as number;
      const e2 = doubled[i + 2] as number;
      const e3 = doubled[i + 3] as number;
      const v0 = e0 & 15;
      const v1 = e1 & 15;
      const v2 = e2 & 15;
      const v3 = e3 & 15;
      // Point Counts and third cards by table, without branches (a branch on the sums would be
      // mispredicted half the time); the banker's third-card index is value + 1, or 0 if it stood.
      const d = draw[((v0 + v2) * 19 + v1 + v3) * 10 + ((doubled[i + 4] as number) & 15)] as number;
      const pd = (d >> 1) & 1;
      const bd = d & 1;
      const b3 = bd * (((doubled[i + 4 + pd] as number) & 15) + 1);
      i += 4 + pd + bd;
      const key = (d >> 2) * 11 + b3;
      // House Money (…7(a)(7)): the same rank, regardless of suit (rank = card >> 2 = entry >> 6).
      const pairs = (e0 >> 6 === e2 >> 6 ? 1 : 0) + (e1 >> 6 === e3 >> 6 ? 1 : 0);
      const im = (index3[key] as number) + pairs;
      main[im] = (main[im] as number) + 1;
      if (pairs > 0) {
        const k = index[key] as number;
        const t = ((v0 * 10 + v1) * 10 + v2) * 10 + v3;
        const base = (pairs - 1) * 3;
        const ic = (base + (choiceCommission[t] as number)) * nk + k;
        const ie = (base + (choiceEz[t] as number)) * nk + k;
        addCommission[ic] = (addCommission[ic] as number) + 1;
        addEz[ie] = (addEz[ie] as number) + 1;
      }
      rounds += 1;
      if (lastHand) return rounds;
      // 627a.9(e): the cover card came out at the start of or during this round: one more round.
      if (i > coverAt) lastHand = true;
    }
  }
}

/** Deals complete shoes on one thread until at least `params.rounds` rounds. */
export function simulateBaccarat(params: BaccaratSimParams): BaccaratSimAccumulator {
  const { decks, rounds: target } = params;
  if (!Number.isInteger(decks) || decks < 6 || decks > 8) throw new RangeError(`bad deck count ${decks}`);
  // The same numbers as SeededRng.fromSeed(seed).stream(k), the engine's generator.
  const rng = FastSeededRng.fromSeed(params.seed).stream(params.stream ?? 0);
  const acc = emptyBaccaratSim(decks);
  const [choiceCommission, choiceEz] = params.addChoices ?? addChoiceTables(params);
  const dealer = new ShoeDealer(decks, rng, choiceCommission, choiceEz, acc);
  let rounds = 0;
  let shoes = 0;
  let nextReport = 0;
  while (rounds < target) {
    rounds += dealer.dealShoe();
    shoes += 1;
    if (params.onProgress !== undefined && rounds >= nextReport) {
      params.onProgress(rounds);
      nextReport = rounds + 100_000;
    }
  }
  acc.rounds = rounds;
  acc.shoes = shoes;
  return acc;
}

/** One wager's simulated result. */
export interface SimulatedEdge {
  readonly wager: string;
  readonly variant: string;
  /** Estimated expected loss per unit wagered. */
  readonly houseEdge: number;
  /** Standard error of houseEdge (rounds treated as independent). */
  readonly standardError: number;
  /** Σ net and Σ net² over all rounds, per unit wagered. */
  readonly sum: number;
  readonly sumOfSquares: number;
}

export interface BaccaratSimSummary {
  readonly decks: number;
  readonly rounds: number;
  readonly shoes: number;
  readonly wagers: SimulatedEdge[];
}

/** The sums, sums of squares, house edges and standard errors of every wager variant. */
export function summariseBaccaratSim(
  params: BaccaratMathParams,
  acc: BaccaratSimAccumulator,
): BaccaratSimSummary {
  const { keys } = reachableKeys();
  const nk = keys.length;
  const variants = wagerVariants(params);
  const hm = houseMoneyNets().map((x: Net) => x.num / x.den);
  const q = addPortion(params);
  const portion = q.num / q.den;
  const floatNets = new Map<SettledVariant, Float64Array>();
  const netsOf = (v: SettledVariant): Float64Array => {
    let nets = floatNets.get(v);
    if (nets === undefined) {
      const table = netTable(v);
      nets = Float64Array.from(keys, (key) => (table.num[key] as number) / table.den);
      floatNets.set(v, nets);
    }
    return nets;
  };
  const n = acc.rounds;
  const row = (variant: (typeof variants)[number], sum: number, sumOfSquares: number): SimulatedEdge => {
    const mean = sum / n;
    const variance = n > 1 ? Math.max(0, (sumOfSquares - sum * mean) / (n - 1)) : 0;
    return {
      wager: variant.wager,
      variant: variant.variant,
      houseEdge: -mean,
      standardError: Math.sqrt(variance / n),
      sum,
      sumOfSquares,
    };
  };
  const wagers = variants.map((variant) => {
    let sum = 0;
    let sq = 0;
    if (variant.type === 'settled' && variant.wager !== 'house-money') {
      const nets = netsOf(variant);
      for (let k = 0; k < nk; k += 1) {
        const count =
          (acc.main[k * 3] as number) + (acc.main[k * 3 + 1] as number) + (acc.main[k * 3 + 2] as number);
        const x = nets[k] as number;
        sum += count * x;
        sq += count * x * x;
      }
    } else if (variant.type === 'settled') {
      for (let k = 0; k < nk; k += 1) {
        for (let c = 0; c < 3; c += 1) {
          const count = acc.main[k * 3 + c] as number;
          const x = hm[c] as number;
          sum += count * x;
          sq += count * x * x;
        }
      }
    } else {
      const [player, banker] = addTargets(variants, variant.ez).map(netsOf) as [Float64Array, Float64Array];
      const hist = variant.ez ? acc.addEz : acc.addCommission;
      for (let k = 0; k < nk; k += 1) {
        const lost = acc.main[k * 3] as number;
        sum += lost * (hm[0] as number);
        sq += lost * (hm[0] as number) ** 2;
        for (let c = 1; c < 3; c += 1) {
          const payout = hm[c] as number;
          for (let choice = 0; choice < 3; choice += 1) {
            const count = hist[((c - 1) * 3 + choice) * nk + k] as number;
            if (count === 0) continue;
            const added =
              choice === ADD_CASH ? 0 : portion * payout * ((choice === 1 ? player[k] : banker[k]) as number);
            const x = payout + added;
            sum += count * x;
            sq += count * x * x;
          }
        }
      }
    }
    return row(variant, sum, sq);
  });
  return { decks: acc.decks, rounds: acc.rounds, shoes: acc.shoes, wagers };
}
