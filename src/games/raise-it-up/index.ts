/** Raise It Up Stud Poker (ch. 669a, final form 2016). */
import { formatRational, toNumber } from '../../core/rational.js';
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition, Viewer } from '../../engine/game.js';
import { automate, overdue } from './automate.js';
import { Command } from './commands.js';
import { decide, toAct } from './decide.js';
import { describeEvent as describe } from './describe.js';
import { raiseItUpDrills } from './drills.js';
import { raiseItUpAdvice } from './math/advice.js';
import { simulateEngine } from './math/engine-sim.js';
import { raiseItUpOdds, type RaiseItUpOddsOptions } from './math/odds.js';
import { checkOptions, optionsSchema, type RaiseItUpOptions } from './options.js';
import { evolve, initialState, type Event, type RaiseItUpState } from './state.js';
import { TABLE, view, type RaiseItUpView } from './view.js';

export type RaiseItUpGame = GameDefinition<RaiseItUpOptions, RaiseItUpState, Command, Event, RaiseItUpView>;

/** The math's options from a Rules Submission: the paytables and the meter (no Envy from other hands). */
export const oddsOptionsOf = (o: RaiseItUpOptions): RaiseItUpOddsOptions => ({
  pairPlus: o.pairPlus,
  sixCardBonus: o.sixCardBonus,
  progressive: o.progressive ? { ...o.progressive, otherPlayers: 0, folds: 'keep-winners' } : null,
});

/**
 * The exact value of each choice for the player the dealer is asking, from what his view shows: his
 * three cards and the community cards turned so far (math/advice.ts).
 */
function advise(s: RaiseItUpState, viewer: Viewer): Readonly<Record<string, unknown>> | undefined {
  const h = toAct(s);
  if (!h || viewer.role !== 'player' || viewer.seat !== h.seat) return undefined;
  const r = raiseItUpAdvice(h.cards, s.community.slice(0, s.turned));
  if (!r.ok) return undefined;
  return {
    street: r.value.street,
    citation: r.value.citation,
    best: r.value.best.multiple === 0 ? r.value.best.action : `play ${r.value.best.multiple}x`,
    choices: r.value.choices.map((x) => ({
      action: x.multiple === 0 ? x.action : `play ${x.multiple}x`,
      ev: toNumber(x.ev),
      exact: formatRational(x.ev),
    })),
  };
}

export const raiseItUp: RaiseItUpGame = {
  ...registered(TABLE, 'final-form', optionsSchema, checkOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: raiseItUpDrills,
  advise,
  odds: (o, scope) => raiseItUpOdds(oddsOptionsOf(o), scope),
  // The engine itself plays the exact optimal strategy (math/engine-sim.ts): the table's own wagers.
  simulate: (o, params) => {
    const report = simulateEngine(o, { rounds: params.rounds, seed: params.seed });
    params.onProgress?.(params.rounds);
    return Promise.resolve({ rounds: params.rounds, wagers: report.rows });
  },
};

export type { RaiseItUpOptions } from './options.js';
export type { RaiseItUpState, Event as RaiseItUpEvent } from './state.js';
export type { Command as RaiseItUpCommand } from './commands.js';
export type { RaiseItUpView } from './view.js';
