import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatCards } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import { answerCompare, answerEval, loadRankings, splitPair } from './hand.js';

await loadRankings();

describe('felt hand answers', () => {
  it('evaluates to class, strength, cards used and description', () => {
    expect(answerEval('high', 'Kc Kd Kh 3s 3c 2d 9h', {}, false)).toEqual({
      ok: true,
      line: 'full-house\t7274\tKh Kd Kc 3s 3c\tFull house, kings over threes',
    });
    expect(JSON.parse(answerEval('asia-low', 'Jk', {}, true).line)).toMatchObject({
      class: 'no-hand',
      cards: 'Jk',
    });
  });

  it('compares: first, second or tie', () => {
    expect(answerCompare('high', 'As Kd Qh Jc 9s', '2c 3d 4h 5s 7c', {}, false).line).toBe('first');
    expect(answerCompare('deuce-to-seven', 'As Kd Qh Jc 9s', '2c 3d 4h 5s 7c', {}, false).line).toBe(
      'second',
    );
    expect(answerCompare('ace-to-five', '5s 4s 3s 2s As', '5h 4d 3c 2h Ad', {}, false).line).toBe('tie');
    expect(splitPair('As Kd Qh Jc 9s | 2c 3d 4h 5s 7c')).toEqual(['As Kd Qh Jc 9s ', ' 2c 3d 4h 5s 7c']);
    expect(splitPair('As Kd')).toBeUndefined();
  });

  it.each([
    ['high', 'As As Kd Qh Jc', 'duplicate_card'],
    ['high', 'As Kd Qh Jc', 'wrong_card_count'],
    ['high', 'As Kd Qh Jc Zz', 'unknown_card'],
    ['high', 'As Kd Qh Jc Jk', 'joker_not_allowed'],
    ['asia-bonus', 'As Kd Qh Jc Jk 2c 3c', null],
    ['sevens', 'As Kd Qh Jc 9s', 'unknown_system'],
  ])('%s %s: %s', (system, hand, code) => {
    const a = answerEval(system, hand, {}, true);
    expect(a.ok).toBe(code === null);
    if (code !== null) expect(JSON.parse(a.line).error.code).toBe(code);
  });
});

describe('felt hand --stdin (the built command, one answer per line)', () => {
  it('grades 2,000 compare lines in order, and reports bad lines with a non-zero exit', () => {
    const rng = SeededRng.fromSeed(3);
    const lines: string[] = [];
    const hands = (): string => {
      const out: number[] = [];
      while (out.length < 10) {
        const c = rng.nextInt(52);
        if (!out.includes(c)) out.push(c);
      }
      return `${formatCards(out.slice(0, 5))} | ${formatCards(out.slice(5))}`;
    };
    for (let i = 0; i < 2000; i += 1) lines.push(hands());
    const run = (input: string): ReturnType<typeof spawnSync> =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/main.ts', 'hand', 'compare', '--system', 'high', '--stdin'],
        {
          input,
          encoding: 'utf8',
        },
      );
    const good = run(`${lines.join('\n')}\n`);
    expect(good.status).toBe(0);
    const answers = String(good.stdout).trimEnd().split('\n');
    expect(answers).toHaveLength(2000);
    for (let i = 0; i < 2000; i += 20) {
      const [a, b] = splitPair(lines[i]!)!;
      expect(answers[i]).toBe(answerCompare('high', a, b, {}, false).line);
    }
    const bad = run('As Kd Qh Jc 9s | 2c 3d 4h 5s 7c\nAs As Qh Jc 9s | 2c 3d 4h 5s 7c\n');
    expect(bad.status).toBe(2);
    expect(String(bad.stdout).split('\n')[0]).toBe('first');
    expect(String(bad.stderr)).toMatch(/line 2: error\[duplicate_card\]/);
  });
});
