import { localizePath, splitLocalePath, type PromotionPage } from '@casino/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api';
import { pageEnabled } from './page-enabled';

/** BANR-14: a managed promotion page that is off redirects to /promotions (testers see every page). */
export async function requirePromotionPage(context: AppLoadContext, request: Request, page: PromotionPage): Promise<void> {
  if (await pageEnabled(serverApi(context, request), page).catch(() => true)) return;
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  throw redirect(localizePath(locale, '/promotions'));
}
