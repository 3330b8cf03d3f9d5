/**
 * One plain line per Asia Poker event, as a viewer may read it. A player's cards are named only to those
 * the view shows them to (`seesHand`: the player, compliance, everyone once revealed), so the house way
 * told to a player who then surrenders stays his (§ 659a.11(a)(1), (d)); the dealer's hands are named
 * once set, when the view turns them over for everyone.
 */
import {
  atArea as at,
  describeCardTable,
  isCardTableLogEvent,
  type CardTableWords,
} from '../../engine/procedures/card-table-describe.js';
import { formatCents } from '../../core/money.js';
import { cardsFor, holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { DEAL_CITE } from './rules.js';
import { formatSetting, handOf, type AsiaState, type Event } from './state.js';
import { seesHand } from './view.js';

const where = (p: number): string => (p === 0 ? 'the dealer' : `seat ${p}`);
/** The player of a hand, and its area where it is his second one (§ 659a.7(f)). */
const who = (e: { readonly seat: number; readonly player?: number }): string =>
  e.player === undefined ? `seat ${e.seat}` : `seat ${e.player} (area ${e.seat})`;
/** A wager on the player's second betting area is named with it (§ 659a.7(f)). */
const WORDS: CardTableWords = { deck: 'the 53-card deck', wager: (e) => `${e.kind}${at(e)}` };

export function describeEvent(e: Event, viewer: Viewer, before: AsiaState): string {
  if (isCardTableLogEvent(e)) return describeCardTable(e, WORDS);
  const c = `  [${e.citation}]`;
  switch (e.type) {
    case 'no-roll':
      return `"No roll" (${e.reason.replaceAll('-', ' ')}): the shaker is shaken again${c}`;
    case 'start-determined':
      if (e.method === 'device')
        return `the reshuffling device's procedure deals the first card to ${where(e.position)}${c}`;
      return e.method === 'button'
        ? `the button marks ${where(e.position)} as the starting position${c}`
        : `${e.method === 'shaker' ? `the dice show ${e.dice?.join('-') ?? ''}, total` : 'the random number is'} ${e.total}: counting from the dealer as one, counterclockwise, the deal starts at ${where(e.position)}${c}`;
    case 'cards-dealt':
      // The automated shoe dispenses a stack per position (§ 659a.10(b)); otherwise one card at a time.
      return e.citation === DEAL_CITE['automated-shoe']
        ? `a stack of seven cards to every position and the dealer, clockwise from the starting position${c}`
        : `seven cards to every position and the dealer, one at a time clockwise from the starting position${c}`;
    case 'stub-counted':
      return `the stub holds ${e.stub} cards (${e.expected} expected)${c}`;
    case 'stacks-discarded':
      return `the unwagered stacks at ${e.positions.map(where).join(', ')} go to the discard rack unseen${c}`;
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
      return `the dealer sets ${formatSetting(e)} (${e.rule})${c}`;
    case 'dealer-reset':
      return `the dealer hand was not set the house way: reset to ${formatSetting(e)}${c}`;
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
  }
}
