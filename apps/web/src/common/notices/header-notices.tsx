import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface HeaderNotice {
  id: string;
  text: string;
  action?: { label: string; onClick: () => void };
}

interface NoticesApi {
  notices: HeaderNotice[];
  add(notice: HeaderNotice): void;
  remove(id: string): void;
}

const NoticesContext = createContext<NoticesApi>({ notices: [], add: () => undefined, remove: () => undefined });

/**
 * Header notices: bars under the header (email not confirmed, tester notices); features add and
 * remove them. `initial` are those the first render already knows, so they shift nothing later.
 */
export function HeaderNoticesProvider({ children, initial = [] }: { children: React.ReactNode; initial?: HeaderNotice[] }) {
  const [notices, setNotices] = useState<HeaderNotice[]>(initial);
  const add = useCallback((n: HeaderNotice) => setNotices((list) => [...list.filter((x) => x.id !== n.id), n]), []);
  const remove = useCallback((id: string) => setNotices((list) => list.filter((x) => x.id !== id)), []);
  const api = useMemo(() => ({ notices, add, remove }), [notices, add, remove]);
  return <NoticesContext.Provider value={api}>{children}</NoticesContext.Provider>;
}

export function useHeaderNotices(): NoticesApi {
  return useContext(NoticesContext);
}

export function HeaderNotices() {
  const { notices } = useHeaderNotices();
  if (notices.length === 0) return null;
  return (
    <ul className="header-notices">
      {notices.map((notice) => (
        <li key={notice.id} className="header-notice">
          <span>{notice.text}</span>
          {notice.action && (
            <button type="button" className="button button--ghost" onClick={notice.action.onClick}>
              {notice.action.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
