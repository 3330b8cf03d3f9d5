/**
 * `felt simulate` for the blackjack family: every core plays the fast simulator (math/fast-simulate.ts)
 * with the CDZ- strategy of the exact analysis, dealt from shoes under the procedure of § 665a.5 (cut,
 * cover card a quarter from the bottom, the round completed, the first card burned). Each wager of
 * `felt odds` is simulated beside the main game under the same name and variant, so the report sets
 * the simulated edge and its standard error beside the exact figure: the main game (per unit of the
 * initial Bet; at Spanish 21 with its bonus 21s, paid by the cards' suits), Insurance (a unit on every
 * ace up card), and the side wagers the table offers (`table`) or every one (`all`): Bust It; House
 * Money taking the payout and with the best ride; Straight Jack and Hit and Run at the Rules
 * Submission's reset meter in units of the wager.
 */
import type { OddsRow, SimulationParams, SimulationReport } from '../../engine/game.js';
import { BUST_IT_PAYTABLE, analyseBlackjack } from './math/index.js';
import {
  fastSideWagers,
  meanOf,
  type SideId,
  type SideTally,
  type SideWagerOffer,
} from './math/fast-sides.js';
import { simulateBlackjackParallel } from './math/sim-parallel.js';
import { oddsRows, sideTermsOf, type SideTerms } from './odds.js';
import { tableOf, type AnyOptions, type TableRules } from './options.js';
import type { GameId } from './profile.js';

/** The simulator's tally of an exact row of `felt odds`, by wager and variant. */
const SIDE_OF: Readonly<Record<string, SideId>> = {
  insurance: 'insurance',
  'bust-it': 'bust-it',
  'house-money/take-payout': 'house-money/take-payout',
  'house-money/best-ride': 'house-money/best-ride',
  'straight-jack': 'straight-jack',
  'hit-and-run': 'hit-and-run',
};

function offerOf(t: TableRules, sides: SideTerms): SideWagerOffer {
  return {
    insurance: t.rules.insurancePays,
    ...(sides.bustIt ? { bustIt: BUST_IT_PAYTABLE } : {}),
    ...(sides.houseMoney ? { houseMoney: { ...sides.houseMoney, decks: t.rules.decks } } : {}),
    ...(sides.straightJackMeter === null ? {} : { straightJackMeter: sides.straightJackMeter }),
    ...(sides.hitAndRun ? { hitAndRun: sides.hitAndRun } : {}),
  };
}

const simulated = (exact: OddsRow, t: { mean: number; standardError: number }): OddsRow => ({
  wager: exact.wager,
  variant: exact.variant,
  houseEdge: -t.mean,
  standardError: t.standardError,
  method: 'simulation',
  citation: exact.citation,
});

export async function blackjackSimulation(
  game: GameId,
  o: AnyOptions,
  params: SimulationParams,
  scope: 'all' | 'table' = 'table',
): Promise<SimulationReport> {
  const t = tableOf(game, o);
  const analysis = analyseBlackjack(t.rules);
  const terms = sideTermsOf(game, t, scope);
  const r = await simulateBlackjackParallel(analysis, {
    ...params,
    sides: fastSideWagers(offerOf(t, terms)),
  });
  const tallies: Partial<Record<SideId, SideTally>> = r.sides;
  const wagers = oddsRows(t, analysis, terms).flatMap((exact): OddsRow[] => {
    if (exact.wager === 'main') return [simulated(exact, r)];
    const id = SIDE_OF[exact.wager] ?? SIDE_OF[`${exact.wager}/${exact.variant}`];
    const tally = id === undefined ? undefined : tallies[id];
    return tally === undefined ? [] : [simulated(exact, meanOf(tally))];
  });
  return { rounds: r.rounds, shoes: r.shoes, wagers };
}
