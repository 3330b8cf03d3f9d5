import { describe, expect, it } from 'vitest';
import { formatCards } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { asiaPoker } from './index.js';
import { phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });

/** An automated table whose players 1 and 6 (6 with a Bonus Wager) set the house way. */
function toTheReveal(seed = 5) {
  const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(seed), { automated: true });
  for (const n of [1, 6]) t.apply(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
  t.runAutomation();
  t.submit(seat(1), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
  t.submit(seat(6), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
  t.submit(seat(6), { type: 'place-wager', kind: 'bonus', amount: 100 });
  t.submit(dealer, { type: 'no-more-bets' });
  t.runAutomation();
  for (const n of [1, 6]) {
    const a = t.view(seat(n)).legalActions.find((x) => x.type === 'set-hands' && !x.needs);
    t.submit(seat(n), { type: 'set-hands', ...a?.params });
  }
  t.runAutomation();
  return t;
}

describe('a player who does not answer the surrender window (§ 659a.11(d), ruling R26)', () => {
  it('keeps the hand once the decision time runs out, and the round goes on', () => {
    const t = toTheReveal();
    expect(phaseOf(t.state)).toBe('settling');
    expect(asiaPoker.automate(t.state)).toBeUndefined();
    const due = asiaPoker.overdue?.(t.state);
    expect(due).toEqual({ actor: seat(1), command: { type: 'decline-surrender', area: 1 } });
    if (!due) return;
    const r = t.apply(due.actor, due.command);
    expect(r.ok && r.value.map((e) => e.type)).toEqual(['surrender-declined']);
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('betting');
    expect(t.state.round).toBe(1);
    expect(asiaPoker.overdue?.(t.state)).toBeUndefined();
  });

  it('is never taken for a player who may not surrender, nor on a live table, nor while nobody is waited on', () => {
    const t = toTheReveal();
    const h6 = t.state.hands.find((h) => h.seat === 6);
    expect(h6?.revealed).toBe(true);
    const live = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(5));
    expect(asiaPoker.overdue?.(live.state)).toBeUndefined();
    expect(asiaPoker.overdue?.({ ...t.state, automated: false })).toBeUndefined();
    const fresh = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(5), {
      automated: true,
    });
    fresh.runAutomation();
    expect(asiaPoker.overdue?.(fresh.state)).toBeUndefined();
  });
});

describe('a player who does not set his hands (issue 16: no idle player holds a table; ruling R45)', () => {
  it('has them set the house way once the decision time runs out, from the dealer’s right, and the round goes on', () => {
    const t = new Table(asiaPoker, asiaPoker.options.parse({}), SeededRng.fromSeed(9), { automated: true });
    for (const n of [2, 4]) t.apply(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
    t.runAutomation();
    for (const n of [2, 4]) t.submit(seat(n), { type: 'place-wager', kind: 'asia-poker', amount: 1000 });
    t.submit(dealer, { type: 'no-more-bets' });
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('setting');
    expect(asiaPoker.automate(t.state)).toBeUndefined();
    for (const player of [4, 2]) {
      const due = asiaPoker.overdue?.(t.state);
      expect(due?.actor).toEqual(seat(player));
      expect(due?.command.type).toBe('set-hands');
      // The setting is the house way the player could have asked for (§ 659a.11(a)(1)).
      const told = t.apply(seat(player), { type: 'ask-house-way', area: player });
      const hw = told.ok ? told.value.find((e) => e.type === 'house-way-told') : undefined;
      if (hw?.type !== 'house-way-told') throw new Error('no house way told');
      expect(due?.command).toMatchObject({
        high: formatCards(hw.high),
        medium: formatCards(hw.medium),
        low: formatCards(hw.low),
      });
      const r = t.apply(due!.actor, due!.command);
      expect(r.ok).toBe(true);
    }
    expect(asiaPoker.overdue?.(t.state)).toBeUndefined();
    t.runAutomation();
    expect(phaseOf(t.state)).not.toBe('setting');
  });
});
