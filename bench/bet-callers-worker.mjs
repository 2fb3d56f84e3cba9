// Worker entry of bench/bet-callers.ts: registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./bet-callers-worker.ts');
