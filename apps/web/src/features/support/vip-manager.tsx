import type { Player } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import './support.css';

type Manager = NonNullable<Player['manager']>;

/**
 * The VIP manager contact panel (VIP-10, VIP-11): shown to a VIP player in the mobile sidebar and
 * in the support popup, from the `manager` of GET /api/player; nothing for anyone else.
 */
export function VipManagerPanel({ manager, className }: { manager: Manager | null; className?: string }) {
  const { t } = useTranslation();
  if (!manager) return null;
  return (
    <section className={['vip-manager', className].filter(Boolean).join(' ')} aria-labelledby="vip-manager-title">
      <img className="vip-manager__avatar" src={manager.avatar} alt="" width={48} height={48} loading="lazy" />
      <div className="vip-manager__body">
        <p id="vip-manager-title" className="vip-manager__title">
          <span className="vip-manager__badge">{t('support.vip.badge')}</span> {t('support.vip.title')}
        </p>
        <p className="vip-manager__name">{manager.managerName}</p>
        <p className="vip-manager__time">{t('support.vip.hours', { time: manager.time })}</p>
        <ul className="vip-manager__links">
          <li>
            <a href={manager.whatsAppLink} target="_blank" rel="noopener noreferrer">
              {t('support.vip.whatsapp')}
            </a>
          </li>
          <li>
            <a href={manager.telegramLink} target="_blank" rel="noopener noreferrer">
              {t('support.vip.telegram')}
            </a>
          </li>
          <li>
            <a href={`mailto:${manager.email}`}>{manager.email}</a>
          </li>
        </ul>
      </div>
    </section>
  );
}
