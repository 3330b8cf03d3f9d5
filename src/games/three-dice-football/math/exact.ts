/**
 * Exact house edge of every Three Dice Football wager (ch. 661a): the single play wagers by full
 * enumeration of the 216 throws, the full game wagers by an absorbing chain over the drive (Yard
 * Marker, series, downs, plays) built from `resolveDrivePlay`, with the extra point roll as one more
 * step for the Extra Point wager.
 */
import type { Cents } from '../../../core/money.js';
import { oddsId, type Odds } from '../../../core/odds.js';
import { rational, type Rational } from '../../../core/rational.js';
import {
  CITE,
  DEFAULT_FRACTIONAL_POLICY,
  FULL_GAME_WAGERS,
  GAME_LENGTH_PAYOUTS,
  KICKOFF,
  OVER_FOUR_YARDS_WITH_TRIPS,
  QUICK_STRIKE_PAYOUTS,
  SINGLE_PLAY_WAGERS,
  DEFENSE_PAYOUT,
  TOUCHDOWN_PAYOUT,
  GAME_CHANGER_PAYOUT,
  extraPointPayout,
  fullGameCitation,
  resolveDrivePlay,
  resolveSinglePlay,
  settleFullGame,
  winningsCents,
  type DriveState,
  type FractionalPayoutPolicy,
  type FullGameWager,
  type Throw,
} from '../rules.js';
import type { SpecSource } from '../../../math/chain-pool.js';
import {
  enumerateDice,
  oddsRow,
  oneRoll,
  type Chain,
  type OddsRow,
  type RowSpec,
  type Transition,
} from '../../../math/dice-exact.js';

export const THROWS: readonly Throw[] = enumerateDice(3).map((d) => [d[0], d[1], d[2]] as unknown as Throw);
const P216 = rational(1, 216);
const MINUS_ONE = rational(-1);

export interface ThreeDiceFootballMathOptions {
  /** Spec ruling A9: how the Defense (4 to 5) and Game Length 3 (6 to 5) payouts are made whole. */
  readonly fractional: FractionalPayoutPolicy;
  /** The stake the round-down policy is evaluated at (its edge depends on the stake). */
  readonly stakeCents: Cents;
}

export const DEFAULT_TDF_MATH_OPTIONS: ThreeDiceFootballMathOptions = {
  fractional: DEFAULT_FRACTIONAL_POLICY,
  stakeCents: 500,
};

/** Net return per unit on a win: exact odds, or what the round-down policy actually pays on the stake. */
function winReturn(o: Odds, options: ThreeDiceFootballMathOptions): Rational {
  if (o.per === 1 || options.fractional.policy === 'multiples-of-5') return rational(o.win, o.per);
  return rational(winningsCents(options.stakeCents, o, options.fractional), options.stakeCents);
}

type GameState = DriveState | 'extra-point-roll';
const gameKey = (s: GameState): string =>
  s === 'extra-point-roll' ? 'xp' : `${s.yardsToGo}:${s.series}:${s.downsUsed}:${s.plays}`;

/** The whole game as a chain for one full game wager, settled by `settleFullGame`. */
export function fullGameChain(wager: FullGameWager, options: ThreeDiceFootballMathOptions): Chain<GameState> {
  return {
    start: KICKOFF,
    key: gameKey,
    step: (s) =>
      THROWS.map((dice): Transition<GameState> => {
        if (s === 'extra-point-roll') {
          const o = extraPointPayout(dice);
          return { p: P216, payoff: o ? winReturn(o, options) : MINUS_ONE };
        }
        const play = resolveDrivePlay(s, dice);
        if (!play.end) return { p: P216, to: play.state };
        if (wager === 'extra-point' && play.end.winner === 'offense')
          return { p: P216, to: 'extra-point-roll' };
        const settled = settleFullGame(wager, play.end);
        return { p: P216, payoff: settled.outcome === 'win' ? winReturn(settled.odds, options) : MINUS_ONE };
      }),
  };
}

function fullGameVariant(wager: FullGameWager): string {
  switch (wager) {
    case 'touchdown':
      return oddsId(TOUCHDOWN_PAYOUT);
    case 'defense':
      return oddsId(DEFENSE_PAYOUT);
    case 'extra-point':
      return '1-10-50-10';
    case 'quick-strike-td':
      return QUICK_STRIKE_PAYOUTS.map((o) => o.win).join('-');
    case 'game-changer':
      return oddsId(GAME_CHANGER_PAYOUT);
    default:
      return oddsId(GAME_LENGTH_PAYOUTS[Number(wager.slice(-1)) - 1] as Odds);
  }
}

export function threeDiceFootballWagerSpecs(
  options: ThreeDiceFootballMathOptions = DEFAULT_TDF_MATH_OPTIONS,
): RowSpec<unknown>[] {
  const full = FULL_GAME_WAGERS.map((wager): RowSpec<unknown> => ({
    wager,
    variant: fullGameVariant(wager),
    citation: fullGameCitation(wager),
    multiRoll: true,
    chain: fullGameChain(wager, options) as Chain<unknown>,
  }));
  const single = SINGLE_PLAY_WAGERS.map((row): RowSpec<unknown> => ({
    wager: row.id,
    variant:
      row.id === 'over-four-yards'
        ? `${oddsId(row.payout)}-trips-${oddsId(OVER_FOUR_YARDS_WITH_TRIPS)}`
        : oddsId(row.payout),
    citation: row.citation,
    multiRoll: false,
    chain: oneRoll(THROWS, (dice) => {
      const s = resolveSinglePlay(row.id, dice);
      return s.outcome === 'win' ? winReturn(s.odds, options) : MINUS_ONE;
    }) as Chain<unknown>,
  }));
  return [...full, ...single];
}

/** Where a worker thread builds the same specs (chain-pool.ts): this module's threeDiceFootballWagerSpecs. */
export const threeDiceFootballSpecSource = (options: ThreeDiceFootballMathOptions): SpecSource => ({
  module: import.meta.url,
  build: 'threeDiceFootballWagerSpecs',
  args: [options],
});

export const threeDiceFootballOddsRows = (
  options: ThreeDiceFootballMathOptions = DEFAULT_TDF_MATH_OPTIONS,
): OddsRow[] => threeDiceFootballWagerSpecs(options).map(oddsRow);

export { CITE as THREE_DICE_FOOTBALL_CITATIONS };

/**
 * The rows `felt odds` prints. Stakes in multiples of 5 chips are paid exactly under either policy of
 * ruling A9, so the main rows use the exact odds; under the round-down policy (and always with `all`)
 * the Defense and Game Length 3 rows are added for stakes of 1 to 4 chips, where rounding down costs
 * the player.
 */
export function threeDiceFootballOdds(
  options: { readonly fractionalPayouts: FractionalPayoutPolicy },
  scope: 'all' | 'table',
): OddsRow[] {
  const rows = threeDiceFootballOddsRows(DEFAULT_TDF_MATH_OPTIONS);
  if (scope === 'table' && options.fractionalPayouts.policy !== 'round-down') return rows;
  const chip = options.fractionalPayouts.chipCents;
  const extra: OddsRow[] = [];
  for (const wager of ['defense', 'game-length-3'] as const)
    for (let chips = 1; chips <= 4; chips += 1) {
      const math = {
        fractional: { policy: 'round-down', chipCents: chip } as const,
        stakeCents: chips * chip,
      };
      const row = oddsRow({
        wager,
        variant: `${fullGameVariant(wager)}-round-down-${chips}-chip${chips > 1 ? 's' : ''}`,
        citation: CITE.fullGamePayouts,
        multiRoll: true,
        chain: fullGameChain(wager, math),
      });
      extra.push(row);
    }
  return [...rows, ...extra];
}
