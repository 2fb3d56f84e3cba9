// The public entry of the jackpots domain: other domains import only this file (docs/architecture.md §2).
export { type JackpotService, type JackpotDeps, createJackpotService } from './service';
export { jackpotRoutes, jackpotStaffRoutes } from './routes';
export { type JackpotAuditReport, auditJackpots, formatJackpotAudit } from './audit';
