import { CSRF_HEADER_VALUE } from '@casino/contracts';
import axios, { type AxiosInstance } from 'axios';

let client: AxiosInstance | undefined;
/**
 * The console's own client: a 401 here means "no staff session" and must not raise the players'
 * auth-error event (which signs a player out).
 */
export function staffApi(): AxiosInstance {
  client ??= axios.create({
    withCredentials: true,
    headers: { Accept: 'application/json', 'X-Requested-With': CSRF_HEADER_VALUE },
  });
  return client;
}
