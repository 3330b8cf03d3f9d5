/**
 * The long run behind the README's check of the published Double Attack house edge:
 *   npx tsx src/games/blackjack/math/testing/run-commercial-sim.ts ROUNDS SEED [two]
 * simulates ROUNDS rounds (seeded) of Double Attack Blackjack under the rules the public descriptions
 * state (8 × 48 cards, S17, peek, DAS, resplit to 4, split aces once, surrender any time including after
 * doubling; doubling on any number of cards, or on the first two cards with `two`), played by the
 * analyser's strategy, and prints the simulated and the computed expectation as JSON. Not built.
 */
import { analyseBlackjack } from '../analyse.js';
import { doubleAttackRules, type BlackjackRules } from '../rules.js';
import { analysisStrategy } from './analysis-strategy.js';
import { simulateDoubleAttack, type SimRules } from './commercial-sim.js';

const rounds = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 1);
const twoCards = process.argv[4] === 'two';
const da = doubleAttackRules();
const rules: BlackjackRules = twoCards ? { ...da, double: { ...da.double, cards: 'two' } } : da;
const sim: SimRules = {
  decks: 8,
  spanish: true,
  hitsSoft17: false,
  maxHands: 4,
  doubleAnyCards: !twoCards,
  surrender: 'any-time',
};
const analysis = analyseBlackjack(rules);
const started = process.hrtime.bigint();
const r = simulateDoubleAttack(sim, analysisStrategy(analysis), rounds, seed);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(
  `${JSON.stringify({
    doubling: twoCards ? 'first two cards' : 'any number of cards',
    rounds,
    seed,
    simulated: r.mean,
    standardError: r.standardError,
    computed: analysis.ev,
    z: (r.mean - analysis.ev) / r.standardError,
    meanInitialStake: r.meanInitialStake,
    meanTotalWagered: r.meanTotalWagered,
    seconds,
  })}\n`,
);
