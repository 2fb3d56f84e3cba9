import { splitLocalePath } from '@casino/contracts';

/** The game page (/play, /play/{producer}/{name}) in any locale. */
export const isGamePage = (pathname: string) => /^\/play(\/|$)/.test(splitLocalePath(pathname).rest);
/** The cashbox popups and the personal-info form that opens in their place. */
export const isCashboxPopup = (popup: string | null) =>
  popup !== null && (popup.startsWith('modal-cashbox') || popup === 'modal-user-personal-info');
