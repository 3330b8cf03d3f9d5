/** Every game Felt implements, by id. Servers, CLI and math find games here and nowhere else. */
import type { AnyGame } from '../engine/game.js';
import { asiaPoker } from './asia-poker/index.js';
import { baccarat, midibaccarat, minibaccarat } from './baccarat/index.js';
import { blackjack, doubleAttackBlackjack, spanish21 } from './blackjack/index.js';
import { craps, miniCraps } from './craps/index.js';
import { fiveCardHiLo } from './five-card-hi-lo/index.js';
import { propsAndHops } from './props-and-hops/index.js';
import { raiseItUp } from './raise-it-up/index.js';
import { threeDiceFootball } from './three-dice-football/index.js';
import { threeCardPoker } from './three-card-poker/index.js';

export const GAMES: ReadonlyMap<string, AnyGame> = new Map<string, AnyGame>(
  [
    minibaccarat,
    midibaccarat,
    baccarat,
    craps,
    miniCraps,
    propsAndHops,
    threeDiceFootball,
    fiveCardHiLo,
    asiaPoker,
    threeCardPoker,
    doubleAttackBlackjack,
    blackjack,
    spanish21,
    raiseItUp,
  ].map((g) => [g.id, g]),
);
