/**
 * A fast seeded simulator of complete baccarat shoes under the regulation's procedure: shuffle,
 * automated cut and last-hand cover card (627a.5(c),(d)), burn (627a.5(f)), rounds dealt by the
 * third-card rules (627a.8-.10), and when the cover card comes out the round is completed and exactly
 * one more is dealt before a new shoe (627a.9(e)).
 *
 * It draws the same random numbers in the same order as the shared shoe procedure's `shuffledStack` and
 * `automatedCut`, `cutStack` and `burnCount` (src/engine/procedures/multi-deck-shoe.ts under the
 * family's rules, ../shoe.ts), so the engine's automated dealer deals the same
 * cards on the same seed: FastSeededRng reproduces SeededRng word for word (fast-seeded-rng.test.ts),
 * sim.test.ts checks the stacks and whole shoes against those functions, and
 * ../differential.test.ts checks the simulator against the engine's dealer.
 *
 * Every round settles one unit on every wager variant of `wagerVariants`. Rather than adding each
 * round's net result to a sum and a sum of squares per variant, the inner loop counts rounds per
 * outcome (settlement class x House Money pair class x add-to-wager choice): every net result is a
 * function of that outcome, so the sums and sums of squares follow exactly from the counts, the
 * histograms merge by addition, and a round costs a few typed-array increments whatever the number of
 * variants.
 */
import { decks as deckOf, type Card } from '../../../core/cards.js';
import { odds } from '../../../core/odds.js';
import { baccaratAutomatedCut as automatedCut, burnCount } from '../shoe.js';
import { pointValue, type CoupResult } from '../rules.js';
import { FastSeededRng, PLAN_ROW, shufflePlan, type ShufflePlan } from './fast-seeded-rng.js';
import { addChoiceTables, drawTables, settlementSignature } from './exact.js';
import {
  ADD_CASH,
  addPortion,
  addTargets,
  houseMoneyNets,
  netOf,
  OUTCOME_KEYS,
  outcomeKeyResults,
  wagerVariants,
  type BaccaratMathParams,
  type Net,
  type SettledVariant,
} from './wagers.js';

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
  /** Rounds by (settlement class, pair class): index class * 3 + pair class. */
  readonly main: Float64Array;
  /** Rounds with a House Money win by (pair class - 1, choice, settlement class), at a commission table. */
  readonly addCommission: Float64Array;
  /** The same at an EZ table. */
  readonly addEz: Float64Array;
}

/**
 * The settlement classes of the outcomes a round can reach: outcome keys (the draw rules rule most of
 * the 12,100 out) grouped by settlementSignature, since keys of one signature settle every settled wager
 * alike. Counting rounds by class rather than by key keeps the histograms a few pages long: a fresh
 * page costs more than a thousand rounds' dealing on some machines, and each call starts fresh ones.
 */
interface Classes {
  /** By outcome key: its class, or -1 where no round reaches the key. */
  readonly classOf: Int16Array;
  /** By class: one outcome key of the class, to settle the class by. */
  readonly keys: Int32Array;
}

let classes: Classes | undefined;

function settlementClasses(): Classes {
  if (classes !== undefined) return classes;
  const { player, banker } = drawTables();
  const classOf = new Int16Array(OUTCOME_KEYS).fill(-1);
  const bySignature = new Map<number, number>();
  const keys: number[] = [];
  const add = (key: number): void => {
    const sig = settlementSignature(key);
    let c = bySignature.get(sig);
    if (c === undefined) {
      c = keys.length;
      bySignature.set(sig, c);
      keys.push(key);
    }
    classOf[key] = c;
  };
  for (let pb = 0; pb < 100; pb += 1) {
    const p3s = player[pb] === 1 ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [-1];
    for (const p3 of p3s) {
      if (banker[pb * 11 + p3 + 1] === 1)
        for (let b3 = 0; b3 < 10; b3 += 1) add((pb * 11 + p3 + 1) * 11 + b3 + 1);
      else add((pb * 11 + p3 + 1) * 11);
    }
  }
  classes = { classOf, keys: Int32Array.from(keys) };
  return classes;
}

export function emptyBaccaratSim(decks: number): BaccaratSimAccumulator {
  const k = settlementClasses().keys.length;
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

const templates = new Map<number, Uint16Array>();

function templateOf(decks: number): Uint16Array {
  let t = templates.get(decks);
  if (t === undefined) {
    t = Uint16Array.from(deckOf(decks), (c) => (c << 4) | pointValue(c));
    templates.set(decks, t);
  }
  return t;
}

let roundTableCache: Uint16Array | undefined;

/**
 * A round's outcome by its first six cards (ShoeDealer's `round` table): the third-card rules
 * (627a.8-.10) folded into one lookup. The index is (Player's Point Count * 10 + Banker's) * 100 + the
 * values of the fifth and sixth cards, the Point Counts of the first two cards each (627a.6(b)); the
 * entry is the outcome's settlement class << 2 | the number of third cards drawn. The fifth card is the
 * Player's third card if the Player draws, else the Banker's; the sixth is the Banker's when both draw.
 */
function roundTable(): Uint16Array {
  if (roundTableCache !== undefined) return roundTableCache;
  const { player, banker } = drawTables();
  const { classOf, keys } = settlementClasses();
  if (keys.length >= 1 << 14) throw new Error('the round table packs classes in 14 bits');
  const table = new Uint16Array(100 * 100);
  for (let pb = 0; pb < 100; pb += 1) {
    const pd = player[pb] as number;
    for (let v4 = 0; v4 < 10; v4 += 1) {
      const row = pb * 11 + pd * (v4 + 1);
      const bd = banker[row] as number;
      for (let v5 = 0; v5 < 10; v5 += 1) {
        const key = row * 11 + bd * ((pd === 1 ? v5 : v4) + 1);
        table[pb * 100 + v4 * 10 + v5] = ((classOf[key] as number) << 2) | (pd + bd);
      }
    }
  }
  roundTableCache = table;
  return table;
}

/**
 * The dealing loop over preallocated typed arrays (no allocation per round). Each shoe is dealt while
 * the next one is shuffled: the deal is a chain of dependent loads (a round's cards decide where the
 * next round starts) that leaves most of the processor idle, and the shuffle is independent work that
 * fills it (about 7 % faster than one after the other). The generator is drawn in the same order as
 * shoe after shoe (shuffle, cut, shuffle, cut ...), since the deal draws nothing.
 */
class ShoeDealer {
  /** Stacks of entries card << 4 | point value (627a.6(a)), so the deal reads a card's value without a lookup. */
  private readonly template: Uint16Array;
  private readonly plan: ShufflePlan;
  /**
   * The stack being dealt, shuffled and cut, twice over: the stack after a cut at `position` is
   * ready[position .. position + n), so the cut costs one copy and no views or index arithmetic.
   */
  private ready: Uint16Array;
  /** The next shoe's stack; its first half, `nextWork` (a view made once), is shuffled in place. */
  private next: Uint16Array;
  private readyWork: Uint16Array;
  private nextWork: Uint16Array;
  private position = 0;
  private lastHandFromBottom = 0;
  /** Settlement classes: the rows of the histograms. */
  private readonly classCount: number;
  /**
   * roundTable(): one dependent load per round, not three (Point Counts, the Player's draw, the
   * Banker's), between a round's first cards and the next round's, and no branch on the counts (it
   * would be mispredicted half the time).
   */
  private readonly round: Uint16Array;

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
    const n = this.template.length;
    // dealShoe runs the leading batches of three (all but a shoe's last: ShufflePlan), prepareNext the rest.
    this.plan = shufflePlan(n);
    this.ready = new Uint16Array(2 * n);
    this.next = new Uint16Array(2 * n);
    this.readyWork = this.ready.subarray(0, n);
    this.nextWork = this.next.subarray(0, n);
    this.classCount = settlementClasses().keys.length;
    this.round = roundTable();
    // The first shoe, shuffled and cut before any dealing.
    this.nextWork.set(this.template);
    this.prepareNext(0);
  }

  /**
   * Runs the next shoe's shuffle from batch `from` on, cuts it (627a.5(c),(d)) and makes it the ready
   * shoe.
   */
  private prepareNext(from: number): void {
    const { plan, rng } = this;
    const n = plan.n;
    rng.shuffleBatches(this.nextWork, plan, from, plan.batches);
    const { position, lastHandFromBottom } = automatedCut(n, rng);
    // 627a.13(e) would void a round short of cards. A round starts at most at the cover card or, the
    // last one, 6 cards after it, and reads 6: a cover card 12 or more cards from the bottom rules a
    // short round out, so the loop needs no check per round.
    if (lastHandFromBottom < 12) throw new Error(`cover card too deep: ${lastHandFromBottom}`);
    this.next.copyWithin(n, 0, n);
    [this.ready, this.next] = [this.next, this.ready];
    [this.readyWork, this.nextWork] = [this.nextWork, this.readyWork];
    this.position = position;
    this.lastHandFromBottom = lastHandFromBottom;
  }

  /** The ready shoe as cut, its cards in dealing order, and its cut. */
  readyShoe(): { cards: Card[]; position: number; lastHandFromBottom: number } {
    const { position, lastHandFromBottom } = this;
    const cards = Array.from(this.ready.subarray(position, position + this.plan.n), (e) => e >> 4);
    return { cards, position, lastHandFromBottom };
  }

  /** Burns and deals the ready shoe while shuffling the next; returns the rounds dealt. */
  dealShoe(): number {
    const { ready, nextWork: next, plan, position, classCount, round, choiceCommission, choiceEz } = this;
    const { main, addCommission, addEz } = this.acc;
    const { rows } = plan;
    const n = plan.n;
    const triples = plan.leadingTriples;
    next.set(this.template);
    const rng = this.rng;
    // The next shoe's shuffle: batch b of three indices draws for positions top, top - 1, top - 2.
    let b = 0;
    let top = n - 1;
    // The cover card comes out when card index coverAt would be drawn (src/core/shoe.ts).
    const coverAt = position + n - this.lastHandFromBottom;
    let i = position + burnCount((ready[position] as number) >> 4);
    let rounds = 0;
    let dealing = true;
    for (;;) {
      // Two batches (six cards) of the next shoe's shuffle a round (of five cards on average), and on
      // after the last round until the batches of three are done; prepareNext runs the rest. The batch
      // is shuffleBatches' for k = 3, written out here: a call per round to shuffleBatches, too large
      // for V8 to inline, made the whole loop 20 % slower.
      if (b < triples) {
        const to = b + 2 < triples ? b + 2 : triples;
        for (; b < to; b += 1) {
          const row = b * PLAN_ROW;
          const limit = rows[row + 1] as number;
          let word: number;
          do word = rng.nextUint32();
          while (word >= limit);
          const w = word + 0.5;
          const q0 = (w * (rows[row + 2] as number)) | 0;
          const q1 = (w * (rows[row + 3] as number)) | 0;
          const q2 = (w * (rows[row + 4] as number)) | 0;
          swap(next, top, (q0 - Math.imul(q1, top + 1)) | 0);
          swap(next, top - 1, (q1 - Math.imul(q2, top)) | 0);
          swap(next, top - 2, q2);
          top -= 3;
        }
      } else if (!dealing) break;
      if (!dealing) continue;
      // 627a.9(e): once the cover card has come out (at the start of or during the last round), one
      // more round is dealt.
      const last = i > coverAt;
      const e0 = ready[i] as number;
      const e1 = ready[i + 1] as number;
      const e2 = ready[i + 2] as number;
      const e3 = ready[i + 3] as number;
      // The Point Counts of the first two cards (627a.6(b)): s - 10 for s = 10..18, without a branch.
      const p = (e0 & 15) + (e2 & 15);
      const q = (e1 & 15) + (e3 & 15);
      const r = round[
        ((p - 10 * ((p + 6) >> 4)) * 10 + q - 10 * ((q + 6) >> 4)) * 100 +
          ((ready[i + 4] as number) & 15) * 10 +
          ((ready[i + 5] as number) & 15)
      ] as number;
      i += 4 + (r & 3);
      const c = r >> 2;
      // House Money (…7(a)(7)): the same rank, regardless of suit (rank = card >> 2 = entry >> 6); 1 for
      // a pair without a branch ((x - 1) >>> 31 is 1 only for x = 0).
      const pairs = ((((e0 ^ e2) >> 6) - 1) >>> 31) + ((((e1 ^ e3) >> 6) - 1) >>> 31);
      const im = c * 3 + pairs;
      main[im] = (main[im] as number) + 1;
      if (pairs !== 0) {
        const t = (((e0 & 15) * 10 + (e1 & 15)) * 10 + (e2 & 15)) * 10 + (e3 & 15);
        const base = (pairs - 1) * 3;
        const ic = (base + (choiceCommission[t] as number)) * classCount + c;
        const ie = (base + (choiceEz[t] as number)) * classCount + c;
        addCommission[ic] = (addCommission[ic] as number) + 1;
        addEz[ie] = (addEz[ie] as number) + 1;
      }
      rounds += 1;
      if (last) dealing = false;
    }
    this.prepareNext(b);
    return rounds;
  }
}

function swap(items: Uint16Array, i: number, j: number): void {
  const tmp = items[i] as number;
  items[i] = items[j] as number;
  items[j] = tmp;
}

/**
 * The shoes the simulator deals on `seed` (substream 0), each as cut, with its cut: for the
 * differential tests against the engine's shoe procedure.
 */
export function simulatedShoes(
  decks: number,
  seed: number,
  shoes: number,
): { cards: Card[]; position: number; lastHandFromBottom: number }[] {
  const acc = emptyBaccaratSim(decks);
  const [commission, ez] = addChoiceTables({ decks, tieOdds: [odds(8)] });
  const dealer = new ShoeDealer(decks, FastSeededRng.fromSeed(seed), commission, ez, acc);
  return Array.from({ length: shoes }, () => {
    const shoe = dealer.readyShoe();
    dealer.dealShoe();
    return shoe;
  });
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
  /**
   * Standard error of houseEdge, rounds treated as independent (rounds of a shoe share its cards, but
   * batch means by shoe give the same figure: sim.test.ts).
   */
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
  const { keys } = settlementClasses();
  const classCount = keys.length;
  const variants = wagerVariants(params);
  const hm = houseMoneyNets().map((x: Net) => x.num / x.den);
  const q = addPortion(params);
  const portion = q.num / q.den;
  // A variant's net on each settlement class, settled on one outcome key of the class.
  const results = outcomeKeyResults();
  const netsOf = (v: SettledVariant): Float64Array =>
    Float64Array.from(keys, (key) => {
      const net = netOf(v.kind, results[key] as CoupResult, v.rules);
      return net.num / net.den;
    });
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
      for (let k = 0; k < classCount; k += 1) {
        const count =
          (acc.main[k * 3] as number) + (acc.main[k * 3 + 1] as number) + (acc.main[k * 3 + 2] as number);
        const x = nets[k] as number;
        sum += count * x;
        sq += count * x * x;
      }
    } else if (variant.type === 'settled') {
      for (let k = 0; k < classCount; k += 1) {
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
      for (let k = 0; k < classCount; k += 1) {
        const lost = acc.main[k * 3] as number;
        sum += lost * (hm[0] as number);
        sq += lost * (hm[0] as number) ** 2;
        for (let c = 1; c < 3; c += 1) {
          const payout = hm[c] as number;
          for (let choice = 0; choice < 3; choice += 1) {
            const count = hist[((c - 1) * 3 + choice) * classCount + k] as number;
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
