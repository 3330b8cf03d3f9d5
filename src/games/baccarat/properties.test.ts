import { describe, expect, it } from 'vitest';
import { expectConservedFromAnySeed, expectReplayed } from '../testing/table.js';
import { SeededRng } from '../../core/rng.js';
import { Table, replay } from '../../engine/table.js';
import { validateRulesSubmission } from '../../engine/rules-submission.js';
import { GAMES } from '../registry.js';
import { baccarat, midibaccarat, minibaccarat, type BaccaratGame, type BaccaratState } from './index.js';
import type { WAGER_KINDS } from './rules.js';
import { totalChips } from '../../engine/wagers.js';
import { phaseOf } from './state.js';
import { dealer, seat } from './fixtures/stacked.js';

/**
 * Chips on the layout, in players' racks, in the bank, owed in vigorish and bought in or cashed out
 * always add up: the sum over every pocket (patron:N included) is zero.
 */
function conserved(s: BaccaratState): boolean {
  return totalChips(s) === 0;
}

const OPTIONS = {
  dragonBonus: 'B',
  houseMoney: { offered: true, addPortionPercent: 50 },
  vigorish: { collection: 'deferred', roundUpTo25Cents: true },
};

/** Random play: each step a random player action, or the dealer closing bets and dealing to the next decision. */
function randomPlay(
  game: BaccaratGame,
  seed: number,
  steps: number,
  options: Record<string, unknown> = OPTIONS,
) {
  const table = new Table(game, game.options.parse(options), SeededRng.fromSeed(seed), { automated: true });
  const rng = SeededRng.fromSeed(seed + 1);
  const seats = game.id === 'baccarat' ? [1, 4, 10, 12] : [1, 4, 7];
  for (const s of seats) table.apply(seat(s), { type: 'sit', seat: s, name: `P${s}`, chips: 200_000 });
  const states: BaccaratState[] = [];
  for (let i = 0; i < steps; i += 1) {
    table.runAutomation();
    const s = seats[rng.nextInt(seats.length)] as number;
    const v = table.view(seat(s));
    const actions = v.legalActions.filter((a) => a.type !== 'leave');
    const pick = rng.nextInt(actions.length + 2);
    const a = actions[pick];
    if (a) {
      const cmd: Record<string, unknown> = { type: a.type, ...a.params };
      if (a.needs?.includes('amount')) {
        const kind = (a.params?.['kind'] as (typeof WAGER_KINDS)[number] | undefined) ?? 'player';
        cmd['amount'] = table.options.limits[kind].min * (1 + rng.nextInt(4));
      }
      // What the cut asks for (on these automated tables the position only: the table places the
      // last-hand card, R27).
      if (a.needs?.includes('position')) cmd['position'] = 10 + rng.nextInt(300);
      if (a.needs?.includes('lastHandFromBottom')) cmd['lastHandFromBottom'] = 14 + rng.nextInt(10);
      table.submit(a.actor, cmd);
    } else if (phaseOf(table.state) === 'betting' && table.state.wagers.length) {
      table.apply(dealer, { type: 'no-more-bets' });
    }
    states.push(table.state);
  }
  return { table, states };
}

describe('properties of any baccarat-family table', () => {
  it.each([minibaccarat, midibaccarat, baccarat])('$id: chips are conserved by every command', (game) => {
    expectConservedFromAnySeed((seed) => randomPlay(game, seed, 300), conserved, { rounds: 0, runs: 15 });
  });

  it.each([minibaccarat, midibaccarat, baccarat])(
    '$id: replaying the log re-decides every command and reproduces the state',
    (game) => {
      expectReplayed(game, randomPlay(game, 77, 300).table);
    },
  );

  it('replay detects a tampered log', () => {
    const { table } = randomPlay(minibaccarat, 5, 100);
    const log = table.log.map((e) => ({ ...e }));
    const i = log.findIndex((e) => e.command.type === 'shuffle');
    log[i] = { ...log[i]!, draws: log[i]!.draws.map((w, k) => (k === 3 ? (w ^ 0x8000_0000) >>> 0 : w)) };
    expect(replay(minibaccarat, table.options, table.config, log).mismatch?.seq).toBe(i + 1);
  });

  it.each([minibaccarat, midibaccarat, baccarat])(
    '$id: a player view never shows the shoe or cards the player may not see',
    (game) => {
      const { table } = randomPlay(game, 9, 200);
      let complianceSawShoe = 0;
      for (let i = 0; i < 60; i += 1) {
        const audit = table.view({ role: 'compliance' }).shoe;
        if (audit) {
          expect(audit.order).toHaveLength(audit.remaining);
          complianceSawShoe += 1;
        }
        for (const s of [1, 4, 7, 10, 12]) {
          const v = table.view(seat(s));
          expect(v.shoe?.order).toBeUndefined();
          expect(v.house).toBeUndefined();
          const c = table.state.coup;
          if (c && v.hands) {
            for (const hand of ['player', 'banker'] as const) {
              const holder = table.state.squeeze?.[hand];
              c[hand].cards.forEach((_, k) => {
                if (!c[hand].faceUp[k] && holder !== s) expect(v.hands?.[hand].cards[k]).toBeNull();
              });
            }
          }
        }
        table.runAutomation();
        const st = table.state;
        if (phaseOf(st) === 'betting' && !st.wagers.length)
          table.submit(seat(st.seats[0]!.seat), { type: 'place-wager', kind: 'player', amount: 2000 });
        if (phaseOf(table.state) === 'betting') table.apply(dealer, { type: 'no-more-bets' });
      }
      expect(complianceSawShoe).toBeGreaterThan(0);
    },
  );
});

describe('Rules Submissions (§ 601a.2)', () => {
  const validate = (doc: unknown) => validateRulesSubmission(GAMES, doc);

  it('accepts defaults and fills them in', () => {
    const r = validate({ game: 'minibaccarat' });
    expect(r.ok && r.value.options).toMatchObject({
      decks: 8,
      seats: 7,
      ez: false,
      tieOdds: { win: 8, per: 1 },
    });
  });

  it.each([
    [{ game: 'minibaccarat', options: { tieOdds: '7 to 1' } }, 'tie_odds_below_minimum', '§ 627a.12(b)'],
    [
      { game: 'minibaccarat', options: { dragon7Insurance: true } },
      'dragon_7_insurance_requires_ez',
      '§ 627a.7(a)(5)',
    ],
    [{ game: 'midibaccarat', options: { decks: 5 } }, 'invalid_option', '§ 629a.3(a)'],
    [{ game: 'minibaccarat', options: { seats: 10 } }, 'invalid_option', '§ 627a.2(a)'],
    [{ game: 'baccarat', options: { seats: 9 } }, 'invalid_option', '§ 631a.2(a)'],
    [{ game: 'midibaccarat', options: { dealing: 'face-up' } }, 'invalid_option', '§ 629a.8(c)'],
    [{ game: 'baccarat', options: { shuffler: 'automated-two-batch' } }, 'invalid_option', '§ 631a.3(a)'],
    [{ game: 'minibaccarat', options: { dragonBonus: 'D' } }, 'invalid_option', '§ 627a.12(e)'],
    [
      { game: 'minibaccarat', options: { ez: true, vigorish: { collection: 'deferred' } } },
      'vigorish_at_ez_table',
      '§ 627a.12(c)',
    ],
    [{ game: 'minibaccarat', options: { panda8: true } }, 'unknown_option', undefined],
    [{ game: 'roulette' }, 'unknown_game', undefined], // no roulette chapter in the seeds
    [{ options: {} }, 'malformed_rules_submission', undefined],
  ])('rejects %j with %s', (doc, code, citation) => {
    const r = validate(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const v = r.error.find((x) => x.code === code);
      expect(v, JSON.stringify(r.error)).toBeDefined();
      if (citation) expect(v?.citation).toBe(citation);
    }
  });

  it.each([
    ['minibaccarat', '§ 627a.2(b)(6)(i)'],
    ['midibaccarat', '§ 629a.2(b)(6)(i)'],
    ['baccarat', '§ 631a.2(b)(6)(i)'],
  ])(
    '%s: an EZ table offers Dragon 7 Insurance, its layout having the areas for it (%s)',
    (game, citation) => {
      const r = validate({ game, options: { ez: true } });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error).toContainEqual(
          expect.objectContaining({
            path: 'options.dragon7Insurance',
            code: 'dragon_7_insurance_required_at_ez',
            citation,
          }),
        );
    },
  );

  it('allows a Tie at 9 to 1 and Dragon 7 Insurance on an EZ table', () => {
    expect(
      validate({ game: 'baccarat', options: { tieOdds: '9 to 1', ez: true, dragon7Insurance: true } }).ok,
    ).toBe(true);
  });
});
