/**
 * The baccarat family's rules as data (58 Pa. Code ch. 627a, 629a, 631a; House Money from the 2013
 * proposal). The three chapters are identical here except for their section numbers, so every row
 * carries a `Sections` value that each game's definition turns into its own citation.
 *
 * Nothing in this file moves a card or a chip: these are the pure functions and tables the engine,
 * the exact math, the simulator and the dealer trainer all share.
 */
import { rankOf, type Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { odds, type Odds } from '../../core/odds.js';
import { no, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import type { BaccaratOptions } from './options.js';
import { citeIn, PROFILES, type GameId, type Profile } from './profile.js';
import { phaseOf, type BaccaratState } from './state.js';

// ---------------------------------------------------------------------------------------------
// Card values
// ---------------------------------------------------------------------------------------------

/** Point-Count value (627a.6(a)): 2-9 face value, 10/J/Q/K = 0, A = 1. */
export function pointValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : rank >= 10 ? 0 : rank;
}

/**
 * Burn count (627a.5(f)): the face value of the exposed card, A = 1 and 10/J/Q/K = 10. Deliberately
 * not pointValue (spec ruling A5).
 */
export function burnFaceValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : rank >= 10 ? 10 : rank;
}

/** Point Count (627a.6(b)): the total with the left digit dropped. */
export function pointCount(cards: readonly Card[]): number {
  let total = 0;
  for (const c of cards) total += pointValue(c);
  return total % 10;
}

export const isNatural = (initialPointCount: number): boolean => initialPointCount >= 8;

// ---------------------------------------------------------------------------------------------
// Third-card rules (627a.10, 629a.10, 631a.11)
// ---------------------------------------------------------------------------------------------

/** Player's Hand draws on 0-5 and stays on 6-7 (…10(b)); nobody draws against a Natural (…10(a)). */
export const playerDraws = (player2: number, banker2: number): boolean =>
  !isNatural(player2) && !isNatural(banker2) && player2 <= 5;

/**
 * Table 1 of …10(c)(2)(iii): row = Banker's two-card count 3-6, column = value of the Player's third
 * card 0-9; true = draw.
 */
export const TABLE_1: Readonly<Record<3 | 4 | 5 | 6, readonly boolean[]>> = {
  3: [true, true, true, true, true, true, true, true, false, true],
  4: [false, false, true, true, true, true, true, true, false, false],
  5: [false, false, false, false, true, true, true, true, false, false],
  6: [false, false, false, false, false, false, true, true, false, false],
};

export type BankerRule = 'natural' | 'player-stood' | 'always-draw' | 'always-stay' | 'table-1';

/** Which clause decides the Banker's Hand, for citations and for the dealer trainer. */
export function bankerRule(player2: number, banker2: number, playerThird: number | null): BankerRule {
  if (isNatural(player2) || isNatural(banker2)) return 'natural';
  if (playerThird === null) return 'player-stood';
  if (banker2 <= 2) return 'always-draw';
  if (banker2 === 7) return 'always-stay';
  return 'table-1';
}

/**
 * Whether the Banker's Hand draws. `playerThird` is the Point-Count value of the Player's third card,
 * or null when the Player's Hand stood.
 */
export function bankerDraws(player2: number, banker2: number, playerThird: number | null): boolean {
  switch (bankerRule(player2, banker2, playerThird)) {
    case 'natural':
    case 'always-stay':
      return false;
    case 'player-stood':
      return banker2 <= 5;
    case 'always-draw':
      return true;
    case 'table-1':
      return TABLE_1[banker2 as 3 | 4 | 5 | 6][playerThird as number] as boolean;
  }
}

/** The sub-clause of …10 behind each Banker decision, relative to the chapter's section. */
export const BANKER_RULE_CLAUSE: Readonly<Record<BankerRule, string>> = {
  natural: '(a)',
  'player-stood': '(c)(1)',
  'always-draw': '(c)(2)(i)',
  'always-stay': '(c)(2)(ii)',
  'table-1': '(c)(2)(iii)',
};

// ---------------------------------------------------------------------------------------------
// The outcome of a coup, and every wager's settlement
// ---------------------------------------------------------------------------------------------

export interface Coup {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
}

export interface CoupResult {
  readonly playerPoints: number;
  readonly bankerPoints: number;
  readonly playerNatural: boolean;
  readonly bankerNatural: boolean;
  readonly winner: 'player' | 'banker' | 'tie';
  /** Banker's Hand is a three-card 7 and the Player's Hand is below 7 (627a.1 "Dragon 7"). */
  readonly dragon7: boolean;
  /** House Money (2013 proposal, …7(a)(7)): first two cards of a hand of the same rank. */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

export function coupResult(coup: Coup): CoupResult {
  const p = pointCount(coup.player);
  const b = pointCount(coup.banker);
  const [p1, p2] = coup.player as [Card, Card];
  const [b1, b2] = coup.banker as [Card, Card];
  return {
    playerPoints: p,
    bankerPoints: b,
    playerNatural: isNatural(pointCount([p1, p2])),
    bankerNatural: isNatural(pointCount([b1, b2])),
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    dragon7: b === 7 && coup.banker.length === 3 && p < 7,
    playerPair: rankOf(p1) === rankOf(p2),
    bankerPair: rankOf(b1) === rankOf(b2),
  };
}

export type WagerKind =
  | 'player'
  | 'banker'
  | 'tie'
  | 'dragon-bonus-player'
  | 'dragon-bonus-banker'
  | 'dragon-7-insurance'
  | 'house-money';

export const WAGER_KINDS: readonly WagerKind[] = [
  'player',
  'banker',
  'tie',
  'dragon-bonus-player',
  'dragon-bonus-banker',
  'dragon-7-insurance',
  'house-money',
];

/** What each wager is called where a person reads it (rejections, the rule table). */
export const WAGER_NAMES: Readonly<Record<WagerKind, string>> = {
  player: "Player's Hand wager",
  banker: "Banker's Hand wager",
  tie: 'Tie Wager',
  'dragon-bonus-player': "Dragon Bonus Wager on the Player's Hand",
  'dragon-bonus-banker': "Dragon Bonus Wager on the Banker's Hand",
  'dragon-7-insurance': 'Dragon 7 Insurance Wager',
  'house-money': 'House Money Wager',
};

/** The sub-clause of the wagers section (627a.7, 629a.7, 631a.8) that defines each wager. */
export const WAGER_CLAUSE: Readonly<Record<WagerKind, string>> = {
  player: '(a)(2)',
  banker: '(a)(1)',
  tie: '(a)(3)',
  'dragon-bonus-player': '(a)(4)',
  'dragon-bonus-banker': '(a)(4)',
  'dragon-7-insurance': '(a)(5)',
  'house-money': '(a)(7)',
};

export type DragonBonusPaytable = 'A' | 'B' | 'C';

/** Dragon Bonus paytables (627a.12(e)): index = winning margin 4..9. Natural winner 1 to 1; Natural tie push. */
export const DRAGON_BONUS_PAYTABLES: Readonly<Record<DragonBonusPaytable, Readonly<Record<number, Odds>>>> = {
  A: { 9: odds(30), 8: odds(10), 7: odds(6), 6: odds(4), 5: odds(2), 4: odds(1) },
  B: { 9: odds(20), 8: odds(8), 7: odds(7), 6: odds(4), 5: odds(3), 4: odds(1) },
  C: { 9: odds(30), 8: odds(10), 7: odds(4), 6: odds(4), 5: odds(2), 4: odds(2) },
};

export const NATURAL_WINNER_ODDS = odds(1);
export const DRAGON_7_INSURANCE_ODDS = odds(40); // …12(f)
export const HOUSE_MONEY_BOTH_PAIRS = odds(15); // …12(g)/(h), 2013 proposal
export const HOUSE_MONEY_ONE_PAIR = odds(3);
export const MINIMUM_TIE_ODDS = odds(8); // …12(b): "at least 8 to 1"
export const EVEN_MONEY = odds(1);

/** The table's settlement options that change what a wager pays. */
export interface PayRules {
  readonly ez: boolean;
  readonly tieOdds: Odds;
  readonly dragonBonusPaytable: DragonBonusPaytable;
}

export type Decision =
  | { readonly outcome: 'win'; readonly odds: Odds; readonly clause: string; readonly vigorish: boolean }
  | { readonly outcome: 'lose'; readonly clause: string }
  | { readonly outcome: 'push'; readonly clause: string };

const win = (o: Odds, clause: string, vigorish = false): Decision => ({
  outcome: 'win',
  odds: o,
  clause,
  vigorish,
});
const lose = (clause: string): Decision => ({ outcome: 'lose', clause });
const push = (clause: string): Decision => ({ outcome: 'push', clause });

/**
 * Decides one wager on a finished coup. `clause` is relative to the chapter's wagers section (…7 or
 * 631a.8) unless it starts with `.` (then relative to the chapter, e.g. `.12(e)` for the paytable).
 */
export function decideWager(kind: WagerKind, r: CoupResult, rules: PayRules): Decision {
  switch (kind) {
    case 'banker':
      // Spec ruling A2: at an EZ table the Banker wager pushes on a Dragon 7.
      if (rules.ez && r.dragon7) return push('(a)(1)(iii)');
      if (r.winner === 'banker') return win(EVEN_MONEY, '(a)(1)(i)', !rules.ez);
      return r.winner === 'player' ? lose('(a)(1)(ii)') : push('(a)(1)(iii)');
    case 'player':
      if (r.winner === 'player') return win(EVEN_MONEY, '(a)(2)(i)');
      return r.winner === 'banker' ? lose('(a)(2)(ii)') : push('(a)(2)(iii)');
    case 'tie':
      return r.winner === 'tie' ? win(rules.tieOdds, '(a)(3)(i)') : lose('(a)(3)(ii)');
    case 'dragon-bonus-player':
    case 'dragon-bonus-banker': {
      const mine = kind === 'dragon-bonus-player' ? 'player' : 'banker';
      const [myPts, otherPts, myNat, otherNat] =
        mine === 'player'
          ? [r.playerPoints, r.bankerPoints, r.playerNatural, r.bankerNatural]
          : [r.bankerPoints, r.playerPoints, r.bankerNatural, r.playerNatural];
      if (myNat) {
        if (otherNat && myPts === otherPts) return push('(a)(4)(iii)');
        if (otherNat && myPts < otherPts) return lose('(a)(4)(ii)(A)');
        // Spec ruling C2: every Natural winner is paid 1 to 1, whatever the margin.
        return win(NATURAL_WINNER_ODDS, otherNat ? '(a)(4)(i)(B)' : '(a)(4)(i)(A)');
      }
      if (otherNat || myPts <= otherPts) return lose('(a)(4)(ii)(B)');
      const margin = myPts - otherPts;
      const payout = DRAGON_BONUS_PAYTABLES[rules.dragonBonusPaytable][margin];
      return payout === undefined ? lose('(a)(4)(ii)(C)') : win(payout, '(a)(4)(i)(C)');
    }
    case 'dragon-7-insurance':
      return r.dragon7 ? win(DRAGON_7_INSURANCE_ODDS, '(a)(5)(i)') : lose('(a)(5)(ii)');
    case 'house-money':
      // Spec ruling B3: the lines are alternatives; both pairs pay 15 to 1 only.
      if (r.playerPair && r.bankerPair) return win(HOUSE_MONEY_BOTH_PAIRS, '(a)(7)(i)');
      if (r.playerPair || r.bankerPair) return win(HOUSE_MONEY_ONE_PAIR, '(a)(7)(i)');
      return lose('(a)(7)(ii)');
  }
}

/** Vigorish (…12(c)): 5 % of the amount won (spec ruling A1). */
export const VIGORISH_PERCENT = 5;

// ---------------------------------------------------------------------------------------------
// The wager rule table (the kernel's WagerRules: offered, limits, when placed and withdrawn)
// ---------------------------------------------------------------------------------------------

/** Why a table under these options does not offer the wager (…7(a)(4), (a)(5), (a)(7)), if it does not. */
function notOffered(o: BaccaratOptions, kind: WagerKind): string | undefined {
  if ((kind === 'dragon-bonus-player' || kind === 'dragon-bonus-banker') && o.dragonBonus === null)
    return 'this table does not offer the Dragon Bonus Wager';
  if (kind === 'dragon-7-insurance' && !(o.ez && o.dragon7Insurance))
    return 'the Dragon 7 Insurance Wager is offered only at an EZ Baccarat table that elects it';
  if (kind === 'house-money' && !o.houseMoney.offered)
    return 'this table does not offer the House Money Wager';
  return undefined;
}

function wagerRule(p: Profile, kind: WagerKind): WagerRule<BaccaratState, BaccaratOptions> {
  const cite = (clause: string): Citation => citeIn(p, 'wagers', clause);
  return {
    name: WAGER_NAMES[kind],
    // The placed event cites …7(b), how every wager is made (value chips on the layout); the offer
    // refusal cites the clause that defines the wager.
    citation: cite('(b)'),
    offered: (o) => {
      const why = notOffered(o, kind);
      return why === undefined ? undefined : no('wager_not_offered', why, cite(WAGER_CLAUSE[kind]));
    },
    limit: (o) => ({ ...o.limits[kind], citation: '§ 601a.2' as Citation }),
    // …7(c): "A wager may not be made, increased or withdrawn after the dealer has announced 'no more bets'".
    place: (s) => {
      const phase = phaseOf(s);
      if (phase === 'dealing')
        return no(
          'wager_after_no_more_bets',
          'a wager may not be made or increased after "no more bets"',
          cite('(c)'),
        );
      return phase === 'betting'
        ? undefined
        : no('betting_closed', 'wagers are accepted once the shoe is in play');
    },
    withdraw: (s) =>
      phaseOf(s) === 'dealing'
        ? no('wager_after_no_more_bets', 'a wager may not be withdrawn after "no more bets"', cite('(c)'))
        : undefined,
    // A Match Play Coupon rides on the base game's primary wagers only, Player or Banker (§ 603a.21(c)(1),
    // ruling B-AMB-4; R76: not the Tie, nor any side wager).
    coupon: kind === 'player' || kind === 'banker',
  };
}

const rulesOf = (p: Profile): WagerRules<BaccaratState, BaccaratOptions> =>
  Object.fromEntries(WAGER_KINDS.map((k) => [k, wagerRule(p, k)]));

/** Every wager of each chapter, as the kernel's rule table. */
export const WAGER_RULES: Readonly<Record<GameId, WagerRules<BaccaratState, BaccaratOptions>>> = {
  minibaccarat: rulesOf(PROFILES.minibaccarat),
  midibaccarat: rulesOf(PROFILES.midibaccarat),
  baccarat: rulesOf(PROFILES.baccarat),
};
