/**
 * The web UI's page. `npm run build` bundles src/web with Vite into dist/web: index.html (no inline
 * script or style) and its hashed assets, which the server serves under /web/. A server started before
 * the web app was built answers with a page saying so.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Felt</title></head>
<body><h1>Felt</h1><p>The web UI is not built: run <code>npm run build</code> and reload.</p></body>
</html>
`;

/** The page at `/`: the built index.html, read afresh each time (a rebuild changes its asset names). */
export async function indexPage(webRoot: string): Promise<string> {
  try {
    return await readFile(join(webRoot, 'index.html'), 'utf8');
  } catch {
    return NOT_BUILT;
  }
}
