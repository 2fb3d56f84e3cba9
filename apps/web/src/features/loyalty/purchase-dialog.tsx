import { GROUPS, type CompExchangeRequest, type CompExchangeResponse, type Player, type ShopCard } from '@casino/contracts';
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
import { guestRate, isBonusReward, maxTickets, missingPoints, showsTicketStepper } from './rules';
import { useRewardText } from './shop-card';

type Step = 'offer' | 'confirm_multi' | 'confirm_bonuses' | 'success' | 'failure';
type Confirmations = Pick<CompExchangeRequest, 'confirm_multi_account' | 'enable_bonuses'>;

/** The reason of a refused exchange, from the 422's field errors; anything else is a plain failure. */
function refusalOf(error: unknown): string | undefined {
  if (!isHttpError(error) || error.response?.status !== 422) return undefined;
  const errors = (error.response.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.values(errors).flat()[0];
}

/** The body of an exchange: a lottery card also names its lottery and the tickets, priced all together. */
function requestOf(card: ShopCard, tickets: number, confirmations: Confirmations): CompExchangeRequest {
  if (card.type !== 'lotteries') return { points: card.rate.points, group: card.group, ...confirmations };
  return {
    points: card.rate.points * tickets,
    group: card.group,
    tickets_count: tickets,
    lottery_id: card.lottery_ids[0],
    ...confirmations,
  };
}

/** The exchange call with the confirmations given so far; the balance, the player, the gifts and the boxes reload after it. */
function useExchange(card: ShopCard, tickets: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmations: Confirmations) => postExchange(browserApi(), card.type, requestOf(card, tickets, confirmations)),
    onSettled: () =>
      Promise.all(
        [
          loyaltyKeys.points,
          loyaltyKeys.level,
          accountsKey,
          playerKeys.player,
          ['player', 'bonuses'],
          ['player', 'freespins'],
          ['player', 'lootboxes'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Where the result popup leads: the wheel that opens a box, the lotteries, or the gifts. */
function resultLink(card: ShopCard): { path: string; label: string } {
  if (card.type === 'lootboxes') return { path: '/rocketmart-wheel', label: 'loyalty.result.open_box' };
  if (card.type === 'lotteries') return { path: '/tournaments/lotteries', label: 'loyalty.result.lotteries' };
  return { path: '/profile/gifts', label: 'loyalty.result.gifts' };
}

/** The conditions of a card (SHOP-17): wager, games, the sale's last day. */
function Conditions({ card }: { card: ShopCard }) {
  const { t } = useTranslation();
  return (
    <ul className="shop-dialog__conditions">
      {card.wager > 0 && <li>{t('loyalty.conditions.wager', { count: card.wager })}</li>}
      {card.type === 'money' && card.money_kind === 'real' && <li>{t('loyalty.conditions.real')}</li>}
      {card.type === 'lootboxes' && <li>{t('loyalty.conditions.loot_box')}</li>}
      {card.type === 'lotteries' && <li>{t('loyalty.conditions.lottery')}</li>}
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
  const [tickets, setTickets] = useState(1);
  const exchange = useExchange(card, tickets);
  const [step, setStep] = useState<Step>('offer');
  const [refusal, setRefusal] = useState<string | undefined>();
  const titleId = `shop-dialog-${card.group}`;
  const rewardOf = (bought: ShopCard, result: CompExchangeResponse | undefined) =>
    bought.type === 'lotteries' && result ? t('loyalty.tickets.count', { count: result.tickets.length }) : reward(bought, true);
  const multi = player?.groups.includes(GROUPS.multiAccount) ?? false;
  const needsBonuses = isBonusReward(card) && player?.can_issue_bonuses === false;

  const send = (confirmations: Confirmations) =>
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
        <Offer
          card={card}
          player={player}
          points={points}
          tickets={tickets}
          onTickets={setTickets}
          onExchange={onExchange}
          busy={exchange.isPending}
          onClose={onClose}
        />
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
          <p>{t('loyalty.result.success', { reward: rewardOf(card, exchange.data) })}</p>
          {exchange.data && exchange.data.tickets.length > 0 && (
            <p>{t('loyalty.result.tickets', { numbers: exchange.data.tickets.join(', ') })}</p>
          )}
          <div className="shop-dialog__actions">
            <Link className="button button--ghost" to={to(resultLink(card).path)}>
              {t(resultLink(card).label)}
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
                  : refusal === 'unknown_lottery'
                    ? 'loyalty.result.unknown_lottery'
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

/** The lottery quantity stepper (requirements §promo-4, the lottery exchange): 1 to floor(balance / cost) tickets. */
function TicketStepper({ count, max, onChange }: { count: number; max: number; onChange: (count: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="shop-stepper" role="group" aria-labelledby="shop-stepper-label">
      <span id="shop-stepper-label">{t('loyalty.tickets.label')}</span>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('loyalty.tickets.fewer')}
        disabled={count <= 1}
        onClick={() => onChange(count - 1)}
      >
        −
      </button>
      <output className="shop-stepper__count" aria-live="polite" data-testid="ticket-count">
        {t('loyalty.tickets.count', { count })}
      </output>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('loyalty.tickets.more')}
        disabled={count >= max}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
    </div>
  );
}

function Offer({
  card,
  player,
  points,
  tickets,
  onTickets,
  onExchange,
  busy,
  onClose,
}: Pick<Props, 'card' | 'player' | 'points' | 'onClose'> & {
  tickets: number;
  onTickets: (count: number) => void;
  onExchange: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const missing = missingPoints(card, points);
  const stepper = player !== null && showsTicketStepper(card, points);
  const price = player ? card.rate.points * (card.type === 'lotteries' ? tickets : 1) : guestRate(card).points;
  return (
    <>
      <Conditions card={card} />
      {stepper && <TicketStepper count={tickets} max={maxTickets(card, points)} onChange={onTickets} />}
      <p className="shop-dialog__price">{t('loyalty.price', { count: price })}</p>
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
