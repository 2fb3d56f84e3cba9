import type { JackpotWin } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { jackpotWinsQuery } from './api';
import { maskedName } from './rules';

const ORDERS = ['biggest', 'latest'] as const;
type Order = (typeof ORDERS)[number];

/** JACK-08: reloaded on mount and whenever the page becomes active again (focus, visibility). */
function useWins(order: Order) {
  return useQuery({ ...jackpotWinsQuery(browserApi(), order), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

function WinList({ wins, id, labelledBy, hidden }: { wins: JackpotWin[]; id: string; labelledBy: string; hidden: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div
      className={`jackpot-board__panel${hidden ? ' jackpot-board__panel--tabbed-out' : ''}`}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
    >
      {wins.length === 0 ? (
        <p className="jackpot-board__empty">{t('jackpots.no_wins')}</p>
      ) : (
        <table className="jackpot-board__table">
          <thead>
            <tr>
              <th scope="col">{t('jackpots.player')}</th>
              <th scope="col">{t('jackpots.level')}</th>
              <th scope="col">{t('jackpots.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {wins.map((win) => (
              <tr key={win.id}>
                <td>{maskedName(win.user_name)}</td>
                <td>{win.jackpot_level_name}</td>
                <td>{format.money(win.amount_cents, win.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * JACK-07 JACK-09: the biggest and the latest 5 winners. On a phone two tabs show one list at a
 * time; on a desktop both lists show side by side (the tabs are hidden by the stylesheet).
 */
export function Leaderboard() {
  const { t } = useTranslation();
  const base = useId();
  const [tab, setTab] = useState<Order>('biggest');
  const lists = { biggest: useWins('biggest'), latest: useWins('latest') };
  return (
    <section className="jackpot-board" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t('jackpots.leaderboard')}</h3>
      <div className="jackpot-board__tabs" role="tablist" aria-label={t('jackpots.leaderboard')}>
        {ORDERS.map((order) => (
          <button
            key={order}
            type="button"
            role="tab"
            id={`${base}-tab-${order}`}
            aria-selected={tab === order}
            aria-controls={`${base}-panel-${order}`}
            tabIndex={tab === order ? 0 : -1}
            onClick={() => setTab(order)}
          >
            {t(`jackpots.${order}`)}
          </button>
        ))}
      </div>
      <div className="jackpot-board__lists">
        {ORDERS.map((order) => (
          <div key={order} className="jackpot-board__list">
            <h4 className="jackpot-board__heading">{t(`jackpots.${order}`)}</h4>
            <WinList
              wins={lists[order].data ?? []}
              id={`${base}-panel-${order}`}
              labelledBy={`${base}-tab-${order}`}
              hidden={tab !== order}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
