/**
 * What a folder of recorded golden transcripts (golden.ts) exercised, read back from the JSONL itself,
 * so a game's coverage test can assert that its scenarios between them reach every command, wager
 * outcome and event the game has: the transcripts are only as good a safety net as what they contain.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TranscriptFacts {
  /** The transcript files read (names without `.jsonl`). */
  readonly files: readonly string[];
  /** Command types decided with events (by a person, the automated dealer or a restart's resolution). */
  readonly accepted: ReadonlySet<string>;
  /** Command types that were rejected, and the rejection codes given. */
  readonly refused: ReadonlySet<string>;
  readonly rejections: ReadonlySet<string>;
  /** Every event type recorded. */
  readonly events: ReadonlySet<string>;
  /** Per wager kind, the outcomes its `wager-settled` events had. */
  readonly settled: ReadonlyMap<string, ReadonlySet<string>>;
  /** Step kinds used (command, automate, restart, overdue, views, inject). */
  readonly steps: ReadonlySet<string>;
  /** The parsed Rules Submission options of each transcript. */
  readonly options: readonly Readonly<Record<string, unknown>>[];
  /** Whether some transcript ran an automated table, and some a live one. */
  readonly automated: boolean;
  readonly live: boolean;
  /** Every recorded event, for checks a game makes on its own fields. */
  readonly all: readonly Readonly<Record<string, unknown>>[];
}

interface Line {
  readonly t: string;
  readonly command?: unknown;
  readonly events?: readonly Record<string, unknown>[];
  readonly error?: { readonly code: string };
  readonly config?: { readonly automated?: boolean };
  readonly options?: Record<string, unknown>;
}

const typeOf = (command: unknown): string | undefined =>
  typeof command === 'object' && command !== null && 'type' in command && typeof command.type === 'string'
    ? command.type
    : undefined;

export function transcriptFacts(dir: string): TranscriptFacts {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  const accepted = new Set<string>();
  const refused = new Set<string>();
  const rejections = new Set<string>();
  const events = new Set<string>();
  const settled = new Map<string, Set<string>>();
  const steps = new Set<string>();
  const all: Record<string, unknown>[] = [];
  const options: Record<string, unknown>[] = [];
  let automated = false;
  let live = false;
  for (const file of files) {
    let asked: unknown;
    for (const text of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!text) continue;
      const line = JSON.parse(text) as Line;
      switch (line.t) {
        case 'setup':
          options.push(line.options ?? {});
          if (line.config?.automated) automated = true;
          else live = true;
          break;
        case 'command':
        case 'automate':
        case 'restart':
        case 'overdue':
        case 'views':
        case 'inject':
          steps.add(line.t);
          asked = line.t === 'command' ? line.command : undefined;
          break;
        case 'rejected': {
          if (line.error) rejections.add(line.error.code);
          const type = typeOf(asked);
          if (type) refused.add(type);
          break;
        }
        case 'entry': {
          const type = typeOf(line.command);
          if (type) accepted.add(type);
          for (const e of line.events ?? []) {
            all.push(e);
            if (typeof e.type === 'string') events.add(e.type);
            if (e.type === 'wager-settled' && typeof e.kind === 'string' && typeof e.outcome === 'string') {
              const outcomes = settled.get(e.kind) ?? new Set<string>();
              outcomes.add(e.outcome);
              settled.set(e.kind, outcomes);
            }
          }
          break;
        }
      }
    }
  }
  return {
    files: files.map((f) => f.replace(/\.jsonl$/, '')),
    accepted,
    refused,
    rejections,
    events,
    settled,
    steps,
    options,
    automated,
    live,
    all,
  };
}
