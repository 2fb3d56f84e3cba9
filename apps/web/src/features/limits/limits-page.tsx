import { useQuery } from '@tanstack/react-query';
import { isMoneyLimitType, type Limit } from '@casino/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { usePlayer } from '../../common/player/use-player';
import { limitsQuery, removeLimit } from './api';
import { BlockForm } from './block-form';
import { ChangeResult } from './change-result';
import { limitErrorText } from './errors';
import { LimitCard } from './limit-card';
import { MoneyLimitForm, type MoneyLimitDraft } from './money-limit-form';
import { activeBlock } from './rules';
import { RealityCheckForm } from './reality-check-form';
import { SessionLimitForm } from './session-limit-form';
import { useLimitChange } from './use-limits';
import './limits.css';
import { amountInputValue } from '../../common/money/amount-units';

/**
 * /profile/limits (LIM-08): the player's limits with their usage, the forms that set, tighten
 * or ask to loosen them, and the cooling-off and self-exclusion with their confirmation step.
 */
export function LimitsPage({ initial, currency, currencies }: { initial: Limit[]; currency: string; currencies: string[] }) {
  const { t } = useTranslation();
  // Once a cooling-off signs the player out, nothing asks for their limits any more.
  const signedIn = usePlayer() !== null;
  const query = useQuery({ ...limitsQuery(browserApi()), initialData: initial, enabled: signedIn });
  const limits = query.data;
  const remove = useLimitChange((limit: Limit) => removeLimit(browserApi(), limit.id));
  const [draft, setDraft] = useState<MoneyLimitDraft>({ type: 'deposit', period: 'day', currency, amount: '' });
  const formHeading = useRef<HTMLHeadingElement>(null);
  const block = activeBlock(limits);
  const session = limits.find((l) => l.type === 'session') ?? null;

  const change = (limit: Limit, code: string) => {
    if (!isMoneyLimitType(limit.type) || !limit.period) return;
    const amount = limit.accounts.find((a) => a.currency === code)?.amount_cents ?? 0;
    setDraft({ type: limit.type, period: limit.period, currency: code, amount: amountInputValue(amount, code) });
    formHeading.current?.scrollIntoView({ block: 'start' });
    formHeading.current?.focus();
  };

  return (
    <div className="limits">
      <p className="limits__intro">{t('limits.intro')}</p>
      <section className="limits__section" aria-labelledby="limits-current">
        <h2 id="limits-current">{t('limits.current.title')}</h2>
        {limits.length === 0 ? (
          <p>{t('limits.current.none')}</p>
        ) : (
          <div className="limits__grid">
            {limits.map((limit) => (
              <LimitCard
                key={limit.id}
                limit={limit}
                onChange={change}
                onRemove={(l) => remove.mutate(l)}
                busy={remove.isPending}
              />
            ))}
          </div>
        )}
        <ChangeResult result={remove.data ?? null} error={remove.error ? limitErrorText(t, remove.error) : null} />
      </section>

      {!block && (
        <>
          <section className="limits__section" aria-labelledby="limits-money">
            <h2 id="limits-money" ref={formHeading} tabIndex={-1}>
              {t('limits.form.title')}
            </h2>
            <p>{t('limits.form.help')}</p>
            <MoneyLimitForm currencies={currencies} draft={draft} headingId="limits-money" />
          </section>
          <section className="limits__section" aria-labelledby="limits-session">
            <h2 id="limits-session">{t('limits.session.title')}</h2>
            <p>{t('limits.session.help')}</p>
            <SessionLimitForm current={session?.minutes ?? null} headingId="limits-session" />
          </section>
          <section className="limits__section" aria-labelledby="limits-reality-check">
            <h2 id="limits-reality-check">{t('limits.reality_interval.title')}</h2>
            <p>{t('limits.reality_interval.help')}</p>
            <RealityCheckForm headingId="limits-reality-check" />
          </section>
        </>
      )}
      <section className="limits__section" aria-labelledby="limits-cooling-off">
        <h2 id="limits-cooling-off">{t('limits.break.title')}</h2>
        <p>{t('limits.break.help')}</p>
        <BlockForm type="cooling_off" headingId="limits-cooling-off" disabled={block?.type === 'self_exclusion'} />
      </section>
      <section className="limits__section" aria-labelledby="limits-self-exclusion">
        <h2 id="limits-self-exclusion">{t('limits.exclusion.title')}</h2>
        <p>{t('limits.exclusion.help')}</p>
        <BlockForm type="self_exclusion" headingId="limits-self-exclusion" disabled={false} />
      </section>
    </div>
  );
}
