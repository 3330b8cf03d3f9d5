/** Props & Hops (ch. 668a): the Doubles and Any Number triangle, the Hop regions, the Six Eight Shake and its lammers. */
import type { PropsAndHopsView } from '../../protocol/views.js';
import { Cite } from '../components/common.js';
import { optionAt } from '../names.js';
import { DiceTray, Die, Pair, Puck, Spot, TrayLine } from './dice-parts.js';
import type { LayoutProps } from './types.js';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const HOPS = [
  ['top', 'hop-the-top', 'Hop the Top'],
  ['left', 'hop-the-left', 'Hop the Left'],
  ['right', 'hop-the-right', 'Hop the Right'],
  ['center', 'hop-the-center', 'Hop the Center'],
] as const;

export function PropsAndHopsLayout(props: LayoutProps<PropsAndHopsView>) {
  const { view: v } = props;
  const collected = new Set(v.lammersCollected);
  const boxes = v.lammerBoxes;
  const out = v.lammersOut;
  const regions = v.hopRegions;
  const dice = v.lastDice ?? [];
  const lammer = (c: string) =>
    out && boxes.includes(c) ? (
      collected.has(c) ? (
        <span
          class="lammer collected"
          data-lammer={c}
          data-text="✓"
          role="img"
          aria-label={`lammer on ${c} collected`}
          title={`lammer on ${c} collected`}
        />
      ) : (
        <Puck text="6·8" class="lammer" label={`Six Eight Shake lammer on ${c}`} />
      )
    ) : null;

  // The combination boxes as a triangle: the Doubles on the diagonal, the Any Number boxes above it.
  const cells = FACES.flatMap((low) =>
    FACES.map((high) => {
      const c = `${low}-${high}`;
      if (high < low) return <span key={c} class="combo-gap" />;
      const double = low === high;
      return (
        <Spot
          key={c}
          ctx={props}
          view={v}
          kind={double ? `double-${2 * low}` : `any-number-${c}`}
          name={double ? `Double ${low}-${low} (${2 * low} the hardway)` : `Any Number ${c}`}
          class={double ? 'double' : 'any'}
          data={{ combination: c }}
          extra={lammer(c)}
        >
          <Pair combination={c} />
        </Spot>
      );
    }),
  );

  return (
    <div class="dice-board ph-board" role="group" aria-label="Props & Hops layout">
      <div class="ph-top">
        <div>
          <div class="area-title">Doubles · Any Number</div>
          <div class="combos" role="group" aria-label="Doubles and Any Number">
            {cells}
          </div>
        </div>
        <div class="ph-side">
          <DiceTray
            title="last roll"
            dice={dice.map((f, i) => (
              <Die key={i} face={f} />
            ))}
          >
            {dice.length ? (
              <TrayLine>
                <span id="dice-total">{dice.reduce((a, b) => a + b, 0)}</span>
              </TrayLine>
            ) : null}
            <TrayLine>
              <span class="shaker-holder" id="shooter">
                {v.shooter !== null ? <span class="shaker" title="the shaker" /> : null}
                {v.shooter !== null ? ` shooter: seat ${v.shooter}` : 'no shooter'}
              </span>
            </TrayLine>
            <TrayLine>{v.offeredTo !== null ? `shaker offered to seat ${v.offeredTo}` : null}</TrayLine>
            <TrayLine>{v.dice ? `dice ${v.dice}` : null}</TrayLine>
          </DiceTray>
          <Spot ctx={props} view={v} kind="field" name="Field" class="field">
            FIELD<small>2 3 4 9 10 11 12</small>
          </Spot>
          <div class="ph-row">
            <Spot ctx={props} view={v} kind="one-six-and-under" name="1-6 and Under">
              1-6 AND UNDER
            </Spot>
            <Spot ctx={props} view={v} kind="three-four-and-over" name="3-4 and Over">
              3-4 AND OVER
            </Spot>
          </div>
        </div>
      </div>
      <div class="hops">
        {HOPS.map(([region, kind, name]) => (
          <Spot
            key={kind}
            ctx={props}
            view={v}
            kind={kind}
            name={`${name}: ${(regions[region] ?? []).join(', ')}`}
            class={`hop hop-${region}`}
          >
            {name.toUpperCase()}
            <span class="hop-combos">
              {(regions[region] ?? []).map((c) => (
                <Pair key={c} combination={c} />
              ))}
            </span>
          </Spot>
        ))}
      </div>
      <Spot
        ctx={props}
        view={v}
        kind="six-eight-shake"
        name={`Six Eight Shake, lammers ${out ? `out, ${collected.size} of ${boxes.length} collected` : 'in the rack'}`}
        class="shake"
      >
        SIX EIGHT SHAKE
        <span class="lammer-rack" id="lammer-rack">
          {boxes.map((c) => (
            <span
              key={c}
              class={`lammer-slot ${!out ? 'racked' : collected.has(c) ? 'collected' : 'out'}`}
              data-lammer={c}
              title={`${c}: ${!out ? 'in the rack' : collected.has(c) ? 'collected' : 'on the layout'}`}
            >
              <Pair combination={c} />
            </span>
          ))}
        </span>
      </Spot>
      {optionAt(props.options, 'sixEightShake') !== false ? (
        <div class="notice shake-notice" id="shake-notice">
          Six Eight Shake: wins when 1-5, 2-4, 3-3, 2-6, 3-5 and 4-4 are all thrown before a 7. You may take
          this wager down at any time before a 7 is rolled.
          <Cite c="§ 668a.2(b)(5)" />
        </div>
      ) : null}
    </div>
  );
}
