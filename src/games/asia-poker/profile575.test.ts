import { describe, expect, it } from 'vitest';
import type { Result, Rejection } from '../../core/result.js';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { asiaPoker } from './index.js';
import { phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const ann: Actor = { role: 'player', seat: 2 };
const code = (r: Result<unknown, Rejection>): string => (r.ok ? 'ok' : r.error.code);

/** A table under `options`, seat 2 wagering, "no more bets" called. */
function closed(options: Record<string, unknown>, automated = false) {
  const t = new Table(asiaPoker, asiaPoker.options.parse(options), SeededRng.fromSeed(8), { automated });
  t.submit(ann, { type: 'sit', seat: 2, name: 'Ann', chips: 10_000 });
  if (automated) t.runAutomation();
  else t.submit(dealer, { type: 'shuffle' });
  t.submit(ann, { type: 'place-wager', kind: 'asia-poker', amount: 1_000 });
  const r = t.submit(dealer, { type: 'no-more-bets' });
  return { t, events: r.ok ? r.value : [] };
}
const voidCitation = (r: Result<readonly { type: string; citation?: string }[], Rejection>) =>
  r.ok
    ? (r.value.find((e) => e.type === 'round-voided')?.citation ?? r.value.map((e) => e.type).join())
    : r.error.code;

describe('the temporary ch. 575 profile (spec A9; §§ 575.5(f), 575.13(j))', () => {
  it('follows ch. 659a unless the Rules Submission names ch. 575', () => {
    expect(asiaPoker.options.parse({}).profile).toBeUndefined();
    expect(asiaPoker.checkOptions(asiaPoker.options.parse({ profile: '575' }))).toEqual([]);
  });

  it('575.5(f): a reshuffling device replaces 575.5: no starting position is found, no reshuffle is directed', () => {
    const { t, events } = closed({ profile: '575', shuffler: 'reshuffling-device', dealing: 'hand' }, true);
    expect(events.map((e) => e.type)).toEqual(['no-more-bets', 'start-determined']);
    expect(events[1]).toMatchObject({ method: 'device', position: 0, citation: '§ 575.5(f)' });
    expect(phaseOf(t.state)).toBe('dealing');
    expect(code(t.submit(dealer, { type: 'determine-start' }))).toBe('not_now');
    expect(code(t.submit(floor, { type: 'order-reshuffle' }))).toBe('device_reshuffles');
    t.runAutomation();
    expect(phaseOf(t.state)).toBe('setting');
    const shuffled = t.log.flatMap((e) => e.events).find((e) => e.type === 'shuffled');
    expect(shuffled?.citation).toBe('§ 575.5(f)');
  });

  it('659a.5(f): the device only spares the cut; the starting position and the floor’s reshuffle remain', () => {
    const { t, events } = closed({ shuffler: 'reshuffling-device' }, true);
    expect(events.map((e) => e.type)).toEqual(['no-more-bets']);
    expect(phaseOf(t.state)).toBe('start');
    expect(code(t.submit(floor, { type: 'order-reshuffle' }))).toBe('ok');
    const shuffled = t.log.flatMap((e) => e.events).find((e) => e.type === 'shuffled');
    expect(shuffled?.citation).toBe('§ 659a.5(f)');
  });

  it('575.13(j): any card exposed while the dealer deals from the hand voids the round', () => {
    const fromHand = (profile: string) => {
      const { t } = closed({ profile, dealing: 'hand', startPosition: 'rng' });
      t.submit(dealer, { type: 'determine-start', number: 3 });
      return t;
    };
    expect(voidCitation(fromHand('575').submit(dealer, { type: 'player-card-exposed', seat: 2 }))).toBe(
      '§ 575.13(j)',
    );
    expect(voidCitation(fromHand('575').submit(dealer, { type: 'dealer-card-exposed' }))).toBe('§ 575.13(j)');
    // Under ch. 659a the player decides on his own card (13(d)); a dealer's card voids under 13(j).
    expect(voidCitation(fromHand('659a').submit(dealer, { type: 'player-card-exposed', seat: 2 }))).toBe(
      'player-card-exposed',
    );
    expect(voidCitation(fromHand('659a').submit(dealer, { type: 'dealer-card-exposed' }))).toBe(
      '§ 659a.13(j)',
    );
  });

  it('575: from a shoe, a player decides on his card (13(d)) and a dealer card voids as any in his hand (13(e))', () => {
    const { t } = closed({ profile: '575', startPosition: 'rng' });
    t.submit(dealer, { type: 'determine-start', number: 3 });
    expect(voidCitation(t.submit(dealer, { type: 'player-card-exposed', seat: 2 }))).toBe(
      'player-card-exposed',
    );
    expect(voidCitation(t.submit(dealer, { type: 'dealer-card-exposed' }))).toBe('§ 659a.13(e)');
  });
});
