/**
 * Re-decides a stored log, as `replay` in src/engine/table.ts does, but with the random source's kind
 * as it was recorded: the engine's replay always reports a `seeded` source, so a table shuffled from
 * node:crypto (whose shuffle events record `crypto`) would never replay there.
 */
import { isDeepStrictEqual } from 'node:util';
import { uniformBelow, type Rng } from '../core/rng.js';
import type { AnyGame, TableConfig } from '../engine/game.js';
import type { LogEntry, ReplayResult } from '../engine/table.js';

class RecordedWords implements Rng {
  private i = 0;
  constructor(
    private readonly words: readonly number[],
    readonly kind: Rng['kind'],
  ) {}
  nextUint32(): number {
    const w = this.words[this.i++];
    if (w === undefined) throw new Error('replay drew more random words than were recorded');
    return w;
  }
  nextInt(bound: number): number {
    return uniformBelow(this, bound);
  }
  get exhausted(): boolean {
    return this.i === this.words.length;
  }
}

export function replayLog(
  game: AnyGame,
  options: unknown,
  config: TableConfig,
  kind: Rng['kind'],
  log: readonly LogEntry[],
  upTo = Infinity,
): ReplayResult<unknown> {
  let state = game.setup(options, config);
  for (const entry of log) {
    if (entry.seq > upTo) break;
    const rng = new RecordedWords(entry.draws, kind);
    let decided;
    try {
      decided = game.decide(state, entry.actor, entry.command, { rng });
    } catch (e) {
      return { state, mismatch: { seq: entry.seq, reason: (e as Error).message } };
    }
    if (!decided.ok)
      return { state, mismatch: { seq: entry.seq, reason: `rejected on replay: ${decided.error.code}` } };
    if (!isDeepStrictEqual(decided.value, entry.events))
      return { state, mismatch: { seq: entry.seq, reason: 'events differ from the record' } };
    if (!rng.exhausted)
      return { state, mismatch: { seq: entry.seq, reason: 'fewer random words drawn than recorded' } };
    for (const event of entry.events) state = game.evolve(state, event);
  }
  return { state };
}
