import { useTranslation } from 'react-i18next';

/** The console's texts of the loyalty shop (issue 25). */
export const K = 'loyalty.staff_console';

export type Outcome = 'saved' | 'refused' | null;

/** What became of a save in the loyalty console: saved, or refused by the server. */
export function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome === 'saved') return <p role="status">{t(`${K}.saved`)}</p>;
  if (outcome === 'refused')
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.refused`)}
      </p>
    );
  return null;
}
