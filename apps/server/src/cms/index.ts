// The public entry of the cms domain: other domains import only this file (docs/architecture.md §2).
export { type CmsService, createCmsService } from './service';
export { cmsRoutes } from './routes';
export { cmsStaffRoutes } from './staff-routes';
