import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { GuestPageVariant } from '@casino/contracts';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { guestPageVariant as variantOf } from './guest-page-variant';
import { latePreloads, movePreloads } from './late-preloads';

/** Rendering stops streaming after this long; the browser finishes on the client. */
export const streamTimeout = 5_000;

/**
 * Passes React's output on in one chunk per turn of the event loop instead of one per 4 KB it
 * writes: a page rendered at once (the lobby, once its lazy parts are loaded) goes through the
 * web stream, the server's stream and the compressor as a single buffer, while a render that
 * waits on something still streams what it has. On the way, the script preloads move behind the
 * first paint (late-preloads.ts).
 */
class Coalesce extends Transform {
  private pending: Buffer[] = [];
  private scheduled: NodeJS.Immediate | undefined;
  /** Keeps a character split between two writes whole. */
  private readonly decoder = new StringDecoder('utf8');
  private readonly preloads = latePreloads();

  constructor(private readonly nonce: string | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    this.scheduled ??= setImmediate(() => this.release());
    done();
  }

  override _flush(done: TransformCallback) {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.release();
    const rest = this.decoder.end();
    if (rest) this.push(rest);
    done();
  }

  private release() {
    this.scheduled = undefined;
    if (this.pending.length === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    const html = movePreloads(this.decoder.write(bytes), this.preloads, this.nonce);
    if (html) this.push(html);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and pre-renderers get the whole document at once; browsers get the shell early.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.nonce || undefined;
    // Stops a render still streaming after the timeout; cleared once the document is written.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new Coalesce(nonce);
        // Once the document is written, nothing is left to abort: the render's state can go.
        body.once('finish', () => clearTimeout(timer));
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged once here; before it, React Router's boundary shows them.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * The part of a guest's request that a server render depends on besides the URL, the host and
 * the visitor's country, or null when the render is personal (a session, or a cookie this app
 * does not know). The server keeps one rendered page per variant for a few seconds
 * (docs/decisions/021-guest-page-cache.md).
 */
export const guestPageVariant: GuestPageVariant = variantOf;
