import { GROUPS, type CompExchangeRequest, type Player, type ShopCard } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../api/is-http-error';
import { browserApi } from '../../api/server-api';
import { accountsKey, playerKeys } from '../../common/player/player-query';
import { useLocalePath } from '../../i18n/locale';
import { Modal } from '../../ui/modal';
import { loyaltyKeys, postExchange } from './api';
import { guestRate, isBonusReward, missingPoints } from './rules';
import { useRewardText } from './shop-card';

type Step = 'offer' | 'confirm_multi' | 'confirm_bonuses' | 'success' | 'failure';

/** The reason of a refused exchange, from the 422's field errors; anything else is a plain failure. */
function refusalOf(error: unknown): string | undefined {
  if (!isHttpError(error) || error.response?.status !== 422) return undefined;
  const errors = (error.response.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.values(errors).flat()[0];
}

/** The exchange call with the confirmations given so far; the balance, the player and the gifts reload after it. */
function useExchange(card: ShopCard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmations: Pick<CompExchangeRequest, 'confirm_multi_account' | 'enable_bonuses'>) =>
      postExchange(browserApi(), card.type, { points: card.rate.points, group: card.group, ...confirmations }),
    onSettled: () =>
      Promise.all(
        [
          loyaltyKeys.points,
          loyaltyKeys.level,
          accountsKey,
          playerKeys.player,
          ['player', 'bonuses'],
          ['player', 'freespins'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** The conditions of a card (SHOP-17): wager, games, the sale's last day. */
function Conditions({ card }: { card: ShopCard }) {
  const { t } = useTranslation();
  return (
    <ul className="shop-dialog__conditions">
      {card.wager > 0 && <li>{t('loyalty.conditions.wager', { count: card.wager })}</li>}
      {card.type === 'money' && card.money_kind === 'real' && <li>{t('loyalty.conditions.real')}</li>}
      {card.games.length > 0 && <li>{t('loyalty.conditions.games', { count: card.games.length })}</li>}
      {card.sale && <li>{t('loyalty.conditions.sale_until', { date: card.sale.end_date })}</li>}
    </ul>
  );
}

interface Props {
  card: ShopCard;
  player: Player | null;
  points: number;
  onClose: () => void;
}

/**
 * The purchase popup (SHOP-17…23): guests get Registration; a player short of coins sees what is
 * missing with play and back; otherwise Exchange, after the multi-account and enable-bonuses
 * confirmations where they apply; then the result.
 */
export function PurchaseDialog({ card, player, points, onClose }: Props) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const reward = useRewardText();
  const exchange = useExchange(card);
  const [step, setStep] = useState<Step>('offer');
  const [refusal, setRefusal] = useState<string | undefined>();
  const titleId = `shop-dialog-${card.group}`;
  const multi = player?.groups.includes(GROUPS.multiAccount) ?? false;
  const needsBonuses = isBonusReward(card) && player?.can_issue_bonuses === false;

  const send = (confirmations: Pick<CompExchangeRequest, 'confirm_multi_account' | 'enable_bonuses'>) =>
    exchange.mutate(confirmations, {
      onSuccess: () => setStep('success'),
      onError: (error) => {
        setRefusal(refusalOf(error));
        setStep('failure');
      },
    });
  const afterMulti = () => (needsBonuses ? setStep('confirm_bonuses') : send({ confirm_multi_account: multi || undefined }));
  const onExchange = () => (multi ? setStep('confirm_multi') : afterMulti());

  return (
    <Modal titleId={titleId} onClose={onClose} className="shop-dialog">
      <h2 id={titleId}>
        {step === 'success'
          ? t('loyalty.result.success_title')
          : step === 'failure'
            ? t('loyalty.result.failure_title')
            : reward(card, player !== null)}
      </h2>
      {step === 'offer' && (
        <Offer card={card} player={player} points={points} onExchange={onExchange} busy={exchange.isPending} onClose={onClose} />
      )}
      {step === 'confirm_multi' && (
        <Confirm text={t('loyalty.confirm.multi_account')} onYes={afterMulti} onNo={onClose} busy={exchange.isPending} />
      )}
      {step === 'confirm_bonuses' && (
        <Confirm
          text={t('loyalty.confirm.enable_bonuses')}
          onYes={() => send({ confirm_multi_account: multi || undefined, enable_bonuses: true })}
          onNo={onClose}
          busy={exchange.isPending}
        />
      )}
      {step === 'success' && (
        <div role="status">
          <p>{t('loyalty.result.success', { reward: reward(card, true) })}</p>
          <div className="shop-dialog__actions">
            <Link className="button button--ghost" to={to('/profile/gifts')}>
              {t('loyalty.result.gifts')}
            </Link>
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              {t('loyalty.back')}
            </button>
          </div>
        </div>
      )}
      {step === 'failure' && (
        <div role="alert">
          <p>
            {t(
              refusal === 'not_enough_points'
                ? 'loyalty.result.not_enough'
                : refusal === 'sale_ended'
                  ? 'loyalty.result.sale_ended'
                  : 'loyalty.result.failure',
            )}
          </p>
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            {t('loyalty.back')}
          </button>
        </div>
      )}
    </Modal>
  );
}

function Confirm({ text, onYes, onNo, busy }: { text: string; onYes: () => void; onNo: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{text}</p>
      <div className="shop-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onNo} autoFocus>
          {t('loyalty.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onYes} disabled={busy}>
          {t('loyalty.confirm.yes')}
        </button>
      </div>
    </>
  );
}

function Offer({
  card,
  player,
  points,
  onExchange,
  busy,
  onClose,
}: Pick<Props, 'card' | 'player' | 'points' | 'onClose'> & { onExchange: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const missing = missingPoints(card, points);
  return (
    <>
      <Conditions card={card} />
      <p className="shop-dialog__price">{t('loyalty.price', { count: player ? card.rate.points : guestRate(card).points })}</p>
      {!player ? (
        <Link className="button button--primary" to={`${to('/registration')}?redirect=${encodeURIComponent(to('/rocket-mart'))}`}>
          {t('loyalty.registration')}
        </Link>
      ) : missing > 0 ? (
        <>
          <p className="shop-dialog__missing">{t('loyalty.missing', { count: missing })}</p>
          <div className="shop-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('loyalty.back')}
            </button>
            <Link className="button button--primary" to={to('/')}>
              {t('loyalty.play')}
            </Link>
          </div>
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={onExchange} disabled={busy}>
          {t('loyalty.exchange')}
        </button>
      )}
    </>
  );
}
