/**
 * One plain line per Raise It Up event, as a viewer may read it. A player's three cards are named to him
 * and compliance until the dealer turns them over (`seesHand`, the view's rule); a folded or forfeited
 * hand is never turned over, and the lines about it (its Pair Plus, Six Card Bonus, Progressive) name no
 * hand to anyone else (ruling R61). Community cards are named when they are turned.
 */
import { formatCards } from '../../core/cards.js';
import {
  describeCardTable,
  isCardTableLogEvent,
  type CardTableWords,
} from '../../engine/procedures/card-table-describe.js';
import { formatCents } from '../../core/money.js';
import { cardsFor, holdsOrAudits } from '../../engine/describe.js';
import type { Viewer } from '../../engine/game.js';
import { WAGER_RULES } from './rules.js';
import { handOf, type Event, type RaiseItUpState } from './state.js';
import { seesHand } from './view.js';

const words = (s: string): string => s.replaceAll('-', ' ');
const nameOf = (kind: string): string => WAGER_RULES[kind]?.name ?? kind;

/** The hand a settled wager names, for those who may know it: the hand's player, compliance, or all once shown. */
function handWord(
  before: RaiseItUpState,
  seat: number,
  viewer: Viewer,
  hand: string | undefined | null,
): string {
  if (!hand) return '';
  const h = handOf(before, seat);
  const shown = !h || seesHand(h, viewer) || (h.revealed && !h.folded);
  return shown ? ` (${words(hand)})` : '';
}

const WORDS: CardTableWords = { deck: 'the deck', wager: (e) => `the ${nameOf(e.kind)}` };

export function describeEvent(e: Event, viewer: Viewer, before: RaiseItUpState): string {
  if (isCardTableLogEvent(e)) return describeCardTable(e, WORDS);
  const c = e.citation ? `  [${e.citation}]` : '';
  switch (e.type) {
    case 'wager-changed':
      return `seat ${e.seat} places a Play Wager of ${formatCents(e.by)} (${e.change})${c}`;
    case 'meter-seeded':
      return `the progressive meter is funded with its initial amount, ${formatCents(e.amount)}${c}`;
    case 'progressive-collected':
      return `the Progressive Payout Wagers of seat${e.seats.length > 1 ? 's' : ''} ${e.seats.join(', ')} go into the table inventory; the meter rises ${formatCents(e.increment)}${c}`;
    case 'cards-dealt': {
      const mine = e.hands.find((h) => holdsOrAudits(viewer, h.seat));
      const all =
        viewer.role === 'compliance'
          ? `: ${e.hands.map((h) => `seat ${h.seat} ${formatCards(h.cards)}`).join(', ')}; community ${formatCards(e.community)}`
          : mine
            ? `; yours: ${cardsFor(true, mine.cards)}`
            : '';
      return `three cards to seat${e.hands.length > 1 ? 's' : ''} ${e.hands.map((h) => h.seat).join(', ')} and three community cards face down${all}${c}`;
    }
    case 'stub-counted':
      return `the stub holds ${e.stub} cards (${e.expected} expected)${c}`;
    case 'checked':
      return `seat ${e.seat} checks${c}`;
    case 'folded':
      return `seat ${e.seat} folds; the Ante and Blind are collected${c}`;
    case 'community-card-turned':
      return `the dealer turns ${formatCards([e.card])} into the ${e.box} box${c}`;
    case 'hand-revealed':
      return `seat ${e.seat} shows ${formatCards(e.cards)}: ${words(e.hand)}${c}`;
    case 'wager-settled': {
      const hand = handWord(before, e.seat, viewer, e.hand);
      const what = `seat ${e.seat} ${nameOf(e.kind)} ${formatCents(e.amount)}`;
      return e.outcome === 'win'
        ? `${what} wins ${formatCents(e.winnings)} at ${e.odds ?? ''}${hand}${c}`
        : e.outcome === 'push'
          ? `${what} is returned${hand}${c}`
          : `${what} loses${hand}${c}`;
    }
    case 'progressive-settled': {
      if (e.outcome === 'forfeited') return `seat ${e.seat} forfeits any Progressive payout${c}`;
      if (e.outcome === 'lose') return `seat ${e.seat}'s Progressive Payout Wager does not win${c}`;
      return e.meter
        ? `seat ${e.seat} wins the progressive jackpot, ${formatCents(e.paid)} at the meter, paid from the meter${handWord(before, e.seat, viewer, e.hand)}${c}`
        : `seat ${e.seat} is paid ${formatCents(e.paid)} on the Progressive Payout Wager${handWord(before, e.seat, viewer, e.hand)}${c}`;
    }
    case 'meter-reset':
      return `the meter is reset to ${formatCents(e.amount)}${c}`;
    case 'envy-bonus-paid':
      return `seat ${e.seat} is paid an Envy Bonus of ${formatCents(e.amount)} for seat ${e.holder}'s ${words(e.hand)}${c}`;
    case 'progressive-validation-due':
      return `seat ${e.seat}'s ${words(e.hand)} wins the Progressive: the hand stays on the table until a floorperson validates the payout${c}`;
    case 'progressive-validated':
      return `the progressive payout of seat ${e.seat} is validated${c}`;
    case 'player-settled':
      return `seat ${e.seat} is settled${c}`;
    case 'hand-forfeited':
      return `seat ${e.seat} forfeits every wager on the round: ${e.reason}${c}`;
    case 'stakes-returned':
      return `seat ${e.seat}'s ${e.what} of ${formatCents(e.amount)} is returned${c}`;
    case 'meter-reversed':
      return `the meter's increment of ${formatCents(e.amount)} for the void round is reversed${c}`;
    case 'round-voided':
      return `all hands void, every wager returned: ${e.reason}${e.deckRemoved ? '; the deck is removed from the table' : ''}${c}`;
    case 'round-complete':
      return `the cards go to the discard rack${c}`;
  }
}
