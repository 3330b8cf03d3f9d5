/**
 * What each role sees at a Raise It Up table: a player his own three cards (a folded or forfeited hand
 * stays his alone forever, ruling R61), everyone the community cards as they are turned and every other
 * hand once the dealer turns it over (§ 669a.11(i)); compliance everything. The meter is shown live
 * (§ 669a.2(c)). Legal actions come from decide: the Play choices with their multiples and amounts.
 */
import { formatCards } from '../../core/cards.js';
import { formatCents } from '../../core/money.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { boundsOf, sitCandidate, wagerAmountBounds, type Candidate } from '../../engine/legal-actions.js';
import { deckActions, deckAudit, nextIn, type NextWords } from '../../engine/procedures/card-table-view.js';
import { dealerCommands, staffCandidatesOf } from '../../engine/procedures/card-table-candidates.js';
import { legalActionsBy, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import type { Command } from './commands.js';
import { decide, deck, toAct } from './decide.js';
import { PLACED_KINDS } from './options.js';
import { PLAY_MULTIPLES, WAGER_RULES } from './rules.js';
import {
  phaseOf,
  meterOf,
  wagerOf,
  type Phase,
  type PlayerHand,
  type RaiseItUpState,
  type Wager,
} from './state.js';

export interface RaiseItUpHandView {
  readonly seat: number;
  readonly player: number;
  readonly cards: string | null;
  /** The Play Wager in units of the Ante (0: none) and the street it was placed at. */
  readonly play: number;
  readonly playAt: string | null;
  readonly folded: boolean;
  readonly revealed: boolean;
  readonly settled: boolean;
}

/** What the table is called (its view and its definition, index.ts). */
export const TABLE = {
  game: 'raise-it-up',
  name: 'Raise It Up Stud Poker',
  chapter: '669a',
  kind: 'banked',
} as const;

export interface RaiseItUpView extends TableView<Wager & { readonly name: string }> {
  readonly hands: readonly RaiseItUpHandView[];
  /** The 4th, 5th and 6th Street boxes: a card once turned (compliance sees them face down too). */
  readonly community: readonly { readonly box: string; readonly card: string | null }[];
  /** The seat the dealer is asking now. */
  readonly toAct: number | null;
  readonly meter: {
    readonly amount: number;
    readonly wager: number;
    readonly resetCents: number;
    readonly ratePercent: number;
  } | null;
  readonly paytables: { readonly pairPlus: string | null; readonly sixCardBonus: string | null };
  /** With two decks alternating, the deck in play (§ 669a.3(b)). */
  readonly deck: string | null;
  readonly order?: string;
}

/** Whether the viewer sees this hand's cards: its player, compliance, everyone once turned over. */
export const seesHand = (h: PlayerHand, viewer: Viewer): boolean =>
  viewer.role === 'compliance' || (viewer.role === 'player' && viewer.seat === h.player) || h.revealed;

/**
 * A wager's amounts as decide holds them; the Ante places an equal Blind beside it (§ 669a.7(d)(1)), so
 * the rack must hold twice the Ante.
 */
function amountBounds(s: RaiseItUpState, me: number, kind: (typeof PLACED_KINDS)[number]) {
  const b = wagerAmountBounds(s, s.options, WAGER_RULES, { seat: me, spot: String(me), kind });
  const a = b?.['amount'];
  if (kind !== 'ante' || a === undefined) return b;
  const rack = s.seats.find((x) => x.seat === me)?.chips ?? 0;
  const max = Math.min(a.max ?? 0, Math.floor(rack / 2));
  return (a.min ?? 1) <= max ? { amount: { ...a, max } } : undefined;
}

function playerCandidates(s: RaiseItUpState, me: number): Candidate<Command>[] {
  if (!s.seats.some((x) => x.seat === me)) return [sitCandidate(me)];
  const actor: Actor = { role: 'player', seat: me };
  const out: Candidate<Command>[] = [];
  for (const kind of PLACED_KINDS) {
    const name = WAGER_RULES[kind].name;
    const p = s.options.progressive;
    if (kind === 'progressive')
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount: (p?.wager ?? 1) * 100 },
        label: `${name} (${formatCents((p?.wager ?? 1) * 100)})`,
      });
    else
      out.push({
        actor,
        command: { type: 'place-wager', kind, amount: s.options.limits[kind].min },
        label: kind === 'ante' ? 'Ante and Blind Wagers' : name,
        needs: ['amount'],
        ...boundsOf(amountBounds(s, me, kind)),
      });
    out.push({ actor, command: { type: 'withdraw-wager', kind }, label: `Withdraw the ${name}` });
  }
  const ante = wagerOf(s, me, 'ante')?.amount ?? 0;
  out.push({ actor, command: { type: 'check' }, label: 'Check' });
  for (const m of PLAY_MULTIPLES.third)
    out.push({
      actor,
      command: { type: 'play', multiple: m },
      label: `Play ${m}x (${formatCents(ante * m)})`,
    });
  out.push({ actor, command: { type: 'fold' }, label: 'Fold' }, ...seatedCandidates(actor));
  return out;
}

/** The dealer's round steps, named as a dealer reads them. */
const STEP_LABELS = {
  'no-more-bets': 'no more bets',
  deal: 'deal',
  'turn-card': 'turn the next community card',
  settle: 'reveal and settle the next player',
} as const;

const staffCandidates = staffCandidatesOf<RaiseItUpState, Command>(
  deck,
  (_, d, a) => [
    ...deckActions(d, 'shuffle', 'cut'),
    ...dealerCommands(a, Object.keys(STEP_LABELS) as (keyof typeof STEP_LABELS)[], (t) => STEP_LABELS[t]),
  ],
  (s, d, a) => [
    ...deckActions(d, 'face-up-card', 'card-drawn-in-error', 'wrong-card-count'),
    {
      actor: a,
      command: { type: 'community-card-exposed' },
      label: 'irregularity: community card exposed',
    },
    ...deckActions(d, 'shoe-malfunction', 'shuffler-malfunction', 'shuffler-miscount', 'stub-miscount'),
    ...s.hands.map((h): Candidate<Command> => ({
      actor: a,
      command: { type: 'information-exchanged', seat: h.seat },
      label: `seat ${h.seat} exchanged information about the hand (forfeit)`,
    })),
    // A floorperson validates a progressive payout before it is paid.
    ...(a.role === 'floorperson' && s.validation
      ? [
          {
            actor: a,
            command: { type: 'validate-progressive', seat: s.validation.seat },
            label: `validate seat ${s.validation.seat}'s progressive payout`,
          } as const,
        ]
      : []),
  ],
);

export const legalActions = legalActionsBy(decide, playerCandidates, staffCandidates);

/** On a street: the player to act and his choices, or else the dealer's turn of the next box. */
const onStreet =
  (choices: string, turns: string) =>
  (s: RaiseItUpState): string => {
    const h = toAct(s);
    return h ? `seat ${h.seat}: ${choices}` : `the dealer turns ${turns}`;
  };

/** What the table waits for in each phase. */
const NEXT: NextWords<RaiseItUpState, Phase> = {
  betting: 'place the Ante and Blind Wagers (and any side wager)',
  dealing: 'the dealer deals three cards to each player and three community cards',
  third: onStreet('check or Play 1x, 2x or 3x', '4th Street'),
  fourth: onStreet('check or Play 1x or 2x', '5th Street'),
  fifth: onStreet('Play 1x or fold', '6th Street'),
  settling: (s) =>
    s.validation && !s.validation.validated
      ? `a floorperson validates seat ${s.validation.seat}'s progressive payout`
      : 'the dealer reveals and settles each player from the right',
};

export function view(s: RaiseItUpState, viewer: Viewer): RaiseItUpView {
  const compliance = viewer.role === 'compliance';
  const p = s.options.progressive;
  const boxes = ['4th Street', '5th Street', '6th Street'];
  return {
    ...viewHead(TABLE, phaseOf(s), s),
    wagers: s.wagers.map((w) => ({ ...w, name: WAGER_RULES[w.kind]?.name ?? w.kind })),
    hands: s.hands.map((h) => ({
      seat: h.seat,
      player: h.player,
      cards: seesHand(h, viewer) ? formatCards(h.cards) : null,
      play: h.play,
      playAt: h.playAt,
      folded: h.folded || h.forfeited,
      revealed: h.revealed,
      settled: h.settled,
    })),
    community: boxes.map((box, i) => {
      const card = s.community[i];
      return { box, card: card !== undefined && (i < s.turned || compliance) ? formatCards([card]) : null };
    }),
    toAct: toAct(s)?.seat ?? null,
    meter: p
      ? { amount: meterOf(s), wager: p.wager, resetCents: p.resetCents, ratePercent: p.ratePercent }
      : null,
    paytables: { pairPlus: s.options.pairPlus, sixCardBonus: s.options.sixCardBonus },
    deck: s.deck.inPlay,
    next: nextIn(s, phaseOf(s), NEXT),
    ...deckAudit(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
