/**
 * Exact Asia Poker Bonus Wager odds (§§ 659a.6(d), 659a.12(b)): every one of the C(53,7) = 154,143,080
 * seven-card hands of the 53-card deck classified by the rankings library's census, paid at the highest
 * listed line (rulings A10 #0, #7-#9). The payout limit is assumed not to bind.
 */
import { formatRational, rational, toNumber, type Rational } from '../../../core/rational.js';
import type { OddsRow } from '../../../engine/game.js';
import { bonusOdds, CITE, type BonusPaytable } from '../rules.js';
import { asiaBonusCensus } from '../../../rankings/index.js';

type AsiaBonusCensus = ReturnType<typeof asiaBonusCensus>;

export const SEVEN_CARD_HANDS = 154_143_080;
let census: AsiaBonusCensus | undefined;

/** The census, computed once per process (about 3 s). */
export const bonusCensus = (): AsiaBonusCensus => (census ??= asiaBonusCensus());

/** Expected value per unit of the Bonus Wager under a paytable. */
export function bonusEv(paytable: BonusPaytable, counts: readonly number[] = bonusCensus().total): Rational {
  let num = 0n;
  let total = 0n;
  counts.forEach((n, cls) => {
    const odds = bonusOdds(paytable, cls);
    num += BigInt(odds > 0 ? odds * n : -n);
    total += BigInt(n);
  });
  return rational(num, total);
}

export function bonusRows(paytables: readonly BonusPaytable[]): OddsRow[] {
  return paytables.map((t) => {
    const ev = bonusEv(t);
    return {
      wager: 'bonus',
      variant: t,
      houseEdge: -toNumber(ev),
      exact: formatRational(ev.neg()),
      method: 'exact',
      citation: CITE.payBonus,
    };
  });
}
