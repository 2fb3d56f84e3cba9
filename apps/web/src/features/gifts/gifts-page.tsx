import type { Gift } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { bonusesQuery, freespinsQuery } from '../../common/gifts/api';
import { sortIntoSections, type GiftSection } from '../../common/gifts/rules';
import { useLocalePath } from '../../i18n/locale';
import { CancelDialog } from './cancel-dialog';
import { GiftCard } from './gift-card';
import { useGiftActions } from './use-gift-actions';
import './gifts.css';

const SECTIONS: GiftSection[] = ['new', 'active', 'past'];
const NO_GIFTS: Gift[] = [];

/** GIFT-11: both lists of the signed-in player; a failed load is an error the page shows, never an empty list. */
function useGifts(signedIn: boolean) {
  const bonuses = useQuery({ ...bonusesQuery(browserApi()), enabled: signedIn });
  const freespins = useQuery({ ...freespinsQuery(browserApi()), enabled: signedIn });
  const bonusList = bonuses.data ?? NO_GIFTS;
  const spinList = freespins.data ?? NO_GIFTS;
  const gifts = useMemo(
    () => [...bonusList, ...spinList].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [bonusList, spinList],
  );
  return {
    gifts,
    loading: bonuses.isPending || freespins.isPending,
    failed: bonuses.isError || freespins.isError,
    retry: () => void Promise.all([bonuses.refetch(), freespins.refetch()]),
  };
}

function Skeleton() {
  return (
    <div className="gifts__skeleton" aria-hidden="true">
      <div />
      <div />
    </div>
  );
}

/** /profile/gifts (GIFT-01): the player's gifts in three lists, new, active and past (requirements §promo-4). */
export function GiftsPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { gifts, loading, failed, retry } = useGifts(signedIn);
  const actions = useGiftActions();
  const [canceling, setCanceling] = useState<Gift | null>(null);
  const sections = sortIntoSections(gifts);

  if (failed) {
    return (
      <div className="gifts__failed" role="alert">
        <p>{t('gifts.error.load')}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('gifts.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="gifts">
      <p className="gifts__intro">
        {t('gifts.intro')} <Link to={to('/profile/promocode')}>{t('gifts.coupon_link')}</Link>
      </p>
      <p role="status" className="gifts__status">
        {actions.status}
      </p>
      {SECTIONS.map((section) => (
        <section key={section} className="gifts__section" aria-labelledby={`gifts-${section}`} data-testid={`gifts-${section}`}>
          <h2 id={`gifts-${section}`}>
            {t(`gifts.section.${section}`)}
            {!loading && <span className="gifts__count">{sections[section].length}</span>}
          </h2>
          {loading ? (
            <Skeleton />
          ) : sections[section].length === 0 ? (
            <p className="gifts__empty">{t(`gifts.empty.${section}`)}</p>
          ) : (
            <div className="gifts__list">
              {sections[section].map((gift) => (
                <GiftCard
                  key={`${gift.kind}-${gift.id}`}
                  gift={gift}
                  actions={{
                    onActivate: actions.activate,
                    onCancel: setCanceling,
                    busy: actions.busy(gift),
                    error: actions.errorOf(gift),
                  }}
                />
              ))}
            </div>
          )}
        </section>
      ))}
      {canceling && (
        <CancelDialog
          gift={canceling}
          busy={actions.busy(canceling)}
          onClose={() => setCanceling(null)}
          onConfirm={() => actions.cancel(canceling, () => setCanceling(null))}
        />
      )}
    </div>
  );
}
