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
  type SideWagerEdge,
} from './math/index.js';
import { tableOf, type AnyOptions } from './options.js';
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

export function blackjackOdds(game: GameId, o: AnyOptions, scope: 'all' | 'table'): OddsRow[] {
  const t = tableOf(game, o);
  const analysis = analyseBlackjack(t.rules);
  const out: OddsRow[] = [
    {
      wager: 'main',
      variant: 'cdz-',
      houseEdge: analysis.houseEdge,
      method: 'exact',
      citation: citeIn(PROFILES[game], 'payout', ''),
    },
    row(insurance(t.rules)),
  ];
  if (game === 'double-attack-blackjack' && (scope === 'all' || t.bustIt))
    out.push(row(bustIt(t.rules).edge));
  if (game === 'blackjack') {
    if (scope === 'all' || t.houseMoney) {
      const hm = houseMoney(analysis, {
        portion: (t.houseMoney?.ridePercent ?? 100) / 100,
        rideIncludesStake: false,
      });
      out.push(row(hm.takePayout), row(hm.bestRide));
    }
    const sj = t.straightJack ?? (scope === 'all' ? { amount: 100, meterReset: 500_000 } : null);
    if (sj) out.push(row(straightJack(analysis, sj.meterReset / sj.amount)));
    const hr = t.hitAndRun;
    if (hr)
      out.push(row(hitAndRun(t.rules, hr.paytable, hr.meterReset / (t.limits['hit-and-run']?.min ?? 100))));
  }
  return out;
}
