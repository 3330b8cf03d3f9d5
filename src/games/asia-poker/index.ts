/** Asia Poker (ch. 659a, proposed 2013). */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition, OddsRow } from '../../engine/game.js';
import { bonusRows } from './math/exact.js';
import { asiaPokerRows, simulateAsiaPoker } from './math/sim.js';
import { registerAsiaHiLoSections } from '../../regulation/asia-hi-lo-sections.js';
import { Command } from './commands.js';
import { describeEvent as describe } from './describe.js';
import { adviseAt } from './advise.js';
import { asiaDrills } from './drills.js';
import { automate, overdue } from './automate.js';
import { decide } from './decide.js';
import { evolve, initialState, type AsiaState, type Event } from './state.js';
import { checkOptions, optionsSchema, rankingOptionsOf, type AsiaOptions } from './options.js';
import { CITE } from './rules.js';
import { TABLE, view, type AsiaView } from './view.js';

registerAsiaHiLoSections();

export type AsiaGame = GameDefinition<AsiaOptions, AsiaState, Command, Event, AsiaView>;

/**
 * Rounds of the seeded simulation behind `felt odds asia-poker` (about ten seconds on one core): the
 * house-way edge to about 0.05 %, the best-setting edge to about 0.3 % (math/sim.ts).
 */
export const ODDS_ROUNDS = { rounds: 200_000, bestRounds: 1_500, samples: 100, seed: 659 } as const;

function odds(
  o: AsiaOptions,
  scope: 'all' | 'table',
  rounds: { rounds: number; bestRounds: number; samples: number; seed: number } = ODDS_ROUNDS,
): OddsRow[] {
  const sim = simulateAsiaPoker({ houseWay: o.houseWay, ranking: rankingOptionsOf(o), ...rounds });
  const bonus = scope === 'all' ? (['A', 'B', 'C'] as const) : o.bonus ? [o.bonus] : [];
  return [...asiaPokerRows(sim), ...bonusRows(bonus)];
}

export const asiaPoker: AsiaGame = {
  ...registered(TABLE, 'proposed-2013', optionsSchema, checkOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: asiaDrills,
  advise: adviseAt,
  odds: (o, scope) => odds(o, scope),
  simulate: (o, params, scope) => {
    const sim = simulateAsiaPoker({
      houseWay: o.houseWay,
      ranking: rankingOptionsOf(o),
      rounds: params.rounds,
      bestRounds: Math.max(1, Math.floor(params.rounds / 100)),
      samples: 100,
      seed: params.seed,
    });
    const bonus = scope === 'all' ? (['A', 'B', 'C'] as const) : o.bonus ? [o.bonus] : [];
    return Promise.resolve({
      rounds: params.rounds,
      wagers: [
        ...asiaPokerRows(sim),
        ...bonus.map((t) => ({
          wager: 'bonus',
          variant: t,
          houseEdge: -sim.bonus[t].ev,
          standardError: sim.bonus[t].se,
          method: 'simulation' as const,
          citation: CITE.payBonus,
        })),
      ],
    });
  },
};

export type { AsiaOptions } from './options.js';
export type { AsiaState, Event as AsiaEvent } from './state.js';
export type { Command as AsiaCommand } from './commands.js';
export type { AsiaView } from './view.js';
