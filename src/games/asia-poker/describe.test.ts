import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../core/rng.js';
import type { Actor } from '../../engine/game.js';
import { Table } from '../../engine/table.js';
import { COMPLIANCE } from '../../engine/describe.js';
import { asiaPoker, type AsiaState } from './index.js';

const dealer: Actor = { role: 'dealer' };
const seat = (n: number): Actor => ({ role: 'player', seat: n });

function dealt(options: Record<string, unknown>, wagers: [number, number][]) {
  const t = new Table(asiaPoker, asiaPoker.options.parse(options), SeededRng.fromSeed(12));
  // Every line as compliance reads it (the full line), against the state its event applied to.
  const said: string[] = [];
  t.onRecord = (entry, before) =>
    said.push(...entry.events.map((e, i) => asiaPoker.describe(e, COMPLIANCE, before[i] as AsiaState)));
  for (const n of new Set(wagers.map(([p]) => p)))
    t.submit(seat(n), { type: 'sit', seat: n, name: `P${n}`, chips: 100_000 });
  t.submit(dealer, { type: 'shuffle' });
  for (const [p, area] of wagers)
    t.submit(seat(p), {
      type: 'place-wager',
      kind: 'asia-poker',
      amount: 1_000,
      ...(area !== p ? { area } : {}),
    });
  t.submit(dealer, { type: 'no-more-bets' });
  t.submit(dealer, { type: 'determine-start' });
  t.submit(dealer, { type: 'deal' });
  /** The lines from here on. */
  const from = (mark: number) => said.slice(mark);
  return { t, said, from };
}

describe('the log lines of an Asia Poker table', () => {
  it('a hand on a second area is told as the player’s, at that area (§ 659a.7(f))', () => {
    const {
      t,
      said,
      from: linesFrom,
    } = dealt({ adjacentAreas: true }, [
      [3, 3],
      [3, 4],
    ]);
    const mark = said.length;
    t.submit(seat(3), { type: 'ask-house-way', area: 4 });
    const hw =
      t
        .view(seat(3))
        .areas.find((a) => a.seat === 4)
        ?.houseWay?.split(' | ') ?? [];
    t.submit(seat(3), { type: 'set-hands', high: hw[0]!, medium: hw[1]!, low: hw[2]!, area: 4 });
    t.submit(dealer, { type: 'player-card-exposed', seat: 3 });
    const lines = linesFrom(mark);
    expect(lines[0]).toMatch(/^seat 3 \(area 4\) asks for help/);
    expect(lines[1]).toMatch(/^seat 3 \(area 4\) sets its hands/);
    expect(lines[2]).toMatch(/^a card dealt to seat 3 was exposed/);
    expect(lines.join('\n')).not.toMatch(/seat 4/);
  });

  it('a stub miscount says once that the deck leaves the table (§ 659a.8(e))', () => {
    const { t, said, from: linesFrom } = dealt({}, [[2, 2]]);
    const mark = said.length;
    t.submit(dealer, { type: 'stub-miscount', misdeal: false });
    const [line] = linesFrom(mark);
    expect(line?.match(/the deck is removed from the table/g)).toHaveLength(1);
  });

  it('a wrong start names the dice only where the shaker is used (§ 659a.13(c))', () => {
    const said = (startPosition: string) => {
      const {
        t,
        said,
        from: linesFrom,
      } = dealt({ startPosition, shuffler: 'automated', dealing: 'automated-shoe' }, [[2, 2]]);
      const mark = said.length;
      t.submit(dealer, { type: 'wrong-start' });
      return linesFrom(mark)[0] ?? '';
    };
    expect(said('shaker')).toMatch(/the dice were totalled wrongly/);
    expect(said('rng')).not.toMatch(/dice/);
    expect(said('rng')).toMatch(/random number/);
    expect(said('button')).not.toMatch(/dice/);
    expect(said('button')).toMatch(/button/);
  });
});
