/// <reference lib="dom" />
/**
 * The browser app: lobby, table (player seat or dealer/floorperson console), compliance view with the
 * event log, replay and verification, dealer training. Plain DOM, no framework; it imports only the
 * wire protocol. Everything a player may do comes from the `legalActions` of the view the server sends.
 */
import {
  formatCents,
  type ServerMessage,
  type SessionInfo,
  type TableSummary,
  type WatchRole,
  type WireApproval,
  type WireDrill,
  type WireGrade,
  type WireLegalAction,
  type WireLine,
  type WireView,
} from '../protocol/wire.js';
import { card, h } from './dom.js';
import { boardFor } from './layouts.js';

const main = (): HTMLElement => document.getElementById('main') as HTMLElement;
let session: SessionInfo | undefined;
let cleanup: (() => void) | undefined;

interface ApiError {
  code: string;
  message: string;
  citation?: string;
  violations?: { path: string; code: string; message: string; citation?: string }[];
}

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ok: boolean; status: number; body: T & Partial<ApiError> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers['x-csrf-token'] = session.csrf;
  const r = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  return { ok: r.ok, status: r.status, body: (text ? JSON.parse(text) : {}) as T & Partial<ApiError> };
}

const dollars = (text: string): number => Math.round(Number(text) * 100);

function errorBox(e: Partial<ApiError> | undefined): HTMLElement {
  const box = h('div', { class: 'error', role: 'alert' });
  if (!e) return box;
  box.append(
    h(
      'div',
      {},
      `${e.message ?? 'error'} `,
      e.code ? h('code', {}, e.code) : null,
      e.citation ? h('span', { class: 'cite' }, e.citation) : null,
    ),
  );
  for (const v of e.violations ?? [])
    box.append(
      h(
        'div',
        { class: 'violation' },
        h('code', {}, v.path),
        ` ${v.message} `,
        h('code', {}, v.code),
        v.citation ? h('span', { class: 'cite' }, v.citation) : null,
      ),
    );
  return box;
}

// ---------------------------------------------------------------- cards

// ---------------------------------------------------------------- header

async function refreshSession(): Promise<void> {
  const r = await api<SessionInfo>('GET', '/api/me');
  session = r.ok ? r.body : undefined;
  const who = document.getElementById('who');
  const nav = document.getElementById('nav');
  if (nav) {
    nav.replaceChildren(h('a', { href: '#/' }, 'Lobby'), h('a', { href: '#/training' }, 'Training'));
    if (session?.user.role === 'admin') nav.append(h('a', { href: '#/admin' }, 'Admin'));
  }
  if (who)
    who.replaceChildren(
      session
        ? h(
            'span',
            {},
            h('b', { id: 'username' }, session.user.username),
            ` (${session.user.role}) · account `,
            h('b', { id: 'wallet' }, formatCents(session.wallet)),
            ' ',
            h(
              'button',
              {
                onclick: () =>
                  void api('POST', '/api/logout', {}).then(() => {
                    session = undefined;
                    location.hash = '#/login';
                    void route();
                  }),
              },
              'Log out',
            ),
          )
        : h('a', { href: '#/login' }, 'Log in'),
    );
}

// ---------------------------------------------------------------- login

function loginPage(): void {
  const user = h('input', {
    name: 'username',
    id: 'login-username',
    autocomplete: 'username',
  }) as HTMLInputElement;
  const pass = h('input', {
    name: 'password',
    id: 'login-password',
    type: 'password',
    autocomplete: 'current-password',
  }) as HTMLInputElement;
  const out = h('div');
  const go = async (path: string): Promise<void> => {
    const r = await api<SessionInfo>('POST', path, { username: user.value, password: pass.value });
    if (!r.ok) return void out.replaceChildren(errorBox(r.body));
    session = r.body;
    location.hash = '#/';
  };
  main().replaceChildren(
    h(
      'section',
      { class: 'panel narrow' },
      h('h1', {}, 'Log in'),
      h('label', {}, 'Username ', user),
      h('label', {}, 'Password ', pass),
      h(
        'div',
        {},
        h('button', { id: 'login', onclick: () => void go('/api/login') }, 'Log in'),
        ' ',
        h('button', { id: 'register', onclick: () => void go('/api/register') }, 'Register as a player'),
      ),
      out,
    ),
  );
}

// ---------------------------------------------------------------- lobby

interface GameInfo {
  id: string;
  name: string;
  chapter: string;
  options: { path: string; description: string; default: unknown; allowed: string; citation: string }[];
  drills: string[];
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let o = obj;
  for (const p of parts.slice(0, -1)) o = (o[p] ??= {}) as Record<string, unknown>;
  o[parts[parts.length - 1] ?? path] = value;
}

function limitsText(options: unknown): string {
  const limits = (options as { limits?: Record<string, { min: number; max: number }> } | null)?.limits;
  if (!limits) return '';
  const main = limits['player'] ?? Object.values(limits)[0];
  return main ? `${formatCents(main.min)}–${formatCents(main.max)}` : '';
}

async function lobbyPage(): Promise<void> {
  const [tables, games] = await Promise.all([
    api<TableSummary[]>('GET', '/api/tables'),
    api<GameInfo[]>('GET', '/api/games'),
  ]);
  const staff = session && session.user.role !== 'player';
  const rows = (tables.body as TableSummary[]).map((t) => {
    // A table another server process serves is opened there (the session is shared through the database).
    const at = t.servedBy ?? '';
    return h(
      'tr',
      { 'data-table': t.id },
      h('td', {}, h('code', {}, t.id)),
      h('td', {}, `${t.name} (ch. ${t.chapter})`),
      h('td', {}, t.automated ? 'automated' : 'live dealer'),
      h('td', {}, limitsText(t.options)),
      h('td', {}, `${t.seatsTaken}/${t.seats ?? '?'}`),
      h('td', {}, `${t.round} · ${t.phase}`),
      h(
        'td',
        {},
        h('a', { href: `${at}#/table/${t.id}/player`, class: 'play' }, 'Play'),
        ' ',
        staff ? h('a', { href: `${at}#/table/${t.id}/dealer` }, 'Dealer') : null,
        ' ',
        staff ? h('a', { href: `${at}#/table/${t.id}/floorperson` }, 'Floor') : null,
        ' ',
        staff ? h('a', { href: `${at}#/compliance/${t.id}`, class: 'compliance' }, 'Compliance') : null,
      ),
    );
  });
  const list = h(
    'section',
    { class: 'panel' },
    h('h1', {}, 'Open tables'),
    rows.length
      ? h(
          'table',
          { id: 'lobby-tables' },
          h(
            'tr',
            {},
            ...['Table', 'Game', 'Dealing', 'Limits', 'Seats', 'Round · phase', ''].map((x) =>
              h('th', {}, x),
            ),
          ),
          ...rows,
        )
      : h('p', { id: 'lobby-empty' }, 'No table is open.'),
  );
  main().replaceChildren(list);
  if (staff) main().append(openTableForm(games.body as GameInfo[]));
}

function openTableForm(games: GameInfo[]): HTMLElement {
  const select = h(
    'select',
    { id: 'open-game' },
    ...games.map((g) => h('option', { value: g.id }, `${g.name} (ch. ${g.chapter})`)),
  ) as HTMLSelectElement;
  const automated = h('input', { type: 'checkbox', id: 'open-automated', checked: true }) as HTMLInputElement;
  const fields = h('div', { class: 'options' });
  const json = h('textarea', {
    id: 'open-json',
    rows: '4',
    placeholder: 'or paste / upload a Rules Submission JSON document',
  }) as HTMLTextAreaElement;
  const file = h('input', { type: 'file', accept: 'application/json' }) as HTMLInputElement;
  const out = h('div', { id: 'open-result' });
  const inputs = new Map<string, HTMLInputElement>();
  const draw = (): void => {
    const g = games.find((x) => x.id === select.value);
    inputs.clear();
    fields.replaceChildren(
      ...(g?.options ?? []).map((o) => {
        const input = h('input', {
          name: o.path,
          value: o.default === undefined ? '' : JSON.stringify(o.default),
        }) as HTMLInputElement;
        inputs.set(o.path, input);
        return h(
          'label',
          { class: 'option', title: o.description },
          h('span', {}, o.path),
          input,
          h('small', {}, `${o.allowed} `, h('span', { class: 'cite' }, o.citation)),
        );
      }),
    );
  };
  select.addEventListener('change', draw);
  file.addEventListener('change', () => void file.files?.[0]?.text().then((t) => (json.value = t)));
  draw();
  const doc = (): unknown => {
    if (json.value.trim()) return JSON.parse(json.value) as unknown;
    const options: Record<string, unknown> = {};
    for (const [path, input] of inputs) {
      if (input.value.trim() === '') continue;
      let v: unknown;
      try {
        v = JSON.parse(input.value);
      } catch {
        v = input.value;
      }
      setPath(options, path, v);
    }
    return { game: select.value, options };
  };
  const submit = async (open: boolean): Promise<void> => {
    let d: unknown;
    try {
      d = doc();
    } catch (e) {
      return void out.replaceChildren(errorBox({ code: 'malformed_json', message: String(e) }));
    }
    const r = open
      ? await api<TableSummary>('POST', '/api/tables', { rules: d, automated: automated.checked })
      : await api<{ ok: boolean; violations?: ApiError['violations'] }>('POST', '/api/rules/validate', d);
    const body = r.body as { ok?: boolean; violations?: ApiError['violations']; id?: string };
    if (!r.ok || body.ok === false)
      return void out.replaceChildren(
        errorBox({
          code: 'rules_submission_rejected',
          message: 'The Rules Submission breaks the regulation:',
          ...(body.violations ? { violations: body.violations } : {}),
          ...(r.body.message && !body.violations ? { message: r.body.message } : {}),
        }),
      );
    if (open) void lobbyPage();
    else out.replaceChildren(h('div', { class: 'ok' }, 'The Rules Submission is valid.'));
  };
  return h(
    'section',
    { class: 'panel' },
    h('h2', {}, 'Open a table'),
    h('label', {}, 'Game ', select),
    h('label', {}, automated, ' automated (the engine deals)'),
    fields,
    json,
    file,
    h(
      'div',
      {},
      h('button', { id: 'validate', onclick: () => void submit(false) }, 'Validate'),
      ' ',
      h('button', { id: 'open-table', onclick: () => void submit(true) }, 'Open table'),
    ),
    out,
  );
}

// ---------------------------------------------------------------- table

interface Seat {
  seat: number;
  name: string;
  chips: number;
}
interface Wager {
  seat: number;
  kind: string;
  amount: number;
}
interface HandView {
  cards: (string | null)[];
  points: number | null;
}

function handBox(name: string, hand: HandView | undefined): HTMLElement {
  return h(
    'div',
    { class: `hand ${name.toLowerCase().replace(/\W+/g, '-')}` },
    h('h3', {}, name),
    h('div', { class: 'cards' }, ...(hand?.cards ?? []).map(card)),
    h(
      'div',
      { class: 'points' },
      hand && hand.points !== null ? `${hand.points} points` : hand?.cards.length ? '?' : '',
    ),
  );
}

function actionKey(a: WireLegalAction): string {
  return `${a.type} ${JSON.stringify(a.params ?? {})}`;
}

function tablePage(id: string, role: WatchRole): void {
  let ws: WebSocket | undefined;
  let lastSeq = 0;
  let closed = false;
  let nextId = 0;
  let mySeat: number | null = null;
  let lastHands: { round: number; hands: { player?: HandView; banker?: HandView } } | undefined;
  const status = h('div', { class: 'status', id: 'status' }, 'connecting…');
  const board = h('div', { class: 'board', id: 'board' });
  const actions = h('div', { class: 'actions', id: 'actions' });
  const feedback = h('div', { id: 'feedback' });
  const log = h('ul', { class: 'log', id: 'log' });
  const amount = h('input', {
    id: 'amount',
    value: '10',
    size: '6',
    inputmode: 'decimal',
  }) as HTMLInputElement;
  const buyIn = h('input', { id: 'buyin', value: '500', size: '6' }) as HTMLInputElement;
  const approvals = approvalsPanel(id, role);
  main().replaceChildren(
    h(
      'section',
      { class: 'panel table-page', 'data-role': role },
      h('h1', { id: 'table-title' }, `Table ${id} · ${role}`),
      status,
      board,
      h(
        'div',
        { class: 'controls' },
        role === 'player' ? h('label', {}, 'Wager $', amount) : null,
        actions,
        feedback,
      ),
      approvals.element,
      h('h2', {}, 'Table log'),
      log,
    ),
  );

  const send = (command: Record<string, unknown> & { type: string }): void => {
    const msgId = String(++nextId);
    ws?.send(JSON.stringify({ t: 'command', table: id, id: msgId, command, as: role }));
  };

  const render = (m: Extract<ServerMessage, { t: 'view' }>): void => {
    const v: WireView = m.view;
    mySeat = m.seat;
    const name = typeof v['name'] === 'string' ? v['name'] : v.game;
    status.replaceChildren(
      h('b', {}, String(name)),
      ` · round ${v.round} · `,
      h('span', { id: 'phase' }, v.phase),
      typeof v['next'] === 'string' ? ` · ${v['next']}` : '',
      mySeat !== null ? h('span', { id: 'my-seat' }, ` · you are at seat ${mySeat}`) : '',
    );
    const seats = (Array.isArray(v['seats']) ? v['seats'] : []) as Seat[];
    const wagers = (Array.isArray(v['wagers']) ? v['wagers'] : []) as Wager[];
    const hands = v['hands'] as { player?: HandView; banker?: HandView } | null | undefined;
    const tableInfo = v['table'] as { seats?: number } | undefined;
    const seatCount = tableInfo?.seats ?? Math.max(7, ...seats.map((s) => s.seat));
    board.replaceChildren();
    // After the cards go to the discard rack, the last coup stays on the layout until the next deal.
    if (hands) lastHands = { round: v.round, hands };
    const shown = hands ?? lastHands?.hands;
    const custom = boardFor(v, {
      table: id,
      role,
      mySeat,
      send,
      amount: () => dollars(amount.value),
      lines: m.lines,
    });
    if (custom) board.append(custom);
    else if (hands !== undefined)
      board.append(
        h(
          'div',
          { class: `hands ${hands ? '' : 'last-coup'}` },
          handBox("Player's Hand", shown?.player),
          handBox("Banker's Hand", shown?.banker),
        ),
        !hands && lastHands
          ? h('div', { class: 'muted center' }, `last coup (round ${lastHands.round})`)
          : '',
      );
    const layout = h('div', { class: 'layout' });
    for (let n = 1; n <= seatCount; n += 1) {
      const s = seats.find((x) => x.seat === n);
      const here = wagers.filter((w) => w.seat === n);
      const sit =
        role === 'player' && !s && mySeat === null
          ? h(
              'button',
              {
                class: 'sit',
                'data-seat': String(n),
                onclick: () =>
                  send({
                    type: 'sit',
                    seat: n,
                    name: session?.user.username ?? 'Player',
                    chips: dollars(buyIn.value),
                  }),
              },
              'Sit here',
            )
          : null;
      layout.append(
        h(
          'div',
          { class: `seat ${s ? 'taken' : 'empty'} ${n === mySeat ? 'mine' : ''}`, 'data-seat': String(n) },
          h('div', { class: 'seat-no' }, String(n)),
          s
            ? h('div', {}, h('b', {}, s.name), h('div', { class: 'chips' }, formatCents(s.chips)))
            : h('div', { class: 'muted' }, 'empty'),
          ...here.map((w) =>
            h('div', { class: 'wager', 'data-kind': w.kind }, `${w.kind} ${formatCents(w.amount)}`),
          ),
          sit,
        ),
      );
    }
    board.append(layout);
    const shoe = v['shoe'] as
      { remaining?: number; burnExposed?: string | null; order?: string[] } | null | undefined;
    if (shoe)
      board.append(
        h(
          'div',
          { class: 'shoe' },
          `shoe: ${shoe.remaining ?? '?'} cards`,
          shoe.burnExposed ? h('span', { class: 'burn' }, ' · burn card ', card(shoe.burnExposed)) : null,
          shoe.order
            ? h(
                'div',
                { class: 'order', id: 'shoe-order' },
                'next: ',
                ...shoe.order.slice(0, 12).map(card),
                '…',
              )
            : null,
        ),
      );
    if (role === 'player' && mySeat === null)
      actions.replaceChildren(
        h('label', {}, 'Buy-in $', buyIn),
        h('span', { class: 'muted' }, ' choose a seat on the layout'),
      );
    else actions.replaceChildren();
    const seen = new Set<string>();
    for (const a of v.legalActions) {
      const key = actionKey(a);
      if (seen.has(key)) continue;
      seen.add(key);
      const needs = (a.needs ?? []).filter((n) => n !== 'amount');
      const inputs = needs.map(
        (n) => h('input', { placeholder: n, 'data-need': n, size: '8' }) as HTMLInputElement,
      );
      const btn = h(
        'button',
        {
          'data-action': a.type,
          'data-kind': String(a.params?.['kind'] ?? ''),
          onclick: () => {
            const cmd: Record<string, unknown> & { type: string } = { type: a.type, ...a.params };
            if (a.needs?.includes('amount'))
              cmd['amount'] = dollars(a.type === 'buy-in' ? buyIn.value : amount.value);
            for (const input of inputs) {
              const n = Number(input.value);
              cmd[input.dataset['need'] ?? ''] =
                input.value.trim() !== '' && !Number.isNaN(n) ? n : input.value;
            }
            send(cmd);
          },
        },
        a.label,
      );
      actions.append(
        h(
          'span',
          { class: 'action' },
          ...inputs,
          btn,
          a.citation ? h('span', { class: 'cite' }, a.citation) : null,
        ),
      );
    }
    if (role === 'player' && mySeat !== null && v.legalActions.some((a) => a.type === 'buy-in'))
      actions.append(h('label', {}, ' buy-in $', buyIn));
    for (const l of m.lines) log.prepend(lineItem(l));
    lastSeq = m.seq;
    if (m.lines.some((l) => ['seated', 'left', 'bought-in'].includes(l.type))) void refreshSession();
  };

  const connect = (): void => {
    ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    ws.onopen = () => ws?.send(JSON.stringify({ t: 'subscribe', table: id, role, since: lastSeq }));
    ws.onmessage = (e: MessageEvent<string>) => {
      const m = JSON.parse(e.data) as ServerMessage;
      if (m.t === 'view') {
        render(m);
        approvals.viewed(m.view.phase);
      } else if (m.t === 'approvals') approvals.show(m.pending);
      else if (m.t === 'result') feedback.replaceChildren(m.ok ? '' : errorBox(m.error));
      else if (m.t === 'error') feedback.replaceChildren(errorBox(m.error));
    };
    ws.onclose = () => {
      if (closed) return;
      status.replaceChildren('disconnected; reconnecting…');
      setTimeout(connect, 1000);
    };
  };
  connect();
  cleanup = () => {
    closed = true;
    ws?.close();
  };
}

/**
 * Floorperson approvals on the dealer's and the floorperson's console: the dealer asks for what only a
 * floorperson may do (recut, void ...), the floorperson grants or denies each request.
 */
function approvalsPanel(
  table: string,
  role: WatchRole,
): { element: HTMLElement; show(pending: readonly WireApproval[]): void; viewed(phase: string): void } {
  const element = h('div', { class: 'approvals', id: 'approvals' });
  if (role !== 'dealer' && role !== 'floorperson')
    return { element, show: () => undefined, viewed: () => undefined };
  const list = h('ul', { id: 'approvals-pending' });
  const ask = h('div', { id: 'approvals-ask' });
  const feedback = h('div');
  const reason = h('input', { placeholder: 'reason', id: 'approval-reason' }) as HTMLInputElement;
  const base = `/api/tables/${encodeURIComponent(table)}/approvals`;
  const done = (r: { ok: boolean; body: unknown }): void =>
    void feedback.replaceChildren(r.ok ? '' : errorBox(r.body as ApiError));
  element.append(h('h2', {}, 'Floorperson approvals'), list, ask, feedback);
  let lastPhase = '';
  return {
    element,
    show(pending) {
      list.replaceChildren(
        ...(pending.length ? [] : [h('li', { class: 'muted' }, 'none pending')]),
        ...pending.map((a) =>
          h(
            'li',
            {},
            `#${a.id} ${a.requestedBy}: ${a.command.type}${a.reason ? ` (${a.reason})` : ''} `,
            role === 'floorperson'
              ? h(
                  'button',
                  { onclick: () => void api('POST', `${base}/${a.id}/approve`).then(done) },
                  'Approve',
                )
              : null,
            role === 'floorperson'
              ? h(
                  'button',
                  {
                    onclick: () =>
                      void api('POST', `${base}/${a.id}/deny`, { reason: reason.value }).then(done),
                  },
                  'Deny',
                )
              : null,
          ),
        ),
      );
      if (role === 'floorperson') ask.replaceChildren(reason);
    },
    viewed(phase) {
      if (role !== 'dealer' || phase === lastPhase) return;
      lastPhase = phase;
      void api<WireLegalAction[]>('GET', `${base}/options`).then((r) => {
        if (!r.ok || !Array.isArray(r.body)) return;
        ask.replaceChildren(
          ...(r.body.length ? [reason] : []),
          ...r.body.map((a) =>
            h(
              'button',
              {
                onclick: () =>
                  void api('POST', base, {
                    command: {
                      type: a.type,
                      ...a.params,
                      ...(a.needs?.includes('reason')
                        ? { reason: reason.value || 'asked by the dealer' }
                        : {}),
                    },
                    reason: reason.value,
                  }).then(done),
              },
              `Ask a floorperson: ${a.label}`,
            ),
          ),
        );
      });
    },
  };
}

function lineItem(l: WireLine): HTMLElement {
  return h(
    'li',
    { class: `line ${l.type}`, 'data-type': l.type, 'data-round': String(l.round) },
    h('span', { class: 'seq' }, `#${l.seq}`),
    ' ',
    l.text.replace(/\s+\[§[^\]]*\]$/, ''),
    l.citation ? h('span', { class: 'cite' }, l.citation) : null,
  );
}

// ---------------------------------------------------------------- compliance

interface LogEntryView {
  seq: number;
  round: number;
  at: string;
  actor: { role: string; seat?: number };
  user: string | null;
  command: { type: string };
  events: { type: string; text: string; citation: string | null }[];
  hash: string;
}

async function compliancePage(id: string): Promise<void> {
  const logBox = h('table', { class: 'audit', id: 'audit-log' });
  const replayBox = h('div', { class: 'replay', id: 'replay' });
  const verifyBox = h('div', { id: 'verify-result' });
  const live = h('div', { id: 'compliance-live' });
  main().replaceChildren(
    h(
      'section',
      { class: 'panel' },
      h('h1', {}, `Compliance and surveillance · table ${id}`),
      h('p', { class: 'muted' }, 'Read-only. All cards and the order of the shoe are shown.'),
      h('button', { id: 'verify', onclick: () => void verify() }, 'Verify the stored log'),
      verifyBox,
      h('h2', {}, 'Live'),
      live,
      h('h2', {}, 'Replay'),
      replayBox,
      h('h2', {}, 'Event log'),
      logBox,
    ),
  );
  const r = await api<{ entries: LogEntryView[] }>('GET', `/api/tables/${id}/log`);
  if (!r.ok) return void logBox.replaceWith(errorBox(r.body));
  const entries = r.body.entries;
  logBox.replaceChildren(
    h('tr', {}, ...['#', 'round', 'time', 'actor', 'command', 'events', 'hash'].map((x) => h('th', {}, x))),
    ...entries.map((e) =>
      h(
        'tr',
        { 'data-seq': String(e.seq) },
        h('td', {}, String(e.seq)),
        h('td', {}, String(e.round)),
        h('td', {}, e.at.slice(11, 19)),
        h(
          'td',
          {},
          `${e.actor.role}${e.actor.seat !== undefined ? ` ${e.actor.seat}` : ''}${e.user ? ` (${e.user})` : ''}`,
        ),
        h('td', {}, h('code', {}, JSON.stringify(e.command))),
        h(
          'td',
          {},
          ...e.events.map((ev) =>
            h(
              'div',
              {},
              ev.text.replace(/\s+\[§[^\]]*\]$/, ''),
              ev.citation ? h('span', { class: 'cite' }, ev.citation) : null,
            ),
          ),
        ),
        h('td', {}, h('code', { title: e.hash }, e.hash.slice(0, 10))),
      ),
    ),
  );
  // Replay any round step by step: choose a round, then step through its entries.
  const rounds = [...new Set(entries.map((e) => e.round))];
  const roundSel = h(
    'select',
    { id: 'replay-round' },
    ...rounds.map((n) => h('option', { value: String(n) }, `round ${n}`)),
  ) as HTMLSelectElement;
  roundSel.value = String(rounds.filter((n) => n > 0).at(-2) ?? rounds.at(-1) ?? 0);
  let seq = 0;
  const stepView = h('div', { id: 'replay-view' });
  const show = async (to: number): Promise<void> => {
    seq = Math.max(0, Math.min(entries.length, to));
    const s = await api<{
      seq: number;
      of: number;
      view: WireView;
      entry: {
        command: { type: string };
        events: { text: string; citation: string | null; type: string }[];
      } | null;
    }>('GET', `/api/tables/${id}/replay/${seq}`);
    if (!s.ok) return void stepView.replaceChildren(errorBox(s.body));
    const v = s.body.view;
    const hands = v['hands'] as { player?: HandView; banker?: HandView } | null | undefined;
    stepView.replaceChildren(
      h('div', { id: 'replay-step' }, `step ${s.body.seq} of ${s.body.of} · round ${v.round} · ${v.phase}`),
      s.body.entry
        ? h(
            'div',
            {},
            h('code', {}, JSON.stringify(s.body.entry.command)),
            h(
              'ul',
              {},
              ...s.body.entry.events.map((ev) =>
                h(
                  'li',
                  { 'data-type': ev.type },
                  ev.text.replace(/\s+\[§[^\]]*\]$/, ''),
                  ev.citation ? h('span', { class: 'cite' }, ev.citation) : null,
                ),
              ),
            ),
          )
        : '',
      hands
        ? h(
            'div',
            { class: 'hands' },
            handBox("Player's Hand", hands.player),
            handBox("Banker's Hand", hands.banker),
          )
        : '',
    );
  };
  // A round's wagers are recorded before its deal (under the previous round number): start there.
  const startOfRound = (): number => {
    const n = Number(roundSel.value);
    const wager = entries.find((e) => e.round === n - 1 && e.command.type === 'place-wager');
    return (wager ?? entries.find((e) => e.round === n))?.seq ?? 1;
  };
  replayBox.replaceChildren(
    roundSel,
    ' ',
    h('button', { id: 'replay-start', onclick: () => void show(startOfRound()) }, '⏮ start of round'),
    ' ',
    h('button', { id: 'replay-prev', onclick: () => void show(seq - 1) }, '◀ step back'),
    ' ',
    h('button', { id: 'replay-next', onclick: () => void show(seq + 1) }, 'step ▶'),
    stepView,
  );
  void show(startOfRound());
  const verify = async (): Promise<void> => {
    const v = await api<{
      ok: boolean;
      chain: { ok: boolean; entries: number; head: string; broken?: { seq: number; reason: string } };
      replay: { ok: boolean; reason?: string };
      ledger: { ok: boolean; mismatched: string[] };
    }>('GET', `/api/tables/${id}/verify`);
    const b = v.body;
    verifyBox.replaceChildren(
      h(
        'div',
        { class: b.ok ? 'ok' : 'error', id: 'verify-status' },
        b.ok
          ? `Intact: ${b.chain.entries} entries, hash chain verified, every command re-decided, ledger reconciled with the racks (head ${b.chain.head.slice(0, 12)}…)`
          : `NOT intact: ${JSON.stringify(b)}`,
      ),
    );
  };
  // The live compliance view over the WebSocket.
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  ws.onopen = () => ws.send(JSON.stringify({ t: 'subscribe', table: id, role: 'compliance', since: 1e9 }));
  ws.onmessage = (e: MessageEvent<string>) => {
    const m = JSON.parse(e.data) as ServerMessage;
    if (m.t !== 'view') return;
    const v = m.view;
    const hands = v['hands'] as { player?: HandView; banker?: HandView } | null | undefined;
    const shoe = v['shoe'] as { order?: string[] } | null | undefined;
    live.replaceChildren(
      h('div', {}, `round ${v.round} · ${v.phase} · house ${formatCents(Number(v['house'] ?? 0))}`),
      hands
        ? h(
            'div',
            { class: 'hands' },
            handBox("Player's Hand", hands.player),
            handBox("Banker's Hand", hands.banker),
          )
        : '',
      shoe?.order
        ? h(
            'div',
            { class: 'order' },
            `shoe (${shoe.order.length}): `,
            ...shoe.order.slice(0, 16).map(card),
            '…',
          )
        : '',
    );
  };
  cleanup = () => ws.close();
}

// ---------------------------------------------------------------- training

async function trainingPage(): Promise<void> {
  const games = (await api<GameInfo[]>('GET', '/api/games')).body as GameInfo[];
  const gameSel = h(
    'select',
    { id: 'drill-game' },
    ...games.map((g) => h('option', { value: g.id }, g.name)),
  ) as HTMLSelectElement;
  const kindSel = h('select', { id: 'drill-kind' }) as HTMLSelectElement;
  const drawKinds = (): void =>
    kindSel.replaceChildren(
      h('option', { value: '' }, 'any drill'),
      ...(games.find((g) => g.id === gameSel.value)?.drills ?? []).map((k) => h('option', { value: k }, k)),
    );
  gameSel.addEventListener('change', drawKinds);
  drawKinds();
  const box = h('div', { id: 'drill' });
  let score = { right: 0, asked: 0 };
  const next = async (): Promise<void> => {
    box.replaceChildren('dealing…');
    const r = await api<WireDrill>('POST', '/api/training/drill', {
      game: gameSel.value,
      ...(kindSel.value ? { kind: kindSel.value } : {}),
    });
    if (!r.ok) return void box.replaceChildren(errorBox(r.body));
    const d = r.body;
    const result = h('div', { id: 'grade' });
    box.replaceChildren(
      h('h3', { id: 'drill-question' }, d.question),
      h('ul', { class: 'situation' }, ...d.situation.map((l) => h('li', {}, l))),
      h(
        'div',
        { class: 'choices' },
        ...d.choices.map((c) =>
          h(
            'button',
            { class: 'choice', 'data-choice': c.id, onclick: () => void answer(d.id, c.id, result) },
            c.label,
          ),
        ),
      ),
      result,
    );
  };
  const answer = async (drill: string, choice: string, out: HTMLElement): Promise<void> => {
    const r = await api<WireGrade>('POST', '/api/training/answer', { id: drill, choice });
    if (!r.ok) return void out.replaceChildren(errorBox(r.body));
    const g = r.body;
    score = { right: score.right + (g.correct ? 1 : 0), asked: score.asked + 1 };
    out.replaceChildren(
      h(
        'div',
        { class: g.correct ? 'ok' : 'error', id: 'grade-result' },
        g.correct ? 'Correct.' : `Not right: the answer is ${g.answer}.`,
      ),
      h(
        'div',
        { class: 'rule' },
        g.rule,
        ' ',
        g.citation ? h('span', { class: 'cite', id: 'grade-citation' }, g.citation) : null,
      ),
      h('div', { class: 'muted' }, `score ${score.right}/${score.asked}`),
    );
  };
  const tests = h('div');
  if (session && ['floorperson', 'admin'].includes(session.user.role))
    tests.append(personnelFile(games, () => score));
  main().replaceChildren(
    h(
      'section',
      { class: 'panel' },
      h('h1', {}, 'Dealer training (58 Pa. Code 611a)'),
      h('label', {}, 'Game ', gameSel),
      ' ',
      h('label', {}, 'Drill ', kindSel),
      ' ',
      h('button', { id: 'drill-next', onclick: () => void next() }, 'New drill'),
      box,
      tests,
    ),
  );
}

/**
 * The 611a personnel file: hours of instruction and table tests (the examiner a pit manager or higher,
 * § 611a.5(a)), and each trainee's record against the minimum hours of § 611a.2.
 */
function personnelFile(games: GameInfo[], score: () => { right: number; asked: number }): HTMLElement {
  const gameSelect = (): HTMLSelectElement =>
    h('select', {}, ...games.map((g) => h('option', { value: g.id }, g.name))) as HTMLSelectElement;
  const out = h('div', { id: 'personnel-file' });
  const feedback = h('div');
  const records = h('table', { id: 'training-records' });
  const tests = h('ul', { id: 'tt-list' });
  const load = async (): Promise<void> => {
    const r = await api<
      {
        trainee: string;
        types: {
          label: string;
          minutes: number;
          requiredHours: number;
          complete: boolean;
          citation: string;
        }[];
        games: { game: string; minutes: number; mayDeal: boolean; tableTest: { result: string } | null }[];
      }[]
    >('GET', '/api/training/records');
    if (r.ok && Array.isArray(r.body))
      records.replaceChildren(
        h('tr', {}, h('th', {}, 'trainee'), h('th', {}, 'hours by game type'), h('th', {}, 'games')),
        ...r.body.map((t) =>
          h(
            'tr',
            {},
            h('td', {}, t.trainee),
            h(
              'td',
              {},
              ...t.types.map((x) =>
                h(
                  'div',
                  { class: x.complete ? 'ok' : 'muted' },
                  `${x.label}: ${(x.minutes / 60).toFixed(1)} of ${x.requiredHours} h `,
                  h('span', { class: 'cite' }, x.citation),
                ),
              ),
            ),
            h(
              'td',
              {},
              ...t.games.map((g) =>
                h(
                  'div',
                  {},
                  `${g.game}: ${(g.minutes / 60).toFixed(1)} h, table test ${g.tableTest?.result ?? 'none'}${
                    g.mayDeal ? ' — may deal' : ''
                  }`,
                ),
              ),
            ),
          ),
        ),
      );
    const t = await api<
      {
        trainee: string;
        game: string;
        supervisor: string;
        supervisorTitle: string;
        result: string;
        at: string;
      }[]
    >('GET', '/api/training/table-tests');
    if (t.ok && Array.isArray(t.body))
      tests.replaceChildren(
        ...t.body.map((x) =>
          h(
            'li',
            {},
            `${x.at.slice(0, 16)} ${x.trainee} · ${x.game} · ${x.result} · examiner ${x.supervisor}${
              x.supervisorTitle ? ` (${x.supervisorTitle})` : ''
            }`,
          ),
        ),
      );
  };
  const record = (path: string, body: Record<string, unknown>): void =>
    void api('POST', path, body).then((r) => {
      feedback.replaceChildren(r.ok ? '' : errorBox(r.body));
      return load();
    });

  const hTrainee = h('input', { id: 'hours-trainee', placeholder: 'trainee' }) as HTMLInputElement;
  const hGame = gameSelect();
  const hHours = h('input', { id: 'hours-hours', placeholder: 'hours', size: '4' }) as HTMLInputElement;
  const hDay = h('input', { id: 'hours-day', type: 'date' }) as HTMLInputElement;
  hDay.value = new Date().toISOString().slice(0, 10);
  const tTrainee = h('input', { id: 'tt-trainee', placeholder: 'trainee' }) as HTMLInputElement;
  const tGame = gameSelect();
  const tResult = h(
    'select',
    {},
    h('option', { value: 'pass' }, 'pass'),
    h('option', { value: 'fail' }, 'fail'),
  ) as HTMLSelectElement;
  const tExaminer = h('input', { placeholder: 'examiner (default: you)' }) as HTMLInputElement;
  const tTitle = h(
    'select',
    {},
    ...['pit-manager', 'assistant-shift-manager', 'shift-manager', 'director'].map((x) =>
      h('option', { value: x }, x),
    ),
  ) as HTMLSelectElement;
  const tNotes = h('input', { placeholder: 'notes' }) as HTMLInputElement;
  out.append(
    h('h2', {}, 'Hours of instruction (§ 611a.2)'),
    hTrainee,
    hGame,
    hHours,
    hDay,
    h(
      'button',
      {
        id: 'hours-record',
        onclick: () =>
          record('/api/training/hours', {
            trainee: hTrainee.value,
            game: hGame.value,
            minutes: Math.round(Number(hHours.value) * 60),
            day: hDay.value,
          }),
      },
      'Record hours',
    ),
    h('h2', {}, 'Table test (§ 611a.5)'),
    tTrainee,
    tGame,
    tResult,
    tExaminer,
    tTitle,
    tNotes,
    h(
      'button',
      {
        id: 'tt-record',
        onclick: () =>
          record('/api/training/table-tests', {
            trainee: tTrainee.value,
            game: tGame.value,
            result: tResult.value,
            ...(tExaminer.value ? { supervisor: tExaminer.value } : {}),
            supervisorTitle: tTitle.value,
            score: `${score().right}/${score().asked}`,
            notes: tNotes.value,
          }),
      },
      'Record',
    ),
    feedback,
    h('h2', {}, 'Trainees'),
    records,
    h('h3', {}, 'Table tests'),
    tests,
  );
  void load();
  return out;
}

// ---------------------------------------------------------------- admin

function adminPage(): void {
  const user = h('input', { placeholder: 'username' }) as HTMLInputElement;
  const pass = h('input', { placeholder: 'password (8+)', type: 'password' }) as HTMLInputElement;
  const role = h(
    'select',
    {},
    ...['player', 'dealer', 'floorperson', 'compliance', 'admin'].map((r) => h('option', { value: r }, r)),
  ) as HTMLSelectElement;
  const depUser = h('input', { placeholder: 'username' }) as HTMLInputElement;
  const depAmount = h('input', { placeholder: 'dollars' }) as HTMLInputElement;
  const disUser = h('input', { placeholder: 'username' }) as HTMLInputElement;
  const out = h('div');
  const show = (r: { ok: boolean; body: unknown }): void =>
    void out.replaceChildren(
      r.ok ? h('div', { class: 'ok' }, JSON.stringify(r.body)) : errorBox(r.body as ApiError),
    );
  /** The Disable and Enable buttons' action: the same request, with the one flag. */
  const setDisabled = (disabled: boolean) => (): void =>
    void api('POST', `/api/users/${encodeURIComponent(disUser.value)}/disabled`, { disabled }).then(show);
  main().replaceChildren(
    h(
      'section',
      { class: 'panel' },
      h('h1', {}, 'Admin'),
      h('h2', {}, 'Create an account'),
      user,
      pass,
      role,
      h(
        'button',
        {
          onclick: () =>
            void api('POST', '/api/users', {
              username: user.value,
              password: pass.value,
              role: role.value,
            }).then(show),
        },
        'Create',
      ),
      h('h2', {}, 'Cashier: credit a player account'),
      depUser,
      depAmount,
      h(
        'button',
        {
          onclick: () =>
            void api('POST', '/api/cashier/deposit', {
              username: depUser.value,
              amount: dollars(depAmount.value),
            }).then(show),
        },
        'Credit',
      ),
      h('h2', {}, 'Disable or enable an account'),
      disUser,
      h('button', { onclick: setDisabled(true) }, 'Disable'),
      h('button', { onclick: setDisabled(false) }, 'Enable'),
      h('h2', {}, 'Ledger'),
      h('button', { onclick: () => void api('GET', '/api/ledger').then(show) }, 'Check conservation'),
      out,
    ),
  );
}

// ---------------------------------------------------------------- router

async function route(): Promise<void> {
  cleanup?.();
  cleanup = undefined;
  await refreshSession();
  const parts = location.hash.replace(/^#\/?/, '').split('/');
  if (!session && parts[0] !== 'login') return loginPage();
  switch (parts[0]) {
    case 'login':
      return loginPage();
    case 'table':
      return tablePage(parts[1] ?? '', (parts[2] ?? 'player') as WatchRole);
    case 'compliance':
      return compliancePage(parts[1] ?? '');
    case 'training':
      return trainingPage();
    case 'admin':
      return adminPage();
    default:
      return lobbyPage();
  }
}

window.addEventListener('hashchange', () => void route());
void route();
