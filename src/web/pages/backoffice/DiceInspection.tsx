/**
 * The record of a dice inspection (§ 603a.13(f)): the sets inspected (picked from the sets received,
 * one game at a time; their dice come from the set's record), the alternative, where, with which
 * instruments, who inspected and in whose presence, and each die's result. The server checks the record
 * against the alternative it claims and answers a shortfall with its clause.
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import type { DiceSetRow } from './Dice.js';
import { filledRows, type Field } from './fields.js';
import { BoForm } from './kit.js';

const S = F.DiceInspectionForm.shape;
const ROLES = S.inspectors.element.shape.role.options;

const person = (list: 'inspectors' | 'present', i: number, what: string): Field[] => [
  { name: `${list}.${i}.name`, label: `${what} ${i + 1}: name` },
  { name: `${list}.${i}.role`, label: `${what} ${i + 1}: position`, kind: 'select', options: ROLES },
];

export function InspectionForm({ sets, onDone }: { sets: readonly DiceSetRow[]; onDone: () => void }) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const ready = sets.filter((s) => s.state === 'received' || s.state === 'inspected' || s.state === 'sealed');
  const picked = ready.filter((s) => chosen.includes(s.id));
  const game = picked[0]?.game;
  const dice = picked.flatMap((s) => s.dice.map((d) => ({ ...d, set: s.id })));
  const pick = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <BoForm
      id="inspection"
      title="Record a dice inspection"
      citation="§ 603a.13(f)"
      schema={F.DiceInspectionForm}
      path="/api/backoffice/dice/inspections"
      onDone={() => {
        setChosen([]);
        onDone();
      }}
      fixed={{
        ...(game ? { game } : {}),
        sets: picked.map((s) => ({ id: s.id, dice: s.dice })),
        results: dice.map((d) => ({ die: d.id })),
      }}
      prune={filledRows({ inspectors: 'name', present: 'name' })}
      fields={[
        { name: 'id', label: 'Inspection number' },
        {
          name: 'alternative',
          label: 'Alternative',
          kind: 'select',
          numeric: true,
          options: [
            ['1', '1 (at the table)'],
            ['2', '2 (pit stand, two people)'],
            ['3', '3 (storage area, sealed)'],
          ],
        },
        { name: 'location', label: 'Where', kind: 'select', options: S.location.options },
        {
          name: 'instruments',
          label: 'Instruments used',
          kind: 'choices',
          options: S.instruments.element.options,
        },
        {
          name: 'flatSurfaceUnderSurveillance',
          label: 'On a flat surface that surveillance observes',
          kind: 'check',
        },
        { name: 'reserve', label: 'Reserve dice (Alternative 2: sealed for the pit stand)', kind: 'check' },
        {
          name: 'surveillanceNotifiedAt',
          label: 'Surveillance told at (Alternative 3)',
          hint: 'HH:MM, before the inspection began',
        },
        ...person('inspectors', 0, 'Inspector'),
        ...person('inspectors', 1, 'Inspector'),
        ...person('present', 0, 'Present'),
        ...person('present', 1, 'Present'),
        ...person('present', 2, 'Present'),
        ...dice.flatMap((d, i): Field[] => [
          {
            name: `results.${i}.passed`,
            label: `Die ${d.id} (${d.set}) passed`,
            kind: 'check',
            initial: 'true',
          },
          { name: `results.${i}.defect`, label: `Die ${d.id}: defect found` },
        ]),
        {
          name: 'envelopes',
          label: 'Envelopes of sealed sets',
          kind: 'map',
          hint: 'one line a set: SET: envelope number',
        },
      ]}
    >
      <fieldset class="choices" id="inspection-sets">
        <legend>Sets inspected{game ? ` (${game})` : ''}</legend>
        {ready.length ? null : <span class="muted">No set is waiting: receive one first.</span>}
        {ready.map((s) => (
          <label key={s.id} class="check">
            <input
              type="checkbox"
              id={`inspection-set-${s.id}`}
              checked={chosen.includes(s.id)}
              disabled={game !== undefined && s.game !== game}
              onChange={(e) => pick(s.id, e.currentTarget.checked)}
            />{' '}
            {s.id} ({s.game}, {s.dice.length} dice, {s.state})
          </label>
        ))}
      </fieldset>
    </BoForm>
  );
}
