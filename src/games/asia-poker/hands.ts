/**
 * The players' and the dealer's hands (§ 659a.11(a)-(e), § 659a.13(d), (e), (i), (j)): setting three
 * hands from seven cards (the house way told on request), a player's void when a card of his was
 * exposed, the dealer's setting by the house way, and the surrender before the reveal. With two
 * adjacent betting areas each hand is set on its own, the larger wager first (§ 659a.7(f)).
 */
import { parseCard, parseCards, type Card } from '../../core/cards.js';
import type { Citation } from '../../core/citation.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { stakeOf } from '../../engine/coupons.js';
import { handToActOn } from '../../engine/adjacent-areas.js';
import type { Handler } from '../../engine/decide.js';
import type { Command } from './commands.js';
import { explainHouseWay, setHouseWay } from './house-way.js';
import { rankingOptionsOf } from './options.js';
import { CITE } from './rules.js';
import { FOUL_CITE, allReturned, foulOf, settled } from './settle.js';
import { sevenEach } from './deal.js';
import {
  areaOf,
  handOf,
  handsOf,
  ofHand,
  undecided,
  wagerOf,
  type AsiaState,
  type Event,
  type PlayerHand,
  type ThreeHands,
} from './state.js';

type On<T extends Command['type']> = Handler<AsiaState, Extract<Command, { type: T }>, Event>;
type Decided = Result<Event[], Rejection>;

/**
 * The player's hand to be ranked and set now (§ 659a.7(f)): the area with the larger Asia Poker Wager
 * first; with equal wagers counterclockwise, so the area to the dealer's right (the higher position)
 * first (spec ruling A10 #18). The other hand is not set, or looked at, until this one is placed face down.
 */
export function settingTurn(s: AsiaState, player: number): PlayerHand | undefined {
  return handToActOn(
    s.hands,
    player,
    (h) => !h.set && !h.done,
    (h) => {
      const a = wagerOf(s, h.seat, 'asia-poker');
      return a ? stakeOf(a) : 0;
    },
  );
}

/** Whether a hand may still be surrendered: after the dealer sets, before its reveal, no Bonus Wager. */
export const mayStillSurrender = (s: AsiaState, h: PlayerHand): boolean =>
  s.phase === 'settling' &&
  !h.done &&
  !h.revealed &&
  !h.keeps &&
  wagerOf(s, h.seat, 'asia-poker') !== undefined &&
  wagerOf(s, h.seat, 'bonus') === undefined;

/** The next hand the dealer reveals: from the dealer's right (highest seat), counterclockwise. */
export const nextToSettle = (s: AsiaState): PlayerHand | undefined =>
  [...s.hands].sort((a, b) => b.seat - a.seat).find((h) => !h.done);

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((c, i) => c === [...b].sort((x, y) => x - y)[i]);

/** Parses a setting against the seven cards: a rejection if the cards are not exactly these seven. */
function parseSetting(
  cards: readonly Card[],
  h: string,
  m: string,
  l: string,
): Result<ThreeHands, Rejection> {
  const ph = parseCards(h);
  const pm = parseCards(m);
  const pl = parseCards(l);
  if (!ph.ok || !pm.ok || !pl.ok)
    return reject(
      'unknown_card',
      [ph, pm, pl]
        .map((x) => (x.ok ? '' : x.error))
        .join(' ')
        .trim(),
    );
  if (!sameCards([...ph.value, ...pm.value, ...pl.value], cards))
    return reject(
      'not_your_cards',
      'the three hands must use exactly the seven cards dealt to you',
      CITE.foulOther,
    );
  return ok({ high: ph.value, medium: pm.value, low: pl.value });
}

const otherAreaFirst = (s: AsiaState, player: number): Decided =>
  reject(
    'other_area_first',
    `set the hand at area ${settingTurn(s, player)?.seat ?? '?'} first: the larger wager first, equal wagers counterclockwise, one hand before the other`,
    CITE.adjacent,
  );

/** The hand a player's command is for: the area he names, else the one `pick` chooses. */
const handFor = (
  s: AsiaState,
  seat: number,
  area: number | undefined,
  pick: (s: AsiaState, seat: number) => PlayerHand | undefined,
): PlayerHand | undefined => (area !== undefined ? handOf(s, area) : pick(s, seat));

const seatOfActor = (actor: { readonly seat?: number }): number => actor.seat ?? 0;

/** A hand whose exposed card is not yet decided on is neither set nor helped with (§ 659a.13(d)). */
const decideFirst = (h: PlayerHand): Decided | undefined =>
  undecided(h)
    ? reject(
        'exposed_card_decision',
        'a card of this hand was exposed: say first whether you play it out or void it, without looking at the other cards',
        CITE.playerCardExposed,
      )
    : undefined;

export const askHouseWay: On<'ask-house-way'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const h = handFor(s, seat, c.area, settingTurn);
  if (!h || h.player !== seat || h.set)
    return reject('not_now', 'help is given while you set your hands', CITE.help);
  if (h !== settingTurn(s, h.player)) return otherAreaFirst(s, h.player);
  const first = decideFirst(h);
  if (first) return first;
  const hw = setHouseWay(s.options.houseWay, h.cards, rankingOptionsOf(s.options));
  return ok([
    {
      type: 'house-way-told',
      ...ofHand(h),
      high: hw.high,
      medium: hw.medium,
      low: hw.low,
      rule: explainHouseWay(hw),
      citation: CITE.help,
    },
  ]);
};

export const setHands: On<'set-hands'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const h = handFor(s, seat, c.area, settingTurn);
  if (!h || h.player !== seat || h.done)
    return reject('not_now', 'no hand of yours is waiting to be set', CITE.setting);
  if (h.set)
    return reject(
      'already_set',
      'once the hands are placed face down they are not touched again',
      h.seat !== h.player ? CITE.adjacent : CITE.setting,
    );
  if (h !== settingTurn(s, h.player)) return otherAreaFirst(s, h.player);
  const first = decideFirst(h);
  if (first) return first;
  const parsed = parseSetting(h.cards, c.high, c.medium, c.low);
  if (!parsed.ok) return parsed;
  if (parsed.value.high.length !== 4 || parsed.value.medium.length !== 2 || parsed.value.low.length !== 1)
    return reject(
      'wrong_card_count',
      'the high hand has four cards, the medium hand two and the low hand one',
      CITE.foulOther,
    );
  const foul = foulOf(parsed.value, s.options);
  return ok([
    {
      type: 'hands-set',
      ...ofHand(h),
      ...parsed.value,
      foul,
      citation: foul ? FOUL_CITE(foul) : CITE.setting,
    },
  ]);
};

/**
 * A decision on the exposed hand the player names (§ 659a.13(d)): the area he names, else his first
 * undecided one; `refusal` says why not where he has none of his own still undecided.
 */
const onExposedHand =
  (
    refusal: string,
    decide: (h: PlayerHand, s: AsiaState) => Event[],
  ): Handler<AsiaState, Extract<Command, { type: 'void-hand' | 'play-hand' }>, Event> =>
  (s, actor, c) => {
    const seat = seatOfActor(actor);
    const h = handFor(s, seat, c.area, (x, p) => handsOf(x, p).find(undecided));
    if (!h || h.player !== seat || !undecided(h)) return reject('not_now', refusal, CITE.playerCardExposed);
    return ok(decide(h, s));
  };

/**
 * § 659a.13(d): the player whose card was exposed voids the hand, deciding without looking at the
 * other cards; all its wagers come back (ruling A10 #19).
 */
export const voidHand: On<'void-hand'> = onExposedHand(
  'only a player whose card was exposed in the deal may void the hand, before setting it',
  (h, s) => [
    { type: 'hand-voided', ...ofHand(h), citation: CITE.playerCardExposed },
    ...s.wagers
      .filter((w) => areaOf(w) === h.seat)
      .map((w) => settled(w, { outcome: 'push', citation: CITE.playerCardExposed })),
  ],
);

/** § 659a.13(d): the player plays out the hand whose card was exposed; he may then look at it. */
export const playHand: On<'play-hand'> = onExposedHand(
  'a player plays out or voids a hand whose card was exposed, once, before looking at it',
  (h) => [{ type: 'hand-played-out', ...ofHand(h), citation: CITE.playerCardExposed }],
);

/**
 * Ch. 575 voids the round for any card exposed while the dealer deals from the hand (575.13(j)), where
 * ch. 659a voids it only for a dealer's card (659a.13(j)) and lets the player decide on his (13(d)).
 */
const exposedFromTheHand575 = (s: AsiaState): boolean =>
  s.options.profile === '575' && s.options.dealing === 'hand' && s.phase === 'dealing';

/**
 * A card of a player's hand exposed by the dealer (§ 659a.13(d)): reported while the cards are dealt
 * (the player then never sees the hand before deciding) or after, before the hand is set; the card,
 * where the report names it, must be one of the seven.
 */
export const playerCardExposed: On<'player-card-exposed'> = (s, _actor, c) => {
  const citation = CITE.playerCardExposed;
  const h = handOf(s, c.seat);
  const cards =
    s.phase === 'dealing'
      ? s.wagers.some((w) => areaOf(w) === c.seat) && s.start && s.deck.stack
        ? sevenEach(s).hands.find((x) => x.position === c.seat)?.cards
        : undefined
      : h && !h.set
        ? h.cards
        : undefined;
  if (!cards)
    return reject('not_now', 'a card exposed in the deal is reported before that hand is set', citation);
  const card = c.card === undefined ? undefined : parseCard(c.card);
  if (card && !card.ok) return reject('unknown_card', card.error);
  if (card && !cards.includes(card.value))
    return reject('card_not_in_hand', `${c.card ?? ''} was not dealt to seat ${c.seat}`, citation);
  if (exposedFromTheHand575(s))
    return ok(
      voidRound(
        s,
        'a card was exposed while the dealer dealt the seven stacks from the hand',
        CITE.exposedWhileDealingFromHand575,
        false,
      ),
    );
  const player = s.wagers.find((w) => areaOf(w) === c.seat)?.seat ?? c.seat;
  return ok([
    {
      type: 'player-card-exposed',
      ...ofHand({ seat: c.seat, player }),
      ...(card ? { card: card.value } : {}),
      citation,
    },
  ]);
};

/** The round voided: every wager returned, the cards reshuffled (and the deck removed when so ruled). */
export const voidRound = (
  s: AsiaState,
  reason: string,
  citation: Citation,
  deckRemoved: boolean,
): Event[] => [{ type: 'round-voided', reason, deckRemoved, citation }, ...allReturned(s, citation)];

/**
 * A dealer's card exposed while dealing (§ 659a.13(j); under ch. 575 only from the hand, 575.13(j)) or
 * otherwise before it is turned (§ 659a.13(e)): every wager returned, the cards reshuffled.
 */
export const dealerCardExposed: On<'dealer-card-exposed'> = (s) => {
  const citation = exposedFromTheHand575(s)
    ? CITE.exposedWhileDealingFromHand575
    : s.phase === 'dealing' && s.options.profile !== '575'
      ? CITE.exposedWhileDealing
      : CITE.dealerCardExposed;
  return ok(voidRound(s, "a card of the dealer's hand was exposed", citation, false));
};

/** The dealer sets the house way; a live dealer's other setting is reset to it (§ 659a.11(c), 13(i)). */
export const setDealer: On<'set-dealer'> = (s, _actor, c) => {
  if (!s.dealer) return reject('not_now', 'the dealer sets after every player has set', CITE.houseWay);
  const hw = setHouseWay(s.options.houseWay, s.dealer.cards, rankingOptionsOf(s.options));
  if (c.high === undefined && c.medium === undefined && c.low === undefined)
    return ok([
      {
        type: 'dealer-set',
        high: hw.high,
        medium: hw.medium,
        low: hw.low,
        rule: hw.rule.name,
        citation: CITE.houseWay,
      },
    ]);
  const given = parseSetting(s.dealer.cards, c.high ?? '', c.medium ?? '', c.low ?? '');
  if (!given.ok) return given;
  const events: Event[] = [
    { type: 'dealer-set', ...given.value, rule: 'as set by the dealer', citation: CITE.houseWay },
  ];
  if (!sameCards(given.value.high, hw.high) || !sameCards(given.value.medium, hw.medium))
    events.push({
      type: 'dealer-reset',
      high: hw.high,
      medium: hw.medium,
      low: hw.low,
      citation: CITE.dealerMisset,
    });
  return ok(events);
};

export const surrender: On<'surrender'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const h = handFor(s, seat, c.area, (x, p) => handsOf(x, p).find((y) => !y.done && !y.revealed));
  if (!h || h.player !== seat || h.done || h.revealed)
    return reject(
      'not_now',
      "surrender comes after the dealer's hands are set and before yours are exposed",
      CITE.surrender,
    );
  if (wagerOf(s, h.seat, 'bonus'))
    return reject(
      'bonus_no_surrender',
      'a player who placed a Bonus Wager may not surrender',
      CITE.surrender,
    );
  const w = wagerOf(s, h.seat, 'asia-poker');
  return ok([
    { type: 'surrendered', ...ofHand(h), citation: CITE.surrender },
    ...(w ? [settled(w, { outcome: 'lose', citation: CITE.surrender })] : []),
  ]);
};

export const declineSurrender: On<'decline-surrender'> = (s, actor, c) => {
  const seat = seatOfActor(actor);
  const h = handFor(s, seat, c.area, (x, p) => handsOf(x, p).find((y) => mayStillSurrender(x, y)));
  if (!h || h.player !== seat || !mayStillSurrender(s, h))
    return reject(
      'not_now',
      "the choice to surrender comes after the dealer's hands are set, before yours are exposed, and not with a Bonus Wager",
      CITE.surrender,
    );
  return ok([{ type: 'surrender-declined', ...ofHand(h), citation: CITE.surrender }]);
};
