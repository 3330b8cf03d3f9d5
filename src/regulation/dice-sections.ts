/**
 * The sections of 58 Pa. Code cited by the dice games' rule tables (Craps and Mini-Craps with the
 * Fire Bet and Bonus Craps, Props & Hops, Three Dice Football).
 *
 * Ch. 623a is printed in the seeds only where the 2013 proposal amends it (§§ 623a.2(d), 623a.3(a)(42)
 * and (43), 623a.4(c)-(e), 623a.5(h)-(j), 623a.12). § 623a.6 (taking and laying odds) appears only
 * by name, in § 623a.3(b); its row points at the proposal, the one document that mentions it. The
 * Fire Bet's § 623a.11 is not registered: Felt cites the Fire Bet text the seeds do print
 * (§§ 623a.2(d)(4), 623a.4(c)(3)).
 */
import { registerSections, type Section } from './sections.js';

const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const FINAL_2016 = '002_6401adc0f4bd2d6a.txt';

const proposed = (section: string, title: string): Section => ({
  section,
  title,
  status: 'proposed-2013',
  seed: PROPOSED_2013,
});
const final2016 = (section: string, title: string): Section => ({
  section,
  title,
  status: 'final-form',
  seed: FINAL_2016,
});

export const DICE_SECTIONS: readonly Section[] = [
  proposed('603a.13', 'Dice; receipt, storage, inspection and removal from use'),
  proposed('623a.2', 'Craps and Mini-Craps tables; physical characteristics'),
  proposed('623a.3', 'Wagers'),
  proposed('623a.4', 'Making and removal of wagers'),
  proposed('623a.5', 'Payout odds'),
  proposed(
    '623a.6',
    "Supplemental wagers made after the come out roll in support of Pass, Don't Pass, Come and Don't Come Bets (taking and laying odds)",
  ),
  proposed('623a.12', 'Additional procedures and rules for Bonus Craps'),
  proposed('661a.1', 'Definitions'),
  proposed('661a.2', 'Three Dice Football table; physical characteristics'),
  proposed('661a.3', 'Wagers'),
  proposed('661a.4', 'Dice; physical characteristics, retention and selection'),
  proposed('661a.5', 'Throw of the dice; invalid roll of the dice'),
  proposed('661a.6', 'Rules of the game; settlement of wagers'),
  proposed('661a.7', 'Continuation of Quarterback; selection of new Quarterback'),
  proposed('661a.8', 'Payout odds'),
  final2016('668a.1', 'Props & Hops table; physical characteristics'),
  final2016('668a.2', 'Wagers'),
  final2016('668a.3', 'Dice; shaker; procedure for completion of each round of play'),
  final2016('668a.4', 'Payout odds'),
];

/** Registers DICE_SECTIONS (idempotent). */
export function registerDiceSections(): void {
  registerSections(DICE_SECTIONS);
}
