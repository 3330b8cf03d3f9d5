/**
 * Exact poker math against its speed goals (issue 14; absolute goals, no peer): the optimal-strategy
 * analysis of Raise It Up Stud Poker over every 3-, 4-, 5- and 6-card situation (goal < 5 s on one
 * core; a reference computation in Python with numpy takes minutes), and Three Card Poker's Ante/Play
 * enumeration of all 22,100 x 18,424 deals (goal < 0.5 s). Both from cold caches, best of 3.
 */
import { solveRaiseItUp } from '../games/raise-it-up/math/solve.js';
import { raiseItUpStrategyCard } from '../games/raise-it-up/math/strategy-card.js';
import { analyseAntePlay, clearAntePlayCaches } from '../games/three-card-poker/math/ante-play.js';
import { time, type BenchResult } from './harness.js';

export function pokerMathBench(): BenchResult[] {
  let situations = '';
  const raiseItUp = time(() => {
    const s = solveRaiseItUp();
    situations = `${s.situations.third} + ${s.situations.fourth} + ${s.situations.fifth} situations, ${s.evaluations} six-card gradings`;
  });
  // `felt strategy raise-it-up` as a whole: the solution, then the card read from it and priced as a
  // policy by a second solve (one run: its feature tables are kept for the process once built).
  const card = time(() => {
    raiseItUpStrategyCard(solveRaiseItUp());
  }, 1);
  const threeCard = time(() => {
    clearAntePlayCaches();
    analyseAntePlay();
  });
  return [
    {
      name: 'Raise It Up exact optimal strategy, every situation',
      unit: 'ms',
      felt: raiseItUp,
      peer: null,
      ratio: null,
      note: `${situations}; best of 3, one core; goal < 5000 ms`,
    },
    {
      name: 'Raise It Up strategy card (solve, summarise, price the card)',
      unit: 'ms',
      felt: card,
      peer: null,
      ratio: null,
      note: 'felt strategy raise-it-up end to end, one run, one core',
    },
    {
      name: 'Three Card Poker Ante/Play, 22,100 x 18,424 deals',
      unit: 'ms',
      felt: threeCard,
      peer: null,
      ratio: null,
      note: 'cold caches, best of 3, one core; goal < 500 ms',
    },
  ];
}
