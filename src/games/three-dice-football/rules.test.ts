import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds.js';
import { registerDiceSections } from '../../regulation/dice-sections.js';
import { resolveCitation } from '../../regulation/sections.js';
import {
  CITE,
  DEFAULT_FRACTIONAL_POLICY,
  FULL_GAME_WAGERS,
  KICKOFF,
  SINGLE_PLAY_WAGERS,
  classifyThrow,
  downPuck,
  extraPointPayout,
  fullGameCitation,
  gameLengthPuck,
  mayPlace,
  resolveDrivePlay,
  resolveSinglePlay,
  settleFullGame,
  validateStake,
  winningsCents,
  type DrivePlay,
  type SinglePlayWager,
  type Throw,
} from './rules.js';

const t = (g1: number, g2: number, red: number): Throw => [g1, g2, red] as unknown as Throw;

/** Spec §1.4 "Test vectors: single throws": net result per unit. */
const SINGLE_THROWS: [Throw, string, number, number[]][] = [
  // throw, kind, dice yards, [trips, penalty, turnover, cover3, nogain, bigplay, over4, under4]
  [t(1, 1, 1), 'trips-td', 1, [30, -1, -1, 7, -1, 4, 7, -1]],
  [t(4, 4, 4), 'trips-td', 4, [30, -1, -1, 7, -1, 4, 7, -1]],
  [t(1, 1, 6), 'turnover', -4, [-1, 9, 60, 7, 5, -1, -1, 1]],
  [t(2, 1, 6), 'turnover', -3, [-1, 9, 60, 7, 5, -1, -1, 1]],
  [t(2, 2, 6), 'penalty', -2, [-1, 9, -1, 7, 5, -1, -1, 1]],
  [t(2, 3, 5), 'no-gain', 0, [-1, -1, -1, -1, 5, -1, -1, 1]],
  [t(3, 3, 2), 'gain', 4, [-1, -1, -1, -1, -1, -1, -1, -1]],
  [t(2, 2, 1), 'gain', 3, [-1, -1, -1, -1, -1, -1, -1, 1]],
  [t(4, 2, 1), 'gain', 5, [-1, -1, -1, -1, -1, -1, 1, -1]],
  [t(5, 4, 2), 'gain', 7, [-1, -1, -1, -1, -1, 4, 1, -1]],
  [t(6, 6, 1), 'gain', 11, [-1, -1, -1, -1, -1, 4, 1, -1]],
];
const ORDER: SinglePlayWager[] = [
  'trips-td',
  'penalty',
  'turnover',
  'cover-three',
  'no-gain',
  'big-play',
  'over-four-yards',
  'under-four-yards',
];

describe('single throws (661a.1, 661a.3(d), 661a.8(b)): spec test vectors', () => {
  it.each(SINGLE_THROWS)('%j is %s', (dice, kind, yards, nets) => {
    const c = classifyThrow(dice);
    expect(c.kind).toBe(kind);
    expect(c.diceYards).toBe(yards);
    ORDER.forEach((w, i) => {
      const s = resolveSinglePlay(w, dice);
      const net = s.outcome === 'win' ? s.odds.win / s.odds.per : -1;
      expect(net, w).toBe(nets[i]);
    });
  });
});

function game(throws: Throw[]): DrivePlay[] {
  const plays: DrivePlay[] = [];
  let state = KICKOFF;
  for (const dice of throws) {
    const p = resolveDrivePlay(state, dice);
    plays.push(p);
    if (p.end) break;
    state = p.state;
  }
  return plays;
}

/** The defense wins on downs at `play`, under `citation`. */
function expectDownsEnd(g: readonly DrivePlay[], play: number, citation: string): void {
  expect(g[play - 1]!.end).toMatchObject({ winner: 'defense', via: 'downs', play, citation });
}

describe('whole games (661a.6): spec test vectors', () => {
  it('T1: defense wins on downs at play 4 (1st & Goal at once on reaching the 10, ruling A1)', () => {
    const g = game([t(6, 6, 1), t(3, 3, 2), t(1, 3, 5), t(2, 3, 5)]);
    expect(g.map((p) => p.state.yardsToGo)).toEqual([9, 5, 6, 6]);
    expect(g[0]!.state.series).toBe('goal');
    expectDownsEnd(g, 4, CITE.goalDownsExhausted);
  });
  it('T2: touchdown at play 3', () => {
    const g = game([t(4, 4, 2), t(5, 4, 1), t(6, 6, 1)]);
    expect(g.map((p) => p.state.yardsToGo)).toEqual([14, 6, -5]);
    expect(g[2]!.end).toMatchObject({ winner: 'offense', via: 'touchdown', play: 3 });
  });
  it('T3: three penalties reach the 23 and end the game on downs', () => {
    const g = game([t(1, 3, 5), t(1, 3, 5), t(1, 3, 5)]);
    expect(g.map((p) => p.state.yardsToGo)).toEqual([21, 22, 23]);
    expectDownsEnd(g, 3, CITE.downsExhausted);
  });
  it('T4: a Turnover in the goal series; the Game Changer wins', () => {
    const g = game([t(3, 2, 1), t(3, 2, 1), t(6, 4, 1), t(1, 1, 6)]);
    expect(g.map((p) => p.state.yardsToGo)).toEqual([16, 12, 3, 3]);
    const end = g[3]!.end!;
    expect(end).toMatchObject({ winner: 'defense', via: 'turnover', play: 4 });
    expect(settleFullGame('game-changer', end)).toMatchObject({ outcome: 'win', odds: odds(5, 1) });
  });
  it('T5: Trips on play 2; Quick Strike pays 5 to 1', () => {
    const g = game([t(6, 5, 2), t(2, 2, 2)]);
    const end = g[1]!.end!;
    expect(end).toMatchObject({ winner: 'offense', via: 'trips-td', play: 2 });
    expect(settleFullGame('quick-strike-td', end)).toMatchObject({ outcome: 'win', odds: odds(5, 1) });
    expect(settleFullGame('game-length-2', end)).toMatchObject({ outcome: 'win', odds: odds(22, 1) });
    expect(settleFullGame('defense', end).outcome).toBe('lose');
  });
  it('T6: reaching the 0 is a touchdown (ruling A2)', () => {
    const g = game([t(6, 6, 1), t(6, 4, 1)]);
    expect(g.map((p) => p.state.yardsToGo)).toEqual([9, 0]);
    expect(g[1]!.end).toMatchObject({ winner: 'offense', play: 2 });
  });
  it('T8: reaching the 10 earns 1st & Goal', () => {
    const g = game([t(6, 6, 2), t(6, 6, 2)]);
    expect(g[0]!.state).toMatchObject({ yardsToGo: 10, series: 'goal', downsUsed: 0 });
    expect(downPuck(g[0]!.state)).toBe('1st & Goal');
    expect(g[1]!.end).toMatchObject({ winner: 'offense', via: 'touchdown', play: 2 });
  });
  it('the pucks: 1st Down and Play 1 at kickoff, then 2nd Down and Play 2', () => {
    expect(downPuck(KICKOFF)).toBe('1st Down');
    expect(gameLengthPuck(KICKOFF)).toBe(1);
    const p = resolveDrivePlay(KICKOFF, t(2, 3, 5));
    expect(downPuck(p.state)).toBe('2nd Down');
    expect(gameLengthPuck(p.state)).toBe(2);
    expect(p.yards).toBe(0);
  });
  it('a penalty moves the marker back 1 yard only', () => {
    expect(resolveDrivePlay(KICKOFF, t(1, 1, 5))).toMatchObject({ yards: -1, state: { yardsToGo: 21 } });
  });
});

describe('full game settlement (661a.6(f), 661a.8(a))', () => {
  const td = { winner: 'offense', via: 'touchdown', play: 5, citation: CITE.definitions } as const;
  const downs = { winner: 'defense', via: 'downs', play: 3, citation: CITE.downsExhausted } as const;
  it('the Extra Point paytable', () => {
    expect(extraPointPayout(t(1, 4, 5))).toEqual(odds(1, 1));
    expect(extraPointPayout(t(1, 1, 5))).toEqual(odds(10, 1));
    expect(extraPointPayout(t(1, 1, 1))).toEqual(odds(50, 1));
    expect(extraPointPayout(t(3, 3, 3))).toEqual(odds(10, 1));
    expect(extraPointPayout(t(2, 3, 4))).toBeNull();
    expect(settleFullGame('extra-point', td, t(6, 6, 6))).toMatchObject({
      outcome: 'win',
      odds: odds(10, 1),
    });
    expect(settleFullGame('extra-point', downs).outcome).toBe('lose');
  });
  it('Quick Strike loses on a touchdown at play 5; Defense pays 4 to 5', () => {
    expect(settleFullGame('quick-strike-td', td).outcome).toBe('lose');
    expect(settleFullGame('touchdown', td)).toMatchObject({ outcome: 'win', odds: odds(1, 1) });
    expect(settleFullGame('defense', downs)).toMatchObject({ outcome: 'win', odds: odds(4, 5) });
    expect(settleFullGame('game-length-3', downs)).toMatchObject({ outcome: 'win', odds: odds(6, 5) });
    expect(settleFullGame('game-changer', downs).outcome).toBe('lose'); // ruling A13
  });
  it('full game wagers only before the first throw (661a.3(c))', () => {
    expect(mayPlace('full-game', KICKOFF)).toBe(true);
    const after = resolveDrivePlay(KICKOFF, t(2, 3, 5)).state;
    expect(mayPlace('full-game', after)).toBe(false);
    expect(mayPlace('single-play', after)).toBe(true);
  });
});

describe('fractional payouts (ruling A9)', () => {
  it('multiples of 5 chips pay exactly; other stakes are refused', () => {
    expect(validateStake(odds(4, 5), 2500, DEFAULT_FRACTIONAL_POLICY)).toEqual([]);
    expect(validateStake(odds(4, 5), 700, DEFAULT_FRACTIONAL_POLICY).map((v) => v.code)).toEqual([
      'stake_not_multiple_of_payout_unit',
    ]);
    expect(validateStake(odds(1, 1), 700, DEFAULT_FRACTIONAL_POLICY)).toEqual([]);
    expect(winningsCents(2500, odds(4, 5), DEFAULT_FRACTIONAL_POLICY)).toBe(2000);
  });
  it('round-down pays to the smallest chip', () => {
    const policy = { policy: 'round-down', chipCents: 100 } as const;
    expect(validateStake(odds(4, 5), 700, policy)).toEqual([]);
    expect(winningsCents(700, odds(4, 5), policy)).toBe(500);
    expect(winningsCents(700, odds(6, 5), policy)).toBe(800);
  });
});

describe('citations', () => {
  registerDiceSections();
  it('every citation resolves', () => {
    for (const c of Object.values(CITE)) expect(resolveCitation(c), c).toBeDefined();
    for (const r of SINGLE_PLAY_WAGERS) expect(resolveCitation(r.citation)).toBeDefined();
    for (const w of FULL_GAME_WAGERS) expect(resolveCitation(fullGameCitation(w)), w).toBeDefined();
    expect(fullGameCitation('game-length-4')).toBe('§ 661a.3(b)(6)(iv)');
  });
});
