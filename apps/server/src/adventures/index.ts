// The public entry of the adventures domain: other domains import only this file (docs/architecture.md §2).
export { type AdventureService, type AdventureDeps, type AdventurePlayerFacts, createAdventureService } from './service';
export { adventureRoutes } from './routes';
export { adventureStaffRoutes } from './staff-routes';
