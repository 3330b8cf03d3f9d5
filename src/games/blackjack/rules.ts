/**
 * The wagers of the blackjack family as the kernel's rule table (ARCHITECTURE "Rules as data"): when
 * each may be placed, its limit, and the bound another wager sets on it, each row with its section.
 */
import { cite, type Citation } from '../../core/citation.js';
import { formatCents } from '../../core/money.js';
import type { ParamBounds } from '../../engine/game.js';
import { wagerAmountBounds } from '../../engine/legal-actions.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import type { TableRules } from './options.js';
import { citeIn, PROFILES } from './profile.js';
import { wagerAt, type BlackjackState, type WagerKind } from './state.js';

type Rule = WagerRule<BlackjackState, TableRules>;

const betOf = (s: BlackjackState, seat: number): number => wagerAt(s, seat, String(seat), 'bet')?.amount ?? 0;
const existing = (s: BlackjackState, seat: number, kind: WagerKind): number =>
  wagerAt(s, seat, String(seat), kind)?.amount ?? 0;

const c = (s: BlackjackState, key: Parameters<typeof citeIn>[1], clause: string): Citation =>
  citeIn(PROFILES[s.game], key, clause);

const betting = (s: BlackjackState, what: string, citation: Citation) =>
  s.shoe.stage.kind === 'in-play' && s.r.stage === 'betting'
    ? undefined
    : no('betting_closed', `the ${what} is placed before the first card is dealt`, citation);

/** A side wager needs the Bet first and, where the rules say, goes no higher than it. */
function needsBet(
  s: BlackjackState,
  seat: number,
  amount: number,
  kind: WagerKind,
  upToBet: boolean,
  citation: Citation,
) {
  const bet = betOf(s, seat);
  if (bet === 0)
    return no('bet_first', 'this wager is placed by a player with a Bet on the layout', citation);
  if (upToBet && existing(s, seat, kind) + amount > bet)
    return no('above_bet', `the wager may not exceed the Bet (${formatCents(bet)})`, citation);
  return undefined;
}

const limit = (kind: string, citation: string) => (t: TableRules) => {
  const l = t.limits[kind];
  return l ? { ...l, citation: cite(citation) } : undefined;
};

const withdrawWhileBetting: NonNullable<Rule['withdraw']> = (s, w) => {
  if (s.r.stage !== 'betting')
    return no('wager_stays', 'wagers may not be touched once the cards are dealt', c(s, 'wagers', '(c)'));
  if (w.kind === 'bet' && s.wagers.some((x) => x.seat === w.seat && x.kind !== 'bet'))
    return no('side_wagers_first', 'take the side wagers down before the Bet', c(s, 'wagers', '(c)'));
  return undefined;
};

/**
 * A blackjack side wager of § 633a.6(e) that the Rules Submission offers or not: placed while wagers
 * are open (`when`: the section saying so) beside a Bet, at the table's limits for it.
 */
function sideWager(
  kind: 'hit-and-run' | 'straight-jack' | 'house-money',
  title: string,
  offer: 'hitAndRun' | 'straightJack' | 'houseMoney',
  section: string,
  when: string,
): Rule {
  const name = `${title} ${kind === 'house-money' ? 'Wager' : 'Progressive Wager'}`;
  return {
    name,
    citation: cite(section),
    offered: (t) =>
      t[offer] ? undefined : no('not_offered', `this table does not offer the ${title} Wager`, cite(section)),
    limit: limit(kind, section),
    place: (s, r) =>
      betting(s, `${title} Wager`, cite(when)) ?? needsBet(s, r.seat, r.amount, kind, false, cite(section)),
    withdraw: withdrawWhileBetting,
  };
}

export const WAGER_RULES: WagerRules<BlackjackState, TableRules> = {
  bet: {
    name: 'Bet',
    citation: cite('§ 665a.6(d)'),
    limit: (t) => ({ ...(t.limits['bet'] ?? { min: 1, max: 1 }), citation: cite('§ 601a.2') }),
    place: (s, r) =>
      betting(s, 'Bet', c(s, 'wagers', '(d)')) ??
      (r.spot === String(r.seat) ? undefined : no('own_area', 'a Bet is placed in the player’s own area')),
    withdraw: withdrawWhileBetting,
    coupon: true,
  },
  'bust-it': {
    name: 'Bust It Wager',
    citation: cite('§ 665a.6(f)'),
    offered: (t) =>
      t.bustIt
        ? undefined
        : no('not_offered', 'this table does not offer the Bust It Wager', cite('§ 665a.6(f)')),
    limit: limit('bust-it', '§ 665a.6(f)'),
    // DA-13: locked once the up card is dealt (665a.7(e)).
    place: (s, r) =>
      betting(s, 'Bust It Wager', cite('§ 665a.7(e)')) ??
      needsBet(s, r.seat, r.amount, 'bust-it', true, cite('§ 665a.6(f)')),
    withdraw: withdrawWhileBetting,
  },
  'double-attack': {
    name: 'Double Attack Wager',
    citation: cite('§ 665a.6(e)'),
    offered: (t) =>
      t.game === 'double-attack-blackjack'
        ? undefined
        : no('not_offered', 'the Double Attack Wager is Double Attack Blackjack’s'),
    place: (s, r) =>
      s.r.stage === 'double-attack'
        ? needsBet(s, r.seat, r.amount, 'double-attack', true, cite('§ 665a.6(e)'))
        : no(
            'not_now',
            'the Double Attack Wager is made after the dealer’s up card, before the players’ cards',
            cite('§ 665a.7(e)'),
          ),
  },
  insurance: {
    name: 'Insurance Wager',
    citation: cite('§ 665a.8(a)'),
    place: (s, r) => {
      const at = c(s, 'insurance', '(a)');
      const box = s.r.boxes.find((b) => b.seat === r.seat);
      if (s.r.stage !== 'insurance' || box?.insurance !== 'open')
        return no(
          'no_insurance_offer',
          'Insurance is offered when the dealer’s up card is an ace, before the peek',
          at,
        );
      const half = Math.floor(betOf(s, r.seat) / 2);
      return r.amount > half
        ? no(
            'above_half_bet',
            `Insurance may not exceed half the Bet (${formatCents(half)})`,
            c(s, 'insurance', '(b)'),
          )
        : undefined;
    },
  },
  'hit-and-run': sideWager('hit-and-run', 'Hit and Run', 'hitAndRun', '§ 633a.6(e)(10)', '§ 633a.2(d)'),
  // BJ-8: the Straight Jack amount is the Rules Submission's.
  'straight-jack': sideWager(
    'straight-jack',
    'Straight Jack',
    'straightJack',
    '§ 633a.6(e)(11)',
    '§ 633a.2(d)',
  ),
  'house-money': sideWager('house-money', 'House Money', 'houseMoney', '§ 633a.6(e)(12)', '§ 633a.7(g)'),
};

/** The wager kinds a table under these rules offers (the Insurance and Double Attack windows open later). */
export const offeredKinds = (t: TableRules): WagerKind[] =>
  (Object.keys(WAGER_RULES) as WagerKind[]).filter((k) => !WAGER_RULES[k]?.offered?.(t));

/**
 * The amount bounds (`LegalAction.bounds`) of a wager placed in the player's own area before the deal:
 * the Bet and each side wager within the Rules Submission's limits (`limits`; Straight Jack's fixed
 * amount, BJ-8) and the chips in the rack (`wagerAmountBounds`), and Bust It no higher than the Bet
 * (§ 665a.6(f)). Undefined when no amount is possible. The Double Attack Wager and Insurance are
 * bounded by the view (their windows open after the deal).
 */
export function placeBounds(
  s: BlackjackState,
  seat: number,
  kind: WagerKind,
): Readonly<Record<string, ParamBounds>> | undefined {
  const b = wagerAmountBounds(s, s.table, WAGER_RULES, { seat, spot: String(seat), kind });
  if (b === undefined || kind !== 'bust-it') return b;
  const amount = b['amount'];
  if (amount?.max === undefined || amount.min === undefined) return b;
  const max = Math.min(amount.max, betOf(s, seat) - existing(s, seat, kind));
  return max >= amount.min ? { amount: { ...amount, max } } : undefined;
}
