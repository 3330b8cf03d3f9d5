/** `felt odds GAME`: the exact house edge of every wager. */
import type { Command } from 'commander';
import { validateOptions } from '../../engine/rules-submission.js';
import { printJson, printTable } from '../io.js';
import { chooseTable, printViolations } from '../table-setup.js';

export function register(program: Command): void {
  program
    .command('odds')
    .argument('[game]', 'game id (optional with --rules-submission)')
    .description(
      'exact house edge of every wager, by full enumeration; with a Rules Submission, what that table offers',
    )
    .option('--decks <n>', 'decks in the shoe', (v) => Number(v))
    .option('--rules-submission <file>', 'a Rules Submission JSON file')
    .option('--json', 'print JSON')
    .action(
      (gameId: string | undefined, opts: { decks?: number; rulesSubmission?: string; json?: boolean }) => {
        const chosen = chooseTable(gameId, opts.rulesSubmission);
        if (!chosen.ok) return printViolations(chosen.error);
        const { game } = chosen.value;
        let options = chosen.value.options as Record<string, unknown>;
        if (opts.decks !== undefined) {
          const withDecks = validateOptions(game, { decks: opts.decks });
          if (!withDecks.ok) return printViolations(withDecks.error);
          options = { ...options, decks: (withDecks.value as { decks: number }).decks };
        }
        if (!game.odds) {
          process.stderr.write(`error[no_odds]: ${game.name} has no exact analysis yet\n`);
          process.exitCode = 2;
          return undefined;
        }
        // Exact analyses take seconds at some games (every Raise It Up situation, a blackjack shoe):
        // say so on stderr, so that --json output on stdout stays clean.
        if (process.stderr.isTTY) process.stderr.write(`computing the exact odds of ${game.name}...\n`);
        const start = process.hrtime.bigint();
        const rows = game.odds(options, opts.rulesSubmission ? 'table' : 'all');
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        const decks = typeof options['decks'] === 'number' ? options['decks'] : undefined;
        if (opts.json)
          return printJson({ game: game.id, ...(decks === undefined ? {} : { decks }), wagers: rows });
        process.stdout.write(
          `${game.name}${decks ? `, ${decks} decks` : ''}: ${rows.some((r) => r.method === 'simulation') ? 'house edge per unit wagered, exact or by seeded simulation (± one standard error)' : 'exact house edge per unit wagered'} (${ms.toFixed(0)} ms)\n\n`,
        );
        printTable(rows, [
          { head: 'wager', cell: (r) => r.wager },
          { head: 'variant', cell: (r) => r.variant },
          { head: 'house edge', cell: (r) => `${(r.houseEdge * 100).toFixed(4)} %`, right: true },
          {
            head: 'citation',
            cell: (r) =>
              `${r.citation}${r.standardError === undefined ? '' : `  (± ${(r.standardError * 100).toFixed(4)} %, simulation)`}`,
          },
        ]);
        return undefined;
      },
    );
}
