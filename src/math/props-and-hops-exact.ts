/**
 * Exact house edge of every Props & Hops wager (ch. 668a): full enumeration of the 36 outcomes for
 * the one-roll wagers, and an absorbing chain over the collected lammers for the Six Eight Shake.
 */
import { oddsId } from '../core/odds.js';
import {
  CITE,
  FIELD_DOUBLE_PAYOUT,
  NO_LAMMERS,
  ONE_ROLL_WAGERS,
  SIX_EIGHT_SHAKE_PAYOUT,
  resolveOneRoll,
  resolveSixEightShake,
  type Dice,
  type LammersCollected,
  type PropsAndHopsOptions,
} from '../games/props-and-hops/rules.js';
import {
  enumerateDice,
  oddsRow,
  resolutionChain,
  type Chain,
  type OddsRow,
  type RowSpec,
} from './dice-exact.js';

const TWO_DICE: readonly Dice[] = enumerateDice(2).map((d) => [d[0], d[1]] as unknown as Dice);

/** Every wager's chain; the Hop rows use the Rules Submission's regions. */
export function propsAndHopsWagerSpecs(options: PropsAndHopsOptions): RowSpec<unknown>[] {
  const specs: RowSpec<unknown>[] = ONE_ROLL_WAGERS.map((row) => ({
    wager: row.id,
    variant:
      row.variant !== ''
        ? row.variant
        : row.wager.kind === 'field'
          ? `two-${oddsId(FIELD_DOUBLE_PAYOUT)}-twelve-${oddsId(FIELD_DOUBLE_PAYOUT)}`
          : oddsId(row.payout),
    citation: row.citation,
    multiRoll: false,
    chain: resolutionChain(TWO_DICE, 'roll', String, (_s, dice) =>
      resolveOneRoll(row, dice, options),
    ) as Chain<unknown>,
  }));
  if (options.sixEightShake)
    specs.push({
      wager: 'six-eight-shake',
      variant: oddsId(SIX_EIGHT_SHAKE_PAYOUT),
      citation: CITE.sixEightShake,
      multiRoll: true,
      chain: resolutionChain<LammersCollected, Dice>(
        TWO_DICE,
        NO_LAMMERS,
        String,
        resolveSixEightShake,
      ) as Chain<unknown>,
    });
  return specs;
}

export const propsAndHopsOddsRows = (options: PropsAndHopsOptions): OddsRow[] =>
  propsAndHopsWagerSpecs(options).map(oddsRow);

/** The rows `felt odds` prints: `table` is what `options` offers, `all` adds the Six Eight Shake if it is not. */
export const propsAndHopsOdds = (options: PropsAndHopsOptions, scope: 'all' | 'table'): OddsRow[] =>
  propsAndHopsOddsRows(scope === 'all' ? { ...options, sixEightShake: true } : options);
