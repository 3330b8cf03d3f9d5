/**
 * "What is each choice worth here?": the exact expected value of every legal choice for one player's
 * situation, per unit of the Ante (Ante, Blind and Play together, optimal play afterwards), for the
 * table's help, the CLI and the dealer trainer. Only cards the player may see go in: his three and the
 * community cards turned so far (§ 669a.11(c), (e)).
 */
import { JOKER, formatCard, parseCards, type Card } from '../../../core/cards.js';
import type { Citation } from '../../../core/citation.js';
import { rational, type Rational } from '../../../core/rational.js';
import { ok, reject, type Rejection, type Result } from '../../../core/result.js';
import { DECISION_CITE } from './paytables.js';
import { raiseItUpSolution, type Multiple, type RaiseItUpSolution, type Street } from './solve.js';

export type RaiseItUpAction = 'check' | 'fold' | 'raise';

export interface RaiseItUpChoice {
  readonly action: RaiseItUpAction;
  /** The Play Wager in units of the Ante (0 for a check or fold). */
  readonly multiple: Multiple;
  /** Expected value of Ante + Blind + Play per unit of the Ante, exact. */
  readonly ev: Rational;
  readonly best: boolean;
}

export interface RaiseItUpAdvice {
  readonly street: Street;
  readonly citation: Citation;
  /** Least money at risk first: check (or fold), 1x, 2x, 3x. */
  readonly choices: readonly RaiseItUpChoice[];
  readonly best: RaiseItUpChoice;
}

const parse = (cards: string | readonly Card[]): Result<readonly Card[], Rejection> => {
  if (typeof cards !== 'string') return ok(cards);
  const parsed = parseCards(cards);
  return parsed.ok ? parsed : reject('unknown_card', parsed.error);
};

/** Validates a player's three cards and up to two community cards shown (§ 669a.11(b)-(f)). */
export function checkSituation(
  cards: string | readonly Card[],
  communityShown: string | readonly Card[],
): Result<readonly Card[], Rejection> {
  const own = parse(cards);
  if (!own.ok) return own;
  const shown = parse(communityShown);
  if (!shown.ok) return shown;
  if (own.value.length !== 3)
    return reject(
      'wrong_card_count',
      `a player holds three cards, not ${own.value.length}`,
      DECISION_CITE.third,
    );
  if (shown.value.length > 2)
    return reject(
      'no_decision_left',
      'every decision is made before the third community card is turned',
      DECISION_CITE.fifth,
    );
  const all = [...own.value, ...shown.value];
  const seen = new Set<Card>();
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= JOKER)
      return reject('unknown_card', `not a card of the deck: ${c}`);
    if (seen.has(c)) return reject('duplicate_card', `duplicate card ${formatCard(c)}`);
    seen.add(c);
  }
  return ok(all);
}

/** Exact values of each choice for the cards seen so far, under the optimal strategy afterwards. */
export function raiseItUpAdvice(
  cards: string | readonly Card[],
  communityShown: string | readonly Card[] = [],
  solution: RaiseItUpSolution = raiseItUpSolution(),
): Result<RaiseItUpAdvice, Rejection> {
  const checked = checkSituation(cards, communityShown);
  if (!checked.ok) return checked;
  const s = solution.situation(checked.value);
  const denominator = BigInt(s.completions * s.scale);
  const choices = [...s.values].map(([multiple, value]): RaiseItUpChoice => ({
    action: multiple !== 0 ? 'raise' : s.street === 'fifth' ? 'fold' : 'check',
    multiple,
    ev: rational(BigInt(value), denominator),
    best: multiple === s.chosen,
  }));
  const best = choices.find((c) => c.best) as RaiseItUpChoice;
  return ok({ street: s.street, citation: DECISION_CITE[s.street], choices, best });
}
