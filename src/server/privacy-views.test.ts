/**
 * Per-role views (issue 16; issue 11's view contract): a baccarat player never receives a card hidden
 * from them nor the shoe's order, and every log line names only cards the player's own views showed in
 * its round; the card exposed at the burn is shown to the players, those burned face down are not.
 * The fixture and the oracle: src/server/testing/privacy.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatCard, type Card } from '../core/cards.js';
import { SeededRng } from '../core/rng.js';
import { audit, open, type Person } from './testing/privacy.js';

describe('per-role views', () => {
  it.each(['midibaccarat', 'baccarat', 'minibaccarat'])(
    '%s: a player never receives a card hidden from them or the shoe',
    async (id) => {
      const f = await open(id);
      const users: Person[] = [];
      for (const [i, name] of ['ann', 'ben', 'cy'].entries()) {
        const p = await f.person(name, 'player');
        await f.sit(p, i + 1, `P${i}`);
        users.push(p);
      }
      const host = f.host;
      const rng = SeededRng.fromSeed(7);
      let hiddenSeen = 0;
      for (let step = 0; step < 400; step += 1) {
        await host.idle();
        const u = users[rng.nextInt(users.length)]!;
        const seat = host.seatOf(u.id)!;
        const acts = host
          .view({ role: 'player', seat })
          .legalActions.filter((a) => !['leave', 'cut'].includes(a.type));
        const a = acts[rng.nextInt(Math.max(1, acts.length))];
        if (a)
          await host.submit(u.id, 'player', {
            type: a.type,
            ...a.params,
            ...(a.needs?.includes('amount') ? { amount: 2_000 } : {}),
          });
        const compliance = host.view({ role: 'compliance' }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        const mine = host.view({ role: 'player', seat }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        if (compliance.hands && mine.hands && mine.hands.player.cards.some((c) => c === null))
          hiddenSeen += 1;
      }
      await f.idle();
      expect(hiddenSeen, 'some hands were face down to some player').toBeGreaterThanOrEqual(
        id === 'minibaccarat' ? 0 : 1,
      );
      for (const u of users) {
        const box = u.inboxes[0]!;
        expect(box.length).toBeGreaterThan(50);
        for (const m of box) {
          if (m.t !== 'view') continue;
          const json = JSON.stringify(m.view);
          expect(json).not.toContain('"order"');
          expect(json).not.toContain('"house"');
        }
      }
      // Every line names only cards the player's own views showed in its round.
      expect(audit(f, []).lines).toBeGreaterThan(300);
      expect(host.log.some((e) => e.events.some((ev) => ev.type === 'wager-settled'))).toBe(true);
      await f.close();
    },
  );

  it('the card exposed at the burn is shown to the players (§ 627a.5(f)), the cards burned face down are not', async () => {
    const f = await open('minibaccarat');
    const ann = await f.person('ann', 'player');
    await f.sit(ann, 1, 'Ann');
    await f.idle();
    await f.act(ann, 'decline-cut');
    await f.idle();
    const host = f.host;
    const burned = host.log.flatMap((e) => e.events).find((ev) => ev.type === 'burned') as unknown as
      { exposed: Card } | undefined;
    const exposed = formatCard(burned!.exposed);
    const viewer = { role: 'player', seat: 1 } as const;
    const view = host.view(viewer) as unknown as { round: number; shoe: { burnExposed: string | null } };
    expect(view.shoe.burnExposed).toBe(exposed);
    // The burn is logged in the round about to be played; its line names the exposed card, as the view does.
    const line = host.lines(viewer, 0).find((l) => l.type === 'burned')!;
    expect(line.round).toBe(view.round);
    expect(line.text).toMatch(new RegExp(`^burn: ${exposed} exposed, \\d+ more cards burned face down`));
    await f.close();
  });
});
