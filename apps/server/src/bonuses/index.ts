// The public entry of the bonuses domain: other domains import only this file (docs/architecture.md §2).
export { type BonusService, type BonusDeps, type PlayerFacts, type AwardInput, createBonusService } from './service';
export { bonusRoutes } from './routes';
export { type PromotionsConsole, createPromotionsConsole } from './staff-service';
export { staffPromotionRoutes } from './staff-routes';
