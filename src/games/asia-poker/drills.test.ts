import { describe, expect, it } from 'vitest';
import { drillAnswers } from '../testing/drills.js';
import { asiaPoker } from './index.js';

describe('Asia Poker dealer-training drills (611a)', () => {
  it('every drill has its answer among distinct choices and a citation that resolves', () => {
    const answers = drillAnswers(asiaPoker, 80, { labels: true });
    expect([...answers.keys()].sort()).toEqual(['asia-house-way', 'asia-result', 'asia-start-position']);
    expect(answers.get('asia-result')).toEqual(['foul', 'lose', 'win']);
  });
});
