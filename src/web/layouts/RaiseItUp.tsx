/**
 * Raise It Up Stud Poker (ch. 669a): the 4th, 5th and 6th Street boxes turned in order (§ 669a.2(b)(3),
 * § 669a.11(c), (e), (h)), the progressive meter live (§ 669a.2(c)), each player's area with its wager
 * spots and three cards, and the player's decision: check, a Play Wager at the multiples the view offers
 * (§ 669a.11(b), (d), (f)) or a fold. Nothing here decides a rule: every button is a legal action.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RaiseItUpView } from '../../protocol/views.js';
import { formatCents } from '../../protocol/wire.js';
import { api } from '../api.js';
import { Cards, Cite, withoutCitation } from '../components/common.js';
import { Spots, StubOrder, seatsShown, useKindsSeen } from './card-parts.js';
import { paramNames } from '../params.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';
import './raise-it-up.css';

/** The log lines that settle a seat, shown on its area. */
const RESULTS = new Set([
  'hand-revealed',
  'wager-settled',
  'folded',
  'progressive-settled',
  'envy-bonus-paid',
  'hand-forfeited',
]);

function Meter({ meter }: { meter: RaiseItUpView['meter'] }) {
  if (!meter) return null;
  return (
    <div class="meter" id="riu-meter" data-amount={meter.amount}>
      <span class="meter-name">Progressive</span>
      <span class="meter-amount">{formatCents(meter.amount)}</span>
      <span class="meter-terms muted">
        {`$${meter.wager} wager · reset ${formatCents(meter.resetCents)} · ${meter.ratePercent}% to the meter`}
      </span>
      <Cite c="§ 669a.12(e)" />
    </div>
  );
}

function Community({ community }: { community: RaiseItUpView['community'] }) {
  return (
    <div class="community" id="riu-community">
      {community.map((b) => (
        <div key={b.box} class={`street ${b.card ? 'turned' : ''}`} data-box={b.box}>
          <div class="street-name">{b.box}</div>
          <Cards text={b.card} faceDown={b.card ? 0 : 1} />
        </div>
      ))}
    </div>
  );
}

/** The table's help: the exact value of each choice now, in Antes (the game's advice, math/advice.ts). */
interface Advice {
  readonly street: string;
  readonly citation: string;
  readonly best: string;
  readonly choices: readonly { readonly action: string; readonly ev: number; readonly exact: string }[];
}
type AdviceState = Advice | 'loading' | { readonly error: string } | undefined;

function Help({ table }: { table: string }) {
  const [advice, setAdvice] = useState<AdviceState>(undefined);
  useEffect(() => {
    if (advice !== 'loading') return;
    let live = true;
    void api<Advice>('GET', `/api/tables/${encodeURIComponent(table)}/advice`).then((r) => {
      if (live) setAdvice(r.ok ? r.body : { error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [advice, table]);
  if (advice === undefined)
    return (
      <button type="button" id="riu-help" onClick={() => setAdvice('loading')}>
        Help: the value of each choice
      </button>
    );
  if (advice === 'loading') return <div class="muted">working out the values…</div>;
  if ('error' in advice) return <div class="muted">{advice.error}</div>;
  return (
    <ul class="advice" id="riu-advice">
      {advice.choices.map((c) => (
        <li key={c.action} class={c.action === advice.best ? 'best' : ''}>
          {`${c.action}: ${c.ev >= 0 ? '+' : ''}${c.ev.toFixed(4)} Antes${c.action === advice.best ? ' (best)' : ''}`}
        </li>
      ))}
    </ul>
  );
}

/** The player's decision now: check, Play at each multiple offered, or fold; and the table's help. */
function Decision(props: LayoutProps<RaiseItUpView>) {
  const { view, mySeat, send } = props;
  const acts = ['check', 'play', 'fold']
    .flatMap((t) => actionsOf(view, t))
    .filter((a) => a.actor.seat === mySeat && !paramNames(a).length);
  if (!acts.length) return null;
  return (
    <div class="decision" id="riu-decision">
      <Help key={`${view.round}:${view.phase}`} table={props.table} />
      {acts.map((a) => (
        <button
          key={a.label}
          type="button"
          data-action={a.type}
          data-multiple={a.params?.['multiple'] === undefined ? undefined : String(a.params['multiple'])}
          onClick={() => send(commandOf(a))}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The view in which hands were last turned over, kept once the cards go to the discard rack, so the
 * round just settled stays on the felt (dashed) until the next deal.
 */
function useLastShown(view: RaiseItUpView): { shown: RaiseItUpView; old: boolean } {
  const last = useRef<RaiseItUpView | undefined>(undefined);
  if (view.hands.some((h) => h.revealed)) last.current = view;
  const keep = !view.hands.length && last.current?.round === view.round;
  return keep && last.current ? { shown: last.current, old: true } : { shown: view, old: false };
}

export function RaiseItUpLayout(props: LayoutProps<RaiseItUpView>) {
  const { view: live, mySeat, lines } = props;
  const { shown: view, old } = useLastShown(live);
  const kindsSeen = useKindsSeen(live);
  const progressive = actionsOf(view, 'place-wager', 'progressive').find((a) => a.actor.seat === mySeat);
  return (
    <div class="card-table riu">
      <Meter meter={live.meter} />
      <Community community={view.community} />
      <StubOrder order={live.order} />
      <div class="next muted">{old ? `last round (round ${view.round}) · ${live.next}` : live.next}</div>
      <div class="areas">
        {seatsShown(live, mySeat, view.hands).map((seat) => {
          const h = view.hands.find((x) => x.seat === seat);
          const mine = seat === mySeat;
          const results = lines.filter(
            (l) => l.round === view.round && l.seat === seat && RESULTS.has(l.type),
          );
          return (
            <div
              key={seat}
              class={`area ${mine ? 'mine' : ''} ${old ? 'last-round' : ''} ${view.toAct === seat ? 'acting' : ''} ${h?.folded ? 'folded' : ''}`}
              data-seat={seat}
            >
              <div class="area-name">
                Seat {seat}
                {mine ? ' (you)' : ''}
                {h && h.play > 0 ? <span class="play-badge">{` Play ${h.play}x`}</span> : null}
                {h?.folded ? <span class="fold-badge"> folded</span> : null}
              </div>
              <Spots ctx={props} view={live} seat={seat} kindsSeen={kindsSeen} />
              {mine && progressive ? (
                <button type="button" id="riu-progressive" onClick={() => props.send(commandOf(progressive))}>
                  {progressive.label}
                </button>
              ) : null}
              {h ? <Cards text={h.cards} faceDown={h.cards ? 0 : 3} /> : null}
              {mine && !old ? <Decision {...props} /> : null}
              {results.length ? (
                <ul class="results" data-seat={seat}>
                  {results.map((l, i) => (
                    <li key={`${l.seq} ${i}`} data-type={l.type}>
                      {withoutCitation(l.text)}
                      <Cite c={l.citation} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
