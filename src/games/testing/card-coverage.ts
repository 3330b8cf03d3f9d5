/**
 * The coverage tests every card table's golden transcripts pass (`fixtures/coverage.test.ts` of the
 * card games), over the checks of coverage.ts: each game names only its own commands, rejections,
 * events and option values.
 */
import { expect, it } from 'vitest';
import type { TranscriptFacts } from '../../engine/testing/golden-facts.js';
import { expectCommandsAndRejections, expectEvents, expectTablesAndSteps, optionValues } from './coverage.js';

/** What a card table's golden transcripts must show of the game's own. */
export interface CardTableCoverage {
  /** The game's wire form of a command (commands.ts): every type of it is carried out. */
  readonly commands: Parameters<typeof expectCommandsAndRejections>[1];
  /** The rejections the table gives, besides a malformed command and one not permitted. */
  readonly rejections: readonly string[];
  /** The game's own events, besides those every card table records. */
  readonly events: readonly string[];
  /** Options of the Rules Submission, each with exactly the values it takes across the transcripts. */
  readonly options: Readonly<Record<string, readonly unknown[]>>;
  /** The kinds of step a scenario takes besides commands (those of `expectTablesAndSteps` if not named). */
  readonly steps?: readonly string[];
}

/** The tests of what every card table's transcripts cover, each with the game's own names from `c`. */
export function itCoversTheCardTable(facts: TranscriptFacts, c: CardTableCoverage): void {
  it('every command of commands.ts is carried out, and rejections are recorded', () => {
    expectCommandsAndRejections(facts, c.commands, c.rejections);
  });

  it('every event the machine emits', () => {
    expectEvents(facts, c.events);
  });

  it('every value of the options that change play', () => {
    for (const [option, values] of Object.entries(c.options))
      expect(optionValues(facts, option), option).toEqual(new Set(values.map((v) => JSON.stringify(v))));
  });

  it('live and automated tables, restarts and stacked decks', () => {
    expectTablesAndSteps(facts, c.steps);
  });
}
