/**
 * The table, section by section (ch. 669a): the wagers (§ 669a.7), the deck and the deal (§§ 669a.3,
 * 669a.5, 669a.8-669a.10), the decisions and the community cards (§ 669a.11(b)-(h)), an automated table's
 * answers for a player who does not answer, and every irregularity of § 669a.13 with § 669a.11(a)(3).
 */
import { describe, expect, it } from 'vitest';
import { formatCards } from '../../core/cards.js';
import { totalChips } from '../../engine/wagers.js';
import { raiseItUp } from './index.js';
import { meterOf, type Event } from './state.js';
import { DEALER, FLOOR, Round, player, stackFor } from './testing.js';

const code = (r: { ok: boolean; error?: { code: string } } | { ok: true }) =>
  'error' in r && r.error ? r.error.code : 'ok';

function dealt(options: Record<string, unknown> = {}, seats = [1, 3]) {
  const hands = Object.fromEntries(seats.map((s, i) => [s, ['Ac 9d 4h', '5c 5d 9h', 'Tc Td 4s'][i] ?? '']));
  const r = new Round(options);
  r.stack(stackFor(hands, 'Ks 6d 2s', (options['dealing'] as 'hand' | undefined) ?? 'manual-shoe'));
  for (const s of seats) {
    r.sit(s);
    r.go(player(s), { type: 'place-wager', kind: 'ante', amount: 1_000 });
  }
  r.go(player(seats[0]!), { type: 'place-wager', kind: 'progressive', amount: 100 });
  r.go(DEALER, { type: 'no-more-bets' });
  return r;
}

describe('wagers (§ 669a.7)', () => {
  it('an Ante places the equal Blind with it (§ 669a.7(d)(1)); withdrawing the Ante takes both and the side wagers', () => {
    const r = new Round();
    r.sit(2);
    const placed = r.go(player(2), { type: 'place-wager', kind: 'ante', amount: 1_500 });
    expect(placed.map((e) => (e.type === 'wager-placed' ? [e.kind, e.amount] : []))).toEqual([
      ['ante', 1_500],
      ['blind', 1_500],
    ]);
    r.go(player(2), { type: 'place-wager', kind: 'pair-plus', amount: 500 });
    r.go(player(2), { type: 'withdraw-wager', kind: 'ante' });
    expect(r.s.wagers).toEqual([]);
    expect(r.chips(2)).toBe(1_000_000);
  });

  it('side wagers only after the Ante and Blind (A-AMB-14); the Progressive is the table’s fixed $1 or $5 (A-AMB-9)', () => {
    const r = new Round();
    r.sit(1);
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'pair-plus', amount: 500 }))).toBe(
      'ante_required',
    );
    r.go(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'progressive', amount: 500 }))).toBe(
      'progressive_amount',
    );
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'progressive', amount: 100 }))).toBe('ok');
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'progressive', amount: 100 }))).toBe(
      'progressive_placed',
    );
  });

  it('the Ante and Blind need the chips for both; limits are the Rules Submission’s', () => {
    const r = new Round();
    r.sit(1, 1_500);
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000 }))).toBe(
      'insufficient_chips',
    );
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'ante', amount: 100 }))).toBe(
      'below_table_minimum',
    );
    expect(r.s.wagers).toEqual([]);
  });

  it('no wager is made, increased or withdrawn after "no more bets" (§ 669a.7(c)); a player stays seated (§ 669a.7(b))', () => {
    const r = dealt();
    expect(code(r.try(player(1), { type: 'place-wager', kind: 'pair-plus', amount: 500 }))).toBe(
      'wager_after_no_more_bets',
    );
    expect(code(r.try(player(3), { type: 'withdraw-wager', kind: 'ante' }))).toBe('wager_after_no_more_bets');
    expect(code(r.try(player(3), { type: 'leave' }))).toBe('wager_in_play');
  });

  it('a player who leaves during the round abandons his wagers where the Rules Submission says so (§ 669a.7(b), A-AMB-15)', () => {
    const r = dealt({ abandonedWagersLose: true });
    r.run();
    const events = r.go(player(3), { type: 'leave' });
    expect(events.map((e) => e.type)).toEqual(['hand-forfeited', 'wager-settled', 'wager-settled', 'left']);
    expect(r.s.seats.map((x) => x.seat)).toEqual([1]);
    // Whoever sits there next never sees the abandoned hand.
    r.sit(3);
    expect(raiseItUp.view(r.s, player(3)).hands.map((h) => h.seat)).toEqual([1]);
    r.go(player(1), { type: 'play', multiple: 1 });
    r.run();
    expect(r.s.phase).toBe('betting');
    expect(r.events.filter((e) => e.type === 'hand-revealed').map((e) => ('seat' in e ? e.seat : 0))).toEqual(
      [1],
    );
    expect(totalChips(r.s)).toBe(0);
  });

  it('a player without chips for the Play Wager cannot place it', () => {
    const r = new Round();
    r.stack(stackFor({ 1: 'Ac 9d 4h' }, 'Ks 6d 2s'));
    r.sit(1, 2_500);
    r.go(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    r.go(DEALER, { type: 'no-more-bets' });
    r.run();
    expect(code(r.try(player(1), { type: 'play', multiple: 1 }))).toBe('insufficient_chips');
  });
});

describe('the deck and the deal (§§ 669a.3, 669a.5, 669a.8-669a.10)', () => {
  it('three cards to each Ante player from the dealer’s left, one at a time, then three community cards; the stub counted (§ 669a.8(d)-(f))', () => {
    const r = dealt({}, [1, 3, 5]);
    r.run();
    const e = r.events.find((x) => x.type === 'cards-dealt');
    expect(e && 'hands' in e ? e.hands.map((h) => [h.seat, formatCards(h.cards)]) : []).toEqual([
      [1, 'Ac 9d 4h'],
      [3, '5c 5d 9h'],
      [5, 'Tc Td 4s'],
    ]);
    const stub = r.events.find((x) => x.type === 'stub-counted');
    expect(stub && 'stub' in stub ? [stub.stub, stub.expected] : []).toEqual([40, 40]);
  });

  it('an automated shoe deals a stack of three to each player, then the community stack (§ 669a.10(b))', () => {
    const r = dealt({ dealing: 'automated-shoe' }, [2, 4]);
    r.run();
    const e = r.events.find((x) => x.type === 'cards-dealt');
    expect(e && 'community' in e ? formatCards(e.community) : '').toBe('Ks 6d 2s');
    expect(e?.citation).toBe('§ 669a.10(b)');
  });

  it('a manual shuffle is cut at least ten cards in (§ 669a.5(d)); an automated shuffler’s deck is not (§ 669a.5(c)(1))', () => {
    const r = new Round({ shuffler: 'manual' }, false);
    r.go(DEALER, { type: 'shuffle' });
    expect(code(r.try(DEALER, { type: 'cut', position: 9 }))).toBe('bad_cut');
    expect(code(r.try(DEALER, { type: 'cut', position: 10 }))).toBe('ok');
    const a = new Round({}, false);
    a.go(DEALER, { type: 'shuffle' });
    expect(a.s.deck.status).toBe('ready');
  });

  it('two decks alternate every other round with the automated shuffler (§ 669a.3(b))', () => {
    const r = new Round({ shuffler: 'automated-two-decks' });
    const decks: (string | null)[] = [];
    r.sit(1);
    for (let i = 0; i < 3; i += 1) {
      r.run();
      decks.push(r.s.deck.inPlay);
      r.go(player(1), { type: 'place-wager', kind: 'ante', amount: 1_000 });
      r.go(DEALER, { type: 'no-more-bets' });
      r.run();
      r.go(player(1), { type: 'play', multiple: 1 });
      r.run();
    }
    expect(decks).toEqual(['A', 'B', 'A']);
  });

  it('dealing from the hand needs an automated shuffler (§ 669a.9(a)(1)); the Progressive’s terms are checked (§ 669a.12(e)(3))', () => {
    const bad = raiseItUp.options.parse({
      shuffler: 'manual',
      dealing: 'hand',
      progressive: { wager: 5, resetCents: 100_000, ratePercent: 10 },
    });
    expect(raiseItUp.checkOptions(bad).map((v) => v.code)).toEqual([
      'hand_deal_needs_shuffler',
      'progressive_reset_too_low',
    ]);
    expect(raiseItUp.checkOptions(raiseItUp.options.parse({}))).toEqual([]);
  });
});

describe('the decisions (§ 669a.11(b)-(h); A-AMB-1, A-AMB-2, A-AMB-17)', () => {
  it('the dealer asks from the dealer’s left; each may check or Play 1x-3x, then 1x-2x, then Play 1x or fold', () => {
    const r = dealt();
    r.run();
    expect(code(r.try(player(3), { type: 'check' }))).toBe('not_your_turn');
    expect(code(r.try(DEALER, { type: 'turn-card' }))).toBe('awaiting_decision');
    r.go(player(1), { type: 'check' });
    r.go(player(3), { type: 'check' });
    r.run();
    expect(r.s.phase).toBe('fourth');
    expect(code(r.try(player(1), { type: 'play', multiple: 3 }))).toBe('play_multiple');
    expect(code(r.try(player(1), { type: 'fold' }))).toBe('check_before_fifth');
    r.go(player(1), { type: 'play', multiple: 2 });
    // One Play Wager per round: seat 1 is not asked again.
    expect(code(r.try(player(1), { type: 'check' }))).toBe('no_decision');
    r.go(player(3), { type: 'check' });
    r.run();
    expect(r.s.phase).toBe('fifth');
    expect(code(r.try(player(1), { type: 'fold' }))).toBe('no_decision');
    expect(code(r.try(player(3), { type: 'check' }))).toBe('no_check_at_fifth');
    expect(code(r.try(player(3), { type: 'play', multiple: 2 }))).toBe('play_multiple');
  });

  it('the community cards are turned in order into the 4th, 5th and 6th Street boxes, and shown to all only then', () => {
    const r = dealt();
    r.run();
    const watcher = { role: 'player' } as const;
    expect(raiseItUp.view(r.s, watcher).community.map((b) => b.card)).toEqual([null, null, null]);
    r.go(player(1), { type: 'play', multiple: 1 });
    r.go(player(3), { type: 'check' });
    r.run();
    expect(raiseItUp.view(r.s, watcher).community.map((b) => b.card)).toEqual(['Ks', null, null]);
    const boxes = r.events.flatMap((e) => (e.type === 'community-card-turned' ? [e.box] : []));
    expect(boxes).toEqual(['4th Street']);
  });

  it('the view offers the Play choices with their amounts, only those decide accepts', () => {
    const r = dealt();
    r.run();
    const labels = (seat: number) =>
      raiseItUp
        .view(r.s, player(seat))
        .legalActions.filter((a) => ['check', 'play', 'fold'].includes(a.type))
        .map((a) => [a.label, a.params]);
    expect(labels(1)).toEqual([
      ['Check', {}],
      ['Play 3x ($30.00)', { multiple: 3 }],
      ['Play 2x ($20.00)', { multiple: 2 }],
      ['Play 1x ($10.00)', { multiple: 1 }],
    ]);
    expect(labels(3)).toEqual([]);
  });

  it('an automated table answers for a player who does not: a check at 3rd and 4th Street, a fold before 6th (R62)', () => {
    const r = dealt();
    r.run();
    const due: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const d = raiseItUp.overdue?.(r.s);
      if (!d) break;
      due.push(`${d.actor.seat}:${d.command.type}`);
      r.go(d.actor, d.command);
      r.run();
    }
    expect(due).toEqual(['1:check', '3:check', '1:check', '3:check', '1:fold', '3:fold']);
    expect(r.s.phase).toBe('betting');
    expect(raiseItUp.overdue?.(new Round({}, false).s)).toBeUndefined();
  });
});

describe('irregularities (§ 669a.13) and § 669a.11(a)(3)', () => {
  const returned = (r: Round, before: number) => {
    expect(r.chips(1)).toBe(before);
    expect(r.chips(3)).toBe(before);
    expect(totalChips(r.s)).toBe(0);
  };

  it('(a) one card found face up is discarded and the deal goes on; a second voids the round', () => {
    const r = dealt();
    r.go(DEALER, { type: 'face-up-card' });
    expect(r.s.phase).toBe('dealing');
    const v = r.go(DEALER, { type: 'face-up-card' });
    expect(v.at(-1)?.type).toBe('round-voided');
    returned(r, 1_000_000);
  });

  it('(a) after one face-up card the deal skips it and the stub count expects one fewer', () => {
    const r = dealt();
    r.go(DEALER, { type: 'face-up-card' });
    r.run();
    const stub = r.events.find((x) => x.type === 'stub-counted');
    expect(stub && 'stub' in stub ? [stub.stub, stub.expected] : []).toEqual([42, 42]);
  });

  it('(b) a card drawn in error unexposed is used as the next card', () => {
    const r = dealt();
    expect(r.go(DEALER, { type: 'card-drawn-in-error' }).map((e) => e.type)).toEqual(['card-drawn-in-error']);
    r.run();
    expect(r.s.phase).toBe('third');
  });

  it('(c) a wrong number of cards voids the round, every wager returned with the Progressive stake and the meter’s increment reversed (A-AMB-13)', () => {
    const r = dealt();
    r.run();
    expect(meterOf(r.s)).toBe(100_014);
    const v = r.go(FLOOR, { type: 'wrong-card-count' });
    expect(v.map((e) => e.type)).toContain('meter-reversed');
    expect(meterOf(r.s)).toBe(100_000);
    returned(r, 1_000_000);
  });

  it('(d) a community card exposed before its turn voids the round, folds returned too', () => {
    const r = dealt();
    r.run();
    for (const a of ['check', 'check', 'check', 'check'] as const) {
      const h = r.s.hands.find((x) => x.decided !== r.s.phase);
      r.go(player(h!.seat), { type: a });
      r.run();
    }
    r.go(player(1), { type: 'fold' });
    expect(r.chips(1)).toBe(1_000_000 - 2_000 - 100);
    r.go(DEALER, { type: 'community-card-exposed' });
    returned(r, 1_000_000);
  });

  it('(e) a shuffler that jams reshuffles; (f) an automated shoe that jams voids the round', () => {
    const r = new Round();
    expect(code(r.try(DEALER, { type: 'shuffler-malfunction' }))).toBe('ok');
    expect(r.s.deck.status).toBe('needs-shuffle');
    const m = dealt();
    expect(code(m.try(DEALER, { type: 'shoe-malfunction' }))).toBe('no_automated_shoe');
    const a = dealt({ dealing: 'automated-shoe' });
    a.run();
    expect(a.go(DEALER, { type: 'shoe-malfunction' }).at(-1)?.type).toBe('round-voided');
    returned(a, 1_000_000);
  });

  it('a wrong stub count voids the round; the deck leaves the table unless it was a misdeal (§ 669a.8(h))', () => {
    const r = dealt();
    r.run();
    const v = r.go(DEALER, { type: 'stub-miscount', misdeal: false });
    const last = v.at(-1) as Extract<Event, { type: 'round-voided' }>;
    expect([last.deckRemoved, last.citation]).toEqual([true, '§ 669a.8(h)']);
    returned(r, 1_000_000);
  });

  it('a counting shuffler that does not count 52 cards removes the deck (§ 669a.5(b))', () => {
    const r = new Round({ counting: true });
    r.run();
    expect(r.go(FLOOR, { type: 'shuffler-miscount' }).map((e) => e.type)).toEqual(['deck-removed']);
  });

  it('§ 669a.11(a)(3): a player who exchanges information forfeits every wager, and his hand is never shown', () => {
    const r = dealt();
    r.run();
    r.go(player(1), { type: 'play', multiple: 3 });
    r.go(FLOOR, { type: 'information-exchanged', seat: 1 });
    expect(r.chips(1)).toBe(1_000_000 - 5_000 - 100);
    r.go(player(3), { type: 'play', multiple: 1 });
    r.run();
    expect(r.events.filter((e) => e.type === 'hand-revealed').map((e) => ('seat' in e ? e.seat : 0))).toEqual(
      [3],
    );
    expect(totalChips(r.s)).toBe(0);
  });

  it('no void once a player has been paid', () => {
    const live = new Round({}, false);
    live.stack(stackFor({ 1: 'Ac 9d 4h', 2: 'Tc Td 4s' }, 'Ks 6d 2s'));
    live.sit(1);
    live.sit(2);
    for (const s of [1, 2]) live.go(player(s), { type: 'place-wager', kind: 'ante', amount: 1_000 });
    live.go(DEALER, { type: 'no-more-bets' });
    live.go(DEALER, { type: 'deal' });
    for (const s of [1, 2]) live.go(player(s), { type: 'play', multiple: 1 });
    for (let i = 0; i < 3; i += 1) live.go(DEALER, { type: 'turn-card' });
    live.go(DEALER, { type: 'settle' });
    expect(code(live.try(DEALER, { type: 'wrong-card-count' }))).toBe('settlement_begun');
  });
});
