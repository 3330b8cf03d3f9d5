/**
 * Three Card Poker (ch. 649a): each position's three cards (the player's own face up to him), the
 * Ante, Play, Pair Plus and Six Card Bonus areas, Play or Fold when it is the player's turn, and the
 * dealer's hand, face down until the dealer turns it over at the showdown (§ 669a.11(h)). The paytables
 * are the view's; nothing here decides a rule.
 */
import type { ThreeCardPokerView } from '../../protocol/views.js';
import { Cards, Cite } from '../components/common.js';
import { Offered, Results, Spots, StubOrder, seatsShown, useKindsSeen, useLastRound } from './card-parts.js';
import type { LayoutProps } from './types.js';
import './three-card-poker.css';

const words = (s: string): string => s.replaceAll('-', ' ');

function Paytable({
  title,
  rows,
  cite,
}: {
  title: string;
  rows: Readonly<Record<string, string>> | null;
  cite: string;
}) {
  if (!rows) return null;
  return (
    <table class="tcp-paytable" data-paytable={title}>
      <caption>
        {title} <Cite c={cite} />
      </caption>
      <tbody>
        {Object.entries(rows).map(([hand, odds]) => (
          <tr key={hand} data-hand={hand}>
            <td>{words(hand)}</td>
            <td>{odds}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ThreeCardPokerLayout(props: LayoutProps<ThreeCardPokerView>) {
  const { view, mySeat } = props;
  const kindsSeen = useKindsSeen(view);
  const { shown, old } = useLastRound(view, (v) => v.dealer !== null && v.dealer.hand !== null);
  const dealer = shown.dealer;
  const mine = old ? undefined : view.areas.find((a) => a.seat === mySeat);
  const deciding = !old && view.deciding !== null && view.deciding === mySeat;
  return (
    <div class="card-table tcp">
      <div class={`dealer-area ${old ? 'last-round' : ''}`} id="dealer-area" data-position="0">
        <div class="area-name">Dealer</div>
        {dealer ? (
          <>
            <Cards text={dealer.cards} faceDown={3} />
            {dealer.hand ? (
              <div class="hand-name" data-qualifies={String(dealer.qualifies)}>
                {dealer.hand}
                {dealer.qualifies === false ? ' (does not qualify)' : dealer.qualifies ? ' (qualifies)' : ''}
              </div>
            ) : null}
          </>
        ) : (
          <div class="muted">no cards</div>
        )}
      </div>
      {old ? <div class="muted center">last round (round {shown.round})</div> : null}
      <StubOrder order={view.order} />
      <div class="areas">
        {seatsShown(view, mySeat, shown.areas).map((seat) => {
          const area = shown.areas.find((a) => a.seat === seat);
          const own = seat === mySeat;
          return (
            <div
              key={seat}
              class={`area ${own ? 'mine' : ''} ${old ? 'last-round' : ''} ${view.deciding === seat ? 'deciding' : ''}`}
              data-seat={seat}
            >
              <div class="area-name">
                Seat {seat}
                {own ? ' (you)' : ''}
              </div>
              <Spots ctx={props} view={view} seat={seat} kindsSeen={kindsSeen} />
              {area ? <Cards text={area.cards} faceDown={3} /> : null}
              {area?.hand ? <div class="hand-name">{area.hand}</div> : null}
              {area && (area.decision === 'play' || area.decision === 'fold') ? (
                <div class="decision" data-decision={area.decision}>
                  {area.decision === 'play' ? 'plays' : 'folded'}
                </div>
              ) : null}
              <Results lines={props.lines} round={shown.round} seat={seat} />
            </div>
          );
        })}
      </div>
      {deciding && mine ? (
        <div class="setter tcp-decision" id="tcp-decision">
          <h3>Your hand: {mine.hand ?? ''}</h3>
          <Cards text={mine.cards} />
          {mine.advice ? (
            <div class="muted" data-advice={mine.advice}>
              The optimal strategy {mine.advice === 'play' ? 'plays' : 'folds'} this hand (play Q-6-4 or
              better).
            </div>
          ) : null}
          <div class="setter-buttons">
            <Offered
              ctx={props}
              view={view}
              type="play"
              label="Play (a Play Wager equal to the Ante)"
              id="tcp-play"
            />{' '}
            <Offered ctx={props} view={view} type="fold" label="Fold (the Ante is lost)" id="tcp-fold" />
          </div>
        </div>
      ) : null}
      <div class="tcp-paytables">
        <Paytable title="Ante Bonus" rows={view.paytables.anteBonus} cite="§ 649a.12(b)" />
        <Paytable title="Pair Plus" rows={view.paytables.pairPlus} cite="§ 649a.12(d)" />
        <Paytable title="Six Card Bonus" rows={view.paytables.sixCardBonus} cite="§ 649a.12(f)" />
      </div>
    </div>
  );
}
