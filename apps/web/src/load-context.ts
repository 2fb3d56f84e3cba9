import 'react-router';
import type { ClientContext } from '@casino/contracts';

declare module 'react-router' {
  /** What the server hands every loader (apps/server/src/web/ssr.ts). */
  interface AppLoadContext {
    nonce: string;
    apiOrigin: string;
    requestId: string;
    /** The visitor's address, forwarded to the API so geolocation sees the visitor, not loopback. */
    clientIp: string;
    /** Headers forwarded to the API with the cookie: the edge's country header when configured. */
    forwardHeaders?: Record<string, string>;
    /** PUBLIC_URL's origin when configured: canonical links never follow the request's Host. */
    publicOrigin: string;
    /** The visitor's client context as GET /client-context answers it, asked in process (no loopback request). */
    clientContext?: () => Promise<ClientContext>;
  }
}
