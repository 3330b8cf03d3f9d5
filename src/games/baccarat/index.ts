/**
 * The three baccarat-family games: Minibaccarat (627a), Midibaccarat (629a) and Baccarat (631a). One
 * machine serves all three; each definition differs only in its profile (profile.ts).
 */
import { compareOdds, oddsId } from '../../core/odds.js';
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition, OddsRow } from '../../engine/game.js';
import { analyseBaccarat, type BaccaratAnalysisParams } from './math/exact.js';
import { summariseBaccaratSim } from './math/sim.js';
import { simulateBaccaratParallel } from './math/sim-parallel.js';
import { Command } from './commands.js';
import { describeEvent as describe } from './describe.js';
import { decide } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { automate, interrupted, overdue } from './interruption.js';
import { checkOptions, optionsSchema, type BaccaratOptions } from './options.js';
import { PROFILES, type GameId, type Profile } from './profile.js';
import { MINIMUM_TIE_ODDS } from './rules.js';
import type { BaccaratState, Event } from './state.js';
import { tableOf, view, type BaccaratView } from './view.js';

export type BaccaratGame = GameDefinition<BaccaratOptions, BaccaratState, Command, Event, BaccaratView>;

const machine = { decide, evolve, view, automate, interrupted, overdue, describe };

function define(id: GameId): BaccaratGame {
  const p = PROFILES[id];
  return {
    ...registered(tableOf(id), 'final-form', optionsSchema(p), (o) => checkOptions(p, o)),
    ...tableMachine({ commands: Command, initialState: (o, auto) => initialState(id, o, auto), ...machine }),
    odds: (o, scope) => odds(p, o, scope),
    simulate: async (o, params, scope) => {
      const math = mathParams(p, o, scope);
      const acc = await simulateBaccaratParallel({ ...math, ...params });
      const summary = summariseBaccaratSim(math, acc);
      const citations = new Map(analyseBaccarat(math).map((r) => [`${r.wager}/${r.variant}`, r.citation]));
      const rows = summary.wagers.map((w) => ({
        wager: w.wager,
        variant: w.variant,
        houseEdge: w.houseEdge,
        standardError: w.standardError,
        method: 'simulation' as const,
        citation: citations.get(`${w.wager}/${w.variant}`) ?? '',
      }));
      return {
        rounds: summary.rounds,
        shoes: summary.shoes,
        wagers: scope === 'all' ? rows : rows.filter((r) => offered(o, r)),
      };
    },
  };
}

function mathParams(p: Profile, o: BaccaratOptions, scope: 'all' | 'table'): BaccaratAnalysisParams {
  const tieOdds =
    scope === 'all' && compareOdds(o.tieOdds, MINIMUM_TIE_ODDS) !== 0
      ? [MINIMUM_TIE_ODDS, o.tieOdds]
      : [o.tieOdds];
  return {
    decks: o.decks,
    tieOdds,
    houseMoneyAddPortion: { num: o.houseMoney.addPortionPercent, den: 100 },
    sections: {
      wagers: p.sections.wagers,
      payout: p.sections.payout,
      houseMoneyPaytable: `${p.sections.payout}${p.clauses.houseMoneyOdds}`,
      houseMoneyAdd: `${p.sections.dealing}${p.clauses.houseMoney}`,
    },
  };
}

/** Every wager's exact house edge; `table` keeps only what a table under these options offers. */
function odds(p: Profile, o: BaccaratOptions, scope: 'all' | 'table'): OddsRow[] {
  const rows = analyseBaccarat(mathParams(p, o, scope));
  return scope === 'all' ? rows : rows.filter((r) => offered(o, r));
}

/** Whether a table under these options offers this wager and variant. */
function offered(o: BaccaratOptions, r: { readonly wager: string; readonly variant: string }): boolean {
  switch (r.wager) {
    case 'banker':
      return r.variant === (o.ez ? 'ez' : 'commission');
    case 'tie':
      return r.variant === oddsId(o.tieOdds);
    case 'dragon-bonus-player':
    case 'dragon-bonus-banker':
      return r.variant === o.dragonBonus;
    case 'dragon-7-insurance':
      return o.ez && o.dragon7Insurance;
    case 'house-money':
      return o.houseMoney.offered && r.variant !== (o.ez ? 'add-to-wager' : 'add-to-wager-ez');
    default:
      return true;
  }
}

export const minibaccarat = define('minibaccarat');
export const midibaccarat = define('midibaccarat');
export const baccarat = define('baccarat');

export type { BaccaratOptions } from './options.js';
export type { BaccaratState, Event as BaccaratEvent } from './state.js';
export type { Command as BaccaratCommand } from './commands.js';
export type { BaccaratView } from './view.js';
