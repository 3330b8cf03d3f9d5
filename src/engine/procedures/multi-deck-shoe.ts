/**
 * The multi-deck dealing shoe, as every shoe game's chapter runs it: shuffle (by hand or by an automated
 * two-batch shuffler), the cut offered to the players in the chapter's order, the cut with a cover card,
 * the cover card that ends the shoe, a recut ordered by the floor, the burn, the cover card coming out in
 * play, the end of the shoe, a shuffler malfunction and a reshuffle the floor orders. A game composes it
 * with its own handlers (ARCHITECTURE "Procedures are shared"); the baccarat family (627a.5, 629a.5,
 * 631a.5) is its first user, the blackjack family (665a.5, 633a, 635a) its next.
 *
 * API
 * - `ShoeRules`: what differs between chapters, as data: the cards of one shoe (`DeckSpec`, e.g. the
 *   48-card decks of 665a.3(a)), the cut depth, where the cover card that ends the shoe goes (baccarat's
 *   "last hand" card 14 cards above the bottom, 627a.5(d); 665a.5(d): a quarter of the stack), the burn
 *   (627a.5(f): the first card exposed and its face value more face down), what the cover card means in
 *   play (`one-more-round`, 627a.9(e); `complete-round`, 665a.7(d)), and the citation of each step.
 * - `MultiDeckShoe`: the procedure's part of a game's state (the stage, the shuffled stack, the dealing
 *   shoe, cards held for the next hand, discards, the batch in play, the card exposed at the burn).
 *   `stage.kind` is `needs-shuffle`, `cut`, `needs-burn`, or `in-play` (the game's own phases then).
 * - `ShoeEvent` and `evolveShoe(shoe, event)`: the events the procedure decides and its reducer.
 * - `shoeHandlers(get)`: decide handlers for `shuffle`, `cut`, `decline-cut`, `order-recut`, `burn`,
 *   `shuffler-malfunction` and `order-reshuffle`, for the game's handler map (`decideWith`); `get` gives
 *   the shoe and the table's `ShoeTerms` (options, whether it is automated, the cut order, whether a
 *   round is in play). A game wraps a handler to add its own events (vigorish collected before a
 *   reshuffle, a shoe offered after the burn).
 * - For the deal: `take` (held cards first where the game says, then the shoe), `dealt` and `held` (the
 *   reducer's side), `coverCame` (the `cover-card` event when a draw passes it), `roundEnds` (whether
 *   the shoe is finished with the round in play) and `endRound` (its reducer).
 * - For the automated dealer, the views and the legal actions: `automatedShoeStep`, `overdueCut`,
 *   `cutOfferedTo`, `shoeView` (the shoe as a view shows it, its order to compliance only), and
 *   candidate builders (`shoeCandidates`), which a game lists among its own in its own order.
 * - The random steps a fast simulator must draw alike: `shuffledStack`, `automatedCut`, `cutRange`.
 * - A new table's shoe: `NEW_SHOE`.
 *
 * A blackjack shoe differs in data only: `deck: { removeRanks: [10] }`, `cover.minFromBottom: (n) =>
 * n / 4`, a burn of one card face down, `afterCover: 'complete-round'`, its citations, and a cut order
 * of its own (665a.5(c): the first player, or where the cover card fell). A recut goes to the next
 * person entitled to cut (627a.5(e)); 665a.5(e)'s "the same or the next" would be a new rule field.
 *
 * Rulings: an automated table offers the cut to the players in the regulation's order and cuts when all
 * decline (R6), and draws every random outcome itself: the dealer's cut and the cover card that ends the
 * shoe (R27); a shuffler malfunction sends later shoes to the manual shuffle (R5).
 */
import { decks, formatCard, type Card, type DeckSpec } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import { cutStack, draw, loadShoe, remaining, type Shoe } from '../../core/shoe.js';
import { requireDealer, requireFloorperson, type Handler } from '../decide.js';
import type { Actor, DecideContext, ParamBounds } from '../game.js';
import type { Candidate } from '../legal-actions.js';

// ---------------------------------------------------------------------------------------------
// Rules, state, events
// ---------------------------------------------------------------------------------------------

/** The citation of each step, in the chapter's own section numbers. */
export interface ShoeCitations {
  /** When the cards are shuffled (627a.5(a)). */
  readonly shuffle: Citation;
  /** New decks for every shoe, where the chapter requires them (629a.3(b)). */
  readonly newDecks: Citation;
  /** The batches of an automated shuffler (627a.3(b)(4)). */
  readonly twoBatch: Citation;
  /** The offer of the cut (627a.5(b)). */
  readonly cutOffer: Citation;
  /** The cut with a cover card (627a.5(c)). */
  readonly cut: Citation;
  /** The cover card that ends the shoe (627a.5(d)). */
  readonly cover: Citation;
  /** A recut (627a.5(e)). */
  readonly recut: Citation;
  /** The burn (627a.5(f)). */
  readonly burn: Citation;
  /** The cover card coming out in play (627a.9(e)). */
  readonly coverOut: Citation;
}

export interface ShoeRules {
  /** The composition of one deck (ranks removed, jokers), e.g. `{ removeRanks: [10] }` for 665a.3(a). */
  readonly deck: DeckSpec;
  /** The cover card goes at least this many cards in from the top or the bottom (627a.5(c)). */
  readonly cutDepth: number;
  /** The cover card that ends the shoe, counted from the bottom of the cut stack. */
  readonly cover: {
    /** The fewest cards below it (627a.5(d): 14), for a stack of `n` cards. */
    readonly minFromBottom: (n: number) => number;
    /** An automated dealer places it up to this many cards above the fewest (operator practice). */
    readonly automatedSpread: number;
    /** What a person calls it in a refusal: `second cover card`. */
    readonly name: string;
    /** What it is for: `last-hand card`. */
    readonly role: string;
  };
  /** The burn: how many cards leave the shoe for a first card, and whether that card is exposed. */
  readonly burn: (first: Card) => { readonly count: number; readonly exposed: boolean };
  /**
   * What the cover card means once it comes out: one more round after the one in play (627a.9(e): "last
   * hand"), or only the round in play (665a.7(d)).
   */
  readonly afterCover: 'one-more-round' | 'complete-round';
  readonly citations: ShoeCitations;
}

/** What a table's options and seats say about the shoe now (the game derives it from its state). */
export interface ShoeTerms {
  readonly rules: ShoeRules;
  /** Decks in the shoe (in each batch, with the two-batch shuffler). */
  readonly decks: number;
  readonly shuffler: 'manual' | 'automated-two-batch';
  /** New decks for every shoe (the `shuffled` event says so). */
  readonly newDecks: boolean;
  /** The engine performs the dealer's procedure: it draws the dealer's cut and the cover card (R27). */
  readonly automated: boolean;
  /** The seats to offer the cut, in the chapter's order (627a.5(b)); decided at the shuffle. */
  readonly cutOrder: readonly number[];
  /** A round is being dealt (a reshuffle waits for it). */
  readonly roundInPlay: boolean;
}

export type ShoeStage =
  | { readonly kind: 'needs-shuffle' }
  /** The shuffled stack is offered for the cut; `offer` lists the seats in order, `next` who is asked now. */
  | { readonly kind: 'cut'; readonly offer: readonly number[]; readonly next: number }
  /** Cut and loaded; `recutOffer` is who is entitled to cut if a recut is ordered (627a.5(e)). */
  | { readonly kind: 'needs-burn'; readonly recutOffer: readonly number[] }
  | { readonly kind: 'in-play' };

export interface MultiDeckShoe {
  readonly stage: ShoeStage;
  /** The shuffled stack between the shuffle and the cut. */
  readonly stack: readonly Card[] | null;
  /** The cut stack in the dealing shoe. */
  readonly dealing: Shoe | null;
  /** Cards set aside to be dealt first in the next hand (a card drawn in error, 627a.13(a)). */
  readonly held: readonly Card[];
  /** Cards in the discard rack since the shuffle. */
  readonly discards: number;
  /** The card exposed at the burn (627a.5(f): shown to the players), for the rest of its shoe. */
  readonly burnExposed: Card | null;
  /** The two-batch shuffler's batch in play. */
  readonly batch: 'A' | 'B' | null;
  /** Shoes burned and put in play since the table opened. */
  readonly shoesDealt: number;
  /** The cover card has come out (`one-more-round`): the round in play is the last of the shoe. */
  readonly lastHand: boolean;
  /** The automated shuffler is out of service (R5). */
  readonly shufflerOut: boolean;
}

export const NEW_SHOE: MultiDeckShoe = {
  stage: { kind: 'needs-shuffle' },
  stack: null,
  dealing: null,
  held: [],
  discards: 0,
  burnExposed: null,
  batch: null,
  shoesDealt: 0,
  lastHand: false,
  shufflerOut: false,
};

interface Cited {
  readonly citation: Citation;
}

export type ShoeEvent =
  | ({
      readonly type: 'shuffled';
      readonly stack: readonly Card[];
      readonly batch: 'A' | 'B' | null;
      readonly newDecks: boolean;
      readonly source: 'crypto' | 'seeded';
    } & Cited)
  | ({ readonly type: 'cut-offered'; readonly offer: readonly number[] } & Cited)
  | ({ readonly type: 'cut-declined'; readonly seat: number } & Cited)
  | ({
      readonly type: 'cut';
      readonly by: number | 'dealer';
      readonly position: number;
      /** Where the cover card that ends the shoe went, counted from the bottom (627a.5(d)). */
      readonly lastHandFromBottom: number;
    } & Cited)
  | ({ readonly type: 'recut-ordered' } & Cited)
  /** `exposed`: the first card, shown to the players (absent where the burn is face down). */
  | ({ readonly type: 'burned'; readonly exposed?: Card; readonly burned: readonly Card[] } & Cited)
  /** The cover card came out; `lastHand`: one more round follows the one in play. */
  | ({ readonly type: 'cover-card'; readonly lastHand: boolean } & Cited)
  | ({ readonly type: 'shuffler-malfunction' } & Cited)
  | ({ readonly type: 'reshuffle-ordered' } & Cited);

export type ShoeCommand =
  | { readonly type: 'shuffle' }
  | {
      readonly type: 'cut';
      readonly position?: number | undefined;
      readonly lastHandFromBottom?: number | undefined;
    }
  | { readonly type: 'decline-cut' }
  | { readonly type: 'order-recut' }
  | { readonly type: 'burn' }
  | { readonly type: 'shuffler-malfunction' }
  | { readonly type: 'order-reshuffle' };

const SHOE_EVENTS: ReadonlySet<string> = new Set<ShoeEvent['type']>([
  'shuffled',
  'cut-offered',
  'cut-declined',
  'cut',
  'recut-ordered',
  'burned',
  'cover-card',
  'shuffler-malfunction',
  'reshuffle-ordered',
]);

export const isShoeEvent = (e: { readonly type: string }): e is ShoeEvent => SHOE_EVENTS.has(e.type);

// ---------------------------------------------------------------------------------------------
// The random steps, shared with fast simulators (which must draw the same numbers in the same order)
// ---------------------------------------------------------------------------------------------

/** A freshly shuffled stack of `count` decks (rng draws: the Fisher-Yates swaps of shuffleInPlace). */
export function shuffledStack(count: number, spec: DeckSpec, rng: Rng): Card[] {
  const stack = decks(count, spec);
  shuffleInPlace(stack, rng);
  return stack;
}

/** Legal cut positions: the number of cards above the cover card (627a.5(c)). */
export const cutRange = (rules: ShoeRules, n: number): { min: number; max: number } => ({
  min: rules.cutDepth,
  max: n - rules.cutDepth,
});

/** The automated dealer's cover card that ends the shoe: one draw. */
export const automatedCover = (rules: ShoeRules, n: number, rng: Rng): number =>
  rules.cover.minFromBottom(n) + rng.nextInt(rules.cover.automatedSpread);

/** An automated cut: one draw for the cut position, then one for the cover card, in that order. */
export function automatedCut(
  rules: ShoeRules,
  n: number,
  rng: Rng,
): { position: number; lastHandFromBottom: number } {
  const { min, max } = cutRange(rules, n);
  const position = min + rng.nextInt(max - min + 1);
  return { position, lastHandFromBottom: automatedCover(rules, n, rng) };
}

// ---------------------------------------------------------------------------------------------
// Decide
// ---------------------------------------------------------------------------------------------

type Decided = Result<ShoeEvent[], Rejection>;
/** The shoe and the table's terms, as a game's state gives them to a handler. */
interface At {
  readonly shoe: MultiDeckShoe;
  readonly terms: ShoeTerms;
}
const refuse = (code: string, message: string, citation?: Citation): Decided =>
  err(citation === undefined ? { code, message } : { code, message, citation });

/** Who is asked to cut now: a seat, or the dealer once every seat has declined (or none is seated). */
const cutter = (stage: Extract<ShoeStage, { kind: 'cut' }>): number | 'dealer' =>
  stage.offer[stage.next] ?? 'dealer';

function decideShuffle({ shoe, terms: t }: At, actor: Actor, ctx: DecideContext): Decided {
  const c = t.rules.citations;
  const denied = requireDealer(actor, 'shuffle');
  if (denied) return err(denied);
  if (shoe.stage.kind !== 'needs-shuffle')
    return refuse('shoe_in_play', 'the cards are reshuffled only when the shoe is finished', c.shuffle);
  const twoBatch = t.shuffler === 'automated-two-batch' && !shoe.shufflerOut;
  const batch = twoBatch ? (shoe.batch === 'A' ? 'B' : 'A') : null;
  return ok([
    {
      type: 'shuffled',
      stack: shuffledStack(t.decks, t.rules.deck, ctx.rng),
      batch,
      newDecks: t.newDecks,
      source: ctx.rng.kind,
      citation: twoBatch ? c.twoBatch : t.newDecks ? c.newDecks : c.shuffle,
    },
    { type: 'cut-offered', offer: t.cutOrder, citation: c.cutOffer },
  ]);
}

function decideDeclineCut({ shoe, terms: t }: At, actor: Actor): Decided {
  const c = t.rules.citations;
  if (shoe.stage.kind !== 'cut') return refuse('no_cut_offered', 'the cut is not being offered');
  const offered = shoe.stage.offer[shoe.stage.next];
  if (offered === undefined || actor.role !== 'player' || actor.seat !== offered)
    return refuse(
      'not_your_turn',
      `the cut is offered to ${offered === undefined ? 'the dealer' : `seat ${offered}`}`,
      c.cutOffer,
    );
  return ok([{ type: 'cut-declined', seat: offered, citation: c.cutOffer }]);
}

/** The positions a cut names, or those the automated table draws (R27); a refusal when they are wrong. */
function cutPositions(
  by: number | 'dealer',
  n: number,
  cmd: Extract<ShoeCommand, { type: 'cut' }>,
  t: ShoeTerms,
  rng: Rng,
): Result<{ position: number; lastHandFromBottom: number }, Rejection> {
  const { rules } = t;
  const c = rules.citations;
  let { position, lastHandFromBottom } = cmd;
  if (t.automated) {
    // Every random outcome of an automated table comes from its generator: the dealer's cut (when no
    // player accepts it, 627a.5(b)) and the cover card that ends the shoe (627a.5(d), R27). A player
    // offered the cut still places the cover card himself.
    if (by === 'dealer' && position !== undefined)
      return err({
        code: 'automated_table',
        message: 'an automated table makes the dealer’s cut itself; the cover card position is not given',
        citation: c.cutOffer,
      });
    if (lastHandFromBottom !== undefined)
      return err({
        code: 'automated_table',
        message: `an automated table inserts the ${rules.cover.role} itself; its position is not given`,
        citation: c.cover,
      });
    if (by === 'dealer') ({ position, lastHandFromBottom } = automatedCut(rules, n, rng));
  }
  const required = (what: string): Result<never, Rejection> =>
    err({ code: 'cut_position_required', message: `a cut names the position of ${what}`, citation: c.cut });
  const both = `the cover card and of the ${rules.cover.role}`;
  if (position === undefined) return required(t.automated ? 'the cover card' : both);
  const range = cutRange(rules, n);
  if (position < range.min || position > range.max)
    return err({
      code: 'cut_too_shallow',
      message: `the cover card goes at least ${range.min} cards in from the top or the bottom (${range.min} to ${range.max})`,
      citation: c.cut,
    });
  if (lastHandFromBottom === undefined) {
    if (!t.automated) return required(both);
    lastHandFromBottom = automatedCover(rules, n, rng);
  }
  const min = rules.cover.minFromBottom(n);
  if (lastHandFromBottom < min || lastHandFromBottom > n - min)
    return err({
      code: 'last_hand_card_too_low',
      message: `the ${rules.cover.name} goes at least ${min} cards above the bottom`,
      citation: c.cover,
    });
  return ok({ position, lastHandFromBottom });
}

function decideCut(
  { shoe, terms: t }: At,
  actor: Actor,
  cmd: Extract<ShoeCommand, { type: 'cut' }>,
  ctx: DecideContext,
): Decided {
  const c = t.rules.citations;
  if (shoe.stage.kind !== 'cut' || !shoe.stack)
    return refuse('no_cut_offered', 'there is no shuffled stack to cut');
  const by = cutter(shoe.stage);
  const mayCut =
    by === 'dealer'
      ? actor.role === 'dealer' || actor.role === 'system'
      : actor.role === 'player' && actor.seat === by;
  if (!mayCut)
    return refuse(
      'not_your_turn',
      `the cut is offered to ${by === 'dealer' ? 'the dealer' : `seat ${by}`}`,
      c.cutOffer,
    );
  const at = cutPositions(by, shoe.stack.length, cmd, t, ctx.rng);
  if (!at.ok) return at;
  return ok([{ type: 'cut', by, ...at.value, citation: c.cut }]);
}

function decideRecut({ shoe, terms: t }: At, actor: Actor): Decided {
  const c = t.rules.citations;
  if (actor.role !== 'floorperson')
    return refuse('not_permitted', 'a recut is ordered by a floorperson or above', c.recut);
  if (shoe.stage.kind !== 'needs-burn' || !shoe.dealing)
    return refuse(
      'recut_too_late',
      'a recut may be ordered only before play begins with the cut stack',
      c.recut,
    );
  return ok([{ type: 'recut-ordered', citation: c.recut }]);
}

function decideBurn({ shoe, terms: t }: At, actor: Actor): Decided {
  const denied = requireDealer(actor, 'burn');
  if (denied) return err(denied);
  if (shoe.stage.kind !== 'needs-burn' || !shoe.dealing)
    return refuse('nothing_to_burn', 'the burn comes after the cut, before play');
  const first = draw(shoe.dealing, 1);
  if (!first) return refuse('insufficient_cards', 'the shoe is empty');
  const card = first.cards[0] as Card;
  const burn = t.rules.burn(card);
  const rest = draw(first.shoe, burn.count - 1);
  if (!rest) return refuse('insufficient_cards', 'not enough cards to burn');
  const citation = t.rules.citations.burn;
  return ok([
    burn.exposed
      ? { type: 'burned', exposed: card, burned: rest.cards, citation }
      : { type: 'burned', burned: [card, ...rest.cards], citation },
  ]);
}

function decideMalfunction({ terms: t }: At, actor: Actor): Decided {
  if (actor.role !== 'floorperson')
    return refuse('not_permitted', 'a floorperson records a shuffler malfunction');
  if (t.shuffler !== 'automated-two-batch')
    return refuse('no_shuffler', 'this table has no automated shuffler');
  return ok([{ type: 'shuffler-malfunction', citation: t.rules.citations.shuffle }]);
}

/** A reshuffle the floor directs (627a.5(a), 665a.5(f)): between rounds, of a shoe in play. */
function decideReshuffle({ shoe, terms: t }: At, actor: Actor): Decided {
  const c = t.rules.citations;
  const denied = requireFloorperson(actor, 'a reshuffle', c.shuffle);
  if (denied) return err(denied);
  if (shoe.stage.kind !== 'in-play')
    return refuse('no_shoe_in_play', 'there is no shoe in play to reshuffle', c.shuffle);
  if (t.roundInPlay)
    return refuse(
      'round_in_play',
      'the cards are reshuffled between rounds, once the round in play is settled',
      c.shuffle,
    );
  return ok([{ type: 'reshuffle-ordered', citation: c.shuffle }]);
}

/**
 * The procedure's decide handlers for a game's handler map: `get` reads the shoe and the table's terms
 * from the game's state.
 */
export function shoeHandlers<S>(get: (s: S) => At): {
  readonly [T in ShoeCommand['type']]: Handler<S, Extract<ShoeCommand, { type: T }>, ShoeEvent>;
} {
  return {
    shuffle: (s, actor, _c, ctx) => decideShuffle(get(s), actor, ctx),
    cut: (s, actor, c, ctx) => decideCut(get(s), actor, c, ctx),
    'decline-cut': (s, actor) => decideDeclineCut(get(s), actor),
    'order-recut': (s, actor) => decideRecut(get(s), actor),
    burn: (s, actor) => decideBurn(get(s), actor),
    'shuffler-malfunction': (s, actor) => decideMalfunction(get(s), actor),
    'order-reshuffle': (s, actor) => decideReshuffle(get(s), actor),
  };
}

// ---------------------------------------------------------------------------------------------
// Dealing from the shoe
// ---------------------------------------------------------------------------------------------

/**
 * `n` cards for a draw: with `useHeld`, cards held for the next hand first (627a.13(a)), then the shoe.
 * Undefined when the shoe cannot supply them.
 */
export function take(
  shoe: MultiDeckShoe,
  n: number,
  useHeld: boolean,
): { cards: Card[]; fromHeld: number; dealing: Shoe } | undefined {
  const fromHeld = useHeld ? Math.min(n, shoe.held.length) : 0;
  if (!shoe.dealing) return undefined;
  const drawn = draw(shoe.dealing, n - fromHeld);
  if (!drawn) return undefined;
  return { cards: [...shoe.held.slice(0, fromHeld), ...drawn.cards], fromHeld, dealing: drawn.shoe };
}

/** Cards left to deal: the shoe's and any held for the next hand. */
export const cardsLeft = (shoe: MultiDeckShoe): number =>
  (shoe.dealing ? remaining(shoe.dealing) : 0) + shoe.held.length;

/** The `cover-card` event when a draw that leaves the shoe as `after` brought the cover card out. */
export function coverCame(shoe: MultiDeckShoe, after: Shoe, rules: ShoeRules): ShoeEvent[] {
  return shoe.dealing && !shoe.dealing.coverOut && after.coverOut
    ? [
        {
          type: 'cover-card',
          lastHand: rules.afterCover === 'one-more-round',
          citation: rules.citations.coverOut,
        },
      ]
    : [];
}

/** The reducer's side of a draw: `n` cards dealt, `fromHeld` of them held cards (`discard`: to the rack). */
export function dealt(shoe: MultiDeckShoe, n: number, fromHeld: number, discard = false): MultiDeckShoe {
  const fromShoe = n - fromHeld;
  const drawn = shoe.dealing && fromShoe > 0 ? draw(shoe.dealing, fromShoe) : undefined;
  return {
    ...shoe,
    dealing: drawn ? drawn.shoe : shoe.dealing,
    held: shoe.held.slice(fromHeld),
    discards: shoe.discards + (discard ? n : 0),
  };
}

/** A card drawn from the shoe and set aside for the next hand. */
export const held = (shoe: MultiDeckShoe, card: Card): MultiDeckShoe => ({
  ...dealt(shoe, 1, 0),
  held: [...shoe.held, card],
});

/** Whether the shoe is finished with the round in play (the cover card's rule, 627a.9(e)). */
export const roundEnds = (shoe: MultiDeckShoe, rules: ShoeRules): boolean =>
  rules.afterCover === 'one-more-round' ? shoe.lastHand : (shoe.dealing?.coverOut ?? false);

/** The round in play is over: its `discarded` cards go to the rack, and the shoe is finished or goes on. */
export function endRound(shoe: MultiDeckShoe, discarded: number, finished: boolean): MultiDeckShoe {
  const coverOut = shoe.dealing?.coverOut ?? false;
  const after = { ...shoe, discards: shoe.discards + discarded };
  return finished
    ? { ...after, stage: { kind: 'needs-shuffle' }, dealing: null, lastHand: false }
    : { ...after, lastHand: coverOut };
}

// ---------------------------------------------------------------------------------------------
// Evolve
// ---------------------------------------------------------------------------------------------

export function evolveShoe(shoe: MultiDeckShoe, e: ShoeEvent): MultiDeckShoe {
  switch (e.type) {
    case 'shuffled':
      return {
        ...shoe,
        stack: e.stack,
        batch: e.batch,
        dealing: null,
        held: [],
        discards: 0,
        burnExposed: null,
        lastHand: false,
      };
    case 'cut-offered':
      return { ...shoe, stage: { kind: 'cut', offer: e.offer, next: 0 } };
    case 'cut-declined':
      return shoe.stage.kind === 'cut'
        ? { ...shoe, stage: { ...shoe.stage, next: shoe.stage.next + 1 } }
        : shoe;
    case 'cut': {
      const stack = cutStack(shoe.stack ?? [], e.position);
      // 627a.5(e): on a recut "the next person entitled to cut" does it: the offer resumes after this cutter.
      const recutOffer = shoe.stage.kind === 'cut' ? shoe.stage.offer.slice(shoe.stage.next + 1) : [];
      return {
        ...shoe,
        stack,
        dealing: loadShoe(stack, e.lastHandFromBottom),
        stage: { kind: 'needs-burn', recutOffer },
      };
    }
    case 'recut-ordered': {
      // The stack goes back as it was before the cut, offered to those still entitled to cut.
      const offer = shoe.stage.kind === 'needs-burn' ? shoe.stage.recutOffer : [];
      return { ...shoe, dealing: null, stage: { kind: 'cut', offer, next: 0 } };
    }
    case 'burned': {
      const n = (e.exposed === undefined ? 0 : 1) + e.burned.length;
      const dealing = shoe.dealing ? (draw(shoe.dealing, n)?.shoe ?? shoe.dealing) : null;
      return {
        ...shoe,
        dealing,
        stack: null,
        discards: n,
        burnExposed: e.exposed ?? null,
        stage: { kind: 'in-play' },
        shoesDealt: shoe.shoesDealt + 1,
      };
    }
    case 'cover-card':
      return shoe;
    case 'shuffler-malfunction':
      return { ...shoe, shufflerOut: true };
    case 'reshuffle-ordered':
      return { ...shoe, stage: { kind: 'needs-shuffle' }, dealing: null, held: [], lastHand: false };
  }
}

// ---------------------------------------------------------------------------------------------
// The automated dealer, the decision time, the legal actions
// ---------------------------------------------------------------------------------------------

/** The automated dealer's next shoe step (shuffle, the dealer's cut, burn); undefined when none is due. */
export function automatedShoeStep(
  shoe: MultiDeckShoe,
): { readonly type: 'shuffle' } | { readonly type: 'cut' } | { readonly type: 'burn' } | undefined {
  switch (shoe.stage.kind) {
    case 'needs-shuffle':
      return { type: 'shuffle' };
    case 'cut':
      return cutter(shoe.stage) === 'dealer' ? { type: 'cut' } : undefined;
    case 'needs-burn':
      return { type: 'burn' };
    case 'in-play':
      return undefined;
  }
}

/** A seat offered the cut that has not answered in time declines it (R22): undefined when none is asked. */
export function overdueCut(
  shoe: MultiDeckShoe,
): { actor: Actor; command: { readonly type: 'decline-cut' } } | undefined {
  if (shoe.stage.kind !== 'cut') return undefined;
  const seat = shoe.stage.offer[shoe.stage.next];
  return seat === undefined
    ? undefined
    : { actor: { role: 'player', seat }, command: { type: 'decline-cut' } };
}

/** Who is asked to cut now, for a view (`the cut is offered to seat 7`). */
export const cutOfferedTo = (shoe: MultiDeckShoe): number | 'dealer' | undefined =>
  shoe.stage.kind === 'cut' ? cutter(shoe.stage) : undefined;

/**
 * Candidate commands for the legal actions (filtered through decide by the game): a game lists them in
 * its own order among its other candidates. On an automated table the cut names only the cover card
 * (a player's) or nothing (the dealer's), R27.
 */
export const shoeCandidates = {
  /** The probe positions are the shallowest legal ones; the person supplies the real ones (`needs`). */
  cut(
    actor: Actor,
    shoe: MultiDeckShoe,
    terms: Pick<ShoeTerms, 'rules' | 'automated'>,
    label: string,
  ): Candidate<Extract<ShoeCommand, { type: 'cut' }>> {
    const position = terms.rules.cutDepth;
    const { rules } = terms;
    const n = shoe.stack?.length ?? 0;
    // The bounds are those cutPositions holds the cut to: the cover card at least cutDepth cards from
    // either end (627a.5(c)); the last-hand card at least minFromBottom(n) cards from either end (627a.5(d)).
    const range = cutRange(rules, n);
    const cutBounds: ParamBounds = {
      kind: 'integer',
      min: range.min,
      max: range.max,
      step: 1,
      default: Math.max(range.min, Math.min(range.max, Math.floor(n / 2))),
      label: 'Cut: cards above the cover card',
    };
    if (terms.automated)
      return actor.role !== 'player'
        ? { actor, command: { type: 'cut' }, label }
        : {
            actor,
            command: { type: 'cut', position },
            label,
            needs: ['position'],
            bounds: { position: cutBounds },
          };
    const lastHandFromBottom = rules.cover.minFromBottom(n);
    return {
      actor,
      command: { type: 'cut', position, lastHandFromBottom },
      label,
      needs: ['position', 'lastHandFromBottom'],
      bounds: {
        position: cutBounds,
        lastHandFromBottom: {
          kind: 'integer',
          min: lastHandFromBottom,
          max: n - lastHandFromBottom,
          step: 1,
          default: lastHandFromBottom,
          label: `${rules.cover.role.charAt(0).toUpperCase()}${rules.cover.role.slice(1)}: cards below it`,
        },
      },
    };
  },
  simple<T extends Exclude<ShoeCommand['type'], 'cut'>>(
    actor: Actor,
    type: T,
    label: string,
  ): Candidate<{ readonly type: T }> {
    return { actor, command: { type }, label };
  },
};

/** The shoe as a person at the table sees it; `order` (the cards in dealing order) for compliance only. */
export function shoeView(
  shoe: MultiDeckShoe,
  compliance: boolean,
): {
  remaining: number;
  discards: number;
  burnExposed: string | null;
  coverOut: boolean;
  lastHand: boolean;
  batch: string | null;
  order?: string[];
} | null {
  const d = shoe.dealing;
  if (!d) return null;
  return {
    remaining: cardsLeft(shoe),
    discards: shoe.discards,
    burnExposed: shoe.burnExposed === null ? null : formatCard(shoe.burnExposed),
    coverOut: d.coverOut,
    lastHand: shoe.lastHand,
    batch: shoe.batch,
    ...(compliance ? { order: [...shoe.held, ...d.stack.slice(d.next)].map((c) => formatCard(c)) } : {}),
  };
}
