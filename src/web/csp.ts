/**
 * The page runs under a Content-Security-Policy without 'unsafe-eval': zod must not probe for
 * `new Function` (even the caught probe is reported as a violation) or compile its parsers with it.
 * Imported first by main.tsx, so it runs before any module builds or parses a schema.
 */
import { config } from 'zod';

config({ jitless: true });
