/**
 * A seeded simulation of Double Attack Blackjack written from the public descriptions of the game and
 * from chapter 665a, sharing no code with the analyser (not its hand compositions, dealer tables, action
 * codes or settlement): ranks dealt one by one from a fresh shoe of 48-card decks, the Double Attack
 * Wager after the up card, the dealer's peek, Blackjack at 1 to 1 on both wagers, a dealer Blackjack
 * taking the Bet and returning the Double Attack Wager (§ 665a.7(o)(2)), splits in the order of
 * § 665a.11(b) with resplits, split aces taking one card, doubling and surrendering as the rules allow
 * (surrender forfeits half of every wager on the hand, DA-7), the dealer standing on all 17s.
 *
 * The player's decisions come from a `SimStrategy`, which checks nothing: the simulation refuses any
 * decision the rules do not allow (so it also checks that a strategy obeys the rules). Values here are
 * blackjack point values, 1 (ace) to 10. Used by the tests and by the investigation of the published
 * house edge (README); not built.
 */
import { SeededRng } from '../../../../core/rng.js';

export interface SimRules {
  readonly decks: number;
  /** Whether the four 10s are removed from each deck (48-card decks, § 665a.3(a)). */
  readonly spanish: boolean;
  readonly hitsSoft17: boolean;
  /** Hands a pair may become by resplitting (aces are split once). */
  readonly maxHands: number;
  /** Double on any number of cards (true) or on the first two cards of a hand only. */
  readonly doubleAnyCards: boolean;
  /** `first-two`: late surrender of an unsplit two-card hand; `any-time`: also after hitting, splitting, doubling. */
  readonly surrender: 'none' | 'first-two' | 'any-time';
}

export type SimAction = 'stand' | 'hit' | 'double' | 'surrender';

export interface HandContext {
  /** The hand is one of several made by splitting. */
  readonly split: boolean;
}

export interface SimStrategy {
  /** Make the Double Attack Wager (the whole Bet) against this up card. */
  doubleAttack(up: number): boolean;
  /** Split (and resplit) this pair against this up card. */
  split(up: number, pair: number): boolean;
  /** The action for a hand of fewer than 21 points (values in the order dealt). */
  act(up: number, cards: readonly number[], context: HandContext): SimAction;
  /** After the Double Down card, with fewer than 21 points: surrender? */
  surrenderAfterDouble(up: number, cards: readonly number[], context: HandContext): boolean;
}

export interface SimResult {
  readonly rounds: number;
  /** Mean result per round, per unit of the initial Bet. */
  readonly mean: number;
  readonly standardError: number;
  /** Mean total of Bet and Double Attack Wager per round, per unit of Bet. */
  readonly meanInitialStake: number;
  /** Mean of everything wagered per round (with splits and doubles), per unit of Bet. */
  readonly meanTotalWagered: number;
}

const points = (cards: readonly number[]): number => {
  let s = 0;
  let ace = false;
  for (const c of cards) {
    s += c;
    if (c === 1) ace = true;
  }
  return ace && s + 10 <= 21 ? s + 10 : s;
};

const softHand = (cards: readonly number[]): boolean => {
  let s = 0;
  for (const c of cards) s += c;
  return cards.includes(1) && s + 10 <= 21;
};

class Shoe {
  /** Cards left of each rank 1 (ace) ... 13 (king), index rank - 1. */
  private readonly counts: Int32Array;
  private readonly full: Int32Array;
  private left = 0;
  private readonly size: number;
  constructor(
    rules: SimRules,
    private readonly rng: SeededRng,
  ) {
    this.full = new Int32Array(13);
    for (let r = 1; r <= 13; r += 1) this.full[r - 1] = rules.spanish && r === 10 ? 0 : 4 * rules.decks;
    this.size = this.full.reduce((s, n) => s + n, 0);
    this.counts = new Int32Array(13);
  }
  reset(): void {
    this.counts.set(this.full);
    this.left = this.size;
  }
  /** The point value (1-10) of the next card. */
  draw(): number {
    let i = this.rng.nextInt(this.left);
    for (let r = 0; r < 13; r += 1) {
      const c = this.counts[r] as number;
      if (i < c) {
        this.counts[r] = c - 1;
        this.left -= 1;
        return Math.min(r + 1, 10);
      }
      i -= c;
    }
    throw new Error('the shoe is empty');
  }
}

interface SimHand {
  readonly cards: number[];
  stake: number;
  surrendered: boolean;
}

export function simulateDoubleAttack(
  rules: SimRules,
  strategy: SimStrategy,
  rounds: number,
  seed: number,
): SimResult {
  const rng = SeededRng.fromSeed(seed);
  const shoe = new Shoe(rules, rng);
  let sum = 0;
  let sumSq = 0;
  let stakes = 0;
  let wagered = 0;
  for (let n = 0; n < rounds; n += 1) {
    shoe.reset();
    const up = shoe.draw();
    const attack = strategy.doubleAttack(up);
    const bet = 1;
    const initial = bet + (attack ? 1 : 0);
    stakes += initial;
    const first = [shoe.draw(), shoe.draw()];
    const hole = shoe.draw();
    const isBlackjack = (a: number, b: number): boolean => (a === 1 && b === 10) || (a === 10 && b === 1);
    let x: number;
    let atRisk = initial;
    if (isBlackjack(up, hole)) {
      // The peek: the round ends; only the Bet is taken, a player Blackjack pushes (§ 665a.7(o)(2)).
      x = isBlackjack(first[0] as number, first[1] as number) ? 0 : -bet;
    } else if (isBlackjack(first[0] as number, first[1] as number)) {
      x = initial; // 1 to 1 on the Bet and the Double Attack Wager (§ 665a.12(a))
    } else {
      const hands = playPlayer(rules, strategy, shoe, up, first, initial);
      const dealer = [up, hole];
      while (points(dealer) < 17 || (rules.hitsSoft17 && points(dealer) === 17 && softHand(dealer))) {
        dealer.push(shoe.draw());
      }
      const d = points(dealer);
      x = 0;
      atRisk = 0;
      for (const h of hands) {
        atRisk += h.stake;
        const p = points(h.cards);
        if (h.surrendered) x -= h.stake / 2;
        else if (p > 21) x -= h.stake;
        else if (d > 21 || p > d) x += h.stake;
        else if (p < d) x -= h.stake;
      }
    }
    wagered += atRisk;
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / rounds;
  return {
    rounds,
    mean,
    standardError: Math.sqrt((sumSq / rounds - mean * mean) / (rounds - 1)),
    meanInitialStake: stakes / rounds,
    meanTotalWagered: wagered / rounds,
  };
}

function playPlayer(
  rules: SimRules,
  strategy: SimStrategy,
  shoe: Shoe,
  up: number,
  first: number[],
  stake: number,
): SimHand[] {
  const pair = first[0] as number;
  if (pair !== first[1] || !strategy.split(up, pair)) {
    const hand: SimHand = { cards: first, stake, surrendered: false };
    playHand(rules, strategy, shoe, up, hand, { split: false }, false);
    return [hand];
  }
  const maxHands = pair === 1 ? 2 : rules.maxHands;
  const hands: SimHand[] = [
    { cards: [pair], stake, surrendered: false },
    { cards: [pair], stake, surrendered: false },
  ];
  // § 665a.11(b): each hand in turn gets its second card and is played out before the next.
  for (let i = 0; i < hands.length; i += 1) {
    const hand = hands[i] as SimHand;
    for (;;) {
      const c = shoe.draw();
      if (c === pair && hands.length < maxHands && strategy.split(up, pair)) {
        hands.push({ cards: [pair], stake, surrendered: false });
        continue;
      }
      hand.cards.push(c);
      break;
    }
    playHand(rules, strategy, shoe, up, hand, { split: true }, pair === 1);
  }
  return hands;
}

function playHand(
  rules: SimRules,
  strategy: SimStrategy,
  shoe: Shoe,
  up: number,
  hand: SimHand,
  context: HandContext,
  oneCard: boolean,
): void {
  while (points(hand.cards) < 21) {
    const a = strategy.act(up, hand.cards, context);
    const twoUnsplit = hand.cards.length === 2 && !context.split;
    if (a === 'stand') return;
    if (a === 'surrender') {
      const allowed = rules.surrender === 'any-time' || (rules.surrender === 'first-two' && twoUnsplit);
      if (!allowed) throw new Error(`surrender not allowed: ${hand.cards.join(',')} v ${up}`);
      hand.surrendered = true;
      return;
    }
    if (oneCard) throw new Error(`split aces take one card: ${a}`);
    if (a === 'double') {
      if (!rules.doubleAnyCards && hand.cards.length !== 2) {
        throw new Error(`double on two cards only: ${hand.cards.join(',')} v ${up}`);
      }
      hand.stake *= 2;
      hand.cards.push(shoe.draw());
      if (
        rules.surrender === 'any-time' &&
        points(hand.cards) < 21 &&
        strategy.surrenderAfterDouble(up, hand.cards, context)
      ) {
        hand.surrendered = true;
      }
      return;
    }
    if (a !== 'hit') throw new Error(`unknown action ${String(a)}`);
    hand.cards.push(shoe.draw());
  }
}
