import type { Locale } from '@casino/contracts';
import account from '../seed/messages/account';
import auth from '../seed/messages/auth';
import limits from '../seed/messages/limits';
import staffAccess from '../seed/messages/staff_access';

export type MailKind =
  | 'confirmation'
  | 'reset'
  | 'lock'
  | 'password_changed'
  | 'two_factor_disabled'
  | 'email_change_requested'
  | 'limit_change'
  | 'account_closed'
  | 'staff_invite'
  | 'staff_reset';

/** The message domain holding a kind's subject and body (greeting and signature stay in auth). */
const domainOf = (kind: MailKind) =>
  kind === 'limit_change'
    ? 'limits'
    : kind === 'account_closed'
      ? 'account'
      : kind.startsWith('staff_')
        ? 'staff_access'
        : 'auth';

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Renders a mail in the player's locale; an English variant falls back to English texts. */
export function renderMail(kind: MailKind, locale: Locale, vars: Record<string, string>): RenderedMail {
  const messages = {
    ...auth.en,
    ...limits.en,
    ...account.en,
    ...staffAccess.en,
    ...auth[locale],
    ...limits[locale],
    ...account[locale],
    ...staffAccess[locale],
  };
  const t = (key: string) => (messages[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
  const subject = t(`${domainOf(kind)}.mail.${kind}.subject`);
  const body = t(`${domainOf(kind)}.mail.${kind}.body`);
  const lines = [
    t('auth.mail.greeting'),
    body,
    kind === 'confirmation' || kind === 'reset' ? t('auth.mail.ignore') : '',
    t('auth.mail.signature'),
  ].filter(Boolean);
  const link = vars['link'];
  const html = lines
    .map((line) => {
      const safe = escapeHtml(line);
      return `<p>${link ? safe.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) : safe}</p>`;
    })
    .join('\n');
  return { subject: `${subject} - ${t('auth.brand')}`, text: lines.join('\n\n'), html };
}
