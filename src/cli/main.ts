/**
 * The `felt` command. Each subcommand lives in commands/<name>.ts and exports `register(program)`;
 * add one line to COMMANDS to wire a new one in.
 */
import { Command } from 'commander';
import { register as registerAdmin } from './commands/admin.js';
import { register as registerHand } from './commands/hand.js';
import { register as registerOdds } from './commands/odds.js';
import { register as registerPlay } from './commands/play.js';
import { register as registerRng } from './commands/rng.js';
import { register as registerRules } from './commands/rules.js';
import { register as registerServe } from './commands/serve.js';
import { register as registerSimulate } from './commands/simulate.js';
import { register as registerStrategy } from './commands/strategy.js';

const COMMANDS: ((program: Command) => void)[] = [
  registerPlay,
  registerRules,
  registerOdds,
  registerSimulate,
  registerStrategy,
  registerRng,
  registerHand,
  registerServe,
  registerAdmin,
];

export function buildProgram(): Command {
  const program = new Command('felt')
    .description("Pennsylvania's regulated table games (58 Pa. Code, Subpart K), executable")
    .showHelpAfterError();
  for (const register of COMMANDS) register(program);
  return program;
}

await buildProgram().parseAsync(process.argv);
