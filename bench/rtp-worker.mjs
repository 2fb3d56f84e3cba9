// Worker entry of bench/rtp.mjs: registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./rtp-worker.ts');
