/**
 * `felt hand eval` and `felt hand compare`: the rankings library from the command line, one hand (or pair)
 * from the arguments or many from stdin, one answer per line in input order, for graders and labs.
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { formatCards, parseCards } from '../../core/cards.js';
import type { AsiaOptions } from '../../games/asia-poker/options.js';
import type * as RankingsModule from '../../rankings/index.js';
import { SYSTEM_IDS, type HandValue, type RankingOptions } from '../../rankings/types.js';
import { groupOrder, highValue } from '../../rankings/words.js';
import { fail, printJson, progressBar } from '../io.js';

type Rankings = typeof RankingsModule;
let rankings: Rankings | undefined;

/**
 * Loads the rankings library (its lookup tables are built on load), so that other `felt` commands do not
 * pay for it. Every action awaits it first.
 */
export async function loadRankings(): Promise<Rankings> {
  rankings ??= await import('../../rankings/index.js');
  return rankings;
}

const lib = (): Rankings => {
  if (rankings === undefined) throw new Error('loadRankings() first');
  return rankings;
};

interface HandOptions {
  system: string;
  json?: boolean;
  stdin?: boolean;
  miniRoyal?: boolean;
  superRoyal?: boolean;
  a234LowStraight?: boolean;
  a234LowStraightFlush?: boolean;
}

const rankingOptions = (o: HandOptions): RankingOptions => ({
  miniRoyal: o.miniRoyal === true,
  superRoyal: o.superRoyal === true,
  asiaA234LowStraight: o.a234LowStraight === true,
  asiaA234LowStraightFlush: o.a234LowStraightFlush === true,
});

const asJson = (v: HandValue): object => ({
  system: v.system,
  class: v.class,
  strength: v.strength,
  cards: formatCards(v.cards),
  description: v.description,
});

/** One answer line: the text or JSON form, or an error. */
export interface Answer {
  readonly ok: boolean;
  readonly line: string;
}

export function answerEval(system: string, cards: string, options: RankingOptions, json: boolean): Answer {
  const r = lib().evaluateHand(system, cards, options);
  if (!r.ok) {
    const e = r.error;
    return { ok: false, line: json ? JSON.stringify({ error: e }) : `error[${e.code}]: ${e.message}` };
  }
  const v = r.value;
  return {
    ok: true,
    line: json
      ? JSON.stringify(asJson(v))
      : `${v.class}\t${v.strength}\t${formatCards(v.cards)}\t${v.description}`,
  };
}

export function answerCompare(
  system: string,
  first: string,
  second: string,
  options: RankingOptions,
  json: boolean,
): Answer {
  const r = lib().compareHands(system, first, second, options);
  if (!r.ok) {
    const e = r.error;
    return { ok: false, line: json ? JSON.stringify({ error: e }) : `error[${e.code}]: ${e.message}` };
  }
  const { winner } = r.value;
  return {
    ok: true,
    line: json
      ? JSON.stringify({ winner, first: asJson(r.value.first), second: asJson(r.value.second) })
      : winner,
  };
}

/** Answers a stream of lines (compare lines hold two hands separated by `|`); returns whether all were valid. */
async function answerStdin(answer: (line: string) => Answer): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let all = true;
  let buffer: string[] = [];
  let n = 0;
  for await (const line of rl) {
    n += 1;
    const a = answer(line);
    if (!a.ok) {
      all = false;
      process.stderr.write(`line ${n}: ${a.line}\n`);
    }
    buffer.push(a.line);
    if (buffer.length >= 4096) {
      process.stdout.write(`${buffer.join('\n')}\n`);
      buffer = [];
    }
  }
  if (buffer.length > 0) process.stdout.write(`${buffer.join('\n')}\n`);
  return all;
}

export function splitPair(line: string): [string, string] | undefined {
  const parts = line.split('|');
  return parts.length === 2 ? [parts[0] as string, parts[1] as string] : undefined;
}

const withSystemOptions = (cmd: Command): Command =>
  cmd
    .requiredOption('--system <id>', `ranking system: ${SYSTEM_IDS.join(', ')}`)
    .option('--json', 'JSON output (one JSON object per line with --stdin)')
    .option('--stdin', 'read many hands from stdin, one per line; answers in the same order')
    .option('--mini-royal', 'three-card: the paytable has a mini-royal flush (§ 649a.6(e))')
    .option('--super-royal', 'six-card-bonus: paytable E with the Super Royal (§ 649a.6(d)(8))')
    .option('--a234-low-straight', 'Asia Poker: A-2-3-4 is the lowest straight (§ 659a.6(b)(6))')
    .option('--a234-low-straight-flush', 'Asia Poker: A-2-3-4 is the lowest straight flush (§ 659a.6(b)(3))');

export function register(program: Command): void {
  const hand = program
    .command('hand')
    .description('rank Poker-family hands under the regulations (src/rankings)');

  withSystemOptions(hand.command('eval'))
    .description('class, strength, cards used and description of a hand')
    .argument('[cards...]', 'the cards, e.g. As Kd Qh Jc 9s (Omaha: five hole cards, then the board)')
    .action(async (words: string[], o: HandOptions) => {
      await loadRankings();
      const system = lib().systemFor(o.system);
      if (!system.ok) return fail(system.error.code, system.error.message);
      const options = rankingOptions(o);
      if (o.stdin) {
        if (words.length > 0)
          return fail('bad_arguments', 'give cards either as arguments or with --stdin, not both');
        if (!(await answerStdin((line) => answerEval(o.system, line, options, o.json === true))))
          process.exitCode = 2;
        return undefined;
      }
      const r = lib().evaluateHand(o.system, words.join(' '), options);
      if (!r.ok) return fail(r.error.code, r.error.message, r.error.citation);
      if (o.json) return printJson(asJson(r.value));
      const v = r.value;
      process.stdout.write(
        `class:       ${v.class}\nstrength:    ${v.strength}\ncards used:  ${formatCards(v.cards)}\ndescription: ${v.description}\n`,
      );
      return undefined;
    });

  withSystemOptions(hand.command('compare'))
    .description('which of two hands ranks higher: prints first, second or tie')
    .argument('[first]', 'the first hand, e.g. "As Kd Qh Jc 9s"')
    .argument('[second]', 'the second hand')
    .action(async (first: string | undefined, second: string | undefined, o: HandOptions) => {
      await loadRankings();
      const system = lib().systemFor(o.system);
      if (!system.ok) return fail(system.error.code, system.error.message);
      const options = rankingOptions(o);
      if (o.stdin) {
        if (first !== undefined)
          return fail('bad_arguments', 'give hands either as arguments or with --stdin, not both');
        const ok = await answerStdin((line) => {
          const pair = splitPair(line);
          if (pair === undefined)
            return { ok: false, line: `error[bad_line]: expected two hands separated by "|", got "${line}"` };
          return answerCompare(o.system, pair[0], pair[1], options, o.json === true);
        });
        if (!ok) process.exitCode = 2;
        return undefined;
      }
      if (first === undefined || second === undefined)
        return fail('bad_arguments', 'compare needs two hands, e.g. "As Kd Qh Jc 9s" "2c 3d 4h 5s 7c"');
      const r = lib().compareHands(o.system, first, second, options);
      if (!r.ok) return fail(r.error.code, r.error.message, r.error.citation);
      if (o.json)
        return printJson({
          winner: r.value.winner,
          first: asJson(r.value.first),
          second: asJson(r.value.second),
        });
      process.stdout.write(`${r.value.winner}\n`);
      return undefined;
    });

  hand
    .command('asia-bonus-census')
    .description(
      'classify all C(53,7) = 154,143,080 seven-card Asia Poker hands into Bonus lines (§ 659a.6(d))',
    )
    .option('--json', 'JSON output')
    .action(async (o: { json?: boolean }) => {
      const { ASIA_BONUS_CLASSES, asiaBonusCensus } = await loadRankings();
      const bar = progressBar('asia-bonus', 154_143_080);
      const census = asiaBonusCensus((done) => bar.update(done));
      bar.stop();
      const rows = ASIA_BONUS_CLASSES.map((cls, i) => ({
        class: cls,
        natural: census.natural[i] ?? 0,
        joker: census.joker[i] ?? 0,
        total: census.total[i] ?? 0,
      })).reverse();
      if (o.json) return printJson(rows);
      for (const r of rows)
        process.stdout.write(
          `${r.class.padEnd(34)} ${String(r.natural).padStart(12)} ${String(r.joker).padStart(11)} ${String(r.total).padStart(12)}\n`,
        );
      return undefined;
    });

  hand
    .command('asia-settings')
    .description(
      'the legal ways to set seven Asia Poker cards into high, medium and low hands (§ 659a.11(b))',
    )
    .argument('<cards...>', 'seven cards from the 53-card deck, e.g. As Ah Kd Kc Qs Js Jk')
    .option('--all', 'list all 105 splits, marking the fouls')
    .option('--json', 'JSON output')
    .option('--a234-low-straight', 'A-2-3-4 is the lowest straight (§ 659a.6(b)(6))')
    .option('--a234-low-straight-flush', 'A-2-3-4 is the lowest straight flush (§ 659a.6(b)(3))')
    .action(async (words: string[], o: Omit<HandOptions, 'system'> & { all?: boolean }) => {
      await loadRankings();
      const parsed = parseCards(words.join(' '));
      if (!parsed.ok) return fail('unknown_card', parsed.error);
      const valid = lib().validateHand(lib().SYSTEMS['asia-bonus'], parsed.value);
      if (!valid.ok)
        return fail(valid.error.code, valid.error.message.replace('asia-bonus', 'asia-settings'));
      const settings = lib().asiaSettings(valid.value, rankingOptions({ ...o, system: 'asia-high' }));
      const shown = (o.all ? settings : settings.filter((s) => s.legal)).map((s) => ({
        high: groupOrder(s.high, highValue),
        medium: groupOrder(s.medium, highValue),
        low: s.low,
        legal: s.legal,
      }));
      if (o.json)
        return printJson(
          shown.map((s) => ({
            high: formatCards(s.high),
            medium: formatCards(s.medium),
            low: formatCards(s.low),
            legal: s.legal,
          })),
        );
      for (const s of shown)
        process.stdout.write(
          `${formatCards(s.high)} | ${formatCards(s.medium)} | ${formatCards(s.low)}${o.all && !s.legal ? '  foul' : ''}\n`,
        );
      process.stderr.write(`${settings.filter((s) => s.legal).length} legal of ${settings.length}\n`);
      return undefined;
    });

  hand
    .command('advise')
    .description(
      'Asia Poker player aid: the legal settings ranked by expected value against a house-way dealer, and the house way (§ 659a.11(a)(1))',
    )
    .argument('<game>', 'asia-poker')
    .argument('<cards...>', 'seven cards from the 53-card deck, e.g. As Ah Kd Kc Qs Js Jk')
    .option('--samples <n>', 'dealer hands sampled (seeded)', (v) => Number(v), 20_000)
    .option('--seed <n>', 'seed of the dealer sample', (v) => Number(v), 1)
    .option('--top <n>', 'print only the best n settings', (v) => Number(v))
    .option('--rules-submission <file>', 'a Rules Submission JSON file with the house way')
    .option('--json', 'JSON output')
    .action(
      async (
        game: string,
        words: string[],
        o: { samples: number; seed: number; top?: number; rulesSubmission?: string; json?: boolean },
      ) => {
        if (game !== 'asia-poker') return fail('unknown_game', `advise knows asia-poker, not "${game}"`);
        await loadRankings();
        const parsed = parseCards(words.join(' '));
        if (!parsed.ok) return fail('unknown_card', parsed.error);
        const valid = lib().validateHand(lib().SYSTEMS['asia-bonus'], parsed.value);
        if (!valid.ok) return fail(valid.error.code, valid.error.message.replace('asia-bonus', 'advise'));
        const { chooseTable } = await import('../table-setup.js');
        const chosen = chooseTable('asia-poker', o.rulesSubmission);
        if (!chosen.ok) return fail('bad_rules_submission', chosen.error.map((v) => v.message).join('; '));
        const options = chosen.value.options as AsiaOptions;
        const { adviseAsiaPoker } = await import('../../games/asia-poker/math/advise.js');
        const advice = adviseAsiaPoker(
          valid.value,
          options.houseWay,
          {
            asiaA234LowStraight: options.a234LowStraight,
            asiaA234LowStraightFlush: options.a234LowStraightFlush,
          },
          o.samples,
          o.seed,
        );
        const shown = o.top ? advice.settings.slice(0, o.top) : advice.settings;
        if (o.json) return printJson({ houseWayRule: advice.houseWayRule, settings: shown });
        for (const a of shown)
          process.stdout.write(
            `${`${a.high} | ${a.medium} | ${a.low}`.padEnd(30)} ${(a.ev >= 0 ? '+' : '') + a.ev.toFixed(4)} ± ${a.standardError.toFixed(4)}${a.houseWay ? `  <- house way (${advice.houseWayRule})` : ''}\n`,
          );
        const hw = advice.settings.find((a) => a.houseWay);
        if (hw && !shown.includes(hw))
          process.stdout.write(
            `house way (${advice.houseWayRule}): ${hw.high} | ${hw.medium} | ${hw.low} ${hw.ev.toFixed(4)}\n`,
          );
        return undefined;
      },
    );
}
