// The public entry of the promotions domain: other domains import only this file (docs/architecture.md §2).
export { type PromotionService, type PromotionDeps, type PromotionDocuments, createPromotionService } from './service';
export { promotionRoutes } from './routes';
export { promotionStaffRoutes } from './staff-routes';
