/**
 * The deal (627a.8-.10, 629a.8-.10, 631a.9-.11): the initial four cards, the hands turned face up by the
 * dealer, the squeezing players or the caller, House Money before any third card, the third cards by
 * the draw rules, then settlement. The next step is derived from the cards on the layout, never stored.
 */
import type { Card } from '../../core/cards.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import { take } from '../../engine/procedures/multi-deck-shoe.js';
import type { Actor } from '../../engine/game.js';
import type { Command } from './commands.js';
import { counterClockwiseAfter } from './curator.js';
import { citeFor, profileOf, type Cite, type Profile } from './profile.js';
import { bankerDraws, bankerRule, BANKER_RULE_CLAUSE, playerDraws, pointCount, pointValue } from './rules.js';
import { settleHouseMoney, settleRound, voidRound } from './settle.js';
import { coverEvents } from './shoe.js';
import type { BaccaratState, Event, Hand, HandName, Squeeze } from './state.js';

type Decided = Result<Event[], Rejection>;

export type DealingStep =
  | { readonly kind: 'deal' }
  | { readonly kind: 'reveal'; readonly hand: HandName; readonly by: number | 'dealer' }
  | { readonly kind: 'settle-house-money' }
  | { readonly kind: 'house-money-choice'; readonly seats: readonly number[] }
  | { readonly kind: 'draw-third'; readonly hand: HandName }
  | { readonly kind: 'settle' };

export const initialCounts = (coup: { player: Hand; banker: Hand }): [number, number] => [
  pointCount(coup.player.cards.slice(0, 2)),
  pointCount(coup.banker.cards.slice(0, 2)),
];

/** The next step of the deal, derived from the cards on the layout (nothing here is stored twice). */
export function dealingStep(s: BaccaratState): DealingStep {
  const coup = s.coup;
  if (!coup) return { kind: 'deal' };
  const holder = (hand: HandName): number | 'dealer' => s.squeeze?.[hand] ?? 'dealer';
  for (const hand of ['player', 'banker'] as const) {
    if (coup[hand].faceUp.slice(0, 2).some((up) => !up)) return { kind: 'reveal', hand, by: holder(hand) };
  }
  if (!s.houseMoney.settled && s.wagers.some((w) => w.kind === 'house-money'))
    return { kind: 'settle-house-money' };
  if (s.houseMoney.due.length)
    return { kind: 'house-money-choice', seats: s.houseMoney.due.map((d) => d.seat) };
  const [p2, b2] = initialCounts(coup);
  if (coup.player.cards.length === 2 && playerDraws(p2, b2)) return { kind: 'draw-third', hand: 'player' };
  if (coup.player.faceUp[2] === false) return { kind: 'reveal', hand: 'player', by: holder('player') };
  const third = coup.player.cards[2];
  if (coup.banker.cards.length === 2 && bankerDraws(p2, b2, third === undefined ? null : pointValue(third))) {
    return { kind: 'draw-third', hand: 'banker' };
  }
  if (coup.banker.faceUp[2] === false) return { kind: 'reveal', hand: 'banker', by: holder('banker') };
  return { kind: 'settle' };
}

export function describeStep(step: DealingStep): string {
  switch (step.kind) {
    case 'deal':
      return 'to deal the initial four cards';
    case 'reveal':
      return `for ${step.by === 'dealer' ? 'the dealer' : `seat ${step.by}`} to turn the ${step.hand === 'player' ? "Player's" : "Banker's"} Hand`;
    case 'settle-house-money':
      return 'to settle the House Money Wagers';
    case 'house-money-choice':
      return `the House Money choice of seat ${step.seats.join(', ')}`;
    case 'draw-third':
      return `a third card to the ${step.hand === 'player' ? "Player's" : "Banker's"} Hand`;
    case 'settle':
      return 'to settle the wagers';
  }
}

/** Third cards are dealt face down to the squeezing player (629a.8(c)(4),(5); 631a.9(d)); face up otherwise. */
const thirdCardFaceUp = (s: BaccaratState): boolean => s.options.dealing !== 'squeeze';

/** The squeeze: the highest wager on each hand, ties to the seat closest to the dealer counter-clockwise. */
function squeezeHolders(s: BaccaratState): Squeeze | null {
  if (s.options.dealing !== 'squeeze') return null;
  const highest = (kind: 'player' | 'banker'): number | null => {
    const ws = s.wagers.filter((w) => w.kind === kind).sort((a, b) => b.amount - a.amount || a.seat - b.seat);
    return ws[0]?.seat ?? null;
  };
  return { player: highest('player'), banker: highest('banker'), passed: { player: [], banker: [] } };
}

const isActor = (actor: Actor, who: number | 'dealer'): boolean =>
  who === 'dealer'
    ? actor.role === 'dealer' || actor.role === 'system'
    : actor.role === 'player' && actor.seat === who;

export type DealingCommand = Extract<
  Command,
  { type: 'deal' | 'draw-third' | 'reveal' | 'settle-house-money' | 'settle' }
>;

/** Who deals: the curator under the caller's instructions at Baccarat (631a.9); the dealer elsewhere. */
function refuseDealer(s: BaccaratState, p: Profile, actor: Actor, cite: Cite): Rejection | undefined {
  const dealer: number | 'dealer' = p.curator && s.curator !== null ? s.curator : 'dealer';
  if (isActor(actor, dealer)) return undefined;
  return {
    code: 'not_permitted',
    message:
      dealer === 'dealer' ? 'the dealer deals the cards' : `the curator (seat ${dealer}) deals the cards`,
    citation: p.curator ? cite('curator') : cite('dealing', '(c)'),
  };
}

/** The deal's commands, each only when it is the next step (the phase table admits them only while dealing). */
export function decideDealing(s: BaccaratState, actor: Actor, c: DealingCommand): Decided {
  const p = profileOf(s);
  const cite = citeFor(p);
  const step = dealingStep(s);
  if (c.type === 'deal' || c.type === 'draw-third') {
    const denied = refuseDealer(s, p, actor, cite);
    if (denied) return err(denied);
  }
  if (step.kind === 'house-money-choice')
    return err({
      code: 'awaiting_players',
      message: `waiting for the House Money choice of seat ${step.seats.join(', ')}`,
    });
  if (c.type === 'draw-third' && !(step.kind === 'draw-third' && step.hand === c.hand)) {
    const why =
      step.kind === 'draw-third'
        ? "the Player's Hand is dealt its third card first"
        : `no third card is authorised for the ${c.hand === 'player' ? "Player's" : "Banker's"} Hand; the next step is ${describeStep(step)}`;
    return err({ code: 'third_card_not_authorised', message: why, citation: cite('drawRules') });
  }
  if (step.kind !== c.type)
    return err({ code: 'out_of_order', message: `the next step is ${describeStep(step)}` });
  switch (step.kind) {
    case 'deal':
      return ok(deal(s, cite));
    case 'reveal':
      return reveal(s, p, actor, c, step);
    case 'settle-house-money':
      if (!(actor.role === 'dealer' || actor.role === 'system'))
        return err({ code: 'not_permitted', message: 'the dealer settles House Money' });
      return ok(settleHouseMoney(s, p));
    case 'draw-third':
      return ok(drawThird(s, step.hand, cite));
    case 'settle':
      if (!(actor.role === 'dealer' || actor.role === 'system'))
        return err({ code: 'not_permitted', message: 'the dealer settles the wagers' });
      return ok(settleRound(s, p));
  }
}

const shortOfCards = (s: BaccaratState, cite: Cite): Event[] =>
  voidRound(s, 'insufficient cards to complete the round', cite('irregularities', '(e)'));

function deal(s: BaccaratState, cite: Cite): Event[] {
  // A card drawn in error is the first card of the next hand of play (…13(a), (b)).
  const t = take(s.shoe, 4, true);
  if (!t) return shortOfCards(s, cite);
  const [c1, c2, c3, c4] = t.cards as [Card, Card, Card, Card];
  return [
    {
      type: 'cards-dealt',
      player: [c1, c3],
      banker: [c2, c4],
      faceUp: s.options.dealing === 'face-up',
      fromHeld: t.fromHeld,
      squeeze: squeezeHolders(s),
      citation: cite('dealing', '(c)'),
    },
    ...coverEvents(s, t.dealing),
  ];
}

function reveal(
  s: BaccaratState,
  p: Profile,
  actor: Actor,
  c: DealingCommand,
  step: Extract<DealingStep, { kind: 'reveal' }>,
): Decided {
  const cite = citeFor(p);
  if (c.type !== 'reveal' || c.hand !== step.hand)
    return err({ code: 'out_of_order', message: `the next step is ${describeStep(step)}` });
  if (!isActor(actor, step.by))
    return err({
      code: 'not_permitted',
      message: step.by === 'dealer' ? 'the dealer turns these cards' : `seat ${step.by} turns these cards`,
      citation: cite('dealing', p.clauses.reveal),
    });
  const citation =
    p.id === 'baccarat' && s.options.dealing !== 'squeeze'
      ? cite('thirdCard', '(a)')
      : cite('dealing', p.clauses.reveal);
  return ok([{ type: 'hand-revealed', hand: step.hand, by: step.by, citation }]);
}

function drawThird(s: BaccaratState, hand: HandName, cite: Cite): Event[] {
  // A card held for the next hand (…13(a), (b)) waits for it: a third card comes from the shoe.
  const t = take(s.shoe, 1, false);
  const coup = s.coup;
  if (!t || !coup) return shortOfCards(s, cite);
  const [p2, b2] = initialCounts(coup);
  const third = coup.player.cards[2];
  const rule =
    hand === 'player' ? 'player-draws' : bankerRule(p2, b2, third === undefined ? null : pointValue(third));
  const citation =
    hand === 'player'
      ? cite('drawRules', '(b)(1)')
      : cite('drawRules', BANKER_RULE_CLAUSE[rule as keyof typeof BANKER_RULE_CLAUSE]);
  const faceUp = thirdCardFaceUp(s);
  return [
    {
      type: 'third-card',
      hand,
      card: t.cards[0] as Card,
      faceUp,
      // Face down, it goes to the player who squeezed the hand, or, if nobody holds it, the dealer turns it.
      ...(faceUp ? {} : { to: s.squeeze?.[hand] ?? null }),
      fromHeld: t.fromHeld === 1,
      rule,
      citation,
    },
    ...coverEvents(s, t.dealing),
  ];
}

/** The squeeze given up, or required to be given up for delay (629a.8(d), 631a.9(e)): to the right, then on. */
export function decideRelinquish(
  s: BaccaratState,
  actor: Actor,
  c: Extract<Command, { type: 'relinquish' | 'require-relinquish' }>,
): Decided {
  const p = profileOf(s);
  const cite = citeFor(p);
  const clause = s.options.houseMoney.offered ? p.clauses.relinquishWithHouseMoney : p.clauses.relinquish;
  if (!s.squeeze) return err({ code: 'no_squeeze', message: 'no player holds the right to turn the cards' });
  const holder = s.squeeze[c.hand];
  if (holder === null) return err({ code: 'no_squeeze', message: 'the dealer turns these cards' });
  if (c.type === 'relinquish' && !(actor.role === 'player' && actor.seat === holder))
    return err({ code: 'not_permitted', message: 'only the player holding the cards may relinquish them' });
  if (c.type === 'require-relinquish' && actor.role !== 'dealer' && actor.role !== 'floorperson')
    return err({
      code: 'not_permitted',
      message: 'the dealer or floorperson requires a relinquishment for unreasonable delay',
      citation: cite('dealing', clause),
    });
  const passed = [...s.squeeze.passed[c.hand], holder];
  const next = counterClockwiseAfter(s, holder).find((x) => !passed.includes(x)) ?? null;
  return ok([
    {
      type: 'squeeze-passed',
      hand: c.hand,
      from: holder,
      to: next,
      citation: cite('dealing', clause),
    },
  ]);
}
