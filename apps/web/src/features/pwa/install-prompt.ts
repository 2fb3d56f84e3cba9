/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium browsers), kept from the moment
 * the browser offers it until the player presses an install button. An external store, so the
 * footer and the sidebar blocks show the same state.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallState = 'unavailable' | 'available' | 'installed';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);

export function installState(): InstallState {
  if (installed || standalone()) return 'installed';
  return deferred ? 'available' : 'unavailable';
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts listening for the browser's offer and for a completed install; answers the cleanup. */
export function listenForInstall(onInstalled: () => void): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  };
  const onInstalledEvent = () => {
    installed = true;
    deferred = null;
    emit();
    onInstalled();
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalledEvent);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalledEvent);
  };
}

/** Shows the browser's install dialog; answers the player's choice, or null when none was offered. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome;
}
