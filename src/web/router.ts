/** Hash routes: `#/`, `#/login`, `#/table/:id/:role`, `#/compliance/:id`, `#/training`, `#/admin`,
 * `#/backoffice/:section[/:arg/:query]`. */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'login' }
  | { readonly page: 'table'; readonly id: string; readonly role: string }
  | { readonly page: 'compliance'; readonly id: string }
  | { readonly page: 'training' }
  | { readonly page: 'admin' }
  | { readonly page: 'backoffice'; readonly section: string; readonly arg: string; readonly query: string };

export function parseRoute(hash: string): Route {
  const [page = '', a = '', b = '', c = ''] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  switch (page) {
    case 'login':
      return { page: 'login' };
    case 'table':
      return { page: 'table', id: a, role: b || 'player' };
    case 'compliance':
      return { page: 'compliance', id: a };
    case 'training':
      return { page: 'training' };
    case 'admin':
      return { page: 'admin' };
    case 'backoffice':
      return { page: 'backoffice', section: a, arg: b, query: c };
    default:
      return { page: 'lobby' };
  }
}

/** The current route and a counter that changes on every navigation (pages reload their data on it). */
export function useRoute(): { route: Route; visit: number } {
  const [state, setState] = useState(() => ({ route: parseRoute(location.hash), visit: 0 }));
  useEffect(() => {
    const on = (): void => setState((s) => ({ route: parseRoute(location.hash), visit: s.visit + 1 }));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return state;
}

export const go = (hash: string): void => {
  location.hash = hash;
};
