/**
 * One plain line per Asia Poker event, as a viewer may read it. A player's cards are named only to those
 * the view shows them to (`seesHand`: the player, compliance, everyone once revealed), so the house way
 * told to a player who then surrenders stays his (§ 659a.11(a)(1), (d)); the dealer's hands are named
 * once set, when the view turns them over for everyone.
 */
import { formatCards } from '../../core/cards.js';
import { describeSeating } from '../../engine/procedures/card-table.js';
import { formatCents } from '../../core/money.js';
import { cardsFor, holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { DEAL_CITE } from './rules.js';
import { handOf, type AsiaState, type Event } from './state.js';
import { seesHand } from './view.js';

const where = (p: number): string => (p === 0 ? 'the dealer' : `seat ${p}`);
/** The player of a hand, and its area where it is his second one (§ 659a.7(f)). */
const who = (e: { readonly seat: number; readonly player?: number }): string =>
  e.player === undefined ? `seat ${e.seat}` : `seat ${e.player} (area ${e.seat})`;
/** "at area N" for a wager on the player's second betting area (§ 659a.7(f)). */
const at = (e: { readonly seat: number; readonly area?: number }): string =>
  e.area !== undefined && e.area !== e.seat ? ` at area ${e.area}` : '';

export function describeEvent(e: Event, viewer: Viewer, before: AsiaState): string {
  const c = 'citation' in e ? `  [${e.citation}]` : '';
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
      return describeSeating(e);
    case 'shuffled':
      return `the 53-card deck${e.deck ? ` (${e.deck})` : ''} is shuffled (${e.source})${c}`;
    case 'cut':
      return `the cover card is placed ${e.position} cards in and the deck is cut${c}`;
    case 'recut-ordered':
      return `a floorperson orders a recut${c}`;
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${e.kind}${at(e)}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes back ${formatCents(e.amount)} from ${e.kind}${at(e)}${c}`;
    case 'no-more-bets':
      return `"No more bets."${c}`;
    case 'no-roll':
      return `"No roll" (${e.reason.replaceAll('-', ' ')}): the shaker is shaken again${c}`;
    case 'start-determined':
      if (e.method === 'device')
        return `the reshuffling device's procedure deals the first card to ${where(e.position)}${c}`;
      return e.method === 'button'
        ? `the button marks ${where(e.position)} as the starting position${c}`
        : `${e.method === 'shaker' ? `the dice show ${e.dice?.join('-') ?? ''}, total` : 'the random number is'} ${e.total}: counting from the dealer as one, counterclockwise, the deal starts at ${where(e.position)}${c}`;
    case 'face-up-card-discarded':
      return `a card found face up in the deck goes to the discard rack${c}`;
    case 'cards-dealt':
      // The automated shoe dispenses a stack per position (§ 659a.10(b)); otherwise one card at a time.
      return e.citation === DEAL_CITE['automated-shoe']
        ? `a stack of seven cards to every position and the dealer, clockwise from the starting position${c}`
        : `seven cards to every position and the dealer, one at a time clockwise from the starting position${c}`;
    case 'stub-counted':
      return `the stub holds ${e.stub} cards (${e.expected} expected)${c}`;
    case 'stacks-discarded':
      return `the unwagered stacks at ${e.positions.map(where).join(', ')} go to the discard rack unseen${c}`;
    case 'card-drawn-in-error':
      return `a card drawn in error, unexposed, is used as the next card${c}`;
    case 'player-card-exposed':
      // The exposed card is named to the player it was dealt to (whose view shows it) and compliance.
      return `a card dealt to ${who(e)}${e.card === undefined ? '' : ` (${cardsFor(holdsOrAudits(viewer, e.player ?? e.seat), [e.card])})`} was exposed: the player may void the hand${c}`;
    case 'hand-played-out':
      return `${who(e)} plays out the hand whose card was exposed${c}`;
    case 'house-way-told': {
      const h = handOf(before, e.seat);
      const sees = viewer.role === 'compliance' || (h !== undefined && seesHand(before, h, viewer));
      return `${who(e)} asks for help: the house way is ${cardsFor(sees, e.high)} | ${cardsFor(sees, e.medium)} | ${cardsFor(sees, e.low)}${c}`;
    }
    case 'hands-set':
      return `${who(e)} sets its hands face down${e.foul ? ' (not set correctly)' : ''}${c}`;
    case 'hand-voided':
      return `${who(e)} voids the hand; its wagers are returned${c}`;
    case 'dealer-set':
      return `the dealer sets ${formatCards(e.high)} | ${formatCards(e.medium)} | ${formatCards(e.low)} (${e.rule})${c}`;
    case 'dealer-reset':
      return `the dealer hand was not set the house way: reset to ${formatCards(e.high)} | ${formatCards(e.medium)} | ${formatCards(e.low)}${c}`;
    case 'surrendered':
      return `${who(e)} surrenders; the Asia Poker Wager is collected${c}`;
    case 'surrender-declined':
      return `${who(e)} keeps the hand (no surrender)${c}`;
    case 'hands-revealed':
      return e.foul
        ? `${who(e)}'s hands were not set correctly (${e.foul.replaceAll('_', ' ')})${c}`
        : `${who(e)}: high ${e.results[0] ?? '-'}, medium ${e.results[1] ?? '-'}, low ${e.results[2] ?? '-'}${c}`;
    case 'wager-settled':
      return e.outcome === 'win'
        ? `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} wins ${formatCents(e.winnings)}${e.hand ? ` (${e.hand})` : ''}${e.limited ? ', held to the payout limit' : ''}${c}`
        : e.outcome === 'push'
          ? `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} is returned${c}`
          : `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} loses${c}`;
    case 'round-voided':
      return `all hands void, wagers returned: ${e.reason}${e.deckRemoved ? '; the deck is removed from the table' : ''}${c}`;
    case 'round-complete':
      return `the cards go to the discard rack${c}`;
    case 'shuffler-malfunction':
      return `the shuffler failed to complete its cycle: the cards are reshuffled${c}`;
    case 'reshuffle-ordered':
      return `a floorperson directs the dealer to reshuffle the cards${c}`;
    case 'deck-removed':
      return `the deck is removed from the table: ${e.reason}${c}`;
  }
}
