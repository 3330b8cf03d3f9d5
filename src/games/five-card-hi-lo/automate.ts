/**
 * The automated dealer of a Five Card Hi-Lo table: the deck's steps (shuffle, cut), the deal, the
 * dealer's turn and the settlement; the players play or fold, and set, themselves, and a player who does
 * not answer is folded when the table's decision time runs out (`overdue`).
 */
import type { Actor } from '../../engine/game.js';
import { dealerSteps } from '../../engine/procedures/card-table.js';
import { DEAL_AND_SETTLE } from '../../engine/procedures/card-table-decide.js';
import type { Command } from './commands.js';
import { deck } from './decide.js';
import { decisionTurn, playerAsked, type HiLoState, type Phase } from './state.js';

/** The dealer's step by phase, after the deck's (shuffle, cut); none while players act. */
export const automate = dealerSteps<HiLoState, Phase, Command>(deck, {
  ...DEAL_AND_SETTLE,
  dealer: { type: 'turn-over' },
});

/**
 * An automated table waiting on a player past the table's decision time (ruling R50): the player the
 * dealer asks to play or fold (§ 663a.11(b)) who does not answer makes no Play Wager, and a player who
 * "does not make a Play Wager" forfeits the Ante and any Tie Wager, his Poker Bonus staying
 * (§ 663a.11(b)(1), (2)): his hand is folded, one player at a time in the order he is asked. Setting
 * never holds the table: a hand its player has not set plays as § 663a.11(d) sets it, the three higher
 * cards high (one ace low with four aces), the one-ace-low choice being his to make before the turn-over.
 */
export function overdue(s: HiLoState): { actor: Actor; command: Command } | undefined {
  if (!s.automated) return undefined;
  const player = playerAsked(s);
  const h = player === undefined ? undefined : decisionTurn(s, player);
  return player === undefined || !h
    ? undefined
    : { actor: { role: 'player', seat: player }, command: { type: 'fold', area: h.seat } };
}
