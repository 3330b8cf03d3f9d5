/**
 * Three Dice Football (ch. 661a): the field with the Yard Marker, the Down and Game Length Pucks, the
 * full-game and single-play areas, two green Offensive Dice and the red Defensive Die.
 */
import type { ThreeDiceFootballView } from '../../protocol/views.js';
import { DiceTray, Die, Puck, Spot, TrayLine } from './dice-parts.js';
import type { LayoutProps } from './types.js';

const DOWNS = ['1st Down', '2nd Down', '3rd Down', '1st & Goal', '2nd & Goal', '3rd & Goal', 'Extra Point'];
const FULL_GAME = [
  ['touchdown', 'Touchdown'],
  ['defense', 'Defense'],
  ['extra-point', 'Extra Point'],
  ['quick-strike-td', 'Quick Strike TD'],
  ['game-changer', 'Game Changer'],
] as const;
const SINGLE_PLAY = [
  ['trips-td', 'Trips TD'],
  ['penalty', 'Penalty'],
  ['turnover', 'Turnover'],
  ['cover-three', 'Cover Three'],
  ['no-gain', 'No Gain'],
  ['big-play', 'Big Play'],
  ['over-four-yards', 'Over Four Yards'],
  ['under-four-yards', 'Under Four Yards'],
] as const;
/** The yards printed on the field, 661a.2(b)(4). */
const YARDS = Array.from({ length: 23 }, (_, i) => i + 1);

export function ThreeDiceFootballLayout(props: LayoutProps<ThreeDiceFootballView>) {
  const { view: v } = props;
  const yard = v.yardMarker;
  const down = v.phase === 'extra-point' ? 'Extra Point' : v.downPuck;
  const length = v.gameLengthPuck;
  const thrown = v.lastThrow ?? [];
  const marker = (
    <span class="yard-marker" id="yard-marker" role="img" aria-label={`Yard Marker: ${yard} yards to go`}>
      ▼
    </span>
  );
  const wagers = (title: string, rows: readonly (readonly [string, string])[], cls: string) => (
    <div class={`wager-group ${cls}`}>
      <div class="area-title">{title}</div>
      <div class="wager-grid">
        {rows.map(([kind, name]) => (
          <Spot key={kind} ctx={props} view={v} kind={kind} name={name}>
            {name.toUpperCase()}
          </Spot>
        ))}
      </div>
    </div>
  );
  return (
    <div
      class="dice-board football-board"
      role="group"
      aria-label="Three Dice Football layout"
      data-down={down}
      data-play={String(length)}
    >
      <div
        class="gridiron"
        data-yard-marker={yard}
        role="group"
        aria-label={`football field, ${yard} yards to go`}
      >
        <div class="end-zone" data-yard="0">
          <span>END ZONE</span>
          {yard <= 0 ? marker : null}
        </div>
        {YARDS.map((n) => (
          <div
            key={n}
            class={`yard${n === 10 || n === 20 ? ' line' : ''}${n === 20 ? ' circle' : ''}`}
            data-yard={n}
            {...(n === 10 || n === 20 ? { 'data-line': String(n) } : {})}
          >
            <span class="yard-no">{n}</span>
            {yard === n ? marker : null}
          </div>
        ))}
        {/* The far half of the field: its 20 and 10 yard lines and its end zone (661a.2(b)(4)). */}
        <div class="yard line far" data-line="20" aria-hidden="true">
          <span class="yard-no">20</span>
        </div>
        <div class="yard line far" data-line="10" aria-hidden="true">
          <span class="yard-no">10</span>
        </div>
        <div class="end-zone far" aria-hidden="true">
          <span>END ZONE</span>
        </div>
      </div>
      <div class="tdf-row">
        <div class="downs" role="group" aria-label={`Down Puck on ${down}`}>
          {DOWNS.map((d) => (
            <div key={d} class={`down${d === down ? ' here' : ''}`} data-down={d}>
              {d}
              {d === down ? <Puck text="DOWN" class="on" label={`Down Puck: ${d}`} /> : null}
            </div>
          ))}
        </div>
        <DiceTray
          title={v.phase === 'extra-point' ? 'extra point roll' : 'last throw'}
          dice={[
            ...thrown.slice(0, 2).map((f, i) => <Die key={`g${i}`} face={f} colour="green" />),
            ...thrown.slice(2, 3).map((f) => <Die key="r" face={f} colour="red" />),
          ]}
        >
          <TrayLine>
            {v.quarterback !== null ? (
              <span id="quarterback">Quarterback: seat {v.quarterback}</span>
            ) : v.offeredTo !== null ? (
              `dice offered to seat ${v.offeredTo}`
            ) : (
              'no Quarterback'
            )}
          </TrayLine>
          <TrayLine>
            {v.selection
              ? `selected ${v.selection.offensive.join(' ')} (green) ${v.selection.defensive} (red)`
              : null}
          </TrayLine>
          <TrayLine>{v.diceSet ? `set ${v.diceSet}` : null}</TrayLine>
        </DiceTray>
      </div>
      <div class="game-length" role="group" aria-label={`Game Length Puck on play ${length}`}>
        <div class="area-title">Game Length</div>
        <div class="length-row">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Spot
              key={n}
              ctx={props}
              view={v}
              kind={`game-length-${n}`}
              name={`Game Length ${n}`}
              class="length"
              data={{ play: String(n) }}
            >
              <span class="length-no">{n}</span>
              {length === n ? <Puck text="PLAY" class="on" label={`Game Length Puck: play ${n}`} /> : null}
            </Spot>
          ))}
        </div>
      </div>
      <div class="tdf-row">
        {wagers('Full game', FULL_GAME, 'full-game')}
        {wagers('Single play', SINGLE_PLAY, 'single-play')}
      </div>
    </div>
  );
}
