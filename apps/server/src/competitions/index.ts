// The public entry of the competitions domain: other domains import only this file (docs/architecture.md §2).
export { type CompetitionService, type CompetitionDeps, type ScoreDifference, createCompetitionService } from './service';
export { competitionRoutes, staffCompetitionRoutes } from './routes';
