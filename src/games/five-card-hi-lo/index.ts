/** Five Card Hi-Lo (ch. 663a, proposed 2013). */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition } from '../../engine/game.js';
import { hiLoOdds } from './math/exact.js';
import { simulateHiLo } from './math/sim.js';
import { registerAsiaHiLoSections } from '../../regulation/asia-hi-lo-sections.js';
import { Command } from './commands.js';
import { describeEvent as describe } from './describe.js';
import { hiLoDrills } from './drills.js';
import { automate, overdue } from './automate.js';
import { decide } from './decide.js';
import { evolve, initialState, type Event, type HiLoState } from './state.js';
import { checkOptions, optionsSchema, type HiLoOptions } from './options.js';
import { TABLE, view, type HiLoView } from './view.js';

registerAsiaHiLoSections();

export type HiLoGame = GameDefinition<HiLoOptions, HiLoState, Command, Event, HiLoView>;

export const fiveCardHiLo: HiLoGame = {
  ...registered(TABLE, 'proposed-2013', optionsSchema, checkOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: hiLoDrills,
  odds: (o, scope) => hiLoOdds(o, scope),
  simulate: (o, params, scope) =>
    Promise.resolve({
      rounds: params.rounds,
      wagers: simulateHiLo({
        rounds: params.rounds,
        seed: params.seed,
        anteBonusPaytables: scope === 'all' ? ['A', 'B', 'C', 'D'] : [o.anteBonusPaytable],
        basis: o.anteBonusBasis,
        tie: o.tieWager.paytable,
        pokerBonus: scope === 'all' ? ['A', 'B'] : o.pokerBonus ? [o.pokerBonus] : [],
      }).filter((r) => scope === 'all' || r.wager !== 'tie' || o.tieWager.offered),
    }),
};

export type { HiLoOptions } from './options.js';
export type { HiLoState, Event as HiLoEvent } from './state.js';
export type { Command as HiLoCommand } from './commands.js';
export type { HiLoView } from './view.js';
