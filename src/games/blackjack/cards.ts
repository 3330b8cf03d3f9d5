/**
 * The blackjack family's card facts, pure: values and totals (665a.3(d)), Blackjack (665a.1, DA-6),
 * the dealer's draw rule (665a.7(n); 633a/635a: the Rules Submission's soft-17 rule), the Bust It
 * payout by the dealer's first three cards (665a.7(m), 665a.12(c), spec A.12), the Straight Jack tier
 * (633a.7(o)(3)(i), spec B.4), the House Money row (633a.13(n), BJ-1, BJ-11, BJ-13), the Hit and Run
 * row (633a.7(o)(2), R30) and the Spanish 21 bonus 21s (635a.12 from the Rules Submission, S-3).
 */
import { rankOf, suitOf, type Card } from '../../core/cards.js';
import { compareOdds, odds, type Odds } from '../../core/odds.js';
import type { HitAndRunRow } from './math/hit-and-run.js';
import { extendRun, twoCardRun } from './math/straight-jack.js';
import { BUST_IT_PAYTABLE } from './math/bust-it.js';
import { HOUSE_MONEY_MULTI_DECK, HOUSE_MONEY_SINGLE_DECK } from './math/house-money.js';
import type { Spanish21Bonuses } from './math/rules.js';

/** 665a.3(d): 2-9 at face value, 10 J Q K ten, an ace one (it counts eleven where that does not bust). */
export const valueOf = (c: Card): number => {
  const r = rankOf(c);
  return r === 14 ? 1 : r >= 10 ? 10 : r;
};

export interface Total {
  readonly total: number;
  readonly soft: boolean;
}

export function totalOf(cards: readonly Card[]): Total {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    const v = valueOf(c);
    hard += v;
    if (v === 1) aces += 1;
  }
  return aces > 0 && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export const best = (cards: readonly Card[]): number => totalOf(cards).total;

/** An ace and a ten-valued card as the initial two cards (a split hand's never are: DA-6). */
export const isBlackjack = (cards: readonly Card[], split: boolean): boolean =>
  !split && cards.length === 2 && best(cards) === 21;

/** The dealer's rule: draw below 17, and on a soft 17 where the rules say so. */
export function dealerDraws(cards: readonly Card[], hitsSoft17: boolean): boolean {
  const t = totalOf(cards);
  return t.total < 17 || (hitsSoft17 && t.total === 17 && t.soft);
}

export const isRed = (c: Card): boolean => suitOf(c) === 'h' || suitOf(c) === 'd';

/** The Bust It row the dealer's first cards win, or null (a loss): spec A.12, DA-16, DA-17. */
export function bustItRow(dealer: readonly Card[]): { row: string; odds: Odds } | null {
  const [up, hole, third] = dealer;
  if (up === undefined || hole === undefined || best([up, hole]) >= 17) return null;
  if (third === undefined || best([up, hole, third]) <= 21) return null;
  const p = BUST_IT_PAYTABLE;
  if (rankOf(up) === 8 && rankOf(hole) === 8 && rankOf(third) === 8) {
    if (suitOf(up) === suitOf(hole) && suitOf(hole) === suitOf(third))
      return { row: '8-8-8 of one suit', odds: p.eightsSuited };
    if (isRed(up) === isRed(hole) && isRed(hole) === isRed(third))
      return { row: '8-8-8 of one colour', odds: p.eightsColour };
  }
  const r = rankOf(third);
  if (r >= 10) return { row: 'third card K, Q or J', odds: p.third.ten };
  if (r === 6 || r === 7 || r === 8 || r === 9) return { row: `third card ${r}`, odds: p.third[r] };
  return null;
}

/**
 * The Straight Jack tier (2 to 6) of a hand, or 0 when the first two cards are no straight: each card
 * drawn that extends the run at either end raises it; the first that does not, and a busting card, end
 * it (spec B.4, BJ-1 to BJ-4). `frozen`: the hand was split, or either side had Blackjack.
 */
export function straightTier(cards: readonly Card[], frozen: boolean): number {
  const [a, b] = cards;
  if (a === undefined || b === undefined) return 0;
  let run = twoCardRun(rankOf(a), rankOf(b));
  if (run === null) return 0;
  if (frozen) return 2;
  for (let i = 2; i < cards.length; i += 1) {
    if (best(cards.slice(0, i + 1)) > 21) break;
    const next = extendRun(run, rankOf(cards[i] as Card));
    if (next === null) break;
    run = next;
  }
  return run[1] - run[0] + 1;
}

/** The six-card Straight Jack row pays 100 % of the meter with the ace of spades, 10 % otherwise. */
export const aceOfSpades = (cards: readonly Card[]): boolean =>
  cards.some((c) => rankOf(c) === 14 && suitOf(c) === 's');

/** The House Money row of the initial two cards, highest row only (BJ-11), or null. */
export function houseMoneyRow(cards: readonly Card[], decks: number): { row: string; odds: Odds } | null {
  const [a, b] = cards;
  if (a === undefined || b === undefined) return null;
  const t = decks === 1 ? HOUSE_MONEY_SINGLE_DECK : HOUSE_MONEY_MULTI_DECK;
  const ra = rankOf(a);
  const rb = rankOf(b);
  const suited = suitOf(a) === suitOf(b);
  const straight = twoCardRun(ra, rb) !== null;
  if (suited && Math.min(ra, rb) === 13 && Math.max(ra, rb) === 14)
    return { row: 'ace-king suited', odds: t.aceKingSuited };
  if (suited && straight) return { row: 'two-card straight flush', odds: t.straightFlush };
  if (ra === rb) return { row: 'pair', odds: t.pair };
  if (straight) return { row: 'two-card straight', odds: t.straight };
  return null;
}

/** The Hit and Run row the dealer's hand wins, the highest where several match (R30), or null. */
export function hitAndRunRow(
  dealer: readonly Card[],
  paytable: readonly HitAndRunRow[],
): HitAndRunRow | null {
  const bj = isBlackjack(dealer, false);
  const n = dealer.length;
  const value = (r: HitAndRunRow): number => (r.odds ? r.odds.win / r.odds.per : 0) + r.meterShare * 1e6;
  let top: HitAndRunRow | null = null;
  for (const r of paytable) {
    const hit =
      r.hand.kind === 'blackjack' ? bj : !bj && (r.hand.orMore ? n >= r.hand.cards : n === r.hand.cards);
    if (hit && (top === null || value(r) > value(top))) top = r;
  }
  return top;
}

/**
 * The Spanish 21 bonus odds of a player's 21 (635a.12 from the Rules Submission), or null: 6-7-8 and
 * 7-7-7 by suits, then five, six and seven or more cards, the better where two apply. A doubled hand is
 * paid 1 to 1 (S-3); a split hand only where the Rules Submission pays bonuses after a split.
 */
export function spanishBonus(
  cards: readonly Card[],
  b: Spanish21Bonuses,
  hand: { readonly doubled: boolean; readonly split: boolean },
): { row: string; odds: Odds } | null {
  if (best(cards) !== 21 || hand.doubled || (hand.split && !b.afterSplit)) return null;
  const found: { row: string; odds: Odds }[] = [];
  if (cards.length === 3) {
    const ranks = cards.map(rankOf).sort((x, y) => x - y);
    const suits = new Set(cards.map(suitOf));
    const which =
      ranks.join() === '6,7,8' ? b.sixSevenEight : ranks.join() === '7,7,7' ? b.sevenSevenSeven : null;
    if (which) {
      const name = ranks.join() === '6,7,8' ? '6-7-8' : '7-7-7';
      if (suits.size === 1 && suits.has('s')) found.push({ row: `${name} of spades`, odds: which.spades });
      else if (suits.size === 1) found.push({ row: `${name} suited`, odds: which.suited });
      else found.push({ row: `${name} mixed`, odds: which.mixed });
    }
  }
  if (cards.length === 5) found.push({ row: 'five-card 21', odds: b.fiveCard21 });
  if (cards.length === 6) found.push({ row: 'six-card 21', odds: b.sixCard21 });
  if (cards.length >= 7) found.push({ row: 'seven-card 21', odds: b.sevenCard21 });
  let top: { row: string; odds: Odds } | null = null;
  for (const f of found) if (top === null || compareOdds(f.odds, top.odds) > 0) top = f;
  return top && compareOdds(top.odds, odds(1)) > 0 ? top : null;
}
