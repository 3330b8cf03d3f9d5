/**
 * A golden scenario (src/engine/testing/golden.ts) and the steps it takes besides commands (those are
 * in steps.ts): events injected before the first command, the automated dealer, a restart, an overdue
 * decision, the views of every viewer.
 */
import type { Scenario, Step } from '../../engine/testing/golden.js';

export const automate: Step = { t: 'automate' };
export const restart: Step = { t: 'restart' };
export const overdue: Step = { t: 'overdue' };
export const views: Step = { t: 'views' };

/** The events a scenario injects before its first command (a stacked shuffle). */
export const inject = (...events: Extract<Step, { t: 'inject' }>['events']): Step => ({
  t: 'inject',
  events,
});

/** A scenario: its transcript's name, the game, the Rules Submission options and the table it runs on. */
export const scenario = (
  name: string,
  game: string,
  table: Pick<Scenario, 'options' | 'config' | 'seed'>,
  steps: readonly Step[],
): Scenario => ({ name, game, ...table, steps });
