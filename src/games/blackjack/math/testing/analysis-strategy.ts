/**
 * The analyser's CDZ- strategy as a `SimStrategy` (commercial-sim.ts): the Double Attack decision by up
 * card, the split decision of the two-card hand, and each hand's action by its composition (split hands
 * by the split tables, split aces by theirs). Only decisions cross over; the simulation deals, plays,
 * checks and settles on its own. Not built.
 */
import type { BlackjackAnalysis } from '../analyse.js';
import { compositionOf } from '../hands.js';
import { ACTION_NAMES, SPLIT, type UpCardTables } from '../player.js';
import type { SimAction, SimStrategy } from './commercial-sim.js';

export function analysisStrategy(analysis: BlackjackAnalysis): SimStrategy {
  // The simulation's point values are 1 (ace) ... 10; the analyser's value indices 0 ... 9.
  const composition = (cards: readonly number[]): number => compositionOf(cards.map((c) => c - 1));
  const tables = (up: number): UpCardTables => {
    const t = analysis.tables[up - 1];
    if (t === undefined) throw new Error(`no analysis for up card ${up}`);
    return t;
  };
  const upCard = (up: number) => {
    const u = analysis.upCards.find((x) => x.up === up - 1);
    if (u === undefined) throw new Error(`no analysis for up card ${up}`);
    return u;
  };
  return {
    doubleAttack: (up) => upCard(up).doubleAttack,
    split: (up, pair) => upCard(up).hands.find((h) => h.h === composition([pair, pair]))?.action === SPLIT,
    act: (up, cards, context) => {
      const t = tables(up);
      const h = composition(cards);
      const table = !context.split ? t.action : cards[0] === 1 ? t.splitAceAction : t.splitAction;
      return ACTION_NAMES[table[h] as number] as SimAction;
    },
    surrenderAfterDouble: (up, cards) => tables(up).surrenderAfterDouble[composition(cards)] === 1,
  };
}
