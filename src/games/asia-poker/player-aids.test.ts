import { describe, expect, it } from 'vitest';
import { cards } from '../../core/cards.js';
import { cite } from '../../core/citation.js';
import { seated } from '../../engine/kernel.js';
import { placed } from '../../engine/wagers.js';
import { adviseAt } from './advise.js';
import { asiaPoker } from './index.js';
import { evolve, type AsiaState, type Event } from './state.js';
import { handKey, view } from './view.js';

/** A table in the setting phase with seat 2 holding `seven` (§ 659a.11(a)). */
function setting(seven: string): AsiaState {
  const citation = cite('§ 659a.8(a)');
  const events: Event[] = [
    seated(2, 'Ann', 10_000),
    placed({ seat: 2, spot: '2', kind: 'asia-poker', amount: 500 }, citation),
    { type: 'no-more-bets', citation },
    { type: 'start-determined', method: 'rng', dice: null, total: 1, position: 0, citation },
    {
      type: 'cards-dealt',
      stacks: [
        { position: 0, cards: cards('2c 3c 4c 5c 6c 7c 8c') },
        { position: 2, cards: cards(seven) },
      ],
      citation,
    },
  ];
  return events.reduce(evolve, asiaPoker.setup(asiaPoker.options.parse({}), { automated: true }));
}

describe('the setting tool names each hand the seven cards can make (§ 659a.6(b))', () => {
  const seven = 'As Ah Kd Kc Qs Js Jk';
  const s = setting(seven);

  it('gives the player holding the cards all 35 + 21 + 7 hands, named as the rankings name them', () => {
    const mine = view(s, { role: 'player', seat: 2 }).areas[0];
    const names = mine?.handNames ?? {};
    expect(Object.keys(names)).toHaveLength(63);
    expect(names[handKey(cards('Jk As Qs Js'))]).toBe('Royal flush');
    expect(names[handKey(cards('Kd Kc'))]).toBe('Pair of kings');
    expect(names[handKey(cards('Jk'))]).toBe('Ace');
    expect(handKey(cards('Kd As'))).toBe('As Kd');
  });

  it('gives other players and watchers none (they do not see the cards)', () => {
    expect(view(s, { role: 'player', seat: 3 }).areas[0]?.handNames).toBeUndefined();
    expect(view(s, { role: 'dealer' }).areas[0]?.handNames).toBeUndefined();
  });
});

describe('the player aid: legal settings ranked by expected value (felt hand advise)', () => {
  const s = setting('As Ah Kd Kc Qs Js Jk');

  it("ranks every legal setting of the player's own hand, best first, with the house way marked", () => {
    const advice = adviseAt(s, { role: 'player', seat: 2 });
    const legal = view(s, { role: 'player', seat: 2 }).areas[0]?.legalSettings ?? [];
    expect(advice?.settings).toHaveLength(legal.length);
    const evs = advice?.settings.map((a) => a.ev) ?? [];
    expect(evs).toEqual([...evs].sort((a, b) => b - a));
    expect(advice?.settings.filter((a) => a.houseWay)).toHaveLength(1);
    expect(advice?.settings[0]?.ev).toBeGreaterThan(0.9);
  });

  it('advises no one else, and nothing once the hands are set', () => {
    expect(adviseAt(s, { role: 'player', seat: 3 })).toBeUndefined();
    expect(adviseAt(s, { role: 'dealer' })).toBeUndefined();
    const set = evolve(s, {
      type: 'hands-set',
      seat: 2,
      high: cards('Jk As Qs Js'),
      medium: cards('Kd Kc'),
      low: cards('Ah'),
      foul: null,
      citation: cite('§ 659a.11(b)'),
    });
    expect(adviseAt(set, { role: 'player', seat: 2 })).toBeUndefined();
  });
});
