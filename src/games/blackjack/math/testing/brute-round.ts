/**
 * A whole Double Attack Blackjack round by brute force, for the tests: the up card, the Double Attack
 * decision (made on the up card alone, § 665a.7(e)), every ordered first two cards and hole card, the
 * peek (a dealer Blackjack takes the Bet only and returns the Double Attack Wager, § 665a.7(o)(2); a
 * player Blackjack pushes it), a player Blackjack paid 1 to 1 on both wagers (§ 665a.12(a)), and every
 * other hand at the best of its unsplit play (brute-optimal.ts) and its split (brute-split.ts, with the
 * split hands' decisions of the CDZ- strategy under test). Its own probabilities and settlement; the
 * result per unit of the initial Bet. For shoes of a couple of dozen cards. Not built.
 */
import { bruteBest, type OptimalRules } from './brute-optimal.js';
import { bruteSplit, type SplitStrategy } from './brute-split.js';

const A = 0;
const T = 9;

export interface RoundRules extends OptimalRules {
  readonly maxHands: number;
}

export interface BruteRound {
  /** Expected result per unit of Bet. */
  readonly ev: number;
  /** Per up card (value index): whether the Double Attack Wager is made. */
  readonly doubleAttack: readonly boolean[];
}

export function bruteRound(
  rules: RoundRules,
  shoe: readonly number[],
  /** The split hands' decisions against an up card; null to never split. */
  splitStrategy: (up: number, pair: number) => SplitStrategy | null,
): BruteRound {
  const n = shoe.reduce((s, c) => s + c, 0);
  let ev = 0;
  const doubleAttack: boolean[] = [];
  for (let up = 0; up < 10; up += 1) {
    doubleAttack.push(false);
    if (shoe[up] === 0) continue;
    const s1 = [...shoe];
    s1[up] = (s1[up] as number) - 1;
    const n1 = n - 1;
    const bjCard = up === A ? T : up === T ? A : -1;
    let onBet = 0; // settled by a dealer Blackjack: the Bet alone
    let onStake = 0; // everything else: per unit of Bet + Double Attack
    for (let a = 0; a < 10; a += 1) {
      for (let b = 0; b < 10; b += 1) {
        const pa = (s1[a] as number) / n1;
        if (pa === 0) continue;
        const s2 = [...s1];
        s2[a] = (s2[a] as number) - 1;
        const pb = (s2[b] as number) / (n1 - 1);
        if (pb === 0) continue;
        const s3 = [...s2];
        s3[b] = (s3[b] as number) - 1;
        const p = pa * pb;
        const dealerBlackjack = bjCard < 0 ? 0 : (s3[bjCard] as number) / (n1 - 2);
        if ((a === A && b === T) || (a === T && b === A)) {
          onStake += p * (1 - dealerBlackjack);
          continue;
        }
        onBet -= p * dealerBlackjack;
        if (dealerBlackjack === 1) continue;
        let value = bruteBest(rules, [a, b], up, [...s3]);
        const split = a === b ? splitStrategy(up, a) : null;
        if (split !== null) {
          const maxHands = a === A ? 2 : rules.maxHands;
          value = Math.max(value, bruteSplit({ hitsSoft17: rules.hitsSoft17, maxHands }, split, s3, up, a));
        }
        onStake += p * (1 - dealerBlackjack) * value;
      }
    }
    const attack = onStake > 0;
    doubleAttack[up] = attack;
    ev += ((shoe[up] as number) / n) * (onBet + (attack ? 2 : 1) * onStake);
  }
  return { ev, doubleAttack };
}
