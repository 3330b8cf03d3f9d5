/**
 * Inputs for an action's parameters (src/web/params.ts says what each is): dollars for money, a number
 * with its bounds, a choice list, text, and the dice called as faces, one select per die, so a throw is
 * always sent as a list of faces.
 */
import { initialText, type ParamSpec } from '../params.js';

const FACES = [1, 2, 3, 4, 5, 6] as const;

export function ParamField({
  spec: p,
  value,
  set,
  id,
  context,
}: {
  spec: ParamSpec;
  value: string | undefined;
  set: (text: string) => void;
  /** A unique id prefix for this action's inputs. */
  id: string;
  /** What the action is, for the accessible names (`Call the dice thrown`). */
  context: string;
}) {
  const text = value ?? initialText(p);
  if (p.kind === 'dice') {
    const faces = text.split(' ');
    const dice = p.dice ?? ['die 1', 'die 2'];
    return (
      <fieldset class="param dice-param" data-need={p.name} id={id}>
        <legend>{p.label}</legend>
        <div class="dice-row">
          {dice.map((name, i) => (
            <label key={i} class="die-pick">
              <span>{name}</span>
              <select
                data-die={i}
                aria-label={`${context}: ${name}`}
                value={faces[i] ?? ''}
                onChange={(e) => {
                  const next = dice.map((_, j) => faces[j] ?? '');
                  next[i] = e.currentTarget.value;
                  set(next.join(' '));
                }}
              >
                <option value="">–</option>
                {FACES.map((f) => (
                  <option key={f} value={String(f)}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  if (p.kind === 'choice')
    return (
      <label class="param" data-need={p.name}>
        <span>{p.label}</span>
        <select id={id} value={text} onChange={(e) => set(e.currentTarget.value)}>
          {(p.oneOf ?? []).map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      </label>
    );
  const numeric = p.kind === 'integer';
  return (
    <label class="param" data-need={p.name}>
      <span>
        {p.label}
        {p.kind === 'cents' ? ' ($)' : ''}
      </span>
      <input
        id={id}
        value={text}
        size={numeric ? 5 : p.kind === 'cents' ? 7 : 14}
        {...(numeric
          ? {
              type: 'number',
              ...(p.min !== undefined ? { min: p.min } : {}),
              ...(p.max !== undefined ? { max: p.max } : {}),
              step: p.step ?? 1,
            }
          : p.kind === 'cents'
            ? { inputMode: 'decimal' as const }
            : {})}
        onInput={(e) => set(e.currentTarget.value)}
      />
      {numeric && (p.min !== undefined || p.max !== undefined) ? (
        <small class="bounds">
          {p.min ?? ''}–{p.max ?? ''}
        </small>
      ) : null}
    </label>
  );
}
