/**
 * The automated dealer's steps (`automate`: shuffle, cut, burn, deal, turn, draw, settle; people act for
 * themselves), and what an automated baccarat table does when it cannot carry on as the procedure runs
 * (ruling R22):
 * - a round cut off by a failure of the table (the server stopped after the wagers were closed and
 *   before settlement) is voided by the floor as under …13 (ruling R7): every wager on the layout is
 *   returned and the shoe is finished. No person saw the round dealt to its end, and the chapter voids
 *   a round it cannot complete ((e)) rather than finishing it later; a round still taking wagers simply
 *   goes on (nothing has been decided, every wager may still be withdrawn);
 * - a player offered the cut (…5(b)) who does not answer within the table's decision time is taken to
 *   have declined, so the offer passes on in the regulation's order and the engine cuts once everyone
 *   has declined (ruling R6); likewise a player offered the shoe (631a.14) who does not answer;
 * - a player holding the right to turn a hand's cards (the squeeze) who has not turned them within the
 *   decision time is required to relinquish them, as the dealer may for unreasonable delay (…8(d)); the
 *   right passes on and, once nobody holds it, the dealer turns the cards.
 */
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { automatedShoeStep, overdueCut } from '../../engine/procedures/multi-deck-shoe.js';
import { dealingStep } from './dealing.js';
import { profileOf } from './profile.js';
import { phaseOf, type BaccaratState } from './state.js';

export function interrupted(s: BaccaratState): { actor: Actor; command: Command } | undefined {
  if (phaseOf(s) !== 'dealing') return undefined;
  return {
    actor: { role: 'floorperson' },
    command: { type: 'void-round', reason: 'the automated table stopped mid-round and resumed from its log' },
  };
}

export function overdue(s: BaccaratState): { actor: Actor; command: Command } | undefined {
  if (!s.automated) return undefined;
  if (phaseOf(s) === 'cut') return overdueCut(s.shoe);
  const offered = s.shoeOffer?.order[s.shoeOffer.next];
  if (offered !== undefined)
    return { actor: { role: 'player', seat: offered }, command: { type: 'decline-shoe' } };
  if (phaseOf(s) === 'dealing') {
    const step = dealingStep(s);
    if (step.kind === 'reveal' && step.by !== 'dealer')
      return { actor: { role: 'dealer' }, command: { type: 'require-relinquish', hand: step.hand } };
  }
  return undefined;
}

/** The automated dealer's next step; undefined when a person must act (a player curator deals himself). */
export function automate(s: BaccaratState): { actor: Actor; command: Command } | undefined {
  const dealer: Actor = { role: 'dealer' };
  const phase = phaseOf(s);
  if (phase === 'betting') return undefined;
  if (phase !== 'dealing') {
    const command = automatedShoeStep(s.shoe);
    return command && { actor: dealer, command };
  }
  const step = dealingStep(s);
  const who = profileOf(s).curator && typeof s.curator === 'number' ? undefined : dealer;
  switch (step.kind) {
    case 'deal':
      return who && { actor: who, command: { type: 'deal' } };
    case 'draw-third':
      return who && { actor: who, command: { type: 'draw-third', hand: step.hand } };
    case 'reveal':
      return step.by === 'dealer'
        ? { actor: dealer, command: { type: 'reveal', hand: step.hand } }
        : undefined;
    case 'settle-house-money':
      return { actor: dealer, command: { type: 'settle-house-money' } };
    case 'house-money-choice':
      return undefined;
    case 'settle':
      return { actor: dealer, command: { type: 'settle' } };
  }
}
