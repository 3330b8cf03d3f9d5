/**
 * What a game's recorded golden transcripts exercise, read back from the JSONL files: the wagers
 * settled (by kind and outcome), the commands accepted and refused, the refusal codes met and the
 * crash-restarts. A game's coverage test asserts from these that its scenarios together reach every
 * wager of its rule tables and every command of its wire schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Scenario } from './golden.js';

interface Command {
  readonly type: string;
  readonly [field: string]: unknown;
}

interface Event {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** One command as it went through the table: accepted with its events, or refused with a code. */
export interface Issued {
  readonly scenario: string;
  readonly command: Command;
  readonly accepted: boolean;
  readonly events: readonly Event[];
  readonly rejection?: string;
}

/** A `restart` step: on which kind of table, and whether a round was in progress when it stopped. */
export interface Restart {
  readonly scenario: string;
  readonly automated: boolean;
  /** The command of the last log entry before the stop. */
  readonly after: string | undefined;
}

export interface Coverage {
  readonly issued: readonly Issued[];
  readonly events: readonly Event[];
  readonly restarts: readonly Restart[];
  /** `kind outcome` of every `wager-settled` event. */
  readonly settled: ReadonlySet<string>;
  readonly rejections: ReadonlySet<string>;
  readonly games: ReadonlySet<string>;
}

type Line = {
  readonly t: string;
  readonly command?: Command;
  readonly events?: readonly Event[];
  readonly error?: { readonly code: string };
  readonly game?: string;
  readonly config?: { readonly automated?: boolean };
};

/** Reads the recorded transcripts of `scenarios` from `dir` (a game's `fixtures/` folder). */
export function coverageOf(dir: string, scenarios: readonly Scenario[]): Coverage {
  const issued: Issued[] = [];
  const events: Event[] = [];
  const restarts: Restart[] = [];
  const games = new Set<string>();
  for (const s of scenarios) {
    const lines = readFileSync(join(dir, `${s.name}.jsonl`), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
    const automated = lines[0]?.config?.automated === true;
    if (lines[0]?.game) games.add(lines[0].game);
    let lastEntry: string | undefined;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] as Line;
      if (line.t === 'entry') {
        events.push(...(line.events ?? []));
        lastEntry = line.command?.type;
      }
      if (line.t === 'restart') restarts.push({ scenario: s.name, automated, after: lastEntry });
      if (line.t !== 'command' || !line.command) continue;
      const next = lines[i + 1];
      if (next?.t === 'rejected')
        issued.push({
          scenario: s.name,
          command: line.command,
          accepted: false,
          events: [],
          rejection: next.error?.code ?? '',
        });
      else
        issued.push({
          scenario: s.name,
          command: line.command,
          accepted: true,
          events: next?.t === 'entry' ? (next.events ?? []) : [],
        });
    }
  }
  const settled = new Set(
    events.filter((e) => e.type === 'wager-settled').map((e) => `${String(e.kind)} ${String(e.outcome)}`),
  );
  const rejections = new Set(issued.flatMap((c) => (c.rejection === undefined ? [] : [c.rejection])));
  return { issued, events, restarts, settled, rejections, games };
}

/** Every command type of a game's wire schema, with the values of each of its enumerated fields. */
export function commandShapes(
  schema: unknown,
): { readonly type: string; readonly enums: Readonly<Record<string, readonly string[]>> }[] {
  if (!(schema instanceof z.ZodDiscriminatedUnion)) throw new TypeError('not a discriminated union');
  return (schema.options as readonly unknown[]).map((o) => {
    if (!(o instanceof z.ZodObject)) throw new TypeError('a command is not an object');
    const shape = o.shape as Record<string, unknown>;
    const literal = shape.type;
    if (!(literal instanceof z.ZodLiteral)) throw new TypeError('a command has no literal type');
    const enums: Record<string, readonly string[]> = {};
    for (const [field, f] of Object.entries(shape)) {
      const inner = f instanceof z.ZodOptional ? (f.unwrap() as unknown) : f;
      if (inner instanceof z.ZodEnum) enums[field] = inner.options.map(String);
    }
    return { type: String(literal.value), enums };
  });
}
