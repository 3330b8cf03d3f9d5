/** Three Dice Football (ch. 661a, proposed 2013; the rules of temporary ch. 577). */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition } from '../../engine/game.js';
import { simulateSpecsOnPool } from '../../math/chain-pool.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent as describe } from './describe.js';
import { threeDiceFootballDrills } from './drills.js';
import { decide } from './decide.js';
import {
  DEFAULT_TDF_MATH_OPTIONS,
  threeDiceFootballOdds,
  threeDiceFootballSpecSource,
  threeDiceFootballWagerSpecs,
} from './math/exact.js';
import { automate, overdue } from './procedure.js';
import { evolve, initialState, type Event, type ThreeDiceFootballState } from './state.js';
import {
  checkThreeDiceFootballOptions,
  threeDiceFootballOptionsSchema,
  type ThreeDiceFootballOptions,
} from './options.js';
import { TABLE, view, type ThreeDiceFootballView } from './view.js';

registerDiceSections();

export type ThreeDiceFootballGame = GameDefinition<
  ThreeDiceFootballOptions,
  ThreeDiceFootballState,
  Command,
  Event,
  ThreeDiceFootballView
>;

export const threeDiceFootball: ThreeDiceFootballGame = {
  ...registered(TABLE, 'proposed-2013', threeDiceFootballOptionsSchema, checkThreeDiceFootballOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: threeDiceFootballDrills,
  odds: (o, scope) => threeDiceFootballOdds(o, scope),
  // Stakes in multiples of 5 chips are paid exactly under either policy of ruling A9: the main rows,
  // every wager's chain on every core (chain-pool.ts).
  simulate: (_o, params) =>
    simulateSpecsOnPool(
      threeDiceFootballWagerSpecs(DEFAULT_TDF_MATH_OPTIONS),
      threeDiceFootballSpecSource(DEFAULT_TDF_MATH_OPTIONS),
      params,
    ),
};

export type { ThreeDiceFootballOptions } from './options.js';
export type { ThreeDiceFootballState, Event as ThreeDiceFootballEvent } from './state.js';
export type { Command as ThreeDiceFootballCommand } from './commands.js';
export type { ThreeDiceFootballView } from './view.js';
