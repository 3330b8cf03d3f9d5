/**
 * Blackjack family: the exact CDZ- analysis of one Rules Submission (8 decks, resplits to 4 hands, every
 * up card), on one core, in CPU milliseconds (best of five, so other load on a shared machine weighs
 * little). Goal: under 1 second; the best compiled combinatorial analysers take about half a second. The
 * first call also builds the dealer tries (rule-independent tables, kept for the process).
 */
import {
  analyseBlackjack,
  blackjackRules,
  doubleAttackRules,
  type BlackjackRules,
} from '../games/blackjack/math/index.js';
import type { BenchResult } from './harness.js';

function cpuMs(rules: BlackjackRules): number {
  const start = process.cpuUsage();
  analyseBlackjack(rules);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function blackjackBench(): BenchResult[] {
  const rules = blackjackRules({ decks: 8 });
  const cold = cpuMs(rules);
  const best = (r: BlackjackRules): number => Math.min(...Array.from({ length: 5 }, () => cpuMs(r)));
  const row = (name: string, ms: number, note: string): BenchResult => ({
    name,
    unit: 'CPU ms',
    felt: ms,
    peer: null,
    ratio: null,
    note,
  });
  return [
    row(
      'blackjack exact, 8 decks, SPL3, every up card',
      best(rules),
      `goal < 1000; first call ${cold.toFixed(0)}`,
    ),
    row('double attack exact (665a), every up card', best(doubleAttackRules()), 'goal < 1000'),
  ];
}
