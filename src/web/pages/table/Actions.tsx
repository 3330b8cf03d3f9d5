/** The legal actions the game's layout does not offer itself, each parameter a labelled input. */
import { useState } from 'preact/hooks';
import type { WatchRole } from '../../../protocol/wire.js';
import type { GameViewEnvelope, LegalActionView } from '../../../protocol/views.js';
import { Cite } from '../../components/common.js';
import { ParamField } from '../../components/inputs.js';
import { useBoard } from '../../layouts/index.js';
import { commandOf, type Command } from '../../layouts/types.js';
import { actionLabel } from '../../names.js';
import { initialText, paramNames, paramsOf, readParam, type ParamContext } from '../../params.js';
import { STANDING } from './Waiting.js';

export const actionKey = (a: LegalActionView): string => `${a.type} ${JSON.stringify(a.params ?? {})}`;

/**
 * The legal actions the layout does not draw itself (a dice layout places wagers on its areas, the
 * Asia Poker tool sets hands ...), grouped: the person's turn first, then standing actions; money in
 * dollars, every parameter a labelled input with its default.
 */
export function Actions({
  view,
  role,
  mySeat,
  send,
  buyIn,
  setBuyIn,
}: {
  view: GameViewEnvelope;
  role: WatchRole;
  mySeat: number | null;
  send: (command: Command) => void;
  buyIn: string;
  setBuyIn: (v: string) => void;
}) {
  const board = useBoard(view);
  const handled = new Set(board.handles);
  const seen = new Set<string>();
  const shown = view.legalActions.filter((a) => {
    const key = actionKey(a);
    if (seen.has(key) || handled.has(a.type) || a.type === 'sit') return false;
    seen.add(key);
    return true;
  });
  const ctx: ParamContext = { dice: board.dice ?? ['die 1', 'die 2'] };
  // Three or more commands of one type that differ in a reason only (ten "no roll" calls) are one
  // command with a choice of reason.
  const groups = new Map<string, LegalActionView[]>();
  for (const a of shown) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  const grouped = [...groups.values()].filter((g) => g.length >= 3 && g.every((a) => !paramNames(a).length));
  const inGroup = new Set(grouped.flat());
  const singles = shown.filter((a) => !inGroup.has(a));
  const turn = singles.filter((a) => !STANDING.has(a.type));
  const standing = singles.filter((a) => STANDING.has(a.type));
  const title =
    role === 'player' ? 'Your actions' : role === 'dealer' ? "Dealer's commands" : 'Floor commands';
  return (
    <div class="actions" id="actions" role="group" aria-label={title}>
      {role === 'player' && mySeat === null ? (
        <>
          <label>
            Buy-in ${' '}
            <input
              id="buyin"
              value={buyIn}
              size={6}
              inputMode="decimal"
              onInput={(e) => setBuyIn(e.currentTarget.value)}
            />
          </label>
          <span class="muted"> then choose a seat on the layout</span>
        </>
      ) : null}
      {turn.map((a) => (
        <Action key={actionKey(a)} action={a} send={send} ctx={ctx} buyIn={buyIn} setBuyIn={setBuyIn} />
      ))}
      {grouped.map((g) => (
        <ActionGroup key={g[0]?.type ?? ''} actions={g} send={send} />
      ))}
      {standing.map((a) => (
        <Action key={actionKey(a)} action={a} send={send} ctx={ctx} buyIn={buyIn} setBuyIn={setBuyIn} />
      ))}
    </div>
  );
}

/** `No roll: die off table` -> [`No roll`, `die off table`]. */
const splitLabel = (label: string): [string, string] => {
  const i = label.indexOf(':');
  return i < 0 ? [label, label] : [label.slice(0, i).trim(), label.slice(i + 1).trim()];
};

/** Commands of one type that differ in a reason: one button, the reason chosen from a list. */
function ActionGroup({ actions, send }: { actions: readonly LegalActionView[]; send: (c: Command) => void }) {
  const [chosen, setChosen] = useState(0);
  const first = actions[0];
  if (!first) return null;
  const [name] = splitLabel(actionLabel(first));
  const id = `group-${first.type}`;
  return (
    <div class="action with-params" data-action-type={first.type}>
      <label class="param">
        <span>Reason</span>
        <select id={id} value={String(chosen)} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
          {actions.map((a, i) => (
            <option key={actionKey(a)} value={String(i)}>
              {splitLabel(actionLabel(a))[1]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-action={first.type}
        onClick={() => {
          const a = actions[chosen];
          if (a) send(commandOf(a));
        }}
      >
        {name}
      </button>
      <Cite c={actions[chosen]?.citation} />
    </div>
  );
}

function Action({
  action: a,
  send,
  ctx,
  buyIn,
  setBuyIn,
}: {
  action: LegalActionView;
  send: (command: Command) => void;
  ctx: ParamContext;
  buyIn: string;
  setBuyIn: (v: string) => void;
}) {
  const specs = paramsOf(a, ctx);
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const label = actionLabel(a);
  const id = `act-${a.type}-${Object.values(a.params ?? {}).join('-')}`.replace(/[^\w-]/g, '');
  // A buy-in's amount is the page's buy-in box (the same dollars a seat is taken with).
  const textOf = (name: string): string | undefined =>
    a.type === 'buy-in' && name === 'amount' ? buyIn : values[name];
  const setText = (name: string) => (v: string) => {
    if (a.type === 'buy-in' && name === 'amount') setBuyIn(v);
    else setValues((old) => ({ ...old, [name]: v }));
  };
  return (
    <div class={`action ${specs.length ? 'with-params' : ''}`} data-action-type={a.type}>
      {specs.map((p) => (
        <ParamField
          key={p.name}
          spec={p}
          value={textOf(p.name)}
          set={setText(p.name)}
          id={`${id}-${p.name}`}
          context={label}
        />
      ))}
      <button
        type="button"
        data-action={a.type}
        data-kind={String(a.params?.['kind'] ?? '')}
        onClick={() => {
          const extra: Record<string, unknown> = {};
          for (const p of specs) {
            const v = readParam(p, textOf(p.name) ?? initialText(p));
            if (!v.ok) return setProblem(v.message);
            extra[p.name] = v.value;
          }
          setProblem(null);
          send(commandOf(a, extra));
        }}
      >
        {label}
      </button>
      <Cite c={a.citation} />
      {problem ? (
        <span class="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
