/**
 * "Redeem a coupon" at a banked table (§ 525.22; proposed § 603a.21): the patron's Match Play Coupon,
 * by its serial, rides on a wager with at least its value in chips. The server asks the back office
 * (issued to a patron, unexpired, not redeemed, a wager its design and the game's betting area allow, a
 * dealer or boxperson signed in to accept it) and fills in the value; a refusal comes back with its
 * citation like any other.
 */
import { useState } from 'preact/hooks';
import { Cite } from '../../components/common.js';
import type { Command } from '../../layouts/types.js';
import { wagerName } from '../../names.js';

interface ViewLike {
  readonly kind?: unknown;
  readonly legalActions: readonly {
    readonly type: string;
    readonly params?: Readonly<Record<string, unknown>> | undefined;
  }[];
}

/** Dollars typed by a person as exact cents; NaN when it is not an amount. */
const cents = (text: string): number => {
  const m = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
};

export function RedeemCoupon({ view, send }: { view: ViewLike; send: (c: Command) => void }) {
  const kinds = [
    ...new Set(
      view.legalActions
        .filter((a) => a.type === 'place-wager' && typeof a.params?.['kind'] === 'string')
        .map((a) => String(a.params?.['kind'])),
    ),
  ];
  const [serial, setSerial] = useState('');
  const [kind, setKind] = useState('');
  const [chips, setChips] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A view that says nothing of its kind is a banked game's (every game but the poker rooms'); the
  // server decides either way.
  if (view.kind === 'non-banked' || !kinds.length) return null;
  const wager = kind || kinds[0] || '';
  const redeem = (e: Event): void => {
    e.preventDefault();
    const amount = cents(chips);
    if (!serial.trim()) return setProblem('the serial number printed on the coupon');
    if (!Number.isFinite(amount) || amount <= 0) return setProblem('chips at least the value on the coupon');
    setProblem(null);
    send({ type: 'place-wager', kind: wager, amount, coupon: { serial: serial.trim() } });
  };
  return (
    <details class="redeem-coupon" id="redeem-coupon">
      <summary>
        Redeem a Match Play Coupon <Cite c="§ 525.22" />
      </summary>
      <form class="form-row" onSubmit={redeem}>
        <label>
          Serial{' '}
          <input
            id="coupon-serial"
            value={serial}
            size={10}
            onInput={(e) => setSerial(e.currentTarget.value)}
          />
        </label>
        <label>
          On{' '}
          <select id="coupon-kind" value={wager} onChange={(e) => setKind(e.currentTarget.value)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {wagerName(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Chips ${' '}
          <input
            id="coupon-chips"
            value={chips}
            size={6}
            inputMode="decimal"
            onInput={(e) => setChips(e.currentTarget.value)}
          />
        </label>
        <button type="submit" id="coupon-redeem">
          Redeem on this wager
        </button>
        {problem ? (
          <span class="field-error" role="alert">
            {problem}
          </span>
        ) : null}
      </form>
    </details>
  );
}
