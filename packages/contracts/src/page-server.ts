import type { ClientContext } from './info';

/**
 * The contract between the server that renders the web app's pages
 * (apps/server/src/page-server/ssr.ts) and the web app (docs/architecture.md §7): what every
 * route loader receives as its `context`, and what the web app's server entry exports beside
 * React Router's own. Types only: both sides are typed by these, neither imports the other.
 * Object type aliases rather than interfaces, so the context is assignable to React Router's
 * `AppLoadContext` on the server, which does not see the web app's declaration merging.
 */
/** A WHATWG fetch: what the page server's in-process API answers with (PageLoadContext.apiFetch). */
export type ApiFetch = (input: URL | Request | string, init?: RequestInit) => Promise<Response>;

export type PageLoadContext = {
  /** The CSP nonce of this response's inline scripts. */
  nonce: string;
  /** Where server-side loaders reach the API: the rendering process itself, over loopback. */
  apiOrigin: string;
  /**
   * The same API answered in process, without a socket, when the page server shares the API's
   * server: loaders send their requests through it, addressed to `apiOrigin`.
   */
  apiFetch?: ApiFetch;
  requestId: string;
  /** The visitor's address, forwarded to the API so geolocation sees the visitor, not loopback. */
  clientIp: string;
  /** Headers forwarded to the API with the visitor's cookie: the edge's country header when configured. */
  forwardHeaders?: Record<string, string>;
  /** PUBLIC_URL's origin, or '' to use the request's own: canonical links never follow the Host header. */
  publicOrigin: string;
  /** The visitor's client context as GET /client-context answers it, asked in process (no loopback request). */
  clientContext?: () => Promise<ClientContext>;
};

/**
 * Which guests may share one rendered page (docs/decisions/021-guest-page-cache.md): the part of
 * the request a render depends on besides the URL, the host and the country, or null when the
 * render is for this visitor alone.
 */
export type GuestPageVariant = (request: Request) => string | null;

/** What the web app's server entry module exports for the page server, beside React Router's exports. */
export type PageServerEntryExports = {
  guestPageVariant?: GuestPageVariant;
};
