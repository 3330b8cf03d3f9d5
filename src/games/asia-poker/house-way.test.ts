import { describe, expect, it } from 'vitest';
import { cards, deck, formatCards } from '../../core/cards.js';
import { SeededRng, shuffleInPlace } from '../../core/rng.js';
import { checkAsiaSetting } from '../../rankings/index.js';
import { validateRulesSubmission } from '../../engine/rules-submission.js';
import { GAMES } from '../registry.js';
import { fastLegalSettings, scorerFor } from './math/sim.js';
import {
  DEFAULT_HOUSE_WAY,
  HouseWayDocument,
  chooseHouseWay,
  legalSettings,
  setHouseWay,
} from './house-way.js';

describe('the house way as a document (§ 659a.11(c))', () => {
  it('the default sets every hand legally (§ 659a.11(b)) on 3,000 random hands', () => {
    const rng = SeededRng.fromSeed(4);
    const d = deck({ jokers: 1 });
    for (let i = 0; i < 3000; i += 1) {
      shuffleInPlace(d, rng);
      const s = setHouseWay(DEFAULT_HOUSE_WAY, d.slice(0, 7));
      expect(checkAsiaSetting(s.high, s.medium, s.low).legal).toBe(true);
    }
  });

  it('worked examples of the default rules', () => {
    const show = (h: string) => {
      const s = setHouseWay(DEFAULT_HOUSE_WAY, cards(h));
      return `${formatCards(s.high)} | ${formatCards(s.medium)} | ${formatCards(s.low)} (${s.rule.name})`;
    };
    expect(show('As Kd Qh 9c 7s 5d 2c')).toBe('2c 5d 7s As | 9c Kd | Qh (No pair)');
    expect(show('Ts Td 5c 5s Js 9h 2d')).toBe('2d 9h Td Ts | 5c 5s | Js (Two pair)');
    expect(show('7s 7d As Kd Qh 5c 2d')).toBe('2d 5c 7d 7s | Qh As | Kd (One pair)');
    expect(show('8s 8h 8d 8c Ks Kh Kd')).toContain('(Four of a kind)');
    // Four of a kind is split, a pair in each of the high and medium hands, the best single card low.
    const quads = setHouseWay(DEFAULT_HOUSE_WAY, cards('8s 8h 8d 8c Ks Qh 2d'));
    expect([quads.medium.map((c) => formatCards([c])[0]), formatCards(quads.low)]).toEqual([
      ['8', '8'],
      'Ks',
    ]);
    const aces = setHouseWay(DEFAULT_HOUSE_WAY, cards('As Ah Ad Jk 8s 5d 3c'));
    expect(aces.rule.name).toBe('Four of a kind');
    expect(formatCards(aces.low)).toBe('8s');
    expect(formatCards(aces.high)).not.toContain('8s');
    // A pair beside a flush goes to the medium hand under the flush.
    expect(show('9h 7h 5h 2h Kc Kd 4s')).toBe('2h 5h 7h 9h | Kc Kd | 4s (One pair with a straight or flush)');
  });

  it('rejects a document without a catch-all last rule, an unknown preference or condition', () => {
    const bad = (doc: unknown) => HouseWayDocument.safeParse(doc).success;
    expect(bad({ ...DEFAULT_HOUSE_WAY, rules: DEFAULT_HOUSE_WAY.rules.slice(0, 2) })).toBe(false);
    expect(bad({ ...DEFAULT_HOUSE_WAY, rules: [{ name: 'x', when: {}, prefer: ['biggest'] }] })).toBe(false);
    expect(
      bad({ ...DEFAULT_HOUSE_WAY, rules: [{ name: 'x', when: { colour: 'red' }, prefer: ['high'] }] }),
    ).toBe(false);
    expect(bad({ ...DEFAULT_HOUSE_WAY, rules: [{ name: 'x', when: {}, prefer: ['high', 'high'] }] })).toBe(
      false,
    );
    expect(
      bad({
        format: 'felt-house-way/1',
        name: 'Simplest',
        rules: [{ name: 'all', when: {}, prefer: ['high'] }],
      }),
    ).toBe(true);
  });

  it('an operator writes the house way in the Rules Submission; a malformed one is rejected with its citation', () => {
    const mine = {
      format: 'felt-house-way/1',
      name: 'Casino X',
      rules: [{ name: 'all', when: {}, prefer: ['medium', 'high'] }],
    };
    const ok = validateRulesSubmission(GAMES, { game: 'asia-poker', options: { houseWay: mine } });
    expect(ok.ok).toBe(true);
    const bad = validateRulesSubmission(GAMES, {
      game: 'asia-poker',
      options: { houseWay: { ...mine, rules: [] } },
    });
    expect(!bad.ok && bad.error[0]?.citation).toBe('§ 659a.11(c)');
  });

  it('the fast scorer of the math picks the same legal settings and house way as the engine', () => {
    const t = scorerFor({});
    const rng = SeededRng.fromSeed(9);
    const d = deck({ jokers: 1 });
    for (let i = 0; i < 500; i += 1) {
      shuffleInPlace(d, rng);
      const sorted = d.slice(0, 7).sort((a, b) => a - b);
      const fast = fastLegalSettings(sorted, t);
      expect(fast).toEqual(legalSettings(sorted, {}));
      expect(chooseHouseWay(DEFAULT_HOUSE_WAY, sorted, fast).chosen.split).toBe(
        setHouseWay(DEFAULT_HOUSE_WAY, sorted).scored.split,
      );
    }
  });
});
