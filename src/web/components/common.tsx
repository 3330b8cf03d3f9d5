/** Small pieces every page and layout shares: cards, citations, error boxes, log lines. */
import type { ComponentChildren, HTMLAttributes } from 'preact';
import type { LogLineView, RejectionView } from '../../protocol/views.js';
import type { ApiError } from '../api.js';
import { readable } from '../names.js';

const SUITS: Readonly<Record<string, string>> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const SUIT_NAMES: Readonly<Record<string, string>> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const RANK_NAMES: Readonly<Record<string, string>> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' };

/** What a card shows (`10♦`) and what it is called (`10 of diamonds`). */
export const cardFace = (c: string): string =>
  c === 'Jk' ? 'Jk' : `${c.slice(0, 1) === 'T' ? '10' : c.slice(0, 1)}${SUITS[c.slice(1)] ?? c.slice(1)}`;
export const cardName = (c: string): string =>
  c === 'Jk'
    ? 'joker'
    : `${RANK_NAMES[c.slice(0, 1)] ?? c.slice(0, 1)} of ${SUIT_NAMES[c.slice(1)] ?? c.slice(1)}`;

/** A playing card in the notation `As Td Jk`; `null` is a card face down. */
export function Card({
  c,
  class: cls = '',
  ...rest
}: { c: string | null; class?: string } & Omit<HTMLAttributes<HTMLSpanElement>, 'class'>) {
  if (c === null)
    return (
      <span class={`card back ${cls}`} title="face down" role="img" aria-label="a card face down" {...rest}>
        🂠
      </span>
    );
  if (c === 'Jk')
    return (
      <span class={`card ${cls}`} title="Jk" data-card="Jk" role="img" aria-label="joker" {...rest}>
        Jk
      </span>
    );
  const suit = c.slice(1);
  return (
    <span
      class={`card ${suit === 'h' || suit === 'd' ? 'red' : ''} ${cls}`}
      title={c}
      data-card={c}
      role="img"
      aria-label={cardName(c)}
      {...rest}
    >
      {cardFace(c)}
    </span>
  );
}

/** Cards written `As Kd 7c`, or `faceDown` backs when the viewer may not see them (`null`). */
export function Cards({ text, faceDown = 0 }: { text: string | null; faceDown?: number }) {
  return (
    <div class="cards">
      {text === null
        ? Array.from({ length: faceDown }, (_, i) => <Card key={i} c={null} />)
        : words(text).map((c) => <Card key={c} c={c} />)}
    </div>
  );
}

export const words = (text: string | null | undefined): string[] =>
  text ? text.split(/\s+/).filter(Boolean) : [];

export const Cite = ({ c, id }: { c: string | null | undefined; id?: string }) =>
  c ? (
    <span class="cite" id={id}>
      {c}
    </span>
  ) : null;

/** A wide table that scrolls sideways inside its own box (a phone's page never does); reachable by keyboard. */
export const ScrollX = ({ label, children }: { label: string; children: ComponentChildren }) => (
  <div class="scroll-x" role="region" aria-label={label} tabIndex={0}>
    {children}
  </div>
);

/** A refusal with its code and citation, and each violation of a Rules Submission. */
export function ErrorBox({ error, id }: { error: ApiError | RejectionView | null | undefined; id?: string }) {
  if (!error) return null;
  return (
    <div class="error" role="alert" id={id}>
      <div>
        {readable(error.message)} <code class="code">{error.code}</code> <Cite c={error.citation} />
      </div>
      {('violations' in error ? (error.violations ?? []) : []).map((v) => (
        <div class="violation" key={`${v.path} ${v.code}`}>
          {readable(v.message)} <code class="code">{v.code}</code> <Cite c={v.citation} />
        </div>
      ))}
    </div>
  );
}

export const Ok = ({ children, id }: { children: ComponentChildren; id?: string }) => (
  <div class="ok" id={id}>
    {children}
  </div>
);

/**
 * An event's text as a person reads it: without the `[§ ...]` the describe line ends with (the citation
 * is shown apart), wager ids spelled as their names.
 */
export const withoutCitation = (text: string): string => readable(text.replace(/\s+\[§[^\]]*\]$/, ''));

/** One line of a table's log. */
export const LogLine = ({ line }: { line: LogLineView }) => (
  <li class={`line ${line.type}`} data-type={line.type} data-round={line.round}>
    <span class="seq">#{line.seq}</span> {withoutCitation(line.text)}
    <Cite c={line.citation} />
  </li>
);
