/**
 * Settlement of one position (§ 669a.11(i), § 649a.12; ruling R69 for the order): the hand is turned
 * over (unless folded, R68), then Pair Plus (§ 649a.12(d)), the Ante and the Play against the dealer
 * (§ 649a.12 under R28: a dealer below queen high does not qualify: the Ante wins 1 to 1 and the Play
 * pushes), the Ante Bonus on a played hand whatever the dealer holds (§ 649a.12(b)), and the Six Card
 * Bonus on the player's three cards and the dealer's three (§ 649a.12(f), the Super Royal first, T-4).
 * Each is a resolution per wager, turned into its settled event and transfers by the kernel's `settle`.
 */
import type { Citation } from '../../core/citation.js';
import { formatOdds, odds } from '../../core/odds.js';
import { stakeOf } from '../../engine/coupons.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { payout, settle, type Decided, type Wager } from '../../engine/wagers.js';
import { paytablesOf } from './options.js';
import { CITE, handName, sixCardRow, showdown, threeCardRow, type Showdown } from './rules.js';
import { wagerOf, type Event, type PlayerHand, type Settled, type TcpState } from './state.js';

export const settled = (w: Wager, r: Decided, hand?: string): Settled => settle(w, r, hand ? { hand } : {});

/**
 * A round voided (§ 669a.13): every wager on the layout returned, and any Ante collected at a fold
 * returned from the table inventory with them ("all wagers shall be returned").
 */
export function voidRound(s: TcpState, reason: string, citation: Citation, deckRemoved: boolean): Event[] {
  return [
    ...s.wagers.map((w) => settled(w, { outcome: 'push', citation })),
    {
      type: 'round-voided',
      reason,
      deckRemoved,
      citation,
      transfers: moves(
        ...s.hands
          .filter((h) => h.anteCollected > 0)
          .map((h) => transfer(pocket.bank, pocket.rack(h.seat), h.anteCollected)),
      ),
    },
  ];
}

const ONE = odds(1);

/** The Ante and Play resolutions for a showdown (R28). */
function antePlay(result: Showdown): { ante: Decided; play: Decided } {
  switch (result) {
    case 'dealer-does-not-qualify':
      return {
        ante: { outcome: 'win', odds: ONE, citation: CITE.qualify },
        play: { outcome: 'push', citation: CITE.qualify },
      };
    case 'player-wins':
      return {
        ante: { outcome: 'win', odds: ONE, citation: CITE.payAntePlay },
        play: { outcome: 'win', odds: ONE, citation: CITE.payAntePlay },
      };
    case 'tie':
      return {
        ante: { outcome: 'push', citation: CITE.settleOrder },
        play: { outcome: 'push', citation: CITE.settleOrder },
      };
    case 'dealer-wins':
      return {
        ante: { outcome: 'lose', citation: CITE.settleOrder },
        play: { outcome: 'lose', citation: CITE.settleOrder },
      };
  }
}

/** Pair Plus on the player's three cards (§ 649a.12(d)), whatever he did with the Ante (R28). */
function pairPlus(s: TcpState, h: PlayerHand): Event[] {
  const w = wagerOf(s, h.seat, 'pair-plus');
  if (!w) return [];
  const r = threeCardRow(paytablesOf(s.options).pairPlus, h.cards);
  return [
    r
      ? settled(w, { outcome: 'win', odds: r.odds, citation: r.citation }, r.hand)
      : settled(w, { outcome: 'lose', citation: CITE.payPairPlus }),
  ];
}

/** The Ante Bonus of a played hand (§ 649a.12(b)): paid on the Ante from the table inventory. */
function anteBonus(s: TcpState, h: PlayerHand, ante: Wager): Event[] {
  const r = threeCardRow(paytablesOf(s.options).anteBonus, h.cards);
  if (!r) return [];
  // Paid on the Ante, a riding coupon's value included (§ 603a.1, ruling B-AMB-3).
  const amount = payout(stakeOf(ante), r.odds);
  return [
    {
      type: 'ante-bonus-paid',
      seat: h.seat,
      hand: r.hand,
      odds: formatOdds(r.odds),
      ante: stakeOf(ante),
      amount,
      citation: r.citation,
      transfers: moves(transfer(pocket.bank, pocket.rack(h.seat), amount)),
    },
  ];
}

/** The Six Card Bonus on the player's three cards and the dealer's three (§ 649a.12(f), T-4). */
function sixCard(s: TcpState, h: PlayerHand): Event[] {
  const w = wagerOf(s, h.seat, 'six-card-bonus');
  if (!w) return [];
  const r = threeCardRowSix(s, h);
  return [
    r
      ? settled(w, { outcome: 'win', odds: r.odds, citation: r.citation }, r.hand)
      : settled(w, { outcome: 'lose', citation: CITE.paySixCard }),
  ];
}

const threeCardRowSix = (s: TcpState, h: PlayerHand) =>
  sixCardRow(paytablesOf(s.options).sixCardBonus, [...h.cards, ...(s.dealer?.cards ?? [])]);

/** Turn over and settle one position, in the order of R69. */
export function settleHand(s: TcpState, h: PlayerHand): Event[] {
  const dealer = s.dealer?.cards ?? [];
  const played = h.decision === 'play';
  const result = played ? showdown(h.cards, dealer) : null;
  const out: Event[] = [];
  if (h.decision !== 'fold')
    out.push({
      type: 'hand-revealed',
      seat: h.seat,
      cards: h.cards,
      hand: handName(h.cards),
      showdown: result,
      citation: CITE.settleOrder,
    });
  out.push(...pairPlus(s, h));
  const ante = wagerOf(s, h.seat, 'ante');
  const play = wagerOf(s, h.seat, 'play');
  if (result && ante && play) {
    const r = antePlay(result);
    out.push(settled(ante, r.ante), settled(play, r.play), ...anteBonus(s, h, ante));
  } else if (ante) {
    // An Ante with no Play Wager beside it is a folded hand's (collected at the fold); never left open.
    out.push(settled(ante, { outcome: 'lose', citation: CITE.fold }));
  }
  out.push(...sixCard(s, h));
  return out;
}
