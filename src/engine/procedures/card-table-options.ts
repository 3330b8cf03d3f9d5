/**
 * Rules Submission pieces (§ 601a.2) every single-deck card table wrote the same way: the seats, shuffler,
 * counting and dealing fields (each game passes its own description and citation, so the documented
 * options read as they did) and the check that a posted table minimum does not exceed its maximum. Each
 * chapter passes the section it cites.
 */
import { z } from 'zod';
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

/** A field's documentation: the wording and the citation are the game's, only the schema is shared. */
const describe = (description: string, citation: Citation) => ({ description, citation });

/** Player positions (one to six, six by default). */
export const seatsOption = (description: string, citation: Citation) =>
  z.number().int().min(1).max(6).default(6).meta(describe(description, citation));

const SHUFFLERS = ['manual', 'automated', 'automated-two-decks'] as const;

/** How the deck is shuffled (an automated shuffler by default). */
export const shufflerOption = (description: string, citation: Citation) =>
  z.enum(SHUFFLERS).default('automated').meta(describe(description, citation));

/** The same, where the chapter also allows a device that reshuffles the cards itself. */
export const deviceShufflerOption = (description: string, citation: Citation) =>
  z
    .enum([...SHUFFLERS, 'reshuffling-device'])
    .default('automated')
    .meta(describe(description, citation));

/** Whether the automated shuffler counts the cards (no by default). */
export const countingOption = (description: string, citation: Citation) =>
  z.boolean().default(false).meta(describe(description, citation));

/** How the cards are dealt (a manual shoe by default). */
export const dealingOption = (description: string, citation: Citation) =>
  z
    .enum(['manual-shoe', 'hand', 'automated-shoe'])
    .default('manual-shoe')
    .meta(describe(description, citation));
