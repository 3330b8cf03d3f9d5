/** Finding a game and its options from the command line: a game id, or a Rules Submission file. */
import { readFileSync } from 'node:fs';
import type { AnyGame, Violation } from '../engine/game.js';
import { validateOptions, validateRulesSubmission } from '../engine/rules-submission.js';
import { GAMES } from '../games/registry.js';
import { err, ok, type Result } from '../core/result.js';

export interface Chosen {
  readonly game: AnyGame;
  readonly options: unknown;
}

export function readJsonFile(path: string): Result<unknown, Violation[]> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err([{ path, code: 'unreadable_file', message: `cannot read ${path}: ${(e as Error).message}` }]);
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err([
      { path, code: 'malformed_json', message: `${path} is not valid JSON: ${(e as Error).message}` },
    ]);
  }
}

/** `game` names the game; `rulesFile`, when given, must be a Rules Submission for that game. */
export function chooseTable(
  gameId: string | undefined,
  rulesFile: string | undefined,
): Result<Chosen, Violation[]> {
  if (rulesFile !== undefined) {
    const raw = readJsonFile(rulesFile);
    if (!raw.ok) return raw;
    const v = validateRulesSubmission(GAMES, raw.value);
    if (!v.ok) return v;
    if (gameId !== undefined && v.value.game.id !== gameId) {
      return err([
        {
          path: 'game',
          code: 'game_mismatch',
          message: `${rulesFile} is a Rules Submission for ${v.value.game.id}, not ${gameId}`,
        },
      ]);
    }
    return ok({ game: v.value.game, options: v.value.options });
  }
  const game = gameId === undefined ? undefined : GAMES.get(gameId);
  if (!game) {
    return err([
      {
        path: 'game',
        code: 'unknown_game',
        message: `unknown game "${gameId ?? ''}"; known games: ${[...GAMES.keys()].join(', ')}`,
      },
    ]);
  }
  const options = validateOptions(game, {});
  return options.ok ? ok({ game, options: options.value }) : options;
}

export function printViolations(violations: readonly Violation[]): void {
  for (const v of violations) {
    process.stderr.write(`error[${v.code}]: ${v.message}${v.citation ? ` (${v.citation})` : ''}\n`);
  }
  process.exitCode = 2;
}
