/**
 * Settlement: a resolution per wager (decideWager in rules.ts says win, lose or push and at what odds),
 * turned into the kernel's settled events and transfers; the vigorish, collected or marked, in the
 * chapter's order; House Money before any third card; the end of the round and the void.
 */
import type { Citation } from '../../core/citation.js';
import type { Cents } from '../../core/money.js';
import { winnings as oddsWinnings } from '../../core/odds.js';
import { stakeOf } from '../../engine/coupons.js';
import { moves, pocket, transfer } from '../../engine/pockets.js';
import { roundEnds } from '../../engine/procedures/multi-deck-shoe.js';
import { findWager, owedBy, settle, type Decided, type WagerSettled } from '../../engine/wagers.js';
import { offerShoeFrom } from './curator.js';
import { simulatedRound } from './simulated-round.js';
import type { BaccaratOptions } from './options.js';
import { citeFor, type Cite, type Profile } from './profile.js';
import {
  coupResult,
  decideWager,
  VIGORISH_PERCENT,
  WAGER_KINDS,
  type CoupResult,
  type Decision,
  type WagerKind,
} from './rules.js';
import { shoeRulesOf } from './shoe.js';
import type { BaccaratState, BaccaratWager, Event, Hand } from './state.js';

/** Vigorish on `won` cents (…12(c)); rounded up to 25 cents where elected, else down to the cent (README ruling R2). */
export function vigorishOn(won: Cents, roundUpTo25Cents: boolean): Cents {
  const exact = (won * VIGORISH_PERCENT) / 100;
  if (roundUpTo25Cents) return Math.max(25, Math.ceil(exact / 25) * 25);
  return Math.floor(exact);
}

export const payRules = (
  o: BaccaratOptions,
): { ez: boolean; tieOdds: BaccaratOptions['tieOdds']; dragonBonusPaytable: 'A' | 'B' | 'C' } => ({
  ez: o.ez,
  tieOdds: o.tieOdds,
  dragonBonusPaytable: o.dragonBonus ?? 'A',
});

/** The payout subsection for a winning wager, so the citation names where its odds come from. */
function payoutClause(p: Profile, kind: WagerKind): string {
  switch (kind) {
    case 'player':
      return '(a)';
    case 'tie':
      return '(b)';
    case 'banker':
      return '(c)';
    case 'dragon-bonus-player':
    case 'dragon-bonus-banker':
      return '(e)';
    case 'dragon-7-insurance':
      return '(f)';
    case 'house-money':
      return p.clauses.houseMoneyOdds;
  }
}

/** A wager's decision as the kernel's resolution, cited to the payout odds or to the wager's clause. */
function resolution(p: Profile, kind: WagerKind, d: Decision): Decided {
  const cite = citeFor(p);
  return d.outcome === 'win'
    ? { outcome: 'win', odds: d.odds, citation: cite('payout', payoutClause(p, kind)) }
    : { outcome: d.outcome, citation: cite('wagers', d.clause) };
}

/**
 * House Money (2013 proposal), before any third card: from the dealer's right counter-clockwise, i.e.
 * ascending seats (README ruling R1). A winning payout stays in the dealer's hands (the bank: the player
 * may not touch it, …8(d)(1)(ii)) until the player takes it or adds it to an original wager.
 */
export function settleHouseMoney(s: BaccaratState, p: Profile): Event[] {
  const cite = citeFor(p);
  const coup = s.coup as { player: Hand; banker: Hand };
  const r = coupResult({ player: coup.player.cards.slice(0, 2), banker: coup.banker.cards.slice(0, 2) });
  const events: Event[] = [];
  const hm = s.wagers.filter((w) => w.kind === 'house-money').sort((a, b) => a.seat - b.seat);
  for (const w of hm) {
    const d = decideWager('house-money', r, payRules(s.options));
    const settled = settle(w, resolution(p, 'house-money', d));
    if (d.outcome !== 'win') {
      events.push(settled);
      continue;
    }
    // The stake goes back to the rack; the payout is not paid from the bank until the choice.
    events.push({ ...settled, transfers: settled.transfers.filter((t) => t.from !== pocket.bank) });
    const won = settled.winnings;
    const canAdd = findWager(s, own(w.seat, 'player')) || findWager(s, own(w.seat, 'banker'));
    const citation = cite('dealing', p.clauses.houseMoney);
    events.push(
      canAdd
        ? { type: 'house-money-due', seat: w.seat, payout: won, citation }
        : houseMoneyTaken(w.seat, won, citation),
    );
  }
  return events;
}

/** A wager at a seat's own betting area. */
export const own = (seat: number, kind: WagerKind): { seat: number; spot: string; kind: WagerKind } => ({
  seat,
  spot: String(seat),
  kind,
});

/** The player takes the whole House Money payout from the dealer. */
export const houseMoneyTaken = (seat: number, paid: Cents, citation: Citation): Event => ({
  type: 'house-money-choice',
  seat,
  choice: 'take',
  added: 0,
  paid,
  citation,
  transfers: moves(transfer(pocket.bank, pocket.rack(seat), paid)),
});

const KIND_ORDER = new Map(WAGER_KINDS.map((k, i) => [k, i]));

/**
 * The vigorish events of a seat whose Banker's Hand wager won `won` cents, and the change it makes to
 * the payout's transfers. Collected at payout (…12(d)(1)): where it is collected before the payout
 * (627a.11(b), 629a.11(b)) the seat owes it for that moment (`owed:N` to the bank) and the payout pays the
 * debt first, so a seat whose chips are all on the layout can still pay it; after the payout (631a.12(b))
 * it comes from the rack. Marked (…12(d)(2)(ii)): the debt stays in `owed:N` until it is collected.
 */
function vigorish(
  s: BaccaratState,
  p: Profile,
  seat: number,
  vig: Cents,
): { events: Event[]; payout?: (e: WagerSettled) => WagerSettled } {
  const cite = citeFor(p);
  const owed = pocket.owed(seat);
  if (s.options.vigorish.collection !== 'at-payout')
    return {
      events: [
        {
          type: 'vigorish-marked',
          seat,
          amount: vig,
          owed: owedBy(s, seat) + vig,
          citation: cite('payout', '(d)(2)(ii)'),
          transfers: moves(transfer(owed, pocket.bank, vig)),
        },
      ],
    };
  // Collected at payout: from the rack after the payout, from the seat's momentary debt before it.
  const from = p.vigorishBeforePay ? owed : pocket.rack(seat);
  const collected: Event = {
    type: 'vigorish-collected',
    seat,
    amount: vig,
    citation: cite('payout', '(d)(1)'),
    transfers: moves(transfer(from, pocket.bank, vig)),
  };
  if (!p.vigorishBeforePay) return { events: [collected] };
  const rack = pocket.rack(seat);
  return {
    events: [collected],
    payout: (e) => ({
      ...e,
      transfers: e.transfers.flatMap((t) =>
        t.from === pocket.bank && t.to === rack
          ? moves(transfer(pocket.bank, owed, vig), transfer(pocket.bank, rack, t.amount - vig))
          : [t],
      ),
    }),
  };
}

/** …11: announce, collect losers, then from the highest seat down mark/collect vigorish and pay (631a: pay first). */
export function settleRound(s: BaccaratState, p: Profile): Event[] {
  const cite = citeFor(p);
  const coup = s.coup as { player: Hand; banker: Hand };
  const r = coupResult({ player: coup.player.cards, banker: coup.banker.cards });
  const events: Event[] = [
    {
      type: 'result',
      playerPoints: r.playerPoints,
      bankerPoints: r.bankerPoints,
      winner: r.winner,
      dragon7: r.dragon7,
      announcement: announcement(r, s.options.ez),
      citation: cite('settlement', '(a)'),
    },
  ];
  const rules = payRules(s.options);
  const decided = s.wagers
    .filter((w) => w.kind !== 'house-money')
    .sort((a, b) => b.seat - a.seat || (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0))
    .map((w) => ({ w, d: decideWager(w.kind, r, rules) }));
  for (const { w, d } of decided) if (d.outcome === 'lose') events.push(settle(w, resolution(p, w.kind, d)));
  const seatsDescending = [...new Set(decided.filter((x) => x.d.outcome !== 'lose').map((x) => x.w.seat))];
  for (const seat of seatsDescending)
    events.push(
      ...paySeat(
        s,
        p,
        decided.filter((x) => x.w.seat === seat && x.d.outcome !== 'lose'),
      ),
    );
  events.push(...roundComplete(s, p, r));
  return events;
}

/** The simulated round a card set aside during the round opens once it is settled (R42). */
function afterRound(s: BaccaratState, shoeFinished: boolean): Event[] {
  const first = s.setAside[0];
  if (shoeFinished || !first) return [];
  const r = simulatedRound(s, first.citation);
  return r.ok ? r.value : [];
}

/** One seat's winning and pushing wagers, with the vigorish on its Banker's Hand win in the chapter's order. */
function paySeat(
  s: BaccaratState,
  p: Profile,
  mine: readonly { readonly w: BaccaratWager; readonly d: Decision }[],
): Event[] {
  let vig = 0;
  for (const { w, d } of mine)
    if (d.outcome === 'win' && d.vigorish)
      // On the whole win: a riding coupon's value is part of the wager (§ 603a.1, ruling B-AMB-3).
      vig += vigorishOn(oddsWinnings(stakeOf(w), d.odds), s.options.vigorish.roundUpTo25Cents);
  const seat = mine[0]?.w.seat ?? 0;
  const v = vig > 0 ? vigorish(s, p, seat, vig) : { events: [] };
  const pay: Event[] = mine.map(({ w, d }) => {
    const e = settle(w, resolution(p, w.kind, d));
    return v.payout && d.outcome === 'win' && d.vigorish ? v.payout(e) : e;
  });
  return p.vigorishBeforePay ? [...v.events, ...pay] : [...pay, ...v.events];
}

function announcement(r: CoupResult, ez: boolean): string {
  const counts = `Player ${r.playerPoints}, Banker ${r.bankerPoints}`;
  if (r.winner === 'tie') return `${counts}: tie hand`;
  if (ez && r.dragon7) return `${counts}: Dragon 7`;
  return `${counts}: ${r.winner === 'player' ? 'Player' : 'Banker'} wins`;
}

function roundComplete(s: BaccaratState, p: Profile, r: CoupResult | null): Event[] {
  const cite: Cite = citeFor(p);
  const coup = s.coup;
  const discarded = coup ? coup.player.cards.length + coup.banker.cards.length : 0;
  const shoeFinished = roundEnds(s.shoe, shoeRulesOf(s.game));
  const events: Event[] = [
    { type: 'round-complete', discarded, shoeFinished, citation: cite('settlement', '(c)') },
  ];
  // 631a.14(a): the curator must pass the shoe when the Banker's Hand loses (not on a tie or a Dragon 7 push).
  if (p.curator && typeof s.curator === 'number' && r?.winner === 'player' && !shoeFinished)
    events.push(...offerShoeFrom(s, s.curator, cite('newCurator', '(a)')));
  events.push(...afterRound(s, shoeFinished));
  return events;
}

/** …13(e) and floor voids: every wager still on the layout is returned, and the shoe is finished. */
export function voidRound(s: BaccaratState, reason: string, citation: Citation): Event[] {
  const events: Event[] = [{ type: 'round-voided', reason, citation }];
  for (const d of s.houseMoney.due) events.push(houseMoneyTaken(d.seat, d.payout, citation));
  for (const w of s.wagers) events.push(settle(w, { outcome: 'push', citation }));
  const discarded = s.coup ? s.coup.player.cards.length + s.coup.banker.cards.length : 0;
  events.push({ type: 'round-complete', discarded, shoeFinished: true, citation });
  return events;
}
