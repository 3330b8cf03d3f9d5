/// <reference lib="dom" />
/** The DOM helpers every page and table layout of the web UI shares. */

export type Child = Node | string | null | undefined | false;

/** Creates an element with attributes (functions become event listeners) and children. */
export function h(
  tag: string,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...children: Child[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

const SUITS: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** A playing card in the notation `As Td Jk`; `null` is a card face down. */
export function card(c: string | null): HTMLElement {
  if (c === null) return h('span', { class: 'card back', title: 'face down' }, '🂠');
  if (c === 'Jk') return h('span', { class: 'card' }, 'Jk');
  const rank = c.slice(0, 1) === 'T' ? '10' : c.slice(0, 1);
  const suit = c.slice(1);
  return h(
    'span',
    { class: `card ${suit === 'h' || suit === 'd' ? 'red' : ''}`, title: c, 'data-card': c },
    rank,
    SUITS[suit] ?? suit,
  );
}
