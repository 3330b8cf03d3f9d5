/**
 * The schemas of what the table server sends its clients: every game view's envelope (the game, its
 * declared `layout`, phase, round, seats, wagers and legal actions), the fields of each layout's view,
 * the log lines, and the server's WebSocket messages. Types are inferred from the schemas, so the web
 * UI, which imports the protocol only, reads exactly what the games send (a test parses every game's
 * views for every viewer with its layout's schema).
 *
 * Views are loose objects: a game may send more than its layout reads, and a client keeps what it does
 * not know. Money is integer cents.
 */
import { z } from 'zod';

const cents = z.number().int();
const seatNo = z.number().int();

// ---------------------------------------------------------------- the envelope

export const LegalActionSchema = z.object({
  type: z.string(),
  actor: z.object({ role: z.string(), seat: seatNo.optional() }),
  label: z.string(),
  /** The command's parameters as the engine accepted them (a wager's `kind`, a hand ...). */
  params: z.record(z.string(), z.unknown()).optional(),
  /**
   * Parameters the person supplies: their names (`['amount']`, `['dice']`), or typed parameters
   * `{name: {kind: 'cents'|'integer'|'choice'|'text'|'dice', min, max, step, oneOf, default}}`.
   */
  needs: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
  citation: z.string().optional(),
});
export type LegalActionView = z.infer<typeof LegalActionSchema>;

export const SeatSchema = z.looseObject({ seat: seatNo, name: z.string(), chips: cents });

export const WagerSchema = z.looseObject({
  seat: seatNo,
  kind: z.string(),
  amount: cents,
  /** The betting area when a player also plays an adjacent one (§ 659a.7(f), § 663a.7(f)). */
  area: seatNo.optional(),
  /** A Craps Lay Bet called "off" for come out rolls. */
  off: z.boolean().optional(),
  /** Where the wager lies (the kernel's spot: a betting area's number, `'layout'` at a dice layout). */
  spot: z.string().optional(),
  /** The wager's name as a person reads it (the kernel's rule name). */
  name: z.string().optional(),
});
export type WagerView = z.infer<typeof WagerSchema>;

/** Every game view: the envelope a client can draw with no layout of its own (seats, wagers, actions). */
export const GameViewSchema = z.looseObject({
  game: z.string(),
  /** The table layout the game declares; a client picks its component by this name alone. */
  layout: z.string(),
  phase: z.string(),
  round: z.number().int(),
  legalActions: z.array(LegalActionSchema),
  name: z.string().optional(),
  chapter: z.string().optional(),
  /** What happens next, in words. */
  next: z.string().optional(),
  seats: z.array(SeatSchema).optional(),
  wagers: z.array(WagerSchema).optional(),
  /** The table's own result (compliance only). */
  house: cents.optional(),
  /** Banked (patrons wager against the house) or non-banked (GameView.kind, § 603a.21(a)). */
  kind: z.enum(['banked', 'non-banked']).optional(),
  /** The posted limits per wager kind (read leniently by the client: LimitsSchema). */
  limits: z.unknown().optional(),
  /** How many seats (betting positions) the table has. */
  seatCount: z.number().int().optional(),
});

/** The posted limits of a view, per wager kind, in cents. */
export const LimitsSchema = z.record(
  z.string(),
  z.looseObject({ min: cents, max: cents, table: z.boolean().optional(), citation: z.string().optional() }),
);
export type LimitsView = z.infer<typeof LimitsSchema>;
export type GameViewEnvelope = z.infer<typeof GameViewSchema>;

/** One event as a line of text, with the citation that decided it. */
export const LogLineSchema = z.object({
  seq: z.number().int(),
  round: z.number().int(),
  actor: z.string(),
  command: z.string(),
  text: z.string(),
  type: z.string(),
  seat: seatNo.optional(),
  citation: z.string().optional(),
});
export type LogLineView = z.infer<typeof LogLineSchema>;

// ---------------------------------------------------------------- each layout's view

const HandSchema = z.object({ cards: z.array(z.string().nullable()), points: z.number().int().nullable() });
export type BaccaratHandView = z.infer<typeof HandSchema>;

/** Minibaccarat, Midibaccarat and Baccarat (ch. 627a, 629a, 631a). */
export const BaccaratViewSchema = GameViewSchema.extend({
  layout: z.literal('baccarat'),
  table: z.looseObject({ seats: z.number().int(), decks: z.number().int() }),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  hands: z.object({ player: HandSchema, banker: HandSchema }).nullable(),
  shoe: z
    .looseObject({
      remaining: z.number().int(),
      burnExposed: z.string().nullable(),
      /** Compliance only: the cards still in the shoe, in dealing order. */
      order: z.array(z.string()).optional(),
    })
    .nullable(),
});
export type BaccaratView = z.infer<typeof BaccaratViewSchema>;

const AsiaAreaSchema = z.looseObject({
  seat: seatNo,
  player: seatNo,
  cards: z.string().nullable(),
  set: z.string().nullable(),
  legalSettings: z.array(z.string()).optional(),
  houseWay: z.string().optional(),
  handNames: z.record(z.string(), z.string()).optional(),
});
export type AsiaAreaView = z.infer<typeof AsiaAreaSchema>;

/** Asia Poker (ch. 659a). */
export const AsiaPokerViewSchema = GameViewSchema.extend({
  layout: z.literal('asia-poker'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  start: z
    .object({ position: seatNo, dice: z.array(z.number().int()).nullable(), total: z.number().int() })
    .nullable(),
  areas: z.array(AsiaAreaSchema),
  dealer: z.object({ cards: z.string().nullable(), set: z.string().nullable() }).nullable(),
  /** Compliance only: the cards still to be dealt, in order. */
  order: z.string().optional(),
});
export type AsiaPokerView = z.infer<typeof AsiaPokerViewSchema>;

const HiLoSettingSchema = z.object({
  aceLow: z.boolean(),
  high: z.string(),
  low: z.string(),
  highPoints: z.number().int(),
  lowPoints: z.number().int(),
});
const HiLoAreaSchema = z.looseObject({
  seat: seatNo,
  player: seatNo,
  cards: z.string().nullable(),
  decision: z.string(),
  aceLow: z.boolean(),
  settings: z.array(HiLoSettingSchema).optional(),
});
export type HiLoAreaView = z.infer<typeof HiLoAreaSchema>;

/** Five Card Hi-Lo (ch. 663a). */
export const FiveCardHiLoViewSchema = GameViewSchema.extend({
  layout: z.literal('five-card-hi-lo'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  areas: z.array(HiLoAreaSchema),
  dealer: z
    .object({
      cards: z.string().nullable(),
      high: z.string().nullable(),
      low: z.string().nullable(),
      highPoints: z.number().int().nullable(),
      lowPoints: z.number().int().nullable(),
    })
    .nullable(),
  /** Compliance only: the cards still to be dealt, in order. */
  order: z.string().optional(),
});
export type FiveCardHiLoView = z.infer<typeof FiveCardHiLoViewSchema>;

const faces = z.array(z.number().int().min(1).max(6));

/** Craps and Mini-Craps (ch. 623a). */
export const CrapsViewSchema = GameViewSchema.extend({
  layout: z.literal('craps'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  /** The point, or null when the puck is OFF. */
  puck: z.number().int().nullable(),
  shooter: seatNo.nullable(),
  lastDice: faces.nullable(),
  bonusMarkers: z.array(z.number().int()),
  firePointsMade: z.array(z.number().int()),
  layoutAreas: z.object({
    fireBet: z.boolean(),
    bonusCraps: z.boolean(),
    layBet: z.boolean(),
    buyBet: z.boolean(),
    horn: z.boolean(),
    world: z.boolean(),
    dontBar: z.union([z.literal(2), z.literal(12)]),
  }),
});
export type CrapsView = z.infer<typeof CrapsViewSchema>;

/** Props & Hops (ch. 668a). */
export const PropsAndHopsViewSchema = GameViewSchema.extend({
  layout: z.literal('props-and-hops'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  shooter: seatNo.nullable(),
  offeredTo: seatNo.nullable(),
  dice: z.string().nullable(),
  lastDice: faces.nullable(),
  lammersCollected: z.array(z.string()),
  lammersOut: z.boolean(),
  lammerBoxes: z.array(z.string()),
  hopRegions: z.record(z.string(), z.array(z.string())),
});
export type PropsAndHopsView = z.infer<typeof PropsAndHopsViewSchema>;

/** Three Dice Football (ch. 661a). */
export const ThreeDiceFootballViewSchema = GameViewSchema.extend({
  layout: z.literal('three-dice-football'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  yardMarker: z.number().int(),
  downPuck: z.string(),
  gameLengthPuck: z.number().int(),
  quarterback: seatNo.nullable(),
  offeredTo: seatNo.nullable(),
  diceSet: z.string(),
  selection: z.object({ offensive: z.array(z.string()), defensive: z.string() }).nullable(),
  lastThrow: faces.nullable(),
});
export type ThreeDiceFootballView = z.infer<typeof ThreeDiceFootballViewSchema>;

const TcpAreaSchema = z.looseObject({
  seat: seatNo,
  cards: z.string().nullable(),
  decision: z.enum(['none', 'pending', 'play', 'fold']),
  hand: z.string().optional(),
  advice: z.enum(['play', 'fold']).optional(),
});
const OddsTable = z.record(z.string(), z.string());

/** Three Card Poker (ch. 649a). */
export const ThreeCardPokerViewSchema = GameViewSchema.extend({
  layout: z.literal('three-card-poker'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  seatCount: z.number().int(),
  areas: z.array(TcpAreaSchema),
  dealer: z
    .object({ cards: z.string().nullable(), hand: z.string().nullable(), qualifies: z.boolean().nullable() })
    .nullable(),
  deciding: seatNo.nullable(),
  paytables: z.object({
    anteBonus: OddsTable,
    pairPlus: OddsTable.nullable(),
    sixCardBonus: OddsTable.nullable(),
  }),
  /** Compliance only: the cards still to be dealt, in order. */
  order: z.string().optional(),
});
export type ThreeCardPokerView = z.infer<typeof ThreeCardPokerViewSchema>;
const BoundsSchema = z.object({ min: cents, max: cents, step: cents });
const BlackjackHandSchema = z.looseObject({
  spot: z.string(),
  cards: z.array(z.string()),
  total: z.number().int(),
  soft: z.boolean(),
  status: z.string(),
  doubled: cents,
  split: z.boolean(),
});

/** Double Attack Blackjack, Blackjack and Spanish 21 (ch. 665a, 633a, 635a). */
export const BlackjackViewSchema = GameViewSchema.extend({
  layout: z.literal('blackjack'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  table: z.looseObject({
    decks: z.number().int(),
    blackjackPays: z.string(),
    insurancePays: z.string(),
    doubleAttack: z.boolean(),
    bustIt: z.boolean(),
  }),
  /** The dealer's cards, the up card first; null for the hole card the viewer may not see. */
  dealer: z.looseObject({ cards: z.array(z.string().nullable()), total: z.number().int().nullable() }),
  boxes: z.array(z.looseObject({ seat: seatNo, insurance: z.string(), hands: z.array(BlackjackHandSchema) })),
  active: z.object({ seat: seatNo, spot: z.string() }).nullable(),
  /** The amounts the viewer may choose now, by command (`double`, `insurance`, `double-attack`, `ride`). */
  bounds: z.record(z.string(), BoundsSchema),
  meters: z.record(z.string(), cents),
  shoe: z.looseObject({ remaining: z.number().int(), order: z.array(z.string()).optional() }).nullable(),
});
export type BlackjackView = z.infer<typeof BlackjackViewSchema>;
const RaiseItUpHandSchema = z.looseObject({
  seat: seatNo,
  player: seatNo,
  cards: z.string().nullable(),
  /** The Play Wager in units of the Ante (0: none) and the street it was placed at. */
  play: z.number().int(),
  playAt: z.string().nullable(),
  folded: z.boolean(),
  revealed: z.boolean(),
  settled: z.boolean(),
});

/** Raise It Up Stud Poker (ch. 669a). */
export const RaiseItUpViewSchema = GameViewSchema.extend({
  layout: z.literal('raise-it-up'),
  seats: z.array(SeatSchema),
  wagers: z.array(WagerSchema),
  hands: z.array(RaiseItUpHandSchema),
  /** The 4th, 5th and 6th Street boxes, a card once turned. */
  community: z.array(z.object({ box: z.string(), card: z.string().nullable() })),
  toAct: seatNo.nullable(),
  /** The progressive meter, live (§ 669a.2(c)), or null when not offered. */
  meter: z
    .object({ amount: cents, wager: z.number().int(), resetCents: cents, ratePercent: z.number() })
    .nullable(),
  paytables: z.object({ pairPlus: z.string().nullable(), sixCardBonus: z.string().nullable() }),
  deck: z.string().nullable(),
  next: z.string(),
  /** Compliance only: the cards still to be dealt, in order. */
  order: z.string().optional(),
});
export type RaiseItUpView = z.infer<typeof RaiseItUpViewSchema>;

/** Each declared layout's view schema; a view whose layout is not listed is drawn from its envelope. */
export const LAYOUT_VIEWS = {
  baccarat: BaccaratViewSchema,
  'asia-poker': AsiaPokerViewSchema,
  'five-card-hi-lo': FiveCardHiLoViewSchema,
  craps: CrapsViewSchema,
  'props-and-hops': PropsAndHopsViewSchema,
  'three-dice-football': ThreeDiceFootballViewSchema,
  'three-card-poker': ThreeCardPokerViewSchema,
  blackjack: BlackjackViewSchema,
  'raise-it-up': RaiseItUpViewSchema,
} as const;
export type LayoutName = keyof typeof LAYOUT_VIEWS;
export type LayoutView<L extends LayoutName> = z.infer<(typeof LAYOUT_VIEWS)[L]>;

export const isLayoutName = (name: string): name is LayoutName => Object.hasOwn(LAYOUT_VIEWS, name);

// ---------------------------------------------------------------- server -> client messages

const RejectionSchema = z.object({ code: z.string(), message: z.string(), citation: z.string().optional() });
export type RejectionView = z.infer<typeof RejectionSchema>;

const CommandSchema = z.looseObject({ type: z.string() });

export const ApprovalSchema = z.object({
  id: z.number().int(),
  table: z.string(),
  round: z.number().int(),
  command: CommandSchema,
  requestedBy: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'granted', 'denied']),
  decidedBy: z.string().nullable(),
  seq: z.number().int(),
});
export type ApprovalView = z.infer<typeof ApprovalSchema>;

const WatchRoleSchema = z.enum(['player', 'dealer', 'floorperson', 'compliance']);

/** What the server sends over the WebSocket (src/protocol/wire.ts describes the exchange). */
export const ServerMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('view'),
    table: z.string(),
    role: WatchRoleSchema,
    seat: seatNo.nullable(),
    seq: z.number().int(),
    view: GameViewSchema,
    lines: z.array(LogLineSchema),
    wallet: cents.nullable(),
    /** Automated tables: milliseconds until betting closes, as the view was sent (null: no countdown). */
    bettingClosesIn: z.number().nullable().optional(),
  }),
  z.object({
    t: z.literal('result'),
    id: z.string(),
    ok: z.boolean(),
    error: RejectionSchema.optional(),
    seq: z.number().int().optional(),
  }),
  z.object({ t: z.literal('error'), error: RejectionSchema }),
  z.object({ t: z.literal('pong'), id: z.string() }),
  z.object({ t: z.literal('approvals'), table: z.string(), pending: z.array(ApprovalSchema) }),
]);
export type ServerMessageView = z.infer<typeof ServerMessageSchema>;
export type ViewMessage = Extract<ServerMessageView, { t: 'view' }>;
