/**
 * Log in, or register a new player account. A new account's username and password are checked as the
 * server checks them (src/protocol/forms.ts) before anything is sent, each rule beside its field.
 */
import { useState } from 'preact/hooks';
import { Credentials, fieldProblems } from '../../protocol/forms.js';
import type { SessionInfo } from '../../protocol/wire.js';
import { api, type ApiError } from '../api.js';
import { ErrorBox } from '../components/common.js';
import { FormField } from '../components/FormField.js';
import { go } from '../router.js';
import { useSession } from '../session.js';

export function LoginPage() {
  const { set } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const submit = async (path: string): Promise<void> => {
    if (path === '/api/register') {
      const found = fieldProblems(Credentials, { username, password });
      setProblems(found);
      if (Object.keys(found).length) return;
    }
    const r = await api<SessionInfo>('POST', path, { username, password });
    if (!r.ok) return setError(r.error);
    set(r.body);
    go('#/');
  };
  return (
    <section class="panel narrow">
      <h1>Log in</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit('/api/login');
        }}
      >
        <FormField
          id="login-username"
          label="Username"
          name="username"
          autocomplete="username"
          value={username}
          problem={problems['username']}
          onInput={(e) => setUsername(e.currentTarget.value)}
        />
        <FormField
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autocomplete="current-password"
          value={password}
          problem={problems['password']}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
        <div>
          <button type="submit" id="login">
            Log in
          </button>{' '}
          <button type="button" id="register" onClick={() => void submit('/api/register')}>
            Register as a player
          </button>
        </div>
      </form>
      <ErrorBox error={error} />
    </section>
  );
}
