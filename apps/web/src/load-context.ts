import 'react-router';
import type { PageLoadContext } from '@casino/contracts';

declare module 'react-router' {
  /**
   * What the page server hands every loader (apps/server/src/page-server/ssr.ts): declared once,
   * in packages/contracts, for both sides.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends PageLoadContext {}
}
