import { describe, expect, it } from 'vitest';
import { roll } from '../../core/dice.js';
import { ok, type Rejection, type Result } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import { requireDealer, requireSeatedPlayer } from '../decide.js';
import type { Actor } from '../game.js';
import {
  diceTable,
  evolveDiceTable,
  NO_HOLDER,
  THROWN_DICE,
  THROWN_DICE_NO_ROLLS,
  thrownDice,
  type DiceTableConfig,
  type DiceTableFact,
  type DiceTableState,
  type ThrowState,
} from './dice-table.js';

/** A table reduced to what the procedure reads: seats, the rotation, where the throw stands. */
interface T {
  readonly seats: readonly { readonly seat: number }[];
  readonly rotation: DiceTableState;
  readonly throw: ThrowState;
}
type C =
  | { readonly type: 'give' }
  | { readonly type: 'accept' }
  | { readonly type: 'decline' }
  | { readonly type: 'no-roll'; readonly reason: string };
type E = {
  readonly type: string;
  readonly seat?: number;
  readonly everyone?: boolean;
  readonly reason?: string;
};

const ctx = { rng: SeededRng.fromSeed(1) };
const dealer: Actor = { role: 'dealer' };
const player = (seat: number): Actor => ({ role: 'player', seat });
const refusal = (code: string): Rejection => ({ code, message: code });

function config(handover: 'given' | 'offered', extra: Partial<DiceTableConfig<T, C, E>> = {}) {
  return diceTable<T, C, E>({
    geometry: { ascending: 'clockwise' },
    direction: 'clockwise',
    handover,
    noRolls: THROWN_DICE,
    rotation: (s) => s.rotation,
    seats: (s) => s.seats.map((x) => x.seat),
    throwOf: (s) => s.throw,
    dealer: requireDealer,
    player: requireSeatedPlayer,
    events: {
      given: (_s, seat) => ({ type: 'given', seat }),
      offered: (_s, seat) => ({ type: 'offered', seat }),
      accepted: (_s, seat) => ok([{ type: 'accepted', seat }]),
      declined: (_s, seat, everyone) => ({ type: 'declined', seat, everyone }),
      noRoll: (reason) => ({ type: 'no-roll', reason }),
    },
    words: {
      held: () => refusal('held'),
      asked: () => refusal('asked'),
      nobody: refusal('nobody'),
      notYours: refusal('not_yours'),
      inPlay: refusal('in_play'),
      noThrow: refusal('no_throw'),
    },
    commands: {
      give: { command: { type: 'give' }, label: 'give' },
      accept: { command: { type: 'accept' }, label: 'accept' },
      decline: { command: { type: 'decline' }, label: 'decline' },
      noRoll: (reason) => ({ command: { type: 'no-roll', reason }, label: reason }),
    },
    ...extra,
  });
}

/** The facts the test game's events carry. */
function apply(s: T, events: readonly E[]): T {
  let rotation = s.rotation;
  for (const e of events) {
    const seat = e.seat as number;
    const fact: DiceTableFact | undefined =
      e.type === 'given' || e.type === 'offered' || e.type === 'accepted'
        ? { fact: e.type, seat }
        : e.type === 'declined'
          ? { fact: 'declined', seat, everyone: e.everyone === true }
          : undefined;
    if (fact) rotation = evolveDiceTable(rotation, fact);
  }
  return { ...s, rotation };
}

const table = (...seats: number[]): T => ({
  seats: seats.map((seat) => ({ seat })),
  rotation: NO_HOLDER,
  throw: 'none',
});

function step(d: ReturnType<typeof config>, s: T, actor: Actor, c: C): [T, Result<E[], Rejection>] {
  const h =
    c.type === 'give'
      ? d.handlers.give
      : c.type === 'accept'
        ? d.handlers.accept
        : c.type === 'decline'
          ? d.handlers.decline
          : d.handlers.noRoll;
  const r = h(s, actor, c as C & { reason: string }, ctx);
  return [r.ok ? apply(s, r.value) : s, r];
}

const codeOf = (r: Result<unknown, Rejection>) => (r.ok ? 'ok' : r.error.code);

describe('a table that gives the dice (Craps, ruling R20)', () => {
  const d = config('given', { mayDecline: (s) => s.throw === 'none' });

  it('gives them around the table in its direction, passing those who declined, and starts over when all have', () => {
    let s = table(2, 5, 9);
    let r: Result<E[], Rejection>;
    [s, r] = step(d, s, dealer, { type: 'give' });
    expect(r).toEqual(ok([{ type: 'given', seat: 2 }]));
    expect(codeOf(step(d, s, dealer, { type: 'give' })[1])).toBe('held');
    expect(codeOf(step(d, s, player(5), { type: 'decline' })[1])).toBe('not_yours');
    [s, r] = step(d, s, player(2), { type: 'decline' });
    expect(r).toEqual(ok([{ type: 'declined', seat: 2, everyone: false }]));
    [s] = step(d, s, dealer, { type: 'give' });
    expect(s.rotation.holder).toBe(5);
    [s] = step(d, s, player(5), { type: 'decline' });
    [s] = step(d, s, dealer, { type: 'give' });
    expect(s.rotation.holder).toBe(9);
    [s, r] = step(d, s, player(9), { type: 'decline' });
    expect(r).toEqual(ok([{ type: 'declined', seat: 9, everyone: true }]));
    expect(s.rotation.declined).toEqual([]);
    [s] = step(d, s, dealer, { type: 'give' });
    expect(s.rotation.holder).toBe(2);
  });

  it('a holder who has thrown, or may not decline now, keeps the dice; a thrown throw clears the declines', () => {
    let s = table(1, 3);
    [s] = step(d, s, dealer, { type: 'give' });
    [s] = step(d, s, player(1), { type: 'decline' });
    [s] = step(d, s, dealer, { type: 'give' });
    expect(s.rotation).toMatchObject({ holder: 3, declined: [1] });
    expect(codeOf(step(d, { ...s, throw: 'thrown' }, player(3), { type: 'decline' })[1])).toBe('in_play');
    const thrown = { ...s, rotation: evolveDiceTable(s.rotation, { fact: 'thrown' }) };
    expect(thrown.rotation).toMatchObject({ throws: 1, declined: [] });
    expect(codeOf(step(d, thrown, player(3), { type: 'decline' })[1])).toBe('in_play');
    // A "no roll" that voids the called throw gives the holder back a first throw.
    const voided = evolveDiceTable(thrown.rotation, { fact: 'voided', called: true });
    expect(voided.throws).toBe(0);
    expect(evolveDiceTable(thrown.rotation, { fact: 'voided', called: false }).throws).toBe(1);
  });

  it('the hand passes on from the holder; a holder who leaves is replaced from his place', () => {
    let s = table(1, 4, 6);
    [s] = step(d, s, dealer, { type: 'give' });
    const passed = evolveDiceTable(s.rotation, { fact: 'passed', from: 1 });
    expect(passed).toMatchObject({ holder: null, lastHolder: 1 });
    expect(d.next(s, 1)).toBe(4);
    expect(d.next(s, 6)).toBe(1);
    const left = evolveDiceTable(evolveDiceTable(s.rotation, { fact: 'given', seat: 4 }), {
      fact: 'left',
      seat: 4,
    });
    expect(left).toMatchObject({ holder: null, lastHolder: 4 });
    expect(d.due({ ...s, rotation: left })).toEqual({ actor: dealer, command: { type: 'give' } });
    expect(d.due(s)).toBeUndefined();
    expect(codeOf(step(d, table(), dealer, { type: 'give' })[1])).toBe('nobody');
  });
});

describe('a table that offers the dice (Props & Hops R9, Three Dice Football R10)', () => {
  it('the player offered accepts and holds them; anyone else is refused', () => {
    const d = config('offered');
    const [offered, r] = step(d, table(3, 7), dealer, { type: 'give' });
    let s = offered;
    expect(r).toEqual(ok([{ type: 'offered', seat: 3 }]));
    expect(codeOf(step(d, s, dealer, { type: 'give' })[1])).toBe('asked');
    expect(codeOf(step(d, s, player(7), { type: 'accept' })[1])).toBe('not_yours');
    [s] = step(d, s, player(3), { type: 'accept' });
    expect(s.rotation).toMatchObject({ holder: 3, offeredTo: null, lastHolder: 3 });
  });

  it('a decline offers the next player at once; when everyone has declined the dealer offers again', () => {
    const d = config('offered');
    let s = table(3, 7);
    let r: Result<E[], Rejection>;
    [s] = step(d, s, dealer, { type: 'give' });
    [s, r] = step(d, s, player(3), { type: 'decline' });
    expect(r).toEqual(
      ok([
        { type: 'declined', seat: 3, everyone: false },
        { type: 'offered', seat: 7 },
      ]),
    );
    [s, r] = step(d, s, player(7), { type: 'decline' });
    expect(r).toEqual(ok([{ type: 'declined', seat: 7, everyone: true }]));
    expect(s.rotation).toMatchObject({ offeredTo: null, declined: [] });
    expect(d.due(s)).toEqual({ actor: dealer, command: { type: 'give' } });
  });

  it('or starts over at once, where the game says so (Props & Hops), never back to the one who declined', () => {
    const d = config('offered', { afterDecline: { next: 'at-once', everyone: 'at-once' } });
    let s = table(3, 7);
    [s] = step(d, s, dealer, { type: 'give' });
    [s] = step(d, s, player(3), { type: 'decline' });
    const [, r] = step(d, s, player(7), { type: 'decline' });
    expect(r).toEqual(
      ok([
        { type: 'declined', seat: 7, everyone: true },
        { type: 'offered', seat: 3 },
      ]),
    );
    const alone = table(4);
    const [, only] = step(d, step(d, alone, dealer, { type: 'give' })[0], player(4), { type: 'decline' });
    expect(only).toEqual(ok([{ type: 'declined', seat: 4, everyone: true }]));
  });
});

describe('"no roll" (ruling R19, § 661a.5)', () => {
  const d = config('given');
  it.each(Object.entries(THROWN_DICE_NO_ROLLS))('%s', (reason, rule) => {
    const out = step(d, { ...table(1), throw: 'thrown' }, dealer, { type: 'no-roll', reason })[1];
    expect(codeOf(out)).toBe(rule.valid ? 'ok' : 'not_a_no_roll');
  });
  it.each(Object.entries(THROWN_DICE_NO_ROLLS))(
    'once the throw is called, %s voids it only if it reads a face: (f) or (g) (§ 661a.5(e))',
    (reason, rule) => {
      const out = step(d, { ...table(1), throw: 'called' }, dealer, { type: 'no-roll', reason })[1];
      const expected = !rule.valid ? 'not_a_no_roll' : rule.afterCall ? 'ok' : 'throw_called';
      expect(codeOf(out)).toBe(expected);
      if (expected === 'throw_called' && !out.ok) expect(out.error.citation).toBe('§ 661a.5(e)');
      expect(rule.afterCall).toBe(reason === 'cocked-on-several-sides' || reason === 'disputed');
    },
  );
  it('needs a throw in progress, a reason the table knows and the dealer', () => {
    expect(codeOf(step(d, table(1), dealer, { type: 'no-roll', reason: 'disputed' })[1])).toBe('no_throw');
    const thrown = { ...table(1), throw: 'thrown' as const };
    expect(codeOf(step(d, thrown, dealer, { type: 'no-roll', reason: 'sneezed' })[1])).toBe('not_a_no_roll');
    expect(codeOf(step(d, thrown, player(1), { type: 'no-roll', reason: 'disputed' })[1])).toBe(
      'not_permitted',
    );
  });
  it('offers every reason to the dealer, and the give, accept and decline actions', () => {
    expect(d.noRollCandidates().map((c) => c.command)).toEqual(
      Object.keys(THROWN_DICE_NO_ROLLS).map((reason) => ({ type: 'no-roll', reason })),
    );
    expect(d.giveCandidate()).toEqual({ actor: dealer, command: { type: 'give' }, label: 'give' });
    expect(d.playerCandidates(table(1), 1).map((c) => c.command.type)).toEqual(['accept', 'decline']);
  });
});

describe('the dice of a throw (ruling R27)', () => {
  const words = { automated: refusal('automated_table'), required: refusal('dice_required') };
  it('a live table takes the dice called; an automated one draws them and refuses called dice', () => {
    const rng = SeededRng.fromSeed(4);
    expect(thrownDice({ automated: false, count: 2, rng }, [3, 4], words)).toEqual(
      ok({ dice: [3, 4], source: 'called' }),
    );
    expect(codeOf(thrownDice({ automated: false, count: 2, rng }, undefined, words))).toBe('dice_required');
    expect(codeOf(thrownDice({ automated: true, count: 3, rng }, [1, 2, 3], words))).toBe('automated_table');
    const drawn = thrownDice({ automated: true, count: 3, rng }, undefined, words);
    expect(drawn).toEqual(ok({ dice: roll(SeededRng.fromSeed(4), 3), source: 'seeded' }));
  });
});
