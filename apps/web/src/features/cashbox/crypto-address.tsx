import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { cryptoAddressQuery } from './api';

/** The QR code of an address as SVG markup, drawn in the browser by the qrcode package. */
function qrQuery(address: string) {
  return {
    queryKey: ['payments', 'qr', address] as const,
    queryFn: async () => {
      const { toString } = await import('qrcode');
      return toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
  };
}

/**
 * The player's deposit address of a coin (requirements §core-9 crypto list) with its QR code, a copy button,
 * the minimum deposit (PAY-10) and the confirmations the coins need.
 */
export function CryptoAddress({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const address = useQuery(cryptoAddressQuery(browserApi(), currency));
  const qr = useQuery({ ...qrQuery(address.data?.address ?? ''), enabled: Boolean(address.data) });
  const [copied, setCopied] = useState(false);
  if (address.isPending) {
    return (
      <div className="cashbox__skeleton crypto-address" aria-busy="true">
        <div />
      </div>
    );
  }
  if (address.isError) {
    return (
      <p className="form__error" role="alert">
        {t('cashbox.error.generic')}
      </p>
    );
  }
  const { data } = address;
  return (
    <section className="crypto-address" aria-labelledby="crypto-address-title">
      <h3 id="crypto-address-title">{t('cashbox.crypto.title', { currency })}</h3>
      {qr.data ? (
        // The SVG is drawn here from the address our server answered; it holds no markup of its own.
        <div
          className="qr crypto-address__qr"
          role="img"
          aria-label={t('cashbox.crypto.qr', { currency })}
          dangerouslySetInnerHTML={{ __html: qr.data }}
        />
      ) : (
        <div className="qr crypto-address__qr" aria-hidden="true" />
      )}
      <p className="crypto-address__value">
        <code data-testid="crypto-address">{data.address}</code>
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(data.address)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {t('cashbox.crypto.copy')}
      </button>
      <p role="status" className="crypto-address__copied">
        {copied ? t('cashbox.crypto.copied') : ''}
      </p>
      <p>
        {t('cashbox.crypto.minimum', { min: format.money(data.min_deposit_cents, currency) })}{' '}
        {t('cashbox.crypto.confirmations', { count: data.confirmations_required })}
      </p>
    </section>
  );
}
