/**
 * Surveillance cameras at the tables (58 Pa. Code § 465a.9(c), final form 2016): the stationary cameras
 * each table game needs under (c)(2), with what each must cover, as data; each table's cameras as a
 * record kept by surveillance; and the check that flags a table lacking its minimum before it opens.
 * Fully automated electronic gaming tables are outside (c)(2) (they are watched under (c)(1)(i)).
 *
 * Games are named by Felt's game ids. Baccarat's row is Baccarat (ch. 631a) only and Craps' is Craps
 * only: Minibaccarat, Midibaccarat and Mini-Craps are their own games and take the general row, as
 * § 465a.35(b) names Baccarat and Craps alone (spec dice-games.md §4.1).
 */
import { cite, type Citation } from '../../core/citation.js';
import { ok, type Result } from '../../core/result.js';
import { nonBlank, refusal, refuse, type Refusal } from '../common.js';
import { inserted, updated, type Actor } from '../events.js';
import type { StaffAccount } from '../people.js';
import { type Change, type Repository, type Stored } from '../records.js';
import '../sections.js';
import type { FloorTable } from './staffing.js';

export type Coverage =
  | 'table-end-1'
  | 'table-end-2'
  | 'wheel'
  | 'layout'
  | 'shaker-circle'
  | 'throw-box'
  | 'rest-of-table'
  | 'table';

export interface CameraRule {
  readonly games: readonly string[] | 'other';
  readonly stationary: number;
  /** What the stationary cameras cover, one each. */
  readonly coverage: readonly Coverage[];
  readonly citation: Citation;
}

export const CAMERA_RULES: readonly CameraRule[] = [
  {
    games: ['craps', 'three-dice-football'],
    stationary: 2,
    coverage: ['table-end-1', 'table-end-2'],
    citation: cite('§ 465a.9(c)(2)(ii)'),
  },
  {
    games: ['baccarat'],
    stationary: 2,
    coverage: ['table-end-1', 'table-end-2'],
    citation: cite('§ 465a.9(c)(2)(iii)'),
  },
  { games: ['roulette'], stationary: 2, coverage: ['wheel', 'layout'], citation: cite('§ 465a.9(c)(2)(iv)') },
  {
    games: ['big-6-wheel'],
    stationary: 2,
    coverage: ['wheel', 'layout'],
    citation: cite('§ 465a.9(c)(2)(v)'),
  },
  {
    games: ['props-and-hops'],
    stationary: 2,
    coverage: ['shaker-circle', 'layout'],
    citation: cite('§ 465a.9(c)(2)(vi)'),
  },
  {
    games: ['high-roll-dice'],
    stationary: 2,
    coverage: ['throw-box', 'rest-of-table'],
    citation: cite('§ 465a.9(c)(2)(vii)'),
  },
  { games: 'other', stationary: 1, coverage: ['table'], citation: cite('§ 465a.9(c)(2)(i)') },
];

export const cameraRule = (game: string): CameraRule =>
  CAMERA_RULES.find((r) => r.games !== 'other' && r.games.includes(game)) ??
  (CAMERA_RULES.at(-1) as CameraRule);

export interface Camera {
  readonly id: string;
  readonly stationary: boolean;
  readonly covers: Coverage;
  /** Recording and viewable now (surveillance marks a fault). */
  readonly working: boolean;
}

/** A table's cameras, kept by surveillance. Its id is the table's. */
export interface TableCameras extends Stored {
  readonly cameras: readonly Camera[];
  readonly recordedBy: string;
  readonly at: number;
}

export interface SurveillanceRepositories {
  readonly tableCameras: Repository<TableCameras>;
}

export type CameraCode =
  'cameras_short' | 'coverage_missing' | 'no_camera_record' | 'not_authorised' | 'bad_camera';

/** Every way a table falls short of (c)(2) with the cameras now working. */
export function cameraShortfalls(table: FloorTable, record: TableCameras | undefined): Refusal<CameraCode>[] {
  if (table.automation === 'fully-automated') return [];
  const rule = cameraRule(table.game);
  if (!record) return [refusal('no_camera_record', `no cameras are recorded for ${table.id}`, rule.citation)];
  const fixed = record.cameras.filter((c) => c.stationary && c.working);
  const out: Refusal<CameraCode>[] = [];
  if (fixed.length < rule.stationary)
    out.push(
      refusal(
        'cameras_short',
        `${table.id} (${table.game}) needs ${rule.stationary} stationary camera(s); ${fixed.length} working`,
        rule.citation,
      ),
    );
  const missing = rule.coverage.filter((c) => c !== 'table' && !fixed.some((x) => x.covers === c));
  if (missing.length)
    out.push(
      refusal(
        'coverage_missing',
        `${table.id}: no working stationary camera covers ${missing.join(', ')}`,
        rule.citation,
      ),
    );
  return out;
}

/** Surveillance records a table's cameras (the whole set each time). */
export function recordCameras(
  existing: TableCameras | undefined,
  table: FloorTable,
  by: StaffAccount,
  cameras: readonly Camera[],
  actor: Actor,
): Result<Change<'tableCameras'>, Refusal<CameraCode>> {
  const citation = cameraRule(table.game).citation;
  if (!by.position.startsWith('surveillance') || by.id !== actor.account)
    return refuse('not_authorised', 'surveillance records the cameras', citation);
  const ids = cameras.map((c) => c.id);
  if (cameras.some((c) => !nonBlank(c.id)) || new Set(ids).size !== ids.length)
    return refuse('bad_camera', 'each camera has its own id', citation);
  const row: TableCameras = {
    id: table.id,
    version: (existing?.version ?? 0) + 1,
    cameras,
    recordedBy: by.id,
    at: actor.at,
  };
  const summary = `${cameras.length} camera(s) at ${table.id}`;
  return ok(
    existing
      ? updated('tableCameras', row, 'table-cameras.recorded', actor, summary, citation)
      : inserted('tableCameras', row, 'table-cameras.recorded', actor, summary, citation),
  );
}

export interface OpeningCheck {
  readonly table: string;
  readonly mayOpen: boolean;
  readonly problems: readonly Refusal[];
}

/**
 * Before a table opens: its cameras (§ 465a.9(c)(2)) and, given the staffing shortfalls it would have
 * open (§ 465a.35(b), (c)), its crew. A table with any problem is flagged; the server refuses to open it.
 */
export function openingCheck(
  table: FloorTable,
  cameras: TableCameras | undefined,
  staffing: readonly Refusal[] = [],
): OpeningCheck {
  const problems = [...cameraShortfalls(table, cameras), ...staffing];
  return { table: table.id, mayOpen: problems.length === 0, problems };
}
