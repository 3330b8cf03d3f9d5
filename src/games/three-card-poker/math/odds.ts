/**
 * The rows of `felt odds three-card-poker`: Ante/Play with the Ante Bonus under the optimal raise
 * strategy (per unit of the Ante), Pair Plus and Six Card Bonus, each under the Rules Submission's
 * paytables (the defaults of ruling R28 without one).
 */
import type { OddsRow } from '../../../engine/game.js';
import { exactRow } from '../../../math/odds-rows.js';
import { analyseAntePlay } from './ante-play.js';
import { DEFAULT_PAYTABLES, type PayRow, type ThreeCardPokerPaytables } from './paytables.js';
import { pairPlusAnalysis, sixCardBonusAnalysis } from './side-wagers.js';

export interface ThreeCardPokerOddsOptions {
  readonly paytables: ThreeCardPokerPaytables;
  readonly pairPlusOffered: boolean;
  readonly sixCardBonusOffered: boolean;
}

export const DEFAULT_TCP_ODDS_OPTIONS: ThreeCardPokerOddsOptions = {
  paytables: DEFAULT_PAYTABLES,
  pairPlusOffered: true,
  sixCardBonusOffered: true,
};

/** `5-4-1`, `mini-royal 50, 40-30-6-4-1`: a paytable's odds, highest row first. */
export const paytableVariant = (table: readonly PayRow<string>[]): string => {
  const plain = table.filter((r) => r.hand !== 'mini-royal-flush' && r.hand !== 'super-royal');
  const extra = table.filter((r) => r.hand === 'mini-royal-flush' || r.hand === 'super-royal');
  const odds = (r: PayRow<string>): string =>
    r.odds.per === 1 ? `${r.odds.win}` : `${r.odds.win}/${r.odds.per}`;
  return [...extra.map((r) => `${r.hand} ${odds(r)}`), plain.map(odds).join('-')].join(', ');
};

export function threeCardPokerOdds(o: ThreeCardPokerOddsOptions, scope: 'all' | 'table'): OddsRow[] {
  const p = o.paytables;
  const rows = [
    exactRow(
      'ante-play',
      `ante bonus ${paytableVariant(p.anteBonus)}`,
      analyseAntePlay(p).ev,
      '§ 649a.12(b)',
    ),
  ];
  if (scope === 'all' || o.pairPlusOffered)
    rows.push(
      exactRow('pair-plus', paytableVariant(p.pairPlus), pairPlusAnalysis(p.pairPlus).ev, '§ 649a.12(d)'),
    );
  if (scope === 'all' || o.sixCardBonusOffered)
    rows.push(
      exactRow(
        'six-card-bonus',
        paytableVariant(p.sixCardBonus),
        sixCardBonusAnalysis(p.sixCardBonus).ev,
        '§ 649a.12(f)',
      ),
    );
  return rows;
}
