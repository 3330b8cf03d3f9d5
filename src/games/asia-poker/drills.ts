/**
 * Dealer-training drills of Asia Poker's own (58 Pa. Code 611a): the starting position from the shaker,
 * setting the dealer hand the house way, and the result of the Asia Poker Wager. Deals are real shuffles;
 * the answers come from the rule tables and the house way the machine uses.
 */
import { deck, formatCards } from '../../core/cards.js';
import { roll } from '../../core/dice.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import { asiaSettings } from '../../rankings/index.js';
import { setHouseWay } from './house-way.js';
import { foulOf } from './settle.js';
import { formatSetting, type ThreeHands } from './state.js';
import { rankingOptionsOf, type AsiaOptions } from './options.js';
import { CITE, startPosition } from './rules.js';

const name = (p: number): string => (p === 0 ? 'the dealer' : `seat ${p}`);

function startDrill(o: AsiaOptions, rng: Rng): Drill {
  const dice = roll(rng, 3);
  const total = dice.reduce((a, b) => a + b, 0);
  const answer = startPosition(total, o.seats);
  return {
    kind: 'asia-start-position',
    question: `The shaker shows ${dice.join('-')}. Which position receives the first card?`,
    situation: [`${o.seats} betting positions; seat 1 is farthest to the dealer's left`],
    choices: Array.from({ length: o.seats + 1 }, (_, p) => ({ id: String(p), label: name(p) })),
    answer: String(answer),
    rule: `count ${total} positions counterclockwise, the dealer as one, empty seats included`,
    citation: CITE.startShaker,
  };
}

function houseWayDrill(o: AsiaOptions, rng: Rng): Drill {
  const cards = deck({ jokers: 1 });
  shuffleInPlace(cards, rng);
  const seven = cards.slice(0, 7);
  const ro = rankingOptionsOf(o);
  const hw = setHouseWay(o.houseWay, seven, ro);
  const right = formatSetting(hw);
  const others = asiaSettings(seven, ro)
    .filter((s) => s.legal)
    .map(formatSetting)
    .filter((s) => s !== right);
  const picks = new Set<string>([right]);
  while (picks.size < Math.min(4, others.length + 1)) picks.add(others[rng.nextInt(others.length)] as string);
  const choices = [...picks].sort().map((label, i) => ({ id: String(i), label }));
  return {
    kind: 'asia-house-way',
    question: 'How does the house way set the dealer hand?',
    situation: [`dealer: ${formatCards(seven)}`],
    choices,
    answer: choices.find((c) => c.label === right)?.id ?? '0',
    rule: `${hw.rule.name}: ${hw.rule.note ?? hw.rule.prefer.join(', ')}`,
    citation: CITE.houseWay,
  };
}

function resultDrill(o: AsiaOptions, rng: Rng): Drill {
  const cards = deck({ jokers: 1 });
  shuffleInPlace(cards, rng);
  const ro = rankingOptionsOf(o);
  const p = setHouseWay(o.houseWay, cards.slice(0, 7), ro);
  const d = setHouseWay(o.houseWay, cards.slice(7, 14), ro);
  const all = asiaSettings(cards.slice(0, 7), ro);
  // Now and then the player's hands are set wrongly, to drill § 659a.11(f)(1)(iii)-(v).
  const foulSet = all.find((s) => !s.legal);
  const player: ThreeHands = rng.nextInt(4) === 0 && foulSet ? foulSet : p;
  const foul = foulOf(player, o);
  const wins = [
    [p.scored.high, d.scored.high],
    [p.scored.medium, d.scored.medium],
    [p.scored.low, d.scored.low],
  ].filter(([x, y]) => (x as number) > (y as number)).length;
  const answer = foul ? 'foul' : wins >= 2 ? 'win' : 'lose';
  return {
    kind: 'asia-result',
    question: 'What happens to the Asia Poker Wager?',
    situation: [`player: ${formatSetting(player)}`, `dealer: ${formatSetting(d)}`],
    choices: [
      { id: 'win', label: 'Pay 1 to 1' },
      { id: 'lose', label: 'Collect it (copies go to the dealer)' },
      { id: 'foul', label: 'Collect it: the hands were not set correctly' },
    ],
    answer,
    rule: "two of the three hands must be higher than the dealer's; a copy counts for the dealer; a wrongly set hand loses",
    citation: foul ? CITE.lose : wins >= 2 ? CITE.win : CITE.lose,
  };
}

export function asiaDrills(options: AsiaOptions, rng: Rng): Drill[] {
  return [startDrill(options, rng), houseWayDrill(options, rng), resultDrill(options, rng)];
}
