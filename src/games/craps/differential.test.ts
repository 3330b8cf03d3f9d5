/**
 * Differential test: the automated table (puck, come points, Fire Bet points, Bonus Craps markers, all
 * kept by the machine) against each wager followed alone from its placement through the rule tables'
 * resolvers, the same functions the exact math and `felt simulate` chain. Same seeds, same dice: every
 * decision and payout must agree.
 */
import { describe, expect, it } from 'vitest';
import { winnings } from '../../core/odds.js';
import { SeededRng } from '../../core/rng.js';
import { Table } from '../../engine/table.js';
import { craps } from './index.js';
import { DEFAULT_CRAPS_OPTIONS as O } from './options.js';
import {
  COME_OUT,
  FIRE_BET_START,
  resolveBonusCraps,
  resolveBuyBet,
  resolveCombination,
  resolveDontPass,
  resolveFireBet,
  resolveHardway,
  resolveOneRoll,
  resolvePass,
  resolvePlaceToWin,
  type Resolution,
} from './resolve.js';
import { BONUS_CRAPS, COMBINATIONS, NO_MARKERS, type Dice } from './rules.js';

interface Followed {
  readonly kind: string;
  state: unknown;
  readonly step: (state: unknown, dice: Dice) => Resolution<unknown>;
}

const FOLLOW: Readonly<Record<string, () => Followed>> = {
  pass: () => ({ kind: 'pass', state: COME_OUT, step: (s, d) => resolvePass(s as typeof COME_OUT, d) }),
  'dont-pass': () => ({
    kind: 'dont-pass',
    state: COME_OUT,
    step: (s, d) => resolveDontPass(s as typeof COME_OUT, d, O.dontBar),
  }),
  field: () => ({ kind: 'field', state: null, step: (_s, d) => resolveOneRoll('field', d, O) }),
  'place-6': () => ({ kind: 'place-6', state: 6, step: (_s, d) => resolvePlaceToWin(6, d, O.placeToWin[6]) }),
  'hardway-8': () => ({ kind: 'hardway-8', state: 8, step: (_s, d) => resolveHardway(8, d, O.hardways[8]) }),
  'buy-4': () => ({ kind: 'buy-4', state: 4, step: (_s, d) => resolveBuyBet(4, d) }),
  ...Object.fromEntries(
    COMBINATIONS.filter((r) => r.wager === 'horn' || r.wager === 'world' || r.wager === 'horn-high-3').map(
      (r) => [
        r.wager,
        () => ({ kind: r.wager, state: null, step: (_s: unknown, d: Dice) => resolveCombination(r, d, O) }),
      ],
    ),
  ),
  'fire-bet': () => ({
    kind: 'fire-bet',
    state: FIRE_BET_START,
    step: (s, d) => resolveFireBet(s as typeof FIRE_BET_START, d, O.fireBet),
  }),
  'all-or-nothing-at-all': () => ({
    kind: 'all-or-nothing-at-all',
    state: NO_MARKERS,
    step: (s, d) => resolveBonusCraps(BONUS_CRAPS[1] as (typeof BONUS_CRAPS)[number], s as number, d),
  }),
};

describe('the machine agrees with the rule tables followed wager by wager on the same dice', () => {
  it.each([1, 2, 3])('seed %i: 1500 rolls', (seed) => {
    const t = new Table(craps, craps.options.parse({}), SeededRng.fromSeed(seed), { automated: true });
    t.submit({ role: 'player', seat: 1 }, { type: 'sit', seat: 1, name: 'A', chips: 100_000_000 });
    t.runAutomation();
    const followed: Followed[] = [];
    let decisions = 0;
    for (let roll = 0; roll < 1500; roll += 1) {
      for (const kind of Object.keys(FOLLOW)) {
        if (followed.some((f) => f.kind === kind)) continue;
        const r = t.submit({ role: 'player', seat: 1 }, { type: 'place-wager', kind, amount: 1200 });
        if (r.ok) followed.push((FOLLOW[kind] as () => Followed)());
      }
      t.submit({ role: 'dealer' }, { type: 'no-more-bets' });
      const events = t.runAutomation();
      const thrown = events.find((e) => e.type === 'dice-thrown');
      if (!thrown || thrown.type !== 'dice-thrown') throw new Error('no roll');
      for (const f of [...followed]) {
        const r = f.step(f.state, thrown.dice);
        const settled = events.find((e) => e.type === 'wager-settled' && e.kind === f.kind);
        if (r.outcome === 'open') {
          expect(settled, `${f.kind} after ${thrown.dice.join('-')}`).toBeUndefined();
          f.state = r.state;
          continue;
        }
        decisions += 1;
        expect(settled, `${f.kind} after ${thrown.dice.join('-')}`).toMatchObject({
          outcome: r.outcome,
          winnings: r.outcome === 'win' ? winnings(1200, r.odds) : 0,
        });
        followed.splice(followed.indexOf(f), 1);
      }
    }
    expect(decisions).toBeGreaterThan(1500);
  });
});
