/**
 * The automated dealer of a Raise It Up table: the deck's steps (shuffle, cut), the deal, each community
 * card once every remaining player has decided, and settlement. The players decide themselves; one who
 * does not answer within the table's decision time is answered for by the text (`overdue`).
 */
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { deck, isStreet, toAct } from './decide.js';
import type { RaiseItUpState } from './state.js';

export function automate(s: RaiseItUpState): { actor: Actor; command: Command } | undefined {
  const step = deck.automate(s);
  if (step) return step;
  const dealer: Actor = { role: 'dealer' };
  if (s.phase === 'dealing') return { actor: dealer, command: { type: 'deal' } };
  if (s.phase === 'settling') {
    // The progressive table game system validates the payout at an automated table (ruling R63).
    const v = s.validation;
    return v && !v.validated
      ? { actor: { role: 'system' }, command: { type: 'validate-progressive', seat: v.seat } }
      : { actor: dealer, command: { type: 'settle' } };
  }
  if (isStreet(s.phase) && !toAct(s)) return { actor: dealer, command: { type: 'turn-card' } };
  return undefined;
}

/**
 * A player who does not answer past the table's decision time has placed no Play Wager: at 3rd and 4th
 * Street that is a check (§ 669a.11(b), (d): "check or place a Play Wager"), before 6th Street a fold
 * (§ 669a.1: a fold is "the withdrawal of a player from a round of play by not making a Play Wager";
 * § 669a.11(f)). So no idle player holds the table (ruling R62).
 */
export function overdue(s: RaiseItUpState): { actor: Actor; command: Command } | undefined {
  if (!s.automated) return undefined;
  const h = toAct(s);
  if (!h) return undefined;
  const actor: Actor = { role: 'player', seat: h.seat };
  return { actor, command: s.phase === 'fifth' ? { type: 'fold' } : { type: 'check' } };
}
