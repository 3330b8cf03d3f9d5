/**
 * The dice-table procedure (ARCHITECTURE "Procedures are shared"): what every dice table does the same
 * way, as a handler set a game composes with its own. Designed from Craps (ch. 623a), to serve Props &
 * Hops (ch. 668a) and Three Dice Football (ch. 661a) as well.
 *
 * 1. **Who throws.** One player at a time holds the dice (the shooter at Craps, the shaker at Props &
 *    Hops, the Quarterback at Three Dice Football). They travel around the table in one direction, from
 *    the last holder; a player may decline them and they pass on, skipping everyone who declined, until
 *    everyone has: the offer then starts over (README rulings R9, R10, R20). A table either *gives*
 *    the dice (the player holds them at once and may decline before a first throw: Craps, R20) or
 *    *offers* them (the player accepts or declines: Props & Hops § 668a.3(f), Three Dice Football
 *    § 661a.4(b), 661a.7). A holder who leaves is replaced from his place at the table.
 * 2. **"No roll"** (R19; § 661a.5(b)-(g), which Craps borrows). A call decides nothing: the dice are
 *    thrown again. The game's table of reasons says which calls exist, which one the text forbids
 *    (§ 661a.5(d): dice on chips are a valid throw) and which may still void a throw the stickperson
 *    has called (§ 661a.5(e): the call declares the throw valid; only a die cocked on chips (f) or a
 *    disputed face (g) voids it then).
 *
 * ## API
 *
 * - **State.** The game keeps a `DiceTableState` (conventionally `rotation`) and hands it over through
 *   `config.rotation(s)`; its reducer runs `evolveDiceTable(rotation, fact)` with the procedure's
 *   facts, which the game's own events carry (its events keep their own names and fields: Craps'
 *   `shooter`, Props & Hops' `shaker-offered`, ...). Facts: `given`, `offered`, `accepted`,
 *   `declined`, `thrown` (a valid throw called), `voided` (a "no roll"; `called` when it voids a throw
 *   already called), `passed` (the hand ends: a seven out, a defense win), `left`.
 * - **Handlers.** `diceTable(config)` returns `handlers`: `give` (the dealer gives the dice on a
 *   'given' table, offers them on an 'offered' one), `accept`, `decline` and `noRoll`, each a kernel
 *   `Handler` a game puts in its `decideWith` map under its own command names. They guard themselves
 *   (`config.dealer`, `config.player`), so they may also be called directly: from the game's first "no
 *   more bets", say, where play commences with the offer of the dice (ruling R33). An offer goes round
 *   once: when everyone has declined it waits for the dealer (`afterDecline.everyone: 'dealer'`).
 * - **Rotation.** `next(s, from, skip)` is who the dice go to after `from` (a game passes the dice at
 *   the end of a hand with it); `due(s)` is the automated dealer's step (give or offer the dice when
 *   nobody holds them and nobody is asked).
 * - **Legal actions.** `giveCandidate()`, `noRollCandidates()` and `playerCandidates(s, seat)` are the
 *   candidates a game's view filters through its `decide`; the game orders them among its own.
 * - **Words.** Events come from `config.events`, rejections in the game's words from `config.words`,
 *   so a game moving onto the procedure keeps its transcripts.
 * - **The throw.** `thrownDice` gives a throw's dice: called at a live table, drawn at an automated one.
 * - **Tables.** `THROWN_DICE` is § 661a.5 for dice thrown down a walled table (Craps, Three Dice
 *   Football): its reasons (`THROWN_DICE_NO_ROLLS`) and the call (e); a shaker game brings its own
 *   `NoRollTable`. `throwOf(s)` tells the procedure whether the throw is out (`thrown`) or `called`.
 */
import type { Citation } from '../../core/citation.js';
import { roll, type Face } from '../../core/dice.js';
import type { Rng } from '../../core/rng.js';
import { err, ok, type Rejection, type Result } from '../../core/result.js';
import type { Handler } from '../decide.js';
import type { Actor, GameCommand } from '../game.js';
import type { Candidate } from '../legal-actions.js';
import { nextSeat, type Direction, type Geometry } from '../turn-order.js';

// ---------------------------------------------------------------------------------------------
// State and facts
// ---------------------------------------------------------------------------------------------

export interface DiceTableState {
  /** Who holds the dice: the shooter, the shaker's holder, the Quarterback; null when nobody does. */
  readonly holder: number | null;
  /** On an offering table, the player asked now, who must accept or decline; null otherwise. */
  readonly offeredTo: number | null;
  /** The rotation goes on from here: the last to hold, decline or leave with the dice. */
  readonly lastHolder: number | null;
  /** Who declined since the dice last changed hands: the rotation passes them by. */
  readonly declined: readonly number[];
  /** Valid throws by the present holder (0: the holder may still decline the dice). */
  readonly throws: number;
}

export const NO_HOLDER: DiceTableState = {
  holder: null,
  offeredTo: null,
  lastHolder: null,
  declined: [],
  throws: 0,
};

export type DiceTableFact =
  /** A 'given' table: `seat` holds the dice. */
  | { readonly fact: 'given'; readonly seat: number }
  /** An 'offering' table: the dice are offered to `seat`. */
  | { readonly fact: 'offered'; readonly seat: number }
  | { readonly fact: 'accepted'; readonly seat: number }
  /** `seat` declined; `everyone` when every player has now declined (the offer starts over). */
  | { readonly fact: 'declined'; readonly seat: number; readonly everyone: boolean }
  /** A valid throw, called. */
  | { readonly fact: 'thrown' }
  /** "No roll": `called` when it voids a throw already called. */
  | { readonly fact: 'voided'; readonly called: boolean }
  /** The hand ends (a seven out, a defense win): the dice go on from `from`. */
  | { readonly fact: 'passed'; readonly from: number | null }
  | { readonly fact: 'left'; readonly seat: number };

/** The procedure's reducer: who holds, is offered or declined the dice, and how often the holder threw. */
export function evolveDiceTable(r: DiceTableState, f: DiceTableFact): DiceTableState {
  switch (f.fact) {
    case 'given':
      return { ...r, holder: f.seat, offeredTo: null, lastHolder: f.seat, throws: 0 };
    case 'offered':
      return { ...r, offeredTo: f.seat };
    case 'accepted':
      return { ...r, holder: f.seat, offeredTo: null, lastHolder: f.seat, declined: [], throws: 0 };
    case 'declined':
      return {
        ...r,
        holder: r.holder === f.seat ? null : r.holder,
        offeredTo: null,
        lastHolder: f.seat,
        declined: f.everyone ? [] : [...r.declined, f.seat],
      };
    case 'thrown':
      // Once someone throws, those who declined before are offered the dice again in their turn.
      return { ...r, throws: r.throws + 1, declined: [] };
    case 'voided':
      return f.called ? { ...r, throws: Math.max(0, r.throws - 1) } : r;
    case 'passed':
      return { ...r, holder: null, lastHolder: f.from ?? r.lastHolder };
    case 'left': {
      const held = r.holder === f.seat || r.offeredTo === f.seat;
      return {
        ...r,
        holder: r.holder === f.seat ? null : r.holder,
        offeredTo: r.offeredTo === f.seat ? null : r.offeredTo,
        lastHolder: held ? f.seat : r.lastHolder,
        // A player who declined and left is asked again if they come back.
        declined: r.declined.filter((x) => x !== f.seat),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// "No roll"
// ---------------------------------------------------------------------------------------------

export interface NoRollRule {
  /** False for the call the text forbids: the throw is valid (e.g. § 661a.5(d)). */
  readonly valid: boolean;
  /** What a person reads. */
  readonly rule: string;
  readonly citation: Citation;
  /**
   * Whether it may still void a throw the stickperson has called. Calling the dice declares the throw
   * valid (§ 661a.5(e)): after it only the reading of a face is in question, a die cocked on chips on
   * more than one side (f) or a disputed face (g).
   */
  readonly afterCall: boolean;
}

/** A game's "no roll" reasons, and the section by which a called throw stands. */
export interface NoRollTable {
  readonly reasons: Readonly<Record<string, NoRollRule>>;
  readonly called: Citation;
}

/**
 * Why a throw decides nothing, when dice are thrown by hand down a walled table (§ 661a.5, which Craps
 * borrows under ruling R19). `landed-on-chips` is the call the text forbids: dice touching chips other
 * than the stickperson's bank are a valid throw (§ 661a.5(d)); a die cocked on them reads the face
 * opposite (f).
 */
export const THROWN_DICE_REASONS = [
  'die-off-table',
  'die-on-die',
  'not-simultaneous',
  'missed-far-end',
  'on-bank-of-chips',
  'in-cup-or-on-rail',
  'cheating-device',
  'improper-throw',
  'cocked-on-several-sides',
  'disputed',
  'landed-on-chips',
] as const;
export type ThrownDiceNoRoll = (typeof THROWN_DICE_REASONS)[number];

export const THROWN_DICE_NO_ROLLS: Readonly<Record<ThrownDiceNoRoll, NoRollRule>> = {
  'die-off-table': {
    valid: true,
    rule: 'a die went off the table: the roll is invalid',
    citation: '§ 661a.5(b)' as Citation,
    afterCall: false,
  },
  'die-on-die': {
    valid: true,
    rule: 'one die came to rest on the other: the roll is invalid',
    citation: '§ 661a.5(b)' as Citation,
    afterCall: false,
  },
  'not-simultaneous': {
    valid: true,
    rule: "the dice did not leave the shooter's hand together",
    citation: '§ 661a.5(c)(1)' as Citation,
    afterCall: false,
  },
  'missed-far-end': {
    valid: true,
    rule: 'a die did not strike the far end of the table',
    citation: '§ 661a.5(c)(2)' as Citation,
    afterCall: false,
  },
  'on-bank-of-chips': {
    valid: true,
    rule: "a die came to rest on the stickperson's bank of chips",
    citation: '§ 661a.5(c)(3)' as Citation,
    afterCall: false,
  },
  'in-cup-or-on-rail': {
    valid: true,
    rule: 'a die came to rest in the dice cup or on a rail',
    citation: '§ 661a.5(c)(4)' as Citation,
    afterCall: false,
  },
  'cheating-device': {
    valid: true,
    rule: 'a cheating, crooked or fixed device or technique was used',
    citation: '§ 661a.5(c)(5)' as Citation,
    afterCall: false,
  },
  'improper-throw': {
    valid: true,
    rule: 'the stickperson considers the throw improper',
    citation: '§ 661a.5(c)(6)' as Citation,
    afterCall: false,
  },
  'cocked-on-several-sides': {
    valid: true,
    rule: 'a die rests on chips on more than one side: void, rethrown',
    citation: '§ 661a.5(f)' as Citation,
    afterCall: true,
  },
  disputed: {
    valid: true,
    rule: 'the uppermost face is disputed and the stickperson voids the throw',
    citation: '§ 661a.5(g)' as Citation,
    afterCall: true,
  },
  'landed-on-chips': {
    valid: false,
    rule: "dice touching chips on the layout (not the stickperson's bank) are a valid throw; a cocked die reads the face opposite the chips",
    citation: '§ 661a.5(d)' as Citation,
    afterCall: false,
  },
};

/** § 661a.5 for dice thrown down a walled table: the reasons, and the call that makes a throw stand (e). */
export const THROWN_DICE: NoRollTable = { reasons: THROWN_DICE_NO_ROLLS, called: '§ 661a.5(e)' as Citation };

// ---------------------------------------------------------------------------------------------
// The throw
// ---------------------------------------------------------------------------------------------

/** Where a throw's dice came from: called by the stickperson at a live table, or drawn (R27). */
export type DiceSource = 'crypto' | 'seeded' | 'called';

/**
 * The dice of a throw: at a live table the stickperson (or dealer) calls the faces a person threw; an
 * automated table draws them from its generator and refuses called dice (README ruling R27). `words`
 * are the two refusals in the game's words.
 */
export function thrownDice(
  table: { readonly automated: boolean; readonly count: number; readonly rng: Rng },
  called: readonly number[] | undefined,
  words: { readonly automated: Rejection; readonly required: Rejection },
): Result<{ readonly dice: Face[]; readonly source: DiceSource }, Rejection> {
  if (called)
    return table.automated ? err(words.automated) : ok({ dice: called as Face[], source: 'called' });
  if (!table.automated) return err(words.required);
  return ok({ dice: roll(table.rng, table.count), source: table.rng.kind });
}

// ---------------------------------------------------------------------------------------------
// The handler set
// ---------------------------------------------------------------------------------------------

/** Where the throw stands: none in progress (bets open), thrown but not called, called (not settled). */
export type ThrowState = 'none' | 'thrown' | 'called';

/** The rejections in the game's own words. */
export interface DiceTableWords {
  /** The dice are held already (`give` refused). */
  readonly held: (holder: number) => Rejection;
  /** The dice are being offered already (`give` refused). */
  readonly asked: (seat: number) => Rejection;
  /** Nobody is seated to take them. */
  readonly nobody: Rejection;
  /** A player who neither holds nor is offered the dice declines or accepts them. */
  readonly notYours: Rejection;
  /** A holder who has thrown (or may not decline now) declines them. */
  readonly inPlay: Rejection;
  /** "No roll" with no throw in progress. */
  readonly noThrow: Rejection;
}

/** Builds the game's event for each of the procedure's facts. */
export interface DiceTableEvents<S, C, E> {
  /** A 'given' table: the dealer gives the dice to `seat`. */
  readonly given?: (s: S, seat: number) => E;
  /** An 'offering' table: the dealer offers the dice to `seat`. */
  readonly offered?: (s: S, seat: number) => E;
  /** `seat` accepts: the game's events (it may refuse, e.g. a Quarterback's selection of dice). */
  readonly accepted?: (s: S, seat: number, c: C) => Result<E[], Rejection>;
  readonly declined: (s: S, seat: number, everyone: boolean) => E;
  readonly noRoll: (reason: string, rule: NoRollRule) => E;
}

/** The game's commands and labels for the legal actions the procedure offers. */
export interface DiceTableCommands<C> {
  readonly give: { readonly command: C; readonly label: string };
  readonly accept?: { readonly command: C; readonly label: string };
  readonly decline: { readonly command: C; readonly label: string };
  readonly noRoll: (reason: string) => { readonly command: C; readonly label: string };
}

export interface DiceTableConfig<S, C extends GameCommand, E> {
  /** The numbering of the seats (turn-order.ts) and the way the dice travel around it. */
  readonly geometry: Geometry;
  readonly direction: Direction;
  /** 'given': the player holds the dice at once and may decline them before a first throw (R20). */
  readonly handover: 'given' | 'offered';
  /**
   * An offering table, after a decline: ask the next player at once or wait for the dealer; when
   * everyone has declined, start over at once or wait for the dealer (default: at once, then the dealer).
   */
  readonly afterDecline?: { readonly next: 'at-once' | 'dealer'; readonly everyone: 'at-once' | 'dealer' };
  /** The game's "no roll" reasons (THROWN_DICE for dice thrown by hand). */
  readonly noRolls: NoRollTable;
  readonly rotation: (s: S) => DiceTableState;
  readonly seats: (s: S) => readonly number[];
  readonly throwOf: (s: S) => ThrowState;
  /** A further condition on declining (Craps: only while bets are open); undefined: allowed. */
  readonly mayDecline?: (s: S) => boolean;
  /** The game's guards: the dealer (or stickperson) and a seated player acting for themselves. */
  readonly dealer: (actor: Actor, what: string) => Rejection | undefined;
  readonly player: (s: S, actor: Actor, what: string) => Result<number, Rejection>;
  readonly events: DiceTableEvents<S, C, E>;
  readonly words: DiceTableWords;
  readonly commands: DiceTableCommands<C>;
}

export interface DiceTable<S, C extends GameCommand, E> {
  readonly handlers: {
    readonly give: Handler<S, C, E>;
    readonly accept: Handler<S, C, E>;
    readonly decline: Handler<S, C, E>;
    readonly noRoll: Handler<S, C & { readonly reason: string }, E>;
  };
  /** Who the dice go to after `from` (null: the start of the rotation), passing `skip`. */
  next(s: S, from: number | null, skip?: readonly number[]): number | undefined;
  /** The automated dealer's step: give or offer the dice when nobody holds them and nobody is asked. */
  due(s: S): { readonly actor: Actor; readonly command: C } | undefined;
  giveCandidate(): Candidate<C>;
  noRollCandidates(): Candidate<C>[];
  playerCandidates(s: S, seat: number): Candidate<C>[];
}

const DEALER: Actor = { role: 'dealer' };

export function diceTable<S, C extends GameCommand, E>(cfg: DiceTableConfig<S, C, E>): DiceTable<S, C, E> {
  const after = cfg.afterDecline ?? { next: 'at-once', everyone: 'dealer' };
  const voiding = Object.values(cfg.noRolls.reasons).filter((r) => r.valid && r.afterCall);
  const calledRefusal: Rejection = {
    code: 'throw_called',
    message: `the stickperson has called the throw: it stands${
      voiding.length
        ? `; a called throw is voided only under ${voiding.map((r) => r.citation).join(' or ')}`
        : ''
    }`,
    citation: cfg.noRolls.called,
  };
  const next = (s: S, from: number | null, skip: readonly number[] = []) =>
    nextSeat(cfg.geometry, cfg.seats(s), cfg.direction, from, skip);

  const give: Handler<S, C, E> = (s, actor, c) => {
    const denied = cfg.dealer(actor, c.type.replaceAll('-', ' '));
    if (denied) return err(denied);
    const r = cfg.rotation(s);
    if (r.holder !== null) return err(cfg.words.held(r.holder));
    if (r.offeredTo !== null) return err(cfg.words.asked(r.offeredTo));
    const seat = next(s, r.lastHolder, r.declined);
    if (seat === undefined) return err(cfg.words.nobody);
    const build = cfg.handover === 'given' ? cfg.events.given : cfg.events.offered;
    if (!build) throw new RangeError(`a ${cfg.handover} dice table needs its event`);
    return ok([build(s, seat)]);
  };

  const accept: Handler<S, C, E> = (s, actor, c) => {
    const seat = cfg.player(s, actor, c.type);
    if (!seat.ok) return seat;
    if (cfg.rotation(s).offeredTo !== seat.value || !cfg.events.accepted) return err(cfg.words.notYours);
    return cfg.events.accepted(s, seat.value, c);
  };

  const decline: Handler<S, C, E> = (s, actor, c) => {
    const seat = cfg.player(s, actor, c.type);
    if (!seat.ok) return seat;
    const r = cfg.rotation(s);
    const mine = cfg.handover === 'given' ? r.holder === seat.value : r.offeredTo === seat.value;
    if (!mine) return err(cfg.words.notYours);
    if (cfg.handover === 'given' && (r.throws > 0 || cfg.mayDecline?.(s) === false))
      return err(cfg.words.inPlay);
    const willing = next(s, seat.value, [...r.declined, seat.value]);
    const everyone = willing === undefined;
    const events = [cfg.events.declined(s, seat.value, everyone)];
    if (cfg.handover === 'offered' && cfg.events.offered) {
      const on = everyone ? (after.everyone === 'at-once' ? next(s, seat.value) : undefined) : willing;
      const now = everyone ? after.everyone === 'at-once' : after.next === 'at-once';
      if (now && on !== undefined && on !== seat.value) events.push(cfg.events.offered(s, on));
    }
    return ok(events);
  };

  const noRoll: Handler<S, C & { readonly reason: string }, E> = (s, actor, c) => {
    const denied = cfg.dealer(actor, c.type.replaceAll('-', ' '));
    if (denied) return err(denied);
    const rule = cfg.noRolls.reasons[c.reason];
    if (!rule)
      return err({ code: 'not_a_no_roll', message: `"${c.reason}" is not a reason to call "no roll"` });
    if (!rule.valid) return err({ code: 'not_a_no_roll', message: rule.rule, citation: rule.citation });
    const now = cfg.throwOf(s);
    if (now === 'none') return err(cfg.words.noThrow);
    if (now === 'called' && !rule.afterCall) return err(calledRefusal);
    return ok([cfg.events.noRoll(c.reason, rule)]);
  };

  return {
    handlers: { give, accept, decline, noRoll },
    next,
    due: (s) => {
      const r = cfg.rotation(s);
      return r.holder === null && r.offeredTo === null && cfg.seats(s).length
        ? { actor: DEALER, command: cfg.commands.give.command }
        : undefined;
    },
    giveCandidate: () => ({ actor: DEALER, ...cfg.commands.give }),
    noRollCandidates: () =>
      Object.keys(cfg.noRolls.reasons).map((reason) => ({ actor: DEALER, ...cfg.commands.noRoll(reason) })),
    playerCandidates: (_s, seat) => {
      const actor: Actor = { role: 'player', seat };
      return [
        ...(cfg.commands.accept ? [{ actor, ...cfg.commands.accept }] : []),
        { actor, ...cfg.commands.decline },
      ];
    },
  };
}

/**
 * The dealer's throw as a legal action: the engine throws at an automated table (`drawn`, labelled
 * `labels.drawn`); at a live table the dealer calls the faces (`called`, its probe dice the field
 * `labels.dice`).
 */
export function throwCandidate<C extends GameCommand & { readonly dice?: readonly number[] | undefined }>(
  automated: boolean,
  drawn: C,
  called: C,
  labels: { readonly drawn: string; readonly called: string; readonly dice: string },
): Candidate<C> {
  if (automated) return { actor: DEALER, command: drawn, label: labels.drawn };
  const count = called.dice?.length ?? 0;
  return {
    actor: DEALER,
    command: called,
    label: labels.called,
    needs: ['dice'],
    bounds: { dice: { kind: 'dice', min: count, max: count, label: labels.dice } },
  };
}
