/** Router errors that are part of normal navigation and not worth a log line (requirements §core-8). */
export function isIgnoredRouterError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /abort|duplicat/i.test(text);
}

/** A global error as the one JSON line the console gets (requirements §core-8). */
export function globalErrorLine(kind: 'error' | 'unhandledrejection', error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack?.split('\n').slice(0, 5).join('\n') : undefined;
  return JSON.stringify({ code: kind === 'error' ? 'GLOBAL_ERROR' : 'UNHANDLED_REJECTION', message, stack });
}

/** Logs uncaught errors and rejections as JSON, leaving out aborted and duplicated navigations. */
export function installGlobalErrorLog(): () => void {
  const onError = (event: ErrorEvent) => {
    if (!isIgnoredRouterError(event.error ?? event.message))
      console.error(globalErrorLine('error', event.error ?? event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isIgnoredRouterError(event.reason)) console.error(globalErrorLine('unhandledrejection', event.reason));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
