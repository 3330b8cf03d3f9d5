/**
 * A fast seeded simulation of the blackjack main game played with the CDZ- strategy of an analysis, one
 * player at one betting position, dealt from a shoe under the regulation's shoe procedure (§ 665a.5,
 * the only blackjack-family shoe procedure the seeds print; 633a.5 and 635a.5 are not shown, spec B.1):
 *
 * - the batch is shuffled (§ 665a.5(a)) and cut: a cut point at least ten cards from the top or the
 *   bottom, the cards above it moved to the bottom (§ 665a.5(d)), the cover card inserted with at least a
 *   quarter of the stack behind it (§ 665a.5(d); `coverFromBottom`, a quarter by default, the deepest
 *   the rule allows);
 * - the first card of each batch is burned (§ 665a.7(c));
 * - when the cover card is reached, the round is completed and the cards are then reshuffled
 *   (§§ 665a.5(f), 665a.7(d)); never in the middle of a round;
 * - the order of dealing of § 665a.7(e), (f): the up card, the player's two cards, the hole card; the
 *   dealer's Blackjack is settled before the player acts (the peek, § 665a.7(g)).
 *
 * Hands are followed as compositions (hands.ts, one table step per card) and every decision is a table
 * look-up into the analysis: the unsplit action, the split decision, the split-hand and split-ace
 * actions and surrender after doubling. The shoe holds card codes (rank and suit), so Spanish 21's
 * bonuses are paid by the cards' suits, and the side wagers of fast-sides.ts are settled beside the main
 * game when a run asks for them (the dealer then completes every hand, R56). Behind tests: each mean
 * against the exact expectation (within its standard error) and the cover-card procedure
 * (fast-simulate.test.ts, fast-sides.test.ts).
 */
import { SeededRng } from '../../../core/rng.js';
import type { BlackjackAnalysis } from './analyse.js';
import {
  bustItResult,
  houseMoneyRow,
  rankOfCode,
  SideTallies,
  SPADES,
  StraightRun,
  suitOfCode,
  type FastSideWagers,
  type SideId,
  type SideTally,
} from './fast-sides.js';
import { FastShoe, REGULATION_SHOE, type ShoeProcedure } from './fast-shoe.js';
import { ACE, compositionOf, handGraph, TEN, VALUES } from './hands.js';
import { DOUBLE, HIT, SPLIT, STAND, SURRENDER, type UpCardTables } from './player.js';
import { oddsValue, valueOfRank, type BlackjackRules } from './rules.js';

/** What the simulation reads of an analysis: plain data, so it crosses to a worker thread. */
export interface FastStrategy {
  readonly rules: BlackjackRules;
  readonly upCards: readonly {
    readonly up: number;
    readonly doubleAttack: boolean;
    readonly hands: readonly {
      readonly h: number;
      readonly hand: string;
      readonly action: number;
      /** Per unit of the hand's stake after the peek (NaN for Blackjack). */
      readonly ev: number;
    }[];
  }[];
  readonly tables: readonly (
    Pick<UpCardTables, 'action' | 'splitAction' | 'splitAceAction' | 'surrenderAfterDouble'> | undefined
  )[];
}

/** The decisions of an analysis, and nothing else (no dealer caches), for a worker thread. */
export function fastStrategy(analysis: BlackjackAnalysis): FastStrategy {
  return {
    rules: analysis.rules,
    upCards: analysis.upCards.map((u) => ({
      up: u.up,
      doubleAttack: u.doubleAttack,
      hands: u.hands.map((h) => ({ h: h.h, hand: h.hand, action: h.action, ev: h.ev })),
    })),
    tables: Array.from(analysis.tables, (t) =>
      t === undefined
        ? undefined
        : {
            action: t.action,
            splitAction: t.splitAction,
            splitAceAction: t.splitAceAction,
            surrenderAfterDouble: t.surrenderAfterDouble,
          },
    ),
  };
}

export interface FastSimulationRun {
  /** The substream of the seed dealt (`SeededRng.fromSeed(seed).stream(k)`); 0 by default. */
  readonly stream?: number;
  /** Called with the rounds played so far, every 10,000 rounds and at the end. */
  readonly onProgress?: (rounds: number) => void;
  /** The side wagers played beside the main game, one unit each (fast-sides.ts); none by default. */
  readonly sides?: FastSideWagers;
}

export interface FastSimulationResult {
  readonly rounds: number;
  /** Mean result per round per unit of the initial Bet, and its standard error. */
  readonly mean: number;
  readonly standardError: number;
  /** Shoes shuffled (one per cover card reached). */
  readonly shoes: number;
  /** Fewest and most cards dealt from one completed shoe, the burn card included. */
  readonly cardsPerShoe: { readonly min: number; readonly max: number };
  /** The sum of the round results and of their squares (to merge runs). */
  readonly sum: number;
  readonly sumSq: number;
  /** The side wagers played: how often, and the sum and sum of squares of their results per unit. */
  readonly sides: Partial<Record<SideId, SideTally>>;
}

const MAX_HANDS = 4;
const PLAYING = 0;
const BUSTED = 1;
const SURRENDERED = 2;

/** Plays `rounds` rounds, with the side wagers of `run.sides` beside the main game. */
export function simulateFast(
  analysis: FastStrategy,
  rounds: number,
  seed: number,
  procedure: ShoeProcedure = REGULATION_SHOE,
  run: FastSimulationRun = {},
): FastSimulationResult {
  if (!(procedure.coverFromBottom >= 0.25 && procedure.coverFromBottom < 1))
    throw new RangeError('§ 665a.5(d): the cover card goes at least 1/4 of the way in from the bottom');
  const rng = run.stream ? SeededRng.fromSeed(seed).stream(run.stream) : SeededRng.fromSeed(seed);
  const table = new FastTable(analysis, new FastShoe(analysis.rules, procedure, rng), run.sides ?? {});
  const onProgress = run.onProgress;
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r += 1) {
    const x = table.round();
    sum += x;
    sumSq += x * x;
    if (onProgress && (r + 1) % 10_000 === 0) onProgress(r + 1);
  }
  onProgress?.(rounds);
  const mean = sum / rounds;
  const shoe = table.shoe;
  return {
    rounds,
    mean,
    standardError: Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds),
    shoes: shoe.shoes,
    cardsPerShoe: { min: shoe.minCards, max: shoe.maxCards },
    sum,
    sumSq,
    sides: table.tallies.result(),
  };
}

/** The analysis's decisions by up card, flattened: `action[up * count + h]` etc. */
interface Decisions {
  readonly count: number;
  readonly action: Uint8Array;
  readonly splitAction: Uint8Array;
  readonly splitAceAction: Uint8Array;
  readonly rescue: Uint8Array;
  readonly splits: Uint8Array;
  readonly attack: Uint8Array;
  /** 1 where the two-card hand's expectation after the peek is positive (House Money's ride). */
  readonly ride: Uint8Array;
}

function decisionsOf(analysis: FastStrategy, count: number): Decisions {
  const action = new Uint8Array(VALUES * count);
  const splitAction = new Uint8Array(VALUES * count);
  const splitAceAction = new Uint8Array(VALUES * count);
  const rescue = new Uint8Array(VALUES * count);
  const ride = new Uint8Array(VALUES * count);
  const splits = new Uint8Array(VALUES * VALUES);
  const attack = new Uint8Array(VALUES);
  const bjPays = oddsValue(analysis.rules.blackjackPays) > 0;
  for (const u of analysis.upCards) {
    const t = analysis.tables[u.up];
    if (t === undefined) continue;
    action.set(t.action, u.up * count);
    splitAction.set(t.splitAction, u.up * count);
    splitAceAction.set(t.splitAceAction, u.up * count);
    rescue.set(t.surrenderAfterDouble, u.up * count);
    attack[u.up] = u.doubleAttack ? 1 : 0;
    for (const h of u.hands) {
      if (h.action === SPLIT) splits[u.up * VALUES + (valuesOfPair(h.hand) as number)] = 1;
      if (h.hand === 'AT' ? bjPays : h.ev > 0) ride[u.up * count + h.h] = 1;
    }
  }
  return { count, action, splitAction, splitAceAction, rescue, splits, attack, ride };
}

/** Spanish 21's bonus kinds of a composition totalling 21 (pay21 in player.ts). */
const NO_BONUS = 0;
const FIVE = 1;
const SIX = 2;
const SEVEN = 3;
const SIX_SEVEN_EIGHT = 4;
const SEVEN_SEVEN_SEVEN = 5;

function bonusKinds(): Uint8Array {
  const g = handGraph();
  return Uint8Array.from({ length: g.count }, (_, h) => {
    const n = g.size[h] as number;
    const c = (v: number): number => g.counts[h * VALUES + v] as number;
    if (g.total[h] !== 21) return NO_BONUS;
    if (n >= 7) return SEVEN;
    if (n === 6) return SIX;
    if (n === 5) return FIVE;
    if (n !== 3) return NO_BONUS;
    if (c(5) === 1 && c(6) === 1 && c(7) === 1) return SIX_SEVEN_EIGHT;
    return c(6) === 3 ? SEVEN_SEVEN_SEVEN : NO_BONUS;
  });
}

/** A table of one player at one betting position, dealing round after round from its shoe. */
class FastTable {
  readonly tallies = new SideTallies();
  private readonly child: Int32Array;
  private readonly totals: Uint8Array;
  private readonly single: Int32Array;
  private readonly d: Decisions;
  private readonly bonus: Uint8Array;
  private readonly rules: BlackjackRules;
  private readonly bjPay: number;
  /** The dealer completes the hand whatever the Bets (R56, BJ-9): Bust It and Hit and Run need it. */
  private readonly complete: boolean;
  /** Card codes matter: suits for bonuses and side wagers, ranks for Straight Jack and House Money. */
  private readonly suits: boolean;
  private readonly anySide: boolean;
  private readonly hand = new Int32Array(MAX_HANDS);
  private readonly stake = new Float64Array(MAX_HANDS);
  private readonly state = new Uint8Array(MAX_HANDS);
  private readonly doubled = new Uint8Array(MAX_HANDS);
  private readonly first = new Uint8Array(MAX_HANDS);
  /** Suits of a hand's first three cards: all one suit, all spades. */
  private readonly suited = new Uint8Array(MAX_HANDS);
  private readonly spades = new Uint8Array(MAX_HANDS);
  private hands = 1;
  private straight: StraightRun | null = null;
  private dealerCards = 2;
  private third = -1;

  constructor(
    analysis: FastStrategy,
    readonly shoe: FastShoe,
    private readonly sides: FastSideWagers,
  ) {
    const g = handGraph();
    this.child = g.child;
    this.totals = g.total;
    this.single = Int32Array.from({ length: VALUES }, (_, v) => compositionOf([v]));
    this.d = decisionsOf(analysis, g.count);
    this.bonus = bonusKinds();
    this.rules = analysis.rules;
    this.bjPay = oddsValue(this.rules.blackjackPays);
    this.complete = sides.bustIt !== undefined || sides.hitAndRun !== undefined;
    this.anySide = Object.keys(sides).length > 0;
    this.suits =
      this.rules.bonuses !== null || sides.houseMoney !== undefined || sides.straightJack !== undefined;
  }

  /** One round; returns the main game's result per unit of the initial Bet and tallies the sides. */
  round(): number {
    const shoe = this.shoe;
    if (shoe.coverReached) shoe.newShoe();
    const up = shoe.draw();
    const unit = this.d.attack[up] === 1 ? 2 : 1;
    const c1 = shoe.draw();
    const c2 = shoe.draw();
    const hole = shoe.draw();
    const dealerBJ = (up === ACE && hole === TEN) || (up === TEN && hole === ACE);
    const playerBJ = (c1 === ACE && c2 === TEN) || (c1 === TEN && c2 === ACE);
    const upCode = shoe.dealt(4);
    const code1 = shoe.dealt(3);
    const code2 = shoe.dealt(2);
    const holeCode = shoe.dealt(1);
    this.straight = this.sides.straightJack ? StraightRun.of(code1, code2) : null;
    this.dealerCards = 2;
    this.third = -1;
    let x: number;
    if (dealerBJ) x = playerBJ ? (this.rules.blackjackBeatsDealerBlackjack ? this.bjPay : 0) : -1;
    else if (playerBJ) {
      x = unit * this.bjPay;
      if (this.complete) this.dealerTotal(up, hole, true);
    } else {
      this.hands = 1;
      this.playHands(up, c1, c2, unit, code1, code2);
      let live = false;
      for (let i = 0; i < this.hands; i += 1) if (this.state[i] === PLAYING) live = true;
      x = this.settle(this.dealerTotal(up, hole, live || this.complete));
    }
    if (this.anySide) this.settleSides([upCode, code1, code2, holeCode], up, dealerBJ, x);
    return x;
  }

  /** The player's hands after the deal: split (and resplit) or one hand, by the analysis. */
  private playHands(up: number, c1: number, c2: number, unit: number, code1: number, code2: number): void {
    const d = this.d;
    const base = up * d.count;
    if (c1 !== c2 || d.splits[up * VALUES + c1] !== 1) {
      this.startHand(0, unit, code1, code2);
      this.play(0, this.child[(this.single[c1] as number) * VALUES + c2] as number, d.action, base);
      return;
    }
    if (this.straight) this.straight.frozen = true; // BJ-2: a split freezes Straight Jack at two cards.
    const rules = this.rules;
    const most = c1 === ACE && !rules.split.resplitAces ? 2 : rules.split.maxHands;
    const table = c1 === ACE && !rules.split.hitSplitAces ? d.splitAceAction : d.splitAction;
    const shoe = this.shoe;
    this.hands = 2;
    this.first[0] = code1;
    this.first[1] = code2;
    for (let i = 0; i < this.hands; i += 1) {
      let c = shoe.draw();
      while (c === c1 && this.hands < most) {
        this.first[this.hands] = shoe.dealt();
        this.hands += 1;
        c = shoe.draw();
      }
      this.startHand(i, unit, this.first[i] as number, shoe.dealt());
      this.play(i, this.child[(this.single[c1] as number) * VALUES + c] as number, table, base);
    }
  }

  private startHand(i: number, unit: number, code1: number, code2: number): void {
    this.stake[i] = unit;
    this.state[i] = PLAYING;
    this.doubled[i] = 0;
    if (!this.suits) return;
    const s = suitOfCode(code1);
    this.suited[i] = s === suitOfCode(code2) ? 1 : 0;
    this.spades[i] = s === SPADES && suitOfCode(code2) === SPADES ? 1 : 0;
  }

  /** Plays hand i from composition h0 with the given decision table; leaves hand, stake, state. */
  private play(i: number, h0: number, table: Uint8Array, base: number): void {
    const { child, totals, shoe } = this;
    const rescue = this.d.rescue;
    let h = h0;
    for (;;) {
      if ((totals[h] as number) >= 21) break;
      const a = table[base + h] as number;
      if (a === STAND) break;
      if (a === SURRENDER) {
        this.state[i] = SURRENDERED;
        break;
      }
      const next = child[h * VALUES + shoe.draw()] as number;
      if (this.suits) this.drawn(i, next < 0);
      if (a === DOUBLE) {
        this.stake[i] = (this.stake[i] as number) * 2;
        this.doubled[i] = 1;
      }
      if (next < 0) {
        this.state[i] = BUSTED;
        break;
      }
      h = next;
      if (a === DOUBLE) {
        if ((totals[h] as number) < 21 && rescue[base + h] === 1) this.state[i] = SURRENDERED;
        break;
      }
      if (a !== HIT) throw new Error(`unexpected action ${a}`);
    }
    this.hand[i] = h;
  }

  /** A card drawn to hand i: its suit for the 3-card bonuses, its rank for the Straight Jack. */
  private drawn(i: number, busted: boolean): void {
    const code = this.shoe.dealt();
    const s = suitOfCode(code);
    if (suitOfCode(this.first[i] as number) !== s) this.suited[i] = 0;
    if (s !== SPADES) this.spades[i] = 0;
    const run = this.straight;
    if (run && !run.frozen) {
      if (busted)
        run.frozen = true; // 633a.7(o)(3)(i)(D): the busting card never counts.
      else run.extend(code);
    }
  }

  /** The dealer's best total, drawing by the rule when `draws` (§ 665a.7(n)); counts the cards. */
  private dealerTotal(up: number, hole: number, draws: boolean): number {
    const h17 = this.rules.dealerHitsSoft17;
    let hard = up + hole + 2;
    let aces = (up === ACE ? 1 : 0) + (hole === ACE ? 1 : 0);
    let d = aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
    if (!draws) return d;
    while (d < 17 || (h17 && d === 17 && d !== hard)) {
      const c = this.shoe.draw();
      this.dealerCards += 1;
      if (this.dealerCards === 3) this.third = this.shoe.dealt();
      hard += c + 1;
      if (c === ACE) aces += 1;
      d = aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
    }
    return d;
  }

  /** The main game's result against the dealer's total d. */
  private settle(d: number): number {
    let x = 0;
    for (let i = 0; i < this.hands; i += 1) {
      const s = this.stake[i] as number;
      if (this.state[i] === SURRENDERED) x -= s / 2;
      else if (this.state[i] === BUSTED) x -= s;
      else {
        const p = this.totals[this.hand[i] as number] as number;
        if (p === 21 && this.rules.player21Wins) x += s * this.pay21(i);
        else if (d > 21 || p > d) x += s;
        else if (p < d) x -= s;
      }
    }
    return x;
  }

  /** Spanish 21's bonus on hand i's 21 by its cards and suits (pay21 in player.ts, S-3). */
  private pay21(i: number): number {
    const b = this.rules.bonuses;
    if (b === null || this.doubled[i] === 1 || (this.hands > 1 && !b.afterSplit)) return 1;
    const kind = this.bonus[this.hand[i] as number];
    if (kind === NO_BONUS) return 1;
    if (kind === FIVE) return oddsValue(b.fiveCard21);
    if (kind === SIX) return oddsValue(b.sixCard21);
    if (kind === SEVEN) return oddsValue(b.sevenCard21);
    const t = kind === SIX_SEVEN_EIGHT ? b.sixSevenEight : b.sevenSevenSeven;
    return oddsValue(this.spades[i] === 1 ? t.spades : this.suited[i] === 1 ? t.suited : t.mixed);
  }

  /** Each side wager of the run, one unit, on this round's cards. */
  private settleSides(
    codes: readonly [number, number, number, number],
    up: number,
    dealerBJ: boolean,
    x: number,
  ): void {
    const { sides, tallies } = this;
    const [upCode, code1, code2, holeCode] = codes;
    if (sides.insurance !== undefined && up === ACE) tallies.add(0, dealerBJ ? sides.insurance : -1);
    if (sides.bustIt) tallies.add(1, bustItResult(sides.bustIt, upCode, holeCode, this.third));
    const hm = sides.houseMoney;
    if (hm) {
      const row = houseMoneyRow(code1, code2);
      const payout = row < 0 ? -1 : (hm.pays[row] as number);
      tallies.add(2, payout);
      const h = this.child[
        (this.single[valueOfRank(rankOfCode(code1))] as number) * VALUES + valueOfRank(rankOfCode(code2))
      ] as number;
      const rides = row >= 0 && !dealerBJ && this.d.ride[up * this.d.count + h] === 1;
      const amount = hm.portion * (payout + (hm.rideIncludesStake ? 1 : 0));
      tallies.add(3, rides ? payout + amount * x : payout);
    }
    const sj = sides.straightJack;
    if (sj) tallies.add(4, this.straight ? this.straight.pays(sj) : -1);
    const hr = sides.hitAndRun;
    if (hr) tallies.add(5, dealerBJ ? hr.blackjack : (hr.byCards[this.dealerCards] as number));
  }
}

/** The value index of a pair label (`88`, `AA`, `TT`), or undefined for a non-pair. */
function valuesOfPair(label: string): number | undefined {
  if (label.length !== 2 || label[0] !== label[1]) return undefined;
  const c = label[0] as string;
  return c === 'A' ? ACE : c === 'T' ? TEN : Number(c) - 1;
}
