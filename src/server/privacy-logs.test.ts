/**
 * Hidden cards in the log (issue 16): each game redacts its own log per viewer (`describe(event, viewer,
 * before)`), so a seat name made of card tokens unmasks nothing, and a card a player never showed (an
 * Asia Poker surrendered hand) stays hidden from everyone else forever: live, after a reconnect, and at
 * the same seat after its player has left; the last finished round's face-up cards show after a reload.
 * The fixture and the oracle: src/server/testing/privacy.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import type { ServerMessage } from '../protocol/wire.js';
import { audit, linesOf, notation, open, SUIT_NAMES, tokens } from './testing/privacy.js';

describe('issue 16: hidden cards in the log', () => {
  it('a surrendered Asia Poker hand stays its player’s: no one else reads it, rounds later, on reconnecting, or at the same seat after he left (§ 659a.11(a)(1), (d))', async () => {
    const f = await open('asia-poker', {}, { betWindowMs: 30 });
    const ann = await f.person('ann', 'player');
    const ben = await f.person('ben', 'player');
    const cy = await f.person('cy', 'player');
    const dealer = await f.person('dana', 'dealer');
    const floor = await f.person('fred', 'floorperson');
    await f.sit(ann, 1, 'Ann');
    await f.sit(ben, 2, 'Ben');
    await f.idle();
    await f.act(ann, 'place-wager', { kind: 'asia-poker' });
    await f.act(ben, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    await f.act(ann, 'ask-house-way');
    await f.act(ann, 'set-hands');
    await f.act(ben, 'set-hands');
    await f.idle();
    await f.act(ann, 'surrender');
    await f.act(ben, 'decline-surrender');
    await f.idle();
    const told = f.host.log.find((e) => e.events.some((ev) => ev.type === 'house-way-told'))!;
    const ev = told.events[0] as unknown as { high: Card[]; medium: Card[]; low: Card[] };
    const hand = notation([...ev.high, ...ev.medium, ...ev.low]);
    expect(f.host.log.some((e) => e.events.some((x) => x.type === 'surrendered'))).toBe(true);

    // Ann leaves; Cy takes her seat; the next round is dealt.
    await f.act(ann, 'leave');
    await f.sit(cy, 1, 'Cy');
    await f.idle();
    await f.act(ben, 'place-wager', { kind: 'asia-poker' });
    await f.act(cy, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    expect(f.host.view({ role: 'compliance' }).round).toBeGreaterThan(told.round);

    const leaks = (lines: readonly { round: number; text: string }[]): string[] =>
      lines
        .filter((l) => l.round === told.round && tokens(l.text, []).some((c) => hand.includes(c)))
        .map((l) => l.text);
    for (const p of [ben, cy, dealer, floor]) {
      const again = f.subscribe(p);
      expect(leaks(linesOf(p.inboxes[0]!)), `${p.username} live`).toEqual([]);
      expect(leaks(linesOf(again)), `${p.username} reconnecting`).toEqual([]);
      expect(linesOf(again).some((l) => l.type === 'house-way-told')).toBe(true);
    }
    expect(leaks(f.host.lines({ role: 'player', seat: 1 }, 0)), 'seat 1, now Cy’s').toEqual([]);
    expect(leaks(f.host.lines({ role: 'player' }, 0)), 'a watcher').toEqual([]);
    // Ann read her own house way; compliance reads it; everyone else reads that she asked.
    const line = (box: readonly ServerMessage[]): string =>
      linesOf(box).find((l) => l.type === 'house-way-told')?.text ?? '';
    expect(tokens(line(ann.inboxes[0]!), []).sort()).toEqual([...hand].sort());
    expect(
      tokens(
        f.host.lines({ role: 'compliance' }, 0).find((l) => l.type === 'house-way-told')!.text,
        [],
      ).sort(),
    ).toEqual([...hand].sort());
    expect(line(ben.inboxes[0]!)).toMatch(
      /^seat 1 asks for help: the house way is \?\? \?\? \?\? \?\? \| \?\? \?\? \| \?\?/,
    );
    await f.close();
  });

  it('a seat name made of card tokens unmasks nobody’s cards: the log is redacted by the game, not by matching card text', async () => {
    const f = await open('asia-poker', {}, { betWindowMs: 30 });
    const names = [...SUIT_NAMES, 'Jk ?? &lt;b&gt;As'];
    const attackers = [];
    for (const [i, name] of SUIT_NAMES.entries()) {
      const p = await f.person(`p${i}`, 'player');
      await f.sit(p, [1, 3, 4, 5][i]!, name);
      attackers.push(p);
    }
    const ben = await f.person('ben', 'player');
    await f.sit(ben, 2, 'Jk ?? &lt;b&gt;As');
    await f.idle();
    for (const p of [...attackers, ben]) await f.act(p, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    await f.act(ben, 'ask-house-way');
    await f.idle();
    const told = f.host.log.find((e) => e.events.some((ev) => ev.type === 'house-way-told'))!;
    const ev = told.events[0] as unknown as { high: Card[]; medium: Card[]; low: Card[] };
    const hand = notation([...ev.high, ...ev.medium, ...ev.low]);
    for (const p of attackers) {
      const read = linesOf(p.inboxes[0]!).filter((l) => l.round === told.round);
      expect(read.some((l) => l.type === 'house-way-told')).toBe(true);
      for (const l of read)
        expect(
          tokens(l.text, names).filter((c) => hand.includes(c)),
          `${p.username} reads "${l.text}"`,
        ).toEqual([]);
    }
    expect(audit(f, names).lines).toBeGreaterThan(10);
    await f.close();
  });

  it('after a reload the last finished round’s face-up cards show to every role, not as ??', async () => {
    const f = await open('minibaccarat');
    const ann = await f.person('ann', 'player');
    await f.sit(ann, 1, 'Ann');
    await f.idle();
    await f.act(ann, 'decline-cut');
    await f.idle();
    await f.act(ann, 'place-wager', { kind: 'banker' });
    await f.idle();
    expect(f.host.log.some((e) => e.events.some((ev) => ev.type === 'round-complete'))).toBe(true);
    const dealt = f.host.log.find((e) => e.events.some((ev) => ev.type === 'cards-dealt'))!;
    const ev = dealt.events.find((x) => x.type === 'cards-dealt') as unknown as {
      player: Card[];
      banker: Card[];
    };
    const text = `Player's Hand ${notation(ev.player).join(' ')}, Banker's Hand ${notation(ev.banker).join(' ')}`;
    const floor = await f.person('fred', 'floorperson');
    const dealer = await f.person('dana', 'dealer');
    const watcher = await f.person('wes', 'player');
    for (const p of [ann, floor, dealer, watcher]) {
      const box = f.subscribe(p);
      const line = linesOf(box).find((l) => l.type === 'cards-dealt');
      expect(line?.text, p.username).toContain(text);
      expect(line?.text).not.toContain('??');
    }
    await f.close();
  });
});
