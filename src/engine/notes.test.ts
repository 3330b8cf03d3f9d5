/** Notes in a table's log: recorded with the round, no draws, no change of state; replay passes over them. */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../core/rng.js';
import { GAMES } from '../games/registry.js';
import { isNote, replay, Table } from './table.js';

describe('notes in the table log', () => {
  const game = GAMES.get('minibaccarat')!;
  const options = game.options.parse({});

  it('change no state, replay with the commands around them, and may not draw', () => {
    const t = new Table(game, options, SeededRng.fromSeed(5), { automated: true });
    t.runAutomation();
    const before = t.state;
    const note = t.note({ role: 'dealer' }, { type: 'approval-requested' });
    expect(isNote(note.command)).toBe(true);
    expect(note).toMatchObject({ seq: t.log.length, draws: [], events: [{ type: 'approval-requested' }] });
    expect(t.state).toBe(before);
    expect(t.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'A', chips: 10_000 }).ok).toBe(
      true,
    );
    const r = replay(game, options, { automated: true }, t.log, { source: 'seeded' });
    expect(r.mismatch).toBeUndefined();
    expect(r.state).toEqual(t.state);
    const forged = t.log.map((e) => (isNote(e.command) ? { ...e, draws: [1] } : e));
    expect(replay(game, options, { automated: true }, forged, { source: 'seeded' }).mismatch).toEqual({
      seq: note.seq,
      reason: 'a note drew random words',
    });
  });
});
