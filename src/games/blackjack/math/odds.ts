/**
 * The rows of `felt odds GAME` for the blackjack family, with the wager ids of issue 13: `main` (the
 * Bet, and at Double Attack Blackjack the Bet and Double Attack together, per unit of the initial Bet,
 * under the CDZ- strategy), `insurance`, `bust-it` (665a), `house-money` (variants `take-payout` and
 * `best-ride`), `straight-jack` (under the computed strategy, at a stated meter) and `hit-and-run` (the
 * Rules Submission's paytable: 633a.13(l) is not in the seeds, spec B.3, so the row is there only when
 * a paytable is given). A game definition's `odds(options, scope)` is
 * `blackjackOdds(game, options, scope, sides)`.
 */
import type { OddsRow } from '../../../engine/game.js';
import { err, ok, type Result } from '../../../core/result.js';
import { analyseBlackjack } from './analyse.js';
import { bustIt, insurance, type SideWagerEdge } from './bust-it.js';
import { hitAndRun, type HitAndRunRow } from './hit-and-run.js';
import { houseMoney, type HouseMoneyOptions } from './house-money.js';
import type { BlackjackGame, RulesViolation } from './rules.js';
import { straightJack } from './straight-jack.js';
import { rulesFromSubmission } from './submission.js';

/** The side-wager terms a Rules Submission states (their schema is the game engine's). */
export interface SideWagerTerms {
  /** The Hit and Run paytable (633a.13(l), from the Rules Submission) and its meter in wager units. */
  readonly hitAndRun?: { readonly paytable: readonly HitAndRunRow[]; readonly meter: number };
  /** The Straight Jack meter in units of the wager (reset at no less than $5,000, BJ-6). */
  readonly straightJackMeter?: number;
  readonly houseMoney?: HouseMoneyOptions;
}

/** The Straight Jack meter of `felt odds` when none is stated: the $5,000 reset on a $1 wager (BJ-6). */
export const DEFAULT_STRAIGHT_JACK_METER = 5000;

const row = (e: SideWagerEdge, variant = e.variant): OddsRow => ({
  wager: e.wager,
  variant,
  houseEdge: e.houseEdge,
  ...(e.exact === null ? {} : { exact: e.exact }),
  method: 'exact',
  citation: e.citation,
});

const MAIN_CITATION: Readonly<Record<BlackjackGame, string>> = {
  blackjack: '§ 633a.13(a) (Rules Submission, spec B.1)',
  'spanish-21': '§ 635a.12 (Rules Submission, spec C)',
  'double-attack-blackjack': '§§ 665a.7(o), 665a.12(a)',
};

/**
 * Every wager's exact house edge at a table of `game` under `options` (the issue-13 core options). Scope
 * `table` and `all` give the same rows here: the side wagers belong to their chapters (Bust It to 665a;
 * House Money, Straight Jack and Hit and Run to 633a), and Hit and Run needs the document's paytable.
 */
export function blackjackOdds(
  game: BlackjackGame,
  options: Readonly<Record<string, unknown>> = {},
  sides: SideWagerTerms = {},
): Result<OddsRow[], RulesViolation[]> {
  const rules = rulesFromSubmission(game, options);
  if (!rules.ok) return rules;
  const analysis = analyseBlackjack(rules.value);
  const da = analysis.upCards.filter((u) => u.doubleAttack).map((u) => u.label);
  const rows: OddsRow[] = [
    {
      wager: 'main',
      variant: game === 'double-attack-blackjack' ? `CDZ-, Double Attack against ${da.join(' ')}` : 'CDZ-',
      houseEdge: analysis.houseEdge,
      method: 'exact',
      citation: MAIN_CITATION[game],
    },
    row(insurance(rules.value)),
  ];
  if (game === 'double-attack-blackjack') rows.push(row(bustIt(rules.value).edge));
  if (game === 'blackjack') {
    const hm = houseMoney(analysis, sides.houseMoney);
    rows.push(row(hm.takePayout), row(hm.bestRide));
    const meter = sides.straightJackMeter ?? DEFAULT_STRAIGHT_JACK_METER;
    if (!Number.isFinite(meter) || meter < 0)
      return err([{ code: 'invalid_meter', message: `a meter of ${meter} wager units` }]);
    rows.push(row(straightJack(analysis, meter), `meter ${meter} wager units`));
    if (sides.hitAndRun !== undefined) {
      const { paytable, meter: hrMeter } = sides.hitAndRun;
      rows.push(row(hitAndRun(rules.value, paytable, hrMeter)));
    }
  }
  return ok(rows);
}
