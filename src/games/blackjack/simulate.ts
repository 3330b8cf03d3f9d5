/**
 * `felt simulate` for the blackjack family: the main game (wager `main`, per unit of the initial Bet)
 * played on every core by the fast simulator (math/fast-simulate.ts) with the CDZ- strategy of the exact
 * analysis, dealt from shoes under the procedure of § 665a.5 (cut, cover card a quarter from the bottom,
 * the round completed, the first card burned). Not simulated: the side wagers (Insurance, declined;
 * Bust It, Hit and Run, Straight Jack, House Money) and, at Spanish 21, the bonus 21s (they need suits):
 * Spanish 21's row is the main game with the bonuses left unpaid (variant `cdz-no-bonuses`, whose exact
 * figure `felt odds` does not list; the test compares it with the analyser on the same rules).
 */
import type { SimulationParams, SimulationReport } from '../../engine/game.js';
import { analyseBlackjack } from './math/index.js';
import { simulateBlackjackParallel } from './math/sim-parallel.js';
import { tableOf, type AnyOptions } from './options.js';
import { citeIn, PROFILES, type GameId } from './profile.js';

export async function blackjackSimulation(
  game: GameId,
  o: AnyOptions,
  params: SimulationParams,
): Promise<SimulationReport> {
  const rules = tableOf(game, o).rules;
  const bonuses = rules.bonuses !== null;
  const analysis = analyseBlackjack(bonuses ? { ...rules, bonuses: null } : rules);
  const r = await simulateBlackjackParallel(analysis, params);
  return {
    rounds: r.rounds,
    shoes: r.shoes,
    wagers: [
      {
        wager: 'main',
        variant: bonuses ? 'cdz-no-bonuses' : 'cdz-',
        houseEdge: -r.mean,
        standardError: r.standardError,
        method: 'simulation',
        citation: citeIn(PROFILES[game], 'payout', ''),
      },
    ],
  };
}
