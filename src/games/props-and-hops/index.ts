/** Props & Hops (ch. 668a, final-form 2016). */
import type { GameDefinition } from '../../engine/game.js';
import { simulateSpecs } from '../../math/dice-simulate.js';
import { propsAndHopsOdds, propsAndHopsWagerSpecs } from '../../math/props-and-hops-exact.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent } from './describe.js';
import { propsAndHopsDrills } from './drills.js';
import { automate, decide, evolve, initialState, type Event, type PropsAndHopsState } from './machine.js';
import { checkPropsAndHopsOptions, propsAndHopsOptionsSchema } from './options.js';
import type { PropsAndHopsOptions } from './rules.js';
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
  roundOf: (s) => s.round,
  describe: describeEvent,
  drills: propsAndHopsDrills,
  odds: (o, scope) => propsAndHopsOdds(o, scope),
  simulate: (o, params, scope) =>
    Promise.resolve(
      simulateSpecs(
        propsAndHopsWagerSpecs(scope === 'all' ? { ...o, sixEightShake: true } : o),
        params.rounds,
        params.seed,
        params.onProgress,
      ),
    ),
};

export type { PropsAndHopsOptions } from './rules.js';
export type { PropsAndHopsState, Event as PropsAndHopsEvent } from './machine.js';
export type { Command as PropsAndHopsCommand } from './commands.js';
export type { PropsAndHopsView } from './view.js';
