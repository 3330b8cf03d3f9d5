/** `felt serve`: the table server and web UI (SQLite under ./data by default; PostgreSQL with DATABASE_URL). */
import type { Command } from 'commander';
import { startServer } from '../../server/app.js';

export function register(program: Command): void {
  program
    .command('serve')
    .description('run the table server and web UI (HTTP + WebSocket)')
    .option('--port <n>', 'port (default: $PORT or 8080)')
    .option('--host <addr>', 'address to bind', '127.0.0.1')
    .option('--data-dir <dir>', 'SQLite directory (default: $FELT_DATA_DIR or ./data)')
    .option(
      '--bet-window <ms>',
      'automated tables: betting stays open this long after the first wager',
      '15000',
    )
    .option('--deal-pace <ms>', 'automated tables: pause between dealer steps', '400')
    .option(
      '--decision-time <ms>',
      'automated tables: how long a person the game can answer for is waited on (a cut offer)',
      '30000',
    )
    .option('--lease <ms>', 'PostgreSQL: how long a table lease lasts without a heartbeat', '10000')
    .option('--rate-limit <n>', 'HTTP requests (and WebSocket upgrades) per minute per address', '600')
    .option('--quiet', 'no request logs')
    .action(
      async (opts: {
        port?: string;
        host: string;
        dataDir?: string;
        betWindow: string;
        dealPace: string;
        decisionTime: string;
        lease: string;
        quiet?: boolean;
        rateLimit: string;
      }) => {
        const databaseUrl = process.env['DATABASE_URL'];
        const server = await startServer({
          host: opts.host,
          port: Number(opts.port ?? process.env['PORT'] ?? 8080),
          dataDir: opts.dataDir ?? process.env['FELT_DATA_DIR'] ?? './data',
          ...(databaseUrl ? { databaseUrl } : {}),
          betWindowMs: Number(opts.betWindow),
          dealPaceMs: Number(opts.dealPace),
          decisionMs: Number(opts.decisionTime),
          leaseMs: Number(opts.lease),
          logger: !opts.quiet,
          rateLimitMax: Number(opts.rateLimit),
        });
        if (server.initialAdmin) {
          // Printed once, on the start that created the account; it is stored only as a scrypt hash.
          process.stdout.write(
            `\nFirst admin account created (shown only this once):\n  username: ${server.initialAdmin.username}\n  password: ${server.initialAdmin.password}\nLost it? \`npx felt admin recover\` sets a new one, keeping the database.\n\n`,
          );
        }
        process.stdout.write(`Felt table server (${server.store.kind}) listening on ${server.url}\n`);
        const stop = (): void => {
          void server.close().then(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      },
    );
}
