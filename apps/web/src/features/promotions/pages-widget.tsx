import type { PromotionPage } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { pageEnabled } from './page-enabled';
import './promotions.css';

/** The shell widgets that follow a managed page: the shop and the activity hub, with their names. */
const WIDGET_PAGES = [
  { page: 'rocket-mart', label: 'promotions.widget.shop' },
  { page: 'aquanova-odyssey', label: 'promotions.widget.hub' },
] as const satisfies readonly { page: PromotionPage; label: string }[];

/** The links of the pages that are on; none on the page itself. */
export function PromoPagesLinks({ enabled, pathname }: { enabled: ReadonlySet<PromotionPage>; pathname: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const shown = WIDGET_PAGES.filter(({ page }) => enabled.has(page) && !pathname.endsWith(`/${page}`));
  if (shown.length === 0) return null;
  return (
    <nav className="promo-pages-widget" aria-label={t('promotions.widget.title')}>
      {shown.map(({ page, label }) => (
        <Link key={page} to={to(`/${page}`)} data-testid={`widget-${page}`}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The rocket mart and activity hub widgets of the shell, each only while its page is on for this
 * player (manage-promotion-pages; testers see every page: the server answers for them).
 */
export default function PromoPagesWidget() {
  const { pathname } = useLocation();
  // One query per page rather than useQueries: its observer would join the lobby's first-load framework chunk.
  const on: Record<(typeof WIDGET_PAGES)[number]['page'], boolean> = {
    'rocket-mart': usePageEnabled('rocket-mart'),
    'aquanova-odyssey': usePageEnabled('aquanova-odyssey'),
  };
  const enabled = new Set(WIDGET_PAGES.filter(({ page }) => on[page]).map(({ page }) => page));
  return <PromoPagesLinks enabled={enabled} pathname={pathname} />;
}

/** Whether a managed page is on for this visitor (a failed answer counts as off). */
function usePageEnabled(page: PromotionPage): boolean {
  return (
    useQuery({
      queryKey: ['promotions', 'page-enabled', page],
      queryFn: () => pageEnabled(browserApi(), page),
      staleTime: 60_000,
    }).data === true
  );
}
