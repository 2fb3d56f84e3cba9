import { createContext, useContext } from 'react';
import type { ClientContext } from '@casino/contracts';

/** What the server knows about the visitor (GET /client-context); null when it could not tell. */
const VisitorContext = createContext<ClientContext | null>(null);

export const VisitorProvider = VisitorContext.Provider;

export function useVisitor(): ClientContext | null {
  return useContext(VisitorContext);
}

/** The visitor's restriction; a visitor whose country is unknown is not restricted. */
export function useRestriction(): ClientContext['restriction'] {
  return useVisitor()?.restriction ?? 'none';
}

/** The host of the page request, for host-dependent lists (hidden locales). */
export const HostContext = createContext('');

export function useHost(): string {
  return useContext(HostContext);
}
