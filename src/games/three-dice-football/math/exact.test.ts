import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../../../core/rational.js';
import { SeededRng } from '../../../core/rng.js';
import {
  FULL_GAME_WAGERS,
  KICKOFF,
  extraPointPayout,
  resolveDrivePlay,
  settleFullGame,
  type DriveState,
  type GameEnd,
  type Throw,
} from '../rules.js';
import { simulateChain } from '../../../math/dice-simulate.js';
import { THROWS, threeDiceFootballOddsRows, threeDiceFootballWagerSpecs } from './exact.js';

const rows = threeDiceFootballOddsRows();
const row = (w: string) => rows.find((r) => r.wager === w)!;

describe('single play wagers: a brute-force count over (O, D) written apart from the rule table', () => {
  // For each of the 216 throws, the win/loss conditions of 661a.3(d) straight from the text.
  function count(): Record<string, Rational> {
    const ev: Record<string, number> = {};
    const add = (k: string, v: number) => (ev[k] = (ev[k] ?? 0) + v);
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1)
        for (let r = 1; r <= 6; r += 1) {
          const trips = a === b && b === r;
          const o = a + b;
          const turnover = r === 6 && o <= 3;
          const penalty = o < r; // turnovers included (661a.3(d)(2))
          add('trips-td', trips ? 30 : -1);
          add('penalty', penalty ? 9 : -1);
          add('turnover', turnover ? 60 : -1);
          add('cover-three', trips || penalty ? 7 : -1);
          add('no-gain', o <= r ? 5 : -1);
          add('big-play', trips || o - r >= 7 ? 4 : -1);
          add('over-four-yards', trips ? 7 : o - r >= 5 ? 1 : -1);
          add('under-four-yards', !trips && o - r <= 3 ? 1 : -1);
        }
    return Object.fromEntries(Object.entries(ev).map(([k, v]) => [k, rational(-v, 216)]));
  }
  const expected = count();
  it.each(Object.keys(expected))('%s', (w) => {
    const e = expected[w]!;
    expect(row(w).exact).toBe(`${e.s * e.n}/${e.d}`);
  });
});

describe('full game wagers: forward propagation of the drive, play by play', () => {
  /** The distribution of game ends, computed forwards (the exact math solves backwards). */
  function ends(): { end: GameEnd; p: Rational }[] {
    const out: { end: GameEnd; p: Rational }[] = [];
    let live = new Map<string, { s: DriveState; p: Rational }>([['k', { s: KICKOFF, p: rational(1) }]]);
    const q = rational(1, 216);
    while (live.size > 0) {
      const next = new Map<string, { s: DriveState; p: Rational }>();
      for (const { s, p } of live.values())
        for (const dice of THROWS) {
          const play = resolveDrivePlay(s, dice);
          const pp = p.mul(q);
          if (play.end) out.push({ end: play.end, p: pp });
          else {
            const k = JSON.stringify(play.state);
            const seen = next.get(k);
            next.set(k, { s: play.state, p: seen ? seen.p.add(pp) : pp });
          }
        }
      live = next;
    }
    return out;
  }
  const dist = ends();
  const pTd = dist.filter((x) => x.end.winner === 'offense').reduce((a, x) => a.add(x.p), rational(0));
  const xpEv = THROWS.reduce((a, d: Throw) => {
    const o = extraPointPayout(d);
    return a.add(rational(o ? o.win : -1, 216 * (o ? o.per : 1)));
  }, rational(0));

  it('the game lasts at most 6 plays and the probabilities sum to 1', () => {
    expect(Math.max(...dist.map((x) => x.end.play))).toBe(6);
    expect(dist.reduce((a, x) => a.add(x.p), rational(0)).equals(rational(1))).toBe(true);
  });
  // Every full game wager but the Extra Point, which the extra point roll decides (below).
  it.each(FULL_GAME_WAGERS.filter((w) => w !== 'extra-point'))('%s', (w) => {
    let ev = rational(0);
    for (const { end, p } of dist) {
      const s = settleFullGame(w, end);
      ev = ev.add(p.mul(s.outcome === 'win' ? rational(s.odds.win, s.odds.per) : rational(-1)));
    }
    expect(row(w).exact).toBe(`${-ev.s * ev.n}/${ev.d}`);
  });
  it('extra-point = P(TD) x E[extra point roll] - P(no TD)', () => {
    const ev = pTd.mul(xpEv).sub(rational(1).sub(pTd));
    expect(row('extra-point').exact).toBe(`${-ev.s * ev.n}/${ev.d}`);
  });
  it('the expected number of plays agrees, and Extra Point adds one roll on a touchdown', () => {
    const plays = dist.reduce((a, x) => a.add(x.p.mul(x.end.play)), rational(0));
    expect(row('touchdown').expectedRollsExact).toBe(`${plays.n}/${plays.d}`);
    const xp = plays.add(pTd);
    expect(row('extra-point').expectedRollsExact).toBe(`${xp.n}/${xp.d}`);
  });
  it('every wager keeps a house advantage (spec ruling A1, reason 4)', () => {
    for (const r of rows) expect(r.houseEdge, r.wager).toBeGreaterThan(0);
  });
});

describe('a seeded simulation agrees within 4 standard errors', () => {
  const specs = threeDiceFootballWagerSpecs().filter((s) =>
    ['touchdown', 'extra-point', 'game-length-3', 'turnover'].includes(s.wager),
  );
  it.each(specs.map((s, i) => [s.wager, s, i] as const))('%s', (w, spec, i) => {
    const sim = simulateChain(spec.chain, SeededRng.fromSeed(900 + i), 20_000);
    expect(Math.abs(-sim.meanPayoff - row(w).houseEdge)).toBeLessThan(4 * sim.payoffStandardError);
  });
});

describe('round-down policy (ruling A9)', () => {
  it('a $7 Defense wager paid $5 on a win costs more than exact 4 to 5', () => {
    const down = threeDiceFootballOddsRows({
      fractional: { policy: 'round-down', chipCents: 100 },
      stakeCents: 700,
    });
    const d = down.find((r) => r.wager === 'defense')!;
    expect(d.houseEdge).toBeGreaterThan(row('defense').houseEdge);
    expect(down.find((r) => r.wager === 'touchdown')!.exact).toBe(row('touchdown').exact);
  });
});
