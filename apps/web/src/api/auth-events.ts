/** The auth-error event: any 401 logs the player out and sends them to login (requirements §core-8). */
export const AUTH_ERROR_EVENT = 'casino:auth-error';

export function emitAuthError(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AUTH_ERROR_EVENT));
}

export function onAuthError(listener: () => void): () => void {
  window.addEventListener(AUTH_ERROR_EVENT, listener);
  return () => window.removeEventListener(AUTH_ERROR_EVENT, listener);
}
