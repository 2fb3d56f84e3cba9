import { POPUP_PARAM } from '../../common/popups/param';

/** The cashbox's named popups (requirements §core-2): they are URL state, opened over the current page. */
export const CASHBOX_POPUPS = {
  dashboard: 'modal-cashbox-dashboard',
  deposit: 'modal-cashbox-step-deposit',
  withdraw: 'modal-cashbox-step-withdraw',
  oneClick: 'modal-cashbox-deposit-one-click',
  personalInfo: 'modal-user-personal-info',
} as const;
export type CashboxPopup = (typeof CASHBOX_POPUPS)[keyof typeof CASHBOX_POPUPS];

/** Where the personal-info form goes once saved. */
export const NEXT_PARAM = 'next';
/** The wallet a deposit is for (/accounts/{id}/deposit). */
export const ACCOUNT_PARAM = 'account';
/** The deposit opened for a gift (/deposit-bonus). */
export const BONUS_PARAM = 'bonus';

const ALL: readonly string[] = Object.values(CASHBOX_POPUPS);
export const isCashboxPopup = (name: string | null): name is CashboxPopup => name !== null && ALL.includes(name);

/**
 * The cashbox paths (PAY-01) and what each opens: none has a page of its own; a first
 * navigation landing on one goes to main with the popup open (PAY-02).
 */
export function cashboxPathTarget(path: string): { popup: CashboxPopup; params: Record<string, string> } | null {
  const clean = path.replace(/\/+$/, '');
  const account = /^\/accounts\/(\d{1,15})\/deposit$/.exec(clean);
  if (account?.[1]) return { popup: CASHBOX_POPUPS.deposit, params: { [ACCOUNT_PARAM]: account[1] } };
  switch (clean) {
    case '/cashbox':
    case '/dashboard':
      return { popup: CASHBOX_POPUPS.dashboard, params: {} };
    case '/deposit':
      return { popup: CASHBOX_POPUPS.deposit, params: {} };
    case '/deposit-bonus':
      return { popup: CASHBOX_POPUPS.deposit, params: { [BONUS_PARAM]: '1' } };
    case '/withdraw':
      return { popup: CASHBOX_POPUPS.withdraw, params: {} };
    case '/deposit-fast':
      return { popup: CASHBOX_POPUPS.oneClick, params: {} };
    default:
      return null;
  }
}

/**
 * The search string with `popup` set (and the cashbox's own parameters replaced by `params`),
 * or the popup and those parameters removed for null.
 */
export function cashboxSearch(search: string, popup: string | null, params: Record<string, string> = {}): string {
  const next = new URLSearchParams(search);
  for (const key of [NEXT_PARAM, ACCOUNT_PARAM, BONUS_PARAM]) next.delete(key);
  if (popup) next.set(POPUP_PARAM, popup);
  else next.delete(POPUP_PARAM);
  for (const [key, value] of Object.entries(params)) next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}
