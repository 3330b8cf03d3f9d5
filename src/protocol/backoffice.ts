/**
 * The back office's request bodies as zod schemas, for the server to parse them (plugins/backoffice.ts)
 * and for the web pages to check them as a person types, with the same rules and the same words. Money
 * is integer cents; days are `YYYY-MM-DD`; a second signer (the marketing supervisor who takes issued
 * coupons, the checkers at a receipt) signs by giving their own username and password, which the
 * server checks: a signature is the act of an authenticated account (§ 603a.20(r)(2)).
 *
 * Each schema's `describe` is the citation of the rule the form records, shown beside the form.
 */
import { z } from 'zod';

export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD');
const Id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, '1 to 40 letters, digits, dots, dashes or underscores');
const Text = (max: number, what = 'text') =>
  z.string().trim().min(1, what).max(max, `at most ${max} characters`);
const Serial = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'a serial number as printed (letters and digits)');
const Cents = z.number().int('whole cents').positive('more than $0.00').max(1e9, 'at most $10,000,000.00');
const Count = z.number().int('a whole number').min(0, 'not negative').max(1e8, 'at most 100,000,000');

/** A second person signing: their username and password, checked by the server. */
export const CoSigner = z
  .object({ username: z.string().min(1, 'their username'), password: z.string().min(1, 'their password') })
  .strict();

// ---------------------------------------------------------------- staff

export const POSITIONS = [
  'dealer',
  'boxperson',
  'floorperson',
  'pit-manager',
  'assistant-table-games-shift-manager',
  'table-games-shift-manager',
  'table-games-director',
  'finance-clerk',
  'finance-supervisor',
  'marketing-representative',
  'marketing-supervisor',
  'security',
  'surveillance-operator',
  'surveillance-supervisor',
  'compliance',
] as const;

/** The positions an account of each role may hold (the role gates routes; the position, the rules). */
export const POSITIONS_OF_ROLE: Readonly<Record<string, readonly (typeof POSITIONS)[number][]>> = {
  dealer: ['dealer', 'boxperson'],
  floorperson: [
    'floorperson',
    'pit-manager',
    'assistant-table-games-shift-manager',
    'table-games-shift-manager',
    'table-games-director',
  ],
  finance: ['finance-clerk', 'finance-supervisor'],
  marketing: ['marketing-representative', 'marketing-supervisor'],
  surveillance: ['surveillance-operator', 'surveillance-supervisor', 'security'],
  compliance: ['compliance'],
};

/** An admin records a staff member's signing name, position and Board-issued credential number. */
export const StaffProfile = z
  .object({
    name: Text(80, 'the full name, as signed'),
    position: z.enum(POSITIONS),
    credential: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{3,19}$/,
        'a Board-issued credential number: 4 to 20 letters, digits, dashes',
      )
      .optional(),
  })
  .strict();

// ---------------------------------------------------------------- coupons (§ 603a.20; temporary § 525.21)

const Approval = z.object({ reference: Text(60, 'the approval reference'), approvedOn: Day }).strict();
const Storage = Approval.extend({ location: Text(120, 'where it is') }).strict();

export const CouponProgramForm = z
  .object({
    id: Id,
    profile: z.enum(['TEMP_525', 'PROPOSED_603a']),
    holder: Text(120, 'the certificate holder'),
    internalControls: Approval.optional(),
    financeStorage: Storage.optional(),
    marketingStorage: Storage.optional(),
    inHouseProduction: Approval.optional(),
    gspMailing: Approval.optional(),
  })
  .strict();

export const CouponDesignForm = z
  .object({
    id: Id,
    name: Text(80),
    holderNameOrLogo: Text(120),
    denomination: Cents,
    valueVisibleToSurveillance: z.boolean(),
    serialPrefix: z.string().regex(/^[A-Z]{0,6}$/, 'up to 6 capital letters'),
    serialDigits: z.number().int().min(3, 'at least 3 digits').max(12, 'at most 12 digits'),
    restrictions: z
      .object({
        games: z.array(z.string().min(1)).min(1, 'the games it may be used at'),
        wagers: z.record(z.string(), z.array(z.string())).optional(),
      })
      .strict(),
    expirationStatement: Text(200),
    chipPlacementArea: z.boolean(),
    machineReadable: z.enum(['magnetic-strip', 'bar-code']).optional(),
    terms: z
      .object({ payout: z.enum(['wager-odds', 'even-money-on-coupon']), pushRides: z.boolean() })
      .strict(),
  })
  .strict();

export const DesignApprovalForm = z.object({ design: Id, approval: Approval }).strict();

/** (e), (f): coupons received against the invoice, opened and examined by finance and marketing. */
export const CouponReceiptForm = z
  .object({
    id: Id,
    design: Id,
    source: z.enum(['gaming-service-provider', 'in-house']),
    from: Count,
    to: Count,
    expiresOn: Day,
    invoice: z
      .object({
        reference: Text(60, 'the invoice number'),
        quantity: Count,
        from: Count,
        to: Count,
        denomination: Cents,
      })
      .strict(),
    checkers: z.array(CoSigner).min(2, 'one member of finance and one of marketing').max(6),
    deviation: z
      .object({ description: Text(500) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((x) => x.to >= x.from, { message: 'the last serial is not before the first', path: ['to'] });

const Lines = z
  .array(z.object({ denomination: Cents, quantity: z.number().int().positive('at least one') }).strict())
  .min(1, 'at least one denomination');

/** (g): marketing's requisition. */
export const RequisitionForm = z.object({ id: Id, neededFor: Day, lines: Lines }).strict();
export const AuthorizeForm = z.object({ id: Id }).strict();

const Range = z
  .object({ design: Id, from: Count, to: Count })
  .strict()
  .refine((r) => r.to >= r.from, { message: 'the last serial is not before the first', path: ['to'] });
const Voided = z.array(z.object({ serial: Serial, reason: Text(200, 'the reason') }).strict()).max(1000);

/** (h): coupons issued to marketing on an authorised requisition; the receiver signs. */
export const IssueForm = z
  .object({
    id: Id,
    requisition: Id,
    ranges: z.array(Range).min(1),
    receiver: CoSigner,
    voided: Voided.optional(),
  })
  .strict();

/** (d): coupons given to patrons by marketing. */
export const DistributeForm = z
  .object({ serials: z.array(Serial).min(1, 'at least one serial').max(1000), patron: Text(80).optional() })
  .strict();

export const VoidForm = z.object({ serial: Serial, reason: Text(200, 'the reason') }).strict();

/** (l): unused and expired coupons returned to finance; the marketing supervisor signs. */
export const ReturnForm = z
  .object({
    id: Id,
    serials: z.array(Serial).min(1).max(10000),
    returner: CoSigner,
    voided: Voided.optional(),
  })
  .strict();

/** (j): marketing's Daily Match Play Coupon Reconciliation Form. */
export const DailyFormForm = z
  .object({
    id: Id,
    day: Day,
    counted: z.array(Serial).max(10000),
    explanations: z.record(z.string(), Text(500, 'the explanation')).optional(),
  })
  .strict();

/** (m): finance's daily count of the drop-box coupons and reconciliation. */
export const FinanceReconciliationForm = z
  .object({ id: Id, day: Day, counted: z.array(Serial).max(10000), signaturesReviewed: z.boolean() })
  .strict();

/** (n): the monthly inventory. */
export const InventoryForm = z
  .object({
    id: Id,
    month: z.string().regex(/^\d{4}-\d{2}$/, 'a month is YYYY-MM'),
    procedure: Text(80, 'the internal control procedure followed'),
    counted: z.array(Serial).max(100000),
  })
  .strict();

/** (o): the quarterly report to the Bureau of Casino Compliance. */
export const QuarterlyForm = z
  .object({ id: Id, quarter: z.string().regex(/^\d{4}-Q[1-4]$/, 'a quarter is YYYY-Qn') })
  .strict();

/** § 603a.21(b): a dealer or boxperson redeems a coupon on a wager at a banked table. */
export const RedeemCheckForm = z
  .object({
    serial: Serial,
    table: z.string().min(1),
    kind: z.string().min(1),
    seat: z.number().int().min(1),
  })
  .strict();

// ---------------------------------------------------------------- floor (§ 465a.35, § 465a.9(c))

export const SignInForm = z
  .object({
    id: Id,
    username: z.string().min(1, 'who signs in'),
    role: z.enum(['dealer', 'stickperson', 'boxperson', 'floorperson']),
    tables: z.array(z.string().min(1)).min(1, 'the table (a floorperson: the tables supervised)'),
    seatingDuties: z.boolean().optional(),
  })
  .strict();
export const SignOutForm = z.object({ id: Id }).strict();

export const CamerasForm = z
  .object({
    table: z.string().min(1),
    cameras: z
      .array(
        z
          .object({
            id: Text(40, 'the camera id'),
            stationary: z.boolean(),
            covers: z.enum([
              'table-end-1',
              'table-end-2',
              'wheel',
              'layout',
              'shaker-circle',
              'throw-box',
              'rest-of-table',
              'table',
            ]),
            working: z.boolean(),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

// ---------------------------------------------------------------- dice (§ 603a.13)

export const DICE_GAMES = [
  'craps',
  'mini-craps',
  'three-dice-football',
  'props-and-hops',
  'asia-poker',
  'sic-bo',
  'pai-gow',
  'pai-gow-poker',
] as const;
const DiceGame = z.enum(DICE_GAMES);
const Die = z
  .object({ id: Text(20, 'the die serial'), colour: z.enum(['green', 'red', 'white', 'clear']) })
  .strict();

export const DiceSetForm = z
  .object({ id: Id, game: DiceGame, dice: z.array(Die).min(1, 'the dice of the set').max(12) })
  .strict();

export const PutInPlayForm = z
  .object({ set: Id, table: z.string().min(1), game: DiceGame, sealIntact: z.boolean().optional() })
  .strict();
export const RemoveForm = z
  .object({
    set: Id,
    reason: z.enum(['retention-limit', 'table-closed', 'die-lost', 'defect', 'board-request']),
  })
  .strict();

const DICE_STAFF = [
  'dealer',
  'boxperson',
  'floorperson',
  'pit-manager',
  'assistant-table-games-shift-manager',
  'table-games-shift-manager',
  'security',
] as const;
const DicePerson = z.object({ name: Text(80, 'a name'), role: z.enum(DICE_STAFF) }).strict();

/** A dice inspection (§ 603a.13(f)): who, where, with what, and each die's result. */
export const DiceInspectionForm = z
  .object({
    id: Id,
    alternative: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    game: DiceGame,
    location: z.enum(['table', 'pit-stand', 'storage-area']),
    inspectors: z.array(DicePerson).min(1, 'who inspected').max(6),
    present: z.array(DicePerson).max(6),
    instruments: z
      .array(z.enum(['micrometer', 'approved-equivalent', 'balancing-caliper', 'steel-set-square', 'magnet']))
      .max(5),
    flatSurfaceUnderSurveillance: z.boolean(),
    reserve: z.boolean().optional(),
    /** Alternative 3: when surveillance was told, the same day, `HH:MM` (§ 603a.13(f)(3)(ii)). */
    surveillanceNotifiedAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day, HH:MM')
      .optional(),
    sets: z
      .array(z.object({ id: Id, dice: z.array(Die).min(1).max(12) }).strict())
      .min(1)
      .max(20),
    results: z
      .array(z.object({ die: Text(20), passed: z.boolean(), defect: Text(200).optional() }).strict())
      .max(240),
    envelopes: z.record(z.string(), Text(40)).optional(),
  })
  .strict();

// ---------------------------------------------------------------- counter checks (§ 609a.13(c)(3))

export const CheckBookForm = z.object({ id: Id, from: Count, to: Count }).strict();
export const BookSignOutForm = z
  .object({
    id: Id,
    book: Id,
    receiver: CoSigner,
    procedure: z
      .object({ reference: Text(60, 'the internal control procedure'), approvedOn: Day })
      .strict()
      .optional(),
  })
  .strict();
export const BookSignInForm = z.object({ book: Id, returner: CoSigner }).strict();
export const CounterCheckForm = z
  .object({
    book: Id,
    serial: Count,
    patron: z.object({ id: Text(40, 'the patron id'), name: Text(80, 'the patron name') }).strict(),
    amount: Cents,
    patronSigned: z.boolean(),
    table: z.string().optional(),
    voidReason: Text(200).optional(),
  })
  .strict();

// ---------------------------------------------------------------- retention (§ 465a.6(c))

export const RetentionForm = z.object({ id: Id, kind: z.string().min(1) }).strict();

// ---------------------------------------------------------------- training (§ 611a)

export const HoursForm = z
  .object({
    id: Id,
    trainee: z.string().min(1, 'the trainee'),
    game: z.string().min(1, 'the game'),
    day: Day,
    minutes: z
      .number()
      .int('whole minutes')
      .min(1, 'at least a minute')
      .max(24 * 60, 'at most 24 hours'),
    provider: z.enum(['certificate-holder', 'gaming-school']),
    notes: z.string().max(2000).optional(),
  })
  .strict();

export const TableTestForm = z
  .object({
    id: Id,
    trainee: z.string().min(1, 'the trainee'),
    game: z.string().min(1, 'the game'),
    result: z.enum(['pass', 'fail']),
    notes: z.string().max(2000).optional(),
  })
  .strict();

const TrainingRow = z.enum(['card', 'nonbanked-poker', 'dice', 'roulette', 'pai-gow-tiles', 'sic-bo-big-6']);
const GameType = z.enum(['card', 'dice', 'roulette', 'pai-gow-tiles', 'sic-bo-big-6']);

/** § 611a.2(c): the Executive Director's approval of another duration, recorded by compliance. */
export const DurationApprovalForm = z
  .object({
    id: Id,
    basis: z.enum(['initial', 'additional']),
    /** The (a) row (basis `initial`) or the (b) game type (basis `additional`). */
    row: TrainingRow,
    weeks: z.number().int('whole weeks').min(1, 'at least a week').max(104, 'at most 104 weeks'),
    approvedOn: Day,
    reference: Text(60, "the Executive Director's reference"),
    description: Text(2000, 'when the training is given'),
  })
  .strict();

/** § 611a.2(d), ruling C-AMB-4: minutes a dealer dealt on this holder's live floor. */
export const LiveHoursForm = z
  .object({
    id: Id,
    dealer: z.string().min(1, 'the dealer'),
    day: Day,
    minutes: z
      .number()
      .int('whole minutes')
      .min(1, 'at least a minute')
      .max(24 * 60, 'at most 24 hours'),
    table: Text(40, 'the table'),
  })
  .strict();

/** § 611a.4: the holder's submitted program, with the (d) mechanism and hours per game type. */
export const TrainingProgramForm = z
  .object({
    id: Id,
    reference: Text(60, 'the program reference'),
    submittedOn: Day,
    sameType: z
      .array(
        z
          .object({
            type: GameType,
            mechanism: Text(500, 'the mechanism'),
            hours: z.number().positive('more than 0 hours').max(1000, 'at most 1,000 hours'),
          })
          .strict(),
      )
      .max(5),
  })
  .strict();

/** § 611a.5(b)(2): the trainee completed the § 611a.3 program. */
export const ProgramCompletionForm = z
  .object({
    id: Id,
    trainee: z.string().min(1, 'the trainee'),
    program: Text(60, 'the program'),
    completedOn: Day,
  })
  .strict();

/** § 611a.2(d), § 611a.5(b)(5): an experienced dealer's training on another game of a type he knows. */
export const SameTypeTrainingForm = z
  .object({
    id: Id,
    trainee: z.string().min(1, 'the trainee'),
    game: z.string().min(1, 'the game'),
    /** The § 611a.4 program (its id) it follows. */
    program: Id,
    mechanism: Text(500, 'the mechanism followed'),
    minutes: z.number().int('whole minutes').min(1, 'at least a minute').max(100_000),
    completedOn: Day,
  })
  .strict();

// ---------------------------------------------------------------- GSP mailing (§ 603a.20(q); temporary § 525.21(q))

/** When the list was screened, and the dates of the two list versions screened against ((q)(7)). */
const MailingScreen = z
  .object({
    /** Epoch ms; absent: screened now. */
    at: z.number().int().nonnegative().optional(),
    selfExclusionListAsOf: Day,
    exclusionListAsOf: Day,
  })
  .strict();
const ExclusionFlags = z.object({ selfExcluded: z.boolean(), excluded: z.boolean() }).strict();

/** (q)(2), (q)(7): the list for one design and expiry date, each patron with his screen. */
export const MailingForm = z
  .object({
    id: Id,
    design: Id,
    expiresOn: Day,
    firstNumber: Count,
    patrons: z
      .array(
        ExclusionFlags.extend({
          patron: Text(40, 'the patron'),
          name: Text(120, "the patron's name"),
          address: Text(300, "the patron's address"),
        }).strict(),
      )
      .min(1, 'at least one patron')
      .max(5000, 'at most 5,000 patrons a list'),
    screen: MailingScreen,
  })
  .strict();

/** The list sent to the GSP after a second screen of every patron on it ((q)(7)). */
export const MailingSendForm = z
  .object({ list: Id, screen: MailingScreen, rescreen: z.record(z.string().max(40), ExclusionFlags) })
  .strict();

// ---------------------------------------------------------------- answers

/** A refusal: the stable code, the message, the citation of the rule, and the form field it concerns. */
export interface BackofficeRefusal {
  readonly code: string;
  readonly message: string;
  readonly citation?: string;
  readonly field?: string;
}

export const REPORT_KINDS = [
  'daily-coupon-reconciliation',
  'quarterly-coupon-report',
  'shift-staffing',
  'dice-inspections',
  'personnel-file',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report as data (src/backoffice/reports/report.ts): printed by the web, or sent as CSV. */
export interface WireReport {
  readonly kind: ReportKind;
  readonly title: string;
  readonly citation: string;
  readonly header: readonly (readonly [string, string | number])[];
  readonly sections: readonly {
    readonly title: string;
    readonly columns: readonly { readonly key: string; readonly label: string }[];
    readonly rows: readonly Readonly<Record<string, string | number>>[];
  }[];
}

/** Who the signed-in account is to the back office, and what it may see and do. */
export interface BackofficeMe {
  readonly username: string;
  readonly role: string;
  readonly name: string;
  readonly position: string | null;
  readonly credential: string | null;
  /** The domain roles its position holds (src/backoffice/roles.ts). */
  readonly roles: readonly string[];
  readonly may: readonly string[];
  readonly see: readonly string[];
  readonly seeOwn: readonly string[];
  readonly reports: readonly ReportKind[];
}
