import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../events/outbox';
import { ManualClock } from '../platform/clock';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { silentLogger } from '../test/logger';
import { createMailer } from './mailer';
import { mailOutbox } from './tables';

let testDb: TestDatabase;
let sink: SMTPServer;
/** Each received message as text, quoted-printable soft breaks and escapes undone. */
const received: string[] = [];
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const clock = new ManualClock('2026-11-20T10:00:00Z');

beforeAll(async () => {
  testDb = await openTestDatabase();
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(decoded(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(0, '127.0.0.1', () => resolve());
  });
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => sink?.close(() => resolve()));
  await testDb?.close();
});

describe('mail through SMTP', () => {
  it('AUTH-19 sends the mail with its link, then keeps the row without the body (no single-use link at rest)', async () => {
    const db = testDb.database.db;
    const outbox = createOutbox({ db, clock, log: silentLogger });
    const port = (sink.server.address() as AddressInfo).port;
    const mailer = createMailer({
      db,
      clock,
      outbox,
      log: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Casino <no-reply@casino.example>',
    });
    const link = 'https://casino.example/new-password?reset_password_token=single-use-token-9f3a';
    await db.transaction((tx) =>
      mailer.queue(tx, { playerId: null, to: 'ada@example.com', kind: 'reset', locale: 'en', vars: { link } }),
    );
    await outbox.drain();

    expect(received).toHaveLength(1);
    expect(received[0]).toContain(link);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'));
    expect(row).toMatchObject({ kind: 'reset', sentAt: clock.now(), text: '', html: '' });
    expect(row?.subject).toBeTruthy();
    expect(received[0]).toContain(`Subject: ${row?.subject}`);
    expect(JSON.stringify(row)).not.toContain('single-use-token-9f3a');
  });
});
