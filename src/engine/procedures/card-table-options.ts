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
const shufflerOption = (description: string, citation: Citation) =>
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

/** A posted table minimum and maximum, in cents. */
interface Limit {
  readonly min: number;
  readonly max: number;
}

const limit = z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict();

/** The table minimum and maximum per wager kind, each kind defaulting to the game's posted limits. */
export const limitsOption = <K extends string>(defaults: Readonly<Record<K, Limit>>, citation: Citation) => {
  const shape = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((kind) => [kind, limit.default(defaults[kind])]),
  ) as Record<K, z.ZodDefault<typeof limit>>;
  return z
    .object(shape)
    .strict()
    .default(defaults as never) // the defaults are the table's output; zod cannot name it for a generic K
    .meta(describe('Table minimum and maximum per wager, in cents', citation));
};

/** The options the two shuffler checks read: how the cards are shuffled and dealt, and any counting. */
interface ShufflerChoices {
  readonly shuffler: string;
  readonly dealing: string;
}

/**
 * Dealing from the hand, and a shuffler that counts the cards, both need an automated shuffler: a
 * violation for each the table breaks. `counting` names the game's field, its value and its citation;
 * the wording is the game's where it says more.
 */
export const shufflerViolations = (
  o: ShufflerChoices,
  handDeal: { readonly citation: Citation; readonly message?: string },
  counting?: {
    readonly field: string;
    readonly on: boolean;
    readonly citation: Citation;
    readonly message?: string;
  },
): Violation[] => {
  if (o.shuffler !== 'manual') return [];
  const out: Violation[] = [];
  if (o.dealing === 'hand')
    out.push({
      path: 'options.dealing',
      code: 'hand_deal_needs_shuffler',
      message:
        handDeal.message ?? 'cards are dealt from the hand only with an automated card shuffling device',
      citation: handDeal.citation,
    });
  if (counting?.on)
    out.push({
      path: `options.${counting.field}`,
      code: 'counting_needs_shuffler',
      message: counting.message ?? 'only an automated card shuffling device counts the cards',
      citation: counting.citation,
    });
  return out;
};

/**
 * Wagering on two adjacent betting areas needs a table of at least two positions; `positions` is the
 * chapter's word for them.
 */
export const adjacentAreasViolations = (
  o: { readonly adjacentAreas: boolean; readonly seats: number },
  citation: Citation,
  positions: string,
): Violation[] =>
  o.adjacentAreas && o.seats < 2
    ? [
        {
          path: 'options.adjacentAreas',
          code: 'adjacent_areas_need_two_positions',
          message: `two adjacent betting areas need a table of at least two ${positions}`,
          citation,
        },
      ]
    : [];

/**
 * The seats and the shuffler of a table with six player positions whose automated shuffler may use two
 * decks alternately (Three Card Poker, Five Card Hi-Lo), in the words both chapters' options use;
 * `shuffler` is the section the chapter cites for its shuffler.
 */
export const playerPositionsAndShuffler = (table: Citation, shuffler: Citation) => ({
  seats: seatsOption('Player positions at the table (no more than six)', table),
  shuffler: shufflerOption(
    'Manual shuffle (then a cut), an automated shuffler (no cut), or an automated shuffler with two decks used alternately',
    shuffler,
  ),
});
