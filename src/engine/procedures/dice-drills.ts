/** What the payout drills of the dice games (Craps, Props & Hops, Three Dice Football) offer as choices. */
import { formatCents, type Cents } from '../../core/money.js';
import { winnings, type Odds } from '../../core/odds.js';

/** Amount choices around the right one: the usual mistakes, distinct, in order (five at most). */
export function amountChoices(right: Cents, wrong: readonly Cents[]): { id: string; label: string }[] {
  const all = new Set<number>([right]);
  for (const w of wrong) if (w >= 0 && all.size < 5) all.add(w);
  return [...all].sort((a, b) => a - b).map((a) => ({ id: String(a), label: formatCents(a) }));
}

/** Payout choices: the right winnings and what `stake` would win at each of the odds a dealer confuses. */
export const payoutChoices = (right: Cents, stake: Cents, mistaken: readonly Odds[]) =>
  amountChoices(
    right,
    mistaken.map((o) => winnings(stake, o)),
  );
