// The public entry of the verification domain: other domains import only this file (docs/architecture.md §2).
export { type VerificationService, createVerificationService } from './service';
export { staffVerificationRoutes, verificationRoutes } from './routes';
