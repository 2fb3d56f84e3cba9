// The public entry of the info domain: other domains import only this file (docs/architecture.md §2).
export { type InfoService, type VisitorContext, createInfoService } from './service';
export { infoRoutes, visitorOf } from './routes';
