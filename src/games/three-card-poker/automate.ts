/**
 * The automated dealer of a Three Card Poker table: the deck's steps (shuffle, cut), the deal, the
 * reveal of the dealer's hand and the settlement; each player plays or folds himself.
 */
import type { Actor } from '../../engine/game.js';
import { dealerSteps } from '../../engine/procedures/card-table.js';
import { DEAL_AND_SETTLE } from '../../engine/procedures/card-table-decide.js';
import type { Command } from './commands.js';
import { deck } from './decide.js';
import { decidingSeat, type Phase, type TcpState } from './state.js';

/** The dealer's step by phase, after the deck's (shuffle, cut); none while players act. */
export const automate = dealerSteps<TcpState, Phase, Command>(deck, {
  ...DEAL_AND_SETTLE,
  showdown: { type: 'reveal-dealer' },
});

/**
 * An automated table waiting on a player past the table's decision time: the player folds (ruling R67).
 * A Play Wager is chips the player puts on the layout (§ 669a.11(f)); silence puts none there, and the
 * only other choice the rule gives is the fold, as silence keeps an Asia Poker hand (R26).
 */
export function overdue(s: TcpState): { actor: Actor; command: Command } | undefined {
  if (!s.automated) return undefined;
  const seat = decidingSeat(s);
  return seat === undefined ? undefined : { actor: { role: 'player', seat }, command: { type: 'fold' } };
}
