/** What the table waits for: the view's `next`, whether it is this person's turn, the betting countdown. */
import { useEffect, useState } from 'preact/hooks';
import type { WatchRole } from '../../../protocol/wire.js';
import type { GameViewEnvelope, LegalActionView, ViewMessage } from '../../../protocol/views.js';
import { actionLabel, phaseName } from '../../names.js';

/** The actions that are a person's turn (not the standing ones: buying chips, leaving, wagering). */
export const STANDING = new Set(['buy-in', 'leave', 'place-wager', 'withdraw-wager', 'sit']);

/**
 * What the table waits for, in words: the view's `next`, whether it is this person's turn, and while
 * betting is open on an automated table, the seconds left.
 */
export function Waiting({
  message,
  view,
  role,
}: {
  message: ViewMessage;
  view: GameViewEnvelope;
  role: WatchRole;
}) {
  // A choice about a wager already placed (calling a bet off ...) is the player's to make any time.
  const mine = view.legalActions.filter(
    (a) =>
      !STANDING.has(a.type) &&
      a.params?.['kind'] === undefined &&
      (role !== 'player' || a.actor.seat === message.seat),
  );
  const yourTurn = mine.length > 0;
  return (
    <div class={`waiting ${yourTurn ? 'your-turn' : ''}`} id="waiting" role="status">
      {yourTurn ? (
        <b>
          Your turn: {turnWords(mine)}
          {'. '}
        </b>
      ) : null}
      <span id="next">{view.next ? capitalised(view.next) : phaseName(view.phase)}</span>
      <Countdown message={message} />
    </div>
  );
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the person may do now, in a few words: one command by its label (up to a colon), several of one
 * type (each legal setting of a hand) by the type's name.
 */
function turnWords(actions: readonly LegalActionView[]): string {
  const byType = new Map<string, LegalActionView[]>();
  for (const a of actions) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  return [...byType.values()]
    .map((g) =>
      g.length === 1 && g[0] ? actionLabel(g[0]).replace(/:.*$/, '') : phaseName(g[0]?.type ?? ''),
    )
    .slice(0, 3)
    .join(' · ');
}

/** Seconds until betting closes, counted down from the server's figure when the view arrived. */
export function Countdown({ message }: { message: ViewMessage }) {
  const left = message.bettingClosesIn;
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setDeadline(typeof left === 'number' ? Date.now() + left : undefined);
  }, [message, left]);
  useEffect(() => {
    if (deadline === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (deadline === undefined) return null;
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span class="countdown" id="countdown" data-seconds={s}>
      {' '}
      · betting closes in <b>{s}</b> s
    </span>
  );
}
