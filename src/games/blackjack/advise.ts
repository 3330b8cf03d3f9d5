/**
 * Strategy help at the table (the definition's `advise` hook, served by src/server/advice.ts off the
 * event loop): for the player's hand in play against the dealer's up card, the expected value of every
 * option open to him now, from the exact analyser (math/strategy.ts `evaluate`, the evaluation of
 * `felt strategy GAME --hand ... --up ...`), composition-dependent on the cards he sees; during the
 * Insurance offer, the value of Insurance (§ 665a.8, 633a's even money aside); at Double Attack Blackjack,
 * after the up card and before the players' cards, the value of the round with a Double Attack Wager
 * equal to the Bet and without one (§§ 665a.6(e), 665a.7(e); math/strategy.ts `evaluateDoubleAttack`).
 *
 * The advice is computed from the viewer's own view (`view(s, viewer)`), never from the state's cards:
 * the hole card (hidden from players until it is turned, § 665a.7(g), R59) and the undealt cards cannot
 * reach it. The cards it takes out of the shoe are the ones on the layout the player sees: his hands,
 * the other players' hands and the up card.
 */
import { parseCard, parseCards, type Card } from '../../core/cards.js';
import type { Viewer } from '../../engine/game.js';
import { evaluate, evaluateDoubleAttack } from './math/strategy.js';
import type { BlackjackState } from './state.js';
import { view, type BlackjackView } from './view.js';

/** What the player is told: each open option's expectation per unit of the hand's stake, and the best. */
export type BlackjackAdvice = HandAdvice | DoubleAttackAdvice;

type HandAdvice = {
  readonly hand: string;
  readonly up: string;
  readonly total: number;
  readonly soft: boolean;
  /** Expected result per unit of the hand's stake, given no dealer Blackjack, for the options open now. */
  readonly options: Readonly<Record<string, number>>;
  readonly best: string;
  /** Insurance's expectation per unit insured (the Insurance offer only). */
  readonly insurance?: number;
  readonly basis: string;
};

/** The Double Attack decision: the round's value per unit of the Bet with and without the wager. */
type DoubleAttackAdvice = {
  readonly decision: 'double-attack';
  readonly up: string;
  /** `double-attack` (a wager equal to the Bet) and `no-double-attack`, per unit of the Bet. */
  readonly options: Readonly<Record<string, number>>;
  readonly best: string;
  readonly basis: string;
};

const DOUBLE_ATTACK_BASIS =
  'expected result of the round per unit of the Bet, with a Double Attack Wager equal to the Bet or none, from the up card and the cards you see (exact; the value is proportional to the amount, so all or nothing is best)';

const BASIS =
  "expected result per unit of the hand's stake, given no dealer Blackjack, from the cards you see (composition-dependent, exact)";

const cardsOf = (texts: readonly (string | null)[]): Card[] =>
  texts.flatMap((t) => {
    if (t === null) return [];
    const c = parseCard(t);
    return c.ok ? [c.value] : [];
  });

export function adviseAt(s: BlackjackState, viewer: Viewer): BlackjackAdvice | undefined {
  if (viewer.role !== 'player' || viewer.seat === undefined) return undefined;
  return adviseFromView(s.table.rules, view(s, viewer), viewer.seat);
}

/** The advice for `seat` from what its view shows (exported for the test that the hole card is unused). */
export function adviseFromView(
  rules: BlackjackState['table']['rules'],
  v: BlackjackView,
  seat: number,
): BlackjackAdvice | undefined {
  const upText = v.dealer.cards[0];
  if (upText === undefined || upText === null) return undefined;
  const up = parseCard(upText);
  if (!up.ok) return undefined;
  if (v.phase === 'double-attack') return doubleAttackAdvice(rules, v, up.value, seat);
  const box = v.boxes.find((b) => b.seat === seat);
  if (!box) return undefined;
  const insuring = v.phase === 'insurance' && box.insurance === 'open';
  const playing = v.active !== null && v.active.seat === seat;
  if (!insuring && !playing) return undefined;
  const spot = playing ? v.active?.spot : box.hands[0]?.spot;
  const hand = box.hands.find((h) => h.spot === spot);
  if (!hand) return undefined;
  const mine = parseCards(hand.cards.join(' '));
  if (!mine.ok) return undefined;
  // Every other card face up on the layout (the hole card is null in a player's view until turned).
  const removed = cardsOf([
    ...v.boxes.flatMap((b) => b.hands.filter((h) => h !== hand).flatMap((h) => h.cards)),
    ...v.dealer.cards.slice(1),
  ]);
  const r = evaluate(rules, {
    hand: mine.value,
    up: up.value,
    removed,
    splitHand: hand.split,
  });
  if (!r.ok) return undefined;
  const e = r.value;
  const base = { hand: e.hand, up: e.up, total: e.total, soft: e.soft, basis: BASIS };
  if (insuring) {
    if (e.insurance === null) return undefined;
    const options = { insurance: e.insurance, 'decline-insurance': 0 };
    return {
      ...base,
      options,
      best: e.insurance > 0 ? 'insurance' : 'decline-insurance',
      insurance: e.insurance,
    };
  }
  // Only the options the player may take now (the legal actions of his view); a doubled hand that may
  // still be surrendered or rescued (DA-7, S-2) chooses between standing and giving up half.
  const legal = new Set(v.legalActions.map((a) => a.type));
  const options: Record<string, number> = {};
  const doubled = hand.doubled > 0;
  for (const [name, ev] of Object.entries(e.options)) {
    if (!legal.has(name)) continue;
    if (doubled && name !== 'stand') continue;
    options[name] = ev;
  }
  if (legal.has('surrender')) options['surrender'] = -0.5;
  if (legal.has('rescue')) {
    // S-2: the rescue forfeits the original Bet and returns the Double Down amount.
    const stake = v.wagers.find((w) => w.spot === hand.spot && w.kind === 'bet')?.amount ?? 0;
    if (stake > 0) options['rescue'] = -(stake - hand.doubled) / stake;
  }
  const ranked = Object.entries(options).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (best === undefined) return undefined;
  return { ...base, options, best: best[0] };
}

/** The Double Attack decision for `seat`, while its Double Attack Wager may be made or raised. */
function doubleAttackAdvice(
  rules: BlackjackState['table']['rules'],
  v: BlackjackView,
  up: Card,
  seat: number,
): DoubleAttackAdvice | undefined {
  const open = v.legalActions.some(
    (a) => a.type === 'place-wager' && a.actor.seat === seat && a.params?.['kind'] === 'double-attack',
  );
  if (!open) return undefined;
  // Any card face up besides the up card (none in a regular round: the players' cards come later).
  const removed = cardsOf([
    ...v.boxes.flatMap((b) => b.hands.flatMap((h) => h.cards)),
    ...v.dealer.cards.slice(1),
  ]);
  const r = evaluateDoubleAttack(rules, up, removed);
  if (!r.ok) return undefined;
  return {
    decision: 'double-attack',
    up: r.value.up,
    options: { 'double-attack': r.value.attack, 'no-double-attack': r.value.decline },
    best: r.value.best,
    basis: DOUBLE_ATTACK_BASIS,
  };
}
