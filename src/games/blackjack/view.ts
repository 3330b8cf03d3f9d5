/**
 * What each role sees. Every player card is dealt face up (665a.7(f)); the dealer's hole card is face
 * down until it is turned (665a.7(l)) or a dealer Blackjack is shown, and is shown before then only to
 * the table's staff (the dealer and the floor) and compliance; the order of the shoe to compliance only.
 * Legal actions are found by asking decide; the amounts a player chooses come with their bounds.
 */
import { formatCard } from '../../core/cards.js';
import type { Cents } from '../../core/money.js';
import { formatOdds } from '../../core/odds.js';
import type { Actor, LegalAction, ParamBounds, Viewer } from '../../engine/game.js';
import { boundsOf, legalActionsFrom, sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import { bankedTable, houseFor, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import { pocket } from '../../engine/pockets.js';
import { nextIn, shoeNext, type NextWords } from '../../engine/procedures/card-table-view.js';
import { shoeCandidates, shoeView } from '../../engine/procedures/multi-deck-shoe.js';
import { available, balance } from '../../engine/wagers.js';
import { totalOf } from './cards.js';
import type { Command } from './commands.js';
import { decide } from './decide.js';
import { doubleBounds } from './play.js';
import { PROFILES, type GameId } from './profile.js';
import { offeredKinds, placeBounds, WAGER_RULES } from './rules.js';
import { shoeTerms } from './shoe.js';
import { activeHand, phaseOf, wagerAt, type BlackjackState, type HandStatus, type Stage } from './state.js';

export interface Bounds {
  readonly min: Cents;
  readonly max: Cents;
  readonly step: Cents;
}

export interface HandView {
  readonly spot: string;
  readonly cards: readonly string[];
  readonly total: number;
  readonly soft: boolean;
  readonly status: HandStatus;
  readonly doubled: Cents;
  readonly split: boolean;
}

export interface BoxView {
  readonly seat: number;
  readonly insurance: string;
  readonly hands: readonly HandView[];
}

/**
 * What a table is called (its view and its definition, index.ts): the chapter's own name, on the one
 * blackjack layout.
 */
export const tableOf = (id: GameId) => bankedTable(id, PROFILES[id], 'blackjack');

export interface BlackjackView extends TableView<
  BlackjackState['wagers'][number] & { readonly name: string }
> {
  readonly kind: 'banked';
  readonly seatCount: number;
  readonly table: {
    readonly decks: number;
    readonly tensRemoved: boolean;
    readonly dealerHitsSoft17: boolean;
    readonly blackjackPays: string;
    readonly insurancePays: string;
    readonly doubleAttack: boolean;
    readonly bustIt: boolean;
    readonly surrender: string;
    readonly maxHands: number;
  };
  readonly limits: Readonly<Record<string, { min: Cents; max: Cents }>>;
  /** The dealer's cards: the up card first; null for the hole card this viewer may not see. */
  readonly dealer: {
    readonly cards: readonly (string | null)[];
    readonly total: number | null;
    readonly holeShown: boolean;
  };
  readonly boxes: readonly BoxView[];
  readonly active: { readonly seat: number; readonly spot: string } | null;
  /** The amounts this viewer may choose now, by command: `double`, `insurance`, `double-attack`, `ride`. */
  readonly bounds: Readonly<Record<string, Bounds>>;
  readonly houseMoneyDue: readonly { readonly seat: number; readonly payout: Cents }[];
  readonly meters: Readonly<Record<string, Cents>>;
  readonly shoe: ReturnType<typeof shoeView>;
}

const sitOrActions = (s: BlackjackState, seat: number): Candidate<Command>[] => {
  if (!s.seats.some((x) => x.seat === seat)) return seat <= s.table.seats ? [sitCandidate(seat)] : [];
  const actor: Actor = { role: 'player', seat };
  const out: Candidate<Command>[] = [];
  // The amounts the view's `bounds` gives (double, insurance, double-attack, ride) go on the actions too.
  const own = boundsFor(s, { role: 'player', seat });
  const cents = (b: Bounds | undefined): Record<string, ParamBounds> | undefined =>
    b && b.min <= b.max ? { amount: { kind: 'cents', ...b, default: b.min } } : undefined;
  for (const kind of [...offeredKinds(s.table), 'double-attack', 'insurance'] as const) {
    const amount = kind === 'insurance' || kind === 'double-attack' ? 1 : (s.table.limits[kind]?.min ?? 1);
    out.push({
      actor,
      command: { type: 'place-wager', kind, amount },
      label: `Wager: ${WAGER_RULES[kind]?.name ?? kind}`,
      needs: ['amount'],
      ...boundsOf(
        kind === 'insurance' || kind === 'double-attack' ? cents(own[kind]) : placeBounds(s, seat, kind),
      ),
    });
    out.push({
      actor,
      command: { type: 'withdraw-wager', kind },
      label: `Take down the ${WAGER_RULES[kind]?.name ?? kind}`,
    });
  }
  const simple = [
    ['hit', 'Hit'],
    ['stand', 'Stand'],
    ['split', 'Split'],
    ['surrender', 'Surrender'],
    ['rescue', 'Rescue (forfeit the original wager, take back the double)'],
    ['decline-insurance', 'Decline Insurance'],
    ['even-money', 'Take even money'],
    ['refuse-card', 'Refuse the exposed card (no more cards this round)'],
  ] as const;
  /** A choice of an amount, within the view's bounds for it. */
  const withAmount = (type: 'double' | 'ride', amount: number, label: string): Candidate<Command> => ({
    actor,
    command: { type, amount },
    label,
    needs: ['amount'],
    ...boundsOf(cents(own[type])),
  });
  out.push(withAmount('double', 1, 'Double down'));
  for (const [type, label] of simple) out.push({ actor, command: { type }, label });
  out.push(withAmount('ride', 0, 'Ride the House Money payout'));
  out.push(...seatedCandidates(actor));
  out.push(shoeCandidates.cut(actor, s.shoe, shoeTerms(s), 'Cut the cards'));
  out.push(shoeCandidates.simple(actor, 'decline-cut', 'Decline the cut'));
  return out;
};

function dealerCandidates(s: BlackjackState): Candidate<Command>[] {
  const a: Actor = { role: 'dealer' };
  const out: Candidate<Command>[] = (
    [
      'shuffle',
      'burn',
      'no-more-bets',
      'deal',
      'peek',
      'reveal',
      'dealer-hit',
      'dealer-stand',
      'settle',
      'card-face-up',
      'card-exposed',
    ] as const
  ).map((type) => ({ actor: a, command: { type }, label: type.replaceAll('-', ' ') }));
  out.push(shoeCandidates.cut(a, s.shoe, shoeTerms(s), 'cut'));
  for (const b of s.r.boxes)
    out.push({
      actor: a,
      command: { type: 'dead-hand', seat: b.seat },
      label: `call seat ${b.seat}'s hand dead`,
    });
  for (const b of s.r.boxes)
    out.push({
      actor: a,
      command: { type: 'skipped-hit', seat: b.seat },
      label: `seat ${b.seat}'s requested card was skipped`,
    });
  return out;
}

function floorCandidates(s: BlackjackState): Candidate<Command>[] {
  const a: Actor = { role: 'floorperson' };
  return [
    shoeCandidates.simple(a, 'order-recut', 'order a recut'),
    shoeCandidates.simple(a, 'shuffler-malfunction', 'record a shuffler malfunction'),
    shoeCandidates.simple(a, 'order-reshuffle', 'direct a reshuffle'),
    {
      actor: a,
      command: { type: 'void-round', reason: 'probe' },
      label: 'void the round',
      needs: ['reason'],
    },
    {
      actor: a,
      command: { type: 'reader', working: s.readerOut },
      label: s.readerOut ? 'card reader repaired' : 'card reader out of order',
    },
    {
      actor: a,
      command: { type: 'reader-misused', learned: true },
      label: 'hole card read under a 2-9: a player learned it',
    },
  ];
}

export function legalActions(s: BlackjackState, viewer: Viewer): LegalAction[] {
  const c =
    viewer.role === 'player'
      ? viewer.seat === undefined
        ? []
        : sitOrActions(s, viewer.seat)
      : viewer.role === 'dealer'
        ? dealerCandidates(s)
        : viewer.role === 'floorperson'
          ? floorCandidates(s)
          : [];
  return legalActionsFrom(decide, s, c);
}

function boundsFor(s: BlackjackState, viewer: Viewer): Record<string, Bounds> {
  const seat = viewer.role === 'player' ? viewer.seat : undefined;
  if (seat === undefined) return {};
  const out: Record<string, Bounds> = {};
  const bet = wagerAt(s, seat, String(seat), 'bet')?.amount ?? 0;
  const chips = available(s, seat);
  const a = activeHand(s);
  if (a && a.box.seat === seat) {
    const b = doubleBounds(s, { seat, box: a.box, hand: a.hand });
    if (b.ok) out['double'] = b.value;
  }
  if (s.r.stage === 'insurance' && s.r.boxes.find((b) => b.seat === seat)?.insurance === 'open')
    out['insurance'] = { min: 1, max: Math.min(Math.floor(bet / 2), chips), step: 1 };
  if (s.r.stage === 'double-attack' && bet > 0) {
    const da = wagerAt(s, seat, String(seat), 'double-attack')?.amount ?? 0;
    out['double-attack'] = { min: 1, max: Math.min(bet - da, chips), step: 1 };
  }
  const due = s.r.houseMoneyDue.find((d) => d.seat === seat);
  if (due) out['ride'] = { min: 0, max: due.payout, step: 1 };
  return out;
}

export function view(s: BlackjackState, viewer: Viewer): BlackjackView {
  const r = s.table.rules;
  const staff = viewer.role !== 'player';
  const dealerCards = s.r.dealer.map((c, i) => (i !== 1 || s.r.holeShown || staff ? formatCard(c) : null));
  const shownDealer = dealerCards.every((c) => c !== null) ? s.r.dealer : s.r.dealer.slice(0, 1);
  const a = activeHand(s);
  const meters: Record<string, Cents> = {};
  if (s.table.hitAndRun) meters['hit-and-run'] = balance(s, pocket.pool('hit-and-run'));
  if (s.table.straightJack) meters['straight-jack'] = balance(s, pocket.pool('straight-jack'));
  return {
    ...viewHead(tableOf(s.game), phaseOf(s), s),
    seatCount: s.table.seats,
    table: {
      decks: r.decks,
      tensRemoved: r.ranksRemoved.length > 0,
      dealerHitsSoft17: r.dealerHitsSoft17,
      blackjackPays: formatOdds(r.blackjackPays),
      insurancePays: formatOdds(r.insurancePays),
      doubleAttack: r.doubleAttack,
      bustIt: s.table.bustIt,
      surrender: r.surrender,
      maxHands: r.split.maxHands,
    },
    wagers: s.wagers.map((w) => ({ ...w, name: WAGER_RULES[w.kind]?.name ?? w.kind })),
    limits: s.table.limits,
    dealer: {
      cards: dealerCards,
      total: shownDealer.length ? totalOf(shownDealer).total : null,
      holeShown: s.r.holeShown,
    },
    boxes: s.r.boxes.map((b) => ({
      seat: b.seat,
      insurance: b.insurance,
      hands: b.hands.map((h) => ({
        spot: h.spot,
        cards: h.cards.map(formatCard),
        ...totalOf(h.cards),
        status: h.status,
        doubled: h.doubled,
        split: h.split,
      })),
    })),
    active: a ? { seat: a.box.seat, spot: a.hand.spot } : null,
    bounds: boundsFor(s, viewer),
    houseMoneyDue: s.r.houseMoneyDue,
    meters,
    next: nextIn(s, phaseOf(s), NEXT, shoeNext(s.shoe)),
    shoe: shoeView(s.shoe, viewer.role === 'compliance'),
    ...houseFor(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}

/** What the table waits for in each phase (the shoe's own steps are `shoeNext`'s). */
const NEXT: NextWords<BlackjackState, Stage | 'needs-burn'> = {
  'needs-burn': 'the dealer burns a card',
  betting: 'place your wagers',
  closed: 'the dealer deals',
  'double-attack-closed': 'the dealer deals',
  'double-attack': 'Double Attack Wagers, up to the Bet',
  insurance: 'Insurance is offered',
  peek: 'the dealer checks the hole card with the card reader',
  'house-money': 'House Money winners choose how much of the payout rides',
  play: (s) => {
    const a = activeHand(s);
    return a ? `seat ${a.box.seat} plays hand ${a.hand.spot}` : 'the players play their hands';
  },
  dealer: (s) => (s.r.holeShown ? 'the dealer completes the hand' : 'the dealer turns the hole card'),
  settle: 'the dealer settles the wagers',
};
