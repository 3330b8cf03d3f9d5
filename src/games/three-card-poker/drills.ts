/**
 * Dealer-training drills of Three Card Poker's own (58 Pa. Code 611a): the raise decision the optimal
 * strategy takes (play Q-6-4 or better, by the exact analysis), the payout of a winning side wager by its
 * paytable row, and the order in which a position's wagers are settled (ruling R69). Deals are real
 * shuffles; the answers come from the same rule tables and settlement the engine uses.
 */
import { deck, formatCards, type Card } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import { payout } from '../../engine/wagers.js';
import { threeCardPokerAdvice } from './math/ante-play.js';
import { paytablesOf, type TcpOptions } from './options.js';
import { CITE, handName, sixCardRow, threeCardRow } from './rules.js';

const dealt = (rng: Rng, n: number): Card[] => {
  const cards = deck();
  shuffleInPlace(cards, rng);
  return cards.slice(0, n);
};

function raiseDrill(o: TcpOptions, rng: Rng): Drill {
  // Half the time a hand near the threshold (queen high), so the drill asks the question that matters.
  let hand = dealt(rng, 3);
  for (let i = 0; i < 200 && rng.nextInt(2) === 0 && !/^High card, (queen|king)/.test(handName(hand)); i += 1)
    hand = dealt(rng, 3);
  const advice = threeCardPokerAdvice(hand, paytablesOf(o));
  const best = advice.ok ? advice.value.best : 'fold';
  return {
    kind: 'tcp-raise-decision',
    question: 'Which decision does the optimal strategy take with this hand?',
    situation: [`player: ${formatCards(hand)} (${handName(hand)})`],
    choices: [
      { id: 'play', label: 'Play: a Play Wager equal to the Ante' },
      { id: 'fold', label: 'Fold: the Ante is lost' },
    ],
    answer: best,
    rule: 'play with queen-six-four or better, fold anything lower (the exact analysis of every deal)',
    citation: CITE.decision,
  };
}

function payoutDrill(o: TcpOptions, rng: Rng): Drill {
  const p = paytablesOf(o);
  const wager = 500 * (1 + rng.nextInt(10));
  // A hand that wins Pair Plus (or, now and then, the Six Card Bonus), dealt until one does.
  const six = o.sixCardBonus && rng.nextInt(3) === 0;
  let cards = dealt(rng, six ? 6 : 3);
  for (let i = 0; i < 10_000; i += 1) {
    if ((six ? sixCardRow(p.sixCardBonus, cards) : threeCardRow(p.pairPlus, cards)) !== null) break;
    cards = dealt(rng, six ? 6 : 3);
  }
  const row = six ? sixCardRow(p.sixCardBonus, cards) : threeCardRow(p.pairPlus, cards);
  const win = row ? payout(wager, row.odds) : 0;
  const wrong = [win * 2, Math.max(wager, Math.floor(win / 2)), win + wager].filter((x) => x !== win);
  const amounts = [...new Set([win, ...wrong])].sort((a, b) => a - b);
  return {
    kind: 'tcp-payout',
    question: `What does the ${six ? 'Six Card Bonus' : 'Pair Plus'} Wager win?`,
    situation: [
      six
        ? `player: ${formatCards(cards.slice(0, 3))}, dealer: ${formatCards(cards.slice(3))}`
        : `player: ${formatCards(cards)}`,
      `the wager: ${formatCents(wager)}`,
    ],
    choices: amounts.map((a) => ({ id: String(a), label: formatCents(a) })),
    answer: String(win),
    rule: row ? `${row.hand.replaceAll('-', ' ')} pays ${row.odds.win} to ${row.odds.per}` : 'no paying hand',
    citation: row?.citation ?? CITE.payPairPlus,
  };
}

function orderDrill(): Drill {
  const order = ['pair-plus', 'ante', 'play', 'ante-bonus', 'six-card-bonus'] as const;
  const label = {
    'pair-plus': 'Pair Plus',
    ante: 'Ante',
    play: 'Play',
    'ante-bonus': 'Ante Bonus',
    'six-card-bonus': 'Six Card Bonus',
  } as const;
  return {
    kind: 'tcp-settlement-order',
    question:
      "A position holds every wager. Which does the dealer settle first after turning the player's cards over?",
    situation: ['Ante, Play, Pair Plus and Six Card Bonus on the layout; the dealer has revealed'],
    choices: order.map((id) => ({ id, label: label[id] })),
    answer: 'pair-plus',
    rule: 'Pair Plus, then the Ante and the Play with the Ante Bonus, then the Six Card Bonus, each position from the dealer’s right',
    citation: CITE.settleOrder,
  };
}

export function tcpDrills(options: TcpOptions, rng: Rng): Drill[] {
  return [raiseDrill(options, rng), payoutDrill(options, rng), orderDrill()];
}
