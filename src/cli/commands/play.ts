/** `felt play GAME`: a table in the terminal with an automated dealer and several seats. */
import { createInterface } from 'node:readline';
import { Option, type Command } from 'commander';
import { CryptoRng, SeededRng } from '../../core/rng.js';
import { chooseTable, printViolations } from '../table-setup.js';
import { AUDIENCES, TableSession, type Audience } from '../session.js';

export function register(program: Command): void {
  program
    .command('play')
    .argument('[game]', 'game id, e.g. minibaccarat (optional with --rules-submission)')
    .description(
      'play at a table in the terminal: several seats, every wager, each settlement with its citation',
    )
    .option('--rules-submission <file>', 'run the table under this Rules Submission')
    .option('--seed <n>', 'shuffle with the seeded generator (reproducible) instead of node:crypto', (v) =>
      Number(v),
    )
    .option('--players <names>', 'seat these players (comma-separated) with $1,000 each', 'Ann,Bob')
    .addOption(
      new Option('--as <audience>', 'print the table as the players, the dealer or compliance see it')
        .choices(AUDIENCES)
        .default('players'),
    )
    .action(
      async (
        gameId: string | undefined,
        opts: { rulesSubmission?: string; seed?: number; players: string; as: Audience },
      ) => {
        const chosen = chooseTable(
          gameId ?? (opts.rulesSubmission ? undefined : 'minibaccarat'),
          opts.rulesSubmission,
        );
        if (!chosen.ok) return printViolations(chosen.error);
        const rng = opts.seed === undefined ? new CryptoRng() : SeededRng.fromSeed(opts.seed);
        const session = new TableSession(chosen.value.game, chosen.value.options, rng, opts.as);
        const say = (lines: readonly string[]): void => {
          for (const l of lines) process.stdout.write(`${l}\n`);
        };
        say([
          `${chosen.value.game.name} (58 Pa. Code ch. ${chosen.value.game.chapter}). Type "help" for commands.`,
        ]);
        // The players sit before the shuffle and cut, so the cut is offered to them (ruling R6).
        const names = opts.players
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        say(session.open(names, 100_000));
        say(session.handle('wagers') ?? []);
        const rl = createInterface({
          input: process.stdin,
          output: process.stdout,
          terminal: process.stdin.isTTY,
        });
        const prompt = (): void => {
          if (process.stdin.isTTY) rl.prompt();
        };
        rl.setPrompt('felt> ');
        prompt();
        for await (const line of rl) {
          if (!process.stdin.isTTY && line.trim()) process.stdout.write(`felt> ${line}\n`);
          const out = session.handle(line);
          if (out === null) break;
          say(out);
          prompt();
        }
        rl.close();
        return undefined;
      },
    );
}
