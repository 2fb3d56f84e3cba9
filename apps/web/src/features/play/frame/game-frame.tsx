import { useQuery } from '@tanstack/react-query';
import type { EngineInfo, Locale } from '@casino/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BaccaratGame } from './baccarat';
import { BlackjackGame } from './blackjack';
import { CrashGame } from './crash';
import { DiceGame } from './dice';
import { RouletteGame } from './roulette';
import { FrameError, roundApi } from './round-api';
import { ScratchGame } from './scratch';
import { SlotGame } from './slots';
import { GameProvider, isOpen, useGame } from './use-game';
import { VideoPokerGame } from './video-poker';

const GAMES: Record<string, () => ReactNode> = {
  'slot-lines': SlotGame,
  'slot-lines-high': SlotGame,
  'slot-lines-low': SlotGame,
  'slot-bonus-buy': SlotGame,
  'slot-ways': SlotGame,
  roulette: RouletteGame,
  blackjack: BlackjackGame,
  baccarat: BaccaratGame,
  'video-poker': VideoPokerGame,
  crash: CrashGame,
  dice: DiceGame,
  scratch: ScratchGame,
};

/** Chip games add the stake per click; the others bet it per round. */
const CHIP_GAMES = new Set(['roulette', 'baccarat']);

function FrameBar() {
  const { t } = useTranslation();
  const { balance, money, steps, stake, setStake, round, busy, info, error } = useGame();
  const locked = isOpen(round) || busy;
  return (
    <>
      <div className="frame-bar">
        <p className="frame-bar__brand">{t('play.frame.brand')}</p>
        <p className="frame-bar__balance">
          <span className="frame-bar__label">{t('play.frame.balance')}</span>
          <output aria-live="polite" data-testid="frame-balance">
            {money(balance)}
          </output>
        </p>
        <div className="frame-bar__stake">
          <label htmlFor="frame-stake" className="frame-bar__label">
            {CHIP_GAMES.has(info.id) ? t('play.frame.chip') : t('play.frame.stake')}
          </label>
          <select id="frame-stake" value={stake} disabled={locked} onChange={(event) => setStake(Number(event.target.value))}>
            {steps.map((step) => (
              <option key={step} value={step}>
                {money(step)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="frame-error" role="alert">
        {error ? t(`play.error.${error}`) : ''}
      </p>
    </>
  );
}

/** The game frame: the round API with the session of the URL, and the UI of the engine. */
export function GameFrame({ engine, session, locale }: { engine: string; session: string; locale: Locale }) {
  const { t } = useTranslation();
  const api = useMemo(() => roundApi(session), [session]);
  const info = useQuery({
    queryKey: ['play', 'engine', engine],
    queryFn: async () => {
      const response = await fetch(`/provider/inhouse/api/engines/${encodeURIComponent(engine)}`);
      if (!response.ok) throw new FrameError('rejected');
      return (await response.json()) as EngineInfo;
    },
    staleTime: Infinity,
  });
  const current = useQuery({ queryKey: ['play', 'frame', session], queryFn: api.current, staleTime: Infinity, gcTime: 0 });
  const Game = GAMES[engine];
  const failed = info.error ?? current.error;
  if (!Game || failed) {
    const kind = failed instanceof FrameError ? failed.kind : 'rejected';
    return (
      <main className="frame frame--message">
        <p role="alert">{t(`play.error.${kind}`)}</p>
      </main>
    );
  }
  if (!info.data || !current.data) {
    return (
      <main className="frame frame--message" aria-busy="true">
        <p>{t('play.frame.loading')}</p>
      </main>
    );
  }
  return (
    <GameProvider api={api} info={info.data} locale={locale} initial={current.data}>
      <main className={`frame frame--${info.data.kind}`}>
        <h1 className="visually-hidden">{t(`play.engine.${engine}`)}</h1>
        <FrameBar />
        <Game />
      </main>
    </GameProvider>
  );
}
