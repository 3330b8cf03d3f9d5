/**
 * One plain line per event, as a viewer may read it. Player cards and the up card are dealt face up
 * and named to everyone; the hole card is named to the table's staff and compliance (what their views
 * show) and to everyone once turned; a card discarded unseen is named to compliance only.
 */
import { formatCard, formatCards } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import { assertNever } from '../../core/result.js';
import { cardsFor, describeCutOffer } from '../../engine/describe.js';
import { describeSeating } from '../../engine/procedures/card-table.js';
import type { Viewer } from '../../engine/game.js';
import type { Event } from './state.js';

const who = (by: number | 'dealer'): string => (by === 'dealer' ? 'the dealer' : `seat ${by}`);

export function describeEvent(e: Event, viewer: Viewer): string {
  const c = 'citation' in e ? `  [${e.citation}]` : '';
  const staff = viewer.role !== 'player';
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
      return describeSeating(e);
    case 'shuffled':
      return `${e.stack.length} cards shuffled${e.batch ? ` (batch ${e.batch})` : ''} by a ${e.source} source${c}`;
    case 'cut-offered':
    case 'cut-declined':
      return describeCutOffer(e);
    case 'cut':
      return `${who(e.by)} cuts ${e.position} cards in; the cover card goes ${e.lastHandFromBottom} cards from the bottom${c}`;
    case 'recut-ordered':
      return `the floorperson orders a recut${c}`;
    case 'burned':
      return `burn: ${e.burned.length} card face down${c}`;
    case 'cover-card':
      return `the cover card comes out: this round is completed, then the cards are reshuffled${c}`;
    case 'shuffler-malfunction':
      return `shuffler malfunction recorded: the next shoes are shuffled manually${c}`;
    case 'reshuffle-ordered':
      return `the floorperson directs a reshuffle${c}`;
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${e.kind} (${e.spot})${c}`;
    case 'wager-changed':
      return `seat ${e.seat} ${e.kind} (${e.spot}) grows by ${formatCents(e.by)}: ${e.change}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes back ${formatCents(e.amount)} of ${e.kind} (${e.spot})${c}`;
    case 'wager-settled': {
      const row = 'row' in e && typeof e.row === 'string' ? ` (${e.row})` : '';
      return e.outcome === 'win'
        ? `seat ${e.seat} ${e.kind} (${e.spot}) ${formatCents(e.amount)} wins ${formatCents(e.winnings)} at ${e.odds}${row}${c}`
        : e.outcome === 'lose'
          ? `seat ${e.seat} ${e.kind} (${e.spot}) ${formatCents(e.amount)} loses${c}`
          : `seat ${e.seat} ${e.kind} (${e.spot}) ${formatCents(e.amount)} pushes and is returned${c}`;
    }
    case 'stage':
      return `${STAGE_LINES[e.stage]}${c}`;
    case 'up-card':
      return `the dealer's up card: ${formatCard(e.card)}${c}`;
    case 'dealt':
      return `${e.boxes.map((b) => `seat ${b.seat} ${formatCards(b.cards)}`).join(', ')}; dealer ${
        e.up === undefined ? '' : `${formatCard(e.up)} `
      }and hole card ${cardsFor(staff, [e.hole])}${c}`;
    case 'insurance-answered':
      return e.answer === 'declined'
        ? `seat ${e.seat} declines Insurance${c}`
        : `seat ${e.seat} takes even money${c}`;
    case 'peeked':
      return e.blackjack
        ? `the card reader shows a dealer Blackjack${c}`
        : `the card reader shows no dealer Blackjack${c}`;
    case 'hole-revealed':
      return `the dealer turns the hole card: ${formatCard(e.card)}${c}`;
    case 'card':
      return `seat ${e.seat} hand ${e.spot}: ${formatCard(e.card)} (${e.why})${c}`;
    case 'split':
      return `seat ${e.seat} splits hand ${e.spot}: the second card starts hand ${e.into}${c}`;
    case 'doubled':
      return `seat ${e.seat} doubles down on hand ${e.spot} for ${formatCents(e.amount)}${c}`;
    case 'hand-ended':
      return `seat ${e.seat} hand ${e.spot}: ${e.status}${c}`;
    case 'dealer-card':
      return `the dealer draws ${formatCard(e.card)}${c}`;
    case 'dealer-stands':
      return e.total > 21 ? `the dealer busts with ${e.total}${c}` : `the dealer stands on ${e.total}${c}`;
    case 'house-money-due':
      return `seat ${e.seat} may ride up to ${formatCents(e.payout)} of the House Money payout on the Blackjack Wager${c}`;
    case 'house-money-ride':
      return e.added
        ? `seat ${e.seat} rides ${formatCents(e.added)} on the Blackjack Wager${c}`
        : `seat ${e.seat} takes the House Money payout${c}`;
    case 'meter':
      return `${e.pool} meter ${e.why === 'reset' ? 'funded' : 'raised'} by ${formatCents(e.amount)}${c}`;
    case 'jackpot':
      return `seat ${e.seat} is paid ${formatCents(e.amount)} from the ${e.pool} meter${c}`;
    case 'card-discarded':
      return `${cardsFor(viewer.role === 'compliance', [e.card])} discarded: ${e.reason}${c}`;
    case 'discards-reshuffled':
      return `the shoe ran out: ${e.stack.length + 1} cards from the discard rack shuffled and cut, one burned face down; the round is finished from them${c}`;
    case 'card-held':
      return `${cardsFor(viewer.role === 'compliance', [e.card])} drawn in error, face down: it is the next card dealt${c}`;
    case 'card-exposed':
      return `${cardsFor(true, [e.card])} drawn in error and exposed: offered to the players in order, then the dealer, as the next card${c}`;
    case 'hit-skipped':
      return `the dealer skipped the card seat ${e.seat} asked for on hand ${e.spot}: the hand is played after all the others, before the hole card is turned, unless the player has it called dead${c}`;
    case 'round-voided':
      return `round void: ${e.reason}; every wager returned${c}`;
    case 'reader':
      return e.working
        ? `the card reader is in service${c}`
        : `the card reader is out of order: no dealing until it is repaired${c}`;
    case 'round-complete':
      return e.shoeFinished
        ? `cards to the discard rack; the shoe is finished${c}`
        : `cards to the discard rack${c}`;
    default:
      return assertNever(e);
  }
}

const STAGE_LINES = {
  betting: 'place your wagers',
  closed: '"No more bets."',
  'double-attack': 'Double Attack Wagers may be made, up to the Bet',
  'double-attack-closed': 'the Double Attack Wagers are closed',
  insurance: 'Insurance is offered',
  peek: 'the dealer checks the hole card with the card reader',
  'house-money': 'House Money winners may ride the payout',
  play: 'the players play their hands',
  dealer: 'every hand is complete: the dealer plays',
  settle: 'the dealer settles the wagers',
} as const;
