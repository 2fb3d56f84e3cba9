import type { Locale, Notification } from '@casino/contracts';
import verification from '../seed/messages/verification';
import type { verificationDocuments } from './tables';

const text = (locale: Locale, key: string, vars: Record<string, string> = {}) =>
  (verification[locale][key] ?? verification.en[key] ?? key).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (_, name: string) => vars[name] ?? '',
  );

/** The personal notification of a reviewed document, in the player's language, with a button to the page. */
export function reviewNotification(locale: Locale, document: typeof verificationDocuments.$inferSelect): Notification {
  const approved = document.status === 'approved';
  const kind = approved ? 'approved' : 'rejected';
  const title = text(locale, `verification.notification.${kind}.title`);
  const vars = {
    type: text(locale, `verification.type.${document.type}`),
    reason: document.rejectionReason ? text(locale, `verification.reason.${document.rejectionReason}`) : '',
  };
  return {
    id: `document:${document.id}:${kind}`,
    type: 'personal',
    event: `document_${kind}`,
    title,
    text: text(locale, `verification.notification.${kind}.text`, vars),
    content: {
      icon: approved ? 'check' : 'warning',
      title,
      button: { title: text(locale, 'verification.notification.button'), path: '/profile/verification' },
    },
    end_at: null,
    action: null,
  };
}
