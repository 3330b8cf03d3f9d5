/**
 * Rules Submission pieces (§ 601a.2) every single-deck card table wrote the same way: the check that a
 * posted table minimum does not exceed its maximum. Each chapter passes the section it cites.
 */
import type { Citation } from '../../core/citation.js';
import type { Violation } from '../game.js';

/** A violation for each wager kind whose posted minimum exceeds its maximum. */
export const limitViolations = (
  limits: Readonly<Record<string, { readonly min: number; readonly max: number }>>,
  citation: Citation,
): Violation[] =>
  Object.entries(limits)
    .filter(([, l]) => l.min > l.max)
    .map(([kind]) => ({
      path: `options.limits.${kind}`,
      code: 'limit_min_above_max',
      message: `the ${kind} minimum exceeds its maximum`,
      citation,
    }));
