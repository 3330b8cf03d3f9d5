/**
 * The dice sets the back office tracks (58 Pa. Code § 603a.13), linked to their inspection records
 * (dice-inspection.ts) and to the dice table each is in play at: a set is received, inspected (and,
 * under Alternative 3 or as an Alternative 2 reserve, sealed with a labelled envelope), put in play at a
 * table, removed (retention limit, table closed, a die lost, a defect or a Board request) and cancelled.
 *
 * `diceAtTables` answers what a floorperson or a compliance officer asks at any moment: which set is in
 * play at each dice table, which inspection it passed, since when, when it must be changed, and what is
 * wrong (overdue, no inspection, a removed set waiting for its Dice Discrepancy Report).
 */
import type { Die } from '../core/dice.js';
import { ok, type Result } from '../core/result.js';
import { dayOf, refuse, type Refusal } from './common.js';
import {
  cancel,
  cancelBy,
  checkSealedSet,
  checkSet,
  CITE,
  DEFAULT_CANCELLATION,
  inPlayStatus,
  REMOVAL,
  RETENTION,
  type CancellationPolicy,
  type DiceGame,
  type RemovalReason,
  type RetentionRule,
  type SealLabel,
} from './dice.js';
import { checkInspection, inspectionOutcome, type DiceInspection } from './dice-inspection.js';
import { inserted, updated, type Actor } from './events.js';
import { merge, next, type Change, type Repository, type Stored } from './records.js';

export type DiceSetState = 'received' | 'inspected' | 'sealed' | 'in-play' | 'removed' | 'cancelled';

export interface DiceSetRecord extends Stored {
  readonly game: DiceGame;
  readonly dice: readonly Die[];
  readonly state: DiceSetState;
  /** The inspection it last passed. */
  readonly inspection?: string;
  readonly seal?: { readonly envelope: string; readonly label: SealLabel };
  readonly table?: string;
  readonly inPlaySince?: number;
  readonly removal?: {
    readonly at: number;
    readonly reason: RemovalReason;
    readonly table?: string;
    readonly reportFiledAt?: number;
  };
  readonly cancelled?: {
    readonly at: number;
    readonly method: CancellationPolicy['method'];
    readonly late: boolean;
  };
}

export type DiceInspectionRecord = DiceInspection & { readonly version: number };

export interface DiceRepositories {
  readonly diceSets: Repository<DiceSetRecord>;
  readonly diceInspections: Repository<DiceInspectionRecord>;
}
type Into = keyof DiceRepositories;

export type DiceCode =
  | 'inspection_incomplete'
  | 'unknown_set'
  | 'wrong_game'
  | 'set_not_ready'
  | 'seal_broken'
  | 'table_has_dice'
  | 'not_in_play'
  | 'not_removed'
  | 'held_for_discrepancy_report'
  | 'before_removal'
  | 'bad_set'
  | 'duplicate_id';

/** A new set received from the approved storage area. */
export function receiveSet(
  existing: readonly DiceSetRecord[],
  input: { readonly id: string; readonly game: DiceGame; readonly dice: readonly Die[] },
  actor: Actor,
): Result<Change<Into>, Refusal<DiceCode>> {
  if (existing.some((s) => s.id === input.id))
    return refuse('duplicate_id', `set ${input.id} exists`, CITE.section);
  const problems = checkSet(input.game, { id: input.id, dice: input.dice });
  const p = problems[0];
  if (p) return refuse('bad_set', p.message, p.citation);
  const serials = new Set(existing.flatMap((s) => s.dice.map((d) => d.id)));
  const dup = input.dice.find((d) => serials.has(d.id));
  if (dup) return refuse('bad_set', `die ${dup.id} is already in another set`, CITE.section);
  const row: DiceSetRecord = { ...input, version: 1, state: 'received' };
  return ok(
    inserted(
      'diceSets',
      row,
      'dice-set.recorded',
      actor,
      `${input.game} set ${input.id} received`,
      CITE.section,
    ),
  );
}

/**
 * An inspection record, stored once complete (every shortfall refused with its clause), and its
 * outcome applied to the sets: sets that passed become inspected (sealed, with a label signed by the
 * inspectors, where the alternative seals them); a set with a die that failed is removed for a defect.
 */
export function recordInspection(
  sets: readonly DiceSetRecord[],
  inspection: DiceInspection,
  actor: Actor,
  envelopes: Readonly<Record<string, string>> = {},
): Result<Change<Into>, Refusal<DiceCode>> {
  const v = checkInspection(inspection)[0];
  if (v) return refuse('inspection_incomplete', v.message, v.citation);
  const changes: Change<Into>[] = [
    inserted(
      'diceInspections',
      { ...inspection, version: 1 },
      'dice-inspection.recorded',
      actor,
      `Alternative ${inspection.alternative} inspection ${inspection.id} of ${inspection.sets.length} ${inspection.game} set(s)`,
      CITE[`alternative${inspection.alternative}`],
    ),
  ];
  const outcome = inspectionOutcome(inspection);
  for (const s of inspection.sets) {
    const rec = sets.find((x) => x.id === s.id);
    if (!rec) return refuse('unknown_set', `set ${s.id} was never received`, CITE.section);
    if (rec.game !== inspection.game)
      return refuse('wrong_game', `set ${s.id} is a ${rec.game} set`, CITE.section);
    if (rec.state !== 'received' && rec.state !== 'inspected' && rec.state !== 'sealed')
      return refuse('set_not_ready', `set ${s.id} is ${rec.state}`, CITE.section);
    if (!outcome.usableSets.includes(s.id)) {
      const removed = next(rec, {
        state: 'removed',
        inspection: inspection.id,
        removal: { at: inspection.at, reason: 'defect' },
      });
      changes.push(
        updated(
          'diceSets',
          removed,
          'dice-set.recorded',
          actor,
          `set ${s.id} removed: a die failed inspection`,
          CITE.discrepancy,
        ),
      );
      continue;
    }
    const sealed = outcome.sealIn !== null;
    const label: SealLabel = {
      inspectedOn: dayOf(inspection.at),
      signatures: inspection.inspectors.map((p) => p.name),
    };
    const after = next(rec, {
      state: sealed ? 'sealed' : 'inspected',
      inspection: inspection.id,
      ...(sealed ? { seal: { envelope: envelopes[s.id] ?? `ENV-${s.id}`, label } } : {}),
    });
    changes.push(
      updated(
        'diceSets',
        after,
        'dice-set.recorded',
        actor,
        `set ${s.id} ${sealed ? 'sealed' : 'inspected'}`,
        outcome.citation,
      ),
    );
  }
  return ok(merge(...changes));
}

/**
 * A set put in play at a dice table: inspected, or sealed with the seal found intact (a damaged seal
 * sends it back for inspection, § 603a.13(f)(3)(vi)); one set in play per table at a time.
 */
export function putInPlay(
  sets: readonly DiceSetRecord[],
  input: {
    readonly set: string;
    readonly table: string;
    readonly game: DiceGame;
    readonly sealIntact?: boolean;
  },
  actor: Actor,
): Result<Change<Into>, Refusal<DiceCode>> {
  const rec = sets.find((s) => s.id === input.set);
  if (!rec) return refuse('unknown_set', `no set ${input.set}`, CITE.section);
  if (rec.game !== input.game)
    return refuse(
      'wrong_game',
      `set ${rec.id} is for ${rec.game}, the table deals ${input.game}`,
      CITE.section,
    );
  if (rec.state !== 'inspected' && rec.state !== 'sealed')
    return refuse(
      'set_not_ready',
      `set ${rec.id} is ${rec.state}: dice are inspected before use`,
      CITE.section,
    );
  if (rec.state === 'sealed' && rec.seal) {
    const broken = checkSealedSet({
      envelope: rec.seal.envelope,
      game: rec.game,
      set: { id: rec.id, dice: rec.dice },
      label: rec.seal.label,
      intact: input.sealIntact ?? false,
    })[0];
    if (broken)
      return refuse(
        broken.code === 'seal_broken' ? 'seal_broken' : 'set_not_ready',
        broken.message,
        broken.citation,
      );
  }
  const busy = sets.find((s) => s.state === 'in-play' && s.table === input.table);
  if (busy)
    return refuse(
      'table_has_dice',
      `set ${busy.id} is in play at ${input.table}; remove it first`,
      CITE.section,
    );
  const after = next(rec, { state: 'in-play', table: input.table, inPlaySince: actor.at });
  return ok(
    updated(
      'diceSets',
      after,
      'dice-set.recorded',
      actor,
      `set ${rec.id} in play at ${input.table}`,
      RETENTION[rec.game].citation,
    ),
  );
}

/** A set taken out of play (§ 603a.13(g) for a defect or a Board request: a Dice Discrepancy Report follows). */
export function removeFromPlay(
  sets: readonly DiceSetRecord[],
  input: { readonly set: string; readonly reason: RemovalReason },
  actor: Actor,
): Result<Change<Into>, Refusal<DiceCode>> {
  const rec = sets.find((s) => s.id === input.set);
  if (!rec) return refuse('unknown_set', `no set ${input.set}`, CITE.section);
  // § 603a.13(g): "any dice at any time" for a defect or a Board request; otherwise dice in play.
  const anyTime =
    REMOVAL[input.reason].discrepancyReport && rec.state !== 'removed' && rec.state !== 'cancelled';
  if (rec.state !== 'in-play' && !anyTime)
    return refuse('not_in_play', `set ${rec.id} is ${rec.state}`, REMOVAL[input.reason].citation);
  const after = next(rec, {
    state: 'removed',
    removal: { at: actor.at, reason: input.reason, ...(rec.table ? { table: rec.table } : {}) },
  });
  return ok(
    updated(
      'diceSets',
      after,
      'dice-set.recorded',
      actor,
      `set ${rec.id} removed (${input.reason})`,
      REMOVAL[input.reason].citation,
    ),
  );
}

/** The Dice Discrepancy Report for removed dice was filed (§ 603a.13(g)); they may now be cancelled. */
export function reportFiled(
  sets: readonly DiceSetRecord[],
  setId: string,
  actor: Actor,
): Result<Change<Into>, Refusal<DiceCode>> {
  const rec = sets.find((s) => s.id === setId);
  if (!rec?.removal) return refuse('not_removed', `set ${setId} has not been removed`, CITE.discrepancy);
  const after = next(rec, { removal: { ...rec.removal, reportFiledAt: actor.at } });
  return ok(
    updated(
      'diceSets',
      after,
      'dice-set.recorded',
      actor,
      `Dice Discrepancy Report filed for set ${setId}`,
      CITE.discrepancy,
    ),
  );
}

/** Removed dice cancelled (ruling R21: within the policy's hours, after any Dice Discrepancy Report). */
export function cancelSet(
  sets: readonly DiceSetRecord[],
  setId: string,
  actor: Actor,
  policy: CancellationPolicy = DEFAULT_CANCELLATION,
): Result<Change<Into>, Refusal<DiceCode>> {
  const rec = sets.find((s) => s.id === setId);
  if (!rec?.removal || rec.state !== 'removed')
    return refuse('not_removed', `set ${setId} is not removed`, CITE.section);
  const removed = {
    set: { id: rec.id, dice: rec.dice },
    game: rec.game,
    table: rec.removal.table ?? '',
    removedAt: rec.removal.at,
    reason: rec.removal.reason,
    ...(rec.removal.reportFiledAt !== undefined ? { reportFiledAt: rec.removal.reportFiledAt } : {}),
  };
  const c = cancel(removed, actor.at, policy);
  if (!c.ok) return refuse(c.error.code as DiceCode, c.error.message, c.error.citation);
  const after = next(rec, {
    state: 'cancelled',
    cancelled: { at: c.value.cancelledAt, method: c.value.method, late: c.value.late },
  });
  return ok(
    updated(
      'diceSets',
      after,
      'dice-set.recorded',
      actor,
      `set ${setId} cancelled (${c.value.method})`,
      CITE.section,
    ),
  );
}

export interface TableDice {
  readonly table: string;
  readonly game: DiceGame;
  readonly set?: string;
  readonly inspection?: DiceInspectionRecord;
  readonly inPlaySince?: number;
  readonly changeBy?: number;
  readonly problems: readonly Refusal<'no_dice_in_play' | 'dice_overdue' | 'no_inspection_record'>[];
}

/** Each open dice table's set in play, its inspection, its deadline, and what is wrong now. */
export function diceAtTables(
  tables: readonly { readonly id: string; readonly game: DiceGame }[],
  sets: readonly DiceSetRecord[],
  inspections: readonly DiceInspectionRecord[],
  now: number,
  rules: Readonly<Record<DiceGame, RetentionRule>> = RETENTION,
): TableDice[] {
  return tables.map((t) => {
    const s = sets.find((x) => x.state === 'in-play' && x.table === t.id);
    if (!s || s.inPlaySince === undefined)
      return {
        table: t.id,
        game: t.game,
        problems: [
          {
            code: 'no_dice_in_play',
            message: `no inspected set is in play at ${t.id}`,
            citation: CITE.section,
          },
        ],
      };
    const status = inPlayStatus(rules[t.game], s.inPlaySince, now);
    const inspection = inspections.find((i) => i.id === s.inspection);
    const problems: TableDice['problems'][number][] = [];
    if (status.overdue)
      problems.push({
        code: 'dice_overdue',
        message: `set ${s.id} has been in play more than ${rules[t.game].maxHoursInPlay} hours`,
        citation: rules[t.game].citation,
      });
    if (!inspection)
      problems.push({
        code: 'no_inspection_record',
        message: `set ${s.id} has no inspection record`,
        citation: CITE.section,
      });
    return {
      table: t.id,
      game: t.game,
      set: s.id,
      ...(inspection ? { inspection } : {}),
      inPlaySince: s.inPlaySince,
      changeBy: status.changeBy,
      problems,
    };
  });
}

/** Removed sets not yet cancelled, with the time each must be cancelled by (null: held for the report). */
export const awaitingCancellation = (
  sets: readonly DiceSetRecord[],
  policy: CancellationPolicy = DEFAULT_CANCELLATION,
): { readonly set: string; readonly reason: RemovalReason; readonly cancelBy: number | null }[] =>
  sets
    .filter((s) => s.state === 'removed' && s.removal)
    .map((s) => {
      const r = s.removal as NonNullable<DiceSetRecord['removal']>;
      return {
        set: s.id,
        reason: r.reason,
        cancelBy: cancelBy(
          {
            set: { id: s.id, dice: s.dice },
            game: s.game,
            table: r.table ?? '',
            removedAt: r.at,
            reason: r.reason,
            ...(r.reportFiledAt !== undefined ? { reportFiledAt: r.reportFiledAt } : {}),
          },
          policy,
        ),
      };
    });
