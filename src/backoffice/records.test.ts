import { describe, expect, it } from 'vitest';
import { eventFor, inserted, updated } from './events.js';
import { commit, MemoryRepository, next, RecordConflict, type Stored } from './records.js';

interface Note extends Stored {
  readonly text: string;
  readonly open: boolean;
}
const actor = { account: 'acct-1', at: 1_000 };

describe('repositories and changes', () => {
  it('inserts at version 1, updates only the version it replaces, and filters on plain fields', async () => {
    const notes = new MemoryRepository<Note>();
    await notes.insert({ id: 'a', version: 1, text: 'x', open: true });
    await notes.insert({ id: 'b', version: 1, text: 'y', open: false });
    await expect(notes.insert({ id: 'a', version: 1, text: 'z', open: true })).rejects.toBeInstanceOf(
      RecordConflict,
    );
    await expect(notes.insert({ id: 'c', version: 2, text: 'z', open: true })).rejects.toBeInstanceOf(
      RecordConflict,
    );
    const a = (await notes.get('a'))!;
    await notes.update(next(a, { open: false }));
    // A second clerk still holding version 1 loses.
    await expect(notes.update(next(a, { text: 'late' }))).rejects.toBeInstanceOf(RecordConflict);
    expect((await notes.list({ open: false })).map((n) => [n.id, n.version])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('an append-only register refuses every update; what is read is a copy', async () => {
    const reg = new MemoryRepository<Note>(true);
    await reg.insert({ id: 'a', version: 1, text: 'x', open: true });
    await expect(reg.update({ id: 'a', version: 2, text: 'y', open: true })).rejects.toThrow(/append-only/);
    const copy = (await reg.get('a')) as { text: string };
    copy.text = 'mutated';
    expect((await reg.get('a'))?.text).toBe('x');
  });

  it('commit writes every record of a change in order and hands back its events', async () => {
    const repos = { notes: new MemoryRepository<Note>() };
    const first = { id: 'a', version: 1, text: 'x', open: true };
    const events = await commit(repos, {
      writes: [
        ...inserted('notes', first, 'coupon.received', actor, 'a').writes,
        ...updated('notes', next(first, { open: false }), 'coupon.voided', actor, 'a').writes,
      ],
      events: [],
    });
    expect(events).toEqual([]);
    expect(await repos.notes.get('a')).toMatchObject({ version: 2, open: false });
  });

  it('an event is plain JSON: the record as it now stands, who acted, when, and the rule', () => {
    const e = eventFor(
      'coupon.received',
      'notes',
      { id: 'a', version: 1, when: undefined } as Stored,
      actor,
      'received',
    );
    expect(e).toEqual({
      type: 'coupon.received',
      record: 'notes',
      id: 'a',
      version: 1,
      at: 1_000,
      actor: 'acct-1',
      summary: 'received',
      data: { id: 'a', version: 1 },
    });
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });
});
