import { describe, expect, it } from 'vitest';
import type { DiceSet } from '../core/dice.js';
import { unresolved } from '../regulation/sections.js';
import { atLeast, checkInspection, inspectionOutcome, type DiceInspection } from './dice-inspection.js';

const T0 = Date.UTC(2026, 10, 22, 5, 30);
const crapsSet = (id: string): DiceSet => ({
  id,
  dice: [1, 2, 3, 4, 5].map((i) => ({ id: `${id}-${i}`, colour: 'red' as const })),
});
const allPass = (sets: readonly DiceSet[]) =>
  sets.flatMap((s) => s.dice.map((d) => ({ die: d.id, passed: true })));
const FOUR = ['micrometer', 'balancing-caliper', 'steel-set-square', 'magnet'] as const;

/** Alternative 1 at a Craps table: the boxperson inspects in the dealer's presence. */
const alt1: DiceInspection = {
  id: 'I-1',
  alternative: 1,
  game: 'craps',
  at: T0,
  location: 'table',
  inspectors: [{ name: 'Bo', role: 'boxperson' }],
  present: [{ name: 'Di', role: 'dealer' }],
  instruments: FOUR,
  flatSurfaceUnderSurveillance: true,
  sets: [crapsSet('C1')],
  results: allPass([crapsSet('C1')]),
};

/** Alternative 3 in the storage area: floorperson, ATGSM and security, surveillance told first. */
const alt3: DiceInspection = {
  id: 'I-3',
  alternative: 3,
  game: 'craps',
  at: T0,
  location: 'storage-area',
  inspectors: [{ name: 'Fl', role: 'floorperson' }],
  present: [
    { name: 'As', role: 'assistant-table-games-shift-manager' },
    { name: 'Se', role: 'security' },
  ],
  surveillanceNotifiedAt: T0 - 5 * 60_000,
  instruments: ['approved-equivalent', 'balancing-caliper', 'steel-set-square', 'magnet'],
  flatSurfaceUnderSurveillance: true,
  sets: [crapsSet('C1'), crapsSet('C2')],
  results: allPass([crapsSet('C1'), crapsSet('C2')]),
};

const codes = (r: DiceInspection) => checkInspection(r).map((v) => `${v.code} ${v.citation}`);

describe('dice inspection records (§ 603a.13(f))', () => {
  it('complete records under Alternatives 1 and 3 pass; Alternative 3 seals sets of five', () => {
    expect(codes(alt1)).toEqual([]);
    expect(codes(alt3)).toEqual([]);
    expect(inspectionOutcome(alt3)).toEqual({
      usableSets: ['C1', 'C2'],
      failedDice: [],
      discrepancyReport: false,
      sealIn: 5,
      citation: '§ 603a.13(f)(3)(iv)',
    });
    expect(inspectionOutcome(alt1).sealIn).toBeNull();
  });

  it('Alternative 1: a Craps table is inspected by the boxperson, with a dealer present and all four instruments', () => {
    expect(
      codes({
        ...alt1,
        inspectors: [{ name: 'Fl', role: 'floorperson' }],
        present: [],
        instruments: ['micrometer', 'magnet'],
      }),
    ).toEqual([
      'instruments_missing § 603a.13(f)(1)(ii)',
      'inspector_not_authorised § 603a.13(f)(1)(ii)',
      'no_dealer_present § 603a.13(f)(1)(ii)',
    ]);
    // At Mini-Craps and Three Dice Football it is the floorperson.
    expect(codes({ ...alt1, game: 'mini-craps', inspectors: [{ name: 'Fl', role: 'floorperson' }] })).toEqual(
      [],
    );
  });

  it('Alternative 2: two supervisors at the pit stand; reserve dice by a floorperson or above before another', () => {
    const alt2: DiceInspection = {
      ...alt1,
      id: 'I-2',
      alternative: 2,
      location: 'pit-stand',
      inspectors: [{ name: 'Bo', role: 'boxperson' }],
      present: [{ name: 'Fl', role: 'floorperson' }],
    };
    expect(codes(alt2)).toEqual([]);
    expect(codes({ ...alt2, present: [{ name: 'Di', role: 'dealer' }] })).toEqual([
      'no_second_supervisor § 603a.13(f)(2)(i)',
    ]);
    // A boxperson is not "a floorperson or above" for the reserve.
    expect(codes({ ...alt2, reserve: true })).toEqual(['inspector_not_authorised § 603a.13(f)(2)(iv)(B)']);
    expect(
      codes({
        ...alt2,
        reserve: true,
        inspectors: [{ name: 'Pm', role: 'pit-manager' }],
        present: [{ name: 'Fl', role: 'floorperson' }],
      }),
    ).toEqual([]);
    expect(inspectionOutcome({ ...alt2, reserve: true }).sealIn).toBe(5);
    // Sic Bo: a floorperson before another floorperson, never a boxperson.
    expect(codes({ ...alt2, game: 'sic-bo' })).toEqual(['inspector_not_authorised § 603a.13(f)(2)(i)']);
  });

  it('Alternative 3: surveillance told before the start, the three people present, in the storage area', () => {
    expect(
      codes({
        ...alt3,
        location: 'pit-stand',
        surveillanceNotifiedAt: T0 + 1,
        present: [{ name: 'Pm', role: 'pit-manager' }],
      }),
    ).toEqual([
      'wrong_location § 603a.13(f)(3)(i)',
      'no_shift_manager § 603a.13(f)(3)(i)',
      'no_security § 603a.13(f)(3)(i)',
      'surveillance_not_notified § 603a.13(f)(3)(ii)',
    ]);
    expect(codes({ ...alt3, present: [...alt3.present, { name: 'Fl', role: 'dealer' }] })).toEqual([
      'same_person_twice § 603a.13(f)(3)(i)',
    ]);
  });

  it('§ 603a.13(f)(3)(i): Alternative 3 needs three distinct people: a floorperson or above, an ATGSM or above and security', () => {
    const shiftManager = { name: 'Sm', role: 'table-games-shift-manager' as const };
    // One shift manager is "a floorperson or above" and "an ATGSM or above", but not both people.
    expect(
      codes({ ...alt3, inspectors: [shiftManager], present: [{ name: 'Se', role: 'security' }] }),
    ).toEqual(['no_floorperson § 603a.13(f)(3)(i)']);
    expect(
      codes({
        ...alt3,
        inspectors: [shiftManager],
        present: [
          { name: 'Pm', role: 'pit-manager' },
          { name: 'Se', role: 'security' },
        ],
      }),
    ).toEqual([]);
    // Two managers and no security: still short.
    expect(
      codes({ ...alt3, inspectors: [shiftManager], present: [{ name: 'Pm', role: 'pit-manager' }] }),
    ).toEqual(['no_security § 603a.13(f)(3)(i)']);
  });

  it('a die that fails is removed with a Dice Discrepancy Report; the rest of its set is not used either', () => {
    const r: DiceInspection = {
      ...alt3,
      results: alt3.results.map((x) =>
        x.die === 'C2-4' ? { die: 'C2-4', passed: false, defect: 'magnet pulls it' } : x,
      ),
    };
    expect(inspectionOutcome(r)).toMatchObject({
      usableSets: ['C1'],
      failedDice: ['C2-4'],
      discrepancyReport: true,
      citation: '§ 603a.13(g)',
    });
  });

  it('every die has one result and no other result is recorded', () => {
    expect(codes({ ...alt1, results: [...alt1.results.slice(1), { die: 'X', passed: true }] })).toEqual([
      'die_not_inspected § 603a.13(f)(1)(ii)',
      'stray_result § 603a.13(f)(1)(ii)',
    ]);
  });

  it('"or above" follows the chain of command; a boxperson is outside it', () => {
    expect(atLeast('pit-manager', 'floorperson')).toBe(true);
    expect(atLeast('floorperson', 'assistant-table-games-shift-manager')).toBe(false);
    expect(atLeast('boxperson', 'floorperson')).toBe(false);
    expect(atLeast('security', 'floorperson')).toBe(false);
  });

  it('every citation resolves to a registered section', () => {
    for (const r of [alt1, alt3, { ...alt3, alternative: 2 as const }])
      for (const v of checkInspection({ ...r, inspectors: [], present: [], instruments: [] }))
        expect(unresolved(v.citation)).toEqual([]);
  });
});
