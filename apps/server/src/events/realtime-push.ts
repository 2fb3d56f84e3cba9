/**
 * The outbox event type any domain publishes to push a realtime message after commit; the
 * realtime gateway's bridge (realtime/outbox-bridge.ts) delivers it. It lives with the outbox
 * so that publishing a push does not make a domain depend on the gateway (docs/architecture.md §2).
 */
export const REALTIME_PUSH_EVENT = 'realtime.push';
