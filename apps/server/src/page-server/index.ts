// The public entry of the page server (serving the web app's pages): other domains import only this file (docs/architecture.md §2).
export { developmentWeb, productionWeb } from './ssr';
