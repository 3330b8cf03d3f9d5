/**
 * What each role sees. Face-down cards are hidden except from the player entitled to squeeze them and
 * from compliance; the order of the shoe is shown to compliance only. Legal actions are found by asking
 * decide, so a view can never offer what the engine would refuse.
 */
import { formatCard, type Card } from '../../core/cards.js';
import { formatOdds } from '../../core/odds.js';
import { remaining } from '../../core/shoe.js';
import type { Actor, GameView, LegalAction, Viewer } from '../../engine/game.js';
import { legalActionsFrom, sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import type { Command } from './commands.js';
import { decide, dealingStep, describeStep, profileOf } from './machine.js';
import { pointCount, WAGER_KINDS } from './rules.js';
import type { BaccaratState, Hand, HandName, SeatState, Wager } from './state.js';

export interface HandView {
  /** Card notation, or null for a card this viewer may not see. */
  readonly cards: readonly (string | null)[];
  readonly points: number | null;
}

export interface BaccaratView extends GameView {
  readonly name: string;
  readonly chapter: string;
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
  readonly seats: readonly SeatState[];
  readonly wagers: readonly Wager[];
  readonly hands: { readonly player: HandView; readonly banker: HandView } | null;
  readonly next: string;
  readonly shoe: {
    readonly remaining: number;
    readonly discards: number;
    /** The card exposed at the burn (…5(f)), shown to everyone. */
    readonly burnExposed: string | null;
    readonly coverOut: boolean;
    readonly lastHand: boolean;
    readonly batch: string | null;
    /** Compliance only: the cards still in the shoe, in dealing order. */
    readonly order?: readonly string[];
  } | null;
  readonly curator: number | 'dealer' | null;
  readonly houseMoneyDue: readonly { seat: number; payout: number }[];
  readonly house?: number;
}

function handView(hand: Hand, visible: boolean): HandView {
  const cards = hand.cards.map((c, i) => (visible || hand.faceUp[i] ? formatCard(c) : null));
  const all = cards.every((c) => c !== null);
  return { cards, points: all ? pointCount(hand.cards) : null };
}

function candidates(s: BaccaratState, viewer: Viewer): Candidate<Command>[] {
  const out: Candidate<Command>[] = [];
  const staff = (role: 'dealer' | 'floorperson'): Actor => ({ role });
  if (viewer.role === 'player') {
    if (viewer.seat === undefined) return out;
    const actor: Actor = { role: 'player', seat: viewer.seat };
    if (!s.seats.some((x) => x.seat === viewer.seat)) {
      out.push(sitCandidate(viewer.seat));
      return out;
    }
    for (const kind of WAGER_KINDS) {
      const amount = s.options.limits[kind].min;
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount },
        label: `Wager on ${kind}`,
        needs: ['amount'],
      });
      out.push({ actor, command: { type: 'withdraw-wager', kind }, label: `Withdraw ${kind} wager` });
    }
    out.push({ actor, command: { type: 'buy-in', amount: 1 }, label: 'Buy more chips', needs: ['amount'] });
    out.push({ actor, command: { type: 'leave' }, label: 'Leave and cash out' });
    out.push({
      actor,
      command: { type: 'cut', position: 10, lastHandFromBottom: 14 },
      label: 'Cut the cards',
      needs: ['position', 'lastHandFromBottom'],
    });
    out.push({ actor, command: { type: 'decline-cut' }, label: 'Decline the cut' });
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
  if (viewer.role === 'dealer') {
    const a = staff('dealer');
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
    out.push({
      actor: a,
      command: { type: 'cut', position: 10, lastHandFromBottom: 14 },
      label: 'cut',
      needs: ['position', 'lastHandFromBottom'],
    });
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
  }
  if (viewer.role === 'floorperson') {
    const a = staff('floorperson');
    out.push({ actor: a, command: { type: 'order-recut' }, label: 'order a recut' });
    out.push({
      actor: a,
      command: { type: 'void-round', reason: 'probe' },
      label: 'void the round',
      needs: ['reason'],
    });
    out.push({ actor: a, command: { type: 'shuffler-malfunction' }, label: 'record a shuffler malfunction' });
    for (const hand of ['player', 'banker'] as const)
      out.push({
        actor: a,
        command: { type: 'require-relinquish', hand },
        label: `require ${hand} hand relinquished`,
      });
  }
  return out;
}

export function legalActions(s: BaccaratState, viewer: Viewer): LegalAction[] {
  return legalActionsFrom(decide, s, candidates(s, viewer));
}

export function view(s: BaccaratState, viewer: Viewer): BaccaratView {
  const p = profileOf(s);
  const o = s.options;
  const sees = (hand: HandName): boolean =>
    viewer.role === 'compliance' ||
    (viewer.role === 'player' && viewer.seat !== undefined && s.squeeze?.[hand] === viewer.seat);
  const compliance = viewer.role === 'compliance';
  const shoe = s.shoe;
  return {
    game: p.id,
    name: p.name,
    chapter: p.chapter,
    phase: s.phase.kind,
    round: s.round,
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
    seats: s.seats,
    wagers: s.wagers,
    hands: s.coup
      ? { player: handView(s.coup.player, sees('player')), banker: handView(s.coup.banker, sees('banker')) }
      : null,
    next: nextText(s),
    shoe: shoe
      ? {
          remaining: remaining(shoe) + s.held.length,
          discards: s.discards,
          burnExposed: s.burnExposed === null ? null : formatCard(s.burnExposed),
          coverOut: shoe.coverOut,
          lastHand: s.lastHand,
          batch: s.batch,
          ...(compliance
            ? { order: [...s.held, ...shoe.stack.slice(shoe.next)].map((c: Card) => formatCard(c)) }
            : {}),
        }
      : null,
    curator: s.curator,
    houseMoneyDue: s.houseMoney.due,
    ...(compliance ? { house: s.house } : {}),
    legalActions: legalActions(s, viewer),
  };
}

function nextText(s: BaccaratState): string {
  switch (s.phase.kind) {
    case 'needs-shuffle':
      return 'the dealer shuffles';
    case 'cut': {
      const seat = s.phase.offer[s.phase.next];
      return seat === undefined ? 'the dealer cuts' : `the cut is offered to seat ${seat}`;
    }
    case 'needs-burn':
      return 'the dealer burns cards';
    case 'betting':
      return s.shoeOffer
        ? `the shoe is offered to seat ${s.shoeOffer.order[s.shoeOffer.next]}`
        : 'place your wagers';
    case 'dealing':
      return describeStep(dealingStep(s));
  }
}
