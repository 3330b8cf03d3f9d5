/**
 * The shoe procedure of 627a.5 / 629a.5 / 631a.5 as pure functions, shared by the engine's automated
 * dealer and the fast simulator so both draw the same random numbers in the same order (the
 * differential test between them depends on it).
 */
import { decks, type Card } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import { shuffleInPlace } from '../../core/rng.js';
import { burnFaceValue } from './rules.js';

/** …5(c): the cover card goes at least ten cards in from the top or the bottom. */
export const MIN_CUT_DEPTH = 10;
/** …5(d): the second ("last hand") cover card goes at least 14 cards above the bottom. */
export const MIN_LAST_HAND_DEPTH = 14;
/** How far above the minimum an automated dealer may place the last-hand cover card (operator practice). */
export const AUTOMATED_LAST_HAND_SPREAD = 7;

/** A freshly shuffled stack of `deckCount` decks (rng draws: the Fisher-Yates swaps). */
export function shuffledStack(deckCount: number, rng: Rng): Card[] {
  const stack = decks(deckCount);
  shuffleInPlace(stack, rng);
  return stack;
}

/** Legal cut positions: the number of cards above the cover card, 10 to n - 10. */
export const cutRange = (n: number): { min: number; max: number } => ({
  min: MIN_CUT_DEPTH,
  max: n - MIN_CUT_DEPTH,
});

/** An automated cut: one draw for the cut position, one for the last-hand cover card, in that order. */
export function automatedCut(n: number, rng: Rng): { position: number; lastHandFromBottom: number } {
  const { min, max } = cutRange(n);
  const position = min + rng.nextInt(max - min + 1);
  const lastHandFromBottom = MIN_LAST_HAND_DEPTH + rng.nextInt(AUTOMATED_LAST_HAND_SPREAD);
  return { position, lastHandFromBottom };
}

/** …5(f): cards burned = the exposed first card plus as many more as its face value (2 to 11 in all). */
export const burnCount = (exposed: Card): number => 1 + burnFaceValue(exposed);
