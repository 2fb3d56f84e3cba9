// The public entry of the realtime domain: other domains import only this file (docs/architecture.md §2).
export { type Realtime, createRealtime } from './gateway';
export { bridgeOutboxToRealtime } from './outbox-bridge';
