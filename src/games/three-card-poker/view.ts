/**
 * What each role sees at a Three Card Poker table: a player his own three cards once dealt; everyone
 * the dealer's hand once turned over (§ 669a.11(h)) and a played hand once turned over at settlement. A
 * folded hand is never turned over for the table (ruling R68): only its player and compliance see it,
 * in the view and in the log, during the round and after it. Compliance sees everything.
 */
import { formatCards } from '../../core/cards.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { boundsOf, sitCandidate, wagerAmountBounds, type Candidate } from '../../engine/legal-actions.js';
import { deckActions, deckAudit, nextIn, type NextWords } from '../../engine/procedures/card-table-view.js';
import { shuffleStepsCut, staffCandidatesOf } from '../../engine/procedures/card-table-candidates.js';
import { legalActionsBy, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import { threeCardPokerAdvice } from './math/ante-play.js';
import type { Command } from './commands.js';
import { decide, deck } from './decide.js';
import { PLACED_KINDS, paytablesOf } from './options.js';
import { CITE, WAGER_RULES, dealerQualifies, handName } from './rules.js';
import {
  decidingSeat,
  phaseOf,
  type Decision,
  type Phase,
  type PlayerHand,
  type TcpState,
  type Wager,
} from './state.js';

export interface TcpHandView {
  readonly seat: number;
  /** The three cards in card notation, or null when the viewer may not see them. */
  readonly cards: string | null;
  readonly decision: Decision;
  /** The hand's name (`Pair of eights`), where the viewer sees the cards. */
  readonly hand?: string;
  /** For the player deciding: the strategy's advice (play Q-6-4 or better). */
  readonly advice?: 'play' | 'fold';
}

/** What the table is called (its view and its definition, index.ts). */
export const TABLE = {
  game: 'three-card-poker',
  name: 'Three Card Poker',
  chapter: '649a',
  kind: 'banked',
} as const;

export interface TcpView extends TableView<Wager> {
  readonly seatCount: number;
  readonly areas: readonly TcpHandView[];
  readonly dealer: {
    readonly cards: string | null;
    readonly hand: string | null;
    readonly qualifies: boolean | null;
  } | null;
  /** The seat whose play-or-fold decision the table waits on. */
  readonly deciding: number | null;
  /** The paytables, odds "to 1" by hand. */
  readonly paytables: {
    readonly anteBonus: Readonly<Record<string, string>>;
    readonly pairPlus: Readonly<Record<string, string>> | null;
    readonly sixCardBonus: Readonly<Record<string, string>> | null;
  };
  /** Banked: the players wager against the house. */
  readonly kind: 'banked';
  /** The posted minimum and maximum of each wager the table offers, in cents. */
  readonly limits: Readonly<Record<string, { min: number; max: number; citation: string }>>;
  readonly order?: string;
}

/**
 * Whether the viewer sees a hand's cards: its player, compliance, and everyone once it is turned over
 * (never a folded hand, R68). The log (describe.ts) names cards by this same rule.
 */
export const seesHand = (h: PlayerHand, viewer: Viewer): boolean =>
  viewer.role === 'compliance' || (viewer.role === 'player' && viewer.seat === h.seat) || h.revealed;

function playerCandidates(s: TcpState, me: number): Candidate<Command>[] {
  if (!s.seats.some((x) => x.seat === me)) return [sitCandidate(me)];
  const actor: Actor = { role: 'player', seat: me };
  const out: Candidate<Command>[] = [];
  for (const kind of PLACED_KINDS)
    out.push({
      actor,
      command: { type: 'place-wager', kind, amount: s.options.limits[kind].min },
      label: `Wager on ${kind.replaceAll('-', ' ')}`,
      needs: ['amount'],
      ...boundsOf(wagerAmountBounds(s, s.options, WAGER_RULES, { seat: me, spot: String(me), kind })),
    });
  for (const kind of PLACED_KINDS)
    out.push({
      actor,
      command: { type: 'withdraw-wager', kind },
      label: `Withdraw the ${kind.replaceAll('-', ' ')} wager`,
    });
  out.push(
    { actor, command: { type: 'play' }, label: 'Play (a Play Wager equal to the Ante)' },
    { actor, command: { type: 'fold' }, label: 'Fold (the Ante is lost)' },
    ...seatedCandidates(actor),
  );
  return out;
}

const staffCandidates = staffCandidatesOf<TcpState, Command>(
  deck,
  shuffleStepsCut(['no-more-bets', 'deal', 'reveal-dealer', 'settle'], (t) => t.replaceAll('-', ' ')),
  (_, d, a) => [
    { actor: a, command: { type: 'dealer-card-exposed' }, label: "irregularity: a dealer's card exposed" },
    ...deckActions(d, 'face-up-card', 'card-drawn-in-error', 'wrong-card-count'),
    ...deckActions(d, 'shoe-malfunction', 'shuffler-malfunction', 'shuffler-miscount', 'stub-miscount'),
  ],
);

export const legalActions = legalActionsBy(decide, playerCandidates, staffCandidates);

/** What the table waits for in each phase. */
const NEXT: NextWords<TcpState, Phase> = {
  betting: 'place your Ante (and Pair Plus, Six Card Bonus)',
  dealing: 'the dealer deals three cards to each player and to the dealer',
  deciding: (s) => `seat ${decidingSeat(s) ?? '-'} plays (a Play Wager equal to the Ante) or folds`,
  showdown: "the dealer turns over the dealer's hand",
  settling: 'the dealer settles each position from the right',
};

const oddsMap = (rows: readonly { hand: string; odds: { win: number; per: number } }[]) =>
  Object.fromEntries(rows.map((r) => [r.hand, `${r.odds.win} to ${r.odds.per}`]));

export function view(s: TcpState, viewer: Viewer): TcpView {
  const compliance = viewer.role === 'compliance';
  const p = paytablesOf(s.options);
  const turn = decidingSeat(s);
  return {
    ...viewHead(TABLE, phaseOf(s), s),
    wagers: s.wagers,
    seatCount: s.options.seats,
    areas: s.hands.map((h) => {
      const sees = seesHand(h, viewer);
      const base: TcpHandView = {
        seat: h.seat,
        cards: sees ? formatCards(h.cards) : null,
        decision: h.decision,
      };
      if (!sees) return base;
      const mine = viewer.role === 'player' && viewer.seat === h.seat && turn === h.seat;
      const advice = mine ? threeCardPokerAdvice(h.cards, p) : undefined;
      return {
        ...base,
        hand: handName(h.cards),
        ...(advice?.ok ? { advice: advice.value.best } : {}),
      };
    }),
    dealer: s.dealer
      ? {
          cards: s.dealer.revealed || compliance ? formatCards(s.dealer.cards) : null,
          hand: s.dealer.revealed || compliance ? handName(s.dealer.cards) : null,
          qualifies: s.dealer.revealed ? dealerQualifies(s.dealer.cards) : null,
        }
      : null,
    deciding: turn ?? null,
    paytables: {
      anteBonus: oddsMap(p.anteBonus),
      pairPlus: s.options.pairPlus ? oddsMap(p.pairPlus) : null,
      sixCardBonus: s.options.sixCardBonus ? oddsMap(p.sixCardBonus) : null,
    },
    next: nextIn(s, phaseOf(s), NEXT),
    limits: Object.fromEntries(
      PLACED_KINDS.filter((k) => WAGER_RULES[k].offered?.(s.options) === undefined).map((k) => [
        k,
        { ...s.options.limits[k], citation: CITE.limits },
      ]),
    ),
    ...deckAudit(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}

/**
 * The player's aid on demand (`advise`): for the hand he is to decide on, the exact value of playing and
 * of folding per unit of the Ante (math/ante-play.ts), from his own three cards only.
 */
export function adviseAt(s: TcpState, viewer: Viewer): Readonly<Record<string, unknown>> | undefined {
  if (viewer.role !== 'player' || viewer.seat === undefined || decidingSeat(s) !== viewer.seat)
    return undefined;
  const h = s.hands.find((x) => x.seat === viewer.seat);
  if (!h) return undefined;
  const a = threeCardPokerAdvice(h.cards, paytablesOf(s.options));
  if (!a.ok) return undefined;
  return {
    best: a.value.best,
    play: a.value.play.valueOf(),
    fold: a.value.fold.valueOf(),
    rule: 'play with queen-six-four or better',
  };
}
