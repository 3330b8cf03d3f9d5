/**
 * The hands a poker paytable pays on the best five cards, named as the high ranking names them (high.ts).
 * Every such paytable Felt knows starts with the same seven rows; each game adds what it pays below them.
 */
import type { HighClass } from './high.js';

/** A royal flush down to three of a kind, best first. */
export const ROYAL_FLUSH_TO_THREE_OF_A_KIND = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
] as const satisfies readonly HighClass[];
