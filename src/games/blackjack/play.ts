/**
 * The players' decisions on their hands (spec A.10): hit, stand, double down (for less where allowed;
 * 665a.10, 633a.10, 635a.10 as amended), split and resplit (665a.11, 633a.11), surrender (665a.9 any
 * time, DA-7, DA-9; 633a.9 late), the Spanish 21 rescue (S-2), Insurance and even money (665a.8,
 * 633a.8), and the House Money ride (633a.7(g)(10)(ii), BJ-18).
 */
import { cite, type Citation } from '../../core/citation.js';
import { formatCents, type Cents } from '../../core/money.js';
import { ok, reject, type Rejection, type Result } from '../../core/result.js';
import { requireSeatedPlayer } from '../../engine/decide.js';
import type { Actor } from '../../engine/game.js';
import { available, changed, placed, settle, withdrawn } from '../../engine/wagers.js';
import { best, isBlackjack, totalOf, valueOf } from './cards.js';
import { Draws } from './draws.js';
import { advance, citeOf, run, startPlay, type Decided } from './round.js';
import { activeHand, boxOf, wagerAt, type BlackjackState, type Box, type Event, type Hand } from './state.js';

export type Turn = { seat: number; box: Box; hand: Hand };

/** The actor's hand to act now, or the refusal. */
function myTurn(s: BlackjackState, actor: Actor, what: string): Result<Turn, Rejection> {
  const seat = requireSeatedPlayer(s, actor, what);
  if (!seat.ok) return seat;
  const a = activeHand(s);
  if (!a || a.box.seat !== seat.value)
    return reject(
      'not_your_turn',
      a ? `seat ${a.box.seat} is to act (hand ${a.hand.spot})` : 'no hand is being played',
      citeOf(s)('dealing', '(i)'),
    );
  return { ok: true, value: { seat: seat.value, box: a.box, hand: a.hand } };
}

const then = (s: BlackjackState, events: Event[]): Decided => ok([...events, ...advance(run(s, events))]);

/** The next card of the shoe to a player's hand (`why`: a hit or a double), or none from an empty shoe. */
function cardTo(
  s: BlackjackState,
  to: { seat: number; spot: string; why: 'hit' | 'double'; citation: Citation },
): Event[] | undefined {
  const d = new Draws(s);
  const x = d.next();
  if (!x) return undefined;
  const { seat, spot, why, citation } = to;
  return [{ type: 'card', seat, spot, card: x.card, why, fromHeld: x.fromHeld, citation }, ...d.flush()];
}

export function hit(s: BlackjackState, actor: Actor): Decided {
  const t = myTurn(s, actor, 'hit');
  if (!t.ok) return t;
  const { hand, seat } = t.value;
  const c = citeOf(s);
  if (hand.closed)
    return reject(
      'no_more_cards',
      'this hand takes no more cards',
      c(hand.doubled ? 'double' : 'split', hand.doubled ? '(c)' : '(e)'),
    );
  if (best(hand.cards) >= 21) return reject('no_draw_at_21', 'no card is drawn to 21', c('dealing', '(j)'));
  const card = cardTo(s, { seat, spot: hand.spot, why: 'hit', citation: c('dealing', '(i)') });
  return card ? then(s, card) : reject('insufficient_cards', 'the shoe is empty');
}

export function stand(s: BlackjackState, actor: Actor): Decided {
  const t = myTurn(s, actor, 'stand');
  if (!t.ok) return t;
  return then(s, [
    {
      type: 'hand-ended',
      seat: t.value.seat,
      spot: t.value.hand.spot,
      status: 'stood',
      citation: citeOf(s)('dealing', '(i)'),
    },
  ]);
}

/** The bounds of a double on the active hand (`{min, max, step}`), or the refusal. */
export function doubleBounds(
  s: BlackjackState,
  turn: Turn,
): Result<{ min: Cents; max: Cents; step: Cents }, Rejection> {
  const { hand, seat } = turn;
  const r = s.table.rules;
  const c = citeOf(s);
  const at = c('double', '(a)');
  const { total } = totalOf(hand.cards);
  if (hand.doubled > 0) return reject('already_doubled', 'a hand is doubled once', at);
  if (hand.closed) return reject('no_more_cards', 'this hand takes no more cards', c('split', '(e)'));
  if (isBlackjack(hand.cards, hand.split)) return reject('blackjack', 'a Blackjack is not doubled', at);
  if (total >= 21) return reject('no_draw_at_21', 'no card is drawn to 21', c('dealing', '(j)'));
  if (r.double.cards === 'two' && hand.cards.length !== 2)
    return reject('first_two_cards', 'a double down is made on the first two cards of a hand', at);
  if (hand.split && !r.double.afterSplit)
    return reject('no_double_after_split', 'no double down after a split', at);
  if (r.double.totals === '9-11' && (total < 9 || total > 11))
    return reject('double_totals', 'a double down is made on a total of 9, 10 or 11', at);
  if (r.double.totals === '10-11' && (total < 10 || total > 11))
    return reject('double_totals', 'a double down is made on a total of 10 or 11', at);
  const bet = wagerAt(s, seat, hand.spot, 'bet')?.amount ?? 0;
  // DA-10: up to the Bet and the Double Attack Wager together; elsewhere up to the hand's wager (S-5).
  const max = bet + (wagerAt(s, seat, hand.spot, 'double-attack')?.amount ?? 0);
  const chips = available(s, seat);
  if (chips < 1) return reject('insufficient_chips', `seat ${seat} has no chips to double with`);
  return { ok: true, value: { min: r.double.forLess ? 1 : max, max: Math.min(max, chips), step: 1 } };
}

export function double(s: BlackjackState, actor: Actor, amount: Cents): Decided {
  const t = myTurn(s, actor, 'double');
  if (!t.ok) return t;
  const b = doubleBounds(s, t.value);
  if (!b.ok) return b;
  const c = citeOf(s);
  if (amount < b.value.min || amount > b.value.max)
    return reject(
      'double_amount',
      `a double down here is ${formatCents(b.value.min)} to ${formatCents(b.value.max)}`,
      c('double', '(a)'),
    );
  const { hand, seat } = t.value;
  const card = cardTo(s, { seat, spot: hand.spot, why: 'double', citation: c('double', '(c)') });
  if (!card) return reject('insufficient_cards', 'the shoe is empty');
  return then(s, [
    changed({ seat, spot: hand.spot, kind: 'bet' }, amount, 'doubled down', c('double', '(a)')),
    { type: 'doubled', seat, spot: hand.spot, amount, citation: c('double', '(a)') },
    ...card,
  ]);
}

export function split(s: BlackjackState, actor: Actor): Decided {
  const t = myTurn(s, actor, 'split');
  if (!t.ok) return t;
  const { hand, seat, box } = t.value;
  const r = s.table.rules;
  const c = citeOf(s);
  const at = c('split', '(a)');
  const [a, b] = hand.cards;
  if (hand.cards.length !== 2 || a === undefined || b === undefined || valueOf(a) !== valueOf(b))
    return reject('not_a_pair', 'only two cards of the same value are split', at);
  if (box.hands.length >= r.split.maxHands)
    return reject('max_hands', `a player may make at most ${r.split.maxHands} hands`, c('split', '(c)'));
  if (hand.splitAces && !r.split.resplitAces)
    return reject('no_resplit_aces', 'split aces are not resplit', c('split', '(e)'));
  if (hand.doubled > 0) return reject('doubled', 'a doubled hand is not split', at);
  const bet = wagerAt(s, seat, hand.spot, 'bet')?.amount ?? 0;
  const da = wagerAt(s, seat, hand.spot, 'double-attack')?.amount ?? 0;
  if (available(s, seat) < bet + da)
    return reject('insufficient_chips', `a split needs ${formatCents(bet + da)} more in chips`);
  const into = `${seat}.${box.hands.length + 1}`;
  const events: Event[] = [
    { type: 'split', seat, spot: hand.spot, into, citation: at },
    placed({ seat, spot: into, kind: 'bet', amount: bet }, at),
  ];
  // 665a.11(a): the new hand's wager equals the original Bet and Double Attack Wager.
  if (da > 0) events.push(placed({ seat, spot: into, kind: 'double-attack', amount: da }, at));
  return then(s, events);
}

/** Whether the rules let this hand surrender now (undefined) or the refusal. */
export function surrenderRefusal(s: BlackjackState, turn: Turn): Decided | undefined {
  const r = s.table.rules;
  const c = citeOf(s);
  const at = c('surrender', '(a)');
  const { hand, box } = turn;
  if (r.surrender === 'none') return reject('no_surrender', 'this table does not offer surrender', at);
  if (best(hand.cards) >= 21)
    return reject('no_surrender_at_21', 'a hand of 21 or more is not surrendered', c('dealing', '(k)'));
  if (
    r.surrender === 'late' &&
    (hand.cards.length !== 2 || hand.split || box.hands.length > 1 || hand.doubled > 0)
  )
    return reject('late_surrender', 'surrender is on the first two cards of an unsplit hand', at);
  return undefined;
}

/**
 * Half of every wager on the hand is forfeited and half returned (665a.9(b), DA-7); an odd cent stays
 * with the forfeited half (ruling R52). The Bust It and side wagers stay live.
 */
export function surrender(s: BlackjackState, actor: Actor): Decided {
  const t = myTurn(s, actor, 'surrender');
  if (!t.ok) return t;
  const refused = surrenderRefusal(s, t.value);
  if (refused) return refused;
  const { hand, seat } = t.value;
  const c = citeOf(s)('surrender', '(b)');
  const events: Event[] = [];
  for (const kind of ['bet', 'double-attack'] as const) {
    const w = wagerAt(s, seat, hand.spot, kind);
    if (!w) continue;
    const back = Math.floor(w.amount / 2);
    if (back > 0) events.push(withdrawn(w, back, c));
    events.push(settle({ ...w, amount: w.amount - back }, { outcome: 'lose', citation: c }));
  }
  events.push({ type: 'hand-ended', seat, spot: hand.spot, status: 'surrendered', citation: c });
  return then(s, events);
}

/** S-2: after a double down, the original wager is forfeited and the double taken back. */
export function rescue(s: BlackjackState, actor: Actor): Decided {
  const t = myTurn(s, actor, 'rescue');
  if (!t.ok) return t;
  const { hand, seat } = t.value;
  const at = cite('§ 635a.10');
  if (!s.table.rules.doubleRescue || hand.doubled === 0)
    return reject('no_rescue', 'a rescue follows a double down at a table that offers it', at);
  const w = wagerAt(s, seat, hand.spot, 'bet');
  if (!w) return reject('no_wager', 'the hand has no wager');
  return then(s, [
    withdrawn(w, hand.doubled, at),
    settle({ ...w, amount: w.amount - hand.doubled }, { outcome: 'lose', citation: at }),
    { type: 'hand-ended', seat, spot: hand.spot, status: 'surrendered', citation: at },
  ]);
}

export function declineInsurance(s: BlackjackState, actor: Actor): Decided {
  const seat = requireSeatedPlayer(s, actor, 'decline insurance');
  if (!seat.ok) return seat;
  const c = citeOf(s)('insurance', '(a)');
  if (boxOf(s, seat.value)?.insurance !== 'open')
    return reject('no_insurance_offer', 'Insurance is not offered to this seat now', c);
  return ok([{ type: 'insurance-answered', seat: seat.value, answer: 'declined', citation: c }]);
}

/** 633a.8: a player with Blackjack against an ace is paid 1 to 1 at once, before the peek. */
export function evenMoney(s: BlackjackState, actor: Actor): Decided {
  const seat = requireSeatedPlayer(s, actor, 'take even money');
  if (!seat.ok) return seat;
  const c = citeOf(s)('insurance', '');
  const box = boxOf(s, seat.value);
  const hand = box?.hands[0];
  if (!s.table.evenMoney) return reject('no_even_money', 'this game offers no even money', c);
  if (box?.insurance !== 'open' || !hand || !isBlackjack(hand.cards, false))
    return reject('no_even_money', 'even money is offered to a Blackjack against an ace, before the peek', c);
  const bet = wagerAt(s, seat.value, hand.spot, 'bet');
  if (!bet) return reject('no_wager', 'the hand has no wager');
  return ok([
    { type: 'insurance-answered', seat: seat.value, answer: 'even-money', citation: c },
    settle(bet, { outcome: 'win', odds: { win: 1, per: 1 }, citation: c }),
    { type: 'hand-ended', seat: seat.value, spot: hand.spot, status: 'blackjack', citation: c },
  ]);
}

/** 633a.7(g)(10)(ii): all or the Rules Submission's portion of the payout onto the Blackjack Wager. */
export function ride(s: BlackjackState, actor: Actor, amount: Cents): Decided {
  const seat = requireSeatedPlayer(s, actor, 'ride');
  if (!seat.ok) return seat;
  const at = cite('§ 633a.7(g)(10)(ii)');
  const due = s.r.houseMoneyDue.find((d) => d.seat === seat.value);
  if (!due)
    return reject('no_house_money_payout', 'there is no House Money payout waiting for this seat', at);
  if (amount < 0 || amount > due.payout)
    return reject('ride_amount', `up to ${formatCents(due.payout)} of the payout may ride`, at);
  if (amount > available(s, seat.value))
    return reject('insufficient_chips', 'the payout is no longer in the rack');
  const events: Event[] = [];
  if (amount > 0)
    events.push(
      changed(
        { seat: seat.value, spot: String(seat.value), kind: 'bet' },
        amount,
        'House Money payout rides',
        at,
      ),
    );
  events.push({ type: 'house-money-ride', seat: seat.value, added: amount, citation: at });
  const after = run(s, events);
  return ok(after.r.houseMoneyDue.length ? events : [...events, ...startPlay(after)]);
}
