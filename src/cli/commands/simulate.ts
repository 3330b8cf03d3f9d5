/** `felt simulate GAME --rounds N`: a seeded Monte Carlo on all cores, beside the exact figures. */
import type { Command } from 'commander';
import { validateOptions } from '../../engine/rules-submission.js';
import { fail, printJson, printTable, progressBar } from '../io.js';
import { chooseTable, printViolations } from '../table-setup.js';

interface Opts {
  rounds: number;
  seed: number;
  workers?: number;
  decks?: number;
  rulesSubmission?: string;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('simulate')
    .argument('[game]', 'game id (optional with --rules-submission)')
    .description(
      'play complete rounds under the regulation procedure on all cores (whole shoes at the card games); each wager with its standard error',
    )
    .requiredOption('--rounds <n>', 'rounds to play (card games deal whole shoes, so a few more)', (v) =>
      Number(v),
    )
    .option('--seed <n>', 'seed of the reproducible generator', (v) => Number(v), 1)
    .option(
      '--workers <n>',
      'worker threads (default: one per core; part of the result with the seed)',
      (v) => Number(v),
    )
    .option('--decks <n>', 'decks in the shoe', (v) => Number(v))
    .option('--rules-submission <file>', 'a Rules Submission JSON file')
    .option('--json', 'print JSON')
    .action(async (gameId: string | undefined, opts: Opts) => {
      if (!Number.isSafeInteger(opts.rounds) || opts.rounds < 1)
        return fail('bad_rounds', '--rounds must be a positive integer');
      if (!Number.isInteger(opts.seed)) return fail('bad_seed', '--seed must be an integer');
      if (opts.workers !== undefined && !(Number.isInteger(opts.workers) && opts.workers >= 1)) {
        return fail('bad_workers', '--workers must be a positive integer');
      }
      const chosen = chooseTable(gameId, opts.rulesSubmission);
      if (!chosen.ok) return printViolations(chosen.error);
      const { game } = chosen.value;
      let options = chosen.value.options as Record<string, unknown>;
      if (opts.decks !== undefined) {
        const d = validateOptions(game, { decks: opts.decks });
        if (!d.ok) return printViolations(d.error);
        options = { ...options, decks: opts.decks };
      }
      if (!game.simulate) return fail('no_simulation', `${game.name} has no simulator yet`);
      const scope = opts.rulesSubmission ? 'table' : 'all';
      const bar = progressBar(`${game.id}`, opts.rounds);
      const start = process.hrtime.bigint();
      const report = await game.simulate(
        options,
        {
          rounds: opts.rounds,
          seed: opts.seed,
          ...(opts.workers === undefined ? {} : { workers: opts.workers }),
          onProgress: (done) => bar.update(Math.min(done, opts.rounds)),
        },
        scope,
      );
      bar.stop();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const exact = new Map(
        (game.odds?.(options, scope) ?? []).map((r) => [`${r.wager}/${r.variant}`, r.houseEdge]),
      );
      const rows = report.wagers.map((w) => {
        const e = exact.get(`${w.wager}/${w.variant}`);
        const z = e !== undefined && w.standardError ? (w.houseEdge - e) / w.standardError : undefined;
        return { ...w, ...(e === undefined ? {} : { exactHouseEdge: e }), ...(z === undefined ? {} : { z }) };
      });
      const decks = typeof options['decks'] === 'number' ? options['decks'] : undefined;
      if (opts.json) {
        return printJson({
          game: game.id,
          ...(decks ? { decks } : {}),
          seed: opts.seed,
          rounds: report.rounds,
          ...(report.shoes === undefined ? {} : { shoes: report.shoes }),
          seconds,
          wagers: rows,
        });
      }
      process.stdout.write(
        `${game.name}${decks ? `, ${decks} decks` : ''}: ${report.rounds.toLocaleString('en-US')} rounds${report.shoes === undefined ? '' : ` in ${report.shoes.toLocaleString('en-US')} shoes`}, seed ${opts.seed}, ${seconds.toFixed(1)} s\n\n`,
      );
      const pct = (x: number): string => `${(x * 100).toFixed(3)}%`;
      printTable(rows, [
        { head: 'wager', cell: (r) => r.wager },
        { head: 'variant', cell: (r) => r.variant },
        { head: 'simulated', cell: (r) => pct(r.houseEdge), right: true },
        { head: '± s.e.', cell: (r) => pct(r.standardError ?? 0), right: true },
        {
          head: 'exact',
          cell: (r) => (r.exactHouseEdge === undefined ? '-' : pct(r.exactHouseEdge)),
          right: true,
        },
        { head: 'z', cell: (r) => (r.z === undefined ? '-' : r.z.toFixed(2)), right: true },
      ]);
      return undefined;
    });
}
