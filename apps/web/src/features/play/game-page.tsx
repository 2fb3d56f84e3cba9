import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMIT_MESSAGES, type Account, type Game, type GameMode } from '@casino/contracts';
import { isHttpError } from '../../api/is-http-error';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocale, useLocalePath } from '../../i18n/locale';
import { accountsKey, playerKeys } from '../../common/player/player-query';
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

/**
 * Where the stage starts on the page, as --play-top: the stage takes the width and the screen's
 * height below it (less the phone's bottom bar), so the game and its controls are in view at once.
 */
function useStageTop(stage: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const measure = () => {
      const element = stage.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (element.style.getPropertyValue('--play-top') !== `${top}px`) element.style.setProperty('--play-top', `${top}px`);
    };
    let frame = 0;
    // Measured on the next frame, so the stage resized by it is not observed in the same one.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    // The bars above it open and close (the folded notices), the window turns.
    const observer = new ResizeObserver(later);
    observer.observe(document.body);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [stage]);
}

/** The game in its frame: launched on arrival, fitted to the screen, fullscreen on demand. */
function GameStage({ game, mode }: { game: Game; mode: GameMode }) {
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
  useStageTop(stage);
  return (
    <div className="play-stage-wrap">
      <div ref={stage} className="play-stage">
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

/**
 * The active wallet in the page's cache shows `cents` (the header reads it). The cache is written
 * only when the figure differs: a write is itself an update the page listens to, so writing the
 * same figure again would call this again without end.
 */
function showWallet(queryClient: QueryClient, cents: number) {
  const accounts = queryClient.getQueryData<Account[]>(accountsKey);
  if (!accounts?.some((account) => account.active && account.amount_cents !== cents)) return;
  queryClient.setQueryData<Account[]>(
    accountsKey,
    accounts.map((account) => (account.active ? { ...account, amount_cents: cents } : account)),
  );
}

/**
 * The frame's messages: its player's own limit sends the page to the limits page (PLAY-02); its
 * balance steps keep the header in step with the frame. While the frame holds a round's win back
 * for its animation the header shows the frame's figure, even when the wallet is read again
 * meanwhile; once the win has landed the wallet, the recent rounds and the fairness panel are read.
 */
function useFrameMessages(game: Game, mode: GameMode) {
  const navigate = useNavigate();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const held = useRef<number | null>(null);
  useEffect(() => {
    const offCache = queryClient.getQueryCache().subscribe((event) => {
      if (held.current === null || event.type !== 'updated' || event.query.queryHash !== JSON.stringify(accountsKey)) return;
      showWallet(queryClient, held.current);
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === FRAME_LIMIT_MESSAGE) {
        void navigate(to(LIMITS_PATH));
        return;
      }
      if (!isFrameMessage(event.data) || mode === 'demo') return;
      if (!event.data.revealed) {
        held.current = event.data.balance_cents;
        showWallet(queryClient, event.data.balance_cents);
        return;
      }
      held.current = null;
      showWallet(queryClient, event.data.balance_cents);
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      void queryClient.invalidateQueries({ queryKey: playKeys.recent(game.id) });
      void queryClient.invalidateQueries({ queryKey: playKeys.fairness });
    };
    window.addEventListener('message', onMessage);
    return () => {
      offCache();
      window.removeEventListener('message', onMessage);
    };
  }, [mode, queryClient, game.id, navigate, to]);
}

/**
 * The game page (PLAY-01, PLAY-03, GAME-14, GAME-15): the game first, sized to the screen with
 * its controls in view, then its modes and fairness. The balance shows once: the frame shows the
 * game's own (play money in demo), the header the wallet.
 */
export function GamePage({ game, mode }: { game: Game; mode: GameMode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const player = useGamePlayer();
  const locked = mode === 'real' && isCurrencyLocked(game, player);
  useFrameMessages(game, mode);

  const close = () => {
    // Back to where the player came from when that was a page of ours, else the lobby.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(to('/'));
  };
  const realHref = player ? to(playPath(game, 'real')) : to(registrationPath(to(playPath(game, 'real'))));

  return (
    <div className="play-page">
      <header className="play-page__head">
        <div className="play-page__titles">
          <h1>{game.title}</h1>
          <p className="play-page__provider">{game.provider_title}</p>
        </div>
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
        <button type="button" className="button button--ghost play-page__close" onClick={close}>
          {t('play.page.close')}
        </button>
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
        <GameStage key={`${game.id}:${mode}`} game={game} mode={mode} />
      )}
      {player && <FairnessPanel gameId={game.id} />}
    </div>
  );
}
