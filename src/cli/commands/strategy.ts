/**
 * `felt strategy GAME`: the optimal strategy as strategy cards print it, computed by the game's exact
 * analysis, and the expected value of every option in one situation.
 *
 * - Blackjack family (`blackjack`, `double-attack-blackjack`, `spanish-21`): the CDZ- table of hard,
 *   soft and pair hands by up card (and the Double Attack decision by up card) under the Rules
 *   Submission's core rules; `--hand "As 7d" --up 9h` values stand, hit, double, split, surrender.
 * - `raise-it-up`: the strategy card for 3rd, 4th and 5th Street; `--hand ... --community ...` values
 *   check (or fold) and each Play multiple.
 * - `three-card-poker`: the raise threshold (Q-6-4 under the default paytables) found by enumeration;
 *   `--hand` values fold and play.
 */
import type { Command } from 'commander';
import { parseCards, type Card } from '../../core/cards.js';
import { formatRational, toNumber, type Rational } from '../../core/rational.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Violation } from '../../engine/game.js';
import {
  RulesSubmissionDocument,
  validateOptions,
  validateRulesSubmission,
} from '../../engine/rules-submission.js';
import {
  analyseBlackjack,
  evaluate,
  strategyTable,
  type AnalysisProgress,
  type BlackjackRules,
  type StrategyCell,
  type StrategyRow,
} from '../../games/blackjack/math/index.js';
import { CHART_LEGEND, type ChartCode } from '../../games/blackjack/math/strategy.js';
import {
  describeRules,
  isBlackjackGame,
  rulesFromSubmission,
  rulesLine,
} from '../../games/blackjack/math/submission.js';
import { raiseItUpAdvice } from '../../games/raise-it-up/math/advice.js';
import { raiseItUpSolution } from '../../games/raise-it-up/math/solve.js';
import { raiseItUpStrategyCard } from '../../games/raise-it-up/math/strategy-card.js';
import {
  analyseAntePlay,
  threeCardPokerAdvice,
  threeCardPokerStrategyText,
} from '../../games/three-card-poker/math/ante-play.js';
import { threeCardPoker as threeCardPokerGame } from '../../games/three-card-poker/index.js';
import type { ThreeCardPokerPaytables } from '../../games/three-card-poker/math/paytables.js';
import { paytablesOf } from '../../games/three-card-poker/options.js';
import { paytableVariant } from '../../games/three-card-poker/math/odds.js';
import { GAMES } from '../../games/registry.js';
import { printJson, progressBar } from '../io.js';
import { printViolations, readJsonFile } from '../table-setup.js';

export const STRATEGY_GAMES = [
  'blackjack',
  'double-attack-blackjack',
  'spanish-21',
  'raise-it-up',
  'three-card-poker',
] as const;

export interface StrategyArgs {
  readonly game?: string;
  readonly rulesSubmission?: string;
  readonly decks?: number;
  readonly hand?: string;
  readonly up?: string;
  readonly removed?: string;
  readonly splitHand?: boolean;
  readonly community?: string;
}

/** What the command prints: lines of text, or the JSON value. */
export interface StrategyReport {
  readonly text: readonly string[];
  readonly json: unknown;
}

export interface StrategyHooks {
  /** Long work reports here (the CLI draws a bar on stderr). */
  readonly onProgress?: (p: AnalysisProgress) => void;
  /** A long step is starting (the CLI says so on stderr). */
  readonly onStage?: (message: string) => void;
}

const violation = (code: string, message: string, path = 'arguments'): Violation => ({ path, code, message });

/** The game and the Rules Submission options (validated by the game's schema where it is registered). */
function chooseGame(
  args: StrategyArgs,
): Result<{ game: string; options: Record<string, unknown> }, Violation[]> {
  if (args.rulesSubmission === undefined) {
    if (args.game === undefined)
      return err([violation('missing_game', `name a game: ${STRATEGY_GAMES.join(', ')}`)]);
    // A registered blackjack game's defaults are its schema's (as `felt odds` reads them), in the
    // issue-13 option names; the poker games' strategies take the regulation's and R28's paytables.
    const registered = isBlackjackGame(args.game) ? GAMES.get(args.game) : undefined;
    if (registered === undefined) return ok({ game: args.game, options: {} });
    const defaults = validateOptions(registered, {});
    if (!defaults.ok) return defaults;
    return ok({ game: args.game, options: (defaults.value ?? {}) as Record<string, unknown> });
  }
  const raw = readJsonFile(args.rulesSubmission);
  if (!raw.ok) return raw;
  const doc = RulesSubmissionDocument.safeParse(raw.value);
  if (!doc.success)
    return err(
      doc.error.issues.map((i) =>
        violation('malformed_rules_submission', `${i.path.join('.') || 'document'}: ${i.message}`),
      ),
    );
  const game = doc.data.game;
  if (args.game !== undefined && args.game !== game)
    return err([
      violation(
        'game_mismatch',
        `${args.rulesSubmission} is a Rules Submission for ${game}, not ${args.game}`,
      ),
    ]);
  if (GAMES.has(game)) {
    const v = validateRulesSubmission(GAMES, raw.value);
    if (!v.ok) return v;
    return ok({ game, options: (v.value.options ?? {}) as Record<string, unknown> });
  }
  return ok({ game, options: doc.data.options });
}

const cardsArg = (
  text: string | undefined,
  what: string,
  count?: (n: number) => boolean,
): Result<Card[], Violation[]> => {
  if (text === undefined || text.trim() === '') return ok([]);
  const parsed = parseCards(text);
  if (!parsed.ok) return err([violation('unknown_card', `${what}: ${parsed.error}`)]);
  if (count && !count(parsed.value.length))
    return err([violation('wrong_card_count', `${what}: ${parsed.value.length} cards`)]);
  return ok(parsed.value);
};

/** The report for the arguments, or every violation. */
export function strategyReport(
  args: StrategyArgs,
  hooks: StrategyHooks = {},
): Result<StrategyReport, Violation[]> {
  const chosen = chooseGame(args);
  if (!chosen.ok) return chosen;
  const { game, options } = chosen.value;
  if (isBlackjackGame(game)) {
    const withDecks = args.decks === undefined ? options : { ...options, decks: args.decks };
    const rules = rulesFromSubmission(game, withDecks);
    if (!rules.ok)
      return err(
        rules.error.map((v) => ({
          path: 'options',
          code: v.code,
          message: v.message,
          ...(v.citation === undefined ? {} : { citation: v.citation }),
        })),
      );
    if (args.hand !== undefined || args.up !== undefined) return blackjackSituation(rules.value, args);
    return ok(blackjackTable(rules.value, hooks));
  }
  if (args.up !== undefined || args.removed !== undefined || args.splitHand === true)
    return err([violation('blackjack_only', '--up, --removed and --split-hand are blackjack options')]);
  if (args.decks !== undefined)
    return err([
      violation('blackjack_only', `${game} is dealt from one deck; --decks is a blackjack option`),
    ]);
  if (game === 'raise-it-up') return raiseItUp(args, hooks);
  if (args.community !== undefined)
    return err([violation('raise_it_up_only', '--community is a Raise It Up option')]);
  if (game === 'three-card-poker') {
    // The options were validated with the document (§ 649a.12(g) and the paytable checks), or are {}.
    return threeCardPoker(args, paytablesOf(threeCardPokerGame.options.parse(options)));
  }
  return err([
    violation('no_strategy', `no strategy analysis for ${game}; games: ${STRATEGY_GAMES.join(', ')}`, 'game'),
  ]);
}

// --- Blackjack ---------------------------------------------------------------------------------------

const pct = (x: number, digits = 4): string => `${(x * 100).toFixed(digits)} %`;
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(6)}`;

const cellJson = (c: StrategyCell): object => ({
  code: c.code,
  action: c.action,
  fallback: c.fallback,
  ev: Number.isFinite(c.ev) ? c.ev : null,
  exceptions: c.exceptions,
});

/** `hard 16`, `soft 18 (A7)`, `pair 88` as a card prints them: `16`, `A,7`, `8,8`. */
function rowLabel(row: StrategyRow): string {
  const soft = /^soft \d+ \(A(.)\)$/.exec(row.label);
  if (soft) return `A,${soft[1] === 'T' ? '10' : soft[1]}`;
  const pair = /^pair (.)(.)$/.exec(row.label);
  if (pair) return pair[1] === 'T' ? '10,10' : `${pair[1]},${pair[2]}`;
  return row.label.replace(/^hard /, '');
}

function blackjackTable(rules: BlackjackRules, hooks: StrategyHooks): StrategyReport {
  const analysis = analyseBlackjack(rules, hooks.onProgress ? { onProgress: hooks.onProgress } : {});
  const table = strategyTable(analysis);
  const ups = table.upCards.map((u) => (u === 'T' ? '10' : u));
  const width = 6;
  const line = (label: string, cells: readonly string[]): string =>
    `  ${label.padEnd(8)}${cells.map((c) => c.padStart(width)).join('')}`;
  const notes: string[] = [];
  const rowLines = (title: string, rows: readonly StrategyRow[]): string[] => [
    title,
    ...rows.map((r) =>
      line(
        rowLabel(r),
        r.cells.map((c, i) => {
          if (c.exceptions.length === 0) return c.code;
          notes.push(
            `  ${r.label} v ${ups[i]}: ${c.code} except ${c.exceptions.map((e) => `${e.hand} ${e.action}`).join(', ')}`,
          );
          return `${c.code}*`;
        }),
      ),
    ),
  ];
  // The Double Attack Wager's expectation per unit, given the up card: the round's value past the
  // dealer's Blackjack (what the Wager doubles, analyse.ts), a dealer Blackjack returning the Wager.
  const attackGain = table.upCards.map((label) => {
    const u = analysis.upCards.find((x) => x.label === label);
    return u === undefined ? null : u.stakeValue;
  });
  const used = new Set<ChartCode>();
  for (const r of [...table.hard, ...table.soft, ...table.pairs]) for (const c of r.cells) used.add(c.code);
  const legend = (Object.keys(CHART_LEGEND) as ChartCode[]).filter((k) => used.has(k));
  const text = [
    `${gameName(rules)}: ${rulesLine(rules)}`,
    `Composition-dependent strategy (CDZ-) for the first two cards; house edge ${pct(analysis.houseEdge)} of the initial Bet.`,
    '',
    line("dealer's", ups),
    ...rowLines('hard', table.hard),
    ...rowLines('soft', table.soft),
    ...rowLines('pairs', table.pairs),
    ...(table.doubleAttack === null
      ? []
      : [
          '',
          line(
            'DA',
            table.doubleAttack.map((y) => (y ? 'Y' : 'N')),
          ),
          line(
            'DA gain',
            attackGain.map((g) => (g === null ? '-' : `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)}`)),
          ),
          '  DA: Y make the Double Attack Wager (up to the Bet) after seeing this up card, N do not (§ 665a.6(e)).',
          "  DA gain: the Wager's expectation in % of its amount, given the up card (a dealer Blackjack returns it, § 665a.7(o)(2)).",
        ]),
    '',
    `Legend: ${legend.map((k) => `${k} ${CHART_LEGEND[k]}`).join('; ')}.`,
    ...(notes.length > 0 ? ['* composition-dependent exceptions (T: any ten-valued card):', ...notes] : []),
  ];
  const json = {
    game: rules.game,
    rules: describeRules(rules),
    houseEdge: analysis.houseEdge,
    strategy: 'CDZ-',
    upCards: ups,
    legend: CHART_LEGEND,
    hard: table.hard.map((r) => ({ label: r.label, cells: r.cells.map(cellJson) })),
    soft: table.soft.map((r) => ({ label: r.label, cells: r.cells.map(cellJson) })),
    pairs: table.pairs.map((r) => ({ label: r.label, cells: r.cells.map(cellJson) })),
    doubleAttack: table.doubleAttack,
    doubleAttackGain: table.doubleAttack === null ? null : attackGain,
  };
  return { text, json };
}

const gameName = (rules: BlackjackRules): string =>
  rules.game === 'double-attack-blackjack'
    ? 'Double Attack Blackjack'
    : rules.game === 'spanish-21'
      ? 'Spanish 21'
      : 'Blackjack';

function blackjackSituation(rules: BlackjackRules, args: StrategyArgs): Result<StrategyReport, Violation[]> {
  if (args.hand === undefined || args.up === undefined)
    return err([violation('situation_incomplete', 'give both --hand and --up')]);
  const hand = cardsArg(args.hand, '--hand');
  if (!hand.ok) return hand;
  const up = cardsArg(args.up, '--up', (n) => n === 1);
  if (!up.ok) return up;
  const removed = cardsArg(args.removed, '--removed');
  if (!removed.ok) return removed;
  const r = evaluate(rules, {
    hand: hand.value,
    up: up.value[0] as Card,
    removed: removed.value,
    splitHand: args.splitHand === true,
  });
  if (!r.ok)
    return err([
      {
        path: 'arguments',
        code: r.error.code,
        message: r.error.message,
        ...(r.error.citation === undefined ? {} : { citation: r.error.citation }),
      },
    ]);
  const s = r.value;
  const options = Object.entries(s.options).sort((a, b) => b[1] - a[1]);
  const text = [
    `${gameName(rules)}: ${rulesLine(rules)}`,
    `${s.hand} (${s.soft ? 'soft' : 'hard'} ${s.total}) against ${s.up}: expected result per unit of the hand's stake, given no dealer Blackjack`,
    ...options.map(
      ([name, ev]) => `  ${name.padEnd(10)}${signed(ev).padStart(10)}${name === s.best ? '  best' : ''}`,
    ),
    ...(s.insurance === null
      ? []
      : [
          `  Insurance (before the peek), per unit insured: ${signed(s.insurance)} (${s.insurance > 0 ? 'take it' : 'decline'})`,
        ]),
  ];
  return ok({ text, json: { game: rules.game, rules: describeRules(rules), ...s } });
}

// --- Raise It Up -------------------------------------------------------------------------------------

const exact = (r: Rational): { value: number; exact: string } => ({
  value: toNumber(r),
  exact: formatRational(r),
});

function raiseItUp(args: StrategyArgs, hooks: StrategyHooks): Result<StrategyReport, Violation[]> {
  if (args.community !== undefined && args.hand === undefined)
    return err([violation('situation_incomplete', 'give --hand with --community')]);
  hooks.onStage?.('solving every Raise It Up situation (3 to 6 cards) exactly');
  if (args.hand === undefined) {
    const card = raiseItUpStrategyCard(raiseItUpSolution());
    return ok({
      text: card.text,
      json: {
        game: 'raise-it-up',
        houseEdge: { card: exact(card.ev.neg()), optimal: exact(card.optimal.neg()) },
        streets: card.streets.map((s) => ({
          street: s.street,
          raise: s.raise,
          rules: s.rules,
          otherwise: s.otherwise,
          agreement: s.agreement,
        })),
      },
    });
  }
  const a = raiseItUpAdvice(args.hand, args.community ?? '');
  if (!a.ok)
    return err([
      {
        path: 'arguments',
        code: a.error.code,
        message: a.error.message,
        ...(a.error.citation === undefined ? {} : { citation: a.error.citation }),
      },
    ]);
  const choices = a.value.choices.map((c) => ({
    action: c.action,
    multiple: c.multiple,
    ...exact(c.ev),
    best: c.best,
  }));
  const label = (c: (typeof choices)[number]): string =>
    c.multiple === 0 ? c.action : `raise ${c.multiple}x`;
  const text = [
    `Raise It Up, ${a.value.street} street (${a.value.citation}): ${args.hand}${args.community ? ` with ${args.community} shown` : ''}`,
    'Expected value of Ante + Blind + Play per unit of the Ante, optimal play afterwards:',
    ...choices.map((c) => `  ${label(c).padEnd(10)}${signed(c.value).padStart(10)}${c.best ? '  best' : ''}`),
  ];
  return ok({
    text,
    json: {
      game: 'raise-it-up',
      hand: args.hand,
      community: args.community ?? '',
      street: a.value.street,
      citation: a.value.citation,
      choices,
    },
  });
}

// --- Three Card Poker --------------------------------------------------------------------------------

function threeCardPoker(
  args: StrategyArgs,
  paytables: ThreeCardPokerPaytables,
): Result<StrategyReport, Violation[]> {
  const anteBonus = `Ante Bonus ${paytableVariant(paytables.anteBonus)}`;
  if (args.hand === undefined) {
    const a = analyseAntePlay(paytables);
    const [hi, mid, lo] = a.threshold.hand.split('-');
    // The weakest hand played, unsuited, and the same with its lowest card one rank down.
    const at = threeCardPokerAdvice(`${hi}s ${mid}d ${lo}c`, paytables);
    const lower =
      lo === '2' ? null : threeCardPokerAdvice(`${hi}s ${mid}d ${lowerRank(lo as string)}c`, paytables);
    const rows: { hand: string; play: { value: number; exact: string }; best: string }[] = [];
    if (at.ok) rows.push({ hand: `${hi}-${mid}-${lo}`, play: exact(at.value.play), best: at.value.best });
    if (lower !== null && lower.ok)
      rows.push({
        hand: `${hi}-${mid}-${lowerRank(lo as string)}`,
        play: exact(lower.value.play),
        best: lower.value.best,
      });
    return ok({
      text: [
        ...threeCardPokerStrategyText(a),
        `(${anteBonus}; ${pct(toNumber(a.played), 2)} of hands played.)`,
        ...rows.map(
          (r) => `  ${r.hand} unsuited: play ${signed(r.play.value)} against fold -1.000000 (${r.best})`,
        ),
      ],
      json: {
        game: 'three-card-poker',
        anteBonus: paytables.anteBonus,
        threshold: a.threshold,
        houseEdge: exact(a.ev.neg()),
        played: exact(a.played),
        boundary: rows,
      },
    });
  }
  const r = threeCardPokerAdvice(args.hand, paytables);
  if (!r.ok)
    return err([
      {
        path: 'arguments',
        code: r.error.code,
        message: r.error.message,
        ...(r.error.citation === undefined ? {} : { citation: r.error.citation }),
      },
    ]);
  const v = r.value;
  const options = [
    { action: 'play', ...exact(v.play), best: v.best === 'play' },
    { action: 'fold', ...exact(v.fold), best: v.best === 'fold' },
  ];
  return ok({
    text: [
      `Three Card Poker: ${args.hand} (${anteBonus}). Expected value per unit of the Ante (Ante, Play, Ante Bonus):`,
      ...options.map(
        (o) => `  ${o.action.padEnd(10)}${signed(o.value).padStart(10)}${o.best ? '  best' : ''}`,
      ),
      `  dealer hands: ${v.showdown.dealerDoesNotQualify} do not qualify, ${v.showdown.playerWins} lose, ${v.showdown.ties} tie, ${v.showdown.dealerWins} win (of 18,424)`,
    ],
    json: { game: 'three-card-poker', hand: args.hand, options, showdown: v.showdown },
  });
}

const RANK_CHARS = '23456789TJQKA';
const lowerRank = (r: string): string => RANK_CHARS[RANK_CHARS.indexOf(r) - 1] ?? r;

// --- Command -----------------------------------------------------------------------------------------

export function register(program: Command): void {
  program
    .command('strategy')
    .argument('[game]', `${STRATEGY_GAMES.join(', ')} (optional with --rules-submission)`)
    .description(
      'the optimal strategy as a strategy card, from the exact analysis; with --hand, the value of every option',
    )
    .option('--rules-submission <file>', 'a Rules Submission JSON file (blackjack core rules, paytables)')
    .option('--decks <n>', 'blackjack: decks in the shoe', (v) => Number(v))
    .option('--hand <cards>', 'the player\'s cards, e.g. "As 7d"')
    .option('--up <card>', "blackjack: the dealer's up card, e.g. 9h")
    .option('--removed <cards>', 'blackjack: other cards known to be out of the shoe')
    .option('--split-hand', 'blackjack: the hand comes from a split')
    .option('--community <cards>', 'Raise It Up: the community cards shown so far')
    .option('--json', 'print JSON')
    .action((game: string | undefined, o: StrategyArgs & { json?: boolean }) => {
      let bar: ReturnType<typeof progressBar> | undefined;
      const report = strategyReport(
        { ...o, ...(game === undefined ? {} : { game }) },
        {
          onProgress: (p) => {
            bar ??= progressBar('exact analysis, up cards', p.total);
            bar.update(p.done);
          },
          onStage: (m) => {
            if (process.stderr.isTTY) process.stderr.write(`${m}...\n`);
          },
        },
      );
      bar?.stop();
      if (!report.ok) return printViolations(report.error);
      if (o.json) return printJson(report.value.json);
      process.stdout.write(`${report.value.text.join('\n')}\n`);
      return undefined;
    });
}
