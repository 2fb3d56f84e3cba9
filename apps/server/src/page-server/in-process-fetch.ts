import type { ApiFetch } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(injected: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(injected)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/** Rejects with the signal's reason when it aborts first; the injected request itself runs to its end. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A fetch that this server answers itself (requests addressed to `apiOrigin`), through Fastify's inject: no socket, no HTTP parsing
 * on either end, and no wait behind the requests already queued on the server's sockets. The
 * request goes through the same routes, hooks, rate limits and validation as one from the
 * network, from the loopback address as before (docs/decisions/078-page-reads-in-process.md).
 */
export function inProcessFetch(app: FastifyInstance, apiOrigin: () => string): ApiFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Only what is addressed to this server is answered here; anything else goes out as asked.
    if (url.origin !== new URL(apiOrigin()).origin) return fetch(request);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers['host'] = url.host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const injected = app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    const answer = await unlessAborted(injected, request.signal);
    const empty = NO_BODY.has(answer.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  };
}
