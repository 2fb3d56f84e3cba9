// The public entry of the wallet domain: other domains import only this file (docs/architecture.md §2).
export { type MoneyRequest, type Movement, type WalletService, createWalletService } from './service';
export type { PlayLimitCheck, PlayLimits } from './game-play';
export type { LedgerLookups, WalletMovementLine } from './lookups';
export { walletRoutes } from './routes';
export { WALLET_EVENTS, betPlacedPayloadSchema, betRolledBackPayloadSchema, depositSucceededPayloadSchema } from './events';
export { WalletError, type WalletErrorCode } from './errors';
export { type AuditReport, auditLedger, formatAuditReport } from './audit';
export type { PoolMovementRequest } from './jackpot-pool';
export {
  type GameReturns,
  type LedgerFigures,
  type ReportRange,
  activePlayersByPeriod,
  gameReturns,
  ledgerFigures,
} from './reports';
