/**
 * Dealer-training drills of Raise It Up's own (58 Pa. Code 611a): which decision the optimal strategy
 * takes, what a wager pays by its paytable row (the Play and Blind on the best five of six, Pair Plus and
 * the Six Card Bonus under the table's paytables), the order of settlement (§ 669a.11(i)) and the Envy
 * Bonus (§ 669a.12(e)(5)). Deals are real shuffles; the answers come from the paytables and the exact
 * strategy the machine uses.
 */
import { deck, formatCards, type Card } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import { formatRational } from '../../core/rational.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import { payout } from '../../engine/wagers.js';
import { raiseItUpAdvice } from './math/advice.js';
import { ENVY_BONUS, MAIN_PAYTABLES, PAIR_PLUS, SIX_CARD_BONUS } from './math/paytables.js';
import type { RaiseItUpOptions } from './options.js';
import { CITE, DECISION_CITE, PLAY_MULTIPLES, STREETS } from './rules.js';
import { gradeSix, threeCardClassOf } from './settle.js';

const words = (s: string): string => s.replaceAll('-', ' ');
const dealt = (rng: Rng): Card[] => {
  const cards = deck();
  shuffleInPlace(cards, rng);
  return cards;
};

/** Four amounts, the right one among them, sorted; the id of each is its cents. */
function amountChoices(right: number, others: readonly number[]): { id: string; label: string }[] {
  const set = new Set([right, ...others.filter((x) => x !== right)]);
  return [...set]
    .slice(0, 4)
    .sort((a, b) => a - b)
    .map((c) => ({ id: String(c), label: formatCents(c) }));
}

/** The decision the exact optimal strategy takes for a random situation at a random street. */
function strategyDrill(rng: Rng): Drill {
  const cards = dealt(rng);
  const street = STREETS[rng.nextInt(3)] ?? 'third';
  const shown = cards.slice(3, 3 + STREETS.indexOf(street));
  const advice = raiseItUpAdvice(cards.slice(0, 3), shown);
  if (!advice.ok) throw new Error(advice.error.message);
  const label = (m: number): string => (m === 0 ? (street === 'fifth' ? 'Fold' : 'Check') : `Play ${m}x`);
  const choices = [0, ...PLAY_MULTIPLES[street]].map((m) => ({ id: String(m), label: label(m) }));
  const best = advice.value.best;
  return {
    kind: 'raise-it-up-strategy',
    question: 'What does the optimal strategy do here?',
    situation: [
      `player: ${formatCards(cards.slice(0, 3))}`,
      shown.length ? `community cards turned: ${formatCards(shown)}` : 'no community card turned yet',
    ],
    choices,
    answer: String(best.multiple),
    rule: advice.value.choices.map((c) => `${label(c.multiple)}: ${formatRational(c.ev)} Antes`).join('; '),
    citation: DECISION_CITE[street],
  };
}

/** What the Play or the Blind wins on a qualifying six-card hand (§ 669a.12(c), (d)). */
function mainPayoutDrill(rng: Rng): Drill {
  let cards = dealt(rng);
  for (let i = 0; i < 200 && gradeSix(cards.slice(0, 6)).main === null; i += 1) cards = dealt(rng);
  const six = cards.slice(0, 6);
  const { main } = gradeSix(six);
  const ante = 500 * (1 + rng.nextInt(4));
  const multiple = 1 + rng.nextInt(3);
  const blind = rng.nextInt(2) === 0;
  const rows = blind ? MAIN_PAYTABLES.blind : MAIN_PAYTABLES.play;
  const stake = blind ? ante : ante * multiple;
  const won = (hand: string | null): number => {
    const pays = rows.find((r) => r.hand === hand)?.pays;
    return pays === undefined || pays === 'push' ? 0 : payout(stake, pays);
  };
  const right = won(main);
  return {
    kind: 'raise-it-up-payout',
    question: `How much does the ${blind ? 'Blind' : 'Play'} Wager win (0 for a push)?`,
    situation: [
      `player ${formatCards(six.slice(0, 3))}, community ${formatCards(six.slice(3))}: ${words(main ?? '')}`,
      `Ante ${formatCents(ante)}, Blind ${formatCents(ante)}, Play ${multiple}x (${formatCents(ante * multiple)})`,
    ],
    choices: amountChoices(
      right,
      rows.map((r) => won(r.hand)),
    ),
    answer: String(right),
    rule: rows
      .map((r) => `${words(r.hand)} ${r.pays === 'push' ? 'push' : `${r.pays.win} to ${r.pays.per}`}`)
      .join(', '),
    citation: blind ? CITE.payBlind : CITE.payPlay,
  };
}

/** Pair Plus or the Six Card Bonus under the table's paytables (§ 669a.12(a), (f)). */
function sidePayoutDrill(o: RaiseItUpOptions, rng: Rng): Drill | undefined {
  const stake = 500 * (1 + rng.nextInt(4));
  const pp = o.pairPlus;
  const six = o.sixCardBonus;
  const usePairPlus = pp !== null && (six === null || rng.nextInt(2) === 0);
  if (!usePairPlus && six === null) return undefined;
  let cards = dealt(rng);
  const hand = (c: Card[]): string =>
    usePairPlus ? threeCardClassOf(c.slice(0, 3)) : gradeSix(c.slice(0, 6)).cls;
  const rows = usePairPlus && pp ? PAIR_PLUS[pp] : SIX_CARD_BONUS[six ?? 'A'];
  for (let i = 0; i < 400 && !rows.some((r) => r.hand === hand(cards)); i += 1) cards = dealt(rng);
  const won = (h: string): number => {
    const pays = rows.find((r) => r.hand === h)?.pays;
    return pays === undefined || pays === 'push' ? 0 : payout(stake, pays);
  };
  const h = hand(cards);
  const name = usePairPlus ? `Pair Plus (paytable ${pp ?? ''})` : `Six Card Bonus (paytable ${six ?? ''})`;
  return {
    kind: 'raise-it-up-side-payout',
    question: `How much does the ${name} Wager win?`,
    situation: [
      usePairPlus
        ? `player ${formatCards(cards.slice(0, 3))}: ${words(h)}`
        : `player ${formatCards(cards.slice(0, 3))}, community ${formatCards(cards.slice(3, 6))}: ${words(h)}`,
      `the wager: ${formatCents(stake)}`,
    ],
    choices: amountChoices(
      won(h),
      rows.map((r) => won(r.hand)),
    ),
    answer: String(won(h)),
    rule: rows.map((r) => `${words(r.hand)} ${r.pays === 'push' ? 'push' : `${r.pays.win} to 1`}`).join(', '),
    citation: usePairPlus ? CITE.payPairPlus : CITE.paySixCard,
  };
}

/** Who is settled first, and in which order a player's wagers are settled (§ 669a.11(i)). */
function settlementDrill(o: RaiseItUpOptions, rng: Rng): Drill {
  const seats = Array.from({ length: o.seats }, (_, i) => i + 1).filter(() => rng.nextInt(2) === 0);
  const inRound = seats.length >= 2 ? seats : [1, o.seats].filter((x, i, a) => a.indexOf(x) === i);
  return {
    kind: 'raise-it-up-settlement-order',
    question: 'Which player does the dealer reveal and settle first?',
    situation: [
      `players in the round: seats ${inRound.join(', ')} (seat 1 is farthest to the dealer's left)`,
    ],
    choices: inRound.map((s) => ({ id: String(s), label: `seat ${s}` })),
    answer: String(Math.max(...inRound)),
    rule: "from the player farthest to the dealer's right, counterclockwise; for each: Pair Plus, then Ante, Play and Blind, then the Progressive and any Envy Bonus, then the Six Card Bonus",
    citation: CITE.reveal,
  };
}

/** The Envy Bonus a Progressive bettor receives for another player's suited ace, king, queen. */
function envyDrill(o: RaiseItUpOptions, rng: Rng): Drill | undefined {
  if (!o.progressive) return undefined;
  const wager = o.progressive.wager;
  const spades = rng.nextInt(2) === 0;
  const holders = 1 + rng.nextInt(2);
  const row = ENVY_BONUS.find(
    (r) => r.hand === (spades ? 'ace-king-queen-of-spades' : 'ace-king-queen-suited'),
  );
  const other = ENVY_BONUS.find((r) => r !== row);
  const each = row?.cents[wager] ?? 0;
  const folded = rng.nextInt(2) === 0;
  // With two holders, the second holds the other suit's hand (only one ace, king, queen of spades exists).
  const right = each + (holders === 2 ? (other?.cents[wager] ?? 0) : 0);
  return {
    kind: 'raise-it-up-envy-bonus',
    question: 'What Envy Bonus is paid to seat 1 in all?',
    situation: [
      `seat 1 made a $${wager} Progressive Payout Wager and ${folded ? 'folded' : 'played'}`,
      `seat 2 holds the ace, king and queen of ${spades ? 'spades' : 'hearts'}`,
      ...(holders === 2 ? [`seat 3 holds the ace, king and queen of ${spades ? 'hearts' : 'spades'}`] : []),
    ],
    choices: amountChoices(right, [0, each, 2 * each, (other?.cents[wager] ?? 0) + each, right + each]),
    answer: String(right),
    rule: `one Envy Bonus per qualifying hand held by another player, a fold does not remove it: $${wager} wager: spades ${formatCents(ENVY_BONUS[0]?.cents[wager] ?? 0)}, another suit ${formatCents(ENVY_BONUS[1]?.cents[wager] ?? 0)}`,
    citation: CITE.payEnvy,
  };
}

export function raiseItUpDrills(options: RaiseItUpOptions, rng: Rng): Drill[] {
  return [
    strategyDrill(rng),
    mainPayoutDrill(rng),
    sidePayoutDrill(options, rng),
    settlementDrill(options, rng),
    envyDrill(options, rng),
  ].filter((d): d is Drill => d !== undefined);
}
