import { useQuery } from '@tanstack/react-query';
import { defaultCurrencyFor, type ClientContext } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../../api/server-api';
import { useLocale } from '../../../i18n/locale';
import { RegistrationForm } from '../registration-form';
import { RegistrationGifts } from '../../../common/gifts/registration-gifts';
import type { PopupProps } from '../../../common/popups/types';

interface Currencies {
  default: string;
  enabled: string[];
  country_defaults: Record<string, string>;
}

/** The currency offered first: the visitor's country default when enabled (VAL-20). */
function useDefaultCurrency(): string | undefined {
  return useQuery({
    queryKey: ['auth', 'default-currency'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const api = browserApi();
      const [visitor, currencies] = await Promise.all([
        api.get<ClientContext>('/client-context').then((r) => r.data),
        api.get<Currencies>('/api/info/currencies').then((r) => r.data),
      ]);
      return defaultCurrencyFor(visitor.country, currencies.enabled, currencies.default, currencies.country_defaults);
    },
  }).data;
}

/** The sign-up popup (modal-sign-up, AUTH-02, AUTH-10). */
export default function SignUpPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const currency = useDefaultCurrency();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('auth.sign_up.title')}</h2>
      <RegistrationGifts currency={currency} />
      <RegistrationForm
        locale={locale}
        currency={currency}
        onRegistered={() => {
          close();
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
