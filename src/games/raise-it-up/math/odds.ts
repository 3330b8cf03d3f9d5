/**
 * The rows of `felt odds raise-it-up`: every wager's house edge, exact, with its citation. `table` scope
 * gives the options a Rules Submission chose; `all` every option § 669a.12 permits.
 */
import type { OddsRow } from '../../../engine/game.js';
import { exactRow } from '../../../math/odds-rows.js';
import {
  PAIR_PLUS,
  PAIR_PLUS_VARIANTS,
  PROGRESSIVE_SEED_FOR_ONE,
  SIX_CARD_BONUS,
  SIX_CARD_VARIANTS,
  type PairPlusVariant,
  type ProgressiveWager,
  type SixCardVariant,
} from './paytables.js';
import {
  DEFAULT_PROGRESSIVE,
  pairPlusAnalysis,
  progressiveAnalysis,
  sixCardBonusAnalysis,
  type ProgressiveParams,
} from './side-wagers.js';
import { raiseItUpSolution } from './solve.js';

export interface RaiseItUpOddsOptions {
  readonly pairPlus: PairPlusVariant | null;
  readonly sixCardBonus: SixCardVariant | null;
  readonly progressive: ProgressiveParams | null;
}

const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US')}`;
export const progressiveVariant = (p: ProgressiveParams): string =>
  `$${p.wager} at ${dollars(p.resetCents)}, ${p.otherPlayers} other player${p.otherPlayers === 1 ? '' : 's'}` +
  (p.folds === 'main-strategy' ? ', main-wager folds' : '');

/** The odds rows; the main wager is per unit of the Ante (Ante, Blind and Play under optimal play). */
export function raiseItUpOdds(o: RaiseItUpOddsOptions, scope: 'all' | 'table'): OddsRow[] {
  const rows: OddsRow[] = [
    exactRow('main', 'optimal', raiseItUpSolution().ev, '§§ 669a.12(b) to 669a.12(d)'),
  ];
  const pairPlus = scope === 'all' ? PAIR_PLUS_VARIANTS : o.pairPlus ? [o.pairPlus] : [];
  for (const v of pairPlus)
    rows.push(exactRow('pair-plus', v, pairPlusAnalysis(v).ev, PAIR_PLUS[v][0]?.citation ?? '§ 669a.12(a)'));
  const six = scope === 'all' ? SIX_CARD_VARIANTS : o.sixCardBonus ? [o.sixCardBonus] : [];
  for (const v of six)
    rows.push(
      exactRow(
        'six-card-bonus',
        v,
        sixCardBonusAnalysis(v).ev,
        SIX_CARD_BONUS[v][0]?.citation ?? '§ 669a.12(f)',
      ),
    );
  // `all`: each wager size at its least reset amount, with no other player and with the five others a
  // full table seats (§ 669a.2(a)), whose hands may each earn the bettor an Envy Bonus.
  const base = o.progressive ?? DEFAULT_PROGRESSIVE;
  const progressives: ProgressiveParams[] =
    scope === 'all'
      ? ([1, 5] as ProgressiveWager[]).flatMap((wager) =>
          [...new Set([base.otherPlayers, 5])].map((otherPlayers) => ({
            ...base,
            wager,
            otherPlayers,
            resetCents: Math.max(base.resetCents, PROGRESSIVE_SEED_FOR_ONE * wager * 100),
          })),
        )
      : o.progressive
        ? [o.progressive]
        : [];
  for (const p of progressives) {
    const a = progressiveAnalysis(p);
    // Options reach here validated (checkProgressive); a rejection now is a bug.
    if (!a.ok) throw new Error(a.error.message);
    rows.push(exactRow('progressive', progressiveVariant(p), a.value.ev, '§ 669a.12(e)'));
  }
  return rows;
}
