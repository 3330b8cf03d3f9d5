/**
 * Craps and Mini-Craps (ch. 623a), with the Fire Bet and Bonus Craps: one machine, two definitions.
 * Mini-Craps differs in its options (seated players only, no Bonus Craps area unless a layout is
 * approved, spec ruling C5).
 */
import type { GameDefinition } from '../../engine/game.js';
import { crapsOdds, crapsWagerSpecs } from '../../math/craps-exact.js';
import { simulateSpecs } from '../../math/dice-simulate.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { Command } from './commands.js';
import { describeEvent } from './describe.js';
import { crapsDrills } from './drills.js';
import {
  automate,
  decide,
  evolve,
  initialState,
  type CrapsGameId,
  type CrapsState,
  type Event,
} from './machine.js';
import { checkCrapsOptions, crapsOptionsSchema } from './options.js';
import { DEFAULT_FIRE_PAYTABLE, FIELD_TRIPLE_12, type CrapsOptions } from './rules.js';
import { view, type CrapsView } from './view.js';

registerDiceSections();

export type CrapsGame = GameDefinition<CrapsOptions, CrapsState, Command, Event, CrapsView>;

/** The options `all` reports: everything the regulation allows besides what the table offers. */
const allScope = (o: CrapsOptions): CrapsOptions => ({
  ...o,
  fireBet: o.fireBet ?? DEFAULT_FIRE_PAYTABLE,
  layBet: o.layBet ?? { percent: 5, collected: 'on-win' },
  buyBet: o.buyBet ?? { percent: 5, collected: 'on-win' },
  horn: true,
  world: true,
  bonusCraps: true,
});

/** The same rows `odds` reports: with `all`, the Field paying triple on the 12 as well. */
function specsFor(o: CrapsOptions, scope: 'all' | 'table') {
  if (scope === 'table') return crapsWagerSpecs(o);
  const all = allScope(o);
  const specs = crapsWagerSpecs(all);
  const triple = crapsWagerSpecs({ ...all, field: FIELD_TRIPLE_12 }).find((r) => r.wager === 'field');
  if (triple && !specs.some((r) => r.wager === 'field' && r.variant === triple.variant))
    specs.splice(specs.findIndex((r) => r.wager === 'field') + 1, 0, triple);
  return specs;
}

function define(id: CrapsGameId): CrapsGame {
  return {
    id,
    name: id === 'craps' ? 'Craps' : 'Mini-Craps',
    chapter: '623a',
    status: 'proposed-2013',
    options: crapsOptionsSchema(id),
    checkOptions: (o) => checkCrapsOptions(id, o),
    commands: Command,
    setup: (o, table) => initialState(id, o, table?.automated ?? false),
    decide,
    evolve,
    view,
    automate,
    roundOf: (s) => s.round,
    describe: describeEvent,
    drills: (o, rng) => crapsDrills(id, o, rng),
    odds: (o, scope) => crapsOdds(o, scope),
    simulate: (o, params, scope) =>
      Promise.resolve(simulateSpecs(specsFor(o, scope), params.rounds, params.seed, params.onProgress)),
  };
}

export const craps = define('craps');
export const miniCraps = define('mini-craps');

export type { CrapsOptions } from './rules.js';
export type { CrapsState, Event as CrapsEvent } from './machine.js';
export type { Command as CrapsCommand } from './commands.js';
export type { CrapsView } from './view.js';
