import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Locale } from '@casino/contracts';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { mailOutbox } from './tables';
import { renderMail, type MailKind } from './templates';

export const MAIL_SEND_EVENT = 'mail.send';

export interface MailRequest {
  playerId: number | null;
  to: string;
  kind: MailKind;
  locale: Locale;
  vars: Record<string, string>;
}

export interface Mailer {
  /** Writes the mail in the caller's transaction; it leaves only if that commits. */
  queue(tx: DbOrTx, mail: MailRequest): Promise<void>;
}

/**
 * Every mail is a row of mail_outbox written with the change that caused it, and an outbox
 * event. With SMTP_URL the event sends it (at least once, retried by the outbox), and once it has
 * left the row keeps who, what kind, the subject and when, but not the body: a sent mail's
 * single-use links (password reset, confirmations) are not kept in the database. Without
 * SMTP_URL the row stays whole for /dev/mailbox.
 */
export function createMailer(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { db, clock, outbox, log } = deps;
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  if (transport) {
    outbox.subscribe(MAIL_SEND_EVENT, async (event) => {
      const mailId = (event.payload as { mailId?: unknown }).mailId;
      if (typeof mailId !== 'number') return;
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
      if (!mail || mail.sentAt) return;
      await transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ sentAt: clock.now(), text: '', html: '' }).where(eq(mailOutbox.id, mailId));
      log.info({ mailId, kind: mail.kind }, 'mail sent');
    });
  }
  return {
    async queue(tx, mail) {
      const rendered = renderMail(mail.kind, mail.locale, mail.vars);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          playerId: mail.playerId,
          to: mail.to,
          kind: mail.kind,
          locale: mail.locale,
          createdAt: clock.now(),
          ...rendered,
        })
        .returning({ id: mailOutbox.id });
      if (transport && row)
        await outbox.publish(tx, { type: MAIL_SEND_EVENT, playerId: mail.playerId, payload: { mailId: row.id } });
    },
  };
}
