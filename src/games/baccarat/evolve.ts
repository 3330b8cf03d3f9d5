/**
 * evolve: the kernel's reducer moves every declared transfer (racks, wagers, the bank, vigorish owed);
 * this reducer handles what only the baccarat family knows (the shoe, the coup, the squeeze, House
 * Money payouts waiting for a choice, the curator). It never touches a chip.
 */
import { withKernel } from '../../engine/kernel.js';
import {
  dealt,
  endRound,
  evolveShoe,
  held,
  isShoeEvent,
  NEW_SHOE,
} from '../../engine/procedures/multi-deck-shoe.js';
import type { BaccaratOptions } from './options.js';
import type { GameId } from './profile.js';
import type { BaccaratState, BaccaratWager, Event } from './state.js';

export function initialState(game: GameId, options: BaccaratOptions, automated = false): BaccaratState {
  return {
    game,
    options,
    automated,
    seats: [],
    wagers: [],
    pockets: {},
    round: 0,
    phase: 'betting',
    shoe: NEW_SHOE,
    coup: null,
    houseMoney: { settled: false, due: [] },
    squeeze: null,
    curator: null,
    lastCurator: null,
    shoeOffer: null,
    setAside: [],
  };
}

/** The shoe's events, with what they mean for the round and the curator. */
function evolveShoeEvent(
  s: BaccaratState,
  e: Extract<Event, { type: Parameters<typeof evolveShoe>[1]['type'] }>,
) {
  const shoe = evolveShoe(s.shoe, e);
  switch (e.type) {
    case 'burned':
      return { ...s, shoe, phase: 'betting' as const };
    case 'reshuffle-ordered':
      // The shoe in play is finished, as at its end: a new one is shuffled, cut and offered (631a.7(b)).
      return {
        ...s,
        shoe,
        lastCurator: typeof s.curator === 'number' ? s.curator : s.lastCurator,
        curator: null,
        shoeOffer: null,
      };
    default:
      return { ...s, shoe };
  }
}

function own(s: BaccaratState, e: Event): BaccaratState {
  if (isShoeEvent(e)) return evolveShoeEvent(s, e);
  switch (e.type) {
    case 'left':
      // A curator who leaves holds the shoe no more; it is offered on (631a.14(b)) in the same step.
      return { ...s, curator: s.curator === e.seat ? null : s.curator };
    case 'seated':
    case 'bought-in':
    case 'wager-placed':
    case 'wager-changed':
    case 'wager-withdrawn':
    case 'vigorish-collected':
    case 'vigorish-marked':
    case 'result':
    case 'round-voided':
      return s;
    case 'no-more-bets':
      return {
        ...s,
        phase: 'dealing',
        round: s.round + 1,
        coup: null,
        houseMoney: { settled: false, due: [] },
        squeeze: null,
      };
    case 'cards-dealt': {
      const up = e.faceUp;
      return {
        ...s,
        shoe: dealt(s.shoe, 4, e.fromHeld),
        coup: {
          player: { cards: e.player, faceUp: [up, up] },
          banker: { cards: e.banker, faceUp: [up, up] },
        },
        squeeze: e.squeeze,
      };
    }
    case 'hand-revealed': {
      if (!s.coup) return s;
      const hand = s.coup[e.hand];
      return { ...s, coup: { ...s.coup, [e.hand]: { ...hand, faceUp: hand.faceUp.map(() => true) } } };
    }
    case 'squeeze-passed': {
      if (!s.squeeze) return s;
      const passed = { ...s.squeeze.passed, [e.hand]: [...s.squeeze.passed[e.hand], e.from] };
      return { ...s, squeeze: { ...s.squeeze, [e.hand]: e.to, passed } };
    }
    case 'wager-settled':
      return e.kind === 'house-money' && e.outcome !== 'push'
        ? { ...s, houseMoney: { ...s.houseMoney, settled: true } }
        : s;
    case 'house-money-due':
      return {
        ...s,
        houseMoney: { settled: true, due: [...s.houseMoney.due, { seat: e.seat, payout: e.payout }] },
      };
    case 'house-money-choice':
      return { ...s, houseMoney: { settled: true, due: s.houseMoney.due.filter((d) => d.seat !== e.seat) } };
    case 'third-card': {
      if (!s.coup) return s;
      const hand = s.coup[e.hand];
      return {
        ...s,
        shoe: dealt(s.shoe, 1, e.fromHeld ? 1 : 0),
        coup: { ...s.coup, [e.hand]: { cards: [...hand.cards, e.card], faceUp: [...hand.faceUp, e.faceUp] } },
      };
    }
    case 'round-complete': {
      const finished = e.shoeFinished;
      // Cards set aside for a simulated round go to the discards with a finished shoe (R42).
      const aside = finished ? s.setAside.length : 0;
      return {
        ...s,
        coup: null,
        squeeze: null,
        houseMoney: { settled: false, due: [] },
        shoe: endRound(s.shoe, e.discarded + aside, finished),
        setAside: finished ? [] : s.setAside,
        phase: 'betting',
        lastCurator: typeof s.curator === 'number' ? s.curator : s.lastCurator,
        curator: finished ? null : s.curator,
        shoeOffer: finished ? null : s.shoeOffer,
      };
    }
    case 'card-held':
      return { ...s, shoe: held(s.shoe, e.card) };
    case 'simulated-round': {
      const k = e.fromSetAside ?? 0;
      const shoe = dealt(s.shoe, e.player.length + e.banker.length - k, e.fromHeld, true);
      return { ...s, shoe: { ...shoe, discards: shoe.discards + k }, setAside: s.setAside.slice(k) };
    }
    case 'cards-discarded':
      return { ...s, shoe: dealt(s.shoe, e.cards.length, e.fromHeld, true) };
    case 'card-set-aside':
      return {
        ...s,
        shoe: dealt(s.shoe, 1, 0),
        setAside: [...s.setAside, { card: e.card, citation: e.citation }],
      };
    case 'curator':
      return {
        ...s,
        curator: e.curator,
        shoeOffer: null,
        lastCurator: typeof e.curator === 'number' ? e.curator : s.lastCurator,
      };
    case 'shoe-offered':
      return { ...s, shoeOffer: { order: e.order, next: 0 } };
    case 'shoe-declined':
      return s.shoeOffer ? { ...s, shoeOffer: { ...s.shoeOffer, next: s.shoeOffer.next + 1 } } : s;
  }
}

export const evolve = withKernel<BaccaratWager, BaccaratState, Event>(own);
