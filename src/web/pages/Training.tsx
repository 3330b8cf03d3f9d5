/**
 * Dealer training (ch. 611a): drills generated from real deals, graded with the rule and its citation.
 * The personnel files (hours of instruction, table tests, courses, eligibility) are in the back office
 * (`#/backoffice/training`, pages/backoffice/Training.tsx), recorded against accounts: this page links
 * there for the floor, compliance and admins.
 */
import { useRef, useState } from 'preact/hooks';
import type { WireDrill, WireGrade } from '../../protocol/wire.js';
import { api, type ApiError } from '../api.js';
import { Cite, ErrorBox } from '../components/common.js';
import { useSession } from '../session.js';
import { useGames } from './Lobby.js';

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
      {session && ['floorperson', 'compliance', 'admin'].includes(session.user.role) ? (
        <p id="personnel-files">
          Hours of instruction, table tests and each dealer&apos;s personnel file (§ 611a.2, § 611a.5) are
          kept against accounts in the back office:{' '}
          <a href="#/backoffice/training">Training personnel files</a>.
        </p>
      ) : null}
    </section>
  );
}
