/**
 * `felt admin recover`: a new password for a lost administrator account, straight in the database
 * (SQLite under the data directory, or DATABASE_URL), printed once. The server may be running.
 */
import type { Command } from 'commander';
import { recoverAdmin, RecoveryError } from '../../server/admin-recovery.js';
import { openStore } from '../../server/app.js';

export function register(program: Command): void {
  const admin = program.command('admin').description('administration from the command line');
  admin
    .command('recover')
    .description(
      'give an admin account a new password, shown once (the first admin unless --username); it is enabled again, its sessions end, and it must choose its own password; with no admin left, one is created',
    )
    .option('--username <name>', 'the admin account (default: the first admin)')
    .option('--password <password>', 'the new password (default: a random one)')
    .option(
      '--data-dir <dir>',
      'SQLite directory (default: $FELT_DATA_DIR or ./data); DATABASE_URL for PostgreSQL',
    )
    .action(async (opts: { username?: string; password?: string; dataDir?: string }) => {
      const databaseUrl = process.env['DATABASE_URL'];
      const store = await openStore({
        dataDir: opts.dataDir ?? process.env['FELT_DATA_DIR'] ?? './data',
        ...(databaseUrl ? { databaseUrl } : {}),
      });
      try {
        await store.migrate();
        const r = await recoverAdmin(store, {
          ...(opts.username !== undefined ? { username: opts.username } : {}),
          ...(opts.password !== undefined ? { password: opts.password } : {}),
        });
        process.stdout.write(
          `${r.created ? 'Admin account created' : 'Admin password reset'} (shown only this once; choose your own at the next login):\n  username: ${r.username}\n  password: ${r.password}\n${r.sessionsEnded ? `${r.sessionsEnded} session(s) ended.\n` : ''}`,
        );
      } catch (e) {
        if (!(e instanceof RecoveryError)) throw e;
        process.stderr.write(`error[${e.code}]: ${e.message}\n`);
        process.exitCode = 2;
      } finally {
        await store.close();
      }
    });
}
