/**
 * The math's reading of a blackjack-family Rules Submission (§ 601a.2): the core-rule options of issue
 * 13, named so that documents are portable between Felt's tools (`decks`, `dealerHitsSoft17`, `doubleOn`,
 * `doubleAfterSplit`, `maxHands`, `resplitAces`, `surrender`, `blackjackPays`), onto a `BlackjackRules`.
 *
 * The game engine owns the document's schema (and validates it first where the game is registered);
 * this reads only the eight core options and ignores every other key (side wagers, table limits), so it
 * accepts the engine's parsed options as they are. 633a and 635a do not print their core rules (spec B.1,
 * C): they come from the document, defaults from `blackjackRules` / `spanish21Rules`. Chapter 665a fixes
 * every one of them, so a Double Attack document may only restate 665a's value.
 */
import type { Citation } from '../../../core/citation.js';
import { odds, type Odds } from '../../../core/odds.js';
import { err, ok, type Result } from '../../../core/result.js';
import {
  blackjackRules,
  DOUBLE_ATTACK_CITATIONS,
  doubleAttackRules,
  spanish21Rules,
  validateBlackjackRules,
  type BlackjackGame,
  type BlackjackRules,
  type RulesViolation,
} from './rules.js';

export const BLACKJACK_GAMES: readonly BlackjackGame[] = [
  'blackjack',
  'double-attack-blackjack',
  'spanish-21',
];

export const isBlackjackGame = (id: string): id is BlackjackGame =>
  (BLACKJACK_GAMES as readonly string[]).includes(id);

/** The issue-13 option names and the values each takes. */
export const CORE_OPTIONS = {
  decks: 'a whole number from 1 to 8',
  dealerHitsSoft17: 'true or false',
  doubleOn: '"any-two", "9-11" or "10-11"',
  doubleAfterSplit: 'true or false',
  maxHands: '2, 3 or 4',
  resplitAces: 'true or false',
  surrender: '"none" or "late" ("any-time" at Double Attack Blackjack, § 665a.9(a))',
  blackjackPays: '"3-to-2", "6-to-5" or "1-to-1"',
} as const;

type CoreOption = keyof typeof CORE_OPTIONS;

const BLACKJACK_PAYS: Readonly<Record<string, Odds>> = {
  '3-to-2': odds(3, 2),
  '6-to-5': odds(6, 5),
  '1-to-1': odds(1),
};
const DOUBLE_ON = { 'any-two': 'any', '9-11': '9-11', '10-11': '10-11' } as const;

const bad = (option: CoreOption, value: unknown): RulesViolation => ({
  code: 'invalid_option',
  message: `options.${option}: ${JSON.stringify(value)} is not ${CORE_OPTIONS[option]}`,
});

/** Each core option present in `options`, parsed; violations for values of the wrong kind. */
function parseCore(
  options: Readonly<Record<string, unknown>>,
  surrenders: readonly unknown[] = ['none', 'late'],
): {
  overrides: Partial<Record<CoreOption, unknown>>;
  violations: RulesViolation[];
} {
  const violations: RulesViolation[] = [];
  const overrides: Partial<Record<CoreOption, unknown>> = {};
  const take = (option: CoreOption, ok: (v: unknown) => boolean): void => {
    const v = options[option];
    if (v === undefined) return;
    if (ok(v)) overrides[option] = v;
    else violations.push(bad(option, v));
  };
  const bool = (v: unknown): boolean => typeof v === 'boolean';
  take('decks', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 8);
  take('dealerHitsSoft17', bool);
  take('doubleOn', (v) => typeof v === 'string' && v in DOUBLE_ON);
  take('doubleAfterSplit', bool);
  take('maxHands', (v) => v === 2 || v === 3 || v === 4);
  take('resplitAces', bool);
  take('surrender', (v) => surrenders.includes(v));
  take('blackjackPays', (v) => typeof v === 'string' && v in BLACKJACK_PAYS);
  return { overrides, violations };
}

function apply(base: BlackjackRules, o: Partial<Record<CoreOption, unknown>>): BlackjackRules {
  let r = base;
  if (o.decks !== undefined) r = { ...r, decks: o.decks as number };
  if (o.dealerHitsSoft17 !== undefined) r = { ...r, dealerHitsSoft17: o.dealerHitsSoft17 as boolean };
  if (o.doubleOn !== undefined)
    r = { ...r, double: { ...r.double, totals: DOUBLE_ON[o.doubleOn as keyof typeof DOUBLE_ON] } };
  if (o.doubleAfterSplit !== undefined)
    r = { ...r, double: { ...r.double, afterSplit: o.doubleAfterSplit as boolean } };
  if (o.maxHands !== undefined) r = { ...r, split: { ...r.split, maxHands: o.maxHands as 2 | 3 | 4 } };
  if (o.resplitAces !== undefined) r = { ...r, split: { ...r.split, resplitAces: o.resplitAces as boolean } };
  if (o.surrender !== undefined) r = { ...r, surrender: o.surrender as 'none' | 'late' };
  if (o.blackjackPays !== undefined)
    r = { ...r, blackjackPays: BLACKJACK_PAYS[o.blackjackPays as string] as Odds };
  return r;
}

/** Where 665a fixes a core option, the citation a different value breaks. */
const FIXED_BY_665A: Readonly<Record<CoreOption, Citation | undefined>> = {
  decks: DOUBLE_ATTACK_CITATIONS['decks'],
  dealerHitsSoft17: DOUBLE_ATTACK_CITATIONS['dealer'],
  doubleOn: DOUBLE_ATTACK_CITATIONS['double'],
  doubleAfterSplit: DOUBLE_ATTACK_CITATIONS['double'],
  maxHands: DOUBLE_ATTACK_CITATIONS['split'],
  resplitAces: DOUBLE_ATTACK_CITATIONS['splitAces'],
  surrender: DOUBLE_ATTACK_CITATIONS['surrender'],
  blackjackPays: DOUBLE_ATTACK_CITATIONS['blackjack'],
};

/** The value 665a gives each core option, in the document's terms. */
const DOUBLE_ATTACK_VALUES: Readonly<Record<CoreOption, unknown>> = {
  decks: 8,
  dealerHitsSoft17: false,
  doubleOn: 'any-two',
  doubleAfterSplit: true,
  maxHands: 4,
  resplitAces: false,
  surrender: 'late',
  blackjackPays: '1-to-1',
};

/**
 * The rules of a table from its game and Rules Submission options, or every violation at once. At
 * Double Attack Blackjack a core option may only restate chapter 665a (`surrender: "late"` stands for its
 * surrender, which 665a.9(a) also allows after hitting, splitting or doubling).
 */
export function rulesFromSubmission(
  game: BlackjackGame,
  options: Readonly<Record<string, unknown>> = {},
): Result<BlackjackRules, RulesViolation[]> {
  const da = game === 'double-attack-blackjack';
  // At 665a a document may also name its surrender `any-time` (after hitting, splitting, doubling).
  const { overrides, violations } = parseCore(options, da ? ['none', 'late', 'any-time'] : ['none', 'late']);
  if (da) {
    for (const [k, v] of Object.entries(overrides) as [CoreOption, unknown][]) {
      if (v !== DOUBLE_ATTACK_VALUES[k] && !(k === 'surrender' && v === 'any-time'))
        violations.push({
          code: 'fixed_by_665a',
          message: `options.${k}: Double Attack Blackjack fixes this at ${JSON.stringify(DOUBLE_ATTACK_VALUES[k])}`,
          ...(FIXED_BY_665A[k] === undefined ? {} : { citation: FIXED_BY_665A[k] }),
        });
    }
    return violations.length > 0 ? err(violations) : ok(doubleAttackRules());
  }
  if (violations.length > 0) return err(violations);
  const rules = apply(game === 'spanish-21' ? spanish21Rules() : blackjackRules(), overrides);
  const problems = validateBlackjackRules(rules);
  return problems.length > 0 ? err(problems) : ok(rules);
}

/** The rules in the document's terms (for `--json` output and the table's help). */
export function describeRules(rules: BlackjackRules): Record<string, unknown> {
  const pays = Object.entries(BLACKJACK_PAYS).find(
    ([, o]) => o.win * rules.blackjackPays.per === rules.blackjackPays.win * o.per,
  )?.[0];
  const doubleOn = Object.entries(DOUBLE_ON).find(([, t]) => t === rules.double.totals)?.[0];
  return {
    game: rules.game,
    decks: rules.decks,
    ranksRemoved: rules.ranksRemoved,
    dealerHitsSoft17: rules.dealerHitsSoft17,
    doubleOn,
    doubleOnCards: rules.double.cards === 'any' ? 'two or more' : 'first two',
    doubleAfterSplit: rules.double.afterSplit,
    maxHands: rules.split.maxHands,
    resplitAces: rules.split.resplitAces,
    surrender: rules.surrender,
    blackjackPays: pays ?? `${rules.blackjackPays.win}-to-${rules.blackjackPays.per}`,
    doubleAttack: rules.doubleAttack,
  };
}

/** One line: `6 decks, S17, DAS, split to 4 hands, no surrender, Blackjack 3 to 2`. */
export function rulesLine(rules: BlackjackRules): string {
  const d = rules.double;
  const parts = [
    `${rules.decks} deck${rules.decks === 1 ? '' : 's'}${rules.ranksRemoved.length > 0 ? ' of 48 cards' : ''}`,
    rules.dealerHitsSoft17 ? 'H17' : 'S17',
    `double ${d.totals === 'any' ? 'any total' : d.totals} on ${d.cards === 'any' ? 'two or more cards' : 'the first two cards'}`,
    d.afterSplit ? 'DAS' : 'no DAS',
    `split to ${rules.split.maxHands} hands${rules.split.resplitAces ? ', aces resplit' : ''}`,
    rules.surrender === 'none'
      ? 'no surrender'
      : rules.surrender === 'late'
        ? 'late surrender'
        : 'surrender any time',
    `Blackjack ${rules.blackjackPays.win} to ${rules.blackjackPays.per}`,
  ];
  return parts.join(', ');
}
