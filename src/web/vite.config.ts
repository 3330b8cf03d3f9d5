/**
 * The web UI's build (`npm run build:web`, part of `npm run build`): Preact components bundled by Vite
 * into dist/web, which the table server serves under /web/. `npm run dev:web` serves the same app with
 * hot reload and sends /api and /ws on to a running Felt server (FELT_URL, default http://localhost:8080).
 */
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const felt = process.env['FELT_URL'] ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  root,
  base: command === 'build' ? '/web/' : '/',
  plugins: [preact()],
  // Dependencies are pre-bundled from the local npm install; nothing is fetched.
  clearScreen: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    emptyOutDir: true,
    // No inline script anywhere (the server's Content-Security-Policy allows none).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: true,
  },
  server: {
    // The Host header is kept (no changeOrigin), so the server's same-origin check of /ws passes. The keys
    // are patterns, so the app's own modules (src/web/api.ts is served as /api.ts) are not sent on.
    proxy: {
      '^/api/': felt,
      '^/health$': felt,
      '^/ws$': { target: felt.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
