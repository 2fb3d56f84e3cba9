// The public entry of the telemetry domain: other domains import only this file (docs/architecture.md §2).
export { type TelemetryService, createTelemetryService } from './service';
export { telemetryRoutes } from './routes';
export {
  type ContactMessageRow,
  type ContactMessageStatus,
  contactMessagesOf,
  setContactMessageStatus,
} from './contact-messages';
