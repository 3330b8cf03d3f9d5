/** The web UI, bundled by Vite into dist/web (src/web/vite.config.ts): index.html at `/`, its assets under `/web/`. */
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../context.js';
import { indexPage } from '../page.js';

/** The package root (where package.json is), for the compiled web assets under dist/. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 7; i += 1) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export async function staticRoutes(app: App): Promise<void> {
  const webRoot = join(packageRoot(), 'dist', 'web');
  app.get('/', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(await indexPage(webRoot)),
  );
  if (existsSync(webRoot))
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/web/',
      decorateReply: false,
      schemaHide: true,
    });
}
