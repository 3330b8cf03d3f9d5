/**
 * The automated dealer of a Three Card Poker table: the deck's steps (shuffle, cut), the deal, the
 * reveal of the dealer's hand and the settlement; each player plays or folds himself.
 */
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { deck } from './decide.js';
import { decidingSeat, type TcpState } from './state.js';

export function automate(s: TcpState): { actor: Actor; command: Command } | undefined {
  const step = deck.automate(s);
  if (step) return step;
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase) {
    case 'dealing':
      return { actor: dealer, command: { type: 'deal' } };
    case 'showdown':
      return { actor: dealer, command: { type: 'reveal-dealer' } };
    case 'settling':
      return { actor: dealer, command: { type: 'settle' } };
    case 'betting':
    case 'deciding':
      return undefined;
  }
}

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
