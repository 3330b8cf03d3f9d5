/**
 * Properties over random legal play at automated tables of the three games: money is conserved (the
 * kernel's pockets sum to zero and no pocket but a patron's or the bank goes negative), every wager is
 * settled or returned by the end of its round, and replaying the log reproduces the state.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Pocket } from '../../engine/pockets.js';
import { replay, Table } from '../../engine/table.js';
import { totalChips } from '../../engine/wagers.js';
import { blackjack, doubleAttackBlackjack, spanish21, type BlackjackGame } from './index.js';

const OPTIONS: Record<string, Record<string, unknown>> = {
  'double-attack-blackjack': {},
  blackjack: {
    surrender: 'late',
    houseMoney: { offered: true },
    straightJack: { offered: true },
    hitAndRun: { offered: true },
  },
  'spanish-21': { surrender: 'late' },
};

describe('property: chips are conserved and every round ends with the layout clear', () => {
  it.each([doubleAttackBlackjack, blackjack, spanish21].map((g) => [g.id, g] as const))(
    '%s',
    (_, game: BlackjackGame) => {
      const options = game.options.parse(OPTIONS[game.id]);
      const table = new Table(game, options, SeededRng.fromSeed(7), { automated: true });
      const rng = SeededRng.fromSeed(8);
      for (const s of [1, 3, 5])
        table.submit({ role: 'player', seat: s }, { type: 'sit', seat: s, name: `P${s}`, chips: 5_000_000 });
      let rounds = 0;
      for (let step = 0; step < 3000 && rounds < 60; step += 1) {
        table.runAutomation();
        const s = table.state;
        expect(totalChips(s)).toBe(0);
        for (const x of s.seats) expect(x.chips).toBeGreaterThanOrEqual(0);
        for (const w of s.wagers) expect(w.amount).toBeGreaterThan(0);
        for (const [p, v] of Object.entries(s.pockets) as [Pocket, number][])
          if (!p.startsWith('patron') && p !== 'bank') expect(v, p).toBeGreaterThanOrEqual(0);
        if (s.r.stage === 'betting' && s.shoe.stage.kind === 'in-play' && s.round > rounds) {
          rounds = s.round;
          // Only wagers placed for the new round lie on the layout: on each seat's own spot, before any card.
          expect(
            s.wagers.filter(
              (w) => w.spot !== String(w.seat) || w.kind === 'insurance' || w.kind === 'double-attack',
            ),
          ).toEqual([]);
        }
        const seat = [1, 3, 5][rng.nextInt(3)] as number;
        const acts = table
          .view({ role: 'player', seat })
          .legalActions.filter((a) => a.type !== 'leave' && a.type !== 'buy-in');
        const a = acts[rng.nextInt(acts.length + 1)];
        if (!a) {
          if (s.r.stage === 'betting' || s.r.stage === 'double-attack')
            table.submit({ role: 'dealer' }, { type: 'no-more-bets' });
          else {
            const due = game.overdue?.(s);
            if (due) table.apply(due.actor, due.command);
          }
          continue;
        }
        const cmd: Record<string, unknown> = { type: a.type, ...a.params };
        for (const need of a.needs ?? []) cmd[need] = need === 'amount' ? 100 * (1 + rng.nextInt(30)) : 12;
        table.submit(a.actor, cmd);
      }
      expect(rounds).toBeGreaterThan(20);
      const settledKinds = new Set(
        table.log.flatMap((e) => e.events).flatMap((e) => (e.type === 'wager-settled' ? [e.kind] : [])),
      );
      expect(settledKinds.has('bet')).toBe(true);
      const r = replay(game, options, { automated: true }, table.log, { source: 'seeded' });
      expect(r.mismatch).toBeUndefined();
      expect(r.state).toEqual(table.state);
    },
  );
});
