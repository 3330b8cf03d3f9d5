/**
 * A plain seeded simulation of the main game, written apart from the analyser: it deals each round
 * from a fresh shoe card by card, plays the hands in the order of § 665a.11(b) (each split hand to the
 * end before the next gets its second card), lets the dealer draw and settles, taking from the analysis
 * only the *decisions* (the strategy under test). Its own totals, dealer and settlement. Used by the
 * tests as an independent check of the analyser's expectation (within its standard error); not built.
 */
import { SeededRng } from '../../../../core/rng.js';
import type { BlackjackAnalysis } from '../analyse.js';
import { compositionOf } from '../hands.js';
import { DOUBLE, HIT, SPLIT, STAND, SURRENDER } from '../player.js';
import { oddsValue, type BlackjackRules } from '../rules.js';

const A = 0;
const T = 9;

function best(values: readonly number[]): number {
  let s = 0;
  let aces = 0;
  for (const v of values) {
    s += v + 1;
    if (v === A) aces += 1;
  }
  return aces > 0 && s + 10 <= 21 ? s + 10 : s;
}

function isSoft(values: readonly number[]): boolean {
  let s = 0;
  for (const v of values) s += v + 1;
  return values.includes(A) && s + 10 <= 21;
}

class Shoe {
  private readonly counts: number[];
  private left: number;
  constructor(
    shoe: readonly number[],
    private readonly rng: SeededRng,
  ) {
    this.counts = [...shoe];
    this.left = shoe.reduce((s, n) => s + n, 0);
  }
  draw(): number {
    let i = this.rng.nextInt(this.left);
    for (let v = 0; v < 10; v += 1) {
      const c = this.counts[v] as number;
      if (i < c) {
        this.counts[v] = c - 1;
        this.left -= 1;
        return v;
      }
      i -= c;
    }
    throw new Error('shoe exhausted');
  }
}

interface Hand {
  cards: number[];
  stake: number;
  surrendered: boolean;
}

export interface SimulationResult {
  readonly rounds: number;
  readonly mean: number;
  readonly standardError: number;
}

/** Plays `rounds` rounds with the analysis's decisions; the result per unit of the initial Bet. */
export function simulateMainGame(
  analysis: BlackjackAnalysis,
  rounds: number,
  seed: number,
): SimulationResult {
  const rules = analysis.rules;
  const rng = SeededRng.fromSeed(seed);
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r += 1) {
    const x = playRound(analysis, rules, new Shoe(analysis.shoe, rng));
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / rounds;
  return { rounds, mean, standardError: Math.sqrt((sumSq / rounds - mean * mean) / rounds) };
}

function playRound(analysis: BlackjackAnalysis, rules: BlackjackRules, shoe: Shoe): number {
  const up = shoe.draw();
  const upResult = analysis.upCards.find((u) => u.up === up);
  if (upResult === undefined) throw new Error('no analysis for the up card');
  const stake = upResult.doubleAttack ? 2 : 1;
  const first = [shoe.draw(), shoe.draw()];
  const hole = shoe.draw();
  const dealerBJ = (up === A && hole === T) || (up === T && hole === A);
  const playerBJ = first.includes(A) && first.includes(T);
  const bjPay = oddsValue(rules.blackjackPays);
  if (dealerBJ) return playerBJ ? (rules.blackjackBeatsDealerBlackjack ? bjPay : 0) : -1;
  if (playerBJ) return stake * bjPay;
  const t = analysis.tables[up];
  if (t === undefined) throw new Error('no tables');
  const rootHand = compositionOf(first);
  const root = upResult.hands.find((h) => h.h === rootHand)?.action ?? STAND;
  let hands: Hand[];
  if (root === SPLIT) {
    hands = playSplit(rules, t, shoe, first[0] as number, stake);
  } else {
    const hand = { cards: first, stake, surrendered: false };
    playHand(
      rules,
      shoe,
      hand,
      (h) => t.action[h] as number,
      (h) => t.surrenderAfterDouble[h] === 1,
    );
    hands = [hand];
  }
  const dealer = [up, hole];
  while (best(dealer) < 17 || (rules.dealerHitsSoft17 && best(dealer) === 17 && isSoft(dealer))) {
    dealer.push(shoe.draw());
  }
  const d = best(dealer);
  let result = 0;
  for (const hand of hands) {
    const p = best(hand.cards);
    if (hand.surrendered) result -= hand.stake / 2;
    else if (p > 21) result -= hand.stake;
    else if (p === 21 && rules.player21Wins) result += hand.stake;
    else if (d > 21 || p > d) result += hand.stake;
    else if (p < d) result -= hand.stake;
  }
  return result;
}

function playSplit(
  rules: BlackjackRules,
  t: NonNullable<BlackjackAnalysis['tables'][number]>,
  shoe: Shoe,
  pair: number,
  stake: number,
): Hand[] {
  const maxHands = pair === A && !rules.split.resplitAces ? 2 : rules.split.maxHands;
  const hands: Hand[] = [
    { cards: [pair], stake, surrendered: false },
    { cards: [pair], stake, surrendered: false },
  ];
  for (let i = 0; i < hands.length; i += 1) {
    const hand = hands[i] as Hand;
    for (;;) {
      const c = shoe.draw();
      if (c === pair && hands.length < maxHands) {
        hands.push({ cards: [pair], stake, surrendered: false });
        continue;
      }
      hand.cards.push(c);
      break;
    }
    const oneCard = pair === A && !rules.split.hitSplitAces;
    const action = (h: number): number =>
      oneCard ? (t.splitAceAction[h] as number) : (t.splitAction[h] as number);
    playHand(rules, shoe, hand, action, (h) => t.surrenderAfterDouble[h] === 1);
  }
  return hands;
}

function playHand(
  rules: BlackjackRules,
  shoe: Shoe,
  hand: Hand,
  action: (h: number) => number,
  surrenderAfterDouble: (h: number) => boolean,
): void {
  while (best(hand.cards) < 21) {
    const a = action(compositionOf(hand.cards));
    if (a === STAND) return;
    if (a === SURRENDER) {
      hand.surrendered = true;
      return;
    }
    hand.cards.push(shoe.draw());
    if (a === DOUBLE) {
      hand.stake *= 2;
      if (best(hand.cards) < 21 && surrenderAfterDouble(compositionOf(hand.cards))) hand.surrendered = true;
      return;
    }
    if (a !== HIT) throw new Error(`unexpected action ${a}`);
  }
  void rules;
}
