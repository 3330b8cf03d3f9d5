/**
 * The parameters a person supplies for a legal action, read in one place: `needs` names them in order
 * and `bounds` gives each one's kind and range or set as the engine knows them (src/engine/game.ts
 * `ParamBounds`: a wager's amount between the table's limits and the chips in the rack, the cut's
 * positions, how many dice). An older form sent the typed parameters in `needs` itself; it is still read.
 * A name without bounds falls back to what this file knows of it (a text box if nothing).
 */
import type { LegalActionView } from '../protocol/views.js';

export type ParamKind = 'cents' | 'integer' | 'choice' | 'text' | 'dice';

export interface ParamSpec {
  readonly name: string;
  /** What the input is called on the page. */
  readonly label: string;
  readonly kind: ParamKind;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly oneOf?: readonly (string | number)[];
  readonly default?: unknown;
  /** Dice: how many dice are called (and what each is called, e.g. the green and red dice). */
  readonly dice?: readonly string[];
}

/** What the table page knows that a parameter may depend on. */
export interface ParamContext {
  /** The dice a throw shows at this layout, named (two white dice; two green and one red ...). */
  readonly dice: readonly string[];
}

/**
 * The fallbacks for a name the engine sends without bounds: its label and kind. The ranges (the cut's
 * depth, a wager's limits) come from the engine's `bounds`, never guessed here; only an amount's
 * floor of one cent is known to hold everywhere.
 */
const KNOWN: Readonly<Record<string, Omit<ParamSpec, 'name'>>> = {
  amount: { label: 'Amount', kind: 'cents', min: 1 },
  chips: { label: 'Chips', kind: 'cents', min: 1 },
  name: { label: 'Name', kind: 'text' },
  reason: { label: 'Reason', kind: 'text' },
  dice: { label: 'Dice thrown', kind: 'dice' },
  // The cover card's depth and the last-hand card's (§ 627a.5(c)-(d), § 659a.5(d), § 663a.5(d)).
  position: { label: 'Cut: cards above the cover card', kind: 'integer', step: 1 },
  lastHandFromBottom: { label: 'Last-hand card: cards below it', kind: 'integer', step: 1 },
};

const TYPED_KINDS: readonly ParamKind[] = ['cents', 'integer', 'choice', 'text', 'dice'];
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

/** The names in order: the list form, or the keys of the older typed form. */
export const paramNames = (a: LegalActionView): string[] =>
  Array.isArray(a.needs)
    ? a.needs.filter((n): n is string => typeof n === 'string')
    : a.needs && typeof a.needs === 'object'
      ? Object.keys(a.needs)
      : [];

/** The typed description of one name: `bounds`, else the older form's entry in `needs`. */
function typedOf(a: LegalActionView, name: string): Record<string, unknown> | undefined {
  const b: unknown = a.bounds?.[name];
  if (b && typeof b === 'object') return b as Record<string, unknown>;
  const needs: unknown = a.needs;
  if (needs && typeof needs === 'object' && !Array.isArray(needs)) {
    const t = (needs as Record<string, unknown>)[name];
    return t && typeof t === 'object' ? (t as Record<string, unknown>) : {};
  }
  return undefined;
}

/** The action's parameters, in the order the action lists them. */
export function paramsOf(a: LegalActionView, ctx: ParamContext): ParamSpec[] {
  return paramNames(a).map((name) => {
    const known = KNOWN[name];
    const t = typedOf(a, name);
    if (!t) {
      const spec: ParamSpec = known ? { name, ...known } : { name, label: spaced(name), kind: 'text' };
      return spec.kind === 'dice' ? { ...spec, dice: ctx.dice } : spec;
    }
    const kind = TYPED_KINDS.find((k) => k === t['kind']) ?? known?.kind ?? 'text';
    const oneOf = Array.isArray(t['oneOf'])
      ? (t['oneOf'] as unknown[]).filter((x): x is string | number => typeof x !== 'object')
      : undefined;
    const min = num(t['min']);
    const max = num(t['max']);
    const step = num(t['step']);
    const spec: ParamSpec = {
      name,
      label: typeof t['label'] === 'string' ? t['label'] : (known?.label ?? spaced(name)),
      kind,
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(step !== undefined ? { step } : {}),
      ...(oneOf ? { oneOf } : {}),
      ...('default' in t ? { default: t['default'] } : {}),
    };
    // Typed dice give how many dice in min/max; the layout names them.
    if (kind !== 'dice') return spec;
    const count = max ?? min ?? ctx.dice.length;
    return {
      ...spec,
      dice: Array.from({ length: count }, (_, i) => ctx.dice[i] ?? `die ${i + 1}`),
    };
  });
}

/** `lastHandFromBottom` -> "last hand from bottom". */
const spaced = (name: string): string =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('-', ' ')
    .toLowerCase();

/** The value of a parameter as the input holds it (text), at its default. */
export function initialText(p: ParamSpec): string {
  if (p.kind === 'dice')
    return Array.isArray(p.default) ? p.default.join(' ') : (p.dice ?? []).map(() => '').join(' ');
  if (p.default === undefined || p.default === null)
    return p.kind === 'choice' ? String(p.oneOf?.[0] ?? '') : '';
  if (p.kind === 'cents' && typeof p.default === 'number') return (p.default / 100).toFixed(2);
  return String(p.default);
}

export type ParamValue =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/**
 * The value the command carries, from what the input holds: dollars to cents, a number within its
 * bounds, a choice among `oneOf`, each die a face 1 to 6 (a list, never a string).
 */
export function readParam(p: ParamSpec, text: string): ParamValue {
  const bounds = (n: number): ParamValue =>
    p.min !== undefined && n < p.min
      ? { ok: false, message: `${p.label}: at least ${p.kind === 'cents' ? dollarsText(p.min) : p.min}` }
      : p.max !== undefined && n > p.max
        ? { ok: false, message: `${p.label}: at most ${p.kind === 'cents' ? dollarsText(p.max) : p.max}` }
        : p.step !== undefined && p.step > 0 && (n - (p.min ?? 0)) % p.step !== 0
          ? {
              ok: false,
              message: `${p.label}: in steps of ${p.kind === 'cents' ? dollarsText(p.step) : p.step}`,
            }
          : { ok: true, value: n };
  switch (p.kind) {
    case 'cents': {
      const d = Number(text.replace(/^\$/, '').replaceAll(',', ''));
      if (text.trim() === '' || !Number.isFinite(d))
        return { ok: false, message: `${p.label}: an amount in dollars` };
      const cents = Math.round(d * 100);
      if (Math.abs(cents - d * 100) > 1e-6) return { ok: false, message: `${p.label}: whole cents only` };
      return bounds(cents);
    }
    case 'integer': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isInteger(n))
        return { ok: false, message: `${p.label}: a whole number` };
      return bounds(n);
    }
    case 'choice': {
      const hit = p.oneOf?.find((x) => String(x) === text);
      return hit === undefined ? { ok: false, message: `${p.label}: choose one` } : { ok: true, value: hit };
    }
    case 'dice': {
      const faces = text
        .split(/[\s,-]+/)
        .filter(Boolean)
        .map(Number);
      const count = p.dice?.length ?? faces.length;
      if (faces.length !== count || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6))
        return { ok: false, message: `${p.label}: ${count} dice, each 1 to 6` };
      return { ok: true, value: faces };
    }
    case 'text':
      return { ok: true, value: text };
  }
}

const dollarsText = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
