/**
 * The automated dealer of a Five Card Hi-Lo table: the deck's steps (shuffle, cut), the deal, the
 * dealer's turn and the settlement; the players play or fold, and set, themselves.
 */
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { deck } from './decide.js';
import type { HiLoState } from './state.js';

export function automate(s: HiLoState): { actor: Actor; command: Command } | undefined {
  const step = deck.automate(s);
  if (step) return step;
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase) {
    case 'dealing':
      return { actor: dealer, command: { type: 'deal' } };
    case 'dealer':
      return { actor: dealer, command: { type: 'turn-over' } };
    case 'settling':
      return { actor: dealer, command: { type: 'settle' } };
    case 'betting':
    case 'deciding':
      return undefined;
  }
}
