/**
 * The page shell: the header with the account and its wallet, and one page per route. The session is
 * asked for again on every navigation (a table's seat changes the wallet).
 */
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { SessionInfo } from '../protocol/wire.js';
import { formatCents } from '../protocol/wire.js';
import { api, setCsrf } from './api.js';
import { AdminPage } from './pages/Admin.js';
import { BackofficePage } from './pages/backoffice/Backoffice.js';
import { CompliancePage } from './pages/Compliance.js';
import { LobbyPage } from './pages/Lobby.js';
import { LoginPage } from './pages/Login.js';
import { TablePage } from './pages/Table.js';
import { TrainingPage } from './pages/Training.js';
import { go, useRoute, type Route } from './router.js';
import { Session, type SessionState } from './session.js';

const WATCH_ROLES = ['player', 'dealer', 'floorperson', 'compliance'] as const;
type WatchRole = (typeof WATCH_ROLES)[number];
const asRole = (r: string): WatchRole => WATCH_ROLES.find((x) => x === r) ?? 'player';

function Header({ session, onLogout }: { session: SessionInfo | null | undefined; onLogout: () => void }) {
  return (
    <header>
      <a href="#/" class="brand">
        Felt
      </a>
      <nav id="nav" aria-label="main">
        <a href="#/">Lobby</a>
        <a href="#/training">Training</a>
        {session && session.user.role !== 'player' ? <a href="#/backoffice">Back office</a> : null}
        {session?.user.role === 'admin' ? <a href="#/admin">Admin</a> : null}
      </nav>
      <span id="who">
        {session ? (
          <span>
            <b id="username">{session.user.username}</b> ({session.user.role}) · account{' '}
            <b id="wallet">{formatCents(session.wallet)}</b>{' '}
            <button type="button" onClick={onLogout}>
              Log out
            </button>
          </span>
        ) : session === null ? (
          <a href="#/login">Log in</a>
        ) : null}
      </span>
    </header>
  );
}

function Page({ route, visit }: { route: Route; visit: number }) {
  switch (route.page) {
    case 'login':
      return <LoginPage />;
    case 'table':
      return <TablePage key={`${route.id} ${route.role}`} id={route.id} role={asRole(route.role)} />;
    case 'compliance':
      return <CompliancePage key={route.id} id={route.id} />;
    case 'training':
      return <TrainingPage />;
    case 'admin':
      return <AdminPage />;
    case 'backoffice':
      return (
        <BackofficePage
          key={`${route.section} ${route.arg} ${route.query}`}
          section={route.section}
          arg={route.arg}
          query={route.query}
        />
      );
    case 'lobby':
      return <LobbyPage key={visit} />;
  }
}

export function App() {
  const { route, visit } = useRoute();
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);
  const set = useCallback((s: SessionInfo | null) => {
    setCsrf(s?.csrf);
    setSession(s);
  }, []);
  const refresh = useCallback(async () => {
    const r = await api<SessionInfo>('GET', '/api/me');
    set(r.ok ? r.body : null);
  }, [set]);
  useEffect(() => {
    void refresh();
  }, [visit, refresh]);
  const state = useMemo<SessionState>(() => ({ session, refresh, set }), [session, refresh, set]);
  const logout = (): void => {
    void api('POST', '/api/logout', {}).then(() => {
      set(null);
      go('#/login');
    });
  };
  return (
    <Session.Provider value={state}>
      <Header session={session} onLogout={logout} />
      <main id="main">
        {session === undefined ? (
          <p>Loading…</p>
        ) : session === null && route.page !== 'login' ? (
          <LoginPage />
        ) : (
          <Page route={route} visit={visit} />
        )}
      </main>
    </Session.Provider>
  );
}
