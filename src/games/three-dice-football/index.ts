/** Three Dice Football (ch. 661a, proposed 2013; the rules of temporary ch. 577). */
import type { GameDefinition } from '../../engine/game.js';
import { simulateSpecs } from '../../math/dice-simulate.js';
import { threeDiceFootballOdds, threeDiceFootballWagerSpecs } from '../../math/three-dice-football-exact.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent } from './describe.js';
import { threeDiceFootballDrills } from './drills.js';
import {
  automate,
  decide,
  evolve,
  initialState,
  type Event,
  type ThreeDiceFootballState,
} from './machine.js';
import {
  checkThreeDiceFootballOptions,
  threeDiceFootballOptionsSchema,
  type ThreeDiceFootballOptions,
} from './options.js';
import { view, type ThreeDiceFootballView } from './view.js';

registerDiceSections();

export type ThreeDiceFootballGame = GameDefinition<
  ThreeDiceFootballOptions,
  ThreeDiceFootballState,
  Command,
  Event,
  ThreeDiceFootballView
>;

export const threeDiceFootball: ThreeDiceFootballGame = {
  id: 'three-dice-football',
  name: 'Three Dice Football',
  chapter: '661a',
  status: 'proposed-2013',
  options: threeDiceFootballOptionsSchema,
  checkOptions: checkThreeDiceFootballOptions,
  commands: Command,
  setup: (o, table) => initialState(o, table?.automated ?? false),
  decide,
  evolve,
  view,
  automate,
  roundOf: (s) => s.round,
  describe: describeEvent,
  drills: threeDiceFootballDrills,
  odds: (o, scope) => threeDiceFootballOdds(o, scope),
  // Stakes in multiples of 5 chips are paid exactly under either policy of ruling A9: the main rows.
  simulate: (_o, params) =>
    Promise.resolve(
      simulateSpecs(threeDiceFootballWagerSpecs(), params.rounds, params.seed, params.onProgress),
    ),
};

export type { ThreeDiceFootballOptions } from './options.js';
export type { ThreeDiceFootballState, Event as ThreeDiceFootballEvent } from './machine.js';
export type { Command as ThreeDiceFootballCommand } from './commands.js';
export type { ThreeDiceFootballView } from './view.js';
