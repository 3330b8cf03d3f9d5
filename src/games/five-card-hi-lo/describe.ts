/**
 * One plain line per Five Card Hi-Lo event, as a viewer may read it. The only cards a line names are the
 * dealer's set hands and a player's hands as they are revealed, which the view then shows everyone; a
 * player's cards before that, and a folded hand ever, are named by no line. How a player set his hands
 * (one ace low or not) tells whether he holds an ace: only he and compliance read it before the reveal.
 */
import { formatCards } from '../../core/cards.js';
import {
  atArea as at,
  describeCardTable,
  isCardTableLogEvent,
  type CardTableWords,
} from '../../engine/procedures/card-table-describe.js';
import { formatCents } from '../../core/money.js';
import { holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { ANTE_BONUS_LABEL } from './rules.js';
import { handOf, type Event, type HiLoState } from './state.js';

/** A wager on the player's second betting area is named with it (§ 663a.7(f)). */
const WORDS: CardTableWords = {
  deck: 'the deck',
  cutFrom: 'from the top',
  reshuffle: 'a floorperson directs a reshuffle: the deck is shuffled again',
  wager: (e) => `${e.kind}${at(e)}`,
};

export function describeEvent(e: Event, viewer: Viewer, before: HiLoState): string {
  if (isCardTableLogEvent(e)) return describeCardTable(e, WORDS);
  const c = `  [${e.citation}]`;
  switch (e.type) {
    case 'cards-dealt':
      return `five cards each to seat${e.hands.length === 1 ? '' : 's'} ${e.hands.map((h) => h.seat).join(', ')} and the dealer${c}`;
    case 'stub-counted':
      return `the stub holds ${e.stub} cards; ${e.accounted} cards are accounted for${c}`;
    case 'folded':
      return `seat ${e.seat} forfeits the Ante${c}`;
    case 'hands-set': {
      const player = handOf(before, e.seat)?.player ?? e.seat;
      return holdsOrAudits(viewer, player)
        ? `seat ${e.seat} sets ${e.aceLow ? 'one ace in the low hand' : 'the three higher cards high'}${c}`
        : `seat ${e.seat} sets the hands${c}`;
    }
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
  }
}
