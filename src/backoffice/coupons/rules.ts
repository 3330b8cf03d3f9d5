/**
 * The Match Play Coupon rules as data, in both texts (spec B.0, ruling B-AMB-1): temporary §§ 525.21-
 * 525.22 (profile `TEMP_525`, the default) and proposed §§ 603a.20-603a.21 (`PROPOSED_603a`). The two
 * share their paragraph letters, so a rule row names its paragraph once and the profile turns it into
 * the citation of the text in force. They differ in substance only in the coupon limit (per wager or
 * per round, enforced by the engine kernel's `COUPON_PROFILES`) and in "immediately" for an invoice
 * deviation (§ 603a.20(e)).
 */
import { cite, type Citation } from '../../core/citation.js';
import type { COUPON_PROFILES } from '../../engine/wagers.js';
import '../sections.js';

export type CouponProfileId = keyof typeof COUPON_PROFILES;
export const DEFAULT_PROFILE: CouponProfileId = 'TEMP_525';

/** The issuance section (525.21 / 603a.20) and the use section (525.22 / 603a.21) of each profile. */
const SECTIONS: Readonly<Record<CouponProfileId, { readonly issue: string; readonly use: string }>> = {
  TEMP_525: { issue: '525.21', use: '525.22' },
  PROPOSED_603a: { issue: '603a.20', use: '603a.21' },
};

/** A paragraph of the issuance section, cited in the profile's text: `issue('TEMP_525', '(h)(4)')`. */
export const issueCite = (p: CouponProfileId, paragraph: string): Citation =>
  cite(`§ ${SECTIONS[p].issue}${paragraph}`);
/** A paragraph of the use section. */
export const useCite = (p: CouponProfileId, paragraph: string): Citation =>
  cite(`§ ${SECTIONS[p].use}${paragraph}`);

/** Where each rule Felt enforces is written (the same letters in both texts, spec B.6). */
export const PARAGRAPHS = {
  gateDesign: '(b)(1)',
  gateControls: '(b)(2)',
  contents: '(c)',
  holderName: '(c)(1)',
  valueVisible: '(c)(2)',
  serial: '(c)(3)',
  restrictions: '(c)(4)',
  expiry: '(c)(5)',
  chipArea: '(c)(6)',
  departments: '(d)',
  examined: '(e)',
  receipt: '(f)',
  receiptCheckers: '(f)(4)',
  requisition: '(g)',
  requisitionPreparer: '(g)(4)',
  requisitionAuthoriser: '(g)(5)',
  issue: '(h)',
  issuer: '(h)(3)',
  issueVoids: '(h)(4)',
  financeStorage: '(i)',
  dailyForm: '(j)',
  dailyDistributed: '(j)(4)',
  dailyRemaining: '(j)(5)',
  dailyVoids: '(j)(6)',
  dailyVariations: '(j)(7)',
  dailySigner: '(j)(8)',
  endOfDay: '(k)',
  returned: '(l)',
  returnVoids: '(l)(4)',
  returnSigners: '(l)(5)',
  financeDaily: '(m)',
  financeCount: '(m)(1)',
  financeCancel: '(m)(2)',
  financeReconcile: '(m)(3)',
  monthly: '(n)',
  quarterly: '(o)',
  inHouse: '(p)',
  mailing: '(q)',
  mailingList: '(q)(2)',
  machineReadable: '(q)(3)',
  financeCopy: '(q)(4)',
  expiryCheck: '(q)(5)',
  electronicCancel: '(q)(6)',
  exclusion: '(q)(7)',
  computerized: '(r)',
} as const;
export type Paragraph = keyof typeof PARAGRAPHS;

export const at = (p: CouponProfileId, rule: Paragraph): Citation => issueCite(p, PARAGRAPHS[rule]);

export const USE = {
  bankedOnly: '(a)',
  redeemer: '(b)',
  position: '(c)',
  patronArea: '(c)(1)',
  crapsLine: '(c)(2)',
  roulette: '(c)(3)',
  limit: '(d)',
  dropBox: '(e)',
} as const;
export const use = (p: CouponProfileId, rule: keyof typeof USE): Citation => useCite(p, USE[rule]);

/**
 * § 603a.21(c) / § 525.22(c): where a coupon and its chips may lie. At Craps and Mini-Craps only the
 * Pass or Don't Pass Line; at Roulette only the even-money and dozen boxes; at every other game the
 * patron's betting area, i.e. any wager the game lets a coupon ride on (the kernel's `coupon` flag,
 * spec ruling B-AMB-4). Roulette's list ends "3rd 12" (spec B.6 #16).
 */
export interface AreaRule {
  readonly games: readonly string[];
  /** The wager kinds allowed, or 'patron-area' for the game's own coupon wagers. */
  readonly kinds: readonly string[] | 'patron-area';
  readonly paragraph: keyof typeof USE;
}

export const BETTING_AREAS: readonly AreaRule[] = [
  { games: ['craps', 'mini-craps'], kinds: ['pass', 'dont-pass'], paragraph: 'crapsLine' },
  {
    games: ['roulette'],
    kinds: ['black', 'red', 'odd', 'even', '1-18', '19-36', '1st-12', '2nd-12', '3rd-12'],
    paragraph: 'roulette',
  },
  { games: [], kinds: 'patron-area', paragraph: 'patronArea' },
];

export function areaRule(game: string): AreaRule {
  const specific = BETTING_AREAS.find((r) => r.games.includes(game));
  const general = BETTING_AREAS.find((r) => r.games.length === 0);
  if (!general) throw new RangeError('no general betting-area row');
  return specific ?? general;
}

/** Whether a coupon may lie on this wager kind at this game (the patron-area row leaves it to the game). */
export const areaAllows = (game: string, kind: string): boolean => {
  const r = areaRule(game);
  return r.kinds === 'patron-area' || r.kinds.includes(kind);
};
