/**
 * Dealer-training drills of Five Card Hi-Lo's own (58 Pa. Code 611a): how the dealer sets the dealer's
 * five cards, and the result of the Ante and Play Wagers against them. Deals are real shuffles; the
 * answers come from the rule tables the machine uses.
 */
import { deck, formatCards } from '../../core/cards.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import type { Drill } from '../../engine/game.js';
import type { HiLoOptions } from './options.js';
import { CITE, ANTE_PLAY_CITE, antePlayOutcome, dealerSetting, playerSettings } from './rules.js';

function dealerSettingDrill(rng: Rng): Drill {
  const cards = deck();
  shuffleInPlace(cards, rng);
  const five = cards.slice(0, 5);
  const right = dealerSetting(five);
  const choices = new Map<string, string>();
  const key = (h: number, l: number): string => `${h}-${l}`;
  choices.set(key(right.highPoints, right.lowPoints), `${right.highPoints} high, ${right.lowPoints} low`);
  for (const p of playerSettings(five))
    choices.set(key(p.highPoints, p.lowPoints), `${p.highPoints} high, ${p.lowPoints} low`);
  for (const d of [1, -1, 2, 10])
    if (choices.size < 4)
      choices.set(
        key(right.highPoints - d, right.lowPoints + d),
        `${right.highPoints - d} high, ${right.lowPoints + d} low`,
      );
  return {
    kind: 'hi-lo-dealer-setting',
    question: 'How does the dealer set these five cards?',
    situation: [`dealer: ${formatCards(five)}`],
    choices: [...choices].map(([id, label]) => ({ id, label })).sort((a, b) => a.id.localeCompare(b.id)),
    answer: key(right.highPoints, right.lowPoints),
    rule: `the three highest-valued cards high, aces high unless the dealer holds four aces: ${formatCards(right.high)} and ${formatCards(right.low)}`,
    citation: CITE.dealerSetting,
  };
}

function outcomeDrill(rng: Rng): Drill {
  const cards = deck();
  shuffleInPlace(cards, rng);
  const player = playerSettings(cards.slice(0, 5));
  const set = player[rng.nextInt(player.length)] ?? dealerSetting(cards.slice(0, 5));
  const dealer = dealerSetting(cards.slice(5, 10));
  const result = antePlayOutcome(set, dealer);
  return {
    kind: 'hi-lo-ante-play',
    question: 'What happens to the Ante and Play Wagers?',
    situation: [
      `player: ${formatCards(set.high)} (${set.highPoints}) high, ${formatCards(set.low)} (${set.lowPoints}) low`,
      `dealer: ${formatCards(dealer.high)} (${dealer.highPoints}) high, ${formatCards(dealer.low)} (${dealer.lowPoints}) low`,
    ],
    choices: [
      { id: 'win', label: 'Pay both at 1 to 1' },
      { id: 'lose', label: 'Collect both' },
      { id: 'tie', label: 'Return both (a tie)' },
    ],
    answer: result,
    rule: 'win needs a higher high hand and a lower low hand; equal totals count against the player; one of each is a tie',
    citation: ANTE_PLAY_CITE[result],
  };
}

export function hiLoDrills(_options: HiLoOptions, rng: Rng): Drill[] {
  return [dealerSettingDrill(rng), outcomeDrill(rng)];
}
