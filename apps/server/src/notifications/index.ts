// The public entry of the notifications domain: other domains import only this file (docs/architecture.md §2).
export { MAIL_SEND_EVENT, type MailRequest, type Mailer, createMailer } from './mailer';
export { type NotificationInbox, createNotificationInbox } from './inbox';
export { type Notifier, createNotifier } from './personal';
export { notificationRoutes } from './player-routes';
export { limitConfirmationNotification, subscribeNotificationProducers } from './producers';
export { type PromoTargeting, createPromoTargeting } from './promo-targeting';
export { devMailboxRoutes } from './routes';
