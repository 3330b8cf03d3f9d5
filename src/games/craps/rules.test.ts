import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds.js';
import { resolveCitation } from '../../regulation/sections.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { DEFAULT_CRAPS_OPTIONS, DEFAULT_FIRE_PAYTABLE, validateCrapsOptions } from './options.js';
import {
  COME_OUT,
  FIRE_BET_START,
  resolveBonusCraps,
  resolveDontPass,
  resolveFireBet,
  resolveHardway,
  resolveOneRoll,
  resolvePass,
  type FireBetState,
  type LineState,
  type Resolution,
} from './resolve.js';
import { BONUS_CRAPS, CITE, CRAPS_WAGERS, NO_MARKERS, type BonusMarkers, type Dice } from './rules.js';

const d = (a: number, b: number): Dice => [a, b] as unknown as Dice;

describe("Pass and Don't Pass (§ 623a.3(a))", () => {
  it.each([
    [7, 'win'],
    [11, 'win'],
    [2, 'lose'],
    [3, 'lose'],
    [12, 'lose'],
    [6, 'open'],
  ])('Pass on a come-out %i: %s', (total, outcome) => {
    const dice = total === 2 ? d(1, 1) : total === 12 ? d(6, 6) : d(1, total - 1);
    expect(resolvePass(COME_OUT, dice).outcome).toBe(outcome);
  });
  it('Pass wins on the point and loses on the 7', () => {
    const point: LineState = { phase: 'point', point: 8 };
    expect(resolvePass(point, d(5, 3)).outcome).toBe('win');
    expect(resolvePass(point, d(3, 4)).outcome).toBe('lose');
    expect(resolvePass(point, d(6, 6)).outcome).toBe('open');
  });
  it("Don't Pass pushes on the barred total only", () => {
    expect(resolveDontPass(COME_OUT, d(6, 6), 12).outcome).toBe('push');
    expect(resolveDontPass(COME_OUT, d(1, 1), 12).outcome).toBe('win');
    expect(resolveDontPass(COME_OUT, d(1, 1), 2).outcome).toBe('push');
    expect(resolveDontPass(COME_OUT, d(6, 6), 2).outcome).toBe('win');
    expect(resolveDontPass(COME_OUT, d(5, 6), 12).outcome).toBe('lose');
    expect(resolveDontPass({ phase: 'point', point: 4 }, d(2, 2), 12).outcome).toBe('lose');
    expect(resolveDontPass({ phase: 'point', point: 4 }, d(2, 5), 12).outcome).toBe('win');
  });
});

describe('one-roll wagers and hardways', () => {
  it('Field pays the RS paytable', () => {
    const r = resolveOneRoll('field', d(6, 6), {
      ...DEFAULT_CRAPS_OPTIONS,
      field: { two: odds(2, 1), twelve: odds(3, 1), others: odds(1, 1) },
    });
    expect(r).toMatchObject({ outcome: 'win', odds: odds(3, 1) });
    expect(resolveOneRoll('field', d(3, 4), DEFAULT_CRAPS_OPTIONS).outcome).toBe('lose');
    expect(resolveOneRoll('field', d(4, 5), DEFAULT_CRAPS_OPTIONS)).toMatchObject({
      outcome: 'win',
      odds: odds(1, 1),
    });
  });
  it('a hardway loses to the easy way and to the 7', () => {
    expect(resolveHardway(8, d(4, 4), odds(9, 1)).outcome).toBe('win');
    expect(resolveHardway(8, d(5, 3), odds(9, 1)).outcome).toBe('lose');
    expect(resolveHardway(8, d(5, 2), odds(9, 1)).outcome).toBe('lose');
    expect(resolveHardway(8, d(5, 4), odds(9, 1)).outcome).toBe('open');
  });
});

function run<S>(start: S, rolls: Dice[], resolve: (s: S, dice: Dice) => Resolution<S>): Resolution<S> {
  let state = start;
  let last: Resolution<S> = { outcome: 'open', state };
  for (const dice of rolls) {
    last = resolve(state, dice);
    if (last.outcome !== 'open') return last;
    state = last.state;
  }
  return last;
}

describe('Fire Bet (§ 623a.11)', () => {
  const fire = (s: FireBetState, dice: Dice): Resolution<FireBetState> =>
    resolveFireBet(s, dice, DEFAULT_FIRE_PAYTABLE);
  it('four different points made, then a seven-out, pays the 4-point tier', () => {
    const rolls = [
      d(2, 2),
      d(1, 3),
      d(2, 3),
      d(4, 1),
      d(3, 3),
      d(5, 1),
      d(4, 4),
      d(6, 2),
      d(3, 4),
      d(3, 4),
      d(4, 4),
      d(3, 4),
    ];
    // 4 made, 5 made, 6 made, 8 made, come-out 7 (not a seven-out), point 8 again then seven-out.
    expect(run(FIRE_BET_START, rolls, fire)).toMatchObject({ outcome: 'win', odds: odds(24, 1) });
  });
  it('the same point made twice counts once', () => {
    const rolls = [d(2, 2), d(1, 3), d(2, 2), d(3, 1), d(5, 5), d(3, 4)];
    expect(run(FIRE_BET_START, rolls, fire).outcome).toBe('lose');
  });
  it('all six points pay at once', () => {
    const rolls = (
      [
        [2, 2],
        [4, 1],
        [6, 3],
        [3, 3],
        [4, 4],
        [6, 4],
      ] as const
    ).flatMap(([a, b]) => [d(a, b), d(a, b)]);
    expect(run(FIRE_BET_START, rolls, fire)).toMatchObject({ outcome: 'win', odds: odds(999, 1) });
  });
});

describe('Bonus Craps (§ 623a.12)', () => {
  const [allSmall, allOrNothing] = BONUS_CRAPS;
  const bonus = (row: (typeof BONUS_CRAPS)[number]) => (m: BonusMarkers, dice: Dice) =>
    resolveBonusCraps(row, m, dice);
  const small = [d(1, 1), d(1, 2), d(2, 2), d(2, 3), d(3, 3)];
  it('623a.12(4) example: All Small is paid while All Or Nothing At All stays up', () => {
    expect(run(NO_MARKERS, small, bonus(allSmall!))).toMatchObject({ outcome: 'win', odds: odds(34, 1) });
    expect(run(NO_MARKERS, small, bonus(allOrNothing!)).outcome).toBe('open');
  });
  it('any order, repeats ignored, come-out 2/3/12 and point rolls all mark (ruling C3)', () => {
    const rolls = [d(3, 3), d(3, 3), d(1, 2), d(2, 2), d(1, 1), d(4, 1)];
    expect(run(NO_MARKERS, rolls, bonus(allSmall!)).outcome).toBe('win');
  });
  it('a 7 at any time, including the come-out, collects the wagers (623a.12(5))', () => {
    expect(run(NO_MARKERS, [d(1, 1), d(3, 4)], bonus(allSmall!))).toMatchObject({
      outcome: 'lose',
      citation: CITE.bonusSeven,
    });
  });
});

describe('Rules Submission validation', () => {
  it('accepts the defaults', () => {
    expect(validateCrapsOptions(DEFAULT_CRAPS_OPTIONS, { game: 'craps' })).toEqual([]);
  });
  it('refuses Bonus Craps on Mini-Craps without an approved layout (ruling C5)', () => {
    const v = validateCrapsOptions(DEFAULT_CRAPS_OPTIONS, { game: 'mini-craps' });
    expect(v.map((x) => x.code)).toEqual(['bonus_craps_without_layout']);
    expect(
      validateCrapsOptions(DEFAULT_CRAPS_OPTIONS, { game: 'mini-craps', bonusLayoutApproved: true }),
    ).toEqual([]);
  });
  it('refuses a lay vigorish that is not a whole percent', () => {
    const v = validateCrapsOptions(
      { ...DEFAULT_CRAPS_OPTIONS, layBet: { percent: 2.5, collected: 'on-win' } },
      { game: 'craps' },
    );
    expect(v.map((x) => x.code)).toEqual(['bad_lay_vigorish']);
  });
});

describe('citations', () => {
  registerDiceSections();
  it.each(Object.entries(CITE))('%s resolves to a registered section', (_name, c) => {
    expect(resolveCitation(c)).toBeDefined();
  });
  it.each(CRAPS_WAGERS.map((w) => [w.id, w] as const))(
    '%s: wager and removal citations resolve',
    (_id, w) => {
      expect(resolveCitation(w.citation)).toBeDefined();
      expect(resolveCitation(w.removalCitation)).toBeDefined();
    },
  );
});
