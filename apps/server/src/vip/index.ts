// The public entry of the VIP domain: other domains import only this file (docs/architecture.md §2).
export { type VipService, type VipDeps, type VipPlayerFacts, createVipService } from './service';
export { vipRoutes } from './routes';
export { vipStaffRoutes } from './staff-routes';
