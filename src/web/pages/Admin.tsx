/** Administration: accounts, the cashier, disabling accounts, and the ledger's conservation check. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { formatCents } from '../../protocol/wire.js';
import { api, dollars, type ApiError, type ApiResult } from '../api.js';
import { ACCOUNT_ROLES, Deposit, NewAccount, fieldProblems } from '../../protocol/forms.js';
import { ErrorBox, Ok, ScrollX } from '../components/common.js';
import { FormField } from '../components/FormField.js';

interface Ledger {
  readonly sum: number;
  readonly conserved: boolean;
  readonly cacheAgrees: boolean;
  readonly balances: Readonly<Record<string, number>>;
}

type Outcome =
  { readonly ok: true; readonly text: ComponentChildren } | { readonly ok: false; readonly error: ApiError };

export function AdminPage() {
  const [user, setUser] = useState({ username: '', password: '', role: 'player' });
  const [deposit, setDeposit] = useState({ username: '', amount: '' });
  const [target, setTarget] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [userProblems, setUserProblems] = useState<Readonly<Record<string, string>>>({});
  const [depositProblems, setDepositProblems] = useState<Readonly<Record<string, string>>>({});
  const show =
    <T,>(text: (body: T) => ComponentChildren) =>
    (r: ApiResult<T>): void =>
      setOutcome(r.ok ? { ok: true, text: text(r.body) } : { ok: false, error: r.error });
  const setDisabled = (disabled: boolean) => (): void =>
    void api('POST', `/api/users/${encodeURIComponent(target)}/disabled`, { disabled }).then(
      show(() => `${target} is ${disabled ? 'disabled: its sessions are ended' : 'enabled'}.`),
    );
  const create = (): void => {
    const found = fieldProblems(NewAccount, user);
    setUserProblems(found);
    if (Object.keys(found).length) return;
    void api<{ username?: string; role?: string }>('POST', '/api/users', user).then(
      show((b) => `Created the ${b.role ?? user.role} account ${b.username ?? user.username}.`),
    );
  };
  const credit = (): void => {
    const body = { username: deposit.username, amount: dollars(deposit.amount) };
    const found = fieldProblems(Deposit, body);
    setDepositProblems(
      deposit.amount.trim() === '' || Number.isNaN(body.amount)
        ? { ...found, amount: 'an amount in dollars' }
        : found,
    );
    if (Object.keys(found).length || Number.isNaN(body.amount)) return;
    void api<{ wallet: number }>('POST', '/api/cashier/deposit', body).then(
      show((b) => `${deposit.username}'s account now holds ${formatCents(b.wallet)}.`),
    );
  };
  return (
    <section class="panel">
      <h1>Admin</h1>
      <h2>Create an account</h2>
      <div class="form-row">
        <FormField
          id="new-username"
          label="Username"
          value={user.username}
          problem={userProblems['username']}
          onInput={(e) => setUser({ ...user, username: e.currentTarget.value })}
        />
        <FormField
          id="new-password"
          label="Password (8 or more characters)"
          type="password"
          autocomplete="new-password"
          value={user.password}
          problem={userProblems['password']}
          onInput={(e) => setUser({ ...user, password: e.currentTarget.value })}
        />
        <div class="form-field">
          <label for="new-role">Role</label>
          <select
            id="new-role"
            value={user.role}
            onChange={(e) => setUser({ ...user, role: e.currentTarget.value })}
          >
            {ACCOUNT_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="button" id="create-account" onClick={create}>
          Create
        </button>
      </div>
      <h2>Cashier: credit a player account</h2>
      <div class="form-row">
        <FormField
          id="deposit-username"
          label="Username"
          value={deposit.username}
          problem={depositProblems['username']}
          onInput={(e) => setDeposit({ ...deposit, username: e.currentTarget.value })}
        />
        <FormField
          id="deposit-amount"
          label="Amount ($)"
          inputMode="decimal"
          value={deposit.amount}
          problem={depositProblems['amount']}
          onInput={(e) => setDeposit({ ...deposit, amount: e.currentTarget.value })}
        />
        <button type="button" id="credit" onClick={credit}>
          Credit
        </button>
      </div>
      <h2>Disable or enable an account</h2>
      <div class="form-row">
        <FormField
          id="disable-username"
          label="Username"
          value={target}
          problem={undefined}
          onInput={(e) => setTarget(e.currentTarget.value)}
        />
        <button type="button" onClick={setDisabled(true)}>
          Disable
        </button>
        <button type="button" onClick={setDisabled(false)}>
          Enable
        </button>
      </div>
      <h2>Ledger</h2>
      <button type="button" onClick={() => void api<Ledger>('GET', '/api/ledger').then(show(LedgerReport))}>
        Check conservation
      </button>
      <div id="admin-result">
        {outcome === undefined ? null : outcome.ok ? (
          <Ok>{outcome.text}</Ok>
        ) : (
          <ErrorBox error={outcome.error} />
        )}
      </div>
    </section>
  );
}

/** The ledger check in dollars: the sum of every account (zero when chips are conserved) and each balance. */
function LedgerReport(l: Ledger) {
  return (
    <>
      <div id="ledger-status">
        {l.conserved ? 'Conserved' : 'NOT conserved'}: the accounts sum to {formatCents(l.sum)};{' '}
        {l.cacheAgrees
          ? 'the cached balances agree with the postings.'
          : 'the cached balances DISAGREE with the postings.'}
      </div>
      <ScrollX label="ledger balances">
        <table id="ledger-balances">
          <thead>
            <tr>
              <th>account</th>
              <th>balance</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(l.balances).map(([account, cents]) => (
              <tr key={account}>
                <td>
                  <code>{account}</code>
                </td>
                <td>{formatCents(cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </>
  );
}
