/**
 * The worker module of chain-pool.ts: one task, `tally`, plays a chunk of a wager's chain. The worker
 * builds the game's chains from the module named in the task (once per module, function and arguments)
 * and keeps them for the next chunks.
 */
import type { Chain } from './dice-exact.js';
import { playChunk, type ChunkTask, type SpecSource } from './chain-pool.js';
import type { ChainTally } from './dice-simulate.js';
import { workerTask } from './worker-task.js';

type Build = (...args: readonly unknown[]) => readonly { readonly chain: Chain<unknown> }[];

const built = new Map<string, Promise<readonly { readonly chain: Chain<unknown> }[]>>();

function specsOf(source: SpecSource): Promise<readonly { readonly chain: Chain<unknown> }[]> {
  const key = JSON.stringify(source);
  let specs = built.get(key);
  if (!specs) {
    specs = import(source.module).then((m: Record<string, unknown>) => {
      const build = m[source.build];
      if (typeof build !== 'function') throw new Error(`${source.module} exports no ${source.build}`);
      return (build as Build)(...source.args);
    });
    built.set(key, specs);
  }
  return specs;
}

/** `trials` plays of row `row`'s chain on its chunk's substream. */
export const tally = workerTask(async (t: ChunkTask): Promise<ChainTally> => {
  const spec = (await specsOf(t.source))[t.row];
  if (!spec) throw new Error(`${t.source.build} has no row ${t.row}`);
  return playChunk(spec.chain, t);
});
