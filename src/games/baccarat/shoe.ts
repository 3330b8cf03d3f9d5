/**
 * The baccarat family's dealing shoe: the shared multi-deck procedure (src/engine/procedures/
 * multi-deck-shoe.ts) under 627a.5 / 629a.5 / 631a.5. The engine's automated dealer and the fast
 * simulator draw the same random numbers in the same order through it (the differential test between
 * them depends on it).
 */
import type { Card } from '../../core/cards.js';
import {
  automatedCut,
  coverCame,
  shuffledStack,
  type ShoeEvent,
  type ShoeRules,
  type ShoeTerms,
} from '../../engine/procedures/multi-deck-shoe.js';
import { around, CARD_TABLE } from '../../engine/turn-order.js';
import { citeIn, PROFILES, type GameId, type Profile } from './profile.js';
import { burnFaceValue } from './rules.js';
import type { BaccaratState } from './state.js';

/** …5(c): the cover card goes at least ten cards in from the top or the bottom. */
export const MIN_CUT_DEPTH = 10;
/** …5(d): the second ("last hand") cover card goes at least 14 cards above the bottom. */
export const MIN_LAST_HAND_DEPTH = 14;
/** How far above the minimum an automated dealer may place the last-hand cover card (operator practice). */
export const AUTOMATED_LAST_HAND_SPREAD = 7;

/** …5(f): cards burned = the exposed first card plus as many more as its face value (2 to 11 in all). */
export const burnCount = (exposed: Card): number => 1 + burnFaceValue(exposed);

function shoeRules(p: Profile): ShoeRules {
  const c = (key: Parameters<typeof citeIn>[1], clause = '') => citeIn(p, key, clause);
  return {
    deck: {},
    cutDepth: MIN_CUT_DEPTH,
    cover: {
      minFromBottom: () => MIN_LAST_HAND_DEPTH,
      automatedSpread: AUTOMATED_LAST_HAND_SPREAD,
      name: 'second cover card',
      role: 'last-hand card',
    },
    burn: (first) => ({ count: burnCount(first), exposed: true }),
    afterCover: 'one-more-round',
    citations: {
      shuffle: c('shuffle', '(a)'),
      newDecks: c('decks', '(b)'),
      twoBatch: c('decks', '(b)(4)'),
      cutOffer: c('shuffle', '(b)'),
      cut: c('shuffle', '(c)'),
      cover: c('shuffle', '(d)'),
      recut: c('shuffle', '(e)'),
      burn: c('shuffle', '(f)'),
      coverOut: c('thirdCard', p.clauses.coverCard),
    },
  };
}

const RULES: Readonly<Record<GameId, ShoeRules>> = {
  minibaccarat: shoeRules(PROFILES.minibaccarat),
  midibaccarat: shoeRules(PROFILES.midibaccarat),
  baccarat: shoeRules(PROFILES.baccarat),
};

/** The shoe rules of a chapter (the three differ only in their citations). */
export const shoeRulesOf = (game: GameId): ShoeRules => RULES[game];

/** The rules the fast simulator deals by: the cut, the cover card and the burn are the same in every chapter. */
export const SIMULATED_SHOE = RULES.minibaccarat;

/** The automated dealer's cut and last-hand card (the simulator's, drawn as the engine draws them). */
export const baccaratAutomatedCut = (n: number, rng: Parameters<typeof automatedCut>[2]) =>
  automatedCut(SIMULATED_SHOE, n, rng);

/** A shuffled stack of `deckCount` decks, as the engine shuffles it (for the simulator's tests). */
export const baccaratStack = (deckCount: number, rng: Parameters<typeof shuffledStack>[2]): Card[] =>
  shuffledStack(deckCount, {}, rng);

/**
 * …5(b): the cut is offered from the highest-numbered seat, clockwise (descending seat numbers, R1); on a
 * Baccarat reshuffle it starts with the last curator (631a.5(b), spec ruling C8).
 */
export function cutOrder(s: BaccaratState): number[] {
  const seats = around(
    CARD_TABLE,
    s.seats.map((x) => x.seat),
    'clockwise',
  );
  const p = PROFILES[s.game];
  if (p.curator && s.lastCurator !== null && s.shoe.shoesDealt > 0 && seats.includes(s.lastCurator)) {
    const i = seats.indexOf(s.lastCurator);
    return [...seats.slice(i), ...seats.slice(0, i)];
  }
  return seats;
}

/** What the table's options and seats say about its shoe now. */
export function shoeTerms(s: BaccaratState): ShoeTerms {
  return {
    rules: RULES[s.game],
    decks: s.options.decks,
    shuffler: s.options.shuffler,
    newDecks: PROFILES[s.game].newDecksEveryShoe,
    automated: s.automated,
    cutOrder: cutOrder(s),
    roundInPlay: s.shoe.stage.kind === 'in-play' && s.phase === 'dealing',
  };
}

/** The cover-card event when a draw leaving the shoe as `after` brought it out (…9(e)). */
export const coverEvents = (s: BaccaratState, after: Parameters<typeof coverCame>[1]): ShoeEvent[] =>
  coverCame(s.shoe, after, shoeRulesOf(s.game));
