import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useToasts } from '../../common/notices/toasts';
import { SUBSCRIBE_TOASTS, subscribeToPromos } from './subscriptions';
import { subscriptionsQuery } from '../../common/player/subscriptions';

/** The promo subscription of the profile (PROF-08, PROF-09): one click, answered by a toast. */
export function SubscriptionsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const subscribed = useQuery(subscriptionsQuery(browserApi())).data?.receive_promos;

  async function subscribe() {
    setBusy(true);
    const outcome = await subscribeToPromos(browserApi(), queryClient);
    setBusy(false);
    const toast = SUBSCRIBE_TOASTS[outcome];
    show({ id: 'promo-subscription', kind: toast.kind, text: t(toast.key) });
  }

  return (
    <section aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t('profile.subscriptions.title')}</h2>
      {subscribed !== undefined && <p>{t(subscribed ? 'profile.subscriptions.on' : 'profile.subscriptions.off')}</p>}
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void subscribe()}>
        {t('profile.subscriptions.subscribe')}
      </button>
    </section>
  );
}
