/** The logged-in account, shared by every page (the header shows it; the wallet changes as one plays). */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SessionInfo } from '../protocol/wire.js';

export interface SessionState {
  /** undefined while the first `GET /api/me` is on its way; null when nobody is logged in. */
  readonly session: SessionInfo | null | undefined;
  /** Asks the server again (after a buy-in, a cash-out ...). */
  readonly refresh: () => Promise<void>;
  readonly set: (session: SessionInfo | null) => void;
}

export const Session = createContext<SessionState>({
  session: undefined,
  refresh: async () => undefined,
  set: () => undefined,
});

export const useSession = (): SessionState => useContext(Session);

/** Staff accounts may open tables and use the dealer, floor and compliance consoles. */
export const isStaff = (s: SessionInfo | null | undefined): boolean => !!s && s.user.role !== 'player';
