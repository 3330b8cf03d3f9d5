/**
 * Craps and Mini-Craps (ch. 623a), with the Fire Bet and Bonus Craps: one machine, two definitions.
 * Mini-Craps differs in its options (seated players only, no Bonus Craps area unless a layout is
 * approved, spec ruling C5).
 */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { Actor, GameDefinition } from '../../engine/game.js';
import { simulateSpecsOnPool } from '../../math/chain-pool.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { decide } from './decide.js';
import { describeEvent as describe } from './describe.js';
import { crapsDrills } from './drills.js';
import { crapsOdds, crapsSpecSource, crapsSpecs } from './math/exact.js';
import { checkCrapsOptions, crapsOptionsSchema, type CrapsGameId, type CrapsOptions } from './options.js';
import { crapsDice } from './shooter.js';
import { evolve, initialState, type CrapsState, type Event } from './state.js';
import { tableOf, view, type CrapsView } from './view.js';

registerDiceSections();

export type CrapsGame = GameDefinition<CrapsOptions, CrapsState, Command, Event, CrapsView>;

/** The dealer's next step: give the dice to a shooter, throw once bets are closed, settle the roll. */
function automate(s: CrapsState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  if (s.phase === 'rolling') return s.automated ? { actor: dealer, command: { type: 'roll' } } : undefined;
  if (s.phase === 'settling') return { actor: dealer, command: { type: 'settle' } };
  return crapsDice.due(s);
}

const machine = { decide, evolve, view, automate, describe };

function define(id: CrapsGameId): CrapsGame {
  return {
    ...registered(tableOf(id), 'proposed-2013', crapsOptionsSchema(id), (o) => checkCrapsOptions(id, o)),
    ...tableMachine({ commands: Command, initialState: (o, auto) => initialState(id, o, auto), ...machine }),
    drills: (o, rng) => crapsDrills(id, o, rng),
    odds: (o, scope) => crapsOdds(o, scope),
    // Every wager's chain on every core (src/math/chain-pool.ts).
    simulate: (o, params, scope) =>
      simulateSpecsOnPool(crapsSpecs(o, scope), crapsSpecSource(o, scope), params),
  };
}

export const craps = define('craps');
export const miniCraps = define('mini-craps');

export type { CrapsOptions } from './options.js';
export type { CrapsState, Event as CrapsEvent } from './state.js';
export type { Command as CrapsCommand } from './commands.js';
export type { CrapsView } from './view.js';
