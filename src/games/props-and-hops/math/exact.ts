/**
 * Exact house edge of every Props & Hops wager (ch. 668a): full enumeration of the 36 outcomes for
 * the one-roll wagers, and an absorbing chain over the collected lammers for the Six Eight Shake.
 */
import { oddsId } from '../../../core/odds.js';
import { rational, type Rational } from '../../../core/rational.js';
import {
  ALL_LAMMERS,
  CITE,
  FIELD_DOUBLE_PAYOUT,
  NO_LAMMERS,
  ONE_ROLL_WAGERS,
  SIX_EIGHT_SHAKE_PAYOUT,
  resolveOneRoll,
  resolveSixEightShake,
  type Dice,
  type LammersCollected,
} from '../rules.js';
import type { SpecSource } from '../../../math/chain-pool.js';
import type { PropsAndHopsOptions } from '../options.js';
import {
  enumerateDice,
  oddsRow,
  resolutionChain,
  type Chain,
  type OddsRow,
  type RowSpec,
} from '../../../math/dice-exact.js';

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

/** Where a worker thread builds the same specs (chain-pool.ts): this module's propsAndHopsWagerSpecs. */
export const propsAndHopsSpecSource = (options: PropsAndHopsOptions): SpecSource => ({
  module: import.meta.url,
  build: 'propsAndHopsWagerSpecs',
  args: [options],
});

export const propsAndHopsOddsRows = (options: PropsAndHopsOptions): OddsRow[] =>
  propsAndHopsWagerSpecs(options).map(oddsRow);

/** The rows `felt odds` prints: `table` is what `options` offers, `all` adds the Six Eight Shake if it is not. */
export const propsAndHopsOdds = (options: PropsAndHopsOptions, scope: 'all' | 'table'): OddsRow[] =>
  propsAndHopsOddsRows(scope === 'all' ? { ...options, sixEightShake: true } : options);

/**
 * The Six Eight Shake when the player uses the right to take it down before a 7 (§ 668a.2(f)(8)):
 * after each roll the player removes the wager (getting it back) whenever holding it has a negative
 * expectation. The regulation gives the right, so this is the least the house can expect; the row
 * above (held to its decision) is the edge against a player who never removes it. Returns the
 * continuation value of every lammer state (backward over the states, most lammers first) and the
 * chain of the wager under that strategy.
 */
export function sixEightShakeWithTakeDown(): {
  readonly spec: RowSpec<unknown>;
  readonly removeAt: readonly LammersCollected[];
} {
  const value = new Map<LammersCollected, Rational>();
  const order = [...Array(ALL_LAMMERS).keys()].sort((a, b) => pointsOf(b) - pointsOf(a));
  const p = rational(1, 36);
  for (const s of order) {
    let stay = rational(0);
    let rest = rational(0);
    for (const dice of TWO_DICE) {
      const r = resolveSixEightShake(s, dice);
      if (r.outcome === 'open' && r.state === s) stay = stay.add(p);
      else if (r.outcome === 'open') rest = rest.add(p.mul(held(r.state)));
      else rest = rest.add(p.mul(r.outcome === 'win' ? rational(r.odds.win, r.odds.per) : rational(-1)));
    }
    value.set(s, rest.div(rational(1).sub(stay)));
  }
  function held(s: LammersCollected): Rational {
    const v = value.get(s) as Rational;
    return v.lt(0) ? rational(0) : v;
  }
  const removeAt = order.filter((s) => s !== NO_LAMMERS && (value.get(s) as Rational).lt(0));
  const chain = resolutionChain<LammersCollected, Dice>(TWO_DICE, NO_LAMMERS, String, (s, dice) => {
    const r = resolveSixEightShake(s, dice);
    return r.outcome === 'open' && r.state !== s && removeAt.includes(r.state) ? { outcome: 'push' } : r;
  });
  return {
    spec: {
      wager: 'six-eight-shake',
      variant: `${oddsId(SIX_EIGHT_SHAKE_PAYOUT)}-taken-down-when-behind`,
      citation: CITE.sixEightShake,
      multiRoll: true,
      chain: chain as Chain<unknown>,
    },
    removeAt,
  };
}

function pointsOf(m: number): number {
  let n = 0;
  for (let x = m; x > 0; x >>= 1) n += x & 1;
  return n;
}
