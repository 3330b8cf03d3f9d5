/**
 * A dealing shoe as data: the stack in dealing order (index 0 is the next card out), the position of
 * the "last hand" cover card, and how many cards have left it. The stack is never mutated after it is
 * formed, so game states can share it.
 */
import type { Card } from './cards.js';

export interface Shoe {
  readonly stack: readonly Card[];
  readonly next: number;
  /** The cover card comes out when card number `coverAt` (0-based) would be drawn. */
  readonly coverAt: number | null;
  readonly coverOut: boolean;
}

export const remaining = (shoe: Shoe): number => shoe.stack.length - shoe.next;

/**
 * The cut: a cover card placed `position` cards in from the top; it and every card above it go to the
 * bottom. The returned stack starts with the card that was just below the cover card.
 */
export function cutStack(stack: readonly Card[], position: number): Card[] {
  return [...stack.slice(position), ...stack.slice(0, position)];
}

export function loadShoe(stack: readonly Card[], coverFromBottom: number | null): Shoe {
  return {
    stack,
    next: 0,
    coverAt: coverFromBottom === null ? null : stack.length - coverFromBottom,
    coverOut: false,
  };
}

/** Draws `count` cards; the cover card, if reached, is set aside and noted. Undefined when too few remain. */
export function draw(shoe: Shoe, count: number): { cards: Card[]; shoe: Shoe } | undefined {
  if (remaining(shoe) < count) return undefined;
  const cards = shoe.stack.slice(shoe.next, shoe.next + count);
  const next = shoe.next + count;
  const coverOut =
    shoe.coverOut || (shoe.coverAt !== null && shoe.next <= shoe.coverAt && shoe.coverAt < next);
  return { cards, shoe: { ...shoe, next, coverOut } };
}
