// The public entry of the limits domain: other domains import only this file (docs/architecture.md §2).
export { type LimitsService, createLimitsService } from './service';
export { limitRoutes } from './routes';
export { LimitError, type LimitErrorCode } from './errors';
export { exclusionOf, limitHistoryOf, liveExclusions, lossesFrom, recentLimitChanges } from './oversight';
