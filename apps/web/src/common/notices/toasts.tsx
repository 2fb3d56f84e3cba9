import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { TOAST_LIFETIME_MS } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

interface Toast {
  /** Same id, same toast: showing it again does not stack a copy. */
  id: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  text: string;
  /** Warning toasts the spec keeps until dismissed (restricted country, reached limit). */
  persistent?: boolean;
}

/** How long a toast stays: 10 s, or until dismissed for a persistent one (NOTIF-01). */
export function toastLifetimeMs(toast: Pick<Toast, 'persistent'>): number | null {
  return toast.persistent ? null : TOAST_LIFETIME_MS;
}

interface ToastApi {
  show(toast: Toast): void;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined, dismiss: () => undefined });

export function useToasts(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: Toast) => setToasts((list) => [...list.filter((t) => t.id !== toast.id), toast]), []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toasts toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismiss={dismiss} closeLabel={t('shell.close')} />
      ))}
    </div>
  );
}

function ToastItem({ toast, dismiss, closeLabel }: { toast: Toast; dismiss: (id: string) => void; closeLabel: string }) {
  useEffect(() => {
    const lifetime = toastLifetimeMs(toast);
    if (lifetime === null) return;
    const timer = setTimeout(() => dismiss(toast.id), lifetime);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className={`toast toast--${toast.kind}`} data-toast={toast.id}>
      <p>{toast.text}</p>
      <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
