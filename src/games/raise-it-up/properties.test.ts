/**
 * Properties over random play at an automated table (players answering at random, the staff reporting
 * irregularities now and then, silent players answered for): chips are conserved after every event, the
 * progressive pool reconciles with the meter's own events, and a folded hand is never shown to anyone
 * but its player, in any view or log line, during its round or after (ruling R61).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { totalChips } from '../../engine/wagers.js';
import { describeEvent } from './describe.js';
import { raiseItUp } from './index.js';
import { METER, meterOf, type Event, type RaiseItUpState } from './state.js';
import { DEALER, FLOOR, Round, player, playRound } from './testing.js';

const VIEWERS: readonly Viewer[] = [
  { role: 'player' },
  { role: 'dealer' },
  { role: 'floorperson' },
  ...[1, 2, 3, 4].map((seat) => ({ role: 'player' as const, seat })),
];

/** Random play for `steps` commands; returns the round with every state it passed through. */
function randomPlay(seed: number, steps: number, options: Record<string, unknown> = {}) {
  const r = new Round(options, true, seed);
  const rng = SeededRng.fromSeed(seed + 1);
  const states: { before: RaiseItUpState; e: Event }[] = [];
  const apply = r.apply.bind(r);
  r.apply = (e: Event) => {
    states.push({ before: r.s, e });
    apply(e);
    expect(totalChips(r.s)).toBe(0);
  };
  for (const seat of [1, 2, 3, 4]) r.sit(seat, 200_000);
  for (let i = 0; i < steps; i += 1) {
    r.run();
    const roll = rng.nextInt(100);
    if (roll < 3) {
      const staff: Actor = roll < 2 ? DEALER : FLOOR;
      const acts = raiseItUp.view(r.s, staff).legalActions.filter((a) => !a.needs?.length);
      const a = acts[rng.nextInt(Math.max(1, acts.length))];
      if (a) r.try(a.actor, { type: a.type, ...a.params } as never);
      continue;
    }
    if (roll < 15) {
      const due = raiseItUp.overdue?.(r.s);
      if (due) r.go(due.actor, due.command);
      else if (r.s.phase === 'betting' && r.s.wagers.length) r.try(DEALER, { type: 'no-more-bets' });
      continue;
    }
    const seat = 1 + rng.nextInt(4);
    const acts = raiseItUp
      .view(r.s, player(seat))
      .legalActions.filter((a) => a.type !== 'leave' && a.type !== 'buy-in');
    const a = acts[rng.nextInt(Math.max(1, acts.length))];
    if (!a) continue;
    const amount = a.needs?.includes('amount') ? { amount: 500 * (1 + rng.nextInt(4)) } : {};
    r.try(a.actor, { type: a.type, ...a.params, ...amount } as never);
  }
  return { r, states };
}

describe('properties of random play', () => {
  it('chips are conserved after every event and the progressive pool reconciles with the meter’s events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { r, states } = randomPlay(seed, 300);
        let expected = 0;
        for (const { e } of states) {
          if (e.type === 'meter-seeded' || e.type === 'meter-reset') expected += e.amount;
          if (e.type === 'progressive-collected') expected += e.increment;
          if (e.type === 'meter-reversed') expected -= e.amount;
          if (e.type === 'progressive-settled' && e.meter) expected -= e.paid;
        }
        expect(meterOf(r.s)).toBe(expected);
        expect(r.s.pockets[METER] ?? 0).toBe(raiseItUp.view(r.s, { role: 'player' }).meter?.amount);
        expect(states.length).toBeGreaterThan(50);
      }),
      { numRuns: 12, seed: 669 },
    );
  });

  it('a folded hand is never named to another viewer, in a view or a log line, then or later (R61)', () => {
    let folds = 0;
    for (const seed of [3, 5, 8, 13]) {
      const { states } = randomPlay(seed, 260);
      let hidden: { seat: number; cards: string[] }[] = [];
      for (const { before, e } of states) {
        // A new round deals the same cards again to others: each round's folded hands are checked in it.
        if (e.type === 'no-more-bets') hidden = [];
        if (e.type === 'folded' || e.type === 'hand-forfeited') {
          const h = before.hands.find((x) => x.seat === e.seat);
          if (h) hidden.push({ seat: h.seat, cards: h.cards.map(formatCard) });
          folds += 1;
        }
        for (const v of VIEWERS)
          for (const h of hidden) {
            if (v.seat === h.seat) continue;
            const line = describeEvent(e, v, before);
            const seen = JSON.stringify(raiseItUp.view(before, v));
            for (const c of h.cards) {
              expect(line.split(/[\s,;:()]+/)).not.toContain(c);
              expect(seen).not.toMatch(new RegExp(`\\b${c}\\b`));
            }
          }
      }
    }
    expect(folds).toBeGreaterThan(0);
  });

  it('a folded hand stays its player’s: the other players, the dealer and a watcher never read it', () => {
    const r = playRound(
      { 1: 'Tc Td 4s', 2: 'Qh 7d 3c' },
      'Ks 6d 2s',
      { 1: { ante: 1_000 }, 2: { ante: 1_000, 'six-card-bonus': 500 } },
      { 1: [1], 2: ['check', 'check', 'fold'] },
    );
    let s = raiseItUp.setup(r.s.options, { automated: true });
    const text: Record<string, string[]> = {};
    for (const e of r.events) {
      for (const v of VIEWERS) (text[JSON.stringify(v)] ??= []).push(describeEvent(e, v, s));
      s = raiseItUp.evolve(s, e);
      for (const v of VIEWERS) text[JSON.stringify(v)]?.push(JSON.stringify(raiseItUp.view(s, v)));
    }
    for (const [v, lines] of Object.entries(text)) {
      const all = lines.join('\n');
      for (const c of ['Qh', '7d', '3c'])
        expect(new RegExp(`\\b${c}\\b`).test(all), `${v} reads ${c}`).toBe(
          v === '{"role":"player","seat":2}',
        );
    }
  });
});
