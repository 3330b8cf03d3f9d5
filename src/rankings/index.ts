/**
 * The hand-ranking library (src/rankings): one registry of ranking systems shared by the games, the math
 * and the dealer trainer. Each system evaluates validated cards into a HandValue whose integer strength is
 * totally ordered (higher is better). `evaluateHand` and `compareHands` validate input and return
 * rejections as values (ARCHITECTURE principle 7).
 */
import { JOKER, formatCard, parseCards, type Card } from '../core/cards.js';
import { reject, ok, type Rejection, type Result } from '../core/result.js';
import { asiaBonus, asiaHigh, asiaLow, asiaMedium } from './asia.js';
import { badacey, badeucey, badugi } from './badugi.js';
import { hiLoHigh, hiLoLow } from './hilo.js';
import './sections.js';
import {
  aceToFive,
  deuceToSeven,
  high,
  omahaHigh,
  omahaLow8,
  raiseItUp,
  sixCardBonus,
  threeCard,
} from './poker.js';
import {
  SYSTEM_IDS,
  isSystemId,
  type HandValue,
  type RankingOptions,
  type RankingSystem,
  type SystemId,
} from './types.js';

export * from './types.js';
export {
  highStrength,
  highStrength5,
  highStrength6,
  highStrength7,
  highClassOf,
  HIGH_CLASSES,
} from './high.js';
export {
  ASIA_BONUS_CLASSES,
  SPLITS,
  asiaBonusCensus,
  asiaBonusClassOf,
  asiaHandScore,
  asiaSettings,
  checkAsiaSetting,
  countLegalAsiaSettings,
  prepareAsiaBonus,
  prepareAsiaSettings,
  type AsiaSetting,
  type SettingCheck,
} from './asia.js';
export { hiLoDealerSetting, hiLoPlayerSettings } from './hilo.js';

export const SYSTEMS: Readonly<Record<SystemId, RankingSystem>> = {
  high,
  'three-card': threeCard,
  'six-card-bonus': sixCardBonus,
  'raise-it-up': raiseItUp,
  'ace-to-five': aceToFive,
  'deuce-to-seven': deuceToSeven,
  badugi,
  badeucey,
  badacey,
  'omaha-high': omahaHigh,
  'omaha-low8': omahaLow8,
  'asia-high': asiaHigh,
  'asia-medium': asiaMedium,
  'asia-low': asiaLow,
  'asia-bonus': asiaBonus,
  'hi-lo-high': hiLoHigh,
  'hi-lo-low': hiLoLow,
};

export function systemFor(id: string): Result<RankingSystem, Rejection> {
  if (!isSystemId(id))
    return reject('unknown_system', `unknown ranking system "${id}" (one of: ${SYSTEM_IDS.join(', ')})`);
  return ok(SYSTEMS[id]);
}

/** Checks a hand for a system: card count, duplicates, jokers. */
export function validateHand(
  system: RankingSystem,
  cards: readonly Card[],
): Result<readonly Card[], Rejection> {
  const sizes =
    system.sizes.length === 1
      ? `${system.sizes[0]}`
      : `${system.sizes.slice(0, -1).join(', ')} or ${system.sizes[system.sizes.length - 1]}`;
  if (!system.sizes.includes(cards.length)) {
    const layout = system.layout === undefined ? '' : ` (${system.layout})`;
    return reject(
      'wrong_card_count',
      `${system.id} ranks ${sizes} cards${layout}, not ${cards.length}`,
      system.citation,
    );
  }
  const seen = new Set<Card>();
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > JOKER) return reject('unknown_card', `not a card: ${c}`);
    if (c === JOKER && !system.joker)
      return reject('joker_not_allowed', `${system.id} is played without a joker`, system.citation);
    if (seen.has(c)) return reject('duplicate_card', `duplicate card ${formatCard(c)} in one hand`);
    seen.add(c);
  }
  return ok(cards);
}

const parse = (cards: string | readonly Card[]): Result<readonly Card[], Rejection> => {
  if (typeof cards !== 'string') return ok(cards);
  const parsed = parseCards(cards);
  return parsed.ok ? parsed : reject('unknown_card', parsed.error);
};

/** Evaluates one hand (card notation or Card numbers) under a system. */
export function evaluateHand(
  systemId: string,
  cards: string | readonly Card[],
  options: RankingOptions = {},
): Result<HandValue, Rejection> {
  const system = systemFor(systemId);
  if (!system.ok) return system;
  const parsed = parse(cards);
  if (!parsed.ok) return parsed;
  const valid = validateHand(system.value, parsed.value);
  if (!valid.ok) return valid;
  return ok(system.value.evaluate(valid.value, options));
}

export type Comparison = 'first' | 'second' | 'tie';

/**
 * Compares two hands of one system. Each hand is validated on its own: the two may share cards (Omaha
 * hands share the board; a lab may compare hands from different deals).
 */
export function compareHands(
  systemId: string,
  first: string | readonly Card[],
  second: string | readonly Card[],
  options: RankingOptions = {},
): Result<{ winner: Comparison; first: HandValue; second: HandValue }, Rejection> {
  const a = evaluateHand(systemId, first, options);
  if (!a.ok)
    return reject(
      a.error.code,
      `first hand: ${a.error.message}`,
      ...(a.error.citation ? [a.error.citation] : []),
    );
  const b = evaluateHand(systemId, second, options);
  if (!b.ok)
    return reject(
      b.error.code,
      `second hand: ${b.error.message}`,
      ...(b.error.citation ? [b.error.citation] : []),
    );
  const d = a.value.strength - b.value.strength;
  return ok({ winner: d > 0 ? 'first' : d < 0 ? 'second' : 'tie', first: a.value, second: b.value });
}
