/**
 * The blackjack family: Double Attack Blackjack (665a), Blackjack (633a) and Spanish 21 (635a). One
 * engine deals all three; each definition differs in its options schema and profile.
 */
import type { z } from 'zod';
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition } from '../../engine/game.js';
import { adviseAt } from './advise.js';
import { automate, interrupted, overdue } from './automate.js';
import { Command } from './commands.js';
import { decide } from './decide.js';
import { describeEvent as describe } from './describe.js';
import { drills } from './drills.js';
import { blackjackOdds } from './odds.js';
import { blackjackSimulation } from './simulate.js';
import { evolve, initialState } from './evolve.js';
import {
  blackjackOptions,
  checkOptions,
  doubleAttackOptions,
  spanish21Options,
  type AnyOptions,
} from './options.js';
import type { GameId } from './profile.js';
import type { BlackjackState, Event } from './state.js';
import { tableOf, view, type BlackjackView } from './view.js';

export type BlackjackGame = GameDefinition<AnyOptions, BlackjackState, Command, Event, BlackjackView>;

const machine = { decide, evolve, view, automate, interrupted, overdue, describe };

function define(id: GameId, options: z.ZodType<AnyOptions>): BlackjackGame {
  return {
    ...registered(tableOf(id), 'proposed-2013', options, (o) => checkOptions(id, o)),
    ...tableMachine({ commands: Command, initialState: (o, auto) => initialState(id, o, auto), ...machine }),
    drills: (o, rng) => drills(id, o, rng),
    odds: (o, scope) => blackjackOdds(id, o, scope),
    advise: adviseAt,
    simulate: (o, params, scope) => blackjackSimulation(id, o, params, scope),
  };
}

export const doubleAttackBlackjack = define('double-attack-blackjack', doubleAttackOptions);
export const blackjack = define('blackjack', blackjackOptions);
export const spanish21 = define('spanish-21', spanish21Options);

export type { BlackjackState, Event as BlackjackEvent } from './state.js';
export type { BlackjackView } from './view.js';
