/**
 * What a person reads instead of an id: wager kinds (`dragon-bonus-player` -> "Dragon Bonus on the
 * Player"), phases (`no-more-bets` -> "No more bets") and action labels. A name the table below does
 * not know is the id in words, never the id itself. When a view carries a wager's own name (the
 * kernel's `WagerRule.name`), that name wins. Money is read in dollars, never cents.
 */
import type { LegalActionView } from '../protocol/views.js';
import { formatCents } from '../protocol/wire.js';

/** Names the regulation gives to wager kinds whose id alone reads badly. */
const WAGER_NAMES: Readonly<Record<string, string>> = {
  player: "Player's Hand",
  banker: "Banker's Hand",
  tie: 'Tie',
  'dragon-bonus-player': 'Dragon Bonus on the Player',
  'dragon-bonus-banker': 'Dragon Bonus on the Banker',
  'dragon-7-insurance': 'Dragon 7 Insurance',
  'house-money': 'House Money',
  'asia-poker': 'Asia Poker Wager',
  'poker-bonus': 'Poker Bonus',
  pass: 'Pass Line',
  'pass-odds': 'Pass Line odds',
  'dont-pass': "Don't Pass",
  'dont-pass-odds': "Don't Pass odds",
  come: 'Come',
  'dont-come': "Don't Come",
  'any-seven': 'Any Seven',
  'any-craps': 'Any Craps',
  'big-6': 'Big 6',
  'big-8': 'Big 8',
  'fire-bet': 'Fire Bet',
  'all-small': 'All Small',
  'all-tall': 'All Tall',
  'all-or-nothing-at-all': 'All or Nothing at All',
  'one-six-and-under': '1-6 and Under',
  'three-four-and-over': '3-4 and Over',
  'six-eight-shake': 'Six Eight Shake',
  'quick-strike-td': 'Quick Strike TD',
  'trips-td': 'Trips TD',
  'over-four-yards': 'Over Four Yards',
  'under-four-yards': 'Under Four Yards',
};

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** `hop-the-top` -> "Hop the Top": words capitalised, except the small ones inside. */
const titled = (id: string): string =>
  id
    .split('-')
    .map((w, i) => (i > 0 && ['the', 'and', 'or', 'on', 'of', 'to', 'at'].includes(w) ? w : capital(w)))
    .join(' ');

/** Parametrised kinds: `place-6`, `place-to-lose-4`, `come-odds-9`, `hardway-8`, `double-4`, `any-number-1-2` ... */
const PATTERNS: readonly (readonly [RegExp, (...m: string[]) => string])[] = [
  [/^place-to-lose-(\d+)$/, (n) => `Place ${n} to Lose`],
  [/^place-(\d+)$/, (n) => `Place ${n}`],
  [/^buy-(\d+)$/, (n) => `Buy ${n}`],
  [/^lay-(\d+)$/, (n) => `Lay ${n}`],
  [/^come-odds-(\d+)$/, (n) => `Come odds on ${n}`],
  [/^come-(\d+)$/, (n) => `Come on ${n}`],
  [/^dont-come-odds-(\d+)$/, (n) => `Don't Come odds on ${n}`],
  [/^dont-come-(\d+)$/, (n) => `Don't Come on ${n}`],
  [/^hardway-(\d+)$/, (n) => `Hard ${n}`],
  [/^horn-high-(\d+)$/, (n) => `Horn High ${n}`],
  [/^double-(\d+)$/, (n) => `Double ${Number(n) / 2}-${Number(n) / 2}`],
  [/^any-number-(\d)-(\d)$/, (a, b) => `Any Number ${a}-${b}`],
  [/^game-length-(\d+)$/, (n) => `Game Length ${n}`],
];

/** A wager kind as a person reads it. */
export function wagerName(kind: string, named?: string): string {
  if (named) return named;
  const known = WAGER_NAMES[kind];
  if (known) return known;
  for (const [re, name] of PATTERNS) {
    const m = re.exec(kind);
    if (m) return name(...m.slice(1));
  }
  return titled(kind);
}

/** A phase as a person reads it: `no-more-bets` -> "No more bets". */
export const phaseName = (phase: string): string => capital(phase.replaceAll('-', ' '));

/**
 * An action's label as a person reads it: wagers named by their kind's name, ids in a label spelled as
 * words, the first letter capitalised.
 */
export function actionLabel(a: LegalActionView): string {
  const kind = a.params?.['kind'];
  if (typeof kind === 'string') {
    if (a.type === 'place-wager') return `Wager on ${wagerName(kind)}`;
    if (a.type === 'withdraw-wager') return `Take down ${wagerName(kind)}`;
  }
  // A wager id in an engine's label is its name; any other id (`no roll: die-off-table`) is words.
  return capital(
    a.label.replace(/\b([a-z]+(?:-[a-z0-9]+)+)\b/g, (id) =>
      isKnownKind(id) ? wagerName(id) : id.replaceAll('-', ' '),
    ),
  );
}

/** Whether an id names a wager kind this file knows (a name of its own or one of the patterns). */
function isKnownKind(id: string): boolean {
  return id in WAGER_NAMES || PATTERNS.some(([re]) => re.test(id));
}

/**
 * A line of the table's log with the wager ids it names spelled as their names (`on lay-4` -> `on Lay
 * 4`); other words stay as the table wrote them.
 */
export const readable = (text: string): string =>
  text
    .replace(/\b[a-z]+(?:-[a-z0-9]+)+\b/g, (id) => (isKnownKind(id) ? wagerName(id) : id))
    // Money a message still gives in cents ("the player minimum is 1000 cents") is read in dollars.
    .replace(/\b(\d+) cents\b/g, (_, n: string) => formatCents(Number(n)));

/** Payout odds as a Rules Submission holds them (`{win: 9, per: 5}` or `"9 to 5"`) in words; undefined otherwise. */
export function oddsText(x: unknown): string | undefined {
  if (typeof x === 'string') return x;
  if (x !== null && typeof x === 'object') {
    const { win, per } = x as { win?: unknown; per?: unknown };
    if (typeof win === 'number' && typeof per === 'number') return `${win} to ${per}`;
  }
  return undefined;
}

/** The value at a dotted path of a Rules Submission's options (`placeToWin.4`). */
export function optionAt(options: unknown, path: string): unknown {
  let o: unknown = options;
  for (const k of path.split('.')) {
    if (o === null || typeof o !== 'object') return undefined;
    o = (o as Record<string, unknown>)[k];
  }
  return o;
}
