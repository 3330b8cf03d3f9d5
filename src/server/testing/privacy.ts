/**
 * Test support (not shipped): the privacy tests' table fixture and oracle (issue 16). A table hosted over
 * an in-memory store, people subscribed to it whose every message is kept, and `audit`: what a recipient
 * was entitled to see is what the game's `view` showed it of every state the table passed through (after
 * each event, not only the states pushed to it: an automated dealer's steps are pushed together), round
 * by round. A line, a replay step or an advice may name only cards in that set, once the hostile names
 * are taken out of its text.
 */
import { expect } from 'vitest';
import { formatCard, type Card } from '../../core/cards.js';
import { SeededRng } from '../../core/rng.js';
import type { AnyGame, Viewer } from '../../engine/game.js';
import { isNote, viewerKey } from '../../engine/table.js';
import { GAMES } from '../../games/registry.js';
import type { AccountRole, ServerMessage, WatchRole, WireLine } from '../../protocol/wire.js';
import { accounts } from '../conventions.js';
import { SqliteStore } from '../sqlite-store.js';
import { newTableRow, TableHost, type HostConfig } from '../tables.js';

export const CARD = /\b(?:[2-9TJQKA][shdc]|Jk)\b/g;
const SUITS = ['c', 'd', 'h', 's'] as const;
export const SUIT_NAMES = SUITS.map((s) => [...'23456789TJQKA'].map((r) => `${r}${s}`).join(' '));

/** The card tokens in a text, once every hostile name is taken out of it (raw and JSON-escaped). */
export function tokens(text: string, names: readonly string[]): string[] {
  let t = text;
  for (const n of [...names].sort((a, b) => b.length - a.length))
    t = t.split(n).join(' | ').split(JSON.stringify(n).slice(1, -1)).join(' | ');
  return t.match(CARD) ?? [];
}

export interface Person {
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

export async function open(
  gameId: string,
  options: unknown = {},
  config: Partial<HostConfig> = {},
): Promise<Fixture> {
  const game = GAMES.get(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
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

export const linesOf = (box: readonly ServerMessage[]): WireLine[] =>
  box.flatMap((m) => (m.t === 'view' ? m.lines : []));

/** Card notation of the cards an event field holds. */
export const notation = (cards: readonly Card[]): string[] => cards.map(formatCard);

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
export function audit(
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
