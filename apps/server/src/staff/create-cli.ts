import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@casino/contracts';
import { createThrottle } from '../auth';
import { openDatabase } from '../db/client';
import { DEV_SESSION_SECRET, parseEnv } from '../env';
import { ValidationError } from '../http/errors';
import { systemClock } from '../platform/clock';
import { readOrCreateSecret } from '../platform/secret-file';
import { cryptoRng } from '../platform/rng';
import { createStaffService } from './service';

/**
 * `npm run staff:create -- --email agent@example.com --role support_agent [--name "Ada"]`, or
 * `node apps/server/dist/staff-create.js ...` in production: creates a back-office account in the
 * database of DATABASE_URL or the PGlite files in DATA_DIR. The password comes from STAFF_PASSWORD
 * or a hidden prompt, never from an argument (arguments end up in shell history and `ps`).
 * Two-factor is enrolled at the first sign-in; STAFF_TOTP_SECRET (base32) enrols a seed already
 * held by an authenticator, as the end-to-end tests do (docs/decisions/066-staff-access.md).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.role) throw new Error(`usage: staff:create -- --email x --role ${STAFF_ROLES.join('|')}`);
  if (!(STAFF_ROLES as readonly string[]).includes(values.role))
    throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const password = process.env['STAFF_PASSWORD'] ?? (await prompt('Password (12 to 128 characters): '));
  const env = parseEnv();
  // `npm run -w` runs in apps/server; DATA_DIR is meant from where the command was typed, as for `npm start`.
  const dataDir = resolve(process.env['INIT_CWD'] ?? process.cwd(), env.DATA_DIR);
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  try {
    const service = createStaffService({
      db: database.db,
      clock: systemClock,
      rng: cryptoRng,
      // The command opens no session, so none can end.
      disconnectSessions: () => undefined,
      // The server's own secret (main.ts): it seals the two-factor seed the server will open.
      secret: env.SESSION_SECRET ?? (env.NODE_ENV === 'production' ? readOrCreateSecret(dataDir) : DEV_SESSION_SECRET),
      throttle: createThrottle({ db: database.db, clock: systemClock }),
    });
    const staff = await service.create({
      email: values.email,
      role: values.role as StaffRole,
      name: values.name ?? '',
      password,
      totpSecret: process.env['STAFF_TOTP_SECRET'] || undefined,
    });
    process.stdout.write(`created staff account ${staff.id}: ${staff.email} (${staff.role})\n`);
  } finally {
    await database.close();
  }
}

/** Reads a line without echoing it. */
function prompt(question: string): Promise<string> {
  return new Promise((resolvePassword, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('set STAFF_PASSWORD or run in a terminal to be asked for the password'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(question);
    // Echo nothing while the password is typed.
    output._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolvePassword(answer);
    });
  });
}

main().catch((err: unknown) => {
  const message =
    err instanceof ValidationError
      ? Object.entries(err.errors)
          .map(([field, messages]) => `${field} ${messages.join(', ')}`)
          .join('; ')
      : err instanceof Error
        ? err.message
        : String(err);
  process.stderr.write(`staff account not created: ${message}\n`);
  process.exitCode = 1;
});
