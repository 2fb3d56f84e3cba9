import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMIT_MESSAGES, type Game, type GameMode } from '@casino/contracts';
import { isHttpError } from '../../api/is-http-error';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { accountsKey, accountsQuery, playerKeys } from '../../common/player/player-query';
import { playPath, registrationPath } from '../../common/games/paths';
import { useGamePlayer } from '../../common/games/use-game-player';
import { playerFieldsKey } from '../../common/player/profile-fields';
import { gameSessionQuery, playKeys } from './api';
import { FairnessPanel } from './fairness-panel';
import { refusedForProfile, useOpenProfileData, useRealPlayGate } from './profile-gate';
import { FRAME_BALANCE_MESSAGE, FRAME_LIMIT_MESSAGE, LIMIT_CODES, type FrameBalanceMessage } from './frame/round-api';
import { isCurrencyLocked } from '../../common/games/currency-lock';

/** Why a launch failed, as a message key (the server's answer decides). */
function launchProblem(error: unknown): string {
  const status = isHttpError(error) ? error.response?.status : undefined;
  const key = isHttpError(error) ? (error.response?.data as { error?: unknown } | undefined)?.error : undefined;
  // A cooling-off or self-exclusion (the player's, or one set in this browser) says so, not "your country".
  if (key === LIMIT_MESSAGES.blockedBrowser || key === LIMIT_MESSAGES.restrictedSession) return key;
  if (status === 401) return 'play.page.error_sign_in';
  if (status === 403) return 'play.page.error_restricted';
  if (status === 422) return 'play.page.error_currency';
  if (status === 409 || status === 404) return 'play.page.error_unavailable';
  return 'play.page.error_generic';
}

/** The profile's limits page, where a player whose own limit is reached is sent (PLAY-02). */
const LIMITS_PATH = '/profile/limits';

function limitReached(error: unknown): boolean {
  const code = isHttpError(error) ? (error.response?.data as { code?: unknown } | undefined)?.code : undefined;
  return isHttpError(error) && error.response?.status === 403 && LIMIT_CODES.includes(String(code));
}

function isFrameMessage(data: unknown): data is FrameBalanceMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FRAME_BALANCE_MESSAGE;
}

/**
 * PLAY-04: real play waits for the provider context's profile fields. The popup asking for them
 * opens once on arrival; closed unsaved, the stage offers it again (and the demo).
 */
function ProfileNeeded({ game }: { game: Game }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const open = useOpenProfileData();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open();
  }, [open]);
  return (
    <div className="play-stage__message play-stage__gate">
      <p>{t('play.profile.needed')}</p>
      <button type="button" className="button button--primary" onClick={() => void open()}>
        {t('play.profile.open')}
      </button>
      {game.has_demo_mode && (
        <Link className="button button--ghost" to={to(playPath(game, 'demo'))} replace>
          {t('play.page.try_demo')}
        </Link>
      )}
    </div>
  );
}

/** The game in its frame: launched on arrival, sized to the game's picture, fullscreen on demand. */
function GameStage({ game, mode, onBalance }: { game: Game; mode: GameMode; onBalance: (cents: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stage = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const gate = useRealPlayGate();
  // Real play launches only once the profile has what the provider context asks (PLAY-04); a
  // session that ended meanwhile is the server's to answer (401).
  const mayLaunch = mode === 'demo' || gate.kind === 'open' || gate.kind === 'guest';
  const session = useQuery({ ...gameSessionQuery(browserApi(), game.id, mode), enabled: mayLaunch });
  const refused = refusedForProfile(session.error);
  const needsProfile = (mode === 'real' && gate.kind === 'needs-profile') || refused;
  // A refusal the page did not foresee: read the profile and the field metadata again.
  useEffect(() => {
    if (!refused) return;
    void queryClient.invalidateQueries({ queryKey: playerKeys.player });
    void queryClient.invalidateQueries({ queryKey: playerFieldsKey });
  }, [refused, queryClient]);
  const to = useLocalePath();
  const ratio = `${game.preview_width} / ${game.preview_height}`;
  return (
    <div className="play-stage-wrap">
      <div
        ref={stage}
        className="play-stage"
        style={{ aspectRatio: ratio, ['--play-ratio' as string]: game.preview_width / game.preview_height }}
      >
        {limitReached(session.error) ? (
          <Navigate to={to(LIMITS_PATH)} replace />
        ) : needsProfile ? (
          <ProfileNeeded game={game} />
        ) : session.data ? (
          <iframe
            className="play-stage__frame"
            src={`${session.data.url}&locale=${encodeURIComponent(locale)}`}
            title={t('play.page.frame_title', { title: game.title })}
            allow="fullscreen"
            referrerPolicy="no-referrer"
            onLoad={() => onBalance(session.data.balance_cents)}
          />
        ) : session.error ? (
          <p className="play-stage__message" role="alert">
            {t(launchProblem(session.error))}
          </p>
        ) : (
          <p className="play-stage__message" aria-busy="true">
            {t('play.page.loading')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--ghost play-page__fullscreen"
        disabled={!session.data}
        onClick={() => void stage.current?.requestFullscreen?.()}
      >
        {t('play.page.fullscreen')}
      </button>
    </div>
  );
}

/** The game page (PLAY-01, PLAY-03, GAME-14, GAME-15): the game, its modes, the balance and fairness. */
export function GamePage({ game, mode }: { game: Game; mode: GameMode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const player = useGamePlayer();
  const accounts = useQuery({ ...accountsQuery(browserApi()), enabled: player !== null });
  const [demoBalance, setDemoBalance] = useState<{ cents: number; currency: string } | null>(null);
  const locked = mode === 'real' && isCurrencyLocked(game, player);
  const active = accounts.data?.find((account) => account.active);

  // The frame reports every step; the page then reads the wallet again (the header shows it too).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === FRAME_LIMIT_MESSAGE) {
        void navigate(to(LIMITS_PATH));
        return;
      }
      if (!isFrameMessage(event.data)) return;
      if (mode === 'demo') setDemoBalance({ cents: event.data.balance_cents, currency: event.data.currency });
      else {
        void queryClient.invalidateQueries({ queryKey: accountsKey });
        void queryClient.invalidateQueries({ queryKey: playKeys.recent(game.id) });
        void queryClient.invalidateQueries({ queryKey: playKeys.fairness });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mode, queryClient, game.id, navigate, to]);

  const close = () => {
    // Back to where the player came from when that was a page of ours, else the lobby.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(to('/'));
  };
  const realHref = player ? to(playPath(game, 'real')) : to(registrationPath(to(playPath(game, 'real'))));
  const balance =
    mode === 'real'
      ? active && format.money(active.amount_cents, active.currency)
      : demoBalance && format.money(demoBalance.cents, demoBalance.currency);

  return (
    <div className="play-page">
      <header className="play-page__head">
        <div className="play-page__titles">
          <h1>{game.title}</h1>
          <p className="play-page__provider">{game.provider_title}</p>
        </div>
        <button type="button" className="button button--ghost play-page__close" onClick={close}>
          {t('play.page.close')}
        </button>
        <p className="play-page__balance">
          <span>{mode === 'demo' ? t('play.page.demo_balance') : t('play.page.balance')}</span>{' '}
          <output data-testid="page-balance">{balance ?? '…'}</output>
        </p>
        {game.has_demo_mode && (
          <nav className="play-page__modes" aria-label={t('play.page.mode')}>
            <Link to={realHref} replace aria-current={mode === 'real' ? 'page' : undefined}>
              {t('play.page.real')}
            </Link>
            <Link to={to(playPath(game, 'demo'))} replace aria-current={mode === 'demo' ? 'page' : undefined}>
              {t('play.page.demo')}
            </Link>
          </nav>
        )}
      </header>
      {locked ? (
        <div className="play-lock" role="alert">
          <p>{t('games.tile.currency_not_supported')}</p>
          {game.has_demo_mode && (
            <Link className="button button--primary" to={to(playPath(game, 'demo'))} replace>
              {t('play.page.try_demo')}
            </Link>
          )}
        </div>
      ) : (
        <GameStage
          key={`${game.id}:${mode}`}
          game={game}
          mode={mode}
          onBalance={(cents) => mode === 'demo' && setDemoBalance((current) => current ?? { cents, currency: 'FUN' })}
        />
      )}
      {player && <FairnessPanel gameId={game.id} />}
    </div>
  );
}
