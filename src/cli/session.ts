/**
 * A table in the terminal, for any game: a line of input in, lines of output out. The automated
 * dealer runs the procedure; people type wagers and decisions. It only uses the game contract's
 * conventions (`sit`, `place-wager`, `withdraw-wager`, `no-more-bets`) and the view's legal actions,
 * so a new game plays here without changes.
 */
import { formatCents, parseDollars } from '../core/money.js';
import type { Rng } from '../core/rng.js';
import type { Actor, AnyGame, GameEvent, LegalAction, ParamBounds, Viewer } from '../engine/game.js';
import { replay, Table } from '../engine/table.js';
import { LimitsSchema } from '../protocol/views.js';

const HELP = `commands:
  sit SEAT NAME DOLLARS      take a seat with chips            e.g. sit 1 Ann 500
  bet SEAT WAGER DOLLARS     place a wager                     e.g. bet 1 banker 25
  take SEAT WAGER            take a wager down before the deal
  deal                       "no more bets", then the dealer deals and settles
  act SEAT [N [VALUE...]]    list seat SEAT's choices, or make choice N (VALUEs: what it needs,
                             e.g. "act 2 2 30": seat 2 takes choice [2], the cut, 30 cards in)
  dealer [N] | floor [N]     list or perform a dealer's or floorperson's action (irregularities, recut, void)
  leave SEAT                 cash out
  show [SEAT|dealer|compliance]   the table as that person sees it (no argument: as the players see it)
  wagers                     the wagers this table offers
  verify                     replay the whole log and check it reproduces every event
  help | quit`;

/** A value typed for a need: dollars for money, `3-4` for dice, a number, or the text. */
function valueOf(name: string, text: string): unknown {
  if (name === 'amount' || name === 'chips') return parseDollars(text) ?? text;
  if (/^\d(-\d)+$/.test(text)) return text.split('-').map(Number);
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** Someone at the table who holds no seat: what every player sees. */
const PUBLIC: Viewer = { role: 'player' };

const rejected = (e: { code: string; message: string; citation?: string }): string =>
  `rejected [${e.code}]: ${e.message}${e.citation ? ` (${e.citation})` : ''}`;

interface HasSeats {
  readonly seats?: readonly { seat: number; name: string; chips: number; vigorishOwed?: number }[];
  readonly wagers?: readonly { seat: number; kind: string; amount: number }[];
  readonly hands?: Record<string, { cards: readonly (string | null)[]; points: number | null }> | null;
  readonly next?: string;
  readonly name?: string;
  readonly shoe?: { remaining: number; lastHand: boolean; order?: readonly string[] } | null;
}

/**
 * Whose lines the terminal prints: `players` (the default) describes each event as the seated players
 * see it, one line for what they all see and one per seat for what only that seat sees (its own
 * face-down cards), so the dealer's hole card and the order of the shoe stay hidden from them as at a
 * real table; `dealer` or `compliance` print what that role sees (a trainer's or an auditor's terminal).
 */
export type Audience = 'players' | 'dealer' | 'compliance';
export const AUDIENCES: readonly Audience[] = ['players', 'dealer', 'compliance'];

export class TableSession {
  private readonly table: Table<unknown, unknown, { type: string }, GameEvent, ReturnType<AnyGame['view']>>;

  /** Lines of the entries recorded since they were last printed. */
  private readonly pending: string[] = [];

  constructor(
    private readonly game: AnyGame,
    options: unknown,
    rng: Rng,
    private readonly audience: Audience = 'players',
  ) {
    this.table = new Table(game, options, rng, { automated: true });
    this.table.onRecord = (entry, before) =>
      this.pending.push(...entry.events.flatMap((e, i) => this.lines(e, before[i])));
  }

  /** An event's lines for the audience: for the players, each distinct line the seated players read. */
  private lines(event: GameEvent, before: unknown): string[] {
    if (this.audience !== 'players') return [this.game.describe(event, { role: this.audience }, before)];
    const seats = this.seated();
    const viewers: Viewer[] = seats.length ? seats.map((seat) => ({ role: 'player', seat })) : [PUBLIC];
    return [...new Set(viewers.map((v) => this.game.describe(event, v, before)))];
  }

  private seated(): number[] {
    return ((this.table.view({ role: 'dealer' }) as unknown as HasSeats).seats ?? []).map((s) => s.seat);
  }

  get log(): Table<unknown, unknown, { type: string }, GameEvent, ReturnType<AnyGame['view']>>['log'] {
    return this.table.log;
  }

  /** The table as a viewer sees it. */
  view(viewer: Viewer): ReturnType<AnyGame['view']> {
    return this.table.view(viewer);
  }

  /** Runs the dealer's procedure up to the point where people act; returns the described events. */
  settle(): string[] {
    this.table.runAutomation();
    return this.pending.splice(0);
  }

  /**
   * Seats the players before the dealer's procedure starts, so that the first shoe's cut is offered to
   * them (627a.5(b), 659a.5(c), 663a.5(d); ruling R6) instead of being made by the dealer of an empty
   * table; then runs the procedure up to the first thing a person must do.
   */
  open(players: readonly string[], chips: number): string[] {
    const out = players.flatMap((name, i) => {
      const seat = i + 1;
      const r = this.table.submit({ role: 'player', seat }, { type: 'sit', seat, name, chips });
      return r.ok ? [] : [rejected(r.error)];
    });
    return [...out, ...this.settle(), ...this.waiting()];
  }

  private send(actor: Actor, command: { type: string } & Record<string, unknown>): string[] {
    const r = this.table.submit(actor, command);
    if (!r.ok) return [rejected(r.error)];
    return [...this.settle(), ...this.waiting()];
  }

  /** When the table waits on a seat (the cut, the shoe, a decision): how to answer. */
  private waiting(): string[] {
    const next = (this.table.view({ role: 'dealer' }) as unknown as HasSeats).next;
    return next && /seat \d+/.test(next) ? [`(${next}: "act SEAT" lists the choices)`] : [];
  }

  /** The choices `act`, `dealer` and `floor` offer: every legal action but wagers (`bet` places them). */
  private actions(viewer: Viewer): LegalAction[] {
    return this.table
      .view(viewer)
      .legalActions.filter((a) => !a.needs?.length || !['place-wager', 'buy-in'].includes(a.type));
  }

  /**
   * Lists the choices, or makes choice `n` with the values typed after it for what it needs (the cut's
   * depth: `act 2 1 30`), in the order listed.
   */
  private listOrAct(viewer: Viewer, n: string | undefined, values: readonly string[] = []): string[] {
    const actions = this.actions(viewer);
    const needs = (a: LegalAction): string =>
      a.needs?.length ? ` (give: ${a.needs.map((x) => withBounds(x, a.bounds?.[x])).join(' ')})` : '';
    if (n === undefined) {
      if (!actions.length) return ['(nothing to do now)'];
      return actions.map(
        (a, i) => `  [${i + 1}] ${a.label}${needs(a)}${a.citation ? ` (${a.citation})` : ''}`,
      );
    }
    const a = actions[Number(n) - 1];
    if (!a) return [`no choice ${n}; type the command without a number to list them`];
    const free = a.needs ?? [];
    if (values.length < free.length)
      return [`choice ${n} needs ${free.map((x) => x.toUpperCase()).join(' ')}: add them after ${n}`];
    const given = Object.fromEntries(free.map((name, i) => [name, valueOf(name, values[i] ?? '')]));
    return this.send(a.actor, { type: a.type, ...a.params, ...given });
  }

  /** Handles one line; returns what to print, or null to quit. */
  handle(line: string): string[] | null {
    const [verb = '', ...args] = line.trim().split(/\s+/);
    const seatArg = (i: number): number | undefined =>
      args[i] !== undefined && /^\d+$/.test(args[i]) ? Number(args[i]) : undefined;
    const player = (seat: number): Actor => ({ role: 'player', seat });
    switch (verb.toLowerCase()) {
      case '':
        return [];
      case 'help':
      case '?':
        return [HELP];
      case 'quit':
      case 'exit':
        return null;
      case 'sit': {
        const seat = seatArg(0);
        const chips = args[2] === undefined ? undefined : parseDollars(args[2]);
        if (seat === undefined || !args[1] || chips === undefined) return ['usage: sit SEAT NAME DOLLARS'];
        return this.send(player(seat), { type: 'sit', seat, name: args[1], chips });
      }
      case 'bet': {
        const seat = seatArg(0);
        const amount = args[2] === undefined ? undefined : parseDollars(args[2]);
        if (seat === undefined || !args[1] || amount === undefined)
          return ['usage: bet SEAT WAGER DOLLARS (type "wagers" for the wagers)'];
        return this.send(player(seat), { type: 'place-wager', kind: args[1], amount });
      }
      case 'take': {
        const seat = seatArg(0);
        if (seat === undefined || !args[1]) return ['usage: take SEAT WAGER'];
        return this.send(player(seat), { type: 'withdraw-wager', kind: args[1] });
      }
      case 'deal':
        return this.send({ role: 'dealer' }, { type: 'no-more-bets' });
      case 'leave': {
        const seat = seatArg(0);
        if (seat === undefined) return ['usage: leave SEAT'];
        return this.send(player(seat), { type: 'leave' });
      }
      case 'act': {
        const seat = seatArg(0);
        if (seat === undefined) return ['usage: act SEAT [N]'];
        return this.listOrAct({ role: 'player', seat }, args[1], args.slice(2));
      }
      case 'dealer':
        return this.listOrAct({ role: 'dealer' }, args[0], args.slice(1));
      case 'floor':
        return this.listOrAct({ role: 'floorperson' }, args[0], args.slice(1));
      case 'wagers': {
        const kinds = new Set(
          this.table
            .view({ role: 'player', seat: this.firstSeat() ?? 1 })
            .legalActions.filter((a) => a.type === 'place-wager')
            .map((a) => String(a.params?.['kind'])),
        );
        return kinds.size
          ? [`wagers open now: ${[...kinds].join(', ')}`]
          : ['no wagers are open now (sit down first, or wait for the deal to end)'];
      }
      case 'show':
        return this.show(args[0]);
      case 'verify': {
        const r = replay(this.game, this.table.options, this.table.config, this.table.log, {
          source: this.table.source,
        });
        return r.mismatch
          ? [`log does NOT replay: entry ${r.mismatch.seq}: ${r.mismatch.reason}`]
          : [`log of ${this.table.log.length} commands replays exactly`];
      }
      default:
        return [`unknown command "${verb}"; type help`];
    }
  }

  private firstSeat(): number | undefined {
    return this.seated()[0];
  }

  show(who: string | undefined): string[] {
    const viewer: Viewer =
      who === undefined
        ? this.audience === 'players'
          ? PUBLIC
          : { role: this.audience }
        : who === 'dealer' || who === 'compliance'
          ? { role: who }
          : { role: 'player', seat: Number(who) };
    const v = this.table.view(viewer) as unknown as HasSeats & { round: number; phase: string };
    const out = [`${v.name ?? this.game.name}, round ${v.round} (${v.phase}): next, ${v.next ?? '?'}`];
    if (v.hands) {
      for (const [hand, h] of Object.entries(v.hands)) {
        out.push(
          `  ${hand.padEnd(8)} ${h.cards.map((c) => c ?? '??').join(' ')}${h.points === null ? '' : `  (${h.points})`}`,
        );
      }
    }
    if (v.shoe) {
      const order = v.shoe.order ? `; next out: ${v.shoe.order.slice(0, 12).join(' ')} ...` : '';
      out.push(`  shoe: ${v.shoe.remaining} cards left${v.shoe.lastHand ? ', last hand' : ''}${order}`);
    }
    const limits = LimitsSchema.safeParse((v as { limits?: unknown }).limits);
    if (limits.success && Object.keys(limits.data).length)
      out.push(
        `  limits: ${Object.entries(limits.data)
          .map(([k, l]) => `${k} ${formatCents(l.min)}-${formatCents(l.max)}`)
          .join(', ')}`,
      );
    // Whatever else the view shows (pucks, dice, betting areas, the dealer's hands ...), by its shape:
    // a line a value, or a line an item of a list of records (one betting area each, say).
    for (const [key, value] of Object.entries(v as object)) {
      if (SHOWN.has(key)) continue;
      const items = Array.isArray(value) && value.length > 0 && value.every(isRecord) ? value : [value];
      for (const item of items) {
        const text = brief(item);
        if (text !== undefined) out.push(`  ${words(key)}: ${text}`);
      }
    }
    for (const s of v.seats ?? []) {
      const ws = (v.wagers ?? [])
        .filter((w) => w.seat === s.seat)
        .map((w) => `${w.kind} ${formatCents(w.amount)}`);
      const owed = s.vigorishOwed ? `, owes ${formatCents(s.vigorishOwed)} vigorish` : '';
      out.push(
        `  seat ${s.seat} ${s.name}: ${formatCents(s.chips)}${owed}${ws.length ? `; on the layout: ${ws.join(', ')}` : ''}`,
      );
    }
    return out;
  }
}

/** What `show` prints in its own way, or not at all. */
const SHOWN = new Set([
  'game',
  'name',
  'chapter',
  'phase',
  'round',
  'next',
  'hands',
  'shoe',
  'seats',
  'wagers',
  'legalActions',
  'limits',
]);

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** "lastDice" -> "last dice". */
const words = (key: string): string => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * A view value on one short line (at most 120 characters), or undefined for what says nothing (null,
 * empty, false) or is too long for a glance (a list of every legal setting): the web UI shows those.
 */
function brief(value: unknown, depth = 0): string | undefined {
  let text: string | undefined;
  if (value === true) text = 'yes';
  else if (typeof value === 'number' || typeof value === 'string') text = String(value);
  else if (Array.isArray(value)) {
    // A card the viewer may not see is null in the view: printed face down.
    const parts = value.map((x) => (x === null ? '??' : brief(x, depth + 1)));
    // Dice as 4-3, cards and words as they are.
    if (parts.length > 0 && parts.every((x) => x !== undefined))
      text = parts.join(value.every((x) => typeof x === 'number') ? '-' : ' ');
  } else if (isRecord(value) && depth < 2) {
    const parts = Object.entries(value).flatMap(([k, x]) => {
      const part = brief(x, depth + 1);
      return part === undefined ? [] : [`${words(k)} ${part}`];
    });
    if (parts.length > 0) text = parts.join(', ');
  }
  return text !== undefined && text.length > 0 && text.length <= 120 ? text : undefined;
}

/**
 * A parameter as the prompt asks for it, with the bounds the engine sends (issue 11): `AMOUNT
 * $5.00-$500.00`, `POSITION 26-390`, `DICE (2 dice)`, `REASON (one of: a, b)`; the name alone without.
 */
export function withBounds(name: string, b: ParamBounds | undefined): string {
  const up = name.toUpperCase();
  if (!b) return up;
  const show = (n: number): string => (b.kind === 'cents' ? formatCents(n) : String(n));
  if (b.kind === 'dice') return b.min !== undefined ? `${up} (${b.min} dice)` : up;
  if (b.oneOf?.length) return `${up} (one of: ${b.oneOf.join(', ')})`;
  if (b.min !== undefined && b.max !== undefined) return `${up} ${show(b.min)}-${show(b.max)}`;
  if (b.min !== undefined) return `${up} ${show(b.min)} or more`;
  if (b.max !== undefined) return `${up} up to ${show(b.max)}`;
  return up;
}
