import { formatMoney, type StaffPlayerGift } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, useCancelGift, usePlayerGifts } from './api';
import { ReasonAction } from './retire-button';

const OPEN = ['issued', 'wait', 'handle_bets'];

/** A player's gifts with their stage history (GIFT-05), and cancel with a reason (GIFT-13). */
export function PlayerGifts() {
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
        <label htmlFor="gifts-player">Player id or e-mail</label>
        <input id="gifts-player" {...search.register('player')} />
        <button type="submit" className="button button--primary">
          Show gifts
        </button>
      </form>
      {gifts.isError && (
        <p role="alert" className="staff-console__error">
          {messageOf(gifts.error)}
        </p>
      )}
      {notice && (
        <p role="status" className="staff-console__note">
          {notice}
        </p>
      )}
      {gifts.data?.gifts.length === 0 && <p className="staff-console__note">This player has no gifts.</p>}
      <ul className="promo-console__gifts">
        {gifts.data?.gifts.map((gift) => (
          <GiftItem
            key={gift.id}
            gift={gift}
            onCancel={async (reason) => {
              const answer = await cancel.mutateAsync({ id: gift.id, reason });
              setNotice(
                `Gift #${gift.id} canceled; ${formatMoney(answer.forfeited_cents, gift.currency)} of bonus money forfeited.`,
              );
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function GiftItem({ gift, onCancel }: { gift: StaffPlayerGift; onCancel: (reason: string) => Promise<void> }) {
  const amount =
    gift.kind === 'freespins'
      ? `${gift.freespins_total} ${gift.freespins_total === 1 ? 'spin' : 'spins'}`
      : formatMoney(gift.amount_cents, gift.currency);
  return (
    <li className="promo-console__gift">
      <p>
        <strong>{gift.title}</strong> #{gift.id} · {amount} · <span className="staff-console__tag">{gift.stage}</span>
      </p>
      {gift.kind === 'bonus' && (
        <p className="staff-console__note">
          Wagered {formatMoney(gift.amount_wager_cents, gift.currency)} of{' '}
          {formatMoney(gift.amount_wager_requirement_cents, gift.currency)}
          {gift.forfeited_cents !== null && <> · forfeited {formatMoney(gift.forfeited_cents, gift.currency)}</>}
          {gift.converted_cents !== null && <> · converted {formatMoney(gift.converted_cents, gift.currency)}</>}
        </p>
      )}
      <details>
        <summary>History of gift #{gift.id}</summary>
        <ol>
          {gift.history.map((h) => (
            <li key={`${h.at}-${h.to_stage}`}>
              {new Date(h.at).toLocaleString()}: {h.from_stage ?? 'new'} → {h.to_stage} ({h.cause})
            </li>
          ))}
        </ol>
      </details>
      {OPEN.includes(gift.stage) && <ReasonAction label="Cancel" subject={`gift #${gift.id}`} run={onCancel} />}
    </li>
  );
}
