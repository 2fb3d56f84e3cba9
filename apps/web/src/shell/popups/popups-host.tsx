import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { Modal } from '../../ui/modal';
import { blockedPopup, BLOCK_MESSAGE_KEYS } from '../restrictions';
import { debounce, MODAL_CLOSE_DELAY_MS, POPUP_RESIZE_DEBOUNCE_MS } from '../timing';
import { useToasts } from '../../common/notices/toasts';
import { useHydrated } from '../../common/hooks/use-hydrated';
import { useRestriction } from '../visitor';
import { isRegisteredPopup, POPUP_PARAM, POPUP_REGISTRY, popupAllowedFor } from './registry';
import type { PopupProps } from '../../common/popups/types';
import { usePopup } from '../../common/popups/use-popup';

// One lazy component per registered popup; nothing loads until a popup is first shown.
const COMPONENTS: Readonly<Record<string, LazyExoticComponent<ComponentType<PopupProps>>>> = Object.fromEntries(
  Object.entries(POPUP_REGISTRY).map(([name, entry]) => [name, lazy(entry.load)]),
);

/**
 * Shows the popup the URL names (?popup=name). A popup leaving the URL, by closing or by a route
 * change, fades out for the 100 ms closing delay before it unmounts (SHELL-11). Popups a
 * restricted visitor may not open are refused with a toast (GEO-04).
 */
export function PopupsHost() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Host />;
}

function Host() {
  const { t } = useTranslation();
  const location = useLocation();
  const restriction = useRestriction();
  const toasts = useToasts();
  const { close } = usePopup();
  const signedIn = Boolean(useQuery(playerQuery(browserApi())).data);
  const named = new URLSearchParams(location.search).get(POPUP_PARAM);
  const reason = named ? blockedPopup(named, restriction) : null;
  // AUTH-06: a guest-only popup asked for by a signed-in player does not open.
  const guestOnlyRefused = named !== null && !popupAllowedFor(named, signedIn);
  const requested = isRegisteredPopup(named) && !reason && !guestOnlyRefused ? named : null;
  const [shown, setShown] = useState<{ name: string | null; closing: boolean }>({ name: requested, closing: false });

  // Derived from the URL during render: open at once, or start the closing delay.
  if (requested !== shown.name && !shown.closing) {
    setShown(shown.name === null ? { name: requested, closing: false } : { name: shown.name, closing: true });
  }
  useEffect(() => {
    if (!shown.closing) return;
    const timer = setTimeout(() => setShown({ name: requested, closing: false }), MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown.closing, requested]);

  // A refused popup: the navigation is cancelled and the visitor told why.
  useEffect(() => {
    if (!reason) return;
    toasts.show({ id: `geo-${reason}`, kind: 'warning', text: t(BLOCK_MESSAGE_KEYS[reason]) });
    close();
  }, [reason, toasts, t, close]);

  // ...and its name leaves the URL, so back and a reload do not ask again.
  useEffect(() => {
    if (guestOnlyRefused) close();
  }, [guestOnlyRefused, close]);

  // The popup fits the viewport; its height follows resizes, 150 ms after the last one (SHELL-13).
  useEffect(() => {
    const apply = () => document.documentElement.style.setProperty('--popup-max-height', `${window.innerHeight}px`);
    apply();
    const onResize = debounce(apply, POPUP_RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);

  if (!shown.name) return null;
  return <OpenPopup key={shown.name} name={shown.name} closing={shown.closing} onClose={close} />;
}

function OpenPopup({ name, closing, onClose }: { name: string; closing: boolean; onClose: () => void }) {
  const titleId = useId();
  const Component = COMPONENTS[name];
  if (!Component) return null;
  return (
    <Modal titleId={titleId} onClose={onClose} closing={closing} dismissible={POPUP_REGISTRY[name]?.dismissible !== false}>
      <Suspense fallback={<div className="popup-panel popup-panel--loading" aria-busy="true" />}>
        <Component titleId={titleId} close={onClose} />
      </Suspense>
    </Modal>
  );
}
