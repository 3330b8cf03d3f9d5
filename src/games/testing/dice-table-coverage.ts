/**
 * The coverage tests every dice table's golden transcripts pass (`fixtures/coverage.test.ts` of Craps,
 * Props & Hops and Three Dice Football), over the checks of dice-coverage.ts: each game names only its
 * own refusals and the commands that leave its round in progress.
 */
import { it } from 'vitest';
import type { Coverage } from '../../engine/testing/golden-coverage.js';
import { expectCommandsIssued, expectRefusals, expectRestartsMidRound } from './dice-coverage.js';

/**
 * The refusals every dice table gives: the kernel's wager and seating checks, the wire check, and the
 * commands each dice game's decide refuses alike (no players, no dice, no wagers, nothing to settle, an
 * automated table's dealer work, a wager after "no more bets" or a player leaving with one in play).
 */
const DICE_TABLE_REFUSALS = [
  'above_table_maximum',
  'automated_table',
  'below_table_minimum',
  'dice_required',
  'insufficient_chips',
  'no_players',
  'no_such_wager',
  'no_wagers',
  'not_betting',
  'not_permitted',
  'nothing_to_settle',
  'seat_empty',
  'wager_after_no_more_bets',
  'wager_in_play',
  'no_such_seat',
  'seat_taken',
  'malformed_command',
];

/** What a dice table's golden transcripts must show of the game's own. */
export interface DiceTableCoverage {
  /** The game's wire schema (commands.ts): every command type, with every value of its enumerated fields. */
  readonly commands: unknown;
  /** Where those values are looked for (`expectCommandsIssued`): among the accepted commands by default. */
  readonly among?: 'accepted' | 'well-formed';
  /** The refusals of the game's own decide, besides those every dice table gives. */
  readonly refusals: readonly string[];
  /** The commands that leave a round in progress: a restart right after one, live and automated. */
  readonly midRound: readonly string[];
}

/** The tests of what every dice table's transcripts cover, each with the game's own names from `c`. */
export function itCoversTheDiceTable(cov: Coverage, c: DiceTableCoverage): void {
  it('issues every command type, and every enumerated value of each', () => {
    expectCommandsIssued(cov, c.commands, c.among);
  });

  it('meets every refusal', () => {
    expectRefusals(cov, [...DICE_TABLE_REFUSALS, ...c.refusals]);
  });

  it('restarts mid-round on a live and on an automated table', () => {
    expectRestartsMidRound(cov, c.midRound);
  });
}

/** The accepted "no roll" calls that void a throw: each right after an accepted `thrown` command. */
export const noRollsAfter = (cov: Coverage, thrown: string): Coverage['issued'] =>
  cov.issued.filter(
    (c, i, all) =>
      c.accepted &&
      c.command.type === 'no-roll' &&
      all[i - 1]?.accepted &&
      all[i - 1]?.command.type === thrown,
  );
