/**
 * The legal-action candidates the single-deck card tables (card-table.ts) offer alike: a player's wager
 * on a betting area, his own or an adjacent one, and the staff's, in the order the tables list them.
 */
import type { Actor, GameCommand, Viewer } from '../game.js';
import { boundsOf, wagerAmountBounds, type Candidate } from '../legal-actions.js';
import type { TableMoney, Wager, WagerRules } from '../wagers.js';
import { deckActions } from './card-table-view.js';
import type { DeckCandidates, DeckCommand, SingleDeck } from './single-deck.js';

/**
 * A player's two candidates for a wager of `kind` on a betting area: placing it (from the table's
 * minimum, as far as decide allows) and taking it back. An area other than his own seat is named
 * (`area`), where the chapter lets a player wager on an adjacent one (e.g. § 659a.7(f), § 663a.7(f)).
 */
export function areaWagerCandidates<
  S extends TableMoney<Wager> & { readonly options: O },
  O extends { readonly limits: Readonly<Record<K, { readonly min: number }>> },
  K extends string,
>(
  s: S,
  rules: WagerRules<S, O>,
  actor: Actor,
  at: { readonly me: number; readonly area: number; readonly kind: K },
): Candidate<
  | { readonly type: 'place-wager'; readonly kind: K; readonly amount: number; readonly area?: number }
  | { readonly type: 'withdraw-wager'; readonly kind: K; readonly area?: number }
>[] {
  const { me, area, kind } = at;
  const there = area === me ? {} : { area };
  const where = area === me ? '' : ` at area ${area}`;
  return [
    {
      actor,
      command: { type: 'place-wager', kind, amount: s.options.limits[kind].min, ...there },
      label: `Wager on ${kind}${where}`,
      needs: ['amount'],
      ...boundsOf(wagerAmountBounds(s, s.options, rules, { seat: me, spot: String(area), kind })),
    },
    {
      actor,
      command: { type: 'withdraw-wager', kind, ...there },
      label: `Withdraw the ${kind} wager${where}`,
    },
  ];
}

/** The staff's candidates of one kind: the deck's offered now (`d`) and the actor they are offered to. */
type StaffPart<S, C extends GameCommand> = (s: S, d: DeckCandidates, actor: Actor) => readonly Candidate<C>[];

/**
 * The staff's candidates at a single-deck table, in this order: the dealer's (`dealer`: the shuffle, the
 * round's steps and the cut, as the game lists them), the irregularities the dealer or a floorperson
 * reports (`report`), then a floorperson's orders of a recut and a reshuffle.
 */
export const staffCandidatesOf =
  <S, C extends GameCommand>(
    deck: Pick<SingleDeck<S, unknown>, 'candidates'>,
    dealer: StaffPart<S, C>,
    report: StaffPart<S, C>,
  ) =>
  (
    s: S,
    viewer: Viewer,
  ): Candidate<C | Extract<DeckCommand, { readonly type: 'order-recut' | 'order-reshuffle' }>>[] => {
    const d = deck.candidates(s, viewer);
    return [
      ...(viewer.role === 'dealer' ? dealer(s, d, { role: 'dealer' }) : []),
      ...(viewer.role === 'dealer' || viewer.role === 'floorperson'
        ? report(s, d, { role: viewer.role })
        : []),
      ...deckActions(d, 'order-recut', 'order-reshuffle'),
    ];
  };

/** The dealer's steps that take no parameter, each labelled with its command's name (or `label` of it). */
export const dealerCommands = <T extends string>(
  actor: Actor,
  types: readonly T[],
  label: (type: T) => string = (type) => type,
): Candidate<{ readonly type: T }>[] =>
  types.map((type) => ({ actor, command: { type }, label: label(type) }));

/**
 * The dealer's part of `staffCandidatesOf` at a table whose dealer shuffles first, then takes the round's
 * steps that take no parameter (`types`, labelled as `dealerCommands` labels them), then cuts.
 */
export const shuffleStepsCut =
  <T extends string>(types: readonly T[], label?: (type: T) => string) =>
  (_: unknown, d: DeckCandidates, actor: Actor) => [
    ...deckActions(d, 'shuffle'),
    ...dealerCommands(actor, types, label),
    ...deckActions(d, 'cut'),
  ];
