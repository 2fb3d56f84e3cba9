// The public entry of the support domain: other domains import only this file (docs/architecture.md §2).
export { STAFF_SUPPORT_OUTBOX_EVENT, type SupportService, createSupportService } from './service';
export { staffSupportRoutes, supportRoutes } from './routes';
export { conversationsOfPlayer } from './player-conversations';
