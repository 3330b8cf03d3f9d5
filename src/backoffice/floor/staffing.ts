/**
 * Staffing of the table games floor (58 Pa. Code § 465a.35, proposed 2013), as data and a check.
 *
 * (b): the people at each table while it operates — one dealer at any game but Craps and Baccarat, two
 * at Baccarat, three at Craps and Three Dice Football (one of them the stickperson), and a boxperson at
 * Craps. (c): a floorperson supervises no more tables than one of the printed paragraphs allows, read
 * one paragraph at a time (spec dice-games.md §4.2, checker ruling 1); (d): half as many again when
 * every table he supervises is an electronic table that is not fully automated, rounded down (checker
 * rulings 2-4). Paragraphs (c)(3)-(11) are elided in the seed: an assignment only they could allow is
 * flagged for the internal control's limit (ruling R36), never passed by a guess.
 *
 * Fully automated tables need no dealer (ruling R37); their supervision counts under (c) at the
 * printed limits, without the (d) increase.
 */
import { cite, type Citation } from '../../core/citation.js';
import '../sections.js';

export type Automation = 'live' | 'electronic' | 'fully-automated';

/** A table as the floor sees it (the server's projection of its tables). */
export interface FloorTable {
  readonly id: string;
  readonly game: string;
  readonly banked: boolean;
  readonly automation: Automation;
}

export interface TableCrew {
  readonly games: readonly string[] | 'other';
  readonly dealers: number;
  /** Of the dealers, how many act as stickperson. */
  readonly stickpersons: number;
  readonly boxpersons: number;
  readonly citation: Citation;
}

/** § 465a.35(b), row by row; the specific rows prevail over (b)(1) (spec ruling: TDF under (b)(3)). */
export const CREWS: readonly TableCrew[] = [
  {
    games: ['craps'],
    dealers: 3,
    stickpersons: 1,
    boxpersons: 1,
    citation: cite('§ 465a.35(b)(3) and 465a.35(b)(4)'),
  },
  {
    games: ['three-dice-football'],
    dealers: 3,
    stickpersons: 1,
    boxpersons: 0,
    citation: cite('§ 465a.35(b)(3)'),
  },
  { games: ['baccarat'], dealers: 2, stickpersons: 0, boxpersons: 0, citation: cite('§ 465a.35(b)(2)') },
  { games: 'other', dealers: 1, stickpersons: 0, boxpersons: 0, citation: cite('§ 465a.35(b)(1)') },
];

export const crewFor = (game: string): TableCrew =>
  CREWS.find((c) => c.games !== 'other' && c.games.includes(game)) ?? (CREWS.at(-1) as TableCrew);

/** One way a floorperson's tables may be lawful under § 465a.35(c). */
export interface SupervisionRule {
  readonly id: string;
  /** Each option is a multiset of table classes and counts; the tables fit if some option covers them. */
  readonly options: readonly (readonly { readonly tables: TableClass; readonly max: number }[])[];
  /** "if the floorperson assigned to Poker does not have responsibilities for seating players". */
  readonly noSeatingDuties?: boolean;
  readonly citation: Citation;
  /** False for a limit the operator's internal controls supply where the seed elides the text. */
  readonly printed: boolean;
}

/** A class of tables a paragraph names. */
export type TableClass =
  | { readonly kind: 'games'; readonly games: readonly string[] }
  | { readonly kind: 'banking-except'; readonly except: readonly string[] };

const C1_EXCLUDED = ['baccarat', 'midibaccarat', 'craps', 'mini-craps', 'pai-gow', 'three-dice-football'];
const C13_EXCLUDED = ['baccarat', 'midibaccarat', 'craps', 'mini-craps', 'pai-gow'];

export const SUPERVISION: readonly SupervisionRule[] = [
  {
    id: 'c1',
    options: [[{ tables: { kind: 'banking-except', except: C1_EXCLUDED }, max: 4 }]],
    citation: cite('§ 465a.35(c)(1)'),
    printed: true,
  },
  {
    id: 'c2',
    options: [[{ tables: { kind: 'games', games: ['baccarat'] }, max: 1 }]],
    citation: cite('§ 465a.35(c)(2)'),
    printed: true,
  },
  {
    id: 'c12',
    options: [[{ tables: { kind: 'games', games: ['poker'] }, max: 10 }]],
    noSeatingDuties: true,
    citation: cite('§ 465a.35(c)(12)'),
    printed: true,
  },
  {
    id: 'c13',
    options: [
      [{ tables: { kind: 'games', games: ['three-dice-football'] }, max: 2 }],
      [
        { tables: { kind: 'games', games: ['three-dice-football'] }, max: 1 },
        { tables: { kind: 'banking-except', except: [...C13_EXCLUDED, 'three-dice-football'] }, max: 1 },
      ],
    ],
    citation: cite('§ 465a.35(c)(13)'),
    printed: true,
  },
];

export const ELECTRONIC_UPLIFT = { factor: [3, 2] as const, citation: cite('§ 465a.35(d)') };

const inClass = (t: FloorTable, c: TableClass): boolean =>
  c.kind === 'games' ? c.games.includes(t.game) : t.banked && !c.except.includes(t.game);

/** The (d) limit: half as many again, rounded down, when every table is electronic and not fully automated. */
export const uplifted = (max: number, tables: readonly FloorTable[]): number =>
  tables.length > 0 && tables.every((t) => t.automation === 'electronic')
    ? Math.floor((max * ELECTRONIC_UPLIFT.factor[0]) / ELECTRONIC_UPLIFT.factor[1])
    : max;

/**
 * Whether one option of a paragraph covers the tables: each table assigned to a slot of its class,
 * no slot over its (uplifted) count. Options have at most two slots, so a greedy fill of the more
 * specific slot first is exact.
 */
function optionFits(
  option: readonly { readonly tables: TableClass; readonly max: number }[],
  tables: readonly FloorTable[],
): boolean {
  // (c)(13) with (d): the factor applies to the total of 2 (checker ruling 3); each part of a mixed
  // option may then take the extra table (its own count rounded up), the total rounded down.
  const total = uplifted(
    option.reduce((a, s) => a + s.max, 0),
    tables,
  );
  const left = option.map((s) =>
    option.length > 1 && uplifted(2, tables) > 2 ? Math.ceil((s.max * 3) / 2) : uplifted(s.max, tables),
  );
  const order = option
    .map((_, i) => i)
    .sort((a, b) => specificity(option[b]?.tables) - specificity(option[a]?.tables));
  for (const t of tables) {
    const slot = order.find(
      (i) => inClass(t, (option[i] as { tables: TableClass }).tables) && (left[i] ?? 0) > 0,
    );
    if (slot === undefined) return false;
    left[slot] = (left[slot] ?? 0) - 1;
  }
  return tables.length <= total;
}
const specificity = (c: TableClass | undefined): number => (c?.kind === 'games' ? 1 : 0);

/** The first paragraph under which a floorperson may supervise these tables, or undefined. */
export function supervisionRule(
  tables: readonly FloorTable[],
  seatingDuties: boolean,
  rules: readonly SupervisionRule[] = SUPERVISION,
): SupervisionRule | undefined {
  return rules.find(
    (r) => !(r.noSeatingDuties && seatingDuties) && r.options.some((o) => optionFits(o, tables)),
  );
}

/** Games no printed paragraph names: their limits are in § 465a.35(c)(3)-(11), elided in the seed. */
export function unprintedGames(
  tables: readonly FloorTable[],
  rules: readonly SupervisionRule[] = SUPERVISION,
): string[] {
  const named = (t: FloorTable) =>
    rules.some((r) => r.options.some((o) => o.some((s) => inClass(t, s.tables))));
  return [...new Set(tables.filter((t) => !named(t)).map((t) => t.game))];
}
