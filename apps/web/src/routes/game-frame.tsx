import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contracts';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { data, useSearchParams } from 'react-router';
import { serverApi } from '../api/server-api';
import { GameFrame } from '../features/play/frame/game-frame';
import { createI18n } from '../i18n/i18n';
import { loadMessages } from '../i18n/messages';
import gameArtCss from '../styles/game-art.css?url';
import type { Route } from './+types/game-frame';

/**
 * The in-house provider's game frame (/provider/inhouse/games/{engine}?session=...&locale=...):
 * a page of its own outside the casino's layout, loaded into the game page's iframe. Its route id
 * starts with `locale/` so the document carries the frame's language.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('locale') ?? DEFAULT_LOCALE;
  const locale: Locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : DEFAULT_LOCALE;
  const messages = await loadMessages(serverApi(context, request), locale);
  return data(
    { locale, messages, engine: params.engine },
    // The session token is in the URL: never cache the page, never send it on as a referrer.
    { headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } },
  );
}

/** The games' drawings: a stylesheet of the frame's own, which no other page loads. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameArtCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.messages[`play.engine.${loaderData.engine}`] ?? loaderData?.engine ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function GameFrameRoute({ loaderData }: Route.ComponentProps) {
  const { locale, messages, engine } = loaderData;
  const [search] = useSearchParams();
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <GameFrame engine={engine} session={search.get('session') ?? ''} locale={locale} />
    </I18nextProvider>
  );
}
