/**
 * The sections of 58 Pa. Code the back office cites (Match Play Coupons, floor controls, retention,
 * Counter Checks, training), registered with the section registry so every citation resolves.
 *
 * Two texts of the Match Play Coupon rules exist: temporary ch. 525 (seed 001, in force in 2012) and
 * the proposed §§ 603a.20-603a.21 (seed 000, 2013), which would rescind it (spec B.0, ruling B-AMB-1).
 * §§ 611a.1, 611a.3 and 611a.4 are printed in no seed; § 611a.5(b) names them, so they point at the
 * document that does. The same holds for §§ 465a.2, 465a.25 and 601a.10, named by the 2013 proposal.
 */
import { registerDiceSections } from '../regulation/dice-sections.js';
import { registerSections, type Section } from '../regulation/sections.js';

const TEMPORARY = '001_0964a4b834024c81.txt';
const PROPOSED_2013 = '000_185e4c07fe5cdec1.txt';
const FINAL_2016 = '002_6401adc0f4bd2d6a.txt';

const row = (section: string, title: string, status: Section['status'], seed: string): Section => ({
  section,
  title,
  status,
  seed,
});

export const BACKOFFICE_SECTIONS: readonly Section[] = [
  row('525.21', 'Match Play Coupons; physical characteristics and issuance', 'temporary', TEMPORARY),
  row('525.22', 'Match Play Coupon use', 'temporary', TEMPORARY),
  row('603a.1', 'Definitions (Match Play Coupon)', 'proposed-2013', PROPOSED_2013),
  row(
    '603a.10',
    'Permissible wagering; exchange and redemption of gaming chips and plaques',
    'proposed-2013',
    PROPOSED_2013,
  ),
  row('603a.20', 'Match Play Coupons; physical characteristics and issuance', 'proposed-2013', PROPOSED_2013),
  row('603a.21', 'Match Play Coupon use', 'proposed-2013', PROPOSED_2013),
  row('601a.10', 'Approval of table game layouts, signage and equipment', 'proposed-2013', PROPOSED_2013),
  row('465a.2', 'Internal control systems and audit protocols', 'proposed-2013', PROPOSED_2013),
  row(
    '465a.6',
    'Retention, storage and destruction of books, records and documents',
    'proposed-2013',
    PROPOSED_2013,
  ),
  row(
    '465a.9',
    'Surveillance system; surveillance department control; surveillance department restrictions',
    'final-form',
    FINAL_2016,
  ),
  row(
    '465a.25',
    'Counting and recording of slot cash storage boxes and table game drop boxes',
    'proposed-2013',
    PROPOSED_2013,
  ),
  row(
    '465a.35',
    'Personnel assigned to the operation and conduct of table games',
    'proposed-2013',
    PROPOSED_2013,
  ),
  row('609a.13', 'Requirements for Counter Checks', 'proposed-2013', PROPOSED_2013),
  row(
    '611a.1',
    'Minimum training standards for dealers; minimum experience requirements for supervisors',
    'final-form',
    FINAL_2016,
  ),
  row('611a.3', 'Employee training by certificate holders', 'final-form', FINAL_2016),
  row('611a.4', 'Submission of training programs to the Board', 'final-form', FINAL_2016),
];

registerSections(BACKOFFICE_SECTIONS);
// § 603a.13 (dice) is the dice games' registry's; the back office cites it too.
registerDiceSections();
