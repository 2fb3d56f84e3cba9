import { formatMoney, type StaffPlayerGift } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf, useCancelGift, usePlayerGifts } from './api';
import { ReasonAction } from './retire-button';

const OPEN = ['issued', 'wait', 'handle_bets'];

/** A player's gifts with their stage history (GIFT-05), and cancel with a reason (GIFT-13). */
export function PlayerGifts() {
  const { t } = useTranslation();
  const [player, setPlayer] = useState('');
  const search = useForm({ defaultValues: { player: '' } });
  const gifts = usePlayerGifts(player);
  const cancel = useCancelGift(player);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div>
      <form
        className="promo-console__search"
        role="search"
        onSubmit={(e) =>
          void search.handleSubmit((values) => {
            setNotice(null);
            setPlayer(values.player.trim());
          })(e)
        }
      >
        <label htmlFor="gifts-player">{t('promotions.staff_console.player_id_or_email')}</label>
        <input id="gifts-player" {...search.register('player')} />
        <button type="submit" className="button button--primary">
          {t('promotions.staff_console.gifts.show')}
        </button>
      </form>
      {gifts.isError && (
        <p role="alert" className="staff-console__error">
          {messageOf(gifts.error, t)}
        </p>
      )}
      {notice && (
        <p role="status" className="staff-console__note">
          {notice}
        </p>
      )}
      {gifts.data?.gifts.length === 0 && <p className="staff-console__note">{t('promotions.staff_console.gifts.none')}</p>}
      <ul className="promo-console__gifts">
        {gifts.data?.gifts.map((gift) => (
          <GiftItem
            key={gift.id}
            gift={gift}
            onCancel={async (reason) => {
              const answer = await cancel.mutateAsync({ id: gift.id, reason });
              setNotice(
                t('promotions.staff_console.gifts.canceled', {
                  id: gift.id,
                  amount: formatMoney(answer.forfeited_cents, gift.currency),
                }),
              );
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function GiftItem({ gift, onCancel }: { gift: StaffPlayerGift; onCancel: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const amount =
    gift.kind === 'freespins'
      ? t('promotions.staff_console.spins', { count: gift.freespins_total })
      : formatMoney(gift.amount_cents, gift.currency);
  return (
    <li className="promo-console__gift">
      <p>
        <strong>{gift.title}</strong> #{gift.id} · {amount} · <span className="staff-console__tag">{gift.stage}</span>
      </p>
      {gift.kind === 'bonus' && (
        <p className="staff-console__note">
          {t('promotions.staff_console.gifts.wagered', {
            done: formatMoney(gift.amount_wager_cents, gift.currency),
            required: formatMoney(gift.amount_wager_requirement_cents, gift.currency),
          })}
          {gift.forfeited_cents !== null &&
            t('promotions.staff_console.gifts.forfeited', { amount: formatMoney(gift.forfeited_cents, gift.currency) })}
          {gift.converted_cents !== null &&
            t('promotions.staff_console.gifts.converted', { amount: formatMoney(gift.converted_cents, gift.currency) })}
        </p>
      )}
      <details>
        <summary>{t('promotions.staff_console.gifts.history', { id: gift.id })}</summary>
        <ol>
          {gift.history.map((h) => (
            <li key={`${h.at}-${h.to_stage}`}>
              {new Date(h.at).toLocaleString()}: {h.from_stage ?? t('promotions.staff_console.gifts.new_stage')} → {h.to_stage} (
              {h.cause})
            </li>
          ))}
        </ol>
      </details>
      {OPEN.includes(gift.stage) && (
        <ReasonAction action="cancel" subject={t('promotions.staff_console.gifts.subject', { id: gift.id })} run={onCancel} />
      )}
    </li>
  );
}
