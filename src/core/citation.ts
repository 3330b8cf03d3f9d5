/**
 * A reference to 58 Pa. Code in the form `§ 627a.10(c)` (optionally with several sections joined by
 * `, `). The registry of sections Felt implements lives in src/regulation/sections.ts; a test checks
 * that every citation used by a rule table resolves there.
 */
export type Citation = string & { readonly __citation: true };

const CITATION = /^§§? \d+a?\.\d+(\([a-zA-Z0-9]+\))*( (?:and|to) \d+a?\.\d+(\([a-zA-Z0-9]+\))*)?$/;

export function cite(text: string): Citation {
  if (!CITATION.test(text)) throw new Error(`malformed citation "${text}"`);
  return text as Citation;
}

/** The section part of a citation: `§ 627a.10(c)(2)` -> `627a.10`. */
export function sectionOf(citation: Citation): string {
  const match = /\d+a?\.\d+/.exec(citation);
  if (!match) throw new Error(`no section in "${citation}"`);
  return match[0];
}

/** Every section a citation names: `§§ 627a.7(a)(2) and 627a.12(a)` -> [`627a.7`, `627a.12`]. */
export const sectionsOf = (citation: string): string[] =>
  [...citation.matchAll(/\d+a?\.\d+/g)].map((m) => m[0]);
