import { describe, expect, it } from 'vitest';
import type { DiceSet, DieColour } from '../core/dice.js';
import { unresolved } from '../regulation/sections.js';
import {
  CITE,
  DICE_GAMES,
  HOUR_MS,
  REMOVAL,
  RETENTION,
  SEALED_SET_SIZE,
  cancel,
  cancelBy,
  checkSealedSet,
  checkSet,
  inPlayStatus,
  withInternalControl,
  type RemovedDice,
} from './dice.js';

const T0 = Date.UTC(2026, 10, 22, 6, 0, 0);
const set = (id: string, colours: readonly DieColour[]): DiceSet => ({
  id,
  dice: colours.map((colour, i) => ({ id: `${id}-${i + 1}`, colour })),
});

describe('dice in play: the 24-hour limits (§§ 661a.4(d), 668a.3(b)(1), 659a.2(c)(1)(i))', () => {
  it('"more than 24 hours": at exactly 24 h the set may still be in play, one millisecond later it is overdue', () => {
    const rule = RETENTION['props-and-hops'];
    expect(inPlayStatus(rule, T0, T0 + 24 * HOUR_MS)).toEqual({
      elapsedMs: 24 * HOUR_MS,
      changeBy: T0 + 86_400_000,
      remainingMs: 0,
      overdue: false,
    });
    expect(inPlayStatus(rule, T0, T0 + 24 * HOUR_MS + 1).overdue).toBe(true);
    expect(inPlayStatus(rule, T0, T0 + 24 * HOUR_MS + 1).remainingMs).toBe(-1);
  });

  it('a set in play since 22:30 must be changed by 22:30 the next day, 90 minutes after a 21:00 check', () => {
    const since = Date.UTC(2026, 10, 21, 22, 30);
    const s = inPlayStatus(RETENTION['three-dice-football'], since, Date.UTC(2026, 10, 22, 21, 0));
    expect(new Date(s.changeBy).toISOString()).toBe('2026-11-22T22:30:00.000Z');
    expect(s.remainingMs).toBe(90 * 60_000);
  });

  it('printed limits cite their sections; Craps and the shaker games are Felt defaults (ruling R21)', () => {
    expect(DICE_GAMES.filter((g) => RETENTION[g].printed)).toEqual([
      'three-dice-football',
      'props-and-hops',
      'asia-poker',
    ]);
    expect(RETENTION['three-dice-football'].citation).toBe('§ 661a.4(d)');
    expect(RETENTION['props-and-hops'].citation).toBe('§ 668a.3(b)(1)');
    expect(RETENTION['asia-poker'].citation).toBe('§ 659a.2(c)(1)(i)');
    expect(RETENTION.craps).toMatchObject({
      maxHoursInPlay: 24,
      newSetOnReopen: true,
      newSetWhenDieLost: true,
    });
    expect(RETENTION['sic-bo']).toMatchObject({ newSetOnReopen: false, newSetWhenDieLost: false });
    for (const g of DICE_GAMES) expect(unresolved(RETENTION[g].citation), g).toEqual([]);
  });

  it('an internal control may shorten a printed limit but not lengthen it; unprinted limits are its to set', () => {
    const longer = withInternalControl(RETENTION['asia-poker'], 36);
    expect(longer.ok ? 'ok' : `${longer.error.code} ${longer.error.citation}`).toBe(
      'retention_above_regulation § 659a.2(c)(1)(i)',
    );
    const shorter = withInternalControl(RETENTION['asia-poker'], 8);
    expect(shorter.ok && inPlayStatus(shorter.value, T0, T0 + 8 * HOUR_MS + 1).overdue).toBe(true);
    const craps = withInternalControl(RETENTION.craps, 48);
    expect(craps.ok && inPlayStatus(craps.value, T0, T0 + 30 * HOUR_MS).overdue).toBe(false);
    expect(withInternalControl(RETENTION.craps, 0).ok).toBe(false);
  });
});

describe('sets and sealed sets (§ 603a.13(f)(2)(v), (f)(3)(iv), (vi))', () => {
  const label = { inspectedOn: '2026-11-22', signatures: ['F. Floor', 'A. Manager'] };

  it('a sealed Craps set is five dice with a dated, signed label', () => {
    const s = {
      envelope: 'E-1',
      game: 'craps' as const,
      set: set('C1', Array(5).fill('red')),
      label,
      intact: true,
    };
    expect(checkSealedSet(s)).toEqual([]);
    expect(checkSealedSet({ ...s, set: set('C1', Array(4).fill('red')) }).map((v) => v.code)).toEqual([
      'set_size',
    ]);
    expect(
      checkSealedSet({ ...s, label: { inspectedOn: '', signatures: [' '] } }).map((v) => v.code),
    ).toEqual(['seal_label_incomplete', 'seal_label_incomplete']);
  });

  it('a broken seal sends the dice back to inspection under Alternative 1 or 2', () => {
    const v = checkSealedSet({
      envelope: 'E-2',
      game: 'sic-bo',
      set: set('S1', ['white', 'white', 'white']),
      label,
      intact: false,
    });
    expect(v).toEqual([expect.objectContaining({ code: 'seal_broken', citation: '§ 603a.13(f)(3)(vi)' })]);
  });

  it('Three Dice Football is sealed as its table set of four green and two red (spec ruling A12)', () => {
    expect(SEALED_SET_SIZE['three-dice-football']).toBe(6);
    expect(
      checkSet('three-dice-football', set('T1', ['green', 'green', 'green', 'green', 'red', 'red'])),
    ).toEqual([]);
    expect(
      checkSet('three-dice-football', set('T2', ['green', 'green', 'green', 'red', 'red', 'red'])).map(
        (v) => `${v.code} ${v.citation}`,
      ),
    ).toEqual(['set_colours § 661a.4(a)', 'set_colours § 661a.4(a)']);
  });

  it('two dice with one serial are refused', () => {
    const dup: DiceSet = {
      id: 'P1',
      dice: [
        { id: 'x', colour: 'red' },
        { id: 'x', colour: 'red' },
      ],
    };
    expect(checkSet('props-and-hops', dup).map((v) => v.code)).toEqual(['duplicate_serial']);
  });
});

describe('removal from play and cancellation (§ 603a.13(g); ruling R21)', () => {
  const removed = (reason: RemovedDice['reason'], extra: Partial<RemovedDice> = {}): RemovedDice => ({
    set: set('C9', Array(5).fill('red')),
    game: 'craps',
    table: 'CR-2',
    removedAt: T0,
    reason,
    ...extra,
  });

  it('dice taken out at the end of their time are cancelled within 24 hours; later is recorded as late', () => {
    expect(cancelBy(removed('retention-limit'))).toBe(T0 + 24 * HOUR_MS);
    const onTime = cancel(removed('retention-limit'), T0 + 24 * HOUR_MS);
    expect(onTime.ok && onTime.value).toEqual({
      cancelledAt: T0 + 86_400_000,
      method: 'drilled',
      late: false,
    });
    const late = cancel(removed('table-closed'), T0 + 24 * HOUR_MS + 1);
    expect(late.ok && late.value.late).toBe(true);
    expect(cancelBy(removed('die-lost'), { method: 'destroyed', cancelWithinHours: 2 })).toBe(
      T0 + 2 * HOUR_MS,
    );
  });

  it('dice removed for a defect or at a Board request are held for the Dice Discrepancy Report', () => {
    expect(REMOVAL.defect.discrepancyReport).toBe(true);
    expect(REMOVAL['board-request'].citation).toBe(CITE.discrepancy);
    expect(cancelBy(removed('defect'))).toBeNull();
    const held = cancel(removed('board-request'), T0 + HOUR_MS);
    expect(held.ok ? 'ok' : `${held.error.code} ${held.error.citation}`).toBe(
      'held_for_discrepancy_report § 603a.13(g)',
    );
    // Filed 30 hours after removal: the cancellation window runs from the filing.
    const filed = removed('defect', { reportFiledAt: T0 + 30 * HOUR_MS });
    expect(cancelBy(filed)).toBe(T0 + 54 * HOUR_MS);
    expect(cancel(filed, T0 - 1).ok).toBe(false);
  });
});
