/**
 * The query parameter that names the open popup: popups are URL state, so back and forward work.
 * Apart from the registry, so opening a popup does not load the list of every popup.
 */
export const POPUP_PARAM = 'popup';
