/**
 * The three baccarat-family games: Minibaccarat (627a), Midibaccarat (629a) and Baccarat (631a). One
 * machine serves all three; each definition differs only in its profile (profile.ts).
 */
import type { GameDefinition } from '../../engine/game.js';
import { Command } from './commands.js';
import { describeEvent } from './describe.js';
import { automate, decide, evolve, initialState } from './machine.js';
import { checkOptions, optionsSchema, type BaccaratOptions } from './options.js';
import { PROFILES, type GameId } from './profile.js';
import type { BaccaratState, Event } from './state.js';
import { view, type BaccaratView } from './view.js';

export type BaccaratGame = GameDefinition<BaccaratOptions, BaccaratState, Command, Event, BaccaratView>;

function define(id: GameId): BaccaratGame {
  const p = PROFILES[id];
  return {
    id,
    name: p.name,
    chapter: p.chapter,
    status: 'final-form',
    options: optionsSchema(p),
    checkOptions: (o) => checkOptions(p, o),
    commands: Command,
    setup: (o, table) => initialState(id, o, table?.automated ?? false),
    decide,
    evolve,
    view,
    automate,
    roundOf: (s) => s.round,
    describe: describeEvent,
  };
}

export const minibaccarat = define('minibaccarat');
export const midibaccarat = define('midibaccarat');
export const baccarat = define('baccarat');

export type { BaccaratOptions } from './options.js';
export type { BaccaratState, Event as BaccaratEvent } from './state.js';
export type { Command as BaccaratCommand } from './commands.js';
export type { BaccaratView } from './view.js';
