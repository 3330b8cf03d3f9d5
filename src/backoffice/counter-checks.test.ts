import { describe, expect, it } from 'vitest';
import {
  custodyBreaks,
  prepareCheck,
  receiveBook,
  signInBook,
  signOutBook,
  type CounterCheckRepositories,
  type CounterCheckState,
} from './counter-checks.js';
import type { Rejection, Result } from '../core/result.js';
import { commit, MemoryRepository, type Change } from './records.js';
import { STAFF } from './testing/desk.js';

const procedure = { reference: 'IC-609a-4', approvedOn: '2025-12-01' };

async function books() {
  const repos: CounterCheckRepositories = {
    counterCheckBooks: new MemoryRepository(),
    counterCheckTransfers: new MemoryRepository(),
    counterChecks: new MemoryRepository(true),
  };
  let at = Date.UTC(2026, 0, 5, 18);
  const state = async (): Promise<CounterCheckState> => ({
    books: await repos.counterCheckBooks.list(),
    transfers: await repos.counterCheckTransfers.list(),
    checks: await repos.counterChecks.list(),
  });
  const run = async (
    f: (
      s: CounterCheckState,
      actor: { account: string; at: number },
    ) => Result<Change<keyof CounterCheckRepositories>, Rejection>,
    who: string,
  ): Promise<Rejection | 'ok'> => {
    at += 60_000;
    const r = f(await state(), { account: who, at });
    if (!r.ok) return r.error;
    await commit(repos, r.value);
    return 'ok';
  };
  return { repos, state, run };
}

const check = {
  book: 'B1',
  serial: 1001,
  patron: { id: 'P-9', name: 'Pat Patron' },
  amount: 500_000,
  patronSigned: true,
  table: 'BJ-4',
};

describe('§ 609a.13(c)(3): manual Counter Checks and their book', () => {
  it('finance signs the book out to table games under the approved procedure, and back in; the invariant holds throughout', async () => {
    const w = await books();
    expect(
      await w.run((s, a) => receiveBook(s, STAFF.fay, { id: 'B1', from: 1001, to: 1050 }, a), 'fay'),
    ).toBe('ok');
    // Finance prepares while it has the book; table games may not.
    expect(await w.run((s, a) => prepareCheck(s, STAFF.pam, check, a), 'pam')).toMatchObject({
      code: 'book_not_in_custody',
      citation: '§ 609a.13(c)(3)',
    });
    expect(
      await w.run(
        (s, a) =>
          signOutBook(s, STAFF.fay, { id: 'T1', book: 'B1', receiver: STAFF.pam, procedure: undefined }, a),
        'fay',
      ),
    ).toMatchObject({ code: 'no_procedure' });
    expect(
      await w.run(
        (s, a) => signOutBook(s, STAFF.fay, { id: 'T1', book: 'B1', receiver: STAFF.fran, procedure }, a),
        'fay',
      ),
    ).toMatchObject({ code: 'not_authorised' });
    expect(
      await w.run(
        (s, a) => signOutBook(s, STAFF.fay, { id: 'T1', book: 'B1', receiver: STAFF.pam, procedure }, a),
        'fay',
      ),
    ).toBe('ok');
    expect(custodyBreaks(await w.state())).toEqual([]);
    expect(await w.run((s, a) => prepareCheck(s, STAFF.fay, check, a), 'fay')).toMatchObject({
      code: 'book_not_in_custody',
    });
    expect(
      await w.run((s, a) => prepareCheck(s, STAFF.pam, { ...check, patronSigned: false }, a), 'pam'),
    ).toMatchObject({ code: 'incomplete_check' });
    expect(await w.run((s, a) => prepareCheck(s, STAFF.pam, check, a), 'pam')).toBe('ok');
    expect(await w.run((s, a) => prepareCheck(s, STAFF.pam, check, a), 'pam')).toMatchObject({
      code: 'serial_used',
    });
    expect(
      await w.run((s, a) => prepareCheck(s, STAFF.pam, { ...check, serial: 1051 }, a), 'pam'),
    ).toMatchObject({ code: 'serial_not_in_book' });
    expect(
      await w.run(
        (s, a) => prepareCheck(s, STAFF.pam, { ...check, serial: 1002, voidReason: ' ' }, a),
        'pam',
      ),
    ).toMatchObject({ code: 'void_reason_missing' });
    expect(
      await w.run(
        (s, a) =>
          prepareCheck(s, STAFF.pam, { ...check, serial: 1002, voidReason: 'wrong amount written' }, a),
        'pam',
      ),
    ).toBe('ok');
    expect(
      await w.run((s, a) => signInBook(s, STAFF.fay, { book: 'B1', returner: STAFF.pam }, a), 'fay'),
    ).toBe('ok');
    const s = await w.state();
    expect(s.transfers[0]).toMatchObject({
      used: [1001, 1002],
      procedure: 'IC-609a-4',
      returnedBy: { name: 'Pam Pit' },
      signedInBy: { name: 'Fay Finance' },
    });
    expect(s.books[0]).toMatchObject({ custody: 'finance', version: 3 });
    expect(s.books[0]).not.toHaveProperty('transfer');
    expect(custodyBreaks(s)).toEqual([]);
    expect(custodyBreaks({ ...s, books: [{ ...s.books[0]!, custody: 'table-games' }] })).toEqual([
      'book B1: table-games with 0 open sign-out(s)',
    ]);
  });
});
