/**
 * A table: a player's seat, or the dealer's or floorperson's console. The game's layout draws the felt
 * (chosen by the view's declared layout) with its betting areas; this page draws around it what every
 * table has: what the table waits for (and the betting countdown), the chips to wager with, the seats,
 * the actions the layout does not offer itself (each parameter a labelled input), the result of the
 * player's last round and a history of the player's rounds, the floorperson approvals and the log.
 * Everything a person may do comes from the `legalActions` of the view the server sent.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { WatchRole } from '../../protocol/wire.js';
import { dollars } from '../api.js';
import { ErrorBox, LogLine } from '../components/common.js';
import { RedeemCoupon } from './backoffice/CouponAtTable.js';
import { phaseName } from '../names.js';
import { useSession } from '../session.js';
import { useTableSocket } from '../socket.js';
import { Actions } from './table/Actions.js';
import { Approvals } from './table/Approvals.js';
import { ChipRack, LimitsTable, limitsOf } from './table/ChipRack.js';
import { Felt } from './table/Felt.js';
import { usePays, useSummary } from './table/odds.js';
import { MyRounds, ResultBanner, useMyRounds } from './table/rounds.js';
import { Waiting } from './table/Waiting.js';

/** Log lines after which the account's wallet has changed. */
const WALLET_LINES = new Set(['seated', 'left', 'bought-in']);

export function TablePage({ id, role }: { id: string; role: WatchRole }) {
  const socket = useTableSocket(id, role);
  const summary = useSummary(id);
  const pays = usePays(summary);
  const { session, refresh } = useSession();
  const [amount, setAmount] = useState('10');
  const [buyIn, setBuyIn] = useState('500');
  const m = socket.last;
  const checked = useRef(0);
  useEffect(() => {
    const fresh = socket.lines.slice(checked.current);
    checked.current = socket.lines.length;
    if (fresh.some((l) => WALLET_LINES.has(l.type))) void refresh();
  }, [socket.lines, refresh]);

  const view = m?.view;
  const mySeat = m?.seat ?? null;
  const rounds = useMyRounds(socket.lines, m, mySeat);
  const limits = useMemo(() => limitsOf(view, summary), [view, summary]);
  return (
    <section class="panel table-page" data-role={role}>
      <h1 id="table-title">
        {view?.name ?? summary?.name ?? 'Table'} · table {id} ·{' '}
        {role === 'player' ? 'player' : `${role}'s console`}
      </h1>
      <div class="status" id="status" aria-live="polite">
        {socket.connection === 'reconnecting' ? (
          'disconnected; reconnecting…'
        ) : view ? (
          <>
            round {view.round} ·{' '}
            <span id="phase" data-phase={view.phase}>
              {phaseName(view.phase)}
            </span>
            {mySeat !== null ? <span id="my-seat"> · you are at seat {mySeat}</span> : null}
          </>
        ) : (
          'connecting…'
        )}
      </div>
      {m && view ? <Waiting message={m} view={view} role={role} /> : null}
      {role === 'player' && mySeat !== null ? <ResultBanner rounds={rounds} /> : null}
      {/* The chips before the layout: a chip is chosen, then an area clicked (and so in the tab order). */}
      {/* Shown while the player may wager (or take a seat): during a deal there is nothing to place. */}
      {role === 'player' &&
      view &&
      (mySeat === null || view.legalActions.some((a) => a.type === 'place-wager')) ? (
        <ChipRack amount={amount} set={setAmount} limits={limits} seated={mySeat !== null} />
      ) : null}
      {m && view ? (
        <Felt
          message={m}
          view={view}
          role={role}
          send={socket.send}
          amount={() => dollars(amount)}
          lines={socket.lines}
          summary={summary}
          pays={pays}
          sit={(seat) =>
            socket.send({
              type: 'sit',
              seat,
              name: session?.user.username ?? 'Player',
              chips: dollars(buyIn),
            })
          }
        />
      ) : (
        <div class="board" id="board" />
      )}
      <div class="controls">
        {limits ? <LimitsTable limits={limits} /> : null}
        {view ? (
          <Actions
            view={view}
            role={role}
            mySeat={mySeat}
            send={socket.send}
            buyIn={buyIn}
            setBuyIn={setBuyIn}
          />
        ) : (
          <div class="actions" id="actions" />
        )}
        {role === 'player' && mySeat !== null && view ? (
          <RedeemCoupon view={view} send={socket.send} />
        ) : null}
        <div id="feedback">
          <ErrorBox error={socket.refusal} />
        </div>
      </div>
      {role === 'player' && mySeat !== null ? <MyRounds rounds={rounds} /> : null}
      {role === 'dealer' || role === 'floorperson' ? (
        <Approvals table={id} role={role} pending={socket.approvals} phase={view?.phase} />
      ) : (
        <div class="approvals" id="approvals" />
      )}
      <h2 id="log-title">Table log</h2>
      <ul class="log" id="log" tabIndex={0} aria-labelledby="log-title">
        {socket.lines.map((l, i) => <LogLine key={i} line={l} />).reverse()}
      </ul>
    </section>
  );
}
