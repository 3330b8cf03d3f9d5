/** One plain line per Asia Poker event. */
import { formatCards } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import type { Event } from './machine.js';

const where = (p: number): string => (p === 0 ? 'the dealer' : `seat ${p}`);
/** "at area N" for a wager on the player's second betting area (§ 659a.7(f)). */
const at = (e: { readonly seat: number; readonly area?: number }): string =>
  e.area !== undefined && e.area !== e.seat ? ` at area ${e.area}` : '';

export function describeEvent(e: Event): string {
  const c = 'citation' in e ? `  [${e.citation}]` : '';
  switch (e.type) {
    case 'seated':
      return `${e.name} sits at seat ${e.seat} with ${formatCents(e.chips)}`;
    case 'bought-in':
      return `seat ${e.seat} buys ${formatCents(e.amount)} in chips`;
    case 'left':
      return `seat ${e.seat} leaves, cashing out ${formatCents(e.chips)}`;
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
      return e.method === 'button'
        ? `the button marks ${where(e.position)} as the starting position${c}`
        : `${e.method === 'shaker' ? `the dice show ${e.dice?.join('-') ?? ''}, total` : 'the random number is'} ${e.total}: counting from the dealer as one, counterclockwise, the deal starts at ${where(e.position)}${c}`;
    case 'face-up-card-discarded':
      return `a card found face up in the deck goes to the discard rack${c}`;
    case 'cards-dealt':
      return `seven cards to every position and the dealer, one at a time clockwise from the starting position${c}`;
    case 'stub-counted':
      return `the stub holds ${e.stub} cards (${e.expected} expected)${c}`;
    case 'stacks-discarded':
      return `the unwagered stacks at ${e.positions.map(where).join(', ')} go to the discard rack unseen${c}`;
    case 'card-drawn-in-error':
      return `a card drawn in error, unexposed, is used as the next card${c}`;
    case 'player-card-exposed':
      return `a card dealt to seat ${e.seat} was exposed: the player may void the hand${c}`;
    case 'house-way-told':
      return `seat ${e.seat} asks for help: the house way is ${formatCards(e.high)} | ${formatCards(e.medium)} | ${formatCards(e.low)}${c}`;
    case 'hands-set':
      return `seat ${e.seat} sets its hands face down${e.foul ? ' (not set correctly)' : ''}${c}`;
    case 'hand-voided':
      return `seat ${e.seat} voids the hand; its wagers are returned${c}`;
    case 'dealer-set':
      return `the dealer sets ${formatCards(e.high)} | ${formatCards(e.medium)} | ${formatCards(e.low)} (${e.rule})${c}`;
    case 'dealer-reset':
      return `the dealer hand was not set the house way: reset to ${formatCards(e.high)} | ${formatCards(e.medium)} | ${formatCards(e.low)}${c}`;
    case 'surrendered':
      return `seat ${e.seat} surrenders; the Asia Poker Wager is collected${c}`;
    case 'surrender-declined':
      return `seat ${e.seat} keeps the hand (no surrender)${c}`;
    case 'hands-revealed':
      return e.foul
        ? `seat ${e.seat}'s hands were not set correctly (${e.foul.replaceAll('_', ' ')})${c}`
        : `seat ${e.seat}: high ${e.results[0] ?? '-'}, medium ${e.results[1] ?? '-'}, low ${e.results[2] ?? '-'}${c}`;
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
  }
}
