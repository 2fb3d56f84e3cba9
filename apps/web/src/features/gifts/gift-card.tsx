import { giftWageringPercent, type Gift } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { giftSection, giftTitle } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { Countdown } from './countdown';

interface GiftCardActions {
  onActivate: (gift: Gift) => void;
  onCancel: (gift: Gift) => void;
  /** The gift whose call is under way: its buttons wait. */
  busy: boolean;
  error?: string;
}

/** `{provider}:{slug}` as the game page's path and a readable name. */
function gameOf(id: string): { path: string; name: string } {
  const [provider = '', slug = id] = id.includes(':') ? id.split(':') : ['', id];
  const name = slug.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
  return { path: `/play/${provider}/${slug}`, name };
}

/** The wagering progress of a bonus: the percent floored (requirements §promo-5), as a progressbar. */
function Wagering({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelId = useId();
  const percent = giftWageringPercent(gift);
  return (
    <div className="gift-card__wagering">
      <p id={labelId}>
        {t('gifts.card.wagering', {
          done: format.money(gift.amount_wager_cents, gift.currency),
          required: format.money(gift.amount_wager_requirement_cents, gift.currency),
        })}
      </p>
      <div
        className="gift-card__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="gift-card__percent" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}

function FreeSpins({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useLocalePath();
  return (
    <div className="gift-card__spins">
      <p data-testid="gift-spins">
        {t('gifts.card.spins_used', { used: gift.freespins_used ?? 0, count: gift.freespins_total })}
        {gift.freespin_bet_cents
          ? ` · ${t('gifts.card.spin_bet', { bet: format.money(gift.freespin_bet_cents, gift.currency) })}`
          : ''}
      </p>
      {gift.game_ids.length > 0 && (
        <p>
          {t('gifts.card.games')}{' '}
          {gift.game_ids.map((id, index) => {
            const game = gameOf(id);
            return (
              <span key={id}>
                {index > 0 && ', '}
                <Link to={to(game.path)}>{game.name}</Link>
              </span>
            );
          })}
        </p>
      )}
    </div>
  );
}

/** What the stage means to the player, for the card's badge. */
function stageLabel(gift: Gift): string {
  return `gifts.stage.${gift.stage}`;
}

/** One gift of /profile/gifts (GIFT-01, GIFT-02): what it gives, its progress and deadline, and what the player can do. */
export function GiftCard({ gift, actions }: { gift: Gift; actions: GiftCardActions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const section = giftSection(gift);
  const hasMoney = gift.kind === 'bonus' || gift.amount_cents > 0;
  const deadline = gift.activatable ? gift.activatable_until : section === 'active' ? gift.valid_until : null;
  return (
    <article
      className={`gift-card gift-card--${section}`}
      aria-labelledby={titleId}
      data-testid="gift-card"
      data-gift-id={gift.id}
    >
      <header className="gift-card__head">
        <h3 id={titleId}>{giftTitle(gift, (key) => t(key))}</h3>
        <span className="gift-card__stage">{t(stageLabel(gift))}</span>
      </header>
      {hasMoney && (
        <p className="gift-card__amount" data-testid="gift-amount">
          {gift.kind === 'freespins'
            ? t('gifts.card.spin_winnings', { amount: format.money(gift.amount_cents, gift.currency) })
            : format.money(gift.amount_cents, gift.currency)}
        </p>
      )}
      {gift.freespins_total > 0 && <FreeSpins gift={gift} />}
      {gift.amount_wager_requirement_cents > 0 && <Wagering gift={gift} />}
      {gift.max_win_cents !== null && section !== 'past' && (
        <p className="gift-card__note">{t('gifts.card.max_win', { amount: format.money(gift.max_win_cents, gift.currency) })}</p>
      )}
      {gift.stage === 'wait' && <p className="gift-card__note">{t('gifts.card.queued')}</p>}
      {deadline && section !== 'past' && (
        <Countdown deadline={deadline} label={gift.activatable ? t('gifts.card.activate_until') : t('gifts.card.valid_until')} />
      )}
      {section !== 'past' && (
        <div className="gift-card__actions">
          {gift.activatable && (
            <button
              type="button"
              className="button button--primary"
              disabled={actions.busy}
              onClick={() => actions.onActivate(gift)}
            >
              {t('gifts.card.activate')}
            </button>
          )}
          <button type="button" className="button button--ghost" disabled={actions.busy} onClick={() => actions.onCancel(gift)}>
            {t('gifts.card.cancel')}
          </button>
        </div>
      )}
      {actions.error && (
        <p className="form__error" role="alert">
          {actions.error}
        </p>
      )}
    </article>
  );
}
