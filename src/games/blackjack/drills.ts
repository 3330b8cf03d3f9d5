/**
 * Dealer-training drills of the blackjack family's own (58 Pa. Code 611a): the dealer's next card or
 * stand (665a.7(n); the Rules Submission's soft-17 rule elsewhere), the amount paid on Insurance at 5 to
 * 2 (665a.12(b)), the Bust It payout by the third card (665a.12(c)), the settlement of a Bet and Double
 * Attack Wager (665a.7(o)) and the House Money sequence (spec B.6). Every answer comes from the engine's
 * own rules (dealerDraws, bustItRow, the kernel's payout) on cards drawn from the game's shoe.
 */
import { formatCards, type Card } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { formatCents } from '../../core/money.js';
import type { Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import { payout } from '../../engine/wagers.js';
import { best, bustItRow, dealerDraws, totalOf } from './cards.js';
import { tableOf, type AnyOptions } from './options.js';
import { citeIn, PROFILES, type GameId } from './profile.js';
import { stackFor } from './shoe.js';

/** Distinct choices with the right one among them, in a drawn order. */
function choices(rng: Rng, right: string, wrong: readonly string[]): { id: string; label: string }[] {
  const all = [...new Set([right, ...wrong])];
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = rng.nextInt(i + 1);
    [all[i], all[j]] = [all[j] as string, all[i] as string];
  }
  return all.map((label) => ({ id: label, label }));
}

function dealerNext(game: GameId, o: AnyOptions, rng: Rng): Drill {
  const t = tableOf(game, o);
  const shoe = stackFor(game, t.rules.decks, rng);
  const hand: Card[] = [shoe[0] as Card, shoe[1] as Card];
  for (let i = 2; rng.nextInt(3) > 0 && dealerDraws(hand, t.rules.dealerHitsSoft17); i += 1)
    hand.push(shoe[i] as Card);
  const hits = dealerDraws(hand, t.rules.dealerHitsSoft17) && best(hand) <= 21;
  const answer = best(hand) > 21 ? 'bust' : hits ? 'hit' : 'stand';
  return {
    kind: 'dealer-draw',
    question: 'The dealer’s hand is complete only by the draw rule. What does the dealer do next?',
    situation: [
      `dealer: ${formatCards(hand)} (${best(hand)})`,
      t.rules.dealerHitsSoft17 ? 'the dealer hits soft 17' : 'the dealer stands on all 17s',
    ],
    choices: [
      { id: 'hit', label: 'Draw a card' },
      { id: 'stand', label: 'Stand' },
      { id: 'bust', label: 'The dealer has busted' },
    ],
    answer,
    rule: 'The dealer draws to 16 and stands on 17; a soft 17 is drawn to only where the table’s rules say so.',
    citation: citeIn(PROFILES[game], 'dealing', '(n)'),
  };
}

function insuranceAmount(rng: Rng): Drill {
  const bet = (2 + rng.nextInt(39)) * 500;
  const insurance = Math.floor(bet / 2);
  const paid = payout(insurance, { win: 5, per: 2 });
  const wrong = [
    payout(insurance, { win: 2, per: 1 }),
    payout(insurance, { win: 3, per: 2 }),
    paid + insurance,
    payout(bet, { win: 5, per: 2 }),
  ];
  return {
    kind: 'insurance-5-to-2',
    question: 'The dealer has Blackjack. How much is paid on the Insurance Wager (besides returning it)?',
    situation: [`Bet ${formatCents(bet)}`, `Insurance ${formatCents(insurance)} (half the Bet)`],
    choices: choices(rng, formatCents(paid), wrong.map(formatCents)),
    answer: formatCents(paid),
    rule: 'Insurance pays 5 to 2, on at most half the Bet Wager.',
    citation: cite('§ 665a.12(b)'),
  };
}

function bustItPayout(rng: Rng): Drill {
  const shoe = stackFor('double-attack-blackjack', 8, rng);
  // The first two cards making a hard 12 to 16, then a third card that busts the hand.
  let i = 0;
  while (i + 2 < shoe.length) {
    const two = [shoe[i] as Card, shoe[i + 1] as Card];
    const t = totalOf(two);
    if (!t.soft && t.total >= 12 && t.total <= 16 && best([...two, shoe[i + 2] as Card]) > 21) break;
    i += 1;
  }
  const dealer = [shoe[i] as Card, shoe[i + 1] as Card, shoe[i + 2] as Card];
  const wager = (1 + rng.nextInt(20)) * 500;
  const row = bustItRow(dealer);
  const won = row ? payout(wager, row.odds) : 0;
  const wrong = [3, 6, 8, 10, 15, 50, 200].map((k) => formatCents(wager * k));
  return {
    kind: 'bust-it',
    question: 'The dealer busts on the third card. What does the Bust It Wager win?',
    situation: [`Bust It ${formatCents(wager)}`, `dealer: ${formatCards(dealer)}`],
    choices: choices(rng, formatCents(won), wrong),
    answer: formatCents(won),
    rule: 'Bust It pays by the card that busts the dealer: 6 15 to 1, 7 10 to 1, 8 8 to 1, 9 6 to 1, K Q J 3 to 1; three 8s of one suit 200 to 1, of one colour 50 to 1.',
    citation: cite('§ 665a.12(c)'),
  };
}

function doubleAttackSettlement(rng: Rng): Drill {
  const bet = (2 + rng.nextInt(19)) * 500;
  const da = (1 + rng.nextInt(bet / 500)) * 500;
  const player = 12 + rng.nextInt(11);
  const dealer = 17 + rng.nextInt(6);
  const net =
    player > 21 ? -(bet + da) : dealer > 21 || player > dealer ? bet + da : player < dealer ? -(bet + da) : 0;
  const label = (x: number) =>
    x > 0 ? `pay ${formatCents(x)}` : x < 0 ? `collect ${formatCents(-x)}` : 'push: return both';
  return {
    kind: 'double-attack-settlement',
    question: 'Settle the Bet and the Double Attack Wager.',
    situation: [
      `Bet ${formatCents(bet)}, Double Attack ${formatCents(da)}`,
      `player ${player > 21 ? `busts with ${player}` : player}, dealer ${dealer > 21 ? `busts with ${dealer}` : dealer}`,
    ],
    choices: choices(rng, label(net), [
      label(bet),
      label(-bet),
      label(bet + da),
      label(-(bet + da)),
      label(0),
    ]),
    answer: label(net),
    rule: 'The Bet and the Double Attack Wager win 1 to 1, lose or push together; a busted player loses even when the dealer busts (DA-5).',
    citation: cite('§ 665a.7(o)'),
  };
}

const HOUSE_MONEY_STEPS = [
  'collect losing House Money and Straight Jack wagers',
  'offer Insurance and peek when the up card is an ace or a ten',
  'pay the House Money winners and offer the ride',
  'play the hands',
] as const;

function houseMoneySequence(rng: Rng): Drill {
  const right = HOUSE_MONEY_STEPS.join(' → ');
  const swap = (i: number) => {
    const xs: string[] = [...HOUSE_MONEY_STEPS];
    [xs[i], xs[i + 1]] = [xs[i + 1] as string, xs[i] as string];
    return xs.join(' → ');
  };
  return {
    kind: 'house-money-sequence',
    question: 'The dealer shows an ace. In which order are the House Money wagers handled?',
    situation: ['a House Money Wager wins with a pair', 'the dealer’s up card is an ace'],
    choices: choices(rng, right, [swap(0), swap(1), swap(2)]),
    answer: right,
    rule: 'Losing two-card side wagers are collected first; winning House Money waits for the card reader, then is paid and may ride on the Blackjack Wager.',
    citation: cite('§ 633a.7(g)(10)'),
  };
}

export function drills(game: GameId, o: AnyOptions, rng: Rng): Drill[] {
  const out = [dealerNext(game, o, rng)];
  if (game === 'double-attack-blackjack')
    out.push(insuranceAmount(rng), bustItPayout(rng), doubleAttackSettlement(rng));
  if (game === 'blackjack') out.push(houseMoneySequence(rng));
  return out;
}
