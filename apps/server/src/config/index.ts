// The public entry of the config domain: other domains import only this file (docs/architecture.md §2).
export { type ConfigService, createConfigService } from './service';
export { configRoutes } from './routes';
export { type ConfigEditor, createConfigEditor } from './editor';
export { configEditorRoutes } from './editor-routes';
