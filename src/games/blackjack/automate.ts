/**
 * The automated dealer's steps, and what an automated table does when a person does not answer:
 * - the dealer: shuffle, cut, burn (the shared shoe procedure), deal, peek (once every Insurance offer
 *   is answered), turn the hole card, draw or stand by the draw rule (665a.7(n)), settle;
 * - ruling R53: a player who does not answer within the table's decision time stands on the hand in
 *   play (the only action that takes no chips and draws no card), declines Insurance, and takes the
 *   House Money payout without a ride; a player offered the cut declines it (R22);
 * - ruling R54: a round cut off by a failure of the table is voided by the floor, every wager
 *   returned (as R7 and 665a.13(h) return "every wager" when a round cannot stand).
 */
import type { Actor } from '../../engine/game.js';
import { automatedShoeStep, overdueCut } from '../../engine/procedures/multi-deck-shoe.js';
import { dealerDraws } from './cards.js';
import type { Command } from './commands.js';
import { shoeRunsOut } from './decide.js';
import { activeHand, phaseOf, type BlackjackState } from './state.js';

type Step = { actor: Actor; command: Command } | undefined;
const dealer: Actor = { role: 'dealer' };

export function automate(s: BlackjackState): Step {
  const phase = phaseOf(s);
  if (shoeRunsOut(s)) return { actor: dealer, command: { type: 'reshuffle-discards' } };
  switch (phase) {
    case 'needs-shuffle':
    case 'cut':
    case 'needs-burn': {
      const command = automatedShoeStep(s.shoe);
      return command && { actor: dealer, command };
    }
    case 'betting':
    case 'double-attack':
    case 'house-money':
    case 'play':
      return undefined;
    case 'closed':
    case 'double-attack-closed':
      return s.readerOut ? undefined : { actor: dealer, command: { type: 'deal' } };
    case 'insurance':
      return s.r.boxes.some((b) => b.insurance === 'open')
        ? undefined
        : { actor: dealer, command: { type: 'peek' } };
    case 'peek':
      return { actor: dealer, command: { type: 'peek' } };
    case 'dealer':
      if (!s.r.holeShown) return { actor: dealer, command: { type: 'reveal' } };
      return {
        actor: dealer,
        command: {
          type: dealerDraws(s.r.dealer, s.table.rules.dealerHitsSoft17) ? 'dealer-hit' : 'dealer-stand',
        },
      };
    case 'settle':
      return { actor: dealer, command: { type: 'settle' } };
  }
}

export function overdue(s: BlackjackState): Step {
  if (!s.automated) return undefined;
  const phase = phaseOf(s);
  if (phase === 'cut') return overdueCut(s.shoe);
  if (phase === 'insurance') {
    const open = s.r.boxes.find((b) => b.insurance === 'open');
    return open && { actor: { role: 'player', seat: open.seat }, command: { type: 'decline-insurance' } };
  }
  if (phase === 'house-money') {
    const due = s.r.houseMoneyDue[0];
    return due && { actor: { role: 'player', seat: due.seat }, command: { type: 'ride', amount: 0 } };
  }
  if (phase === 'play') {
    const a = activeHand(s);
    return a && { actor: { role: 'player', seat: a.box.seat }, command: { type: 'stand' } };
  }
  return undefined;
}

export function interrupted(s: BlackjackState): Step {
  const phase = phaseOf(s);
  if (s.shoe.stage.kind !== 'in-play' || phase === 'betting') return undefined;
  return {
    actor: { role: 'floorperson' },
    command: { type: 'void-round', reason: 'the automated table stopped mid-round and resumed from its log' },
  };
}
