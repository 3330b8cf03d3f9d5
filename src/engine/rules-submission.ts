/**
 * Rules Submissions (§ 601a.2): one JSON document per table naming the game and the options the
 * certificate holder chose. Validation is the game's zod schema (shape, ranges, allowed values, each
 * field carrying its citation) followed by the game's cross-field checks.
 */
import { z } from 'zod';
import type { Citation } from '../core/citation.js';
import { err, ok, type Result } from '../core/result.js';
import type { AnyGame, Violation } from './game.js';

export const RulesSubmissionDocument = z
  .object({
    game: z.string(),
    /** Free text: the certificate holder and table this submission is for. */
    casino: z.string().optional(),
    table: z.string().optional(),
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

export type RulesSubmissionDocument = z.infer<typeof RulesSubmissionDocument>;

interface FieldMeta {
  description?: string;
  citation?: string;
}

/** The metadata of the option at `path` (falling back to its nearest described ancestor). */
function metaAt(schema: z.ZodType, path: readonly PropertyKey[]): FieldMeta {
  let node: z.ZodType | undefined = schema;
  let found: FieldMeta = (schema.meta() ?? {}) as FieldMeta;
  for (const key of path) {
    node = childOf(node, key);
    if (!node) break;
    const meta = node.meta() as FieldMeta | undefined;
    if (meta?.citation) found = meta;
  }
  return found;
}

function childOf(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  let s: z.ZodType = schema;
  // Unwrap defaults, optionals and pipes to reach the object shape.
  for (let i = 0; i < 5; i += 1) {
    if (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else break;
  }
  if (s instanceof z.ZodObject) return (s.shape as Record<string, z.ZodType>)[String(key)];
  if (s instanceof z.ZodRecord) return s.valueType as z.ZodType;
  return undefined;
}

function issueToViolation(schema: z.ZodType, issue: z.core.$ZodIssue): Violation {
  const path = issue.path.map(String).join('.');
  const meta = metaAt(schema, issue.path);
  const where = path === '' ? 'options' : `options.${path}`;
  const code = issue.code === 'unrecognized_keys' ? 'unknown_option' : 'invalid_option';
  const message = `${where}: ${issue.message}`;
  return meta.citation
    ? { path: where, code, message, citation: meta.citation as Citation }
    : { path: where, code, message };
}

/** Validates a whole document against the named game; returns the parsed options or every violation. */
export function validateRulesSubmission(
  games: ReadonlyMap<string, AnyGame>,
  raw: unknown,
): Result<{ game: AnyGame; options: unknown; document: RulesSubmissionDocument }, Violation[]> {
  const doc = RulesSubmissionDocument.safeParse(raw);
  if (!doc.success) {
    return err(
      doc.error.issues.map((i) => ({
        path: i.path.map(String).join('.') || '(document)',
        code: 'malformed_rules_submission',
        message: `${i.path.map(String).join('.') || 'document'}: ${i.message}`,
      })),
    );
  }
  const game = games.get(doc.data.game);
  if (!game) {
    return err([
      {
        path: 'game',
        code: 'unknown_game',
        message: `unknown game "${doc.data.game}"; known games: ${[...games.keys()].join(', ')}`,
      },
    ]);
  }
  const parsed = validateOptions(game, doc.data.options);
  return parsed.ok ? ok({ game, options: parsed.value, document: doc.data }) : parsed;
}

/**
 * The game's options, or every violation at once: the schema's (shape, ranges, allowed values) and the
 * game's cross-field checks, so a document need not be fixed twice to learn all it breaks.
 */
export function validateOptions(game: AnyGame, raw: unknown): Result<unknown, Violation[]> {
  const schema = game.options;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const basic = parsed.error.issues.map((i) => issueToViolation(schema, i));
    return err([...basic, ...crossFieldDespite(game, raw, parsed.error.issues)]);
  }
  const violations = game.checkOptions(parsed.data);
  return violations.length ? err(violations) : ok(parsed.data);
}

/**
 * The cross-field violations of a document that also has basic errors: the options with every field
 * in error left out (so they take their defaults) are checked, and a violation about such a field is
 * dropped, since it would judge the default rather than what was submitted.
 */
function crossFieldDespite(game: AnyGame, raw: unknown, issues: readonly z.core.$ZodIssue[]): Violation[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const wrong = new Set<string>();
  for (const i of issues) {
    if (i.path.length) wrong.add(String(i.path[0]));
    else if (i.code === 'unrecognized_keys') for (const k of i.keys) wrong.add(k);
    else return [];
  }
  const rest = Object.fromEntries(Object.entries(raw).filter(([k]) => !wrong.has(k)));
  const again = game.options.safeParse(rest);
  if (!again.success) return [];
  const field = (v: Violation): string => v.path.replace(/^options\./, '').split('.')[0] ?? '';
  return game.checkOptions(again.data).filter((v) => !wrong.has(field(v)));
}

/** One row per option for `felt rules show` and the web form: path, description, default, allowed, citation. */
export interface OptionDoc {
  readonly path: string;
  readonly description: string;
  readonly default: unknown;
  readonly allowed: string;
  readonly citation: string;
}

interface JsonSchemaNode {
  type?: string;
  description?: string;
  citation?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchemaNode>;
  additionalProperties?: JsonSchemaNode | boolean;
  anyOf?: JsonSchemaNode[];
  pattern?: string;
}

export function optionDocs(game: AnyGame): OptionDoc[] {
  const root = z.toJSONSchema(game.options, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchemaNode;
  const rows: OptionDoc[] = [];
  const walk = (node: JsonSchemaNode, path: string, inherited: string): void => {
    const citation = node.citation ?? inherited;
    if (node.properties && (node.description === undefined || path === '')) {
      for (const [key, child] of Object.entries(node.properties))
        walk(child, path ? `${path}.${key}` : key, citation);
      return;
    }
    rows.push({
      path,
      description: node.description ?? '',
      default: node.default,
      allowed: allowedOf(node),
      citation,
    });
  };
  walk(root, '', '');
  return rows;
}

function allowedOf(node: JsonSchemaNode): string {
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (node.anyOf) return node.anyOf.map(allowedOf).join(' | ');
  if (node.type === 'integer' || node.type === 'number') {
    const lo = node.minimum !== undefined && node.minimum > -1e15 ? `${node.minimum}` : '';
    const hi = node.maximum !== undefined && node.maximum < 1e15 ? `${node.maximum}` : '';
    return lo || hi ? `${node.type} ${lo}..${hi}` : node.type;
  }
  if (node.pattern) return `${node.type ?? 'string'} matching ${node.pattern}`;
  if (node.type === 'object') return 'object';
  return node.type ?? 'any';
}
