/**
 * The wager rule table of Five Card Hi-Lo (§ 663a.7, § 663a.11(b)) and the single-deck procedure in the
 * chapter's words (§§ 663a.3, 663a.5, 663a.8-663a.10, 663a.13), as data the kernel reads.
 */
import { formatCents } from '../../core/money.js';
import { stakeOf } from '../../engine/coupons.js';
import type { SingleDeckRules } from '../../engine/procedures/single-deck.js';
import { no, type PlaceRequest, type WagerId, type WagerRule, type WagerRules } from '../../engine/wagers.js';
import type { HiLoOptions, OpeningWager, WagerKind } from './options.js';
import { CITE, STUB_CITE } from './rules.js';
import { areaOf, decisionTurn, handOf, playerAsked, wagerOf, type HiLoState } from './state.js';
import { deckCites } from '../../engine/procedures/card-table.js';
import {
  beforeNoMoreBets as beforeNoMoreBetsIn,
  secondAreaGate,
} from '../../engine/procedures/card-table-decide.js';

/** Wagers are made, increased and withdrawn only before "no more bets" (§ 663a.7(c)). */
const beforeNoMoreBets = beforeNoMoreBetsIn(CITE.noMoreBets);

/** A wager on a second, adjacent betting area (§ 663a.7(f), ruling R25). */
const secondArea = secondAreaGate({ kind: 'ante', name: 'Ante' }, CITE.adjacent);

const tieOffered = (o: HiLoOptions) =>
  o.tieWager.offered
    ? undefined
    : no('wager_not_offered', 'this table does not offer the Tie Wager', CITE.tie);
const pokerBonusOffered = (o: HiLoOptions) =>
  o.pokerBonus === null
    ? no('wager_not_offered', 'this table does not offer the Poker Bonus Wager', CITE.pokerBonus)
    : undefined;

/** The optional wagers are offered to players who placed an Ante Wager (§ 663a.7(e)). */
const anteFirst = (kind: OpeningWager) => (s: HiLoState, id: WagerId) =>
  kind === 'ante' || wagerOf(s, areaOf(id), 'ante')
    ? undefined
    : no(
        'ante_required',
        'the optional wagers are offered to players who placed an Ante Wager',
        kind === 'tie' ? CITE.tie : CITE.pokerBonus,
      );

/** The table's minimum and maximum of an opening wager, posted under its Rules Submission (§ 601a.2). */
const limitOf = (kind: OpeningWager) => (o: HiLoOptions) => ({ ...o.limits[kind], citation: CITE.limits });

/**
 * The Play Wager (§ 663a.11(b)): after the deal, on the hand the player is due to decide, equal to that
 * area's Ante.
 */
function playWindow(s: HiLoState, req: PlaceRequest) {
  if (s.phase !== 'deciding')
    return no('not_now', 'the Play Wager is made after the cards are dealt', CITE.playOrFold);
  const h = handOf(s, areaOf(req));
  const ante = h ? wagerOf(s, h.seat, 'ante') : undefined;
  if (!h || h.player !== req.seat || !ante || h.decision !== 'pending')
    return no('no_decision_due', 'this seat has no Ante hand waiting for a decision', CITE.playOrFold);
  const waiting = notAsked(s, req.seat);
  if (waiting) return waiting;
  if (h !== decisionTurn(s, req.seat)) return otherAreaFirst(s, req.seat);
  // The Ante is its chips plus a riding coupon's value (§ 603a.1; R75).
  if (req.amount !== stakeOf(ante))
    return no(
      'play_must_equal_ante',
      `the Play Wager equals the Ante: ${formatCents(stakeOf(ante))}`,
      CITE.playOrFold,
    );
  return undefined;
}

/** The refusal of a Play-or-fold answer from a player the dealer has not yet asked (§ 663a.11(b)). */
export function notAsked(s: HiLoState, player: number) {
  const asked = playerAsked(s);
  return asked === undefined || asked === player
    ? undefined
    : no(
        'not_your_turn',
        `the dealer asks each player in turn from the dealer's left: seat ${asked} plays or folds first`,
        CITE.playOrFold,
      );
}

/** The refusal of a decision on the hand that is not the one to be ranked and set now (§ 663a.7(f)). */
export const otherAreaFirst = (s: HiLoState, player: number) =>
  no(
    'other_area_first',
    `rank and set the hand at area ${decisionTurn(s, player)?.seat ?? '?'} first: the larger Ante first, equal Antes counterclockwise`,
    CITE.adjacent,
  );

type Rule = WagerRule<HiLoState, HiLoOptions>;

const opening = (
  kind: OpeningWager,
  name: string,
  citation: Rule['citation'],
  offered?: Rule['offered'],
): Rule => ({
  name,
  citation,
  ...(offered ? { offered } : {}),
  place: (s, req) =>
    beforeNoMoreBets('made')(s) ?? secondArea(s, req) ?? offered?.(s.options) ?? anteFirst(kind)(s, req),
  limit: limitOf(kind),
  withdraw: beforeNoMoreBets('withdrawn'),
});

/** The Ante (§ 663a.7(d)), the optional Tie and Poker Bonus Wagers (§ 663a.7(e)) and the Play Wager. */
export const WAGER_RULES: WagerRules<HiLoState, HiLoOptions> & Readonly<Record<WagerKind, Rule>> = {
  // The base game's primary wager: the one a Match Play Coupon may ride on (§ 603a.21(c)(1), B-AMB-4).
  ante: { ...opening('ante', 'Ante Wager', CITE.ante), coupon: true },
  tie: opening('tie', 'Tie Wager', CITE.tie, tieOffered),
  'poker-bonus': opening('poker-bonus', 'Poker Bonus Wager', CITE.pokerBonus, pokerBonusOffered),
  play: {
    name: 'Play Wager',
    citation: CITE.playOrFold,
    place: playWindow,
    withdraw: beforeNoMoreBets('withdrawn'),
  },
};

/** The single-deck procedure in ch. 663a's words: 52 cards, the cover card at least ten cards in. */
export const DECK_RULES: SingleDeckRules = {
  jokers: 0,
  // § 663a.5(d) sets a minimum only: the cover card goes anywhere in the stack from ten cards in.
  cut: { minimum: 10 },
  cite: { ...deckCites(CITE, STUB_CITE), countingShuffler: CITE.countingShuffler },
};
