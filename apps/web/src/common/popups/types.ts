import type { ComponentType } from 'react';

/** What the popups host hands every popup. */
export interface PopupProps {
  /** The id to put on the popup's heading; the dialog is labelled by it. */
  titleId: string;
  /** Closes the popup (with the 100 ms closing delay). */
  close: () => void;
}

export interface PopupEntry {
  load: () => Promise<{ default: ComponentType<PopupProps> }>;
  /** False when the overlay must not close the popup (terms, SHELL-12). Default true. */
  dismissible?: boolean;
  /** True for the popups only a guest may open (AUTH-02, AUTH-06): a signed-in player's request is dropped. */
  guestOnly?: boolean;
}
