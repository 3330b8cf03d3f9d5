/**
 * What every route shares, registered at the root (fastify-plugin): zod as the validator and serializer
 * of every route's schemas, session cookies, the security headers, per-address rate limits, WebSocket
 * support, the refusal of text no store can hold, and one error shape for every refusal and failure.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { unstorableTextAt } from '../../protocol/text.js';
import { HttpError } from '../http.js';

export interface PlatformOptions {
  /** HTTP requests (and WebSocket upgrades) per minute per address. */
  readonly rateLimitMax: number;
}

/**
 * The Content-Security-Policy of every page: this origin only, nothing inline (the web app's styles are
 * files and constructed style sheets), no framing. The API browser at /api/docs runs under it too: its
 * scripts and styles are files of this server.
 */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

async function platform(app: FastifyInstance, opts: PlatformOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', undefined);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent over HTTPS only (a browser ignores it on plain HTTP); the host's other names are not ours.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  await app.register(rateLimit, { max: opts.rateLimitMax, timeWindow: '1 minute' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.slice(1).replaceAll('/', '.');
      return reply.status(400).send({
        code: 'invalid_request',
        message: `${path || error.validationContext || 'body'}: ${issue?.message ?? 'invalid'}`,
      });
    }
    const status = error.statusCode ?? 500;
    // A failure inside the server (a database error, an answer that does not match its schema ...) is
    // logged here and never described to the client: its message may name tables, constraints or input.
    if (status >= 500) {
      app.log.error(error);
      return reply
        .status(500)
        .send({ code: 'server_error', message: 'the server could not do this; the error was logged' });
    }
    const code =
      status === 429
        ? 'rate_limited'
        : status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'invalid_request';
    return reply.status(status).send({ code, message: error.message || 'invalid request' });
  });

  // Text no store can hold (NUL, a lone surrogate) is refused at the boundary, whatever the route:
  // in a body, a query string or a route parameter, as a value or as an object key.
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      const at = unstorableTextAt(value);
      if (at !== undefined)
        throw new HttpError(
          400,
          'invalid_text',
          `${at ? `${part}.${at}` : part}: text may not hold NUL or unpaired surrogate characters`,
        );
    }
  });
}

export default fp(platform, { name: 'felt-platform', fastify: '5.x' });
