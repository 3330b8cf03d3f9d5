/**
 * The request bodies of the account and back-office forms as zod schemas, for the server to parse them
 * and for the web UI to check them as a person types, with the same rules and the same words: a new
 * account's credentials, an account created by an admin, a cashier's deposit, a trainee's hours and
 * table test. (The server's own copies in src/server/app.ts and training-routes.ts are to be replaced by
 * these.)
 */
import { z } from 'zod';

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

export const Username = z
  .string()
  .regex(/^[a-zA-Z0-9_.-]{2,32}$/, '2 to 32 letters, digits, dots, dashes or underscores');
export const Password = z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters');

/** Registering or logging in with a new account's username and password. */
export const Credentials = z.object({ username: Username, password: Password }).strict();

/** An admin creates an account in a role. */
export const NewAccount = Credentials.extend({ role: z.enum(ACCOUNT_ROLES) }).strict();

/** The cashier credits a player's account: a whole number of cents, more than zero. */
export const Deposit = z
  .object({
    username: z.string().min(1, 'the account to credit'),
    amount: z.number().int('whole cents').positive('more than $0.00').max(1e11, 'at most $1,000,000,000.00'),
  })
  .strict();

/** Each field's first problem, by field name (`{username: '2 to 32 letters ...'}`); empty when valid. */
export function fieldProblems(schema: z.ZodType, value: unknown): Readonly<Record<string, string>> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const key = i.path.map(String).join('.') || '';
    out[key] ??= i.message;
  }
  return out;
}
