/**
 * One plain line per Three Card Poker event, as a viewer may read it. A player's cards are named only
 * where the view shows them (`seesHand`): the deal names no card, a played hand is named when it is
 * turned over, and a folded hand never (ruling R68), nor the paytable row its side wagers are paid on
 * to anyone but its player and compliance. The dealer's cards are named when they are turned over.
 */
import { formatCards } from '../../core/cards.js';
import {
  describeCardTable,
  isCardTableLogEvent,
  type CardTableWords,
} from '../../engine/procedures/card-table-describe.js';
import { formatCents } from '../../core/money.js';
import { holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { DEAL_CITE } from './rules.js';
import { handOf, type Event, type TcpState } from './state.js';
import { seesHand } from './view.js';

const KIND: Readonly<Record<string, string>> = {
  ante: 'Ante',
  play: 'Play',
  'pair-plus': 'Pair Plus',
  'six-card-bonus': 'Six Card Bonus',
};
const kindName = (k: string): string => KIND[k] ?? k;
const words = (s: string): string => s.replaceAll('-', ' ');

const SHOWDOWN: Readonly<Record<string, string>> = {
  'dealer-does-not-qualify': 'the dealer does not qualify',
  'player-wins': 'beats the dealer',
  tie: 'ties the dealer',
  'dealer-wins': 'loses to the dealer',
};

/** Whether the viewer may read which row a seat's wager was paid on (its hand, R68). */
function seesRow(before: TcpState, seat: number, viewer: Viewer): boolean {
  const h = handOf(before, seat);
  return h === undefined ? holdsOrAudits(viewer, seat) : seesHand(h, viewer) || h.decision !== 'fold';
}

const WORDS: CardTableWords = { deck: 'the 52-card deck', wager: (e) => kindName(e.kind) };

export function describeEvent(e: Event, viewer: Viewer, before: TcpState): string {
  if (isCardTableLogEvent(e)) return describeCardTable(e, WORDS);
  const c = `  [${e.citation}]`;
  switch (e.type) {
    case 'wager-changed':
      return `seat ${e.seat} plays: a Play Wager of ${formatCents(e.by)}${c}`;
    case 'cards-dealt': {
      const seats = e.hands.filter((h) => h.position !== 0).map((h) => `seat ${h.position}`);
      return e.citation === DEAL_CITE['automated-shoe']
        ? `a stack of three cards to ${seats.join(', ')} and the dealer${c}`
        : `three cards, one at a time, to ${seats.join(', ')} and the dealer${c}`;
    }
    case 'stub-counted':
      return `the stub holds ${e.stub} cards (${e.expected} expected)${c}`;
    case 'folded':
      return `seat ${e.seat} folds; the Ante is collected and the cards stay face down${c}`;
    case 'dealer-revealed':
      return `the dealer turns over ${formatCards(e.cards)}: ${e.hand}, ${e.qualifies ? 'the dealer qualifies' : 'the dealer does not qualify (below queen high)'}${c}`;
    case 'hand-revealed':
      return `seat ${e.seat} shows ${formatCards(e.cards)}: ${e.hand}${e.showdown ? `, ${SHOWDOWN[e.showdown] ?? e.showdown}` : ''}${c}`;
    case 'ante-bonus-paid':
      return `seat ${e.seat} Ante Bonus: ${words(e.hand)} pays ${e.odds} on the ${formatCents(e.ante)} Ante, ${formatCents(e.amount)}${c}`;
    case 'wager-settled': {
      const row = e.hand && seesRow(before, e.seat, viewer) ? ` (${words(e.hand)})` : '';
      return e.outcome === 'win'
        ? `seat ${e.seat} ${kindName(e.kind)} ${formatCents(e.amount)} wins ${formatCents(e.winnings)}${row}${c}`
        : e.outcome === 'push'
          ? `seat ${e.seat} ${kindName(e.kind)} ${formatCents(e.amount)} is returned${c}`
          : `seat ${e.seat} ${kindName(e.kind)} ${formatCents(e.amount)} loses${c}`;
    }
    case 'dealer-card-exposed':
      return `a card of the dealer's hand was exposed before the reveal${c}`;
    case 'round-voided':
      return `all hands void, wagers returned: ${e.reason}${e.deckRemoved ? '; the deck is removed from the table' : ''}${c}`;
    case 'round-complete':
      return `the cards go to the discard rack${c}`;
  }
}
