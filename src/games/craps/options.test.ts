import { describe, expect, it } from 'vitest';
import { optionDocs } from '../../engine/rules-submission.js';
import { craps, miniCraps } from './index.js';
import { odds } from '../../core/odds.js';
import { crapsOdds } from './math/exact.js';
import {
  checkCrapsOptions,
  crapsOptionsSchema,
  DEFAULT_CRAPS_OPTIONS,
  DEFAULT_FIRE_PAYTABLE,
  DEFAULT_MINI_CRAPS_OPTIONS,
} from './options.js';

describe('Craps Rules Submission (§ 601a.2)', () => {
  it('an empty submission gives the documented defaults', () => {
    expect(crapsOptionsSchema('craps').parse({})).toEqual(DEFAULT_CRAPS_OPTIONS);
    expect(crapsOptionsSchema('mini-craps').parse({})).toEqual(DEFAULT_MINI_CRAPS_OPTIONS);
  });
  it('reads odds written "N to M" and keeps the other defaults', () => {
    const o = crapsOptionsSchema('craps').parse({
      field: { twelve: '3 to 1' },
      fireBet: null,
      placeToWin: { '6': '7 to 6' },
    });
    expect(o.field).toEqual({ two: odds(2, 1), twelve: odds(3, 1), others: odds(1, 1) });
    expect(o.fireBet).toBeNull();
    expect(o.placeToWin[4]).toEqual(odds(9, 5));
  });
  it('refuses malformed odds and unknown options', () => {
    expect(crapsOptionsSchema('craps').safeParse({ field: { two: 'double' } }).success).toBe(false);
    expect(crapsOptionsSchema('craps').safeParse({ crapless: true }).success).toBe(false);
    expect(crapsOptionsSchema('craps').safeParse({ dontBar: 3 }).success).toBe(false);
  });
  it('Bonus Craps on Mini-Craps is a violation with its citation (ruling C5)', () => {
    const o = crapsOptionsSchema('mini-craps').parse({ bonusCraps: true });
    expect(checkCrapsOptions('mini-craps', o)).toEqual([
      expect.objectContaining({
        path: 'options.bonusCraps',
        code: 'bonus_craps_without_layout',
        citation: '§ 623a.2(d)(5)',
      }),
    ]);
  });
  it('a Mini-Craps Rules Submission may declare an approved layout with the Bonus Craps area (ruling C5)', () => {
    const o = crapsOptionsSchema('mini-craps').parse({ bonusCraps: true, bonusCrapsLayoutApproved: true });
    expect(o.bonusCrapsLayoutApproved).toBe(true);
    expect(checkCrapsOptions('mini-craps', o)).toEqual([]);
    expect(crapsOdds(o, 'table').map((r) => r.wager)).toEqual(
      expect.arrayContaining(['all-small', 'all-tall', 'all-or-nothing-at-all']),
    );
    // Not declared: the default, as before.
    expect(crapsOptionsSchema('mini-craps').parse({}).bonusCrapsLayoutApproved).toBe(false);
  });
  it('Fire Bet limits: the posted limitations of § 623a.2(d)(4)(iii)(C), checked for order', () => {
    const o = crapsOptionsSchema('craps').parse({ fireBetLimits: { minimum: 100, maximum: 2500 } });
    expect(o.fireBetLimits).toEqual({ minimum: 100, maximum: 2500 });
    expect(crapsOptionsSchema('craps').parse({}).fireBetLimits).toBeNull();
    const bad = crapsOptionsSchema('craps').parse({ fireBetLimits: { minimum: 3000, maximum: 2500 } });
    expect(checkCrapsOptions('craps', bad).map((v) => `${v.code} ${v.citation}`)).toEqual([
      'fire_bet_minimum_above_maximum § 623a.2(d)(4)(iii)(C)',
    ]);
  });
  it('`felt rules show` prints the Fire Bet paytable default as written in a Rules Submission', () => {
    const fire = optionDocs(craps).find((d) => d.path === 'fireBet');
    expect(fire?.default).toEqual({ 4: '24 to 1', 5: '249 to 1', 6: '999 to 1' });
    expect(optionDocs(miniCraps).find((d) => d.path === 'fireBet')?.default).toEqual(fire?.default);
    // The same paytable as before once parsed.
    expect(crapsOptionsSchema('craps').parse({}).fireBet).toEqual(DEFAULT_FIRE_PAYTABLE);
  });
  it('at most 16 player positions at Craps: the Fire Bet areas of § 623a.2(d)(4)(i), not (iii)', () => {
    const seats = optionDocs(craps).find((d) => d.path === 'seats');
    expect(seats?.citation).toBe('§ 623a.2(d)(4)(i)');
    expect(crapsOptionsSchema('craps').safeParse({ seats: 17 }).success).toBe(false);
  });
  it('`table` reports what the table offers; `all` adds what the regulation allows', () => {
    const mini = crapsOptionsSchema('mini-craps').parse({ fireBet: null });
    const table = crapsOdds(mini, 'table').map((r) => r.wager);
    expect(table).not.toContain('fire-bet');
    expect(table).not.toContain('all-small');
    const all = crapsOdds(mini, 'all');
    expect(all.map((r) => r.wager)).toEqual(
      expect.arrayContaining(['fire-bet', 'all-small', 'all-tall', 'all-or-nothing-at-all']),
    );
    expect(all.filter((r) => r.wager === 'field').map((r) => r.exact)).toEqual(['1/18', '1/36']);
  });
  it('a Horn that would pay less than its losing parts is a violation (ruling R17)', () => {
    const o = crapsOptionsSchema('craps').parse({ oneRoll: { two: '2 to 1' } });
    const v = checkCrapsOptions('craps', o).map((x) => `${x.code} ${x.citation}`);
    // At 2 to 1 on the 2, one part wins 2 and the others lose 3 (Horn, Horn High 3, 11, 12) or 4 (World); Horn High 2 nets 4 - 3.
    expect(v).toEqual(Array(5).fill('combination_pays_less_than_it_loses § 623a.3(a)'));
    expect(
      checkCrapsOptions(
        'craps',
        crapsOptionsSchema('craps').parse({ oneRoll: { two: '2 to 1' }, horn: false, world: false }),
      ),
    ).toEqual([]);
  });
  it('the Buy Bet takes its vigorish as a whole percent (ruling R16)', () => {
    expect(
      crapsOptionsSchema('craps').safeParse({ buyBet: { percent: 4.5, collected: 'on-win' } }).success,
    ).toBe(false);
    expect(crapsOptionsSchema('craps').parse({ buyBet: null }).buyBet).toBeNull();
  });
});
