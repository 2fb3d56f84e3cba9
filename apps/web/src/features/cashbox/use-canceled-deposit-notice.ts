import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { historyQuery } from './api';
import { canceledDepositsToAnnounce } from './rules';

const STORAGE_KEY = 'cashbox.canceled_deposits_announced';
/** How many announced ids are remembered; older ones are far outside the 5-minute window. */
const REMEMBERED = 50;

function announcedIds(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

function remember(ids: Set<number>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids].slice(-REMEMBERED)));
  } catch {
    // Storage full or refused: the toast may show once more in another tab, nothing worse.
  }
}

/**
 * PAY-22: a deposit canceled within the last 5 minutes raises one warning naming the action,
 * once per transaction id (remembered across tabs and reloads). The history it reads is
 * refreshed by payments_changes and payments_events.
 */
export function useCanceledDepositNotice(enabled: boolean, notify: (notice: { id: string; text: string }) => void): void {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useQuery({ ...historyQuery(browserApi()), enabled });
  const items = history.data?.data;
  useEffect(() => {
    if (!items) return;
    const announced = announcedIds();
    const fresh = canceledDepositsToAnnounce(items, announced, Date.now());
    for (const id of fresh) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) continue;
      announced.add(id);
      notify({
        id: `canceled-deposit-${id}`,
        text: t('cashbox.canceled_toast', {
          action: t('cashbox.action.deposit'),
          amount: format.money(item.amount_cents, item.currency),
          id,
        }),
      });
    }
    if (fresh.length > 0) remember(announced);
  }, [items, notify, t, format]);
}
