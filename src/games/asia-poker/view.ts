/**
 * What each role sees at an Asia Poker table: a player sees his own seven cards with every legal setting
 * (fouls are never offered, § 659a.11(b)) and, once he asks, the house way (§ 659a.11(a)(1)); the
 * dealer's cards once turned over; other hands once revealed. Compliance sees everything.
 */
import { formatCards, type Card } from '../../core/cards.js';
import type { Actor, Viewer } from '../../engine/game.js';
import { sitCandidate, type Candidate } from '../../engine/legal-actions.js';
import { deckActions, deckAudit, nextIn, type NextWords } from '../../engine/procedures/card-table-view.js';
import { shuffleStepsCut, staffCandidatesOf } from '../../engine/procedures/card-table-candidates.js';
import { areaWagerCandidates } from '../../engine/procedures/card-table-candidates.js';
import { legalActionsBy, seatedCandidates, viewHead, type TableView } from '../../engine/view-kit.js';
import { SYSTEMS, asiaSettings, type RankingOptions } from '../../rankings/index.js';
import type { Command } from './commands.js';
import { decide, deck } from './decide.js';
import { settingTurn } from './hands.js';
import { setHouseWay } from './house-way.js';
import { WAGER_RULES } from './rules.js';
import { WAGER_KINDS, rankingOptionsOf } from './options.js';
import {
  areaOf,
  formatSetting,
  handsOf,
  phaseOf,
  undecided,
  type AsiaState,
  type Phase,
  type PlayerHand,
  type ThreeHands,
  type Wager,
} from './state.js';

export interface AsiaHandView {
  /** The betting position. */
  readonly seat: number;
  /** The seat of the player playing it (another seat's number for a second area, § 659a.7(f)). */
  readonly player: number;
  readonly cards: string | null;
  readonly set: string | null;
  readonly legalSettings?: readonly string[];
  readonly houseWay?: string;
  /**
   * The § 659a.6(b) name of every four-, two- and one-card hand these seven cards can make, keyed by its
   * cards in sorted notation (`handKey`), so a setting tool can name each hand as the player sets it.
   */
  readonly handNames?: Readonly<Record<string, string>>;
}

/** The key of a hand in `handNames`: its cards' notation, sorted as strings and joined by spaces. */
export const handKey = (cards: readonly Card[]): string => formatCards(cards).split(' ').sort().join(' ');

function handNames(cards: readonly Card[], ro: RankingOptions): Record<string, string> {
  const out: Record<string, string> = {};
  const systems = { 4: SYSTEMS['asia-high'], 2: SYSTEMS['asia-medium'], 1: SYSTEMS['asia-low'] } as const;
  const pick = (from: number, chosen: Card[], size: 4 | 2 | 1): void => {
    if (chosen.length === size) {
      out[handKey(chosen)] = systems[size].evaluate(chosen, ro).description;
      return;
    }
    for (let i = from; i < cards.length; i += 1) pick(i + 1, [...chosen, cards[i] as Card], size);
  };
  for (const size of [4, 2, 1] as const) pick(0, [], size);
  return out;
}

/**
 * What the table is called (its view and its definition, index.ts). Patrons wager against the house
 * (§ 603a.21(a): a Match Play Coupon may ride here).
 */
export const TABLE = { game: 'asia-poker', name: 'Asia Poker', chapter: '659a', kind: 'banked' } as const;

/** Each wager with its betting `area` (the player's seat, or his second area, § 659a.7(f)). */
export interface AsiaView extends TableView<Wager & { readonly area: number }> {
  readonly start: {
    readonly position: number;
    readonly dice: readonly number[] | null;
    readonly total: number;
  } | null;
  /** Each wagered betting area (named so as not to clash with the baccarat-shaped `hands` some tools print). */
  readonly areas: readonly AsiaHandView[];
  readonly dealer: { readonly cards: string | null; readonly set: string | null } | null;
  readonly order?: string;
}

/**
 * A player's second hand stays face down, unseen by him, until the first is set (§ 659a.7(f): "the first
 * hand being ranked and set before the player proceeds to rank and set the second hand").
 */
const waitingItsTurn = (s: AsiaState, h: PlayerHand): boolean =>
  s.phase === 'setting' && !h.set && !h.done && settingTurn(s, h.player) !== h;

/**
 * The viewer is the player of this hand and may look at it now: not a second hand waiting its turn, nor
 * one whose exposed card he has still to decide on (§ 659a.13(d)).
 */
const ownHand = (s: AsiaState, h: PlayerHand, viewer: Viewer): boolean =>
  viewer.role === 'player' && viewer.seat === h.player && !waitingItsTurn(s, h) && !undecided(h);

/**
 * Whether the viewer sees this hand's cards: its player (once he may look at it), compliance, and
 * everyone once it is revealed. A surrendered hand is never revealed (§ 659a.11(d)). The log's lines
 * (describe.ts) name a hand's cards by this same rule.
 */
export const seesHand = (s: AsiaState, h: PlayerHand, viewer: Viewer): boolean =>
  ownHand(s, h, viewer) || viewer.role === 'compliance' || h.revealed;

/** The settings offered for the hand being set: the house way first, every other legal one, a free one. */
function settingCandidates(s: AsiaState, actor: Actor, h: PlayerHand, two: boolean): Candidate<Command>[] {
  const ro = rankingOptionsOf(s.options);
  const hw = setHouseWay(s.options.houseWay, h.cards, ro);
  const hwText = formatSetting(hw);
  const setting = (t: ThreeHands) => ({
    type: 'set-hands' as const,
    high: formatCards(t.high),
    medium: formatCards(t.medium),
    low: formatCards(t.low),
    ...(two ? { area: h.seat } : {}),
  });
  return [
    { actor, command: setting(hw), label: `Set the house way: ${hwText}` },
    // Fouls are never offered (§ 659a.11(b)).
    ...asiaSettings(h.cards, ro)
      .filter((y) => y.legal && formatSetting(y) !== hwText)
      .map((x) => ({ actor, command: setting(x), label: `Set ${formatSetting(x)}` })),
    { actor, command: setting(hw), label: 'Set your own hands', needs: ['high', 'medium', 'low'] },
  ];
}

function playerCandidates(s: AsiaState, me: number): Candidate<Command>[] {
  if (!s.seats.some((x) => x.seat === me)) return [sitCandidate(me)];
  const actor: Actor = { role: 'player', seat: me };
  const out: Candidate<Command>[] = [];
  const areas = s.options.adjacentAreas ? [me, me + 1, me - 1] : [me];
  for (const area of areas)
    for (const kind of WAGER_KINDS)
      out.push(...areaWagerCandidates(s, WAGER_RULES, actor, { me, area, kind }));
  const mine = handsOf(s, me);
  const two = mine.length > 1;
  const h = settingTurn(s, me);
  if (h) out.push(...settingCandidates(s, actor, h, two));
  for (const x of two ? mine : [undefined]) {
    const there = x ? { area: x.seat } : {};
    const where = x ? ` at area ${x.seat}` : '';
    out.push(
      {
        actor,
        command: { type: 'ask-house-way', ...there },
        label: `Ask the dealer for the house way${where}`,
      },
      {
        actor,
        command: { type: 'void-hand', ...there },
        label: `Void the hand${where} (a card was exposed)`,
      },
      {
        actor,
        command: { type: 'play-hand', ...there },
        label: `Play out the hand${where} (a card was exposed)`,
      },
      {
        actor,
        command: { type: 'surrender', ...there },
        label: `Surrender${where} (the Asia Poker Wager is lost)`,
      },
      {
        actor,
        command: { type: 'decline-surrender', ...there },
        label: `Keep the hand${where} (no surrender)`,
      },
    );
  }
  out.push(...seatedCandidates(actor));
  return out;
}

/** The dealer's steps, and the irregularities the dealer or a floorperson reports. */
const staffCandidates = staffCandidatesOf<AsiaState, Command>(
  deck,
  shuffleStepsCut(['no-more-bets', 'determine-start', 'deal', 'set-dealer', 'settle']),
  (s, d, a) => {
    const report = (type: 'dealer-card-exposed' | 'wrong-start'): Candidate<Command> => ({
      actor: a,
      command: { type },
      label: `irregularity: ${type.replaceAll('-', ' ')}`,
    });
    return [
      report('dealer-card-exposed'),
      ...deckActions(d, 'face-up-card', 'card-drawn-in-error', 'wrong-card-count'),
      report('wrong-start'),
      ...deckActions(d, 'shoe-malfunction', 'shuffler-malfunction'),
      { actor: a, command: { type: 'no-roll', reason: 'not-flat' }, label: 'no roll: the dice are not flat' },
      { actor: a, command: { type: 'no-roll', reason: 'die-fell-out' }, label: 'no roll: a die fell out' },
      ...deckActions(d, 'stub-miscount'),
      ...s.hands.map((h): Candidate<Command> => ({
        actor: a,
        command: { type: 'player-card-exposed', seat: h.seat },
        label: `a card of seat ${h.seat} was exposed`,
      })),
    ];
  },
);

export const legalActions = legalActionsBy(decide, playerCandidates, staffCandidates);

/** What the table waits for in each phase. */
const NEXT: NextWords<AsiaState, Phase> = {
  betting: 'place your Asia Poker Wager (and Bonus Wager)',
  start: 'the dealer determines the starting position',
  dealing: 'the dealer deals seven cards to every position',
  setting: 'players set a four-card high, two-card medium and one-card low hand',
  dealer: 'the dealer turns over and sets the house way',
  settling: (s) =>
    s.automated
      ? 'players say whether they surrender; the dealer reveals and settles from the right'
      : 'the dealer reveals and settles from the right',
};

export function view(s: AsiaState, viewer: Viewer): AsiaView {
  const compliance = viewer.role === 'compliance';
  const ro = rankingOptionsOf(s.options);
  return {
    ...viewHead(TABLE, phaseOf(s), s),
    wagers: s.wagers.map((w) => ({ ...w, area: areaOf(w) })),
    start: s.start,
    areas: s.hands.map((h) => {
      // A player decides on a hand whose card was exposed seeing only that card (§ 659a.13(d)).
      if (viewer.role === 'player' && viewer.seat === h.player && !waitingItsTurn(s, h) && undecided(h))
        return {
          seat: h.seat,
          player: h.player,
          cards: h.exposedCards.length ? formatCards(h.exposedCards) : null,
          set: null,
        };
      const own = ownHand(s, h, viewer);
      const visible = seesHand(s, h, viewer);
      const base: AsiaHandView = {
        seat: h.seat,
        player: h.player,
        cards: visible ? formatCards(h.cards) : null,
        set: h.set && visible ? formatSetting(h.set) : null,
      };
      if (!own && !compliance) return base;
      const legal = asiaSettings(h.cards, ro)
        .filter((x) => x.legal)
        .map(formatSetting);
      const hw =
        own && !h.askedHelp ? undefined : formatSetting(setHouseWay(s.options.houseWay, h.cards, ro));
      return {
        ...base,
        legalSettings: legal,
        ...(hw ? { houseWay: hw } : {}),
        handNames: handNames(h.cards, ro),
      };
    }),
    dealer: s.dealer
      ? {
          cards: s.dealer.set || compliance ? formatCards(s.dealer.cards) : null,
          set: s.dealer.set ? formatSetting(s.dealer.set) : null,
        }
      : null,
    next: nextIn(s, phaseOf(s), NEXT),
    ...deckAudit(s, viewer),
    legalActions: legalActions(s, viewer),
  };
}
