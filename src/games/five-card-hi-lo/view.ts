/**
 * What each role sees at a Five Card Hi-Lo table: a player sees his own five cards and their legal
 * settings, the dealer's cards once turned over, and other players' hands once revealed; compliance sees
 * everything. Legal actions are found by asking decide.
 */
import { formatCards } from '../../core/cards.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import { deckActions, deckAudit, nextIn, type NextWords } from '../../engine/procedures/card-table-view.js';
import {
  areaWagerCandidates,
  shuffleStepsCut,
  staffCandidatesOf,
} from '../../engine/procedures/card-table-candidates.js';
import { legalActionsBy, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import type { Command } from './commands.js';
import { decide, deck } from './decide.js';
import {
  areaOf,
  decisionTurn,
  handsOf,
  phaseOf,
  playerAsked,
  settingOf,
  wagerOf,
  type HiLoState,
  type Phase,
  type PlayerHand,
  type Wager,
} from './state.js';
import { stakeOf } from '../../engine/coupons.js';
import { WAGER_KINDS } from './options.js';
import { playerSettings } from './rules.js';
import { WAGER_RULES } from './wager-rules.js';

export interface HiLoHandView {
  /** The betting position. */
  readonly seat: number;
  /** The seat of the player playing it (another seat's number for a second area, § 663a.7(f)). */
  readonly player: number;
  /** Card notation, or null when this viewer may not see the cards. */
  readonly cards: string | null;
  readonly decision: string;
  /** The legal settings (§ 663a.11(d)), for the player holding the cards. */
  readonly settings?: readonly {
    aceLow: boolean;
    high: string;
    low: string;
    highPoints: number;
    lowPoints: number;
  }[];
  readonly aceLow: boolean;
}

/**
 * What the table is called (its view and its definition, index.ts). Patrons wager against the house
 * (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const TABLE = {
  game: 'five-card-hi-lo',
  name: 'Five Card Hi-Lo',
  chapter: '663a',
  kind: 'banked',
} as const;

export interface HiLoView extends TableView<Wager & { readonly area: number }> {
  /** Each Ante position (named so as not to clash with the baccarat-shaped `hands` some tools print). */
  readonly areas: readonly HiLoHandView[];
  readonly dealer: {
    readonly cards: string | null;
    readonly high: string | null;
    readonly low: string | null;
    readonly highPoints: number | null;
    readonly lowPoints: number | null;
  } | null;
  /** The player positions of this table (§ 663a.2(a)): the seats a client draws. */
  readonly seatCount: number;
  readonly order?: string;
}

/** A player's second hand stays unseen by him until the first is ranked and set (§ 663a.7(f)). */
const waitingItsTurn = (s: HiLoState, h: PlayerHand): boolean =>
  s.phase === 'deciding' && h.decision === 'pending' && decisionTurn(s, h.player) !== h;

function playerCandidates(s: HiLoState, me: number): Candidate<Command>[] {
  if (!s.seats.some((x) => x.seat === me)) return [sitCandidate(me)];
  const actor: Actor = { role: 'player', seat: me };
  const out: Candidate<Command>[] = [];
  const hands = handsOf(s, me);
  const two = hands.length > 1;
  // With two hands, the decisions are offered for the one being ranked and set now (§ 663a.7(f)).
  const turn = two ? decisionTurn(s, me) : undefined;
  const there = turn ? { area: turn.seat } : {};
  const where = turn ? ` at area ${turn.seat}` : '';
  const areas = s.options.adjacentAreas ? [me, me + 1, me - 1] : [me];
  for (const kind of WAGER_KINDS) {
    if (kind === 'play') {
      out.push({
        actor,
        command: {
          type: 'place-wager',
          kind,
          // The Play equals the Ante, a riding coupon's value included (R75).
          amount: ((a) => (a ? stakeOf(a) : 1))(wagerOf(s, turn?.seat ?? me, 'ante')),
          ...there,
        },
        label: `Make the Play Wager (equal to the Ante)${where}`,
      });
      out.push({ actor, command: { type: 'withdraw-wager', kind }, label: `Withdraw the ${kind} wager` });
      continue;
    }
    for (const area of areas) out.push(...areaWagerCandidates(s, WAGER_RULES, actor, { me, area, kind }));
  }
  out.push({ actor, command: { type: 'fold', ...there }, label: `Forfeit the Ante${where}` });
  const mine = two ? turn : hands[0];
  // Each legal setting (§ 663a.11(d)), once: set and placed, the hands are not touched again ((a)(3)).
  for (const x of mine && !mine.set ? playerSettings(mine.cards) : [])
    out.push({
      actor,
      command: { type: 'set-hands', aceLow: x.aceLow, ...there },
      label: x.aceLow ? `Set one ace in the low hand${where}` : `Set the three higher cards high${where}`,
    });
  out.push(...seatedCandidates(actor));
  return out;
}

const staffCandidates = staffCandidatesOf<HiLoState, Command>(
  deck,
  shuffleStepsCut(['no-more-bets', 'deal', 'turn-over', 'settle']),
  (s, d) => [
    ...deckActions(d, 'face-up-card', 'card-drawn-in-error', 'wrong-card-count'),
    ...deckActions(d, 'shoe-malfunction', 'shuffler-malfunction', 'stub-miscount'),
    ...(s.options.countingShuffler ? deckActions(d, 'shuffler-miscount') : []),
  ],
);

export const legalActions = legalActionsBy(decide, playerCandidates, staffCandidates);

/** What the table waits for in each phase. */
const NEXT: NextWords<HiLoState, Phase> = {
  betting: 'place your Ante (and optional wagers)',
  dealing: 'the dealer deals five cards to each Ante and to the dealer',
  deciding: (s) => {
    // The dealer asks one player at a time, from the dealer's left (§ 663a.11(b)).
    const asked = playerAsked(s);
    return asked === undefined
      ? 'each player makes a Play Wager equal to the Ante or forfeits it'
      : `seat ${asked} makes a Play Wager equal to the Ante or forfeits it (the dealer asks from the left)`;
  },
  dealer: 'the dealer turns over and sets the dealer hand',
  settling: 'the dealer reveals and settles from the right',
};

export function view(s: HiLoState, viewer: Viewer): HiLoView {
  const compliance = viewer.role === 'compliance';
  const dealerSet = s.dealer?.set ?? null;
  return {
    ...viewHead(TABLE, phaseOf(s), s),
    wagers: s.wagers.map((w) => ({ ...w, area: areaOf(w) })),
    areas: s.hands.map((h) => {
      const own = viewer.role === 'player' && viewer.seat === h.player && !waitingItsTurn(s, h);
      const visible = own || compliance || h.revealed;
      const base: HiLoHandView = {
        seat: h.seat,
        player: h.player,
        cards: visible ? formatCards(h.cards) : null,
        decision: h.decision,
        aceLow: settingOf(h).aceLow,
      };
      return own || compliance
        ? {
            ...base,
            settings: playerSettings(h.cards).map((x) => ({
              aceLow: x.aceLow,
              high: formatCards(x.high),
              low: formatCards(x.low),
              highPoints: x.highPoints,
              lowPoints: x.lowPoints,
            })),
          }
        : base;
    }),
    dealer: s.dealer
      ? {
          cards: dealerSet || compliance ? formatCards(s.dealer.cards) : null,
          high: dealerSet ? formatCards(dealerSet.high) : null,
          low: dealerSet ? formatCards(dealerSet.low) : null,
          highPoints: dealerSet?.highPoints ?? null,
          lowPoints: dealerSet?.lowPoints ?? null,
        }
      : null,
    next: nextIn(s, phaseOf(s), NEXT),
    seatCount: s.options.seats,
    ...deckAudit(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
