/**
 * Five Card Hi-Lo point hands (§ 663a.6(a)): 2-10 count their face value, jacks, queens and kings 10
 * (ruling B9 #1), aces 11 in the three-card high hand and 1 in the two-card low hand. The higher high
 * hand and the lower low hand win; equal totals are equal (§ 663a.11(g)).
 */
import type { Card } from '../core/cards.js';
import { cite } from '../core/citation.js';
import type { HandValue, RankingSystem } from './types.js';
import { highValue } from './words.js';

export const hiLoHighPoints = (card: Card): number => {
  const v = highValue(card);
  return v === 14 ? 11 : Math.min(v, 10);
};
export const hiLoLowPoints = (card: Card): number => {
  const v = highValue(card);
  return v === 14 ? 1 : Math.min(v, 10);
};

const sortByPoints = (cards: readonly Card[], points: (c: Card) => number): Card[] =>
  [...cards].sort((a, b) => points(b) - points(a) || b - a);

/** Low strength: 41 minus the total, so that higher is better (totals run 2..20). */
export const HI_LO_LOW_BASE = 41;

export const hiLoHigh: RankingSystem = {
  id: 'hi-lo-high',
  title: 'Five Card Hi-Lo three-card high hand: total points, ace 11',
  citation: cite('§ 663a.6(a)'),
  sizes: [3],
  joker: false,
  classes: ['points'],
  evaluate(cards): HandValue {
    const total = cards.reduce((s, c) => s + hiLoHighPoints(c), 0);
    return {
      system: 'hi-lo-high',
      class: 'points',
      strength: total,
      cards: sortByPoints(cards, hiLoHighPoints),
      description: `High hand, ${total} points`,
    };
  },
};

export const hiLoLow: RankingSystem = {
  id: 'hi-lo-low',
  title: 'Five Card Hi-Lo two-card low hand: total points, ace 1, lower is better',
  citation: cite('§ 663a.6(a)'),
  sizes: [2],
  joker: false,
  classes: ['points'],
  evaluate(cards): HandValue {
    const total = cards.reduce((s, c) => s + hiLoLowPoints(c), 0);
    return {
      system: 'hi-lo-low',
      class: 'points',
      strength: HI_LO_LOW_BASE - total,
      cards: sortByPoints(cards, hiLoLowPoints),
      description: `Low hand, ${total} points`,
    };
  },
};

/**
 * The legal settings of a player's five cards (§ 663a.11(d)): the three highest-valued cards high and
 * the other two low, or the same with one ace moved into the low hand (ruling B9 #7). With four aces one
 * ace must go low, so the standard setting is the one-ace-low one.
 */
export function hiLoPlayerSettings(cards: readonly Card[]): { high: Card[]; low: Card[] }[] {
  const sorted = sortByPoints(cards, hiLoHighPoints);
  const standard = { high: sorted.slice(0, 3), low: sorted.slice(3) };
  const aces = sorted.filter((c) => highValue(c) === 14);
  if (aces.length === 0 || aces.length === 4) return [standard];
  const ace = aces[aces.length - 1] as Card;
  const rest = sorted.filter((c) => c !== ace);
  const aceLow = { high: rest.slice(0, 3), low: [ace, ...rest.slice(3)] };
  return [standard, aceLow];
}

/** The dealer's setting (§ 663a.11(e), ruling B9 #6): top three by value high; four aces: A-A-A high. */
export function hiLoDealerSetting(cards: readonly Card[]): { high: Card[]; low: Card[] } {
  const sorted = sortByPoints(cards, hiLoHighPoints);
  return { high: sorted.slice(0, 3), low: sorted.slice(3) };
}
