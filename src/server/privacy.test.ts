/**
 * Nobody ever sees a card the regulation keeps from them (issue 16; issue 11's view and log contract).
 * Each game redacts its own log per viewer (`describe(event, viewer, before)`): nothing the server sends
 * is read for cards, so a seat or account name made of card tokens unmasks nothing, and a card a player
 * never showed (an Asia Poker surrendered hand, a folded Five Card Hi-Lo hand, a face-down baccarat hand
 * before it is turned) stays hidden from everyone else forever: live, after a reconnect, in the log and
 * replay routes, and at the same seat after its player has left.
 *
 * The oracle throughout: what a recipient was entitled to see is what the game's `view` showed it of
 * every state the table passed through (after each event, not only the states pushed to it: an automated
 * dealer's steps are pushed together), round by round. A line, a replay step or an advice may name only
 * cards in that set, once the hostile names are taken out of its text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cards, formatCard, type Card } from '../core/cards.js';
import { cite } from '../core/citation.js';
import { SeededRng } from '../core/rng.js';
import type { AnyGame, GameEvent, LegalAction, Viewer } from '../engine/game.js';
import { isNote, viewerKey } from '../engine/table.js';
import { GAMES } from '../games/registry.js';
import type { AccountRole, ServerMessage, WatchRole, WireLine } from '../protocol/wire.js';
import { accounts } from './conventions.js';
import { SqliteStore } from './sqlite-store.js';
import { newTableRow, TableHost, type HostConfig } from './tables.js';
import { useServer } from './testing/server.js';

const CARD = /\b(?:[2-9TJQKA][shdc]|Jk)\b/g;
const SUITS = ['c', 'd', 'h', 's'] as const;
const SUIT_NAMES = SUITS.map((s) => [...'23456789TJQKA'].map((r) => `${r}${s}`).join(' '));

/** The card tokens in a text, once every hostile name is taken out of it (raw and JSON-escaped). */
function tokens(text: string, names: readonly string[]): string[] {
  let t = text;
  for (const n of [...names].sort((a, b) => b.length - a.length))
    t = t.split(n).join(' | ').split(JSON.stringify(n).slice(1, -1)).join(' | ');
  return t.match(CARD) ?? [];
}

interface Person {
  readonly id: number;
  readonly username: string;
  readonly role: WatchRole;
  /** Every message of each subscription, the first one live from the start, later ones reconnects. */
  readonly inboxes: ServerMessage[][];
}

interface Fixture {
  readonly game: AnyGame;
  readonly host: TableHost;
  readonly people: Person[];
  person(username: string, role: AccountRole, watchAs?: WatchRole): Promise<Person>;
  /** A new subscription of this person from `since` (a reload or reconnect); its inbox. */
  subscribe(p: Person, since?: number): ServerMessage[];
  sit(p: Person, seat: number, name: string): Promise<void>;
  /** The person's legal action of this type whose parameters agree with `extra`, submitted. */
  act(p: Person, type: string, extra?: Record<string, unknown>): Promise<void>;
  /** Until the table comes to rest: nothing queued, no timer of the automated dealer pending. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function open(
  gameId: string,
  options: unknown = {},
  config: Partial<HostConfig> = {},
): Promise<Fixture> {
  const game = GAMES.get(gameId)!;
  const store = new SqliteStore(':memory:');
  await store.migrate();
  const opener = await store.createUser({ username: 'opener', role: 'floorperson', passwordHash: 'x' });
  const row = newTableRow(game, game.options.parse(options), true, opener.id, 'seeded');
  await store.createTable(row);
  const host = await TableHost.open(row, game, store, {
    betWindowMs: 0,
    dealPaceMs: 0,
    rng: () => SeededRng.fromSeed(42),
    ...config,
  });
  const people: Person[] = [];
  const f: Fixture = {
    game,
    host,
    people,
    async person(username, role, watchAs) {
      const u = await store.createUser({ username, role, passwordHash: 'x' });
      if (role === 'player')
        await store.post([
          { from: accounts.cage, to: accounts.wallet(u.id), amount: 100_000_000, memo: 'test credit' },
        ]);
      const p: Person = {
        id: u.id,
        username,
        role: watchAs ?? (role === 'admin' ? 'compliance' : (role as WatchRole)),
        inboxes: [],
      };
      people.push(p);
      f.subscribe(p);
      return p;
    },
    subscribe(p, since = 0) {
      const box: ServerMessage[] = [];
      p.inboxes.push(box);
      host.subscribe({ userId: p.id, role: p.role, lastSeq: since, send: (m) => box.push(m) });
      return box;
    },
    async sit(p, seat, name) {
      const r = await host.submit(p.id, 'player', { type: 'sit', seat, name, chips: 10_000_000 });
      if (!r.ok) throw new Error(`${p.username} may not sit at ${seat}: ${r.error.code}`);
    },
    async act(p, type, extra = {}) {
      const seat = host.seatOf(p.id);
      const viewer: Viewer =
        p.role === 'player' ? { role: 'player', ...(seat === undefined ? {} : { seat }) } : { role: p.role };
      const a = host
        .view(viewer)
        .legalActions.find(
          (x) =>
            x.type === type &&
            Object.entries(x.params ?? {}).every(([k, v]) => !(k in extra) || extra[k] === v),
        );
      if (!a) throw new Error(`${p.username} may not ${type} now`);
      const amount = a.needs?.includes('amount') ? { amount: 2_000 } : {};
      const r = await host.submit(p.id, p.role, { type, ...a.params, ...amount, ...extra });
      if (!r.ok) throw new Error(`${p.username} ${type}: ${r.error.code} ${r.error.message}`);
    },
    async idle() {
      for (let seq = -1; seq !== host.seq;) {
        seq = host.seq;
        await host.idle();
        await new Promise((r) => setTimeout(r, 2));
      }
    },
    async close() {
      await host.close();
      await store.close();
    },
  };
  return f;
}

const linesOf = (box: readonly ServerMessage[]): WireLine[] =>
  box.flatMap((m) => (m.t === 'view' ? m.lines : []));

/** Card notation of the cards an event field holds. */
const notation = (cards: readonly Card[]): string[] => cards.map(formatCard);

interface Checked {
  readonly lines: number;
  readonly views: number;
  readonly replays: number;
  readonly advice: number;
  /** Hands never shown to the table (surrendered, folded), and lines of their rounds checked against them. */
  readonly privateHands: number;
}

/**
 * Checks everything each person received at this table (and the replay steps and advice given) against
 * the oracle described at the top. `seated`: each player's seat and the seq of the `sit` that gave it.
 */
function audit(
  f: Fixture,
  names: readonly string[],
  extra: {
    readonly replays?: readonly { readonly seq: number; readonly viewer: Viewer }[];
    readonly advice?: readonly { readonly seq: number; readonly person: Person; readonly advice: unknown }[];
  } = {},
): Checked {
  const { game, host } = f;
  const log = host.log;
  const sitSeq = new Map<number, number>();
  for (const e of log)
    if (e.command.type === 'sit' && e.actor.seat !== undefined) sitSeq.set(e.actor.seat, e.seq);
  const seatOf = new Map(f.people.map((p) => [p, host.seatOf(p.id)]));
  const viewerAt = (p: Person, seq: number): Viewer => {
    if (p.role !== 'player') return { role: p.role };
    const seat = seatOf.get(p);
    return seat !== undefined && seq >= (sitSeq.get(seat) ?? Infinity)
      ? { role: 'player', seat }
      : { role: 'player' };
  };
  // Each state's view per viewer: its JSON and the cards it shows (the seat names, which views carry, are
  // taken out first: a name is not a card).
  const views = new WeakMap<object, Map<string, { json: string; cards: readonly string[] }>>();
  const viewOf = (state: unknown, viewer: Viewer): { json: string; cards: readonly string[] } => {
    let byViewer = views.get(state as object);
    if (!byViewer) views.set(state as object, (byViewer = new Map()));
    let v = byViewer.get(viewerKey(viewer));
    if (v === undefined) {
      const json = JSON.stringify(game.view(state, viewer));
      byViewer.set(viewerKey(viewer), (v = { json, cards: tokens(json, names) }));
    }
    return v;
  };
  // What each person received, by seq.
  const lines = new Map<number, { p: Person; line: { round: number; text: string }; where: string }[]>();
  const pushed = new Map<number, { p: Person; view: unknown }[]>();
  const at = <T>(m: Map<number, T[]>, seq: number, x: T): void => {
    const xs = m.get(seq);
    if (xs) xs.push(x);
    else m.set(seq, [x]);
  };
  for (const p of f.people)
    for (const [n, box] of p.inboxes.entries())
      for (const m of box) {
        if (m.t !== 'view') continue;
        at(pushed, m.seq, { p, view: m.view });
        for (const l of m.lines) at(lines, l.seq, { p, line: l, where: n ? `reconnect ${n}` : 'live' });
      }
  const replayStates = new Map<
    number,
    { seq: number; viewer: Viewer; step: ReturnType<TableHost['replayStep']> }[]
  >();
  for (const r of extra.replays ?? [])
    at(replayStates, r.seq, { ...r, step: host.replayStep(r.seq, r.viewer) });
  const advice = new Map<number, { person: Person; advice: unknown }[]>();
  for (const a of extra.advice ?? []) at(advice, a.seq, a);

  const checked = { lines: 0, views: 0, replays: 0, advice: 0, privateHands: 0 };
  const privateHands: { round: number; player: number; cards: string[] }[] = [];
  const entitled = new Map<Person, Map<number, Set<string>>>();
  const roundSet = (p: Person, round: number): Set<string> => {
    let byRound = entitled.get(p);
    if (!byRound) entitled.set(p, (byRound = new Map()));
    let set = byRound.get(round);
    if (!set) byRound.set(round, (set = new Set()));
    return set;
  };
  const allChecked: { p: Person; round: number; seq: number; text: string }[] = [];
  const check = (p: Person, round: number, seq: number, text: string, what: string): void => {
    if (p.role === 'compliance') return;
    const may = roundSet(p, round);
    for (const c of tokens(text, names))
      expect(
        may.has(c),
        `${p.username} (${viewerKey(viewerAt(p, seq))}) ${what} at seq ${seq}: ${c} in "${text}"`,
      ).toBe(true);
    allChecked.push({ p, round, seq, text });
  };

  let state = game.setup(host.row.options, { automated: host.row.automated });
  for (const e of log) {
    const states = [state];
    if (!isNote(e.command))
      for (const ev of e.events) {
        const hands = (
          state as { hands?: readonly { seat: number; player: number; cards: readonly Card[] }[] }
        ).hands;
        if (ev.type === 'surrendered' || ev.type === 'folded') {
          const h = hands?.find((x) => x.seat === (ev as { seat?: number }).seat);
          if (h) privateHands.push({ round: e.round, player: h.player, cards: notation(h.cards) });
        }
        state = game.evolve(state, ev);
        states.push(state);
      }
    for (const p of f.people) {
      if (p.role === 'compliance') continue;
      const set = roundSet(p, e.round);
      for (const s of states) for (const c of viewOf(s, viewerAt(p, e.seq)).cards) set.add(c);
    }
    for (const { p, view } of pushed.get(e.seq) ?? []) {
      expect(JSON.stringify(view), `${p.username}'s view at seq ${e.seq}`).toBe(
        viewOf(state, viewerAt(p, e.seq)).json,
      );
      checked.views += 1;
    }
    for (const { p, line, where } of lines.get(e.seq) ?? []) {
      expect(line.round).toBe(e.round);
      check(p, e.round, e.seq, line.text, `reads (${where})`);
      checked.lines += 1;
    }
    for (const { viewer, step } of replayStates.get(e.seq) ?? []) {
      if ('mismatch' in step) throw new Error(`replay mismatch at ${step.mismatch.seq}`);
      expect(JSON.stringify(step.view), `replay ${e.seq} as ${viewerKey(viewer)}`).toBe(
        viewOf(state, viewer).json,
      );
      expect(step.entry?.command).toEqual(
        viewer.role === 'compliance' ? e.command : { type: e.command.type },
      );
      expect(step.entry?.events.map((x) => x.text)).toEqual(
        host.entryLines(e.seq, viewer).map((l) => l.text),
      );
      const p = f.people.find((x) => x.role === viewer.role);
      if (p) for (const ev of step.entry?.events ?? []) check(p, e.round, e.seq, ev.text, 'replays');
      checked.replays += 1;
    }
    for (const a of advice.get(e.seq) ?? []) {
      // Advice uses only what the view shows now.
      const now = new Set(viewOf(state, viewerAt(a.person, e.seq)).cards);
      for (const c of tokens(JSON.stringify(a.advice), names))
        expect(now.has(c), `${a.person.username} is advised about ${c} at seq ${e.seq}`).toBe(true);
      checked.advice += 1;
    }
  }
  // A hand never shown to the table: no other person ever reads one of its cards in its round.
  const seatPlayer = new Map([...seatOf].map(([p, seat]) => [seat, p]));
  for (const hand of privateHands) {
    const owner = seatPlayer.get(hand.player);
    for (const x of allChecked) {
      if (x.round !== hand.round || x.p === owner) continue;
      const seen = tokens(x.text, names).filter((c) => hand.cards.includes(c));
      expect(
        seen,
        `${x.p.username} reads ${seen.join(' ')} of seat ${hand.player}'s hidden hand: "${x.text}"`,
      ).toEqual([]);
    }
    checked.privateHands += 1;
  }
  return checked;
}

describe('issue 16: hidden cards in the log', () => {
  it('a surrendered Asia Poker hand stays its player’s: no one else reads it, rounds later, on reconnecting, or at the same seat after he left (§ 659a.11(a)(1), (d))', async () => {
    const f = await open('asia-poker', {}, { betWindowMs: 30 });
    const ann = await f.person('ann', 'player');
    const ben = await f.person('ben', 'player');
    const cy = await f.person('cy', 'player');
    const dealer = await f.person('dana', 'dealer');
    const floor = await f.person('fred', 'floorperson');
    await f.sit(ann, 1, 'Ann');
    await f.sit(ben, 2, 'Ben');
    await f.idle();
    await f.act(ann, 'place-wager', { kind: 'asia-poker' });
    await f.act(ben, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    await f.act(ann, 'ask-house-way');
    await f.act(ann, 'set-hands');
    await f.act(ben, 'set-hands');
    await f.idle();
    await f.act(ann, 'surrender');
    await f.act(ben, 'decline-surrender');
    await f.idle();
    const told = f.host.log.find((e) => e.events.some((ev) => ev.type === 'house-way-told'))!;
    const ev = told.events[0] as unknown as { high: Card[]; medium: Card[]; low: Card[] };
    const hand = notation([...ev.high, ...ev.medium, ...ev.low]);
    expect(f.host.log.some((e) => e.events.some((x) => x.type === 'surrendered'))).toBe(true);

    // Ann leaves; Cy takes her seat; the next round is dealt.
    await f.act(ann, 'leave');
    await f.sit(cy, 1, 'Cy');
    await f.idle();
    await f.act(ben, 'place-wager', { kind: 'asia-poker' });
    await f.act(cy, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    expect(f.host.view({ role: 'compliance' }).round).toBeGreaterThan(told.round);

    const leaks = (lines: readonly { round: number; text: string }[]): string[] =>
      lines
        .filter((l) => l.round === told.round && tokens(l.text, []).some((c) => hand.includes(c)))
        .map((l) => l.text);
    for (const p of [ben, cy, dealer, floor]) {
      const again = f.subscribe(p);
      expect(leaks(linesOf(p.inboxes[0]!)), `${p.username} live`).toEqual([]);
      expect(leaks(linesOf(again)), `${p.username} reconnecting`).toEqual([]);
      expect(linesOf(again).some((l) => l.type === 'house-way-told')).toBe(true);
    }
    expect(leaks(f.host.lines({ role: 'player', seat: 1 }, 0)), 'seat 1, now Cy’s').toEqual([]);
    expect(leaks(f.host.lines({ role: 'player' }, 0)), 'a watcher').toEqual([]);
    // Ann read her own house way; compliance reads it; everyone else reads that she asked.
    const line = (box: readonly ServerMessage[]): string =>
      linesOf(box).find((l) => l.type === 'house-way-told')?.text ?? '';
    expect(tokens(line(ann.inboxes[0]!), []).sort()).toEqual([...hand].sort());
    expect(
      tokens(
        f.host.lines({ role: 'compliance' }, 0).find((l) => l.type === 'house-way-told')!.text,
        [],
      ).sort(),
    ).toEqual([...hand].sort());
    expect(line(ben.inboxes[0]!)).toMatch(
      /^seat 1 asks for help: the house way is \?\? \?\? \?\? \?\? \| \?\? \?\? \| \?\?/,
    );
    await f.close();
  });

  it('a seat name made of card tokens unmasks nobody’s cards: the log is redacted by the game, not by matching card text', async () => {
    const f = await open('asia-poker', {}, { betWindowMs: 30 });
    const names = [...SUIT_NAMES, 'Jk ?? &lt;b&gt;As'];
    const attackers = [];
    for (const [i, name] of SUIT_NAMES.entries()) {
      const p = await f.person(`p${i}`, 'player');
      await f.sit(p, [1, 3, 4, 5][i]!, name);
      attackers.push(p);
    }
    const ben = await f.person('ben', 'player');
    await f.sit(ben, 2, 'Jk ?? &lt;b&gt;As');
    await f.idle();
    for (const p of [...attackers, ben]) await f.act(p, 'place-wager', { kind: 'asia-poker' });
    await f.idle();
    await f.act(ben, 'ask-house-way');
    await f.idle();
    const told = f.host.log.find((e) => e.events.some((ev) => ev.type === 'house-way-told'))!;
    const ev = told.events[0] as unknown as { high: Card[]; medium: Card[]; low: Card[] };
    const hand = notation([...ev.high, ...ev.medium, ...ev.low]);
    for (const p of attackers) {
      const read = linesOf(p.inboxes[0]!).filter((l) => l.round === told.round);
      expect(read.some((l) => l.type === 'house-way-told')).toBe(true);
      for (const l of read)
        expect(
          tokens(l.text, names).filter((c) => hand.includes(c)),
          `${p.username} reads "${l.text}"`,
        ).toEqual([]);
    }
    expect(audit(f, names).lines).toBeGreaterThan(10);
    await f.close();
  });

  it('after a reload the last finished round’s face-up cards show to every role, not as ??', async () => {
    const f = await open('minibaccarat');
    const ann = await f.person('ann', 'player');
    await f.sit(ann, 1, 'Ann');
    await f.idle();
    await f.act(ann, 'decline-cut');
    await f.idle();
    await f.act(ann, 'place-wager', { kind: 'banker' });
    await f.idle();
    expect(f.host.log.some((e) => e.events.some((ev) => ev.type === 'round-complete'))).toBe(true);
    const dealt = f.host.log.find((e) => e.events.some((ev) => ev.type === 'cards-dealt'))!;
    const ev = dealt.events.find((x) => x.type === 'cards-dealt') as unknown as {
      player: Card[];
      banker: Card[];
    };
    const text = `Player's Hand ${notation(ev.player).join(' ')}, Banker's Hand ${notation(ev.banker).join(' ')}`;
    const floor = await f.person('fred', 'floorperson');
    const dealer = await f.person('dana', 'dealer');
    const watcher = await f.person('wes', 'player');
    for (const p of [ann, floor, dealer, watcher]) {
      const box = f.subscribe(p);
      const line = linesOf(box).find((l) => l.type === 'cards-dealt');
      expect(line?.text, p.username).toContain(text);
      expect(line?.text).not.toContain('??');
    }
    await f.close();
  });
});

describe('issue 16: advice', () => {
  it('Asia Poker: no advice about a second hand still waiting, unseen, for the first to be set (§ 659a.7(f))', () => {
    const game = GAMES.get('asia-poker')!;
    const citation = cite('§ 659a.8(a)');
    // Seat 2 plays its own area (500) and the adjacent area 3 (1,000): area 3 is set first.
    const events = [
      { type: 'seated', seat: 2, name: 'Ann', chips: 10_000 } as GameEvent,
      { type: 'wager-placed', seat: 2, kind: 'asia-poker', amount: 500, citation },
      { type: 'wager-placed', seat: 2, kind: 'asia-poker', amount: 1_000, area: 3, citation },
      { type: 'no-more-bets', citation },
      { type: 'start-determined', method: 'rng', dice: null, total: 1, position: 0, citation },
      {
        type: 'cards-dealt',
        stacks: [
          { position: 0, cards: cards('2c 3c 4c 5c 6c 7c 8c') },
          { position: 2, cards: cards('As Ah Kd Kc Qs Js Jk') },
          { position: 3, cards: cards('9h 9d 2h 3h 4d 5s 6s') },
        ],
        citation,
      },
    ];
    const s = events.reduce(
      (st, e) => game.evolve(st, e),
      game.setup(game.options.parse({ adjacentAreas: true }), { automated: true }),
    );
    const viewer = { role: 'player', seat: 2 } as const;
    const shown = new Set(JSON.stringify(game.view(s, viewer)).match(CARD));
    expect(shown.has('As')).toBe(false);
    const advice = JSON.stringify(game.advise?.(s, viewer) ?? null);
    expect((advice.match(CARD) ?? []).filter((c) => !shown.has(c))).toEqual([]);
  });
});

describe('issue 16: the replay and log routes of a round in progress', () => {
  const felt = useServer('felt-privacy-');

  it('a floorperson replays what a floorperson’s live view showed (never the shoe); compliance sees everything', async () => {
    const { t, admin, dealer, floor, pat } = await felt.liveTable();
    expect((await pat.command(t.id, { type: 'sit', seat: 3, name: 'Pat', chips: 50_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'shuffle' }, 'dealer')).ok).toBe(true);
    expect((await pat.command(t.id, { type: 'decline-cut' })).ok).toBe(true);
    expect(
      (await dealer.command(t.id, { type: 'cut', position: 40, lastHandFromBottom: 16 }, 'dealer')).ok,
    ).toBe(true);
    expect((await dealer.command(t.id, { type: 'burn' }, 'dealer')).ok).toBe(true);
    expect((await pat.command(t.id, { type: 'place-wager', kind: 'player', amount: 1_000 })).ok).toBe(true);
    expect((await dealer.command(t.id, { type: 'no-more-bets' }, 'dealer')).ok).toBe(true);
    const h = felt.server.tables.get(t.id)!;
    type Step = {
      view: { shoe?: { order?: string[] } | null; house?: number };
      entry: { command: object } | null;
    };
    for (let seq = 1; seq <= h.seq; seq += 1) {
      const step = (await floor.http<Step>('GET', `/api/tables/${t.id}/replay/${seq}`)).body;
      expect(step.view.shoe?.order, `seq ${seq}`).toBeUndefined();
      expect(step.view.house).toBeUndefined();
      expect(Object.keys(step.entry?.command ?? {})).toEqual(['type']);
    }
    const now = (await floor.http<Step>('GET', `/api/tables/${t.id}/replay/${h.seq}`)).body;
    expect(now.view).toEqual(JSON.parse(JSON.stringify(h.view({ role: 'floorperson' }))));
    const audit = (await admin.http<Step>('GET', `/api/tables/${t.id}/replay/${h.seq}`)).body;
    expect(audit.view.shoe?.order?.length).toBeGreaterThan(100);
    const log = await floor.http<{ entries: { command: object; events: { text: string }[] }[] }>(
      'GET',
      `/api/tables/${t.id}/log`,
    );
    expect(log.body.entries.every((e) => Object.keys(e.command).join() === 'type')).toBe(true);
    const full = await admin.http<{ entries: { command: { type: string; name?: string } }[] }>(
      'GET',
      `/api/tables/${t.id}/log`,
    );
    expect(full.body.entries.find((e) => e.command.type === 'sit')?.command.name).toBe('Pat');
  });
});

describe('per-role views', () => {
  it.each(['midibaccarat', 'baccarat', 'minibaccarat'])(
    '%s: a player never receives a card hidden from them or the shoe',
    async (id) => {
      const f = await open(id);
      const users: Person[] = [];
      for (const [i, name] of ['ann', 'ben', 'cy'].entries()) {
        const p = await f.person(name, 'player');
        await f.sit(p, i + 1, `P${i}`);
        users.push(p);
      }
      const host = f.host;
      const rng = SeededRng.fromSeed(7);
      let hiddenSeen = 0;
      for (let step = 0; step < 400; step += 1) {
        await host.idle();
        const u = users[rng.nextInt(users.length)]!;
        const seat = host.seatOf(u.id)!;
        const acts = host
          .view({ role: 'player', seat })
          .legalActions.filter((a) => !['leave', 'cut'].includes(a.type));
        const a = acts[rng.nextInt(Math.max(1, acts.length))];
        if (a)
          await host.submit(u.id, 'player', {
            type: a.type,
            ...a.params,
            ...(a.needs?.includes('amount') ? { amount: 2_000 } : {}),
          });
        const compliance = host.view({ role: 'compliance' }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        const mine = host.view({ role: 'player', seat }) as unknown as {
          hands: { player: { cards: (string | null)[] } } | null;
        };
        if (compliance.hands && mine.hands && mine.hands.player.cards.some((c) => c === null))
          hiddenSeen += 1;
      }
      await f.idle();
      expect(hiddenSeen, 'some hands were face down to some player').toBeGreaterThanOrEqual(
        id === 'minibaccarat' ? 0 : 1,
      );
      for (const u of users) {
        const box = u.inboxes[0]!;
        expect(box.length).toBeGreaterThan(50);
        for (const m of box) {
          if (m.t !== 'view') continue;
          const json = JSON.stringify(m.view);
          expect(json).not.toContain('"order"');
          expect(json).not.toContain('"house"');
        }
      }
      // Every line names only cards the player's own views showed in its round.
      expect(audit(f, []).lines).toBeGreaterThan(300);
      expect(host.log.some((e) => e.events.some((ev) => ev.type === 'wager-settled'))).toBe(true);
      await f.close();
    },
  );

  it('the card exposed at the burn is shown to the players (§ 627a.5(f)), the cards burned face down are not', async () => {
    const f = await open('minibaccarat');
    const ann = await f.person('ann', 'player');
    await f.sit(ann, 1, 'Ann');
    await f.idle();
    await f.act(ann, 'decline-cut');
    await f.idle();
    const host = f.host;
    const burned = host.log.flatMap((e) => e.events).find((ev) => ev.type === 'burned') as unknown as
      { exposed: Card } | undefined;
    const exposed = formatCard(burned!.exposed);
    const viewer = { role: 'player', seat: 1 } as const;
    const view = host.view(viewer) as unknown as { round: number; shoe: { burnExposed: string | null } };
    expect(view.shoe.burnExposed).toBe(exposed);
    // The burn is logged in the round about to be played; its line names the exposed card, as the view does.
    const line = host.lines(viewer, 0).find((l) => l.type === 'burned')!;
    expect(line.round).toBe(view.round);
    expect(line.text).toMatch(new RegExp(`^burn: ${exposed} exposed, \\d+ more cards burned face down`));
    await f.close();
  });
});

/**
 * Seat names (at most 40 characters; markup is refused as `invalid_name`, so these use entities and
 * quotes instead) and account names made to fool a reader of card text.
 */
const HOSTILE_SEATS = [
  '6c 8c Qc Ac | Kc Ks | 8h',
  SUIT_NAMES[0]!,
  SUIT_NAMES[1]!,
  'Jk ?? *As* _Kh_ &amp;',
  'seat 2 asks for help: 9s Ts | Jk',
  '"/li" Qd Qh "Jk" &lt;',
] as const;
const HOSTILE_ACCOUNTS = [
  SUIT_NAMES[2]!,
  SUIT_NAMES[3]!,
  'Jk ?? Ah Kh Qh Jh Th',
  '<script>2c 3c</script>',
  '"cards":"As Ks Qs"',
  'Player\u2019s Hand 9c 9d, Banker 8s',
  'house way is 2d | 3d | 4d',
  '?? ?? ?? ?? | ?? ?? | 7c',
] as const;

/** A legal action: first its type, uniformly (a setting tool offers dozens of one type), then one of them. */
function pick(rng: SeededRng, acts: readonly LegalAction[]): LegalAction | undefined {
  const types = [...new Set(acts.map((a) => a.type))];
  const type = types[rng.nextInt(Math.max(1, types.length))];
  const same = acts.filter((a) => a.type === type);
  return same[rng.nextInt(Math.max(1, same.length))];
}

/** Options that put the games' rarer ways of holding cards in play (two adjacent areas per player). */
const ADJACENT = { adjacentAreas: true };

describe('property: every game, every viewer, hostile names', () => {
  for (const id of GAMES.keys()) {
    it(`${id}: every view, log line, replay step and advice each viewer gets names only cards it was shown`, async () => {
      const totals = { lines: 0, views: 0, replays: 0, advice: 0, privateHands: 0 };
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            seats: fc.shuffledSubarray([...HOSTILE_SEATS], { minLength: 3, maxLength: 3 }),
            accounts: fc.shuffledSubarray([...HOSTILE_ACCOUNTS], { minLength: 7, maxLength: 7 }),
            adjacent: fc.boolean(),
          }),
          async ({ seed, seats, accounts: usernames, adjacent }) => {
            const game = GAMES.get(id)!;
            const options = adjacent && game.options.safeParse(ADJACENT).success ? ADJACENT : {};
            // A person not answering within the decision time is answered for (overdue); long enough that
            // the random players answer first (a surrender, a fold), short enough that no table stalls.
            const f = await open(id, options, { rng: () => SeededRng.fromSeed(seed), decisionMs: 250 });
            const names = [...seats, ...usernames];
            const [a, b, c, watcher, dealer, floor, compliance] = usernames as [string, ...string[]];
            const players = [
              await f.person(a, 'player'),
              await f.person(b!, 'player'),
              await f.person(c!, 'player'),
            ];
            await f.person(watcher!, 'player');
            const staff = [await f.person(dealer!, 'dealer'), await f.person(floor!, 'floorperson')];
            await f.person(compliance!, 'compliance');
            // Three seats apart, so that adjacent areas stay free.
            for (const [i, p] of players.entries()) await f.sit(p, 1 + 2 * i, seats[i]!);
            const rng = SeededRng.fromSeed(seed);
            const advice: { seq: number; person: Person; advice: unknown }[] = [];
            let noted = false;
            for (let step = 0; step < 120; step += 1) {
              await f.idle();
              const roll = rng.nextInt(100);
              if (roll < 4) {
                // The staff's own actions now and then: irregularities, voids, recuts.
                const p = staff[rng.nextInt(staff.length)]!;
                const acts = f.host
                  .view({ role: p.role })
                  .legalActions.filter((x) => (x.needs ?? []).every((n) => n === 'reason'));
                const x = pick(rng, acts);
                if (x) await f.host.submit(p.id, p.role, { type: x.type, reason: 'probe', ...x.params });
                continue;
              }
              if (roll < 6 && !noted) {
                // A note naming a hostile account (an approval asked for) reaches everyone's log.
                noted = true;
                await f.host.annotate(
                  staff[0]!.id,
                  { role: 'dealer' },
                  {
                    type: 'approval-requested',
                    approval: 1,
                    command: { type: 'order-recut' },
                    by: staff[0]!.username,
                    reason: seats[0]!,
                  },
                );
                continue;
              }
              const p = players[rng.nextInt(players.length)]!;
              const seat = f.host.seatOf(p.id);
              if (seat === undefined) continue;
              if (game.advise && advice.length < 2 && rng.nextInt(4) === 0) {
                // The advice is about the state when asked: the table may move on while it is computed.
                const seq = f.host.seq;
                const given = await f.host.advice(p.id);
                if (given) advice.push({ seq, person: p, advice: given });
              }
              const acts = f.host
                .view({ role: 'player', seat })
                .legalActions.filter(
                  (x) => x.type !== 'leave' && (x.needs ?? []).every((n) => n === 'amount'),
                );
              const x = pick(rng, acts);
              if (!x) continue;
              for (const amount of x.needs?.length ? [500 * (1 + rng.nextInt(4)), 2_000, 100] : [0]) {
                const r = await f.host.submit(p.id, 'player', {
                  type: x.type,
                  ...x.params,
                  ...(x.needs?.length ? { amount } : {}),
                });
                if (r.ok) break;
              }
            }
            await f.idle();
            // Everyone reloads: the whole log again, from the start.
            for (const p of [...f.people]) f.subscribe(p, 0);
            // The replay steps a floorperson and compliance may ask for: the round in play and a sample.
            const last = f.host.seq;
            const roundNow = f.host.view({ role: 'compliance' }).round;
            const seqs = new Set<number>([0, last]);
            for (const e of f.host.log) if (e.round >= roundNow - 1 && seqs.size < 30) seqs.add(e.seq);
            for (let i = 0; i < 8; i += 1) seqs.add(1 + rng.nextInt(Math.max(1, last)));
            const replays = [...seqs]
              .filter((s) => s > 0 && s <= last)
              .flatMap((seq) => [
                { seq, viewer: { role: 'floorperson' } as const },
                { seq, viewer: { role: 'compliance' } as const },
              ]);
            const checked = audit(f, names, { replays, advice });
            for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += checked[k];
            await f.close();
          },
        ),
        { numRuns: 3, seed: 16, endOnFailure: true },
      );
      expect(totals.lines).toBeGreaterThan(300);
      expect(totals.views).toBeGreaterThan(100);
      expect(totals.replays).toBeGreaterThan(30);
      if (id === 'asia-poker') expect(totals.advice).toBeGreaterThan(0);
      if (id === 'asia-poker' || id === 'five-card-hi-lo') expect(totals.privateHands).toBeGreaterThan(0);
    });
  }
});
