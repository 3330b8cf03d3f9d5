/**
 * The floor, live (§ 465a.35(b)-(d)): each open table with the staff signed in to it and every shortfall
 * with its citation, refreshed every few seconds, the sign-in form, and the check before a table opens
 * (its crew and its cameras, § 465a.9(c)(2)). Surveillance records each table's cameras here too.
 */
import { useState } from 'preact/hooks';
import * as F from '../../../protocol/backoffice.js';
import { api } from '../../api.js';
import { Cite, ErrorBox } from '../../components/common.js';
import { filledRows } from './fields.js';
import { BoForm, Flag, Loading, RecordTable, useData, when } from './kit.js';

interface Shortfall {
  code: string;
  message: string;
  citation?: string;
  table?: string;
  account?: string;
}
interface Assignment {
  id: string;
  account: string;
  role: string;
  tables: string[];
  from: number;
}
interface FloorView {
  at: number;
  tables: {
    id: string;
    game: string;
    automation: string;
    cameras: { id: string; covers: string; stationary: boolean; working: boolean }[];
    cameraProblems: Shortfall[];
    staff: Assignment[];
  }[];
  signedIn: Assignment[];
  shortfalls: Shortfall[];
}
interface StaffList {
  staff: { username: string; role: string; name: string; position: string }[];
}

function OpeningCheck() {
  const [table, setTable] = useState('');
  const [game, setGame] = useState('');
  const [check, setCheck] = useState<{ mayOpen: boolean; problems: Shortfall[] } | undefined>(undefined);
  const [error, setError] = useState<{ code: string; message: string } | undefined>(undefined);
  const run = async (e: Event): Promise<void> => {
    e.preventDefault();
    const q = new URLSearchParams({ table, game });
    const r = await api<{ mayOpen: boolean; problems: Shortfall[] }>(
      'GET',
      `/api/backoffice/floor/opening?${q}`,
    );
    if (r.ok) {
      setCheck(r.body);
      setError(undefined);
    } else setError(r.error);
  };
  return (
    <form class="bo-form" id="opening" onSubmit={(e) => void run(e)}>
      <h3>
        Before a table opens <Cite c="§ 465a.35(b)" /> <Cite c="§ 465a.9(c)(2)" />
      </h3>
      <div class="bo-fields">
        <div class="form-field bo-field">
          <label for="opening-table">Table (floor name)</label>
          <input id="opening-table" value={table} onInput={(e) => setTable(e.currentTarget.value)} />
        </div>
        <div class="form-field bo-field">
          <label for="opening-game">Game</label>
          <input id="opening-game" value={game} onInput={(e) => setGame(e.currentTarget.value)} />
        </div>
      </div>
      <button type="submit">Check</button>
      <ErrorBox error={error} />
      {check ? (
        check.mayOpen ? (
          <div class="ok" id="opening-ok">
            {table} may open: its crew and cameras are in place.
          </div>
        ) : (
          <ul class="flags" id="opening-problems">
            {check.problems.map((p, i) => (
              <Flag key={i} r={p} />
            ))}
          </ul>
        )
      ) : null}
    </form>
  );
}

export function FloorPage({ role }: { role: string }) {
  const floor = useData<FloorView>('/api/backoffice/floor', 3000);
  const staff = useData<StaffList>('/api/backoffice/staff');
  const [signOutError, setSignOutError] = useState<{ code: string; message: string } | undefined>(undefined);
  const f = floor.data;
  if (!f) return <Loading error={floor.error} />;
  const supervisor = role === 'floorperson' || role === 'admin';
  const names = new Map((staff.data?.staff ?? []).map((s) => [s.username, s.name]));
  const loose = f.shortfalls.filter((s) => !s.table);
  const signOut = async (id: string): Promise<void> => {
    const r = await api('POST', '/api/backoffice/floor/sign-out', { id });
    setSignOutError(r.ok ? undefined : r.error);
    floor.reload();
  };
  return (
    <div>
      <h2>
        The floor now <Cite c="§ 465a.35" />
      </h2>
      <p class="muted">
        As of {when(f.at)} ·{' '}
        <a href="#/backoffice/report/shift-staffing/" id="shift-report">
          Shift staffing report
        </a>
      </p>
      {f.tables.length === 0 ? <p class="muted">No table is open.</p> : null}
      <div class="bo-grid" id="floor-tables">
        {f.tables.map((t) => {
          const mine = f.shortfalls.filter((s) => s.table === t.id);
          const problems = [...mine, ...t.cameraProblems];
          return (
            <section
              key={t.id}
              class={`bo-table-card ${problems.length ? 'short' : ''}`}
              data-table={t.id}
              aria-label={`table ${t.id}`}
            >
              <h3>
                {t.id} <span class="muted">{t.game}</span>
              </h3>
              <p>
                {t.staff.length
                  ? t.staff.map((a) => `${names.get(a.account) ?? a.account} (${a.role})`).join(', ')
                  : 'nobody signed in'}
              </p>
              <p class="muted">
                Cameras: {t.cameras.filter((c) => c.working && c.stationary).length} stationary working
              </p>
              {problems.length ? (
                <ul class="flags">
                  {problems.map((p, i) => (
                    <Flag key={i} r={p} />
                  ))}
                </ul>
              ) : (
                <div class="ok">Staffed and covered.</div>
              )}
            </section>
          );
        })}
      </div>
      {loose.length ? (
        <ul class="flags" id="floor-loose">
          {loose.map((p, i) => (
            <Flag
              key={i}
              r={{ ...p, message: `${names.get(p.account ?? '') ?? p.account ?? ''}: ${p.message}` }}
            />
          ))}
        </ul>
      ) : null}
      <div class="bo-grid">
        {supervisor ? (
          <BoForm
            id="sign-in"
            title="Sign an employee in"
            citation="§ 465a.35(b)"
            schema={F.SignInForm}
            path="/api/backoffice/floor/sign-in"
            onDone={floor.reload}
            submit="Sign in"
            fixed={{ id: `A${Date.now().toString(36)}` }}
            fields={[
              {
                name: 'username',
                label: 'Employee',
                kind: 'select',
                options: (staff.data?.staff ?? [])
                  .filter((s) => s.role === 'dealer' || s.role === 'floorperson')
                  .map((s) => [s.username, `${s.name} (${s.position})`] as const),
              },
              {
                name: 'role',
                label: 'Works as',
                kind: 'select',
                options: ['dealer', 'stickperson', 'boxperson', 'floorperson'],
              },
              { name: 'tables', label: 'Table (a floorperson: the tables supervised)', kind: 'list' },
            ]}
          />
        ) : null}
        <OpeningCheck />
      </div>
      <h3>Signed in</h3>
      <ErrorBox error={signOutError} />
      <RecordTable
        label="signed in"
        id="signed-in"
        rows={f.signedIn as unknown as Record<string, unknown>[]}
        columns={[
          ['account', 'Employee', (v) => names.get(String(v)) ?? String(v)],
          ['role', 'As'],
          ['tables', 'Tables'],
          ['from', 'Since', when],
          [
            'id',
            '',
            (v) =>
              supervisor ? (
                <button type="button" onClick={() => void signOut(String(v))}>
                  Sign out
                </button>
              ) : null,
          ],
        ]}
      />
    </div>
  );
}

/** Surveillance: the floor's camera flags, and each table's cameras recorded (§ 465a.9(c)(2)). */
export function SurveillancePage() {
  const floor = useData<FloorView & { cameraRecords: { id: string; cameras: unknown[]; at: number }[] }>(
    '/api/backoffice/floor',
    5000,
  );
  const f = floor.data;
  if (!f) return <Loading error={floor.error} />;
  const camera = (i: number) => [
    { name: `cameras.${i}.id`, label: `Camera ${i + 1}: id` },
    {
      name: `cameras.${i}.covers`,
      label: `Camera ${i + 1}: covers`,
      kind: 'select' as const,
      options: [
        'table',
        'layout',
        'table-end-1',
        'table-end-2',
        'wheel',
        'shaker-circle',
        'throw-box',
        'rest-of-table',
      ],
    },
    {
      name: `cameras.${i}.stationary`,
      label: `Camera ${i + 1}: stationary`,
      kind: 'check' as const,
      initial: 'true',
    },
    {
      name: `cameras.${i}.working`,
      label: `Camera ${i + 1}: working`,
      kind: 'check' as const,
      initial: 'true',
    },
  ];
  return (
    <div>
      <h2>
        Surveillance <Cite c="§ 465a.9(c)" />
      </h2>
      <div class="bo-grid">
        {f.tables.map((t) => (
          <section
            key={t.id}
            class={`bo-table-card ${t.cameraProblems.length ? 'short' : ''}`}
            data-table={t.id}
          >
            <h3>
              {t.id} <span class="muted">{t.game}</span>
            </h3>
            {t.cameraProblems.length ? (
              <ul class="flags">
                {t.cameraProblems.map((p, i) => (
                  <Flag key={i} r={p} />
                ))}
              </ul>
            ) : (
              <div class="ok">Covered.</div>
            )}
          </section>
        ))}
      </div>
      <BoForm
        id="cameras"
        title="Record a table's cameras"
        citation="§ 465a.9(c)(2)"
        schema={F.CamerasForm}
        path="/api/backoffice/floor/cameras"
        onDone={floor.reload}
        prune={filledRows({ cameras: 'id' })}
        fields={[{ name: 'table', label: 'Table (floor name)' }, ...camera(0), ...camera(1), ...camera(2)]}
      />
      <h3>Cameras recorded</h3>
      <RecordTable
        label="cameras"
        rows={f.cameraRecords}
        columns={[
          ['id', 'Table'],
          [
            'cameras',
            'Cameras',
            (v) => (v as { id: string; covers: string }[]).map((c) => `${c.id} (${c.covers})`).join(', '),
          ],
          ['at', 'Recorded', when],
        ]}
      />
    </div>
  );
}
