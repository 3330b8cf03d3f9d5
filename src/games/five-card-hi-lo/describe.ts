/**
 * One plain line per Five Card Hi-Lo event, as a viewer may read it. The only cards a line names are the
 * dealer's set hands and a player's hands as they are revealed, which the view then shows everyone; a
 * player's cards before that, and a folded hand ever, are named by no line. How a player set his hands
 * (one ace low or not) tells whether he holds an ace: only he and compliance read it before the reveal.
 */
import { formatCards } from '../../core/cards.js';
import { describeSeating } from '../../engine/procedures/card-table.js';
import { formatCents } from '../../core/money.js';
import { holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { ANTE_BONUS_LABEL } from './rules.js';
import { handOf, type Event, type HiLoState } from './state.js';

/** " at area N" for a wager on the player's second betting area (§ 663a.7(f)). */
const at = (e: { readonly seat: number; readonly area?: number }): string =>
  e.area !== undefined && e.area !== e.seat ? ` at area ${e.area}` : '';

export function describeEvent(e: Event, viewer: Viewer, before: HiLoState): string {
  const c = 'citation' in e ? `  [${e.citation}]` : '';
  switch (e.type) {
    case 'seated':
    case 'bought-in':
    case 'left':
      return describeSeating(e);
    case 'shuffled':
      return `the deck${e.deck ? ` (${e.deck})` : ''} is shuffled (${e.source})${c}`;
    case 'cut':
      return `the cover card is placed ${e.position} cards from the top and the deck is cut${c}`;
    case 'wager-placed':
      return `seat ${e.seat} wagers ${formatCents(e.amount)} on ${e.kind}${at(e)}${c}`;
    case 'wager-withdrawn':
      return `seat ${e.seat} takes back ${formatCents(e.amount)} from ${e.kind}${at(e)}${c}`;
    case 'no-more-bets':
      return `"No more bets."${c}`;
    case 'face-up-card-discarded':
      return `a card found face up in the deck goes to the discard rack${c}`;
    case 'cards-dealt':
      return `five cards each to seat${e.hands.length === 1 ? '' : 's'} ${e.hands.map((h) => h.seat).join(', ')} and the dealer${c}`;
    case 'stub-counted':
      return `the stub holds ${e.stub} cards; ${e.accounted} cards are accounted for${c}`;
    case 'card-drawn-in-error':
      return `a card drawn in error, unexposed, is used as the next card${c}`;
    case 'folded':
      return `seat ${e.seat} forfeits the Ante${c}`;
    case 'hands-set': {
      const player = handOf(before, e.seat)?.player ?? e.seat;
      return holdsOrAudits(viewer, player)
        ? `seat ${e.seat} sets ${e.aceLow ? 'one ace in the low hand' : 'the three higher cards high'}${c}`
        : `seat ${e.seat} sets the hands${c}`;
    }
    case 'recut-ordered':
      return `a floorperson orders a recut${c}`;
    case 'reshuffle-ordered':
      return `a floorperson directs a reshuffle: the deck is shuffled again${c}`;
    case 'deck-removed':
      return `the deck is removed from the table: ${e.reason}${c}`;
    case 'dealer-set':
      return `the dealer sets ${formatCards(e.high)} (${e.highPoints}) high and ${formatCards(e.low)} (${e.lowPoints}) low${c}`;
    case 'hands-revealed':
      return e.high.length
        ? `seat ${e.seat}: ${formatCards(e.high)} (${e.highPoints}) high, ${formatCards(e.low)} (${e.lowPoints}) low: ${e.result}${c}`
        : `seat ${e.seat}'s folded cards go to the discard rack${c}`;
    case 'wager-settled':
      return e.outcome === 'win'
        ? `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} wins ${formatCents(e.winnings)}${e.hand ? ` (${e.hand})` : ''}${c}`
        : e.outcome === 'push'
          ? `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} is returned${c}`
          : `seat ${e.seat}${at(e)} ${e.kind} ${formatCents(e.amount)} loses${c}`;
    case 'ante-bonus-paid':
      return `seat ${e.seat}${at(e)} Ante Bonus for ${ANTE_BONUS_LABEL[e.hand].toLowerCase()}: ${formatCents(e.amount)}${c}`;
    case 'round-voided':
      return `all hands void, wagers returned: ${e.reason}${c}`;
    case 'round-complete':
      return `the cards go to the discard rack${c}`;
    case 'shuffler-malfunction':
      return `the shuffler failed to complete its cycle: the cards are reshuffled${c}`;
  }
}
