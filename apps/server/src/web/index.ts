// The public entry of the web domain: other domains import only this file (docs/architecture.md §2).
export { developmentWeb, productionWeb } from './ssr';
