/** Floorperson approvals on the dealer's and the floorperson's console. */
import { useEffect, useState } from 'preact/hooks';
import type { LegalActionView } from '../../../protocol/views.js';
import { api, type ApiError } from '../../api.js';
import { ErrorBox } from '../../components/common.js';
import { commandOf } from '../../layouts/types.js';
import { actionLabel } from '../../names.js';
import { paramsOf } from '../../params.js';
import { actionKey } from './Actions.js';

/**
 * Floorperson approvals on the dealer's and the floorperson's console: the dealer asks for what only a
 * floorperson may do (recut, void ...), the floorperson grants or denies each request.
 */
export function Approvals({
  table,
  role,
  pending,
  phase,
}: {
  table: string;
  role: 'dealer' | 'floorperson';
  pending:
    readonly { id: number; requestedBy: string; command: { type: string }; reason: string }[] | undefined;
  phase: string | undefined;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [options, setOptions] = useState<readonly LegalActionView[]>([]);
  const base = `/api/tables/${encodeURIComponent(table)}/approvals`;
  const done = (r: { ok: true } | { ok: false; error: ApiError }): void => setError(r.ok ? null : r.error);
  // The dealer's requests depend on the phase: asked for again whenever it changes.
  useEffect(() => {
    if (role !== 'dealer' || phase === undefined) return;
    void api<LegalActionView[]>('GET', `${base}/options`).then((r) => {
      if (r.ok && Array.isArray(r.body)) setOptions(r.body);
    });
  }, [role, phase, base]);
  const reasonBox = (
    <label>
      Reason <input id="approval-reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
    </label>
  );
  return (
    <div class="approvals" id="approvals">
      <h2>Floorperson approvals</h2>
      <ul id="approvals-pending">
        {pending === undefined ? null : pending.length ? (
          pending.map((a) => (
            <li key={a.id} data-command={a.command.type}>
              #{a.id} {a.requestedBy}:{' '}
              {actionLabel({ type: a.command.type, actor: { role: 'dealer' }, label: a.command.type })}
              {a.reason ? ` (${a.reason})` : ''}{' '}
              {role === 'floorperson' ? (
                <>
                  <button
                    type="button"
                    onClick={() => void api('POST', `${base}/${a.id}/approve`).then(done)}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    onClick={() => void api('POST', `${base}/${a.id}/deny`, { reason }).then(done)}
                  >
                    Deny
                  </button>
                </>
              ) : null}
            </li>
          ))
        ) : (
          <li class="muted">none pending</li>
        )}
      </ul>
      <div id="approvals-ask">
        {role === 'floorperson' && pending !== undefined ? reasonBox : null}
        {role === 'dealer' && options.length ? reasonBox : null}
        {role === 'dealer'
          ? options.map((a) => (
              <button
                type="button"
                key={actionKey(a)}
                onClick={() =>
                  void api('POST', base, {
                    command: commandOf(
                      a,
                      paramsOfNeedsReason(a) ? { reason: reason || 'asked by the dealer' } : {},
                    ),
                    reason,
                  }).then(done)
                }
              >
                Ask a floorperson: {actionLabel(a)}
              </button>
            ))
          : null}
      </div>
      <ErrorBox error={error} />
    </div>
  );
}

const paramsOfNeedsReason = (a: LegalActionView): boolean =>
  paramsOf(a, { dice: [] }).some((p) => p.name === 'reason');
