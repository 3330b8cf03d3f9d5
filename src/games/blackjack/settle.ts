/**
 * Settlement at the end of a round (665a.7(o), spec A.11; 633a.7(o), B.6 T4): each hand still on the
 * layout against the dealer's total, then the Bust It (665a.7(m)), Hit and Run (633a.7(o)(2)) and
 * Straight Jack (633a.7(o)(3)) wagers, from the dealer's right, counter-clockwise (seat 1 upward, R1).
 * A resolution per wager; the kernel's `settle` turns it into the event and its transfers. Progressive
 * awards are computed on the meter before the round's first award (BJ-6) and paid from the pool.
 */
import type { Citation } from '../../core/citation.js';
import { cite } from '../../core/citation.js';
import { odds, type Odds } from '../../core/odds.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { balance, settle, type Decided as Resolution } from '../../engine/wagers.js';
import { aceOfSpades, best, bustItRow, hitAndRunRow, spanishBonus, straightTier } from './cards.js';
import { citeIn, PROFILES, RULES_SUBMISSION } from './profile.js';
import { wagerAt, type BlackjackState, type Event, type Hand } from './state.js';

/** 633a.13(m)(1), by the tier of the straight. */
export const STRAIGHT_JACK_ODDS: Readonly<Record<number, Odds>> = {
  2: odds(3),
  3: odds(15),
  4: odds(50),
  5: odds(200),
  6: odds(200),
};

const bySeat = (s: BlackjackState) => [...s.r.boxes].sort((a, b) => a.seat - b.seat);

/** A hand still on the layout against the dealer's final hand (A.11; 633a.7(o)(1); 635a.12). */
export function handResolution(s: BlackjackState, hand: Hand): Resolution & { row?: string } {
  const c = (clause: string): Citation => citeIn(PROFILES[s.game], 'dealing', clause);
  const r = s.table.rules;
  const p = best(hand.cards);
  const d = best(s.r.dealer);
  if (p > 21) return { outcome: 'lose', citation: c('(o)') };
  if (r.bonuses) {
    const bonus = spanishBonus(hand.cards, r.bonuses, { doubled: hand.doubled > 0, split: hand.split });
    if (bonus) return { outcome: 'win', odds: bonus.odds, citation: RULES_SUBMISSION, row: bonus.row };
  }
  if (d > 21 || p > d || (p === 21 && r.player21Wins))
    return { outcome: 'win', odds: odds(1), citation: c('(o)') };
  if (p < d) return { outcome: 'lose', citation: c('(o)') };
  return { outcome: 'push', citation: c('(o)') };
}

function pool(
  s: BlackjackState,
  id: string,
  reset: number,
  awards: readonly { seat: number; share: number }[],
  citation: Citation,
): Event[] {
  const meter = balance(s, pocket.pool(id));
  const full = awards.filter((a) => a.share >= 1);
  const out: Event[] = [];
  let paid = 0;
  for (const a of awards) {
    const amount =
      a.share >= 1 ? Math.floor(meter / full.length) : Math.floor((meter * Math.round(a.share * 100)) / 100);
    const pay = Math.min(amount, meter - paid);
    paid += pay;
    if (pay > 0)
      out.push({
        type: 'jackpot',
        seat: a.seat,
        pool: id,
        amount: pay,
        citation,
        transfers: moves(transfer(pocket.pool(id), pocket.rack(a.seat), pay)),
      });
  }
  if (paid > 0 && meter - paid < reset)
    out.push({
      type: 'meter',
      pool: id,
      amount: reset - (meter - paid),
      why: 'reset',
      citation,
      transfers: moves(transfer(pocket.bank, pocket.pool(id), reset - (meter - paid))),
    });
  return out;
}

/** Hit and Run (633a.7(o)(2), or 633a.7(h) on a dealer Blackjack): by the dealer's cards, R30. */
export function settleHitAndRun(s: BlackjackState, citation: Citation): Event[] {
  const t = s.table.hitAndRun;
  if (!t) return [];
  const out: Event[] = [];
  const awards: { seat: number; share: number }[] = [];
  for (const w of s.wagers.filter((x) => x.kind === 'hit-and-run').sort((a, b) => a.seat - b.seat)) {
    const row = hitAndRunRow(s.r.dealer, t.paytable);
    if (!row) out.push(settle(w, { outcome: 'lose', citation }));
    else {
      out.push(settle(w, { outcome: 'win', odds: row.odds ?? odds(0), citation: cite('§ 633a.13(l)') }));
      if (row.meterShare > 0) awards.push({ seat: w.seat, share: row.meterShare });
    }
  }
  return [...out, ...pool(s, 'hit-and-run', t.meterReset, awards, cite('§ 633a.7(o)(2)(ii)'))];
}

function straightJack(s: BlackjackState): Event[] {
  const t = s.table.straightJack;
  if (!t) return [];
  const out: Event[] = [];
  const awards: { seat: number; share: number }[] = [];
  for (const box of bySeat(s)) {
    const w = wagerAt(s, box.seat, String(box.seat), 'straight-jack');
    if (!w) continue;
    const blackjack = box.hands[0]?.status === 'blackjack';
    const tier = straightTier(box.straightCards, box.straightFrozen || blackjack);
    const o = STRAIGHT_JACK_ODDS[tier];
    if (!o) {
      out.push(settle(w, { outcome: 'lose', citation: cite('§ 633a.7(o)(3)') }));
      continue;
    }
    out.push(settle(w, { outcome: 'win', odds: o, citation: cite('§ 633a.13(m)(1)') }, { tier }));
    if (tier === 6) awards.push({ seat: box.seat, share: aceOfSpades(box.straightCards) ? 1 : 0.1 });
  }
  return [...out, ...pool(s, 'straight-jack', t.meterReset, awards, cite('§ 633a.7(o)(3)(ii)'))];
}

/** Every wager still on the layout once the dealer's hand is complete. */
export function settleRound(s: BlackjackState): Event[] {
  const out: Event[] = [];
  const c = (key: 'dealing' | 'payout', clause: string) => citeIn(PROFILES[s.game], key, clause);
  for (const box of bySeat(s)) {
    for (const hand of box.hands) {
      if (hand.status !== 'stood' && hand.status !== 'playing') continue;
      const res = handResolution(s, hand);
      const { row, ...resolution } = res;
      for (const kind of ['bet', 'double-attack'] as const) {
        const w = wagerAt(s, box.seat, hand.spot, kind);
        if (w) out.push(settle(w, resolution, row === undefined ? undefined : { row }));
      }
    }
    const bust = wagerAt(s, box.seat, String(box.seat), 'bust-it');
    if (bust) {
      const row = bustItRow(s.r.dealer);
      out.push(
        row
          ? settle(bust, { outcome: 'win', odds: row.odds, citation: c('payout', '(c)') }, { row: row.row })
          : settle(bust, { outcome: 'lose', citation: c('dealing', '(m)') }),
      );
    }
  }
  return [...out, ...settleHitAndRun(s, cite('§ 633a.7(o)(2)')), ...straightJack(s)];
}
