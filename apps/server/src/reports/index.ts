// The public entry of the reports domain: other domains import only this file (docs/architecture.md §2).
export { type Reports, createReports } from './service';
export { reportRoutes } from './routes';
