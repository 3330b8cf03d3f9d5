/** `felt rng dump`: raw and scaled generator output for a testing lab's own statistical battery. */
import type { Command } from 'commander';
import { CryptoRng, SeededRng, type Rng } from '../../core/rng.js';
import { fail } from '../io.js';

export function register(program: Command): void {
  const rng = program.command('rng').description('the random number generator');
  rng
    .command('dump')
    .description('write raw 32-bit outputs and values scaled to [0, --range) for an external test battery')
    .requiredOption('--count <n>', 'how many values', (v) => Number(v))
    .option('--seeded <seed>', 'use the seeded simulation generator instead of node:crypto', (v) => Number(v))
    .option('--range <n>', 'bound for the scaled column (default 52)', (v) => Number(v), 52)
    .option(
      '--format <format>',
      'text (one "raw scaled" pair per line) or binary (raw little-endian words)',
      'text',
    )
    .action((opts: { count: number; seeded?: number; range: number; format: string }) => {
      if (!Number.isSafeInteger(opts.count) || opts.count < 1)
        return fail('bad_count', '--count must be a positive integer');
      if (!Number.isInteger(opts.range) || opts.range < 1 || opts.range > 2 ** 32) {
        return fail('bad_range', '--range must be an integer from 1 to 2^32');
      }
      if (opts.seeded !== undefined && !Number.isInteger(opts.seeded))
        return fail('bad_seed', '--seeded must be an integer');
      const source: Rng = opts.seeded === undefined ? new CryptoRng() : SeededRng.fromSeed(opts.seeded);
      if (opts.format === 'binary') {
        const chunk = new Uint32Array(16_384);
        for (let done = 0; done < opts.count; done += chunk.length) {
          const n = Math.min(chunk.length, opts.count - done);
          for (let i = 0; i < n; i += 1) chunk[i] = source.nextUint32();
          process.stdout.write(Buffer.from(chunk.buffer, 0, n * 4));
        }
        return undefined;
      }
      if (opts.format !== 'text') return fail('bad_format', '--format must be text or binary');
      const lines: string[] = [];
      for (let i = 0; i < opts.count; i += 1) {
        lines.push(`${source.nextUint32()} ${source.nextInt(opts.range)}`);
        if (lines.length === 10_000) process.stdout.write(`${lines.splice(0).join('\n')}\n`);
      }
      if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
      return undefined;
    });
}
