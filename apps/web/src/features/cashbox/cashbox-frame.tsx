import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASHBOX_POPUPS, NEXT_PARAM, type CashboxPopup } from './paths';
import { useCashboxNav, useCashboxState, type CashboxState } from './use-cashbox';

export type ReadyCashbox = Extract<CashboxState, { kind: 'ready' }>;

const TABS = [
  [CASHBOX_POPUPS.dashboard, 'cashbox.tab.dashboard'],
  [CASHBOX_POPUPS.deposit, 'cashbox.tab.deposit'],
  [CASHBOX_POPUPS.withdraw, 'cashbox.tab.withdraw'],
] as const;

/**
 * The frame of every cashbox popup: title, the dashboard / deposit / withdraw tabs, and the
 * gate in front of them: sign in first (PAY-01), then the personal-info form when a fiat wallet
 * lacks profile fields (PAY-03).
 */
export function CashboxFrame({
  titleId,
  step,
  children,
}: {
  titleId: string;
  step: CashboxPopup;
  children: (cashbox: ReadyCashbox) => ReactNode;
}) {
  const { t } = useTranslation();
  const { href, go } = useCashboxNav();
  const state = useCashboxState(step === CASHBOX_POPUPS.withdraw ? 'cashout' : 'deposit');
  const needsProfile = state.kind === 'needs-profile';

  useEffect(() => {
    if (needsProfile) void go(CASHBOX_POPUPS.personalInfo, { [NEXT_PARAM]: step }, true);
  }, [needsProfile, go, step]);

  return (
    <div className="popup-panel cashbox">
      <h2 id={titleId}>{t('cashbox.title')}</h2>
      <nav className="cashbox__tabs" aria-label={t('cashbox.title')}>
        {TABS.map(([popup, label]) => (
          <Link
            key={popup}
            to={href(popup)}
            replace
            preventScrollReset
            className="cashbox__tab"
            aria-current={
              popup === step || (popup === CASHBOX_POPUPS.deposit && step === CASHBOX_POPUPS.oneClick) ? 'page' : undefined
            }
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      {state.kind === 'ready' ? (
        children(state)
      ) : state.kind === 'guest' ? (
        <div className="cashbox__gate">
          <p>{t('cashbox.sign_in_first')}</p>
          <Link className="button button--primary" to={{ search: '?popup=modal-login-form' }}>
            {t('auth.sign_in.title')}
          </Link>
        </div>
      ) : (
        <CashboxSkeleton />
      )}
    </div>
  );
}

/** Reserves the cashbox's height while its data loads, so nothing jumps (docs/architecture.md §7). */
export function CashboxSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="cashbox__skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">{t('cashbox.loading')}</span>
      <div />
      <div />
      <div />
    </div>
  );
}
