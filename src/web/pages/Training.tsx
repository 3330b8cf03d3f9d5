/**
 * Dealer training (ch. 611a): drills generated from real deals, graded with the rule and its citation;
 * for floorpersons and admins, the personnel file: hours of instruction, table tests, and each
 * trainee's record against the minimum hours of § 611a.2.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { z } from 'zod';
import { TableTest, TrainingHours, fieldProblems } from '../../protocol/forms.js';
import type { WireDrill, WireGrade } from '../../protocol/wire.js';
import { api, type ApiError } from '../api.js';
import { Cite, ErrorBox, ScrollX } from '../components/common.js';
import { FormField } from '../components/FormField.js';
import { useSession } from '../session.js';
import { useGames, type GameInfo } from './Lobby.js';

type Score = { readonly right: number; readonly asked: number };

export function TrainingPage() {
  const games = useGames();
  const { session } = useSession();
  const [game, setGame] = useState('');
  const [kind, setKind] = useState('');
  const [drill, setDrill] = useState<WireDrill | 'dealing' | ApiError | undefined>(undefined);
  const [grade, setGrade] = useState<WireGrade | ApiError | undefined>(undefined);
  const score = useRef<Score>({ right: 0, asked: 0 });
  const current = game || games?.[0]?.id || '';
  const kinds = games?.find((g) => g.id === current)?.drills ?? [];

  const next = async (): Promise<void> => {
    setDrill('dealing');
    setGrade(undefined);
    const r = await api<WireDrill>('POST', '/api/training/drill', {
      game: current,
      ...(kind ? { kind } : {}),
    });
    setDrill(r.ok ? r.body : r.error);
  };
  const answer = async (id: string, choice: string): Promise<void> => {
    const r = await api<WireGrade>('POST', '/api/training/answer', { id, choice });
    if (r.ok)
      score.current = {
        right: score.current.right + (r.body.correct ? 1 : 0),
        asked: score.current.asked + 1,
      };
    setGrade(r.ok ? r.body : r.error);
  };
  if (!games) return <p class="muted">Loading…</p>;
  return (
    <section class="panel">
      <h1>Dealer training (58 Pa. Code 611a)</h1>
      <label>
        Game{' '}
        <select
          id="drill-game"
          value={current}
          onChange={(e) => {
            setGame(e.currentTarget.value);
            setKind('');
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Drill{' '}
        <select id="drill-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
          <option value="">any drill</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" id="drill-next" onClick={() => void next()}>
        New drill
      </button>
      <div id="drill">
        {drill === undefined ? null : drill === 'dealing' ? (
          'dealing…'
        ) : 'code' in drill ? (
          <ErrorBox error={drill} />
        ) : (
          <>
            <h3 id="drill-question">{drill.question}</h3>
            <ul class="situation">
              {drill.situation.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
            <div class="choices">
              {drill.choices.map((c) => (
                <button
                  type="button"
                  key={c.id}
                  class="choice"
                  data-choice={c.id}
                  onClick={() => void answer(drill.id, c.id)}
                >
                  {c.label}
                </button>
              ))}
            </div>
            <div id="grade">
              {grade === undefined ? null : 'code' in grade ? (
                <ErrorBox error={grade} />
              ) : (
                <>
                  <div class={grade.correct ? 'ok' : 'error'} id="grade-result">
                    {grade.correct ? 'Correct.' : `Not right: the answer is ${grade.answer}.`}
                  </div>
                  <div class="rule">
                    {grade.rule} <Cite c={grade.citation} id="grade-citation" />
                  </div>
                  <div class="muted">
                    score {score.current.right}/{score.current.asked}
                  </div>
                </>
              )}
            </div>
          </>
        )}
      </div>
      {session && ['floorperson', 'admin'].includes(session.user.role) ? (
        <PersonnelFile games={games} score={() => score.current} />
      ) : null}
    </section>
  );
}

interface TraineeRecord {
  readonly trainee: string;
  readonly types: readonly {
    readonly label: string;
    readonly minutes: number;
    readonly requiredHours: number;
    readonly complete: boolean;
    readonly citation: string;
  }[];
  readonly games: readonly {
    readonly game: string;
    readonly minutes: number;
    readonly mayDeal: boolean;
    readonly tableTest: { readonly result: string } | null;
  }[];
}
interface TableTest {
  readonly trainee: string;
  readonly game: string;
  readonly supervisor: string;
  readonly supervisorTitle: string;
  readonly result: string;
  readonly at: string;
}

const TITLES = ['pit-manager', 'assistant-shift-manager', 'shift-manager', 'director'] as const;

/** A form field bound to a value in a record of strings. */
function useForm<K extends string>(initial: Record<K, string>) {
  const [form, setForm] = useState(initial);
  const bind = (k: K) => ({
    value: form[k],
    onInput: (e: Event) => {
      const v = (e.currentTarget as HTMLInputElement).value;
      setForm((old) => ({ ...old, [k]: v }));
    },
    onChange: (e: Event) => {
      const v = (e.currentTarget as HTMLSelectElement).value;
      setForm((old) => ({ ...old, [k]: v }));
    },
  });
  const set = (k: K, v: string): void => setForm((old) => ({ ...old, [k]: v }));
  return { form, bind, set };
}

/**
 * The 611a personnel file: hours of instruction and table tests (the examiner a pit manager or higher,
 * § 611a.5(a)), and each trainee's record against the minimum hours of § 611a.2.
 */
function PersonnelFile({ games, score }: { games: readonly GameInfo[]; score: () => Score }) {
  const first = games[0]?.id ?? '';
  const hours = useForm({ trainee: '', game: first, hours: '', day: new Date().toISOString().slice(0, 10) });
  const test = useForm({
    trainee: '',
    game: first,
    result: 'pass',
    examiner: '',
    title: 'pit-manager',
    notes: '',
  });
  const [records, setRecords] = useState<readonly TraineeRecord[]>([]);
  const [tests, setTests] = useState<readonly TableTest[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [hoursProblems, setHoursProblems] = useState<Readonly<Record<string, string>>>({});
  const [testProblems, setTestProblems] = useState<Readonly<Record<string, string>>>({});
  const load = async (): Promise<void> => {
    const r = await api<TraineeRecord[]>('GET', '/api/training/records');
    if (r.ok && Array.isArray(r.body)) setRecords(r.body);
    const t = await api<TableTest[]>('GET', '/api/training/table-tests');
    if (t.ok && Array.isArray(t.body)) setTests(t.body);
  };
  useEffect(() => {
    void load();
  }, []);
  /** Sent when the server's own schema accepts it; otherwise each rule beside its field. */
  const record = (
    path: string,
    schema: z.ZodType,
    body: Record<string, unknown>,
    show: (p: Readonly<Record<string, string>>) => void,
  ): void => {
    const found = fieldProblems(schema, body);
    show(found);
    if (Object.keys(found).length) return;
    void api('POST', path, body).then((r) => {
      setError(r.ok ? null : r.error);
      return load();
    });
  };
  const gameSelect = (bind: ReturnType<typeof hours.bind>, label: string) => (
    <select aria-label={label} {...bind}>
      {games.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </select>
  );
  return (
    <div id="personnel-file">
      <h2>Hours of instruction (§ 611a.2)</h2>
      <div class="form-row">
        <FormField
          id="hours-trainee"
          label="Trainee"
          value={hours.form.trainee}
          problem={hoursProblems['trainee']}
          onInput={(e) => hours.set('trainee', e.currentTarget.value)}
        />
        {gameSelect(hours.bind('game'), 'game')}
        <FormField
          id="hours-hours"
          label="Hours"
          inputMode="decimal"
          value={hours.form.hours}
          problem={hoursProblems['minutes']}
          onInput={(e) => hours.set('hours', e.currentTarget.value)}
        />
        <input id="hours-day" type="date" aria-label="day" {...hours.bind('day')} />
        {hoursProblems['day'] ? <span class="field-error">{hoursProblems['day']}</span> : null}
      </div>
      <button
        type="button"
        id="hours-record"
        onClick={() =>
          record(
            '/api/training/hours',
            TrainingHours,
            {
              trainee: hours.form.trainee,
              game: hours.form.game,
              minutes: Math.round(Number(hours.form.hours) * 60),
              day: hours.form.day,
            },
            setHoursProblems,
          )
        }
      >
        Record hours
      </button>
      <h2>Table test (§ 611a.5)</h2>
      <FormField
        id="tt-trainee"
        label="Trainee"
        value={test.form.trainee}
        problem={testProblems['trainee']}
        onInput={(e) => test.set('trainee', e.currentTarget.value)}
      />
      {gameSelect(test.bind('game'), 'game')}
      <select aria-label="result" {...test.bind('result')}>
        <option value="pass">pass</option>
        <option value="fail">fail</option>
      </select>
      <input placeholder="examiner (default: you)" aria-label="examiner" {...test.bind('examiner')} />
      <select aria-label="examiner's title" {...test.bind('title')}>
        {TITLES.map((x) => (
          <option key={x} value={x}>
            {x}
          </option>
        ))}
      </select>
      <input placeholder="notes" aria-label="notes" {...test.bind('notes')} />
      <button
        type="button"
        id="tt-record"
        onClick={() =>
          record(
            '/api/training/table-tests',
            TableTest,
            {
              trainee: test.form.trainee,
              game: test.form.game,
              result: test.form.result,
              ...(test.form.examiner ? { supervisor: test.form.examiner } : {}),
              supervisorTitle: test.form.title,
              score: `${score().right}/${score().asked}`,
              notes: test.form.notes,
            },
            setTestProblems,
          )
        }
      >
        Record
      </button>
      <ErrorBox error={error} />
      <h2>Trainees</h2>
      <ScrollX label="trainees">
        <table id="training-records">
          <thead>
            <tr>
              <th>trainee</th>
              <th>hours by game type</th>
              <th>games</th>
            </tr>
          </thead>
          <tbody>
            {records.map((t) => (
              <tr key={t.trainee}>
                <td>{t.trainee}</td>
                <td>
                  {t.types.map((x) => (
                    <div key={x.label} class={x.complete ? 'ok' : 'muted'}>
                      {x.label}: {(x.minutes / 60).toFixed(1)} of {x.requiredHours} h <Cite c={x.citation} />
                    </div>
                  ))}
                </td>
                <td>
                  {t.games.map((g) => (
                    <div key={g.game}>
                      {g.game}: {(g.minutes / 60).toFixed(1)} h, table test {g.tableTest?.result ?? 'none'}
                      {g.mayDeal ? ' — may deal' : ''}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      <h3>Table tests</h3>
      <ul id="tt-list">
        {tests.map((x, i) => (
          <li key={i}>
            {x.at.slice(0, 16)} {x.trainee} · {x.game} · {x.result} · examiner {x.supervisor}
            {x.supervisorTitle ? ` (${x.supervisorTitle})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
