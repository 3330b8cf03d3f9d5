import { describe, expect, it } from 'vitest';
import { unresolved } from '../../regulation/sections.js';
import { STAFF } from '../testing/desk.js';
import type { FloorTable } from './staffing.js';
import {
  CAMERA_RULES,
  cameraRule,
  cameraShortfalls,
  openingCheck,
  recordCameras,
  type Camera,
  type TableCameras,
} from './surveillance.js';

const table = (game: string, over: Partial<FloorTable> = {}): FloorTable => ({
  id: `${game}-1`,
  game,
  banked: true,
  automation: 'live',
  ...over,
});
const cam = (id: string, covers: Camera['covers'], over: Partial<Camera> = {}): Camera => ({
  id,
  stationary: true,
  covers,
  working: true,
  ...over,
});
const record = (cameras: Camera[]): TableCameras => ({
  id: 't',
  version: 1,
  cameras,
  recordedBy: 'sam',
  at: 0,
});

describe('§ 465a.9(c)(2): stationary cameras per table game', () => {
  it.each([
    ['craps', 2, '§ 465a.9(c)(2)(ii)'],
    ['three-dice-football', 2, '§ 465a.9(c)(2)(ii)'],
    ['baccarat', 2, '§ 465a.9(c)(2)(iii)'],
    ['roulette', 2, '§ 465a.9(c)(2)(iv)'],
    ['big-6-wheel', 2, '§ 465a.9(c)(2)(v)'],
    ['props-and-hops', 2, '§ 465a.9(c)(2)(vi)'],
    ['high-roll-dice', 2, '§ 465a.9(c)(2)(vii)'],
    ['minibaccarat', 1, '§ 465a.9(c)(2)(i)'],
    ['mini-craps', 1, '§ 465a.9(c)(2)(i)'],
    ['asia-poker', 1, '§ 465a.9(c)(2)(i)'],
  ])('%s needs %i (%s)', (game, n, citation) => {
    expect(cameraRule(game)).toMatchObject({ stationary: n, citation });
  });
  it('every row cites a registered section', () => {
    for (const r of CAMERA_RULES) expect(unresolved(r.citation)).toEqual([]);
  });

  it('§ 465a.9(c)(2)(vi): Props & Hops needs the shaker circle and the layout covered, by working stationary cameras', () => {
    const t = table('props-and-hops');
    expect(cameraShortfalls(t, undefined).map((p) => p.code)).toEqual(['no_camera_record']);
    expect(cameraShortfalls(t, record([cam('a', 'layout'), cam('b', 'shaker-circle')]))).toEqual([]);
    const ptz = record([cam('a', 'layout'), cam('b', 'shaker-circle', { stationary: false })]);
    expect(cameraShortfalls(t, ptz).map((p) => `${p.code} ${p.citation}`)).toEqual([
      'cameras_short § 465a.9(c)(2)(vi)',
      'coverage_missing § 465a.9(c)(2)(vi)',
    ]);
    const broken = record([
      cam('a', 'layout'),
      cam('b', 'layout'),
      cam('c', 'shaker-circle', { working: false }),
    ]);
    expect(cameraShortfalls(t, broken).map((p) => p.code)).toEqual(['coverage_missing']);
    // Fully automated tables are watched under (c)(1)(i), not counted under (c)(2).
    expect(cameraShortfalls(table('props-and-hops', { automation: 'fully-automated' }), undefined)).toEqual(
      [],
    );
  });

  it('a table lacking its minimum is flagged before it opens, with its staffing problems', () => {
    const t = table('craps');
    const one = record([cam('a', 'table-end-1')]);
    const check = openingCheck(t, one, [
      { code: 'boxperson_missing', message: 'x', citation: CAMERA_RULES[0]!.citation },
    ]);
    expect(check.mayOpen).toBe(false);
    expect(check.problems.map((p) => p.code)).toEqual([
      'cameras_short',
      'coverage_missing',
      'boxperson_missing',
    ]);
    expect(openingCheck(t, record([cam('a', 'table-end-1'), cam('b', 'table-end-2')])).mayOpen).toBe(true);
  });

  it('surveillance records the cameras; anyone else is refused', () => {
    const t = table('craps');
    const r = recordCameras(undefined, t, STAFF.sam, [cam('a', 'table-end-1'), cam('b', 'table-end-2')], {
      account: 'sam',
      at: 5,
    });
    expect(r.ok && r.value.events[0]).toMatchObject({
      type: 'table-cameras.recorded',
      id: 'craps-1',
      version: 1,
      citation: '§ 465a.9(c)(2)(ii)',
    });
    expect(recordCameras(undefined, t, STAFF.fran, [], { account: 'fran', at: 5 }).ok).toBe(false);
    expect(
      recordCameras(undefined, t, STAFF.sam, [cam('a', 'layout'), cam('a', 'wheel')], {
        account: 'sam',
        at: 5,
      }).ok,
    ).toBe(false);
  });
});
