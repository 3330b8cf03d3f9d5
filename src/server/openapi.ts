/** The OpenAPI 3.1 document for the HTTP API (`GET /api/openapi.json`). The WebSocket protocol is in src/protocol/wire.ts. */
interface Op {
  readonly summary: string;
  readonly auth?: string;
  readonly body?: Record<string, unknown>;
}

const obj = (
  properties: Record<string, unknown>,
  required: string[] = Object.keys(properties),
): Record<string, unknown> => ({
  type: 'object',
  properties,
  required,
});
const str = { type: 'string' };
const int = { type: 'integer' };
const credentials = obj({ username: str, password: str });

const ROUTES: Record<string, Record<string, Op>> = {
  '/health': { get: { summary: 'Health check: store kind and number of tables served' } },
  '/api/register': {
    post: { summary: 'Create a player account and log in (sets the session cookie)', body: credentials },
  },
  '/api/login': {
    post: { summary: 'Log in (sets the session cookie; returns the CSRF token)', body: credentials },
  },
  '/api/logout': { post: { summary: 'End the session', auth: 'any' } },
  '/api/password': {
    post: {
      summary: 'Change your password (the current one required); your other sessions end',
      auth: 'any',
      body: obj({ oldPassword: str, newPassword: str }),
    },
  },
  '/api/logout-everywhere': { post: { summary: 'End every session of your account', auth: 'any' } },
  '/api/users/{username}/disabled': {
    post: {
      summary: 'Disable (ending its sessions) or enable an account',
      auth: 'admin',
      body: obj({ disabled: { type: 'boolean' } }),
    },
  },
  '/api/me': {
    get: { summary: 'The session: user, role, CSRF token, account balance (cents)', auth: 'any' },
  },
  '/api/users': {
    get: { summary: 'List accounts', auth: 'admin' },
    post: {
      summary: 'Create an account with a role',
      auth: 'admin',
      body: obj({
        username: str,
        password: str,
        role: { enum: ['player', 'dealer', 'floorperson', 'compliance', 'admin'] },
      }),
    },
  },
  '/api/cashier/deposit': {
    post: {
      summary: 'Credit a player account from the cage (cents)',
      auth: 'admin',
      body: obj({ username: str, amount: int }),
    },
  },
  '/api/games': {
    get: { summary: 'Every game: id, name, chapter, option documentation and JSON Schema, drill kinds' },
  },
  '/api/rules/validate': {
    post: {
      summary: 'Validate a Rules Submission {game, options}; violations carry citations',
      body: obj({ game: str, options: { type: 'object' } }, ['game']),
    },
  },
  '/api/tables': {
    get: { summary: 'Open tables: game, options, seats, round, phase' },
    post: {
      summary: 'Open a table under a Rules Submission (422 with violations if it breaks the regulation)',
      auth: 'dealer, floorperson',
      body: obj(
        { rules: obj({ game: str, options: { type: 'object' } }, ['game']), automated: { type: 'boolean' } },
        ['rules'],
      ),
    },
  },
  '/api/tables/{id}': { get: { summary: 'One table summary' } },
  '/api/tables/{id}/log': {
    get: {
      summary: 'The complete stored log: every command, its events with citations, hash chain',
      auth: 'compliance, floorperson',
    },
  },
  '/api/tables/{id}/replay/{seq}': {
    get: {
      summary: 'Replay the log up to seq: the compliance view at that step',
      auth: 'compliance, floorperson',
    },
  },
  '/api/tables/{id}/verify': {
    get: {
      summary: 'Verify the hash chain, re-decide the whole log, reconcile the ledger with the racks',
      auth: 'compliance, floorperson',
    },
  },
  '/api/tables/{id}/advice': {
    get: {
      summary:
        "The game's player aid for the caller's seat now (Asia Poker: the legal settings ranked by expected value against the house way); 404 no_advice when there is none",
      auth: 'player',
    },
  },
  '/api/ledger': {
    get: {
      summary: 'Every account balance recomputed from the postings; their sum (always 0)',
      auth: 'compliance',
    },
  },
  '/api/training/drill': {
    post: {
      summary: 'A drill generated from a real deal (58 Pa. Code 611a)',
      auth: 'any',
      body: obj({ game: str, kind: str }, ['game']),
    },
  },
  '/api/training/answer': {
    post: {
      summary: 'Grade an answer: correct?, the rule and its citation',
      auth: 'any',
      body: obj({ id: str, choice: str }),
    },
  },
  '/api/training/table-tests': {
    get: { summary: 'Table-test records for the personnel file (§ 611a.5)', auth: 'floorperson, compliance' },
    post: {
      summary:
        'Record a table test: trainee, game, result, and the examiner (default the session user) at the level of pit manager or higher (§ 611a.5(a))',
      auth: 'floorperson',
      body: obj(
        {
          trainee: str,
          game: str,
          result: { enum: ['pass', 'fail'] },
          supervisor: str,
          supervisorTitle: { enum: ['pit-manager', 'assistant-shift-manager', 'shift-manager', 'director'] },
          score: str,
          notes: str,
        },
        ['trainee', 'game', 'result', 'supervisorTitle'],
      ),
    },
  },
  '/api/training/hours': {
    get: { summary: 'Hours of instruction recorded (§ 611a.2)', auth: 'floorperson, compliance' },
    post: {
      summary:
        'Record hours of instruction: trainee, game, minutes, day (YYYY-MM-DD); the instructor is the session user',
      auth: 'floorperson',
      body: obj({ trainee: str, game: str, minutes: int, day: str, notes: str }, [
        'trainee',
        'game',
        'minutes',
        'day',
      ]),
    },
  },
  '/api/training/records': {
    get: {
      summary:
        "Each trainee's hours by game type against the minimums of § 611a.2, and table tests (?trainee=)",
      auth: 'floorperson, compliance',
    },
  },
  '/api/tables/{id}/approvals': {
    get: {
      summary: "The table's floorperson approvals (from its log)",
      auth: 'dealer, floorperson, compliance',
    },
    post: {
      summary:
        'A dealer asks a floorperson for a decision the regulation gives to a floorperson (e.g. order-recut, void-round)',
      auth: 'dealer',
      body: obj({ command: { type: 'object' }, reason: str }, ['command']),
    },
  },
  '/api/tables/{id}/approvals/options': {
    get: {
      summary: 'The decisions a dealer may ask a floorperson for now (commands the floorperson may give)',
      auth: 'dealer',
    },
  },
  '/api/tables/{id}/approvals/{n}/approve': {
    post: {
      summary: 'Grant an approval: the command is decided now, as the floorperson',
      auth: 'floorperson',
    },
  },
  '/api/tables/{id}/approvals/{n}/deny': {
    post: { summary: 'Deny an approval, with a reason', auth: 'floorperson', body: obj({ reason: str }, []) },
  },
  '/ws': {
    get: {
      summary: 'WebSocket upgrade: subscribe to tables, send commands (see src/protocol/wire.ts)',
      auth: 'any',
    },
  },
};

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [path, ops] of Object.entries(ROUTES)) {
    const item: Record<string, unknown> = {};
    for (const [method, op] of Object.entries(ops)) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: str,
      }));
      item[method] = {
        summary: op.summary,
        ...(op.auth
          ? {
              security: [{ session: [] }],
              description: `Roles: ${op.auth}. State-changing requests need the X-CSRF-Token header.`,
            }
          : {}),
        ...(params.length ? { parameters: params } : {}),
        ...(op.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } }
          : {}),
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
          '4XX': {
            description: 'Rejected: {code, message, citation?}',
            content: {
              'application/json': {
                schema: obj({ code: str, message: str, citation: str }, ['code', 'message']),
              },
            },
          },
        },
      };
    }
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Felt table server',
      version: '0.1.0',
      description: "Pennsylvania's regulated table games (58 Pa. Code): lobby, tables, compliance, training.",
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'felt_session' } } },
    paths,
  };
}
