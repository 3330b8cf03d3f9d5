/**
 * Five Card Hi-Lo (ch. 663a): the five cards with the legal high/low settings as choices (one ace may
 * count low, § 663a.11(d)), Play or Fold, the Ante/Play/Tie/Poker Bonus areas, the dealer's hands.
 */
import type { FiveCardHiLoView, HiLoAreaView } from '../../protocol/views.js';
import { Cards, Cite } from '../components/common.js';
import { Offered, Results, StubOrder, Spots, seatsShown, useKindsSeen, useLastRound } from './card-parts.js';
import { actionsOf, commandOf, type LayoutProps } from './types.js';

function Choices(props: LayoutProps<FiveCardHiLoView> & { area: HiLoAreaView }) {
  const { view, area, mySeat, send } = props;
  const set = actionsOf(view, 'set-hands').filter((a) => a.actor.seat === mySeat);
  return (
    <div class="setter hilo-setter" id="hilo-setter">
      <h3>Your hands</h3>
      <div class="choices">
        {(area.settings ?? []).map((s) => {
          const chosen = s.aceLow === area.aceLow;
          const a = set.find((x) => x.params?.['aceLow'] === s.aceLow);
          return (
            <button
              type="button"
              key={String(s.aceLow)}
              class={`setting-choice ${chosen ? 'chosen' : ''}`}
              data-ace-low={String(s.aceLow)}
              aria-pressed={chosen}
              disabled={!chosen && !a}
              onClick={() => {
                if (!chosen && a) send(commandOf(a));
              }}
            >
              <div class="choice-name">{s.aceLow ? 'One ace low' : 'Standard'}</div>
              <div>
                High <Cards text={s.high} />
                <b> {s.highPoints}</b>
              </div>
              <div>
                Low <Cards text={s.low} />
                <b> {s.lowPoints}</b>
              </div>
            </button>
          );
        })}
      </div>
      <div class="muted">
        The three higher-valued cards make the high hand and the other two the low hand; the only choice is to
        count one ace low.
        <Cite c="§ 663a.11(d)" />
      </div>
      <div class="setter-buttons">
        <Offered
          ctx={props}
          view={view}
          type="place-wager"
          label="Play (a Play Wager equal to the Ante)"
          id="hilo-play"
          kind="play"
        />{' '}
        <Offered ctx={props} view={view} type="fold" label="Fold (forfeit the Ante)" id="hilo-fold" />
      </div>
    </div>
  );
}

export function FiveCardHiLoLayout(props: LayoutProps<FiveCardHiLoView>) {
  const { view, mySeat } = props;
  const kindsSeen = useKindsSeen(view);
  const { shown, old } = useLastRound(view, (v) => v.dealer !== null && v.dealer.high !== null);
  const areas = shown.areas;
  const dealer = shown.dealer;
  const own = old ? undefined : areas.find((a) => a.seat === mySeat && a.settings && a.decision !== 'fold');
  return (
    <div class="card-table hilo">
      <div class={`dealer-area ${old ? 'last-round' : ''}`} id="dealer-area" data-position="0">
        <div class="area-name">Dealer</div>
        {dealer ? (
          dealer.high !== null && dealer.low !== null ? (
            <div class="set dealer-set">
              <div class="set-hand" data-hand="high">
                <div class="set-name">High {dealer.highPoints ?? ''}</div>
                <Cards text={dealer.high} />
              </div>
              <div class="set-hand" data-hand="low">
                <div class="set-name">Low {dealer.lowPoints ?? ''}</div>
                <Cards text={dealer.low} />
              </div>
            </div>
          ) : (
            <Cards text={dealer.cards} faceDown={5} />
          )
        ) : (
          <div class="muted">no cards</div>
        )}
      </div>
      {old ? <div class="muted center">last round (round {shown.round})</div> : null}
      <StubOrder order={view.order} />
      <div class="areas">
        {seatsShown(view, mySeat, areas).map((seat) => {
          const area = areas.find((a) => a.seat === seat);
          const mine = seat === mySeat;
          const setting = area?.settings?.find((s) => s.aceLow === area.aceLow);
          return (
            <div key={seat} class={`area ${mine ? 'mine' : ''} ${old ? 'last-round' : ''}`} data-seat={seat}>
              <div class="area-name">
                Seat {seat}
                {mine ? ' (you)' : ''}
              </div>
              <Spots ctx={props} view={view} seat={seat} kindsSeen={kindsSeen} />
              {area ? <Cards text={area.cards} faceDown={5} /> : null}
              {area && area.decision !== 'pending' ? (
                <div class="decision" data-decision={area.decision}>
                  {area.decision === 'play' ? 'plays' : 'folded'}
                </div>
              ) : null}
              {setting && !own ? (
                <div class="muted">
                  high {setting.highPoints} · low {setting.lowPoints}
                </div>
              ) : null}
              <Results lines={props.lines} round={shown.round} seat={seat} />
            </div>
          );
        })}
      </div>
      {own ? <Choices {...props} area={own} /> : null}
    </div>
  );
}
