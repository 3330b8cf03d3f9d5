import { describe, expect, it } from 'vitest';
import { unresolved } from '../../regulation/sections.js';
import { STAFF } from '../testing/desk.js';
import {
  shiftReport,
  signIn,
  signOut,
  staffingCheck,
  type Assignment,
  type TableSession,
} from './assignments.js';
import {
  crewFor,
  CREWS,
  SUPERVISION,
  supervisionRule,
  type FloorTable,
  type SupervisionRule,
} from './staffing.js';
import { cite } from '../../core/citation.js';

const T0 = Date.UTC(2026, 0, 5, 18, 0);
const MIN = 60_000;
const table = (id: string, game: string, over: Partial<FloorTable> = {}): FloorTable => ({
  id,
  game,
  banked: game !== 'poker',
  automation: 'live',
  ...over,
});
const many = (n: number, game: string, over: Partial<FloorTable> = {}) =>
  Array.from({ length: n }, (_, i) => table(`${game}-${i + 1}`, game, over));

describe('§ 465a.35(b): the crew of each table', () => {
  it.each([
    ['craps', 3, 1, 1, '§ 465a.35(b)(3) and 465a.35(b)(4)'],
    ['three-dice-football', 3, 1, 0, '§ 465a.35(b)(3)'],
    ['baccarat', 2, 0, 0, '§ 465a.35(b)(2)'],
    ['minibaccarat', 1, 0, 0, '§ 465a.35(b)(1)'],
    ['mini-craps', 1, 0, 0, '§ 465a.35(b)(1)'],
    ['asia-poker', 1, 0, 0, '§ 465a.35(b)(1)'],
  ])('%s: %i dealers, %i stickperson, %i boxperson (%s)', (game, dealers, stick, box, citation) => {
    expect(crewFor(game)).toMatchObject({ dealers, stickpersons: stick, boxpersons: box, citation });
    expect(unresolved(citation)).toEqual([]);
  });
  it('every crew row cites a registered section', () => {
    for (const c of CREWS) expect(unresolved(c.citation)).toEqual([]);
  });
});

describe('§ 465a.35(c), (d): the tables a floorperson may supervise', () => {
  it.each([
    ['(c)(1): four banking tables', many(4, 'asia-poker'), false, 'c1'],
    ['(c)(1): not five', many(5, 'asia-poker'), false, undefined],
    [
      '(c)(1): not a Midibaccarat among them',
      [...many(3, 'asia-poker'), table('m', 'midibaccarat')],
      false,
      undefined,
    ],
    ['(c)(2): one Baccarat table', many(1, 'baccarat'), false, 'c2'],
    ['(c)(2): not two', many(2, 'baccarat'), false, undefined],
    ['(c)(12): ten Poker tables without seating duties', many(10, 'poker'), false, 'c12'],
    ['(c)(12): not with seating duties', many(10, 'poker'), true, undefined],
    ['(c)(13): two Three Dice Football tables', many(2, 'three-dice-football'), false, 'c13'],
    [
      '(c)(13): one TDF and one other banking table',
      [table('t', 'three-dice-football'), table('a', 'asia-poker')],
      false,
      'c13',
    ],
    [
      '(c)(13): not one TDF and one Craps',
      [table('t', 'three-dice-football'), table('c', 'craps')],
      false,
      undefined,
    ],
    ['(d): six electronic banking tables', many(6, 'asia-poker', { automation: 'electronic' }), false, 'c1'],
    ['(d): not seven', many(7, 'asia-poker', { automation: 'electronic' }), false, undefined],
    [
      '(d): not when one of them is live (checker ruling 2)',
      [...many(5, 'asia-poker', { automation: 'electronic' }), table('x', 'asia-poker')],
      false,
      undefined,
    ],
    [
      '(d): one Baccarat stays one (rounded down, checker ruling 4)',
      many(2, 'baccarat', { automation: 'electronic' }),
      false,
      undefined,
    ],
    [
      '(d) with (c)(13): three, the factor on the total of two (checker ruling 3)',
      [
        ...many(2, 'three-dice-football', { automation: 'electronic' }),
        table('a', 'asia-poker', { automation: 'electronic' }),
      ],
      false,
      'c13',
    ],
  ])('§ 465a.35%s', (_n, tables, seating, rule) => {
    expect(supervisionRule(tables, seating)?.id).toBe(rule);
  });
  it('every paragraph cites a registered section', () => {
    for (const r of SUPERVISION) expect(unresolved(r.citation)).toEqual([]);
  });
});

describe('the live staffing check and the shift report (§ 465a.35)', () => {
  const tables = [
    table('CR-1', 'craps'),
    table('AP-1', 'asia-poker'),
    table('AP-2', 'asia-poker', { automation: 'fully-automated' }),
  ];
  const sessions: TableSession[] = [
    { table: 'CR-1', from: T0 },
    { table: 'AP-1', from: T0 + 30 * MIN },
    { table: 'AP-2', from: T0 },
  ];
  const a = (
    id: string,
    account: string,
    role: Assignment['role'],
    t: readonly string[],
    from = T0,
    to?: number,
  ): Assignment => ({
    id,
    version: 1,
    account,
    role,
    tables: t,
    seatingDuties: false,
    from,
    ...(to !== undefined ? { to } : {}),
  });
  const crapsCrew = [
    a('1', 'd1', 'dealer', ['CR-1']),
    a('2', 'd2', 'dealer', ['CR-1']),
    a('3', 'd3', 'stickperson', ['CR-1'], T0, T0 + 60 * MIN),
    a('4', 'b1', 'boxperson', ['CR-1']),
    a('6', 'd4', 'dealer', ['AP-1'], T0 + 30 * MIN),
  ];

  /** The internal controls' limit for Craps, which the seed's (c)(3)-(11) would hold (ruling R36). */
  const rules: readonly SupervisionRule[] = [
    ...SUPERVISION,
    {
      id: 'ic-craps',
      options: [[{ tables: { kind: 'games', games: ['craps'] }, max: 1 }]],
      citation: cite('§ 465a.35(c)'),
      printed: false,
    },
  ];
  const crew = [
    ...crapsCrew,
    a('5', 'f1', 'floorperson', ['CR-1']),
    a('7', 'f2', 'floorperson', ['AP-1', 'AP-2']),
  ];

  it('each shortfall names its table and citation; a fully automated table needs no dealer', () => {
    expect(staffingCheck(tables, sessions, crew, T0 + 45 * MIN, { rules })).toEqual([]);
    const later = staffingCheck(tables, sessions, crew, T0 + 61 * MIN, { rules });
    expect(later.map((s) => `${s.code} ${s.table} ${s.citation}`)).toEqual([
      'dealers_short CR-1 § 465a.35(b)(3) and 465a.35(b)(4)',
      'stickperson_missing CR-1 § 465a.35(b)(3) and 465a.35(b)(4)',
    ]);
    // A floorperson at a Craps table: its limit is in the elided (c)(3)-(11) (ruling R36).
    expect(
      staffingCheck(
        tables,
        sessions,
        [...crew.slice(0, 4), a('5', 'f1', 'floorperson', ['CR-1'])],
        T0 + 10 * MIN,
      ).map((s) => s.code),
    ).toEqual(['unsupervised', 'floorperson_limit_not_printed']);
  });

  it('§ 611a.5(a): a dealer without the table test on the game is flagged', () => {
    const mayDeal = (account: string) => account !== 'd4';
    expect(
      staffingCheck(tables, sessions, crew, T0 + 45 * MIN, { mayDeal, rules }).map(
        (s) => `${s.code} ${s.account} ${s.citation}`,
      ),
    ).toEqual(['dealer_not_qualified d4 § 611a.5(a)']);
  });

  it('the shift report lists each shortfall over the span it lasted', () => {
    const r = shiftReport(tables, sessions, crew, T0 - 10 * MIN, T0 + 120 * MIN, { rules });
    expect(r.shortfalls.map((s) => [s.shortfall.code, (s.from - T0) / MIN, (s.to - T0) / MIN])).toEqual([
      ['dealers_short', 60, 120],
      ['stickperson_missing', 60, 120],
    ]);
    expect(r.staff.find((s) => s.account === 'd3')?.minutes).toBe(60);
    expect(r.staff.find((s) => s.account === 'd4')?.minutes).toBe(90);
  });

  it('§ 465a.35(b): sign-in by a floorperson or above, one table at a time, in a role the position holds', () => {
    const act = (who: typeof STAFF.fran) => ({ account: who.id, at: T0 });
    const ok = signIn(
      [],
      tables,
      STAFF.dee,
      STAFF.fran,
      { id: 's1', role: 'stickperson', tables: ['CR-1'] },
      act(STAFF.fran),
    );
    expect(ok.ok && ok.value.events[0]).toMatchObject({
      type: 'staff.signed-in',
      data: { account: 'dee', role: 'stickperson', from: T0 },
    });
    const rows = ok.ok ? (ok.value.writes.map((w) => w.record) as Assignment[]) : [];
    const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
    expect(
      code(
        signIn(
          rows,
          tables,
          STAFF.dee,
          STAFF.fran,
          { id: 's2', role: 'dealer', tables: ['AP-1'] },
          act(STAFF.fran),
        ),
      ),
    ).toBe('already_signed_in');
    expect(
      code(
        signIn(
          rows,
          tables,
          STAFF.bo,
          STAFF.dee,
          { id: 's2', role: 'boxperson', tables: ['CR-1'] },
          act(STAFF.dee),
        ),
      ),
    ).toBe('not_authorised');
    expect(
      code(
        signIn(
          rows,
          tables,
          STAFF.mia,
          STAFF.fran,
          { id: 's2', role: 'dealer', tables: ['CR-1'] },
          act(STAFF.fran),
        ),
      ),
    ).toBe('role_not_held');
    expect(
      code(
        signIn(
          rows,
          tables,
          STAFF.bo,
          STAFF.fran,
          { id: 's2', role: 'boxperson', tables: ['CR-1', 'AP-1'] },
          act(STAFF.fran),
        ),
      ),
    ).toBe('unknown_table');
    const out = signOut(rows, 's1', STAFF.fran, { account: 'fran', at: T0 + MIN });
    expect(out.ok && out.value.events[0]).toMatchObject({
      type: 'staff.signed-out',
      data: { to: T0 + MIN, version: 2 },
    });
  });
});
