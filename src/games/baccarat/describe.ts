/**
 * One plain line per event, as a viewer may read it (compliance's line is the full one, for transcripts,
 * the CLI and the audit log). The cards named are those the view shows the viewer once the event is
 * applied: a face-up deal, a face-up third card and the card exposed at the burn to everyone; a face-down
 * card is named by no line (the squeezing player sees it in the view).
 */
import { formatCard, formatCards } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import { assertNever } from '../../core/result.js';
import { cardsFor, describeCutOffer } from '../../engine/describe.js';
import { describeSeating } from '../../engine/procedures/card-table.js';
import type { Viewer } from '../../engine/game.js';
import type { Event } from './state.js';

const handName = (h: 'player' | 'banker'): string => (h === 'player' ? "Player's Hand" : "Banker's Hand");
const who = (by: number | 'dealer'): string => (by === 'dealer' ? 'the dealer' : `seat ${by}`);

export function describeEvent(e: Event, viewer: Viewer): string {
  const c = 'citation' in e ? `  [${e.citation}]` : '';
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
      return describeSeating(e);
    case 'vigorish-collected':
      return `vigorish ${formatCents(e.amount)} collected from seat ${e.seat}${c}`;
    case 'vigorish-marked':
      return `vigorish ${formatCents(e.amount)} marked at seat ${e.seat} (owes ${formatCents(e.owed)})${c}`;
    case 'shuffled':
      return `${e.stack.length} cards shuffled${e.newDecks ? ' (new decks)' : ''}${e.batch ? ` (batch ${e.batch})` : ''} by a ${e.source} source${c}`;
    case 'cut-offered':
    case 'cut-declined':
      return describeCutOffer(e);
    case 'cut':
      return `${who(e.by)} cuts ${e.position} cards in; "last hand" card ${e.lastHandFromBottom} from the bottom${c}`;
    case 'recut-ordered':
      return `the floorperson orders a recut${c}`;
    case 'burned':
      return e.exposed !== undefined
        ? `burn: ${formatCard(e.exposed)} exposed, ${e.burned.length} more cards burned face down${c}`
        : `burn: ${e.burned.length} cards burned face down${c}`;
    case 'reshuffle-ordered':
      return `the floorperson directs a reshuffle: the shoe in play is finished${c}`;
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${e.kind}${c}`;
    case 'wager-changed':
      return `seat ${e.seat} ${e.kind} ${e.by >= 0 ? 'grows' : 'shrinks'} by ${formatCents(Math.abs(e.by))}: ${e.change}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes down ${formatCents(e.amount)} from ${e.kind}${c}`;
    case 'no-more-bets':
      return `"No more bets."${c}`;
    case 'cards-dealt':
      return e.faceUp
        ? `Player's Hand ${formatCards(e.player)}, Banker's Hand ${formatCards(e.banker)}${c}`
        : `four cards dealt face down${c}`;
    case 'cover-card':
      return `the cover card comes out: this hand is completed, then one more ("last hand")${c}`;
    case 'hand-revealed':
      return `${who(e.by)} turns the ${handName(e.hand)} face up${c}`;
    case 'squeeze-passed':
      return `seat ${e.from} relinquishes the ${handName(e.hand)} to ${e.to === null ? 'the dealer' : `seat ${e.to}`}${c}`;
    case 'third-card':
      // A face-down third card (the squeeze) is named only when its hand is turned, in the view.
      return e.faceUp
        ? `third card to the ${handName(e.hand)}: ${formatCard(e.card)}${c}`
        : `third card to the ${handName(e.hand)}, face down${e.to === undefined ? '' : e.to === null ? ' for the dealer to turn' : ` to seat ${e.to}`}${c}`;
    case 'result':
      return `${e.announcement}${c}`;
    case 'wager-settled':
      return e.outcome === 'win'
        ? `seat ${e.seat} ${e.kind} ${formatCents(e.amount)} wins ${formatCents(e.winnings)} at ${e.odds}${c}`
        : e.outcome === 'lose'
          ? `seat ${e.seat} ${e.kind} ${formatCents(e.amount)} loses${c}`
          : `seat ${e.seat} ${e.kind} ${formatCents(e.amount)} pushes and is returned${c}`;
    case 'house-money-due':
      return `House Money payout ${formatCents(e.payout)} to seat ${e.seat}: take it, or add it to a Player or Banker wager${c}`;
    case 'house-money-choice':
      return e.choice === 'take'
        ? `seat ${e.seat} takes the House Money payout ${formatCents(e.paid)}${c}`
        : `seat ${e.seat} adds ${formatCents(e.added)} to the ${e.choice} wager${e.paid ? ` and takes ${formatCents(e.paid)}` : ''}${c}`;
    case 'round-complete':
      return e.shoeFinished
        ? `cards to the discard rack; the shoe is finished${c}`
        : `cards to the discard rack${c}`;
    case 'card-held':
      return `a card drawn in error is set aside as the first card of the next hand${c}`;
    case 'card-set-aside': {
      // Like the simulated round it opens, whose first card it is: compliance only.
      const sees = viewer.role === 'compliance';
      return `${cardsFor(sees, [e.card])} exposed: set aside to open a simulated round once this round is settled${c}`;
    }
    case 'simulated-round': {
      // The simulated round's cards go to the discard rack and no view shows them: compliance only.
      const sees = viewer.role === 'compliance';
      return `simulated round (no wagers): Player ${cardsFor(sees, e.player)}, Banker ${cardsFor(sees, e.banker)}${c}`;
    }
    case 'cards-discarded':
      return `${e.cards.length} cards to the discard rack${c}`;
    case 'round-voided':
      return `round void: ${e.reason}; all wagers returned${c}`;
    case 'curator':
      return `${e.curator === 'dealer' ? 'the dealer' : `seat ${e.curator}`} deals as curator${c}`;
    case 'shoe-offered':
      return `the shoe is offered to seat ${e.order[0]}${c}`;
    case 'shoe-declined':
      return `seat ${e.seat} declines the shoe${c}`;
    case 'shuffler-malfunction':
      return `shuffler malfunction recorded: the next shoes are shuffled manually${c}`;
    default:
      return assertNever(e);
  }
}
