/**
 * Dice (§ 603a.13): the set in use at each open dice table with its inspection, since when it has been
 * in play and when it must be changed (the game's limit on dice in play), every set with its state and
 * its seal, the sets removed from play, and the inspections. A floorperson (or above) records a set
 * received, an inspection (DiceInspection.tsx), a set put in play and a set removed; surveillance and
 * compliance see the same lists.
 */
import * as F from '../../../protocol/backoffice.js';
import { Cite } from '../../components/common.js';
import { InspectionForm } from './DiceInspection.js';
import { filledRows } from './fields.js';
import { BoForm, Flag, Loading, RecordTable, text, useData, when } from './kit.js';

/** A dice set as the server keeps it (src/backoffice/dice-sets.ts `DiceSetRecord`). */
export interface DiceSetRow extends Record<string, unknown> {
  id: string;
  game: string;
  dice: { id: string; colour: string }[];
  state: 'received' | 'inspected' | 'sealed' | 'in-play' | 'removed' | 'cancelled';
  inspection?: string;
  seal?: { envelope: string; label: { inspectedOn: string; signatures: string[] } };
  table?: string;
  inPlaySince?: number;
  removal?: { at: number; reason: string; table?: string; reportFiledAt?: number };
}
interface TableDiceRow extends Record<string, unknown> {
  table: string;
  game: string;
  set?: string;
  inspection?: { id: string; alternative: number };
  inPlaySince?: number;
  changeBy?: number;
  problems: { code: string; message: string; citation?: string }[];
}
interface DiceView {
  sets: DiceSetRow[];
  inspections: Record<string, unknown>[];
  tables: TableDiceRow[];
}

const HOUR_MS = 3_600_000;
const names = (v: unknown): string => text(((v as { name: string }[] | undefined) ?? []).map((p) => p.name));

/** A set's dice: their serials, then how many of each colour. */
const diceOf = (v: unknown): string => {
  const dice = v as DiceSetRow['dice'];
  const colours = [...new Set(dice.map((d) => d.colour))].map(
    (c) => `${dice.filter((d) => d.colour === c).length} ${c}`,
  );
  return `${dice.map((d) => d.id).join(' ')} (${colours.join(', ')})`;
};

/** The seal of a sealed set: its envelope, the date on its label and who signed it. */
const sealOf = (v: unknown): string => {
  const s = v as DiceSetRow['seal'];
  return s ? `${s.envelope}, inspected ${s.label.inspectedOn}, signed ${s.label.signatures.join(', ')}` : '';
};

function AtTables({ tables }: { tables: TableDiceRow[] }) {
  if (!tables.length) return <p class="muted">No dice table is open.</p>;
  return (
    <RecordTable
      label="dice at the tables"
      id="dice-tables"
      rows={tables}
      columns={[
        ['table', 'Table'],
        ['game', 'Game'],
        ['set', 'Set in use'],
        [
          'inspection',
          'Inspection',
          (v) => {
            const i = v as TableDiceRow['inspection'];
            return i ? `${i.id} (Alternative ${i.alternative})` : '';
          },
        ],
        ['inPlaySince', 'In play since', when],
        [
          'changeBy',
          'Change by',
          (v, r) =>
            typeof v === 'number' && typeof r['inPlaySince'] === 'number'
              ? `${when(v)} (${Math.round((v - r['inPlaySince']) / HOUR_MS)} h limit)`
              : '',
        ],
        [
          'problems',
          'Flags',
          (v) => {
            const p = v as TableDiceRow['problems'];
            return p.length ? (
              <ul class="flags">
                {p.map((x) => (
                  <Flag key={x.code} r={x} />
                ))}
              </ul>
            ) : (
              <span class="muted">none</span>
            );
          },
        ],
      ]}
    />
  );
}

function RecordForms({ d, reload }: { d: DiceView; reload: () => void }) {
  const open = new Map(d.tables.map((t) => [t.table, t.game]));
  const ready = d.sets.filter((s) => s.state === 'inspected' || s.state === 'sealed');
  const removable = d.sets.filter((s) => s.state !== 'removed' && s.state !== 'cancelled');
  const colours = F.DiceSetForm.shape.dice.element.shape.colour.options;
  return (
    <>
      <h4>Record</h4>
      <div class="bo-grid">
        <BoForm
          id="dice-set"
          title="Receive a dice set"
          citation="§ 603a.13"
          schema={F.DiceSetForm}
          path="/api/backoffice/dice/sets"
          onDone={reload}
          prune={filledRows({ dice: 'id' })}
          fields={[
            { name: 'id', label: 'Set' },
            { name: 'game', label: 'Game', kind: 'select', options: F.DICE_GAMES },
            ...[0, 1, 2, 3, 4, 5].flatMap((i) => [
              { name: `dice.${i}.id`, label: `Die ${i + 1}: serial` },
              {
                name: `dice.${i}.colour`,
                label: `Die ${i + 1}: colour`,
                kind: 'select' as const,
                options: colours,
                initial: 'red',
              },
            ]),
          ]}
        />
        <BoForm
          id="dice-in-play"
          title="Put a set in play at a table"
          citation="§ 603a.13(f)"
          schema={F.PutInPlayForm}
          path="/api/backoffice/dice/in-play"
          onDone={reload}
          // The game is the table's (or, for a table not open yet, the set's own).
          prune={(b) => ({
            ...b,
            game: open.get(String(b['table'])) ?? d.sets.find((s) => s.id === b['set'])?.game,
          })}
          fields={[
            {
              name: 'set',
              label: 'Set (inspected or sealed)',
              kind: 'select',
              options: ready.map((s) => [s.id, `${s.id} (${s.game}, ${s.state})`] as const),
            },
            open.size
              ? {
                  name: 'table',
                  label: 'Dice table',
                  kind: 'select',
                  options: [...open].map(([t, g]) => [t, `${t} (${g})`] as const),
                }
              : { name: 'table', label: 'Table (floor name)' },
            { name: 'sealIntact', label: 'A sealed set: its seal was found intact', kind: 'check' },
          ]}
        />
        <BoForm
          id="dice-removal"
          title="Remove a set from play"
          citation="§ 603a.13(g)"
          schema={F.RemoveForm}
          path="/api/backoffice/dice/removals"
          onDone={reload}
          submit="Remove"
          fields={[
            {
              name: 'set',
              label: 'Set',
              kind: 'select',
              options: removable.map(
                (s) => [s.id, `${s.id} (${s.state}${s.table ? ` at ${s.table}` : ''})`] as const,
              ),
            },
            { name: 'reason', label: 'Reason', kind: 'select', options: F.RemoveForm.shape.reason.options },
          ]}
        />
      </div>
      <InspectionForm sets={d.sets} onDone={reload} />
    </>
  );
}

/** `top`: the page's own heading (the Dice section), else a part of the compliance page. */
export function Dice({ canRecord, top = false }: { canRecord: boolean; top?: boolean }) {
  const H = top ? 'h2' : 'h3';
  const d = useData<DiceView>('/api/backoffice/dice');
  if (!d.data) return <Loading error={d.error} />;
  const removed = d.data.sets.filter((s) => s.removal);
  return (
    <section id="dice">
      <H>
        Dice <Cite c="§ 603a.13" />
      </H>
      <h4>At the dice tables now</h4>
      <AtTables tables={d.data.tables} />
      <h4>Sets</h4>
      <RecordTable
        label="dice sets"
        id="dice-sets"
        rows={d.data.sets}
        columns={[
          ['id', 'Set'],
          ['game', 'Game'],
          ['dice', 'Dice', diceOf],
          ['state', 'State', (v) => <span data-state={String(v)}>{text(v)}</span>],
          ['inspection', 'Inspection'],
          ['seal', 'Seal', sealOf],
          ['table', 'Table'],
          ['inPlaySince', 'In play since', when],
        ]}
      />
      <h4>
        Removed from play <Cite c="§ 603a.13(g)" />
      </h4>
      <RecordTable
        label="dice removed from play"
        id="dice-removals"
        rows={removed.map((s) => ({
          id: s.id,
          game: s.game,
          reason: s.removal?.reason,
          at: s.removal?.at,
          table: s.removal?.table,
          report: s.removal?.reportFiledAt,
          state: s.state,
        }))}
        columns={[
          ['id', 'Set'],
          ['game', 'Game'],
          ['reason', 'Reason'],
          ['at', 'Removed', when],
          ['table', 'From table'],
          ['report', 'Dice Discrepancy Report', (v) => (v === undefined ? 'not filed' : `filed ${when(v)}`)],
          ['state', 'Now'],
        ]}
      />
      <h4>Inspections</h4>
      <RecordTable
        label="dice inspections"
        id="dice-inspections"
        rows={d.data.inspections}
        columns={[
          ['id', 'Inspection'],
          ['alternative', 'Alternative'],
          ['game', 'Game'],
          ['location', 'Where'],
          ['inspectors', 'Inspectors', names],
          ['present', 'Present', names],
          ['sets', 'Sets', (v) => text((v as { id: string }[]).map((s) => s.id))],
          [
            'results',
            'Failed',
            (v) =>
              text((v as { die: string; passed: boolean }[]).filter((r) => !r.passed).map((r) => r.die)) ||
              'none',
          ],
          ['at', 'At', when],
        ]}
      />
      <p>
        <a href="#/backoffice/report/dice-inspections/">Dice inspection report</a>
      </p>
      {canRecord ? <RecordForms d={d.data} reload={d.reload} /> : null}
    </section>
  );
}
