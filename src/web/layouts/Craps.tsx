/** Craps and Mini-Craps (ch. 623a): the number boxes, line and come areas, the Field, propositions, Bonus Craps, Fire Bet. */
import type { ComponentChildren } from 'preact';
import { formatCents } from '../../protocol/wire.js';
import { LimitsSchema, type CrapsView } from '../../protocol/views.js';
import { Cite } from '../components/common.js';
import { oddsText, optionAt, wagerName } from '../names.js';
import { DiceTray, Die, Pair, Puck, Spot, TrayLine } from './dice-parts.js';
import { commandOf, type LayoutProps } from './types.js';

const POINTS = [4, 5, 6, 8, 9, 10] as const;
const BOX_NAMES: Readonly<Record<number, string>> = { 4: '4', 5: '5', 6: 'SIX', 8: '8', 9: 'NINE', 10: '10' };
const HARDWAYS = [6, 10, 8, 4] as const;
const ONE_ROLL = [
  ['three', 'Three', '1-2', '3'],
  ['two', 'Two', '1-1', '2'],
  ['twelve', 'Twelve', '6-6', '12'],
  ['eleven', 'Eleven', '5-6', '11'],
] as const;

/** What each area pays under the table's Rules Submission (its paytables as options). */
export function crapsPays(options: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (kind: string, path: string): void => {
    const t = oddsText(optionAt(options, path));
    if (t) out[kind] = t;
  };
  for (const n of POINTS) {
    put(`place-${n}`, `placeToWin.${n}`);
    put(`place-to-lose-${n}`, `placeToLose.${n}`);
  }
  for (const n of HARDWAYS) put(`hardway-${n}`, `hardways.${n}`);
  for (const [kind, key] of [
    ['two', 'two'],
    ['three', 'three'],
    ['eleven', 'eleven'],
    ['twelve', 'twelve'],
    ['any-craps', 'anyCraps'],
    ['any-seven', 'anySeven'],
  ] as const)
    put(kind, `oneRoll.${key}`);
  put('big-6', 'big6And8');
  put('big-8', 'big6And8');
  const two = oddsText(optionAt(options, 'field.two'));
  const twelve = oddsText(optionAt(options, 'field.twelve'));
  const others = oddsText(optionAt(options, 'field.others'));
  if (two && twelve && others)
    out['field'] =
      two === twelve ? `${others}; 2 and 12 pay ${two}` : `${others}; 2 pays ${two}, 12 pays ${twelve}`;
  return out;
}

/** The Place, Buy and Lay Bets: those a player may call off for the come out roll. */
const PLACE_LIKE = /^(place|place-to-lose|buy|lay)-\d+$/;

export function CrapsLayout(outer: LayoutProps<CrapsView>) {
  const props = { ...outer, pays: { ...crapsPays(outer.options), ...outer.pays } };
  const { view: v } = props;
  // On a come out roll, whether the player's Place, Buy and Lay Bets are working or called off.
  const standing = v.wagers.filter((w) => w.seat === props.mySeat && PLACE_LIKE.test(w.kind));
  // The player's on/off control for them (§ 623a.3(a)(42); ruling R46): each call the table allows now.
  const calls = v.legalActions.filter(
    (a) =>
      (a.type === 'call-place-bet' || a.type === 'call-lay-bet') &&
      a.actor.seat === props.mySeat &&
      typeof a.params?.['kind'] === 'string',
  );
  const fire = optionAt(outer.options, 'fireBet');
  const fireLimit = LimitsSchema.safeParse(v.limits).data?.['fire-bet'];
  const min = optionAt(outer.options, 'minimumWager');
  const max = optionAt(outer.options, 'maximumWager');
  const point = v.puck;
  const areas = v.layoutAreas;
  const bar = areas.dontBar === 2 ? '1-1' : '6-6';
  const dice = v.lastDice ?? [];
  const markers = new Set(v.bonusMarkers);
  const firePoints = new Set(v.firePointsMade);
  const total = dice.reduce((a, b) => a + b, 0);
  const S = (p: {
    kind: string;
    name: string;
    cls?: string;
    chipsOf?: string[];
    children?: ComponentChildren;
  }) => (
    <Spot ctx={props} view={v} kind={p.kind} name={p.name} class={p.cls ?? ''} chipsOf={p.chipsOf ?? []}>
      {p.children}
    </Spot>
  );
  const marker = (n: number) => (
    <span
      key={n}
      class={`marker${markers.has(n) ? ' lit' : ''}`}
      data-marker={n}
      title={markers.has(n) ? `${n} has been rolled` : `${n} not yet rolled`}
    >
      {n}
    </span>
  );

  return (
    <div
      class="dice-board craps-board"
      role="group"
      aria-label={`${v.name ?? 'Craps'} layout`}
      data-point={point === null ? 'off' : String(point)}
    >
      <div class="craps-top">
        <div class="craps-main">
          <div class="point-row">
            <div class="puck-home">
              {point === null ? (
                <Puck text="OFF" class="off" label="the puck is OFF: the next roll is a come out roll" />
              ) : null}
            </div>
            {POINTS.map((n) => (
              <div class="point-col" data-number={n} key={n}>
                <div class="dont-strip">
                  {areas.layBet
                    ? S({ kind: `lay-${n}`, name: `Lay ${n}`, cls: 'mini', children: 'Lay' })
                    : null}
                  {S({
                    kind: `place-to-lose-${n}`,
                    name: `Place ${n} to lose`,
                    cls: 'mini',
                    children: 'to Lose',
                  })}
                  {S({
                    kind: `dont-come-odds-${n}`,
                    name: `Don't Come odds on ${n}`,
                    cls: 'mini',
                    chipsOf: [`dont-come-${n}`],
                    children: 'DC',
                  })}
                </div>
                {S({
                  kind: `place-${n}`,
                  name: `Place ${n}`,
                  cls: 'number-box',
                  chipsOf: [`come-${n}`],
                  children: (
                    <>
                      {point === n ? (
                        <Puck text="ON" class="on" label={`the puck is ON ${n}: the point is ${n}`} />
                      ) : null}
                      <span class="box-number">{BOX_NAMES[n] ?? String(n)}</span>
                    </>
                  ),
                })}
                {S({ kind: `come-odds-${n}`, name: `Come odds on ${n}`, cls: 'mini', children: 'Come odds' })}
                {areas.buyBet
                  ? S({ kind: `buy-${n}`, name: `Buy ${n}`, cls: 'mini', children: 'Buy' })
                  : null}
              </div>
            ))}
          </div>
          <div class="craps-row come-row">
            {S({
              kind: 'dont-come',
              name: "Don't Come",
              cls: 'dont-come',
              children: (
                <>
                  DON'T COME BAR <Pair combination={bar} />
                </>
              ),
            })}
            {S({ kind: 'come', name: 'Come', cls: 'come', children: 'COME' })}
          </div>
          {S({
            kind: 'field',
            name: 'Field',
            cls: 'field',
            children: (
              <>
                FIELD<small>2 · 3 · 4 · 9 · 10 · 11 · 12</small>
              </>
            ),
          })}
          <div class="craps-row line-row">
            {S({ kind: 'big-6', name: 'Big 6', cls: 'big', children: 'BIG 6' })}
            {S({ kind: 'big-8', name: 'Big 8', cls: 'big', children: 'BIG 8' })}
            {S({
              kind: 'dont-pass',
              name: "Don't Pass",
              cls: 'dont-pass',
              children: (
                <>
                  DON'T PASS BAR <Pair combination={bar} />
                </>
              ),
            })}
            {S({ kind: 'dont-pass-odds', name: "Don't Pass odds", cls: 'odds', children: 'odds' })}
          </div>
          <div class="craps-row line-row">
            {S({ kind: 'pass', name: 'Pass Line', cls: 'pass', children: 'PASS LINE' })}
            {S({ kind: 'pass-odds', name: 'Pass Line odds', cls: 'odds', children: 'odds' })}
          </div>
        </div>
        <div class="craps-side">
          <DiceTray
            title="last roll"
            dice={dice.map((f, i) => (
              <Die key={i} face={f} />
            ))}
          >
            {dice.length ? (
              <TrayLine>
                <span id="dice-total">{total}</span>
              </TrayLine>
            ) : null}
            <TrayLine>{v.shooter !== null ? `shooter: seat ${v.shooter}` : 'no shooter'}</TrayLine>
            <TrayLine>{point === null ? 'puck OFF (come out)' : `point ${point}`}</TrayLine>
            {point === null && standing.length ? (
              <TrayLine>
                <span id="working">
                  {standing.filter((w) => !w.off).length
                    ? `working this come out: ${standing
                        .filter((w) => !w.off)
                        .map((w) => wagerName(w.kind))
                        .join(', ')}`
                    : ''}
                  {standing.some((w) => w.off)
                    ? ` · called off: ${standing
                        .filter((w) => w.off)
                        .map((w) => wagerName(w.kind))
                        .join(', ')}`
                    : ''}
                </span>
              </TrayLine>
            ) : null}
          </DiceTray>
          {calls.length ? (
            <div class="off-calls" id="off-calls" role="group" aria-label="Place, Buy and Lay Bets on or off">
              <div class="area-title">on the come out roll</div>
              {calls.map((a) => {
                const kind = String(a.params?.['kind']);
                const off = a.params?.['off'] === true;
                return (
                  <button
                    type="button"
                    key={`${a.type} ${kind}`}
                    class={`off-call ${off ? 'to-off' : 'to-on'}`}
                    data-kind={kind}
                    data-off={String(off)}
                    title={a.citation ?? ''}
                    onClick={() => props.send(commandOf(a))}
                  >
                    {wagerName(kind)}: {off ? 'call OFF' : 'back ON'}
                  </button>
                );
              })}
            </div>
          ) : null}
          <div class="props">
            <div class="area-title">one roll · hardways</div>
            {S({ kind: 'any-seven', name: 'Any Seven', cls: 'prop wide', children: 'SEVEN' })}
            <div class="prop-grid">
              {HARDWAYS.map((n) => (
                <Spot key={n} ctx={props} view={v} kind={`hardway-${n}`} name={`Hard ${n}`} class="prop">
                  <Pair combination={`${n / 2}-${n / 2}`} />
                  <small>hard {n}</small>
                </Spot>
              ))}
            </div>
            <div class="prop-grid">
              {ONE_ROLL.map(([kind, name, pair, label]) => (
                <Spot key={kind} ctx={props} view={v} kind={kind} name={name} class="prop">
                  <Pair combination={pair} />
                  <small>{label}</small>
                </Spot>
              ))}
            </div>
            {S({ kind: 'any-craps', name: 'Any Craps', cls: 'prop wide', children: 'ANY CRAPS' })}
            {areas.horn ? (
              <div class="prop-grid horn">
                {S({ kind: 'horn', name: 'Horn', cls: 'prop wide', children: 'HORN' })}
                {[2, 3, 11, 12].map((n) => (
                  <Spot
                    key={n}
                    ctx={props}
                    view={v}
                    kind={`horn-high-${n}`}
                    name={`Horn High ${n}`}
                    class="prop"
                  >
                    <small>horn high {n}</small>
                  </Spot>
                ))}
              </div>
            ) : null}
            {areas.world ? S({ kind: 'world', name: 'World', cls: 'prop wide', children: 'WORLD' }) : null}
          </div>
        </div>
      </div>
      {areas.bonusCraps || areas.fireBet ? (
        <div class="craps-row bonus-row">
          {areas.bonusCraps ? (
            <div class="bonus">
              <div class="area-title">Bonus Craps</div>
              <div
                class="markers"
                id="bonus-markers"
                role="img"
                aria-label={`marker buttons on ${[...markers].join(', ') || 'no number yet'}`}
              >
                {[2, 3, 4, 5, 6].map(marker)}
                <span class="marker seven">7</span>
                {[8, 9, 10, 11, 12].map(marker)}
              </div>
              <div class="craps-row">
                {S({
                  kind: 'all-small',
                  name: 'All Small',
                  cls: 'bonus-spot',
                  children: (
                    <>
                      ALL SMALL<small>2 3 4 5 6</small>
                    </>
                  ),
                })}
                {S({
                  kind: 'all-or-nothing-at-all',
                  name: 'All or Nothing at All',
                  cls: 'bonus-spot',
                  children: 'ALL OR NOTHING AT ALL',
                })}
                {S({
                  kind: 'all-tall',
                  name: 'All Tall',
                  cls: 'bonus-spot',
                  children: (
                    <>
                      ALL TALL<small>8 9 10 11 12</small>
                    </>
                  ),
                })}
              </div>
            </div>
          ) : null}
          {areas.fireBet ? (
            <div class="bonus">
              <div class="area-title">Fire Bet</div>
              {/* The inside wall of the table, visible to every player position (623a.2(d)(4)(iii)). */}
              <div class="notice fire-notice" id="fire-notice">
                {fire && typeof fire === 'object' ? (
                  <span>
                    {(['4', '5', '6'] as const)
                      .map((n) => `${n} points: ${oddsText(optionAt(fire, n)) ?? '?'}`)
                      .join(' · ')}
                  </span>
                ) : null}
                <span>Fire Bets are accepted only before a shooter's first come out roll.</span>
                {fireLimit || (typeof min === 'number' && typeof max === 'number') ? (
                  <span>
                    Fire Bet limits:{' '}
                    {fireLimit
                      ? `${formatCents(fireLimit.min)} to ${formatCents(fireLimit.max)}`
                      : `${formatCents(min as number)} to ${formatCents(max as number)}`}
                  </span>
                ) : null}
                <Cite c="§ 623a.2(d)(4)(iii)" />
              </div>
              {S({
                kind: 'fire-bet',
                name: `Fire Bet, points made ${[...firePoints].join(', ') || 'none'}`,
                cls: 'fire',
                children: (
                  <>
                    FIRE BET
                    <span class="markers">
                      {POINTS.map((n) => (
                        <span key={n} class={`marker${firePoints.has(n) ? ' lit' : ''}`} data-fire={n}>
                          {n}
                        </span>
                      ))}
                    </span>
                  </>
                ),
              })}
            </div>
          ) : null}
        </div>
      ) : null}
      <div class="notice no-call" id="no-call-bets">
        NO CALL BETS <Cite c="§ 623a.2(d)(3)" />
      </div>
    </div>
  );
}
