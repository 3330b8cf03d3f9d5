/**
 * The HTTP API's request and response bodies as zod schemas, with their types inferred from them. The
 * server validates every request with these (Fastify's zod type provider), serializes every answer
 * through them and generates its OpenAPI document (`/api/openapi.json`, browsable at `/api/docs`) from
 * them; the web UI's forms may validate with the same schemas before sending. Money is integer cents.
 *
 * Responses are loose where the server sends documents of the games' own (views, options, advice):
 * a client keeps what it does not know.
 */
import { z } from 'zod';
import { ApprovalSchema, GameViewSchema, LegalActionSchema } from './views.js';

const cents = z.number().int();

// ---------------------------------------------------------------- accounts

export const ACCOUNT_ROLES = [
  'player',
  'dealer',
  'floorperson',
  'compliance',
  'finance',
  'marketing',
  'surveillance',
  'admin',
] as const;
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);

export const UsernameSchema = z
  .string()
  .regex(/^[a-zA-Z0-9_.-]{2,32}$/, 'a username is 2 to 32 letters, digits, dots, dashes or underscores');
export const PasswordSchema = z.string().min(8).max(200);

/** Registering, or an admin creating an account. */
export const CredentialsSchema = z.object({ username: UsernameSchema, password: PasswordSchema }).strict();
export const LoginSchema = z.object({ username: z.string().max(32), password: z.string().max(200) }).strict();
export const NewUserSchema = CredentialsSchema.extend({ role: AccountRoleSchema }).strict();

export const UserInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: AccountRoleSchema,
});
export const SessionInfoSchema = z.object({
  user: UserInfoSchema,
  csrf: z.string(),
  /** The player's account, in cents. */
  wallet: cents,
  /** An admin reset the password: the account should choose its own (`POST /api/password`). */
  mustChangePassword: z.boolean(),
});

/** A row of the admin's user list. */
export const UserRowSchema = UserInfoSchema.extend({
  disabled: z.boolean(),
  /** What the admin said when disabling the account. */
  disabledReason: z.string().nullable(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});

export const PasswordChangeSchema = z
  .object({ oldPassword: z.string().max(200), newPassword: PasswordSchema })
  .strict();
/** An admin resets someone's password: the given one, or a new random one answered once. */
export const PasswordResetSchema = z.object({ password: PasswordSchema.optional() }).strict();
export const PasswordResetResultSchema = z.object({
  username: z.string(),
  /** The new password when the server chose it (shown only in this answer). */
  password: z.string().optional(),
  sessionsEnded: z.number().int(),
});
export const DisableSchema = z
  .object({ disabled: z.boolean(), reason: z.string().trim().max(200).optional() })
  .strict();
export const DisableResultSchema = z.object({
  username: z.string(),
  disabled: z.boolean(),
  sessionsEnded: z.number().int(),
});
export const RoleChangeSchema = z.object({ role: AccountRoleSchema }).strict();
export const SessionsEndedSchema = z.object({ ok: z.literal(true), sessionsEnded: z.number().int() });
export const OkSchema = z.object({ ok: z.literal(true) });
export const DepositSchema = z
  .object({ username: z.string(), amount: z.number().int().positive().max(1e11) })
  .strict();
export const WalletSchema = z.object({ wallet: cents });

// ---------------------------------------------------------------- errors

/** A rule of the regulation a Rules Submission breaks. */
export const ViolationSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  citation: z.string().optional(),
});

/** Every refusal: a stable snake_case code, a message, and what else applies (details, violations). */
export const ErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  violations: z.array(ViolationSchema).optional(),
});

// ---------------------------------------------------------------- games and tables

export const GameInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  chapter: z.string(),
  status: z.string(),
  /** Every Rules Submission option with its default, allowed values and citation. */
  options: z.array(
    z.object({
      path: z.string(),
      description: z.string(),
      default: z.unknown(),
      allowed: z.string(),
      citation: z.string(),
    }),
  ),
  /** The options' JSON Schema (input form). */
  schema: z.unknown(),
  drills: z.array(z.string()),
});

export const RulesValidationSchema = z.union([
  z.object({ ok: z.literal(true), game: z.string(), options: z.unknown() }),
  z.object({ ok: z.literal(false), violations: z.array(ViolationSchema) }),
]);

/** A table's name as the floor gives it (`MB-3`): trimmed, 1 to 40 characters, no markup. */
export const TableNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^<>\p{Cc}]+$/u, 'a table name has no control characters and no < or >');

export const OpenTableSchema = z
  .object({
    /** The Rules Submission `{game, options}`; validated by the game (422 with violations). */
    rules: z.unknown(),
    automated: z.boolean().default(true),
    name: TableNameSchema.optional(),
  })
  .strict();
export const RenameTableSchema = z.object({ name: TableNameSchema.nullable() }).strict();

export const TableSummarySchema = z.object({
  id: z.string(),
  game: z.string(),
  /** The game's name. */
  name: z.string(),
  chapter: z.string(),
  /** The name the floor gave the table, if any. */
  tableName: z.string().nullable(),
  automated: z.boolean(),
  options: z.unknown(),
  seatsTaken: z.number().int(),
  seats: z.number().int().nullable(),
  round: z.number().int(),
  phase: z.string(),
  createdAt: z.string(),
  /** Set when another server process serves the table (shared PostgreSQL): where to connect for it. */
  servedBy: z.string().optional(),
});

export const ClosedTableSchema = z.object({
  id: z.string(),
  game: z.string(),
  tableName: z.string().nullable(),
  automated: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string(),
});

export const TableParams = z.object({ id: z.string().min(1).max(64) });
export const ReplayParams = TableParams.extend({ seq: z.string().max(12) });
export const ApprovalParams = TableParams.extend({ n: z.string().max(12) });
export const UserParams = z.object({ username: z.string().max(64) });

// ---------------------------------------------------------------- compliance

const LineSchema = z.object({ type: z.string(), text: z.string(), citation: z.string().nullable() });
const ActorSchema = z.object({ role: z.string(), seat: z.number().int().optional() });
const CommandSchema = z.looseObject({ type: z.string() });

export const TableLogSchema = z.object({
  table: TableSummarySchema,
  genesis: z.string(),
  entries: z.array(
    z.object({
      seq: z.number().int(),
      round: z.number().int(),
      at: z.string(),
      actor: ActorSchema,
      user: z.string().nullable(),
      command: CommandSchema,
      /** How many random words the command drew. */
      draws: z.number().int(),
      events: z.array(LineSchema),
      prevHash: z.string(),
      hash: z.string(),
    }),
  ),
});

export const ReplayStepSchema = z.object({
  seq: z.number().int(),
  of: z.number().int(),
  view: GameViewSchema,
  entry: z.object({ command: CommandSchema, actor: ActorSchema, events: z.array(LineSchema) }).nullable(),
});

export const VerifySchema = z.object({
  ok: z.boolean(),
  chain: z.object({
    ok: z.boolean(),
    entries: z.number().int(),
    head: z.string(),
    broken: z.object({ seq: z.number().int(), reason: z.string() }).optional(),
  }),
  replay: z.object({ ok: z.boolean(), seq: z.number().int().optional(), reason: z.string().optional() }),
  /** Seat accounts against the racks, and (kernel games) spot accounts against the wagers. */
  ledger: z.object({ ok: z.boolean(), mismatched: z.array(z.string()) }),
});

export const LedgerSchema = z.object({
  sum: cents,
  conserved: z.boolean(),
  funded: z.boolean(),
  negative: z.record(z.string(), cents),
  cacheAgrees: z.boolean(),
  balances: z.record(z.string(), cents),
});

// ---------------------------------------------------------------- play, approvals, training

export const AdviceSchema = z.record(z.string(), z.unknown());

export const ApprovalRequestSchema = z
  .object({ command: z.looseObject({ type: z.string() }), reason: z.string().max(200).default('') })
  .strict();
export const DenySchema = z.object({ reason: z.string().max(200).default('') }).strict();
export { ApprovalSchema, LegalActionSchema };

export const DrillRequestSchema = z.object({ game: z.string(), kind: z.string().optional() }).strict();
export const DrillSchema = z.object({
  id: z.string(),
  game: z.string(),
  kind: z.string(),
  question: z.string(),
  situation: z.array(z.string()).readonly(),
  choices: z.array(z.object({ id: z.string(), label: z.string() })).readonly(),
});
export const AnswerSchema = z.object({ id: z.string(), choice: z.string() }).strict();
export const GradeSchema = z.object({
  correct: z.boolean(),
  answer: z.string(),
  rule: z.string(),
  citation: z.string().optional(),
  game: z.string(),
  kind: z.string(),
});

export const HealthSchema = z.object({
  ok: z.literal(true),
  store: z.enum(['sqlite', 'postgres']),
  tables: z.number().int(),
});
