/**
 * The OpenAPI document, generated from every route's zod schemas (request and response) by
 * @fastify/swagger through the zod type provider, at `/api/openapi.json`; and Swagger UI at `/api/docs`,
 * its scripts and styles served from this server (no CDN), so it runs under the site's
 * Content-Security-Policy (allowing data: images on its pages only, for its style sheet's icons). The
 * WebSocket protocol is in src/protocol/wire.ts and messages.ts.
 *
 * `swaggerPlugin` must be registered before any route (it collects them as they are added).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context.js';

/** The WebSocket endpoint as an OpenAPI operation (the messages are src/protocol/messages.ts and views.ts). */
const WEBSOCKET = {
  summary: 'The WebSocket: table views, log lines and commands',
  description:
    "Upgrade with the session cookie. Client messages (`subscribe`, `unsubscribe`, `command`, `ping`) are validated by the zod schemas in src/protocol/messages.ts: one that is not a message is answered `malformed_message` or `unknown_message` and changes nothing; a command is answered with its `result`. The server sends each subscriber its role's `view` after every change, with the log lines it may read (src/protocol/views.ts). Close codes: 4403 an Origin that is not this server; 4401 no session, or the session ended (`session_ended`: logged out everywhere, password changed or reset); 4423 the account was disabled (`account_disabled`, with the reason). At most 20 messages a second per connection (bursts of 40): `rate_limited`.",
  tags: ['tables'],
  security: [{ session: [] }],
  responses: { '101': { description: 'Switching Protocols: the WebSocket is open' } },
};

export async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Felt table server',
        version: '1',
        description:
          "The HTTP API of Felt's table server. Sessions are HTTP-only cookies (`POST /api/login`); every state-changing request carries the session's CSRF token in `X-CSRF-Token`. Refusals answer `{code, message}` with a stable snake_case code (and a citation where one applies). Money is integer cents.",
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'felt_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // The WebSocket route is hidden by @fastify/websocket; the document describes its upgrade here.
    transformObject: (doc) =>
      'openapiObject' in doc
        ? { ...doc.openapiObject, paths: { ...doc.openapiObject.paths, '/ws': { get: WEBSOCKET } } }
        : doc.swaggerObject,
  });
}

export async function docsRoutes(app: App): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The base layout: the standalone one's top bar (a URL box for other documents, and a logo whose
    // SVG carries an inline style element the policy refuses) has no use here.
    uiConfig: { deepLinking: true, layout: 'BaseLayout' },
    // The site's policy, with one addition on these pages only: Swagger UI's style sheet draws its
    // icons (a select's arrow, a checkbox's tick) as data: images. Images cannot run script; nothing
    // else is loosened, and nothing is fetched from anywhere but this server.
    transformStaticCSP: (header) => header.replace("img-src 'self'", "img-src 'self' data:"),
  });
}
