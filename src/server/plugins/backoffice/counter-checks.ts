/**
 * Counter Checks (§ 609a.13(c)(3)): books received by finance, signed out to table games and back (the
 * other party signs with his own password), manually prepared checks, and the books' custody.
 */
import {
  custodyBreaks,
  prepareCheck,
  receiveBook,
  signInBook,
  signOutBook,
  type CounterCheckState,
} from '../../../backoffice/counter-checks.js';
import * as F from '../../../protocol/backoffice.js';
import type { Kit } from './kit.js';

export function counterCheckRoutes({ act, view, repos, coSigner }: Kit): void {
  const counterState = async (): Promise<CounterCheckState> => ({
    books: await repos.counterCheckBooks.list(),
    transfers: await repos.counterCheckTransfers.list(),
    checks: await repos.counterChecks.list(),
  });
  act('counter-checks/books', {
    roles: ['finance'],
    action: 'counter-check.book',
    summary: 'Receive a Counter Check book',
    body: F.CheckBookForm,
    run: async ({ me: by, actor, body }) => receiveBook(await counterState(), by, body, actor),
  });
  act('counter-checks/sign-out', {
    roles: ['finance'],
    action: 'counter-check.sign-out',
    summary: 'Sign a book out to table games (the receiver signs)',
    body: F.BookSignOutForm,
    run: async ({ me: by, actor, body }) => {
      const receiver = await coSigner(body.receiver, 'receiver.password');
      return signOutBook(
        await counterState(),
        by,
        { id: body.id, book: body.book, receiver, procedure: body.procedure },
        actor,
      );
    },
  });
  act('counter-checks/sign-in', {
    roles: ['finance'],
    action: 'counter-check.sign-out',
    summary: 'Sign a book back in (the returner signs)',
    body: F.BookSignInForm,
    run: async ({ me: by, actor, body }) => {
      const returner = await coSigner(body.returner, 'returner.password');
      return signInBook(await counterState(), by, { book: body.book, returner }, actor);
    },
  });
  act('counter-checks', {
    roles: ['finance', 'floorperson'],
    action: 'counter-check.prepare',
    summary: 'Prepare a Counter Check manually',
    body: F.CounterCheckForm,
    run: async ({ me: by, actor, body }) => {
      const { table, voidReason, ...rest } = body;
      return prepareCheck(
        await counterState(),
        by,
        { ...rest, ...(table ? { table } : {}), ...(voidReason ? { voidReason } : {}) },
        actor,
      );
    },
  });
  view(
    'counter-checks',
    {
      roles: ['finance', 'floorperson', 'compliance'],
      summary: 'Counter Check books, their custody, and the checks',
    },
    async () => {
      const s = await counterState();
      return { ...s, custodyBreaks: custodyBreaks(s) };
    },
  );
}
