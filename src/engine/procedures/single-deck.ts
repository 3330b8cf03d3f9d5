/**
 * The single-deck card table (chs. 649a, 659a, 663a, 669a): one deck (52 cards, or 53 with a joker)
 * shuffled before every round, by hand (then cut) or by an automated shuffler, and dealt from the hand,
 * a manual shoe or an automated shoe. The chapters word this procedure the same way; a game composes
 * it with its own handlers (ARCHITECTURE "Procedures are shared").
 *
 * API
 * - State: the game's state holds a `DeckState` (`NEW_DECK` at setup).
 * - `singleDeck(host)` takes what only the game knows (a `DeckHost`: its setup, its deck, where its
 *   round stands as a `Stage`, its chapter's citations and how it voids a round) and returns:
 *   - `handlers`: a decide handler per deck command (`DeckCommand`), to put into the game's handler
 *     map (`decideWith`) under the commands the game offers;
 *   - `candidates(s, viewer)`: the legal-action candidates of those commands for a viewer, keyed by
 *     command type, so a game lists them in the order its view has always shown;
 *   - `automate(s)`: the dealer's next deck step on an automated table (shuffle, cut), or undefined.
 * - `evolveDeck(deck, event, setup)`: the reducer of the deck's own events (`DeckEvent`), which the game's
 *   reducer calls; `dealtFrom` and `clearedDeck` are the deck after a deal and after a round.
 * - `deal(deck, order, count, delivery)`: the cards each position receives, card by card from the hand
 *   or a manual shoe, in stacks from an automated shoe (`deliveryOf(method)`), and the stub left.
 * - `DECK_COMMANDS`: the wire form (zod) of each deck command, for a game's commands.ts.
 *
 * The commands: `shuffle` (after each round, or when the floor directs it), `cut` (a manual shuffle's:
 * the cover card at least `cut.minimum` cards in, within the deck; an automated table draws it),
 * `order-recut` (a floorperson, after the cut and before any card is dealt), `order-reshuffle` (a
 * floorperson directs a shuffle of the deck not yet dealt), `face-up-card` (one found face up in the
 * deck is discarded, a second voids the round), `card-drawn-in-error` (used as the next card),
 * `wrong-card-count`, `stub-miscount` (void; the deck leaves the table unless it was a misdeal),
 * `shoe-malfunction` (void), `shuffler-malfunction` (reshuffle) and `shuffler-miscount` (a counting
 * shuffler shows the wrong number of cards: the deck leaves the table).
 *
 * Who may: the dealer shuffles and cuts; the dealer or a floorperson reports an irregularity; only a
 * floorperson orders a recut or a reshuffle.
 */
import { z } from 'zod';
import { deck as newDeck, type Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { shuffleInPlace } from '../../core/rng.js';
import { cutStack } from '../../core/shoe.js';
import type { Handler } from '../decide.js';
import type { Actor, ParamBounds, Viewer } from '../game.js';
import type { Candidate } from '../legal-actions.js';
import { isStaff } from '../seating.js';

// ---------------------------------------------------------------------------------------------
// Setup, state, events, commands
// ---------------------------------------------------------------------------------------------

/** How the table shuffles (e.g. § 659a.3(b), § 659a.5(a), (f)). */
export type ShufflerMode = 'manual' | 'automated' | 'automated-two-decks' | 'reshuffling-device';
/** How the cards are dealt (e.g. §§ 659a.8-659a.10). */
export type DealingMethod = 'manual-shoe' | 'hand' | 'automated-shoe';

export interface DeckSetup {
  readonly shuffler: ShufflerMode;
  /** The shuffler counts the cards after each shuffle (§§ 663a.5(b), 669a.5(b)). */
  readonly counting: boolean;
  readonly dealing: DealingMethod;
  /** An automated table: the engine draws the cut. */
  readonly automated: boolean;
}

export interface DeckState {
  /** `needs-shuffle` (no deck in the shoe), `cut` (shuffled by hand, to be cut), `ready`, `dealt`. */
  readonly status: 'needs-shuffle' | 'cut' | 'ready' | 'dealt';
  /** The cards in dealing order (after the cut); null before the shuffle. */
  readonly stack: readonly Card[] | null;
  /** How many cards have left the stack. */
  readonly next: number;
  /** Whether this stack was cut (a recut needs a cut). */
  readonly cut: boolean;
  /** Cards found face up in the deck and discarded since the shuffle. */
  readonly faceUpFound: number;
  /** With two decks alternating, the one in play. */
  readonly inPlay: 'A' | 'B' | null;
}

export const NEW_DECK: DeckState = {
  status: 'needs-shuffle',
  stack: null,
  next: 0,
  cut: false,
  faceUpFound: 0,
  inPlay: null,
};

interface Cited {
  readonly citation: Citation;
}

export type DeckEvent =
  | ({
      readonly type: 'shuffled';
      readonly stack: readonly Card[];
      readonly deck: 'A' | 'B' | null;
      readonly source: 'crypto' | 'seeded';
    } & Cited)
  | ({ readonly type: 'cut'; readonly position: number } & Cited)
  | ({ readonly type: 'recut-ordered' } & Cited)
  | ({ readonly type: 'reshuffle-ordered' } & Cited)
  | ({ readonly type: 'face-up-card-discarded'; readonly card: Card } & Cited)
  | ({ readonly type: 'card-drawn-in-error' } & Cited)
  | ({ readonly type: 'shuffler-malfunction' } & Cited)
  | ({ readonly type: 'deck-removed'; readonly reason: string } & Cited);

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();

/** The wire form of each deck command. */
export const DECK_COMMANDS = {
  shuffle: bare('shuffle'),
  /** The cover card `position` cards from the top; drawn by the engine on an automated table. */
  cut: z.object({ type: z.literal('cut'), position: z.number().int().optional() }).strict(),
  'order-recut': bare('order-recut'),
  /** A floorperson directs the dealer to shuffle the deck not yet dealt (e.g. § 659a.5(a)). */
  'order-reshuffle': bare('order-reshuffle'),
  'face-up-card': bare('face-up-card'),
  'card-drawn-in-error': bare('card-drawn-in-error'),
  'wrong-card-count': bare('wrong-card-count'),
  /** The stub does not hold the cards it should: `misdeal` when a position got the wrong number. */
  'stub-miscount': z.object({ type: z.literal('stub-miscount'), misdeal: z.boolean() }).strict(),
  'shoe-malfunction': bare('shoe-malfunction'),
  'shuffler-malfunction': bare('shuffler-malfunction'),
  /** A counting shuffler shows that the deck does not hold its cards. */
  'shuffler-miscount': bare('shuffler-miscount'),
} as const;

export type DeckCommand = {
  [T in keyof typeof DECK_COMMANDS]: z.infer<(typeof DECK_COMMANDS)[T]>;
}[keyof typeof DECK_COMMANDS];
export type DeckCommandType = DeckCommand['type'];
type Of<T extends DeckCommandType> = Extract<DeckCommand, { readonly type: T }>;

// ---------------------------------------------------------------------------------------------
// What the game tells the procedure
// ---------------------------------------------------------------------------------------------

/**
 * Where the game's round stands: `betting` (between rounds, wagers open), `closed` ("no more bets",
 * the deal not yet due, e.g. while a starting position is found), `dealing` (the deal is due or under
 * way), `dealt` (the cards are out).
 */
export type Stage = 'betting' | 'closed' | 'dealing' | 'dealt';

/** The chapter's words: the deck, the cut and the section of each step. */
export interface SingleDeckRules {
  readonly jokers: 0 | 1;
  /** The cover card goes at least `minimum` cards in (and at most `maximum`, by default within the deck). */
  readonly cut: { readonly minimum: number; readonly maximum?: number };
  readonly cite: {
    readonly shuffle: Citation;
    /** An automated shuffler's deck is dealt without a cut. */
    readonly automatedShuffle: Citation;
    readonly reshufflingDevice?: Citation;
    readonly cut: Citation;
    readonly recut: Citation;
    readonly faceUp: Citation;
    readonly drawnInError: Citation;
    readonly wrongCount: Citation;
    readonly shufflerJam: Citation;
    readonly shoeJam: Citation;
    readonly countingShuffler?: Citation;
    readonly voidStub: Readonly<Record<DealingMethod, Citation>>;
  };
}

/** A round voided by the procedure: every wager returned, and the deck removed when `deckRemoved`. */
export interface Void {
  readonly reason: string;
  readonly citation: Citation;
  readonly deckRemoved: boolean;
}

export interface DeckHost<S, E> {
  rules(s: S): SingleDeckRules;
  setup(s: S): DeckSetup;
  deck(s: S): DeckState;
  stage(s: S): Stage;
  /** The game's void: the events that return every wager (and say whether the deck leaves the table). */
  voidRound(s: S, v: Void): E[];
}

export type DeckHandlers<S, E> = {
  readonly [T in DeckCommandType]: Handler<S, Of<T>, E | DeckEvent>;
};

export type DeckCandidates = {
  readonly [T in DeckCommandType]?: readonly Candidate<Of<T>>[];
};

// ---------------------------------------------------------------------------------------------
// Decide
// ---------------------------------------------------------------------------------------------

const deckSize = (r: SingleDeckRules): number => 52 + r.jokers;

/** The cover card's positions a cut may name: at least `cut.minimum` in, at most `cut.maximum` (or within the deck). */
function cutBounds(r: SingleDeckRules): ParamBounds {
  const min = r.cut.minimum;
  const max = r.cut.maximum ?? deckSize(r) - 1;
  return {
    kind: 'integer',
    min,
    max,
    step: 1,
    default: Math.max(min, Math.min(max, Math.floor(deckSize(r) / 2))),
    label: 'Cut: cards above the cover card',
  };
}
const spelled = (n: number): string =>
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);
const words = (type: string): string => type.replaceAll('-', ' ');

const dealerOnly = (actor: Actor, type: string): Result<never, Rejection> | undefined =>
  actor.role === 'dealer' || actor.role === 'system'
    ? undefined
    : reject('not_permitted', `only the dealer may ${words(type)}`);
const staffOnly = (actor: Actor, type: string): Result<never, Rejection> | undefined =>
  isStaff(actor)
    ? undefined
    : reject('not_permitted', `only the dealer or a floorperson reports ${words(type)}`);

/** The deck is in the shoe and no card of this round has left it. */
const undealt = (d: DeckState, stage: Stage): boolean =>
  (d.status === 'cut' || d.status === 'ready') && stage !== 'dealt';

function shuffleAndCut<S, E>(host: DeckHost<S, E>): Pick<DeckHandlers<S, E>, 'shuffle' | 'cut'> {
  return {
    shuffle: (s, actor, c, ctx) => {
      const rules = host.rules(s);
      const setup = host.setup(s);
      const d = host.deck(s);
      const refused = dealerOnly(actor, c.type);
      if (refused) return refused;
      if (d.status !== 'needs-shuffle')
        return reject('not_now', 'the deck is shuffled after each round', rules.cite.shuffle);
      const stack = newDeck({ jokers: rules.jokers });
      shuffleInPlace(stack, ctx.rng);
      const inPlay = setup.shuffler === 'automated-two-decks' ? (d.inPlay === 'A' ? 'B' : 'A') : null;
      const citation =
        setup.shuffler === 'manual'
          ? rules.cite.shuffle
          : setup.shuffler === 'reshuffling-device'
            ? (rules.cite.reshufflingDevice ?? rules.cite.automatedShuffle)
            : rules.cite.automatedShuffle;
      return ok([{ type: 'shuffled', stack, deck: inPlay, source: ctx.rng.kind, citation }]);
    },
    cut: (s, actor, c, ctx) => {
      const rules = host.rules(s);
      const refused = dealerOnly(actor, c.type);
      if (refused) return refused;
      const citation = rules.cite.cut;
      if (host.deck(s).status !== 'cut')
        return reject('not_now', 'a manually shuffled deck is cut after the shuffle', citation);
      // The dealer's cut is a random outcome: on an automated table the generator places the cover card.
      if (host.setup(s).automated && c.position !== undefined)
        return reject(
          'automated_table',
          'an automated table cuts the deck itself; the cover card position is not given',
          citation,
        );
      const { minimum } = rules.cut;
      const maximum = rules.cut.maximum ?? deckSize(rules) - 1;
      const position = c.position ?? minimum + ctx.rng.nextInt(maximum - minimum + 1);
      if (position < minimum)
        return reject(
          'bad_cut',
          `the cover card goes at least ${spelled(minimum)} cards in from the top`,
          citation,
        );
      if (position > maximum)
        return reject(
          'bad_cut',
          maximum === deckSize(rules) - 1
            ? `the cover card goes into the ${deckSize(rules)}-card stack: at most ${maximum} cards in from the top`
            : `the cover card goes at most ${maximum} cards in from the top`,
          citation,
        );
      return ok([{ type: 'cut', position, citation }]);
    },
  };
}

function floorOrders<S, E>(
  host: DeckHost<S, E>,
): Pick<DeckHandlers<S, E>, 'order-recut' | 'order-reshuffle'> {
  return {
    'order-recut': (s, actor) => {
      const citation = host.rules(s).cite.recut;
      if (actor.role !== 'floorperson')
        return reject('not_permitted', 'a floorperson or above orders a recut', citation);
      const d = host.deck(s);
      // The round goes on as it stood (no wager reopens, § 659a.7(c)): only the deck is cut again.
      if (!d.cut || d.status !== 'ready' || host.stage(s) === 'dealt')
        return reject('not_now', 'a recut is ordered after the cut and before any card is dealt', citation);
      return ok([{ type: 'recut-ordered', citation }]);
    },
    'order-reshuffle': (s, actor) => {
      const citation = host.rules(s).cite.shuffle;
      if (actor.role !== 'floorperson')
        return reject('not_permitted', 'a floorperson or above directs a reshuffle', citation);
      if (!undealt(host.deck(s), host.stage(s)))
        return reject('not_now', 'a reshuffle is directed while the deck is in the shoe, undealt', citation);
      return ok([{ type: 'reshuffle-ordered', citation }]);
    },
  };
}

function duringTheDeal<S, E>(
  host: DeckHost<S, E>,
): Pick<DeckHandlers<S, E>, 'face-up-card' | 'card-drawn-in-error'> {
  const dealing = (s: S): boolean => host.stage(s) === 'dealing' && host.deck(s).status === 'ready';
  return {
    'face-up-card': (s, actor, c) => {
      const citation = host.rules(s).cite.faceUp;
      const refused = staffOnly(actor, c.type);
      if (refused) return refused;
      const d = host.deck(s);
      if (!dealing(s) || !d.stack) return reject('not_now', 'only while the cards are dealt', citation);
      if (d.faceUpFound >= 1)
        return ok(
          host.voidRound(s, {
            reason: 'more than one card found face up in the deck',
            citation,
            deckRemoved: false,
          }),
        );
      return ok([{ type: 'face-up-card-discarded', card: d.stack[d.next] as Card, citation }]);
    },
    'card-drawn-in-error': (s, actor, c) => {
      const citation = host.rules(s).cite.drawnInError;
      const refused = staffOnly(actor, c.type);
      if (refused) return refused;
      if (!dealing(s)) return reject('not_now', 'only while the cards are dealt', citation);
      // The card is used as though it were the next card: the deal goes on unchanged.
      return ok([{ type: 'card-drawn-in-error', citation }]);
    },
  };
}

function voids<S, E>(
  host: DeckHost<S, E>,
): Pick<DeckHandlers<S, E>, 'wrong-card-count' | 'stub-miscount' | 'shoe-malfunction'> {
  const inRound = (s: S, actor: Actor, type: string): Result<never, Rejection> | undefined => {
    const refused = staffOnly(actor, type);
    if (refused) return refused;
    const stage = host.stage(s);
    return stage === 'betting' || stage === 'closed'
      ? reject('not_now', 'no round is being dealt')
      : undefined;
  };
  return {
    'wrong-card-count': (s, actor, c) =>
      inRound(s, actor, c.type) ??
      ok(
        host.voidRound(s, {
          reason: 'a player or the dealer was dealt an incorrect number of cards',
          citation: host.rules(s).cite.wrongCount,
          deckRemoved: false,
        }),
      ),
    'stub-miscount': (s, actor, c) => {
      const citation = host.rules(s).cite.voidStub[host.setup(s).dealing];
      const refused = inRound(s, actor, c.type);
      if (refused) return refused;
      // The stub is what is left once every position has its cards (e.g. § 659a.8(d), § 663a.8(e)).
      if (host.stage(s) !== 'dealt') return reject('not_now', 'the stub is counted after the deal', citation);
      return ok(
        host.voidRound(s, {
          reason: c.misdeal
            ? 'the stub count was wrong after a misdeal'
            : 'the stub count was wrong and the cards were not misdealt',
          citation,
          deckRemoved: !c.misdeal,
        }),
      );
    },
    'shoe-malfunction': (s, actor, c) => {
      const citation = host.rules(s).cite.shoeJam;
      const refused = inRound(s, actor, c.type);
      if (refused) return refused;
      if (host.setup(s).dealing !== 'automated-shoe')
        return reject('no_automated_shoe', 'this table has no automated dealing shoe', citation);
      return ok(
        host.voidRound(s, {
          reason: 'the automated dealing shoe failed to deal all cards',
          citation,
          deckRemoved: false,
        }),
      );
    },
  };
}

function shufflerFaults<S, E>(
  host: DeckHost<S, E>,
): Pick<DeckHandlers<S, E>, 'shuffler-malfunction' | 'shuffler-miscount'> {
  return {
    'shuffler-malfunction': (s, actor, c) => {
      const citation = host.rules(s).cite.shufflerJam;
      const refused = staffOnly(actor, c.type);
      if (refused) return refused;
      if (host.setup(s).shuffler === 'manual')
        return reject('no_shuffler', 'this table shuffles by hand', citation);
      if (host.stage(s) !== 'betting') return reject('not_now', 'the shuffler jams between rounds', citation);
      return ok([{ type: 'shuffler-malfunction', citation }]);
    },
    'shuffler-miscount': (s, actor, c) => {
      const citation = host.rules(s).cite.countingShuffler;
      const refused = staffOnly(actor, c.type);
      if (refused) return refused;
      if (!host.setup(s).counting || !citation)
        return reject('no_counting_shuffler', 'this table has no shuffler that counts the cards');
      if (!undealt(host.deck(s), host.stage(s)))
        return reject(
          'not_now',
          'the shuffler counts the cards after the shuffle, before the deal',
          citation,
        );
      return ok([
        {
          type: 'deck-removed',
          reason: `the shuffler did not count ${deckSize(host.rules(s))} cards`,
          citation,
        },
      ]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The composed procedure
// ---------------------------------------------------------------------------------------------

export interface SingleDeck<S, E> {
  readonly handlers: DeckHandlers<S, E>;
  candidates(s: S, viewer: Viewer): DeckCandidates;
  automate(s: S): { actor: Actor; command: Of<'shuffle'> | Of<'cut'> } | undefined;
}

export function singleDeck<S, E>(host: DeckHost<S, E>): SingleDeck<S, E> {
  return {
    handlers: {
      ...shuffleAndCut(host),
      ...floorOrders(host),
      ...duringTheDeal(host),
      ...voids(host),
      ...shufflerFaults(host),
    },
    candidates: (s, viewer) => candidatesFor(host, s, viewer),
    automate: (s) => {
      const dealer: Actor = { role: 'dealer' };
      const status = host.deck(s).status;
      if (status === 'needs-shuffle') return { actor: dealer, command: { type: 'shuffle' } };
      if (status === 'cut') return { actor: dealer, command: { type: 'cut' } };
      return undefined;
    },
  };
}

function candidatesFor<S, E>(host: DeckHost<S, E>, s: S, viewer: Viewer): DeckCandidates {
  const out: { -readonly [T in DeckCommandType]?: Candidate<Of<T>>[] } = {};
  if (viewer.role === 'dealer') {
    const actor: Actor = { role: 'dealer' };
    out.shuffle = [{ actor, command: { type: 'shuffle' }, label: 'shuffle' }];
    // On an automated table the generator places the cover card (the dealer names no position).
    out.cut = [
      host.setup(s).automated
        ? { actor, command: { type: 'cut' }, label: 'cut' }
        : {
            actor,
            command: { type: 'cut', position: host.rules(s).cut.minimum },
            label: 'cut',
            needs: ['position'],
            // The bounds decide holds the cut to (the game's rules cite them).
            bounds: { position: cutBounds(host.rules(s)) },
          },
    ];
  }
  if (viewer.role === 'dealer' || viewer.role === 'floorperson') {
    const actor: Actor = { role: viewer.role };
    const report = <T extends DeckCommandType>(command: Of<T>, label?: string): Candidate<Of<T>>[] => [
      { actor, command, label: label ?? `irregularity: ${words(command.type)}` },
    ];
    out['face-up-card'] = report({ type: 'face-up-card' });
    out['card-drawn-in-error'] = report({ type: 'card-drawn-in-error' });
    out['wrong-card-count'] = report({ type: 'wrong-card-count' });
    out['shoe-malfunction'] = report({ type: 'shoe-malfunction' });
    out['shuffler-malfunction'] = report({ type: 'shuffler-malfunction' });
    out['shuffler-miscount'] = report({ type: 'shuffler-miscount' });
    out['stub-miscount'] = [
      ...report({ type: 'stub-miscount', misdeal: true }, 'stub miscount after a misdeal'),
      ...report({ type: 'stub-miscount', misdeal: false }, 'stub miscount (remove the deck)'),
    ];
  }
  if (viewer.role === 'floorperson') {
    const actor: Actor = { role: 'floorperson' };
    out['order-recut'] = [{ actor, command: { type: 'order-recut' }, label: 'order a recut' }];
    out['order-reshuffle'] = [{ actor, command: { type: 'order-reshuffle' }, label: 'order a reshuffle' }];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Evolve and the deal
// ---------------------------------------------------------------------------------------------

/** The deck after one of its own events. */
export function evolveDeck(d: DeckState, e: DeckEvent, setup: DeckSetup): DeckState {
  switch (e.type) {
    case 'shuffled':
      return {
        ...d,
        status: setup.shuffler === 'manual' ? 'cut' : 'ready',
        stack: e.stack,
        next: 0,
        cut: false,
        faceUpFound: 0,
        inPlay: e.deck,
      };
    case 'cut':
      return { ...d, status: 'ready', stack: d.stack ? cutStack(d.stack, e.position) : null, cut: true };
    case 'recut-ordered':
      return { ...d, status: 'cut' };
    case 'face-up-card-discarded':
      return { ...d, next: d.next + 1, faceUpFound: d.faceUpFound + 1 };
    case 'card-drawn-in-error':
      return d;
    case 'reshuffle-ordered':
    case 'shuffler-malfunction':
    case 'deck-removed':
      return { ...d, status: 'needs-shuffle', stack: null, next: 0, cut: false };
  }
}

/** The deck after a deal of `cards` cards. */
export const dealtFrom = (d: DeckState, cards: number): DeckState => ({
  ...d,
  status: 'dealt',
  next: d.next + cards,
});

/** The deck after the round: its cards in the discard rack, a shuffle due. */
export const clearedDeck = (d: DeckState): DeckState => ({
  ...d,
  status: 'needs-shuffle',
  stack: null,
  next: 0,
});

/** How cards leave the deck: one at a time around the table, or a stack per position. */
export type Delivery = 'cards' | 'stacks';

/** From the hand or a manual shoe one card at a time; an automated shoe dispenses stacks (§ 659a.10(b)). */
export const deliveryOf = (method: DealingMethod): Delivery =>
  method === 'automated-shoe' ? 'stacks' : 'cards';

/**
 * The deal: `order` lists the positions in the order they receive cards (the first position first,
 * the dealer where the chapter puts him), `count` cards each, delivered as `delivery` says. Also the
 * stub: the cards left in the deck.
 */
export function deal(
  d: DeckState,
  order: readonly number[],
  count: number,
  delivery: Delivery,
): {
  readonly hands: readonly { readonly position: number; readonly cards: Card[] }[];
  readonly stub: number;
} {
  const stack = d.stack ?? [];
  const n = order.length;
  const hands = order.map((position, k) => ({
    position,
    cards: Array.from({ length: count }, (_, r) =>
      delivery === 'stacks' ? stack[d.next + k * count + r] : stack[d.next + r * n + k],
    ).filter((c): c is Card => c !== undefined),
  }));
  return { hands, stub: stack.length - d.next - n * count };
}
