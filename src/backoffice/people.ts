/**
 * The people the back office records: staff accounts (by the server's account id) with the position
 * that sets their level, and the signatures the regulations require on every ledger entry, form and
 * report ("the name, signature and Board-issued credential number", § 603a.20(f)(4), (g)(4)-(5),
 * (h)(3), (j)(8), (l)(5); temporary § 525.21, the same letters).
 *
 * A signature in Felt is the act of an authenticated account: the server fills it from the account
 * that signs (the computerized system's "equivalent audit trail", § 603a.20(r)(2)), so the name and
 * credential number come from the account, never from the form.
 */
import type { Citation } from '../core/citation.js';
import { refusal, type Refusal } from './common.js';

/** Positions, by department. Table games positions form the chain of command "X or above". */
export const POSITIONS = [
  'dealer',
  'boxperson',
  'floorperson',
  'pit-manager',
  'assistant-table-games-shift-manager',
  'table-games-shift-manager',
  'table-games-director',
  'finance-clerk',
  'finance-supervisor',
  'marketing-representative',
  'marketing-supervisor',
  'security',
  'surveillance-operator',
  'surveillance-supervisor',
  'compliance',
] as const;
export type Position = (typeof POSITIONS)[number];

export type Department = 'table-games' | 'finance' | 'marketing' | 'security' | 'surveillance' | 'compliance';

export const DEPARTMENT: Readonly<Record<Position, Department>> = {
  dealer: 'table-games',
  boxperson: 'table-games',
  floorperson: 'table-games',
  'pit-manager': 'table-games',
  'assistant-table-games-shift-manager': 'table-games',
  'table-games-shift-manager': 'table-games',
  'table-games-director': 'table-games',
  'finance-clerk': 'finance',
  'finance-supervisor': 'finance',
  'marketing-representative': 'marketing',
  'marketing-supervisor': 'marketing',
  security: 'security',
  'surveillance-operator': 'surveillance',
  'surveillance-supervisor': 'surveillance',
  compliance: 'compliance',
};

/**
 * "Floorperson or above", "pit manager or above", "assistant table games shift manager or above"
 * (§§ 603a.13(f), 611a.5(a)): the table games supervisory chain. Dealers and boxpersons are outside
 * it (rank 0), as is every other department.
 */
const TABLE_GAMES_RANK: Readonly<Partial<Record<Position, number>>> = {
  floorperson: 1,
  'pit-manager': 2,
  'assistant-table-games-shift-manager': 3,
  'table-games-shift-manager': 4,
  'table-games-director': 5,
};
export const rankOf = (p: Position): number => TABLE_GAMES_RANK[p] ?? 0;
export const atOrAbove = (p: Position, floor: Position): boolean =>
  rankOf(p) > 0 && rankOf(p) >= rankOf(floor);

/** A staff account as the back office needs it. The server owns accounts; this is its projection. */
export interface StaffAccount {
  readonly id: string;
  /** The full name, as it is signed. */
  readonly name: string;
  readonly position: Position;
  /** The Board-issued credential number; every signature needs one. */
  readonly credential?: string;
  readonly active: boolean;
}

/** A signature on a ledger entry, form or report, made by an account at a time. */
export interface Signature {
  readonly accountId: string;
  readonly name: string;
  readonly credential: string;
  readonly position: Position;
  readonly signedAt: number;
}

/** A Board-issued credential number as Felt accepts it: letters, digits and dashes, 4 to 20. */
export const CREDENTIAL = /^[A-Za-z0-9][A-Za-z0-9-]{3,19}$/;

export type SignatureCode = 'signature_missing' | 'signature_incomplete' | 'signer_not_authorised';

/** The signature an account makes now, or why it cannot sign (no credential number, inactive). */
export function sign(
  account: StaffAccount,
  at: number,
  citation: Citation,
):
  | { readonly ok: true; readonly value: Signature }
  | { readonly ok: false; readonly error: Refusal<SignatureCode> } {
  if (!account.active)
    return {
      ok: false,
      error: refusal('signer_not_authorised', `${account.name}'s account is not active`, citation),
    };
  if (account.credential === undefined || !CREDENTIAL.test(account.credential))
    return {
      ok: false,
      error: refusal(
        'signature_incomplete',
        `${account.name} has no Board-issued credential number on file to sign with`,
        citation,
      ),
    };
  return {
    ok: true,
    value: {
      accountId: account.id,
      name: account.name,
      credential: account.credential,
      position: account.position,
      signedAt: at,
    },
  };
}

/**
 * Every way a signature falls short: missing, without a name or a credential number, or by someone
 * whose position may not sign here (`who` lists the positions that may; empty: any).
 */
export function checkSignature(
  s: Signature | undefined,
  what: string,
  who: readonly Position[],
  citation: Citation,
): Refusal<SignatureCode>[] {
  if (!s) return [refusal('signature_missing', `${what}: no signature`, citation)];
  const out: Refusal<SignatureCode>[] = [];
  if (s.name.trim() === '' || !CREDENTIAL.test(s.credential))
    out.push(
      refusal(
        'signature_incomplete',
        `${what}: a signature carries the name and the Board-issued credential number`,
        citation,
      ),
    );
  if (who.length && !who.includes(s.position))
    out.push(
      refusal(
        'signer_not_authorised',
        `${what}: signed by a ${s.position}; it is signed by a ${who.join(' or ')}`,
        citation,
      ),
    );
  return out;
}
