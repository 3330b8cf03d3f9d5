/** Props & Hops (ch. 668a, final-form 2016). */
import type { GameDefinition } from '../../engine/game.js';
import { simulateSpecsOnPool } from '../../math/chain-pool.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent } from './describe.js';
import { propsAndHopsDrills } from './drills.js';
import { decide } from './decide.js';
import { propsAndHopsOdds, propsAndHopsSpecSource, propsAndHopsWagerSpecs } from './math/exact.js';
import { checkPropsAndHopsOptions, propsAndHopsOptionsSchema, type PropsAndHopsOptions } from './options.js';
import { automate, overdue } from './procedure.js';
import { evolve, initialState, type Event, type PropsAndHopsState } from './state.js';
import { view, type PropsAndHopsView } from './view.js';

registerDiceSections();

export type PropsAndHopsGame = GameDefinition<
  PropsAndHopsOptions,
  PropsAndHopsState,
  Command,
  Event,
  PropsAndHopsView
>;

export const propsAndHops: PropsAndHopsGame = {
  id: 'props-and-hops',
  name: 'Props & Hops',
  chapter: '668a',
  status: 'final-form',
  options: propsAndHopsOptionsSchema,
  checkOptions: checkPropsAndHopsOptions,
  commands: Command,
  setup: (o, table) => initialState(o, table?.automated ?? false),
  decide,
  evolve,
  view,
  automate,
  overdue,
  roundOf: (s) => s.round,
  describe: describeEvent,
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
