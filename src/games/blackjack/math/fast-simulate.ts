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
 * actions and surrender after doubling. Spanish 21's bonuses need suits and are not simulated here.
 * Behind tests: the mean against the exact expectation (within its standard error) and the cover-card
 * procedure (fast-simulate.test.ts).
 */
import { SeededRng, shuffleInPlace } from '../../../core/rng.js';
import type { BlackjackAnalysis } from './analyse.js';
import type { UpCardTables } from './player.js';
import { ACE, compositionOf, handGraph, TEN, VALUES } from './hands.js';
import { DOUBLE, HIT, SPLIT, STAND, SURRENDER } from './player.js';
import { oddsValue, rankShoe, valueOfRank, type BlackjackRules } from './rules.js';

/** What the simulation reads of an analysis: plain data, so it crosses to a worker thread. */
export interface FastStrategy {
  readonly rules: BlackjackRules;
  readonly upCards: readonly {
    readonly up: number;
    readonly doubleAttack: boolean;
    readonly hands: readonly { readonly hand: string; readonly action: number }[];
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
      hands: u.hands.map((h) => ({ hand: h.hand, action: h.action })),
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

export interface ShoeProcedure {
  /** The share of the stack behind the cover card (§ 665a.5(d): at least 1/4). */
  readonly coverFromBottom: number;
}

export const REGULATION_SHOE: ShoeProcedure = { coverFromBottom: 0.25 };

export interface FastSimulationRun {
  /** The substream of the seed dealt (`SeededRng.fromSeed(seed).stream(k)`); 0 by default. */
  readonly stream?: number;
  /** Called with the rounds played so far, every 10,000 rounds and at the end. */
  readonly onProgress?: (rounds: number) => void;
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
}

const MAX_HANDS = 4;

/** Plays `rounds` rounds; throws on rules it cannot simulate (Spanish 21 bonuses). */
export function simulateFast(
  analysis: FastStrategy,
  rounds: number,
  seed: number,
  procedure: ShoeProcedure = REGULATION_SHOE,
  run: FastSimulationRun = {},
): FastSimulationResult {
  const rules = analysis.rules;
  if (rules.bonuses !== null) throw new RangeError('the fast simulation does not pay Spanish 21 bonuses');
  if (!(procedure.coverFromBottom >= 0.25 && procedure.coverFromBottom < 1))
    throw new RangeError('§ 665a.5(d): the cover card goes at least 1/4 of the way in from the bottom');
  const g = handGraph();
  const child = g.child;
  const totals = g.total;

  // The stack by value, as many of each rank as the decks hold (ranks removed at 48-card decks).
  const byRank = rankShoe(rules);
  const stackSize = byRank.reduce((s, n) => s + n, 0);
  const stack = new Uint8Array(stackSize);
  const cut = new Uint8Array(stackSize);
  let k = 0;
  byRank.forEach((n, i) => {
    for (let c = 0; c < n; c += 1) stack[k++] = valueOfRank(i + 2);
  });
  const coverAt = stackSize - Math.ceil(stackSize * procedure.coverFromBottom);

  // Decisions by up card, flattened: action[up * count + h] etc.
  const count = g.count;
  const action = new Uint8Array(VALUES * count);
  const splitAction = new Uint8Array(VALUES * count);
  const splitAceAction = new Uint8Array(VALUES * count);
  const rescue = new Uint8Array(VALUES * count);
  const splits = new Uint8Array(VALUES * VALUES);
  const attack = new Uint8Array(VALUES);
  for (const u of analysis.upCards) {
    const t = analysis.tables[u.up];
    if (t === undefined) continue;
    action.set(t.action, u.up * count);
    splitAction.set(t.splitAction, u.up * count);
    splitAceAction.set(t.splitAceAction, u.up * count);
    rescue.set(t.surrenderAfterDouble, u.up * count);
    attack[u.up] = u.doubleAttack ? 1 : 0;
    for (const h of u.hands)
      if (h.action === SPLIT) splits[u.up * VALUES + (valuesOfPair(h.hand) as number)] = 1;
  }
  const single = Int32Array.from({ length: VALUES }, (_, v) => compositionOf([v]));
  const bjPay = oddsValue(rules.blackjackPays);
  const bjBeats = rules.blackjackBeatsDealerBlackjack;
  const h17 = rules.dealerHitsSoft17;
  const win21 = rules.player21Wins;
  const hitSplitAces = rules.split.hitSplitAces;
  const resplitAces = rules.split.resplitAces;
  const maxHands = rules.split.maxHands;

  const rng = run.stream ? SeededRng.fromSeed(seed).stream(run.stream) : SeededRng.fromSeed(seed);
  const onProgress = run.onProgress;
  let pos = 0;
  let coverReached = true;
  let shoes = 0;
  let minCards = Infinity;
  let maxCards = 0;
  let shuffled = false;
  const draw = (): number => {
    if (pos >= coverAt) {
      coverReached = true;
      if (pos >= stackSize) throw new RangeError('the shoe ran out within a round');
    }
    return cut[pos++] as number;
  };
  const newShoe = (): void => {
    if (shuffled) {
      minCards = Math.min(minCards, pos);
      maxCards = Math.max(maxCards, pos);
    }
    shuffleInPlace(stack, rng);
    // § 665a.5(d): cut at least ten cards from the top or bottom; the cards above go to the bottom.
    const at = 10 + rng.nextInt(stackSize - 19);
    cut.set(stack.subarray(at), 0);
    cut.set(stack.subarray(0, at), stackSize - at);
    pos = 1; // § 665a.7(c): the first card is burned.
    coverReached = false;
    shuffled = true;
    shoes += 1;
  };

  const hand = new Int32Array(MAX_HANDS);
  const stake = new Float64Array(MAX_HANDS);
  // 0 playing or stood, 1 busted, 2 surrendered.
  const state = new Uint8Array(MAX_HANDS);

  /** Plays hand i from composition h with the given decision table; leaves hand[i], stake[i], state[i]. */
  const play = (i: number, h0: number, table: Uint8Array, base: number): void => {
    let h = h0;
    for (;;) {
      if ((totals[h] as number) >= 21) break;
      const a = table[base + h] as number;
      if (a === STAND) break;
      if (a === SURRENDER) {
        state[i] = 2;
        break;
      }
      const next = child[h * VALUES + draw()] as number;
      if (a === DOUBLE) stake[i] = (stake[i] as number) * 2;
      if (next < 0) {
        state[i] = 1;
        break;
      }
      h = next;
      if (a === DOUBLE) {
        if ((totals[h] as number) < 21 && rescue[base + h] === 1) state[i] = 2;
        break;
      }
      if (a !== HIT) throw new Error(`unexpected action ${a}`);
    }
    hand[i] = h;
  };

  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r += 1) {
    if (coverReached) newShoe();
    const up = draw();
    const unit = attack[up] === 1 ? 2 : 1;
    const c1 = draw();
    const c2 = draw();
    const hole = draw();
    const dealerBJ = (up === ACE && hole === TEN) || (up === TEN && hole === ACE);
    const playerBJ = (c1 === ACE && c2 === TEN) || (c1 === TEN && c2 === ACE);
    let x: number;
    if (dealerBJ) x = playerBJ ? (bjBeats ? bjPay : 0) : -1;
    else if (playerBJ) x = unit * bjPay;
    else {
      const base = up * count;
      let hands = 1;
      if (c1 === c2 && splits[up * VALUES + c1] === 1) {
        const most = c1 === ACE && !resplitAces ? 2 : maxHands;
        const oneCard = c1 === ACE && !hitSplitAces;
        hands = 2;
        for (let i = 0; i < hands; i += 1) {
          stake[i] = unit;
          state[i] = 0;
          let c = draw();
          while (c === c1 && hands < most) {
            hands += 1;
            c = draw();
          }
          const h = child[(single[c1] as number) * VALUES + c] as number;
          play(i, h, oneCard ? splitAceAction : splitAction, base);
        }
      } else {
        stake[0] = unit;
        state[0] = 0;
        play(0, child[(single[c1] as number) * VALUES + c2] as number, action, base);
      }
      let live = false;
      for (let i = 0; i < hands; i += 1) if (state[i] === 0) live = true;
      // The dealer draws only while some hand stands (§ 665a.7(n)); up and hole card as values.
      let hard = up + hole + 2;
      let aces = (up === ACE ? 1 : 0) + (hole === ACE ? 1 : 0);
      let d = aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
      if (live) {
        while (d < 17 || (h17 && d === 17 && d !== hard)) {
          const c = draw();
          hard += c + 1;
          if (c === ACE) aces += 1;
          d = aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
        }
      }
      x = 0;
      for (let i = 0; i < hands; i += 1) {
        const s = stake[i] as number;
        if (state[i] === 2) x -= s / 2;
        else if (state[i] === 1) x -= s;
        else {
          const p = totals[hand[i] as number] as number;
          if (p === 21 && win21) x += s;
          else if (d > 21 || p > d) x += s;
          else if (p < d) x -= s;
        }
      }
    }
    sum += x;
    sumSq += x * x;
    if (onProgress && (r + 1) % 10_000 === 0) onProgress(r + 1);
  }
  onProgress?.(rounds);
  const mean = sum / rounds;
  return {
    rounds,
    mean,
    standardError: Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds),
    shoes,
    cardsPerShoe: { min: minCards, max: maxCards },
    sum,
    sumSq,
  };
}

/** The value index of a pair label (`88`, `AA`, `TT`), or undefined for a non-pair. */
function valuesOfPair(label: string): number | undefined {
  if (label.length !== 2 || label[0] !== label[1]) return undefined;
  const c = label[0] as string;
  return c === 'A' ? ACE : c === 'T' ? TEN : Number(c) - 1;
}
