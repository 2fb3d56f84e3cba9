import { useQuery } from '@tanstack/react-query';
import { roundsResponseSchema, sessionsResponseSchema, type RoundSummary } from '@casino/contracts';
import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { Modal } from '../../ui/modal';
import { realityCheckQuery } from './api';
import { formatElapsed, intervalsElapsed, msUntilRealityCheck, sessionNet } from './rules';
import { signOut } from '../../common/player/sign-out';

/** Rounds read for the net result: enough for hours of fast play, bounded all the same. */
const MAX_PAGES = 10;

/** The start of the signed-in session, as the server counts it (the same in every tab). */
function currentSessionQuery(api: AxiosInstance) {
  return {
    queryKey: ['player', 'sessions', 'current'] as const,
    queryFn: async () => {
      const sessions = sessionsResponseSchema.parse((await api.get('/api/player/sessions')).data).data;
      const current = sessions.find((s) => s.current);
      return current ? { id: current.id, start: Date.parse(current.created_at) } : null;
    },
    staleTime: Infinity,
  };
}

/** The real-money rounds since the session began, newest first, page by page until older ones. */
async function roundsSince(api: AxiosInstance, since: number): Promise<RoundSummary[]> {
  const rounds: RoundSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = roundsResponseSchema.parse(
      (await api.get('/api/player/game_rounds', { params: { page, per_page: 100 } })).data,
    );
    rounds.push(...answer.data);
    const oldest = answer.data.at(-1);
    if (!answer.pagination.next_page || !oldest || Date.parse(oldest.created_at) < since) break;
  }
  return rounds;
}

const ackKey = (sessionId: number) => `reality_check:${sessionId}`;
const acknowledged = (sessionId: number) => Number(window.localStorage.getItem(ackKey(sessionId))) || 0;

/**
 * The reality check (beyond the spec; UKGC, MGA): after every configured interval of a session
 * the player sees how long it has lasted and its net result, and chooses to go on, see the
 * game history or log out. Acknowledged intervals are kept per session, so tabs agree.
 */
export function RealityCheck({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useLocalePath();
  const navigate = useNavigate();
  const api = browserApi();
  const settings = useQuery({ ...realityCheckQuery(api), enabled: signedIn });
  const session = useQuery({ ...currentSessionQuery(api), enabled: signedIn });
  const current = session.data ?? null;
  const intervalMs = (settings.data?.interval_minutes ?? 0) * 60_000;
  const [dueAt, setDueAt] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn || !current || intervalMs <= 0 || dueAt !== null) return;
    const wait = msUntilRealityCheck(current.start, Date.now(), intervalMs, acknowledged(current.id));
    const timer = setTimeout(() => setDueAt(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [signedIn, current, intervalMs, dueAt]);

  const open = signedIn && current !== null && dueAt !== null;
  const net = useQuery({
    queryKey: ['player', 'reality-check', 'net', current?.id ?? 0, dueAt ?? 0] as const,
    queryFn: async () => sessionNet(await roundsSince(api, current?.start ?? 0), current?.start ?? 0),
    enabled: open,
  });
  if (!open || !current || dueAt === null) return null;

  const acknowledge = () => {
    window.localStorage.setItem(ackKey(current.id), String(intervalsElapsed(current.start, Date.now(), intervalMs)));
    setDueAt(null);
  };
  const results = Object.entries(net.data ?? {});
  return (
    <Modal titleId="reality-check-title" onClose={acknowledge} className="reality-check">
      <h2 id="reality-check-title">{t('limits.reality.title')}</h2>
      <p>{t('limits.reality.duration', { duration: formatElapsed(dueAt - current.start) })}</p>
      <p aria-busy={net.isPending}>
        {net.isPending
          ? t('limits.reality.loading')
          : results.length === 0
            ? t('limits.reality.no_play')
            : t('limits.reality.net', { amounts: results.map(([code, cents]) => format.money(cents, code)).join(', ') })}
      </p>
      <div className="reality-check__actions">
        <button type="button" className="button button--primary" onClick={acknowledge}>
          {t('limits.reality.continue')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            acknowledge();
            void navigate(to('/profile/games-history'));
          }}
        >
          {t('limits.reality.history')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void signOut(api).then(() => window.location.assign(to('/')))}
        >
          {t('limits.reality.logout')}
        </button>
      </div>
    </Modal>
  );
}
