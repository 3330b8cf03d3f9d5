/**
 * `felt odds` for the blackjack family: the exact house edge of the main game under the CDZ- strategy
 * (math/analyse.ts), Insurance, and the side wagers the game has (Bust It; House Money taking the payout
 * and with the best ride; Straight Jack and Hit and Run at the Rules Submission's reset meter, stated in
 * units of the wager). `table` keeps what a table under these options offers.
 */
import type { Citation } from '../../core/citation.js';
import type { OddsRow } from '../../engine/game.js';
import { unresolved } from '../../regulation/sections.js';
import {
  analyseBlackjack,
  bustIt,
  hitAndRun,
  houseMoney,
  insurance,
  straightJack,
  type BlackjackAnalysis,
  type HitAndRunRow,
  type HouseMoneyOptions,
  type SideWagerEdge,
} from './math/index.js';
import { tableOf, type AnyOptions, type TableRules } from './options.js';
import { citeIn, PROFILES, RULES_SUBMISSION, type GameId } from './profile.js';

/** A citation of an unprinted section is the Rules Submission's (R55). */
const printed = (c: Citation): Citation => (unresolved(c).length ? RULES_SUBMISSION : c);

const row = (e: SideWagerEdge): OddsRow => ({
  wager: e.wager,
  variant: e.variant,
  houseEdge: e.houseEdge,
  ...(e.exact === null ? {} : { exact: e.exact }),
  method: 'exact',
  citation: printed(e.citation),
});

/** The side wagers a table's rows cover (`table`: what these options offer; `all`: every one). */
export interface SideTerms {
  readonly bustIt: boolean;
  readonly houseMoney: HouseMoneyOptions | null;
  /** The Straight Jack meter, in units of the wager. */
  readonly straightJackMeter: number | null;
  readonly hitAndRun: { readonly paytable: readonly HitAndRunRow[]; readonly meter: number } | null;
}

export function sideTermsOf(game: GameId, t: TableRules, scope: 'all' | 'table'): SideTerms {
  const sj = t.straightJack ?? (scope === 'all' ? { amount: 100, meterReset: 500_000 } : null);
  const hr = t.hitAndRun;
  const blackjack = game === 'blackjack';
  return {
    bustIt: game === 'double-attack-blackjack' && (scope === 'all' || t.bustIt),
    houseMoney:
      blackjack && (scope === 'all' || t.houseMoney)
        ? { portion: (t.houseMoney?.ridePercent ?? 100) / 100, rideIncludesStake: false }
        : null,
    straightJackMeter: blackjack && sj ? sj.meterReset / sj.amount : null,
    hitAndRun:
      blackjack && hr
        ? { paytable: hr.paytable, meter: hr.meterReset / (t.limits['hit-and-run']?.min ?? 100) }
        : null,
  };
}

/** The rows of a table's wagers from its analysis. */
export function oddsRows(t: TableRules, analysis: BlackjackAnalysis, sides: SideTerms): OddsRow[] {
  const out: OddsRow[] = [
    {
      wager: 'main',
      variant: 'cdz-',
      houseEdge: analysis.houseEdge,
      method: 'exact',
      citation: citeIn(PROFILES[t.game], 'payout', ''),
    },
    row(insurance(t.rules)),
  ];
  if (sides.bustIt) out.push(row(bustIt(t.rules).edge));
  if (sides.houseMoney) {
    const hm = houseMoney(analysis, sides.houseMoney);
    out.push(row(hm.takePayout), row(hm.bestRide));
  }
  if (sides.straightJackMeter !== null) out.push(row(straightJack(analysis, sides.straightJackMeter)));
  const hr = sides.hitAndRun;
  if (hr) out.push(row(hitAndRun(t.rules, hr.paytable, hr.meter)));
  return out;
}

export function blackjackOdds(game: GameId, o: AnyOptions, scope: 'all' | 'table'): OddsRow[] {
  const t = tableOf(game, o);
  return oddsRows(t, analyseBlackjack(t.rules), sideTermsOf(game, t, scope));
}
