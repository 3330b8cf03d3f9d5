/**
 * What the card games' coverage tests (`fixtures/coverage.test.ts`) ask of their golden transcripts,
 * read back from the recorded JSONL (src/engine/testing/golden-facts.ts): every wager settled each way
 * it can be, every command carried out and the rejections a table gives, every event, live and
 * automated tables with the steps a scenario can take.
 */
import { expect } from 'vitest';
import type { TranscriptFacts } from '../../engine/testing/golden-facts.js';

type Option = Readonly<Record<string, unknown>>;

/** The values (as JSON) an option took across the transcripts: the option's name, or what to read of it. */
export const optionValues = (facts: TranscriptFacts, pick: string | ((o: Option) => unknown)): Set<string> =>
  new Set(facts.options.map((o) => JSON.stringify(typeof pick === 'string' ? o[pick] : pick(o))));

/** Each wager kind was settled with exactly these outcomes. */
export function expectSettled(
  facts: TranscriptFacts,
  kinds: readonly string[],
  outcomes: readonly string[] = ['lose', 'push', 'win'],
): void {
  for (const kind of kinds)
    expect([...(facts.settled.get(kind) ?? [])].sort(), kind).toEqual([...outcomes].sort());
}

/** A game's wire form of a command: a union of objects told apart by a literal `type`. */
interface CommandSchema {
  readonly options: readonly { readonly shape: { readonly type: { readonly value: string } } }[];
}

/**
 * Every command type of the game's wire form was carried out, and the table refused with each of
 * `rejections`, a malformed command and a command from someone not permitted to give it among them.
 */
export function expectCommandsAndRejections(
  facts: TranscriptFacts,
  commands: CommandSchema,
  rejections: readonly string[],
): void {
  const types = commands.options.map((o) => o.shape.type.value);
  expect(types.filter((t) => !facts.accepted.has(t))).toEqual([]);
  for (const code of ['malformed_command', 'not_permitted', ...rejections])
    expect(facts.rejections, code).toContain(code);
}

/** What every card table records: the players, the shuffle and its cut, the deal, the settlement. */
const CARD_TABLE_EVENTS = [
  'seated',
  'bought-in',
  'left',
  'wager-placed',
  'wager-withdrawn',
  'shuffled',
  'cut',
  'recut-ordered',
  'reshuffle-ordered',
  'shuffler-malfunction',
  'no-more-bets',
  'cards-dealt',
  'wager-settled',
  'round-voided',
  'round-complete',
];

/** Every event type of a card table was recorded, and each of `events` (the game's own). */
export const expectEvents = (facts: TranscriptFacts, events: readonly string[]): void => {
  expect([...CARD_TABLE_EVENTS, ...events].filter((t) => !facts.events.has(t))).toEqual([]);
};

/** Live and automated tables, and every kind of step a scenario takes besides commands. */
export function expectTablesAndSteps(
  facts: TranscriptFacts,
  steps: readonly string[] = ['restart', 'inject', 'views', 'automate', 'overdue'],
): void {
  expect(facts.live && facts.automated).toBe(true);
  for (const step of steps) expect(facts.steps).toContain(step);
}
