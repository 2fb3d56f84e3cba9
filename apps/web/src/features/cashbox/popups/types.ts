/** What the shell's popups host hands a popup (structurally its PopupProps; features do not import the shell). */
export interface CashboxPopupProps {
  titleId: string;
  close: () => void;
}
