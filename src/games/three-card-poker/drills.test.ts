/**
 * The Three Card Poker drills (611a): each drill's answer checked against an independent reading of the
 * rule it drills: the raise decision against the strategy card's Q-6-4 rule, the payout against the
 * Rules Submission's odds read directly, the settlement order against the engine's own settlement.
 */
import { describe, expect, it } from 'vitest';
import { cards as parse } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import { SYSTEMS } from '../../rankings/index.js';
import { threeCardPoker as g } from './index.js';
import { handScore } from './rules.js';

const Q64 = handScore(parse('Qs 6h 4d'));

describe('Three Card Poker drills', () => {
  const o = g.options.parse({});
  const drills = Array.from({ length: 60 }, (_, i) => g.drills?.(o, SeededRng.fromSeed(i)) ?? []).flat();

  it('the raise decision: play exactly Q-6-4 or better (§ 669a.11(f))', () => {
    const raise = drills.filter((d) => d.kind === 'tcp-raise-decision');
    expect(raise.length).toBe(60);
    for (const d of raise) {
      const hand = parse(/player: ((?:\S\S ?){3})/.exec(d.situation[0] ?? '')?.[1]?.trim() ?? '');
      expect(d.answer, d.situation[0]).toBe(handScore(hand) >= Q64 ? 'play' : 'fold');
    }
    // Both answers are drilled.
    expect(new Set(raise.map((d) => d.answer))).toEqual(new Set(['play', 'fold']));
  });

  it("payouts by paytable row: the stake times the row's odds (§ 649a.12(d), (f))", () => {
    const pay = drills.filter((d) => d.kind === 'tcp-payout');
    for (const d of pay) {
      const stake = Number(/\$([\d,.]+)/.exec(d.situation[1] ?? '')?.[1]?.replaceAll(',', '')) * 100;
      const six = d.question.includes('Six Card');
      const cardsText = (d.situation[0] ?? '').replace(/player: |dealer: |,/g, '');
      const hand = parse(cardsText.trim().split(/\s+/).join(' '));
      const cls = six
        ? SYSTEMS['six-card-bonus'].evaluate(hand, {}).class
        : SYSTEMS['three-card'].evaluate(hand, {}).class;
      const table: Record<string, number | undefined> = six ? o.sixCardPaytable : o.pairPlusPaytable;
      expect(d.answer, d.question).toBe(String(stake * (table[cls] ?? 0)));
      expect(d.choices.map((c) => c.id)).toContain(d.answer);
      expect(new Set(d.choices.map((c) => c.id)).size).toBe(d.choices.length);
    }
    expect(new Set(pay.map((d) => d.question.includes('Six Card')))).toEqual(new Set([true, false]));
  });

  it('settlement order: Pair Plus first (R69), as the engine settles', () => {
    for (const d of drills.filter((x) => x.kind === 'tcp-settlement-order'))
      expect(d.answer).toBe('pair-plus');
  });
});
