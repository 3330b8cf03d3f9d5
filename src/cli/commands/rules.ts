/** `felt games`, `felt rules show GAME` and `felt rules validate FILE`. */
import type { Command } from 'commander';
import { optionDocs, validateRulesSubmission } from '../../engine/rules-submission.js';
import { GAMES } from '../../games/registry.js';
import { printJson, printTable } from '../io.js';
import { chooseTable, printViolations, readJsonFile } from '../table-setup.js';

export function register(program: Command): void {
  program
    .command('games')
    .description('list the games Felt implements')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const rows = [...GAMES.values()].map((g) => ({
        id: g.id,
        name: g.name,
        chapter: g.chapter,
        status: g.status,
      }));
      if (opts.json) return printJson(rows);
      printTable(
        rows,
        [
          { head: 'id', cell: (r) => r.id },
          { head: 'name', cell: (r) => r.name },
          { head: 'chapter', cell: (r) => `ch. ${r.chapter}` },
          { head: 'status', cell: (r) => r.status },
        ],
        false,
      );
      return undefined;
    });

  const rules = program.command('rules').description('Rules Submissions (58 Pa. Code § 601a.2)');
  rules
    .command('show')
    .argument('<game>', 'game id')
    .description('print every Rules Submission option of a game, with its default and citation')
    .option('--json', 'print JSON')
    .action((gameId: string, opts: { json?: boolean }) => {
      const chosen = chooseTable(gameId, undefined);
      if (!chosen.ok) return printViolations(chosen.error);
      const docs = optionDocs(chosen.value.game);
      if (opts.json) return printJson({ game: gameId, options: docs, defaults: chosen.value.options });
      process.stdout.write(
        `${chosen.value.game.name} (58 Pa. Code ch. ${chosen.value.game.chapter}): Rules Submission options\n\n`,
      );
      for (const d of docs) {
        process.stdout.write(
          `${d.path}\n  ${d.description}\n  allowed: ${d.allowed}; default: ${JSON.stringify(d.default)}${d.citation ? `\n  ${d.citation}` : ''}\n`,
        );
      }
      return undefined;
    });
  rules
    .command('validate')
    .argument('<file>', 'a Rules Submission JSON document: {"game": ID, "options": {...}}')
    .description(
      'check a Rules Submission against what the regulation allows; exits non-zero on any violation',
    )
    .option('--json', 'print JSON')
    .action((file: string, opts: { json?: boolean }) => {
      const raw = readJsonFile(file);
      const result = raw.ok ? validateRulesSubmission(GAMES, raw.value) : raw;
      if (opts.json) {
        printJson(
          result.ok
            ? { valid: true, game: result.value.game.id, options: result.value.options }
            : { valid: false, violations: result.error },
        );
        if (!result.ok) process.exitCode = 2;
        return;
      }
      if (!result.ok) return printViolations(result.error);
      process.stdout.write(`${file}: a valid Rules Submission for ${result.value.game.name}\n`);
      return undefined;
    });
}
