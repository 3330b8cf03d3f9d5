/** Props & Hops (ch. 668a, final-form 2016). */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition } from '../../engine/game.js';
import { simulateSpecsOnPool } from '../../math/chain-pool.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent as describe } from './describe.js';
import { propsAndHopsDrills } from './drills.js';
import { decide } from './decide.js';
import { propsAndHopsOdds, propsAndHopsSpecSource, propsAndHopsWagerSpecs } from './math/exact.js';
import { checkPropsAndHopsOptions, propsAndHopsOptionsSchema, type PropsAndHopsOptions } from './options.js';
import { automate, overdue } from './procedure.js';
import { evolve, initialState, type Event, type PropsAndHopsState } from './state.js';
import { TABLE, view, type PropsAndHopsView } from './view.js';

registerDiceSections();

export type PropsAndHopsGame = GameDefinition<
  PropsAndHopsOptions,
  PropsAndHopsState,
  Command,
  Event,
  PropsAndHopsView
>;

export const propsAndHops: PropsAndHopsGame = {
  ...registered(TABLE, 'final-form', propsAndHopsOptionsSchema, checkPropsAndHopsOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: propsAndHopsDrills,
  odds: (o, scope) => propsAndHopsOdds(o, scope),
  // Every wager's chain on every core (chain-pool.ts); `all` adds the Six Eight Shake where not offered.
  simulate: (o, params, scope) => {
    const options = scope === 'all' ? { ...o, sixEightShake: true } : o;
    return simulateSpecsOnPool(propsAndHopsWagerSpecs(options), propsAndHopsSpecSource(options), params);
  },
};

export type { PropsAndHopsOptions } from './options.js';
export type { PropsAndHopsState, Event as PropsAndHopsEvent } from './state.js';
export type { Command as PropsAndHopsCommand } from './commands.js';
export type { PropsAndHopsView } from './view.js';
