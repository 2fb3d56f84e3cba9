import { wheelDepositRule, type LootBoxActivation, type WheelPrize, type WheelSlug, type WheelView } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { configQuery } from '../../common/config/api';
import { playerQuery } from '../../common/player/player-query';
import { usePlayer } from '../../common/player/use-player';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { lootBoxesQuery, postActivation, wheelQuery } from './api';
import { openableBoxes, prizeTerms, restingRotation } from './rules';
import { useSegmentLabel } from './segment-label';
import { WheelArt } from './wheel-art';
import './wheels.css';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The prize in the player's words. */
function usePrizeText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (prize: WheelPrize): string => {
    if (prize.kind === 'money') return t('wheels.prize.money', { amount: format.money(prize.amount_cents, prize.currency) });
    if (prize.kind === 'bonus') return t('wheels.prize.bonus', { amount: format.money(prize.amount_cents, prize.currency) });
    if (prize.kind === 'points') return t('wheels.prize.points', { count: prize.points });
    if (prize.kind === 'freespins') return t('wheels.prize.freespins', { count: prize.freespins_count });
    return t('wheels.prize.nothing');
  };
}

/** WHEEL-04: the wager and max win of a won bonus or free spins, in the player's words. */
function PrizeTerms({ result }: { result: LootBoxActivation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const terms = prizeTerms(result);
  if (!terms) return null;
  return (
    <span className="wheel-page__terms">
      <span>{terms.wager > 0 ? t('wheels.prize.wager', { count: terms.wager }) : t('wheels.prize.no_wager')}</span>
      {terms.maxWin && (
        <span>{t('wheels.prize.max_win', { amount: format.money(terms.maxWin.cents, terms.maxWin.currency) })}</span>
      )}
    </span>
  );
}

type Spin = { phase: 'idle' } | { phase: 'spinning' | 'landed'; result: LootBoxActivation } | { phase: 'failed' };

/** The player's part: the boxes left, the Open button, and the prize once the wheel stops. */
function PlayerControls({ slug, onSpin, spin }: { slug: WheelSlug; onSpin: (id: number) => void; spin: Spin }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  const boxes = useQuery(lootBoxesQuery(browserApi())).data;
  const openable = boxes ? openableBoxes(boxes, slug) : [];
  const next = openable.at(-1);
  return (
    <div className="wheel-page__controls">
      <p>
        {boxes === undefined
          ? '\u00a0'
          : openable.length > 0
            ? t('wheels.boxes', { count: openable.length })
            : t('wheels.no_boxes')}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!next || spin.phase === 'spinning'}
        onClick={() => next && onSpin(next.id)}
      >
        {spin.phase === 'spinning' ? t('wheels.spinning') : t('wheels.open')}
      </button>
      <p className="wheel-page__result" role="status" aria-live="polite">
        {spin.phase === 'landed' && prizeText(spin.result.prize)}
        {spin.phase === 'landed' && <PrizeTerms result={spin.result} />}
        {spin.phase === 'failed' && t('wheels.failed')}
      </p>
    </div>
  );
}

/** The wheel's prizes as a list, each in the player's language. */
function Prizes({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const label = useSegmentLabel(wheel.currency);
  return (
    <section aria-labelledby="wheel-prizes">
      <h2 id="wheel-prizes">{t('wheels.segments')}</h2>
      <ul className="wheel-page__prizes">
        {wheel.segments.map((s, i) => (
          <li key={i}>{label(s)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * WHEEL-10: what a deposit earns, from the wheel deposit configuration: the rule of the player's
 * wheel group (or default; guests see default) in the wheel's currency, else its EUR rule (WHEEL-13).
 */
function DepositOffer({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const groups = useQuery(playerQuery(browserApi())).data?.groups ?? [];
  const config = useQuery(configQuery(browserApi(), 'wheel-config')).data;
  const rule = config ? wheelDepositRule(config.deposit, groups, currency) : null;
  if (!rule) return null;
  return (
    <section aria-labelledby="wheel-deposit" className="wheel-page__deposit" data-testid="wheel-deposit">
      <h2 id="wheel-deposit">{t('wheels.deposit.title')}</h2>
      <p>{t('wheels.deposit.offer', { amount: format.money(rule.pay, currency), count: rule.get })}</p>
    </section>
  );
}

/** /rocketmart-wheel and /rocketplay-wheel (WHEEL-01, WHEEL-02): the wheel, its prizes, and for players the boxes to open. */
export function WheelPage({ slug }: { slug: WheelSlug }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const wheel = useQuery(wheelQuery(browserApi(), slug, player?.id ?? null)).data;
  const [rotation, setRotation] = useState(0);
  const [spin, setSpin] = useState<Spin>({ phase: 'idle' });

  const land = (result: LootBoxActivation) => {
    setSpin({ phase: 'landed', result });
    // The prize is paid: balance, gifts, coins and boxes are read again.
    void queryClient.invalidateQueries({ queryKey: ['player'] });
  };
  const open = async (id: number) => {
    try {
      const result = await postActivation(browserApi(), id, slug);
      setSpin({ phase: 'spinning', result });
      setRotation((from) => restingRotation(result.segment, wheel?.segments.length ?? 1, from));
      if (reducedMotion()) land(result);
    } catch {
      setSpin({ phase: 'failed' });
    }
  };
  const stopped = () => {
    if (spin.phase === 'spinning') land(spin.result);
  };

  return (
    <div className="wheel-page">
      {wheel ? (
        <WheelArt segments={wheel.segments} currency={wheel.currency} rotation={rotation} onStop={stopped} />
      ) : (
        <div className="wheel-art wheel-art--loading" aria-hidden="true" />
      )}
      <div className="wheel-page__side">
        {player ? (
          <PlayerControls slug={slug} onSpin={(id) => void open(id)} spin={spin} />
        ) : (
          <div className="wheel-page__controls">
            <p>{t('wheels.guest')}</p>
            <Link
              className="button button--primary"
              to={`${to('/registration')}?redirect=${encodeURIComponent(to(`/${slug}-wheel`))}`}
            >
              {t('wheels.registration')}
            </Link>
          </div>
        )}
        {wheel && <DepositOffer currency={wheel.currency} />}
        {wheel && <Prizes wheel={wheel} />}
      </div>
    </div>
  );
}
