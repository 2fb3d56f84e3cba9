// The public entry of the loyalty domain: other domains import only this file (docs/architecture.md §2).
export { type LoyaltyService, type LoyaltyDeps, type LoyaltyPlayerFacts, createLoyaltyService } from './service';
export { loyaltyRoutes } from './routes';
export { loyaltyStaffRoutes } from './staff-routes';
export { wheelRoutes } from './wheel-routes';
export { wheelStaffRoutes } from './wheel-staff-routes';
