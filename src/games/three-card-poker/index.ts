/** Three Card Poker (ch. 649a; the 2013 amendments: the mini-royal flush and the Super Royal). */
import { registered, tableMachine } from '../../engine/define-game.js';
import type { GameDefinition } from '../../engine/game.js';
import { automate, overdue } from './automate.js';
import { Command } from './commands.js';
import { decide } from './decide.js';
import { describeEvent as describe } from './describe.js';
import { tcpDrills } from './drills.js';
import { threeCardPokerOdds } from './math/odds.js';
import { simulateThreeCardPoker } from './math/simulate.js';
import { checkOptions, optionsSchema, paytablesOf, type TcpOptions } from './options.js';
import { evolve, initialState, type Event, type TcpState } from './state.js';
import { adviseAt, TABLE, view, type TcpView } from './view.js';

export type TcpGame = GameDefinition<TcpOptions, TcpState, Command, Event, TcpView>;

const oddsOptions = (o: TcpOptions) => ({
  paytables: paytablesOf(o),
  pairPlusOffered: o.pairPlus,
  sixCardBonusOffered: o.sixCardBonus,
});

export const threeCardPoker: TcpGame = {
  ...registered(TABLE, 'proposed-2013', optionsSchema, checkOptions),
  ...tableMachine({ commands: Command, initialState, decide, evolve, view, automate, overdue, describe }),
  drills: tcpDrills,
  advise: adviseAt,
  odds: (o, scope) => threeCardPokerOdds(oddsOptions(o), scope),
  simulate: (o, params, scope) => {
    const sim = simulateThreeCardPoker({
      rounds: params.rounds,
      seed: params.seed,
      paytables: paytablesOf(o),
    });
    return Promise.resolve({
      rounds: params.rounds,
      wagers: sim.rows.filter(
        (r) =>
          scope === 'all' ||
          r.wager === 'ante-play' ||
          (r.wager === 'pair-plus' && o.pairPlus) ||
          (r.wager === 'six-card-bonus' && o.sixCardBonus),
      ),
    });
  },
};

export type { TcpOptions } from './options.js';
export type { TcpState, Event as TcpEvent } from './state.js';
export type { Command as TcpCommand } from './commands.js';
export type { TcpView } from './view.js';
