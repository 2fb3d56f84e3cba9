import { AUDIT_ROLES, PROMOTIONS_ROLES, type StaffRole } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditSearch } from './audit-search';
import { Coupons } from './coupons';
import { IssueGift } from './issue';
import { PlayerGifts } from './player-gifts';
import { Templates } from './templates';
import './promotions-console.css';

const SECTIONS = [
  { id: 'templates', roles: PROMOTIONS_ROLES, Panel: Templates },
  { id: 'coupons', roles: PROMOTIONS_ROLES, Panel: Coupons },
  { id: 'issue', roles: PROMOTIONS_ROLES, Panel: IssueGift },
  { id: 'gifts', roles: PROMOTIONS_ROLES, Panel: PlayerGifts },
  { id: 'audit', roles: AUDIT_ROLES, Panel: AuditSearch },
] as const;

const allowed = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

/**
 * The promotions section of the staff console (docs/decisions/049-promotions-console.md): gift
 * templates, coupon batches, issuing gifts, a player's gifts, and the audit log, each shown to the
 * roles that may use it.
 */
export function PromotionsConsole({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const sections = SECTIONS.filter((s) => allowed(s.roles, role));
  const [current, setCurrent] = useState<string | null>(null);
  const shown = sections.find((s) => s.id === current) ?? sections[0];
  if (!shown) return null;
  return (
    <section className="promo-console" aria-labelledby="promotions-title">
      <h2 id="promotions-title">{t('promotions.staff_console.title')}</h2>
      <nav className="staff-console__queues" aria-label={t('promotions.staff_console.sections')}>
        {sections.map((s) => (
          <button key={s.id} type="button" className="button" aria-pressed={s.id === shown.id} onClick={() => setCurrent(s.id)}>
            {t(`promotions.staff_console.section.${s.id}`)}
          </button>
        ))}
      </nav>
      <div aria-live="polite" className="visually-hidden">
        {t(`promotions.staff_console.section.${shown.id}`)}
      </div>
      <shown.Panel />
    </section>
  );
}
