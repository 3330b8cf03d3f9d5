import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { resolveCitation } from '../../regulation/sections.js';
import {
  ALL_LAMMERS,
  ANY_NUMBER_WAGERS,
  CITE,
  DEFAULT_HOP_REGIONS,
  DEFAULT_PROPS_AND_HOPS_OPTIONS,
  DOUBLE_WAGERS,
  NO_LAMMERS,
  ONE_ROLL_WAGERS,
  acceptsSixEightShake,
  combinationOf,
  resolveOneRoll,
  resolveSixEightShake,
  validateHopRegions,
  type Dice,
  type LammersCollected,
  type WagerRow,
} from './rules.js';

const d = (a: number, b: number): Dice => [a, b] as unknown as Dice;
const rowOf = (id: string, variant = ''): WagerRow =>
  ONE_ROLL_WAGERS.find((r) => r.id === id && r.variant === variant)!;
const outcome = (row: WagerRow, dice: Dice) => resolveOneRoll(row, dice, DEFAULT_PROPS_AND_HOPS_OPTIONS);

describe('wager table (§ 668a.2)', () => {
  it("has 6 Double and 15 Any Number boxes in the regulation's order", () => {
    expect(DOUBLE_WAGERS.map((r) => r.variant)).toEqual(['2', '4', '6', '8', '10', '12']);
    expect(ANY_NUMBER_WAGERS).toHaveLength(15);
    expect(ANY_NUMBER_WAGERS[0]).toMatchObject({
      variant: '1-2',
      name: 'One-Two Bet',
      citation: '§ 668a.2(e)(1)',
    });
    expect(ANY_NUMBER_WAGERS[5]).toMatchObject({ variant: '2-3', citation: '§ 668a.2(e)(6)' });
    expect(ANY_NUMBER_WAGERS[14]).toMatchObject({
      variant: '5-6',
      name: 'Five-Six Bet',
      citation: '§ 668a.2(e)(15)',
    });
    expect(DOUBLE_WAGERS[3]).toMatchObject({ name: 'Eight the Hardway Bet', citation: '§ 668a.2(d)(4)' });
  });
  it('every citation resolves', () => {
    registerDiceSections();
    for (const r of ONE_ROLL_WAGERS) expect(resolveCitation(r.citation), r.citation).toBeDefined();
    for (const c of Object.values(CITE)) expect(resolveCitation(c), c).toBeDefined();
  });
});

describe('one-roll resolution (§§ 668a.2, 668a.4)', () => {
  it.each([
    ['double', '8', d(4, 4), 'win'],
    ['double', '8', d(5, 3), 'lose'], // one-roll, not a craps hardway (ruling B6)
    ['any-number', '2-5', d(5, 2), 'win'],
    ['any-number', '2-5', d(3, 4), 'lose'],
    ['one-six-and-under', '', d(6, 1), 'win'],
    ['one-six-and-under', '', d(5, 1), 'win'],
    ['one-six-and-under', '', d(5, 2), 'lose'],
    ['one-six-and-under', '', d(4, 4), 'lose'],
    ['three-four-and-over', '', d(4, 3), 'win'],
    ['three-four-and-over', '', d(6, 1), 'lose'],
    ['three-four-and-over', '', d(6, 2), 'win'],
    ['field', '', d(2, 2), 'win'],
    ['field', '', d(3, 3), 'lose'],
  ] as const)('%s %s on %j: %s', (id, variant, dice, want) => {
    expect(outcome(rowOf(id, variant), dice).outcome).toBe(want);
  });
  it('the Field pays 2 to 1 on the circled 2 and 12, else 1 to 1', () => {
    expect(outcome(rowOf('field'), d(6, 6))).toMatchObject({ outcome: 'win', odds: odds(2, 1) });
    expect(outcome(rowOf('field'), d(1, 1))).toMatchObject({ outcome: 'win', odds: odds(2, 1) });
    expect(outcome(rowOf('field'), d(5, 6))).toMatchObject({ outcome: 'win', odds: odds(1, 1) });
  });
  it('a Hop wins on any box of its region in either order', () => {
    expect(outcome(rowOf('hop-the-top'), d(2, 1))).toMatchObject({ outcome: 'win', odds: odds(3, 2) });
    expect(outcome(rowOf('hop-the-left'), d(1, 1))).toMatchObject({ outcome: 'win', odds: odds(2, 1) });
    expect(outcome(rowOf('hop-the-left'), d(6, 6)).outcome).toBe('lose');
  });
  it('combinationOf orders the faces', () => {
    expect(combinationOf(d(6, 2))).toBe('2-6');
  });
});

describe('Six Eight Shake (§§ 668a.2(f)(8), 668a.3(e), (i))', () => {
  const run = (rolls: Dice[]) => {
    let s: LammersCollected = NO_LAMMERS;
    for (const r of rolls) {
      const res = resolveSixEightShake(s, r);
      if (res.outcome !== 'open') return res;
      s = res.state;
    }
    return { outcome: 'open' as const, state: s };
  };
  it('all six combinations of 6 and 8 before a 7 pays 150 to 1', () => {
    const rolls = [d(5, 1), d(1, 1), d(4, 2), d(3, 3), d(3, 3), d(6, 2), d(5, 3), d(4, 4)];
    expect(run(rolls)).toMatchObject({ outcome: 'win', odds: odds(150, 1) });
  });
  it('another way to throw 6 does not stand in for a missing one', () => {
    const rolls = [d(5, 1), d(1, 5), d(2, 4), d(2, 6), d(3, 5), d(4, 4)];
    expect(run(rolls)).toEqual({ outcome: 'open', state: ALL_LAMMERS & ~(1 << 2) });
  });
  it('a 7 loses it', () => {
    expect(run([d(5, 1), d(2, 4), d(6, 1)]).outcome).toBe('lose');
  });
  it('is accepted only when no lammer has been collected (ruling B3)', () => {
    expect(acceptsSixEightShake(NO_LAMMERS)).toBe(true);
    expect(acceptsSixEightShake(1)).toBe(false);
  });
});

describe('Hop region validation (ruling B1)', () => {
  it("accepts Felt's default regions", () => {
    expect(validateHopRegions(DEFAULT_HOP_REGIONS)).toEqual([]);
  });
  it('rejects a region that would favour the player, at the break-even boundary too', () => {
    // Hop the Top pays 3 to 2: 14 ways wins 14/36 < 2/5; 15 ways breaks even or better for the player.
    const fourteen = ['1-2', '1-3', '1-4', '1-5', '1-6', '2-3', '2-4'] as const;
    expect(validateHopRegions({ ...DEFAULT_HOP_REGIONS, top: [...fourteen] })).toEqual([]);
    const v = validateHopRegions({ ...DEFAULT_HOP_REGIONS, top: [...fourteen, '6-6'] });
    expect(v).toEqual([expect.objectContaining({ code: 'hop_region_favours_player', citation: '§ 668a.4' })]);
    // Hop the Left pays 2 to 1: 12 ways is an even game.
    const even = validateHopRegions({
      ...DEFAULT_HOP_REGIONS,
      left: ['1-2', '1-3', '1-4', '1-5', '1-6', '2-3'],
    });
    expect(even.map((x) => x.code)).toEqual(['hop_region_favours_player']);
  });
  it('rejects unknown, duplicated and empty regions', () => {
    const v = validateHopRegions({
      ...DEFAULT_HOP_REGIONS,
      top: ['1-2', '1-2'],
      right: [],
      center: ['7-1' as never],
    });
    expect(v.map((x) => x.code).sort()).toEqual([
      'hop_duplicate_combination',
      'hop_region_empty',
      'hop_unknown_combination',
    ]);
  });
});
