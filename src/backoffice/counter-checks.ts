/**
 * Manually prepared Counter Checks (58 Pa. Code § 609a.13(c)(3), proposed 2013): finance controls the
 * unused supply and may issue the book of manual Counter Checks to the table games department, with
 * sign-out and sign-in procedures in its internal controls documenting each transfer and return (spec
 * D.2). The procedure must be approved before the first transfer (spec ruling D-AMB-1).
 *
 * Invariant: a book is either in finance's custody or out on exactly one open sign-out. A check is
 * prepared only from a book in the preparer's department's custody; its serial lies in the book's
 * range and is used once. The other fields of a Counter Check are set by § 609a.13's paragraphs the
 * seed elides; Felt requires the ones every check needs (ruling R38): the patron, the amount, the
 * preparer and the patron's signature, and a reason for every void.
 */
import { cite } from '../core/citation.js';
import type { Cents } from '../core/money.js';
import { ok, type Result } from '../core/result.js';
import { dayOf, nonBlank, refuse, type Refusal } from './common.js';
import { inserted, updated, type Actor } from './events.js';
import { atOrAbove, DEPARTMENT, sign, type Signature, type StaffAccount } from './people.js';
import { merge, next, type Change, type Repository, type Stored } from './records.js';
import './sections.js';

export const COUNTER_CHECK_CITATION = cite('§ 609a.13(c)(3)');

export interface CounterCheckBook extends Stored {
  readonly from: number;
  readonly to: number;
  readonly custody: 'finance' | 'table-games';
  /** The open sign-out while the book is with table games. */
  readonly transfer?: string;
  readonly receivedBy: string;
  readonly at: number;
}

export interface CounterCheckTransfer extends Stored {
  readonly book: string;
  /** The finance employee who signs the book out, and the table games supervisor who takes it. */
  readonly signedOutBy: Signature;
  readonly receivedBy: Signature;
  readonly signedOutAt: number;
  /** The approved internal control it follows. */
  readonly procedure: string;
  readonly returnedBy?: Signature;
  readonly signedInBy?: Signature;
  readonly returnedAt?: number;
  /** The serials used while the book was out. */
  readonly used?: readonly number[];
}

export interface CounterCheck extends Stored {
  readonly book: string;
  readonly serial: number;
  readonly patron: { readonly id: string; readonly name: string };
  readonly amount: Cents;
  readonly preparedBy: Signature;
  readonly preparedAt: number;
  readonly department: 'finance' | 'table-games';
  readonly table?: string;
  readonly patronSigned: boolean;
  readonly voidReason?: string;
}

export interface CounterCheckRepositories {
  readonly counterCheckBooks: Repository<CounterCheckBook>;
  readonly counterCheckTransfers: Repository<CounterCheckTransfer>;
  readonly counterChecks: Repository<CounterCheck>;
}
type Into = keyof CounterCheckRepositories;

export interface CounterCheckState {
  readonly books: readonly CounterCheckBook[];
  readonly transfers: readonly CounterCheckTransfer[];
  readonly checks: readonly CounterCheck[];
}

/** The sign-out and sign-in procedure in the approved internal controls (spec ruling D-AMB-1). */
export interface SignOutProcedure {
  readonly reference: string;
  readonly approvedOn: string;
}

export type CounterCheckCode =
  | 'not_authorised'
  | 'signature_incomplete'
  | 'no_procedure'
  | 'book_not_with_finance'
  | 'book_not_out'
  | 'book_not_in_custody'
  | 'bad_range'
  | 'serial_not_in_book'
  | 'serial_used'
  | 'incomplete_check'
  | 'void_reason_missing'
  | 'unknown'
  | 'duplicate_id';

type Out = Result<Change<Into>, Refusal<CounterCheckCode>>;
const C = COUNTER_CHECK_CITATION;

function signature(a: StaffAccount, at: number): Result<Signature, Refusal<CounterCheckCode>> {
  const s = sign(a, at, C);
  return s.ok ? ok(s.value) : refuse('signature_incomplete', s.error.message, C);
}

const isFinance = (a: StaffAccount) => DEPARTMENT[a.position] === 'finance';
const isTableGamesSupervisor = (a: StaffAccount) => atOrAbove(a.position, 'pit-manager');

/** A new book of manual Counter Checks, into finance's unused supply. */
export function receiveBook(
  s: CounterCheckState,
  by: StaffAccount,
  input: { readonly id: string; readonly from: number; readonly to: number },
  actor: Actor,
): Out {
  if (!isFinance(by) || by.id !== actor.account)
    return refuse('not_authorised', 'finance controls the unused supply of Counter Checks', C);
  if (!Number.isSafeInteger(input.from) || input.from < 1 || input.to < input.from)
    return refuse('bad_range', 'a range of serial numbers', C);
  if (s.books.some((b) => b.id === input.id)) return refuse('duplicate_id', `book ${input.id} exists`);
  if (s.books.some((b) => b.from <= input.to && input.from <= b.to))
    return refuse('bad_range', 'the serials overlap another book', C);
  const book: CounterCheckBook = {
    ...input,
    version: 1,
    custody: 'finance',
    receivedBy: by.id,
    at: actor.at,
  };
  return ok(
    inserted(
      'counterCheckBooks',
      book,
      'counter-check-book.recorded',
      actor,
      `Counter Check book ${input.id} (${input.from}-${input.to}) received`,
      C,
    ),
  );
}

/** Finance signs a book out to table games, under the approved procedure; a pit manager or above takes it. */
export function signOutBook(
  s: CounterCheckState,
  by: StaffAccount,
  input: {
    readonly id: string;
    readonly book: string;
    readonly receiver: StaffAccount;
    readonly procedure: SignOutProcedure | undefined;
  },
  actor: Actor,
): Out {
  if (!isFinance(by) || by.id !== actor.account)
    return refuse('not_authorised', 'finance issues the book to table games', C);
  if (
    !input.procedure ||
    !nonBlank(input.procedure.reference) ||
    input.procedure.approvedOn > dayOf(actor.at)
  )
    return refuse(
      'no_procedure',
      'the sign-out and sign-in procedure is in approved internal controls before the first transfer',
      C,
    );
  if (!isTableGamesSupervisor(input.receiver))
    return refuse('not_authorised', 'a table games supervisor (pit manager or above) takes the book', C);
  const book = s.books.find((b) => b.id === input.book);
  if (!book || book.custody !== 'finance')
    return refuse('book_not_with_finance', `book ${input.book} is not in finance's custody`, C);
  if (s.transfers.some((t) => t.id === input.id))
    return refuse('duplicate_id', `transfer ${input.id} exists`);
  const out = signature(by, actor.at);
  if (!out.ok) return out;
  const rec = signature(input.receiver, actor.at);
  if (!rec.ok) return rec;
  const t: CounterCheckTransfer = {
    id: input.id,
    version: 1,
    book: book.id,
    signedOutBy: out.value,
    receivedBy: rec.value,
    signedOutAt: actor.at,
    procedure: input.procedure.reference,
  };
  return ok(
    merge(
      inserted(
        'counterCheckTransfers',
        t,
        'counter-check-transfer.recorded',
        actor,
        `book ${book.id} signed out to ${input.receiver.name}`,
        C,
      ),
      updated(
        'counterCheckBooks',
        next(book, { custody: 'table-games', transfer: t.id }),
        'counter-check-book.recorded',
        actor,
        `book ${book.id} with table games`,
        C,
      ),
    ),
  );
}

/** The book comes back: signed in by finance, returned by a table games supervisor; the serials used are listed. */
export function signInBook(
  s: CounterCheckState,
  by: StaffAccount,
  input: { readonly book: string; readonly returner: StaffAccount },
  actor: Actor,
): Out {
  if (!isFinance(by) || by.id !== actor.account)
    return refuse('not_authorised', 'finance signs the book back in', C);
  if (!isTableGamesSupervisor(input.returner))
    return refuse('not_authorised', 'a table games supervisor returns the book', C);
  const book = s.books.find((b) => b.id === input.book);
  const t = s.transfers.find((x) => x.id === book?.transfer && x.returnedAt === undefined);
  if (!book || book.custody !== 'table-games' || !t)
    return refuse('book_not_out', `book ${input.book} is not signed out`, C);
  const back = signature(by, actor.at);
  if (!back.ok) return back;
  const ret = signature(input.returner, actor.at);
  if (!ret.ok) return ret;
  const used = s.checks
    .filter((c) => c.book === book.id && c.preparedAt >= t.signedOutAt && c.preparedAt <= actor.at)
    .map((c) => c.serial);
  const home: CounterCheckBook = { ...book, version: book.version + 1, custody: 'finance' };
  delete (home as { transfer?: string }).transfer;
  return ok(
    merge(
      updated(
        'counterCheckTransfers',
        next(t, { returnedAt: actor.at, returnedBy: ret.value, signedInBy: back.value, used }),
        'counter-check-transfer.recorded',
        actor,
        `book ${book.id} signed back in (${used.length} used)`,
        C,
      ),
      updated(
        'counterCheckBooks',
        home,
        'counter-check-book.recorded',
        actor,
        `book ${book.id} back with finance`,
        C,
      ),
    ),
  );
}

/**
 * A manually prepared Counter Check: by the department that has the book (finance, or table games while
 * it is signed out to them), from a serial in the book not used before.
 */
export function prepareCheck(
  s: CounterCheckState,
  by: StaffAccount,
  input: {
    readonly book: string;
    readonly serial: number;
    readonly patron: { readonly id: string; readonly name: string };
    readonly amount: Cents;
    readonly patronSigned: boolean;
    readonly table?: string;
    readonly voidReason?: string;
  },
  actor: Actor,
): Out {
  const book = s.books.find((b) => b.id === input.book);
  if (!book) return refuse('unknown', `no book ${input.book}`, C);
  const dept = DEPARTMENT[by.position];
  if (
    by.id !== actor.account ||
    dept !== (book.custody === 'finance' ? 'finance' : 'table-games') ||
    (dept === 'table-games' && !atOrAbove(by.position, 'floorperson'))
  )
    return refuse(
      'book_not_in_custody',
      `the book is with ${book.custody}: only that department prepares from it`,
      C,
    );
  if (input.serial < book.from || input.serial > book.to)
    return refuse('serial_not_in_book', `serial ${input.serial} is not in book ${book.id}`, C);
  if (s.checks.some((c) => c.book === book.id && c.serial === input.serial))
    return refuse('serial_used', `serial ${input.serial} was used`, C);
  const voiding = input.voidReason !== undefined;
  if (voiding && !nonBlank(input.voidReason))
    return refuse('void_reason_missing', 'a voided Counter Check has its reason', C);
  if (
    !voiding &&
    (!nonBlank(input.patron.id) ||
      !nonBlank(input.patron.name) ||
      !Number.isSafeInteger(input.amount) ||
      input.amount <= 0 ||
      !input.patronSigned)
  )
    return refuse(
      'incomplete_check',
      "a Counter Check names the patron, the amount in cents and carries the patron's signature",
      C,
    );
  const sig = signature(by, actor.at);
  if (!sig.ok) return sig;
  const check: CounterCheck = {
    id: `${book.id}-${input.serial}`,
    version: 1,
    book: book.id,
    serial: input.serial,
    patron: input.patron,
    amount: input.amount,
    preparedBy: sig.value,
    preparedAt: actor.at,
    department: book.custody,
    patronSigned: input.patronSigned,
    ...(input.table !== undefined ? { table: input.table } : {}),
    ...(voiding ? { voidReason: input.voidReason } : {}),
  };
  return ok(
    inserted(
      'counterChecks',
      check,
      'counter-check.recorded',
      actor,
      `Counter Check ${check.id}${voiding ? ' voided' : ''}`,
      C,
    ),
  );
}

/** Books out of finance without an open sign-out, or with more than one: each a broken invariant. */
export function custodyBreaks(s: CounterCheckState): string[] {
  return s.books.flatMap((b) => {
    const open = s.transfers.filter((t) => t.book === b.id && t.returnedAt === undefined);
    if (b.custody === 'finance' && open.length === 0) return [];
    if (b.custody === 'table-games' && open.length === 1 && open[0]?.id === b.transfer) return [];
    return [`book ${b.id}: ${b.custody} with ${open.length} open sign-out(s)`];
  });
}
