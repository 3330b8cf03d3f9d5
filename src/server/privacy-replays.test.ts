/**
 * The replay and log routes of a round in progress, and the advice given (issue 16): a floorperson
 * replays what a floorperson's live view showed (never the shoe), compliance sees everything; advice
 * names no card the view does not show (an Asia Poker second hand still waiting, unseen).
 */
import { describe, expect, it } from 'vitest';
import { cards } from '../core/cards.js';
import { cite } from '../core/citation.js';
import type { GameEvent } from '../engine/game.js';
import { GAMES } from '../games/registry.js';
import { CARD } from './testing/privacy.js';
import { useServer } from './testing/server.js';

describe('issue 16: advice', () => {
  it('Asia Poker: no advice about a second hand still waiting, unseen, for the first to be set (§ 659a.7(f))', () => {
    const game = GAMES.get('asia-poker')!;
    const citation = cite('§ 659a.8(a)');
    // Seat 2 plays its own area (500) and the adjacent area 3 (1,000): area 3 is set first.
    const events = [
      { type: 'seated', seat: 2, name: 'Ann', chips: 10_000 } as GameEvent,
      { type: 'wager-placed', seat: 2, kind: 'asia-poker', amount: 500, citation },
      { type: 'wager-placed', seat: 2, kind: 'asia-poker', amount: 1_000, area: 3, citation },
      { type: 'no-more-bets', citation },
      { type: 'start-determined', method: 'rng', dice: null, total: 1, position: 0, citation },
      {
        type: 'cards-dealt',
        stacks: [
          { position: 0, cards: cards('2c 3c 4c 5c 6c 7c 8c') },
          { position: 2, cards: cards('As Ah Kd Kc Qs Js Jk') },
          { position: 3, cards: cards('9h 9d 2h 3h 4d 5s 6s') },
        ],
        citation,
      },
    ];
    const s = events.reduce(
      (st, e) => game.evolve(st, e),
      game.setup(game.options.parse({ adjacentAreas: true }), { automated: true }),
    );
    const viewer = { role: 'player', seat: 2 } as const;
    const shown = new Set(JSON.stringify(game.view(s, viewer)).match(CARD));
    expect(shown.has('As')).toBe(false);
    const advice = JSON.stringify(game.advise?.(s, viewer) ?? null);
    expect((advice.match(CARD) ?? []).filter((c) => !shown.has(c))).toEqual([]);
  });
});

describe('issue 16: the replay and log routes of a round in progress', () => {
  const felt = useServer('felt-privacy-');

  it('a floorperson replays what a floorperson’s live view showed (never the shoe); compliance sees everything', async () => {
    const { t, admin, dealer, floor, pat } = await felt.liveTable();
    expect((await pat.command(t.id, { type: 'sit', seat: 3, name: 'Pat', chips: 50_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'shuffle' }, 'dealer')).ok).toBe(true);
    expect((await pat.command(t.id, { type: 'decline-cut' })).ok).toBe(true);
    expect(
      (await dealer.command(t.id, { type: 'cut', position: 40, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    expect((await dealer.command(t.id, { type: 'burn' }, 'dealer')).ok).toBe(true);
    expect((await pat.command(t.id, { type: 'place-wager', kind: 'player', amount: 1_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'no-more-bets' }, 'dealer')).ok).toBe(true);
    const h = felt.server.tables.get(t.id)!;
    type Step = {
      view: { shoe?: { order?: string[] } | null; house?: number };
      entry: { command: object } | null;
    };
    for (let seq = 1; seq <= h.seq; seq += 1) {
      const step = (await floor.http<Step>('GET', `/api/tables/${t.id}/replay/${seq}`)).body;
      expect(step.view.shoe?.order, `seq ${seq}`).toBeUndefined();
      expect(step.view.house).toBeUndefined();
      expect(Object.keys(step.entry?.command ?? {})).toEqual(['type']);
    }
    const now = (await floor.http<Step>('GET', `/api/tables/${t.id}/replay/${h.seq}`)).body;
    expect(now.view).toEqual(JSON.parse(JSON.stringify(h.view({ role: 'floorperson' }))));
    const audit = (await admin.http<Step>('GET', `/api/tables/${t.id}/replay/${h.seq}`)).body;
    expect(audit.view.shoe?.order?.length).toBeGreaterThan(100);
    const log = await floor.http<{ entries: { command: object; events: { text: string }[] }[] }>(
      'GET',
      `/api/tables/${t.id}/log`,
    );
    expect(log.body.entries.every((e) => Object.keys(e.command).join() === 'type')).toBe(true);
    const full = await admin.http<{ entries: { command: { type: string; name?: string } }[] }>(
      'GET',
      `/api/tables/${t.id}/log`,
    );
    expect(full.body.entries.find((e) => e.command.type === 'sit')?.command.name).toBe('Pat');
  });
});
