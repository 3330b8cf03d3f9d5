/**
 * What each role sees. Face-down cards are hidden except from the player entitled to squeeze them and
 * from compliance; the order of the shoe is shown to compliance only. Legal actions are found by asking
 * decide, so a view can never offer what the engine would refuse.
 */
import { formatCard } from '../../core/cards.js';
import type { Cents } from '../../core/money.js';
import { formatOdds } from '../../core/odds.js';
import type { Actor, LegalAction, Viewer } from '../../engine/game.js';
import {
  legalActionsFrom,
  sitCandidate,
  wagerAmountBounds,
  type Candidate,
} from '../../engine/legal-actions.js';
import { bankedTable, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import { WAGER_RULES } from './rules.js';
import { own } from './settle.js';
import { nextOr, shoeNext } from '../../engine/procedures/card-table-view.js';
import { shoeCandidates, shoeView } from '../../engine/procedures/multi-deck-shoe.js';
import { owedBy, type Seat } from '../../engine/wagers.js';
import type { Command } from './commands.js';
import { dealingStep, describeStep } from './dealing.js';
import { decide } from './decide.js';
import { PROFILES, type GameId } from './profile.js';
import { shoeTerms } from './shoe.js';
import { pointCount, WAGER_KINDS } from './rules.js';
import { phaseOf, type BaccaratState, type BaccaratWager, type Hand, type HandName } from './state.js';

export interface HandView {
  /** Card notation, or null for a card this viewer may not see. */
  readonly cards: readonly (string | null)[];
  readonly points: number | null;
}

/**
 * What a table is called (its view and its definition, index.ts): the chapter's own name, on the one
 * baccarat layout.
 */
export const tableOf = (id: GameId) => bankedTable(id, PROFILES[id], 'baccarat');

export interface BaccaratView extends TableView<BaccaratWager> {
  readonly table: {
    readonly decks: number;
    readonly seats: number;
    readonly ez: boolean;
    readonly tieOdds: string;
    readonly dragonBonus: string | null;
    readonly dragon7Insurance: boolean;
    readonly houseMoney: boolean;
    readonly dealing: string;
    readonly vigorish: string;
  };
  readonly seats: readonly (Seat & { readonly vigorishOwed: Cents })[];
  readonly hands: { readonly player: HandView; readonly banker: HandView } | null;
  /** The shoe: the card exposed at the burn (…5(f)) is shown to everyone, its order to compliance only. */
  readonly shoe: ReturnType<typeof shoeView>;
  readonly curator: number | 'dealer' | null;
  readonly houseMoneyDue: readonly { seat: number; payout: number }[];
}

function handView(hand: Hand, visible: boolean): HandView {
  const cards = hand.cards.map((c, i) => (visible || hand.faceUp[i] ? formatCard(c) : null));
  const all = cards.every((c) => c !== null);
  return { cards, points: all ? pointCount(hand.cards) : null };
}

/** What a seated player might do (decide keeps only what is possible now). */
function playerCandidates(s: BaccaratState, seat: number): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  const actor: Actor = { role: 'player', seat };
  if (!s.seats.some((x) => x.seat === seat)) return [sitCandidate(seat)];
  for (const kind of WAGER_KINDS) {
    const amount = s.options.limits[kind].min;
    const bounds = wagerAmountBounds(s, s.options, WAGER_RULES[s.game], own(seat, kind));
    out.push({
      actor,
      command: { type: 'place-wager', kind, amount },
      label: `Wager on ${kind}`,
      needs: ['amount'],
      ...(bounds ? { bounds } : {}),
    });
    out.push({ actor, command: { type: 'withdraw-wager', kind }, label: `Withdraw ${kind} wager` });
  }
  out.push(...seatedCandidates(actor));
  // On an automated table the player places the cover card and the table the last-hand card (R27).
  out.push(shoeCandidates.cut(actor, s.shoe, shoeTerms(s), 'Cut the cards'));
  out.push(shoeCandidates.simple(actor, 'decline-cut', 'Decline the cut'));
  out.push({ actor, command: { type: 'accept-shoe' }, label: 'Accept the shoe (become curator)' });
  out.push({
    actor,
    command: { type: 'accept-shoe', designateDealer: true },
    label: 'Accept the shoe and designate the dealer',
  });
  out.push({ actor, command: { type: 'decline-shoe' }, label: 'Decline the shoe' });
  out.push({ actor, command: { type: 'pass-shoe' }, label: 'Pass the shoe' });
  out.push({ actor, command: { type: 'deal' }, label: 'Deal the initial four cards' });
  for (const hand of ['player', 'banker'] as const) {
    out.push({
      actor,
      command: { type: 'draw-third', hand },
      label: `Deal a third card to the ${hand} hand`,
    });
    out.push({ actor, command: { type: 'reveal', hand }, label: `Turn the ${hand} hand face up` });
    out.push({ actor, command: { type: 'relinquish', hand }, label: `Relinquish the ${hand} hand` });
  }
  for (const choice of ['take', 'player', 'banker'] as const) {
    out.push({
      actor,
      command: { type: 'house-money-choice', choice },
      label:
        choice === 'take'
          ? 'Take the House Money payout'
          : `Add the House Money payout to the ${choice} wager`,
    });
  }
  return out;
}

/** 631a.14(a)(2): the curator ordered to pass the shoe, for delay or for invalid deals. */
const orderPassCandidates = (a: Actor): Candidate<Command>[] => [
  {
    actor: a,
    command: { type: 'order-pass-shoe', reason: 'delay' },
    label: 'order the curator to pass the shoe (unreasonable delay)',
  },
  {
    actor: a,
    command: { type: 'order-pass-shoe', reason: 'invalid-deals' },
    label: 'order the curator to pass the shoe (repeated invalid deals)',
  },
];

function dealerCandidates(s: BaccaratState): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  const a: Actor = { role: 'dealer' };
  for (const command of [
    { type: 'shuffle' },
    { type: 'burn' },
    { type: 'no-more-bets' },
    { type: 'deal' },
    { type: 'settle-house-money' },
    { type: 'settle' },
  ] as const) {
    out.push({ actor: a, command, label: command.type });
  }
  // On an automated table the generator makes the dealer's cut (the dealer names no position).
  out.push(shoeCandidates.cut(a, s.shoe, shoeTerms(s), 'cut'));
  for (const hand of ['player', 'banker'] as const) {
    out.push({ actor: a, command: { type: 'draw-third', hand }, label: `draw-third ${hand}` });
    out.push({ actor: a, command: { type: 'reveal', hand }, label: `reveal ${hand}` });
    out.push({
      actor: a,
      command: { type: 'require-relinquish', hand },
      label: `require ${hand} hand relinquished`,
    });
  }
  for (const seat of s.seats)
    out.push({
      actor: a,
      command: { type: 'collect-vigorish', seat: seat.seat },
      label: `collect vigorish from seat ${seat.seat}`,
    });
  out.push(...orderPassCandidates(a));
  out.push({ actor: a, command: { type: 'card-exposed' }, label: 'irregularity: card exposed' });
  out.push({
    actor: a,
    command: { type: 'card-drawn-in-error' },
    label: 'irregularity: card drawn in error',
  });
  out.push({
    actor: a,
    command: { type: 'third-card-in-error', disclosed: true },
    label: 'irregularity: Player third card in error (disclosed)',
  });
  out.push({
    actor: a,
    command: { type: 'third-card-in-error', disclosed: false },
    label: 'irregularity: Player third card in error (not disclosed)',
  });
  return out;
}

function floorCandidates(): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  const a: Actor = { role: 'floorperson' };
  out.push(shoeCandidates.simple(a, 'order-recut', 'order a recut'));
  out.push({
    actor: a,
    command: { type: 'void-round', reason: 'probe' },
    label: 'void the round',
    needs: ['reason'],
  });
  out.push(shoeCandidates.simple(a, 'shuffler-malfunction', 'record a shuffler malfunction'));
  out.push(shoeCandidates.simple(a, 'order-reshuffle', 'direct a reshuffle'));
  out.push(...orderPassCandidates(a));
  for (const hand of ['player', 'banker'] as const)
    out.push({
      actor: a,
      command: { type: 'require-relinquish', hand },
      label: `require ${hand} hand relinquished`,
    });
  return out;
}

function candidates(s: BaccaratState, viewer: Viewer): Candidate<Command>[] {
  switch (viewer.role) {
    case 'player':
      return viewer.seat === undefined ? [] : playerCandidates(s, viewer.seat);
    case 'dealer':
      return dealerCandidates(s);
    case 'floorperson':
      return floorCandidates();
    default:
      return [];
  }
}

export function legalActions(s: BaccaratState, viewer: Viewer): LegalAction[] {
  return legalActionsFrom(decide, s, candidates(s, viewer));
}

/**
 * The table's result as it was always shown: the bank, less the vigorish still owed on markers (not yet
 * collected) and the House Money payouts still in the dealer's hands (already the players').
 */
function houseResult(s: BaccaratState): Cents {
  let owed = 0;
  for (const x of s.seats) owed += owedBy(s, x.seat);
  const due = s.houseMoney.due.reduce((a, d) => a + d.payout, 0);
  return (s.pockets.bank ?? 0) - owed - due;
}

export function view(s: BaccaratState, viewer: Viewer): BaccaratView {
  const o = s.options;
  const sees = (hand: HandName): boolean =>
    viewer.role === 'compliance' ||
    (viewer.role === 'player' && viewer.seat !== undefined && s.squeeze?.[hand] === viewer.seat);
  const compliance = viewer.role === 'compliance';
  return {
    ...viewHead(tableOf(s.game), phaseOf(s), s),
    table: {
      decks: o.decks,
      seats: o.seats,
      ez: o.ez,
      tieOdds: formatOdds(o.tieOdds),
      dragonBonus: o.dragonBonus,
      dragon7Insurance: o.dragon7Insurance,
      houseMoney: o.houseMoney.offered,
      dealing: o.dealing,
      vigorish: o.ez
        ? 'none (EZ Baccarat)'
        : `5% ${o.vigorish.collection}${o.vigorish.roundUpTo25Cents ? ', rounded up to 25 cents' : ''}`,
    },
    seats: s.seats.map((x) => ({ ...x, vigorishOwed: owedBy(s, x.seat) })),
    wagers: s.wagers,
    hands: s.coup
      ? { player: handView(s.coup.player, sees('player')), banker: handView(s.coup.banker, sees('banker')) }
      : null,
    next: nextText(s),
    shoe: shoeView(s.shoe, compliance),
    curator: s.curator,
    houseMoneyDue: s.houseMoney.due,
    ...(compliance ? { house: houseResult(s) } : {}),
    legalActions: legalActions(s, viewer),
  };
}

const nextText = (s: BaccaratState): string =>
  nextOr(
    phaseOf(s),
    (phase) => {
      switch (phase) {
        case 'needs-burn':
          return 'the dealer burns cards';
        case 'betting':
          return s.shoeOffer
            ? `the shoe is offered to seat ${s.shoeOffer.order[s.shoeOffer.next]}`
            : 'place your wagers';
        case 'dealing':
          return describeStep(dealingStep(s));
      }
    },
    shoeNext(s.shoe),
  );
