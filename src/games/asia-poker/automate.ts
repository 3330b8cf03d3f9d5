/**
 * The automated dealer of an Asia Poker table: the deck's steps (shuffle, cut), the starting position,
 * the deal, the dealer's setting and the settlement; the players set (or ask for the house way), and
 * say whether they surrender, themselves.
 */
import { formatCards } from '../../core/cards.js';
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { deck } from './decide.js';
import { mayStillSurrender, nextToSettle, settingTurn } from './hands.js';
import { setHouseWay } from './house-way.js';
import { rankingOptionsOf } from './options.js';
import { undecided, type AsiaState } from './state.js';

export function automate(s: AsiaState): { actor: Actor; command: Command } | undefined {
  const step = deck.automate(s);
  if (step) return step;
  const dealer: Actor = { role: 'dealer' };
  switch (s.phase) {
    case 'start':
      return { actor: dealer, command: { type: 'determine-start' } };
    case 'dealing':
      return { actor: dealer, command: { type: 'deal' } };
    case 'dealer':
      return { actor: dealer, command: { type: 'set-dealer' } };
    case 'settling': {
      // Each player who may surrender says so, or keeps the hand, before it is revealed (§ 659a.11(d)).
      const h = nextToSettle(s);
      return h && mayStillSurrender(s, h) ? undefined : { actor: dealer, command: { type: 'settle' } };
    }
    case 'betting':
    case 'setting':
      return undefined;
  }
}

/**
 * An automated table waiting on a player past the table's decision time: a player who may surrender and
 * has not announced it keeps the hand, since § 659a.11(d) has him announce a surrender before the
 * dealer exposes his hands, and silence announces none (ruling R26); a player who has not set his hands
 * has them set the house way, the setting § 659a.11(a)(1) lets him ask the dealer for, and a hand whose
 * card was exposed and that he has not decided on is played out, not voided (§ 659a.13(d); ruling R45).
 * Players are answered for one at a time, from the dealer's right, as the dealer goes round.
 */
export function overdue(s: AsiaState): { actor: Actor; command: Command } | undefined {
  if (!s.automated) return undefined;
  if (s.phase === 'setting') {
    const players = [...new Set(s.hands.map((h) => h.player))].sort((a, b) => b - a);
    for (const player of players) {
      const h = settingTurn(s, player);
      if (!h) continue;
      const actor: Actor = { role: 'player', seat: player };
      if (undecided(h)) return { actor, command: { type: 'play-hand', area: h.seat } };
      const hw = setHouseWay(s.options.houseWay, h.cards, rankingOptionsOf(s.options));
      return {
        actor,
        command: {
          type: 'set-hands',
          high: formatCards(hw.high),
          medium: formatCards(hw.medium),
          low: formatCards(hw.low),
          area: h.seat,
        },
      };
    }
    return undefined;
  }
  if (s.phase !== 'settling') return undefined;
  const h = nextToSettle(s);
  return h && mayStillSurrender(s, h)
    ? { actor: { role: 'player', seat: h.player }, command: { type: 'decline-surrender', area: h.seat } }
    : undefined;
}
