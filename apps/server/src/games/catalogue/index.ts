// The public entry of the games catalogue domain: other domains import only this file (docs/architecture.md §2).
export { type CatalogueService, createCatalogueService } from './service';
export { catalogueRoutes } from './routes';
export type { CatalogueGame, CatalogueSnapshot } from './snapshot';
export { type PublishedReturn, gameIdsOfProviders, publishedReturnsOf } from './lookups';
