import type { Player, ShopCard } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink } from 'react-router';
import { browserApi } from '../../api/server-api';
import { configQuery } from '../../common/config/api';
import { playerQuery } from '../../common/player/player-query';
import { useLocalePath } from '../../i18n/locale';
import { compPointsQuery, ratesQuery } from './api';
import { PurchaseDialog } from './purchase-dialog';
import { canAffordIn, cardsOfTab, hasDiscounts, SHOP_TABS, type ShopTab } from './rules';
import { ShopCardView } from './shop-card';
import './loyalty.css';

const SKELETONS = 5;
const NO_CARDS: ShopCard[] = [];

/** SHOP-06 SHOP-10: every sold type's cards, loaded on entry and again for a newly signed-in player. */
function useCards(playerId: number | null) {
  // One query per type rather than useQueries: its observer would join the lobby's first-load framework chunk.
  const freespins = useQuery(ratesQuery(browserApi(), 'freespins', playerId));
  const money = useQuery(ratesQuery(browserApi(), 'money', playerId));
  const special = useQuery(ratesQuery(browserApi(), 'special', playerId));
  const lootboxes = useQuery(ratesQuery(browserApi(), 'lootboxes', playerId));
  const lotteries = useQuery(ratesQuery(browserApi(), 'lotteries', playerId));
  const results = [freespins, money, special, lootboxes, lotteries];
  const loading = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const cards = loading ? NO_CARDS : results.flatMap((r) => r.data ?? NO_CARDS);
  return { cards, loading, failed, retry: () => void Promise.all(results.map((r) => r.refetch())) };
}

/** SHOP-09: the player's spendable and lifetime points, shown above the tabs. */
function Balance({ player }: { player: Player | null }) {
  const { t } = useTranslation();
  const points = useQuery({ ...compPointsQuery(browserApi()), enabled: player !== null }).data;
  if (!player) return <p className="shop__balance">{t('loyalty.guest_intro')}</p>;
  return (
    <p className="shop__balance" data-testid="comp-balance">
      {t('loyalty.balance', { count: points?.chargeable.points ?? 0 })}
    </p>
  );
}

function Tabs({
  tabs,
  cards,
  points,
  current,
}: {
  tabs: ShopTab[];
  cards: ShopCard[];
  points: number | undefined;
  current: ShopTab;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav className="shop__tabs" aria-label={t('loyalty.tabs')}>
      {tabs.map((tab) => {
        const affordable = canAffordIn(cardsOfTab(cards, tab), points);
        return (
          <NavLink
            key={tab}
            to={to(tab === 'all' ? '/rocket-mart' : `/rocket-mart/${tab}`)}
            end
            aria-current={tab === current ? 'page' : undefined}
          >
            {t(`loyalty.tab.${tab}`)}
            {affordable && (
              <span className="shop__accent" data-testid={`accent-${tab}`}>
                <span className="visually-hidden">{t('loyalty.affordable')}</span>
              </span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}

/** SHOP-16: the shop's banner (its retina version on dense screens) from the shop settings; decorative. */
function Banner({ images }: { images: { banner: string; banner_retina: string } | undefined }) {
  if (!images) return <div className="shop__banner shop__banner--loading" aria-hidden="true" />;
  return (
    <img
      className="shop__banner"
      src={images.banner}
      srcSet={`${images.banner} 1x, ${images.banner_retina} 2x`}
      alt=""
      width={1200}
      height={240}
      data-testid="shop-banner"
    />
  );
}

/** /rocket-mart and its tabs (SHOP-01…07): the cards of the tab, the purchase popup of the card opened. */
export function ShopPage({ tab }: { tab: ShopTab }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const points = useQuery({ ...compPointsQuery(browserApi()), enabled: player !== null }).data?.chargeable.points;
  const { cards, loading, failed, retry } = useCards(player?.id ?? null);
  const [open, setOpen] = useState<ShopCard | null>(null);
  const images = useQuery(configQuery(browserApi(), 'shop-settings')).data?.images;
  // SHOP-16: the card background of the shop settings, a validated path or https address.
  const cardBackground = images
    ? ({ '--shop-card-bg': `url(${JSON.stringify(images.card_background)})` } as CSSProperties)
    : undefined;
  const discounts = hasDiscounts(cards, player !== null);
  const tabs = SHOP_TABS.filter((name) => name !== 'discounts' || discounts);
  // SHOP-04: the discounts tab without a sale, or for a guest, is the shop's main page.
  if (tab === 'discounts' && !loading && !discounts) return <Navigate to={to('/rocket-mart')} replace />;
  const shown = cardsOfTab(cards, tab);

  return (
    <div className="shop" style={cardBackground}>
      <Banner images={images} />
      <Balance player={player} />
      <Tabs tabs={tabs} cards={cards} points={points} current={tab} />
      {failed ? (
        <div role="alert" className="shop__failed">
          <p>{t('loyalty.error.load')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('loyalty.retry')}
          </button>
        </div>
      ) : loading ? (
        <ul className="shop__list" aria-busy="true" aria-label={t('loyalty.loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="shop-card shop-card--skeleton" data-testid="shop-skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="shop__empty">{t('loyalty.empty')}</p>
      ) : (
        <ul className="shop__list">
          {shown.map((card) => (
            <ShopCardView key={card.group} card={card} signedIn={player !== null} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {open && <PurchaseDialog card={open} player={player} points={points ?? 0} onClose={() => setOpen(null)} />}
    </div>
  );
}
