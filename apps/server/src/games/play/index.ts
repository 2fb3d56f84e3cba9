// The public entry of the game play domain: other domains import only this file (docs/architecture.md §2).
export { type PlayService, createPlayService } from './service';
export { playRoutes } from './routes';
export { providerRoutes } from './provider-routes';
export { seamlessRoutes } from './seamless-routes';
export { PLAY_EVENTS } from './notify';
export type { FreeSpins, FreeSpinOffer } from './free-spins';
export { ROUND_SWEEP_INTERVAL_MS } from './rounds';
export { playersWhoPlayed } from './audience';
