/**
 * The House Money Wager (633a.6(e)(12), 633a.7(g)(10), 633a.13(n)): the player's initial two cards pay
 * 9 to 1 for ace-king suited, 5 (single deck) or 4 (multiple decks) to 1 for a two-card straight flush,
 * 3 to 1 for a pair (same rank, BJ-13) and 1 to 1 for a two-card straight (ace high or low, BJ-1), the
 * highest row only (BJ-11). With an ace or ten-valued up card the dealer peeks first; on a dealer
 * Blackjack the payout is paid and nothing rides. Otherwise the player may add the payout (or the
 * Rules Submission's portion of it; with `rideIncludesStake`, of the payout and stake, BJ-10) to the
 * Blackjack Wager, which is worth it exactly when the hand's expectation after the peek is positive:
 * the variant `best-ride` adds it then, `take-payout` never.
 *
 * Given ranks, two cards of different ranks are suited with probability exactly 1/4 (each rank's suits
 * are a separate, uniform population), so the enumeration is over ranks of the up card and the hand.
 */
import { cite } from '../../../core/citation.js';
import { odds, type Odds } from '../../../core/odds.js';
import type { BlackjackAnalysis } from './analyse.js';
import type { SideWagerEdge } from './bust-it.js';
import { ACE, compositionOf, TEN } from './hands.js';
import { oddsValue, rankShoe, valueOfRank } from './rules.js';
import { eachFirstDeal, twoCardRun } from './straight-jack.js';

export interface HouseMoneyPaytable {
  readonly aceKingSuited: Odds;
  readonly straightFlush: Odds;
  readonly pair: Odds;
  readonly straight: Odds;
}

export const HOUSE_MONEY_SINGLE_DECK: HouseMoneyPaytable = {
  aceKingSuited: odds(9),
  straightFlush: odds(5),
  pair: odds(3),
  straight: odds(1),
};

/** 633a.13(n)(2); its rows are read in the order of (n)(1) (spec BJ-12). */
export const HOUSE_MONEY_MULTI_DECK: HouseMoneyPaytable = {
  ...HOUSE_MONEY_SINGLE_DECK,
  straightFlush: odds(4),
};

export interface HouseMoneyOptions {
  /** The share of the payout that may ride (633a.7(g)(10)(ii)(A)); 1 = all of it. */
  readonly portion: number;
  /** Whether the stake may ride with the payout (BJ-10). */
  readonly rideIncludesStake: boolean;
}

export interface HouseMoneyResult {
  readonly takePayout: SideWagerEdge;
  readonly bestRide: SideWagerEdge;
  /** P(ace-king suited), P(straight flush), P(pair), P(straight) (highest row only). */
  readonly rows: readonly number[];
}

/** The house edge of House Money, taking the payout and with the best ride. */
export function houseMoney(
  analysis: BlackjackAnalysis,
  options: HouseMoneyOptions = { portion: 1, rideIncludesStake: false },
): HouseMoneyResult {
  const rules = analysis.rules;
  const paytable = rules.decks === 1 ? HOUSE_MONEY_SINGLE_DECK : HOUSE_MONEY_MULTI_DECK;
  const pays = [paytable.aceKingSuited, paytable.straightFlush, paytable.pair, paytable.straight].map(
    oddsValue,
  );
  const rows = [0, 0, 0, 0];
  let take = 0;
  let ride = 0;
  let lose = 0;
  eachFirstDeal(rankShoe(rules), ({ up, r1, r2, p }) => {
    const straight = twoCardRun(r1, r2) !== null;
    if (r1 !== r2 && !straight) {
      lose += p;
      return;
    }
    const hands = analysis.upCards.find((u) => u.up === up)?.hands ?? [];
    const t = analysis.tables[up];
    const v1 = valueOfRank(r1);
    const v2 = valueOfRank(r2);
    const h = compositionOf([v1, v2]);
    const blackjack = (v1 === ACE && v2 === TEN) || (v2 === ACE && v1 === TEN);
    const evHand = blackjack ? oddsValue(rules.blackjackPays) : (hands.find((x) => x.h === h)?.ev ?? 0);
    const noBJ = t === undefined ? 1 : (t.noBlackjack[h] as number);
    // [probability, row] for this rank pair: a pair, or a straight suited (1/4) or not.
    const outcomes: [number, number][] =
      r1 === r2
        ? [[1, 2]]
        : [
            [0.25, r1 === 13 && r2 === 14 ? 0 : 1],
            [0.75, 3],
          ];
    for (const [q, row] of outcomes) {
      const payout = pays[row] as number;
      rows[row] = (rows[row] as number) + p * q;
      take += p * q * payout;
      const amount = options.portion * (payout + (options.rideIncludesStake ? 1 : 0));
      ride += p * q * noBJ * amount * Math.max(0, evHand);
    }
  });
  const edge = (variant: string, ev: number): SideWagerEdge => ({
    wager: 'house-money',
    variant,
    houseEdge: -ev,
    exact: null,
    method: 'exact',
    citation: cite('§ 633a.13(n)'),
  });
  return {
    takePayout: edge('take-payout', take - lose),
    bestRide: edge('best-ride', take + ride - lose),
    rows,
  };
}
