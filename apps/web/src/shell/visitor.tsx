import { createContext, useContext } from 'react';
import type { ClientContext } from '@casino/contracts';

/**
 * What the server knows about the visitor (GET /client-context) that pages need; null when it
 * could not tell. Without the address and the server's clock, so that guests of one country may
 * share a rendered page (docs/decisions/021-guest-page-cache.md).
 */
export type PageVisitor = Omit<ClientContext, 'ip' | 'server_time'>;

export function pageVisitor({ ip: _ip, server_time: _time, ...visitor }: ClientContext): PageVisitor {
  return visitor;
}

const VisitorContext = createContext<PageVisitor | null>(null);

export const VisitorProvider = VisitorContext.Provider;

export function useVisitor(): PageVisitor | null {
  return useContext(VisitorContext);
}

/** The visitor's restriction; a visitor whose country is unknown is not restricted. */
export function useRestriction(): PageVisitor['restriction'] {
  return useVisitor()?.restriction ?? 'none';
}

/** The host of the page request, for host-dependent lists (hidden locales). */
export const HostContext = createContext('');

export function useHost(): string {
  return useContext(HostContext);
}
