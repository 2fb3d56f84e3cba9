import type { AxiosInstance } from 'axios';

/** The request methods the app calls on its client; each waits for the real client, then delegates. */
const METHODS = [
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
  'postForm',
  'putForm',
  'patchForm',
] as const;

/**
 * An API client whose HTTP library (axios with its retry plugin, about 22 KB gzip) is loaded with
 * the first request instead of with the page: the lobby is rendered on the server and hydrated
 * from its data, so most first visits call nothing before they are interactive. The client is
 * created once, on first use; a failed load is tried again by the next call.
 */
export function lazyHttpClient(create: () => Promise<AxiosInstance>): AxiosInstance {
  let client: Promise<AxiosInstance> | undefined;
  const load = () => {
    client ??= create().catch((err: unknown) => {
      client = undefined;
      throw err;
    });
    return client;
  };
  const facade: Record<string, unknown> = {};
  for (const method of METHODS) {
    facade[method] = async (...args: unknown[]) => {
      const real = await load();
      return (real[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return facade as unknown as AxiosInstance;
}
