import { zodResolver } from '@hookform/resolvers/zod';
import { SHOP_CARD_TYPES, SHOP_LABELS, shopCardEditSchema, type ShopCardEdit } from '@casino/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';
import { K, OutcomeNote, type Outcome } from './staff-outcome';

const NEW_CARD: ShopCardEdit = {
  group: '',
  type: 'freespins',
  title: '',
  label: null,
  money_kind: null,
  rates: [{ currency: 'EUR', points: 100, amount_cents: 0 }],
  gift_template_id: null,
  freespins_count: 0,
  wager: 0,
  games: [],
  lottery_ids: [],
  position: 0,
  active: true,
};

const orNull = (value: unknown) => (value === '' || value === null ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const idList = (value: unknown) =>
  String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

function RatesRows({ form }: { form: ReturnType<typeof useForm<ShopCardEdit>> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  return (
    <fieldset>
      <legend>{t(`${K}.price.legend`)}</legend>
      {rows.fields.map((field, i) => (
        <div key={field.id} className="staff-console__row">
          <input aria-label={t(`${K}.price.currency`, { n: i + 1 })} {...form.register(`rates.${i}.currency`)} />
          <input
            type="number"
            aria-label={t(`${K}.price.points`, { n: i + 1 })}
            {...form.register(`rates.${i}.points`, { valueAsNumber: true })}
          />
          <input
            type="number"
            aria-label={t(`${K}.price.amount`, { n: i + 1 })}
            {...form.register(`rates.${i}.amount_cents`, { valueAsNumber: true })}
          />
          <button type="button" className="button" onClick={() => rows.remove(i)} disabled={rows.fields.length === 1}>
            {t(`${K}.price.remove`, { n: i + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="button" onClick={() => rows.append({ currency: 'USD', points: 100, amount_cents: 0 })}>
        {t(`${K}.price.add`)}
      </button>
    </fieldset>
  );
}

/** One card's form; the server refuses a money card without its kind, a bonus reward without a template, a lottery card without lotteries. */
function CardForm({ card }: { card: ShopCardEdit }) {
  const { t } = useTranslation();
  const form = useForm<ShopCardEdit>({ resolver: zodResolver(shopCardEditSchema), defaultValues: card });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await staffApi().put('/api/staff/loyalty/cards', values);
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const invalid = Object.keys(form.formState.errors);
  return (
    <form onSubmit={save} noValidate aria-label={t(`${K}.card.form`)} className="staff-console__form">
      <label>
        {t(`${K}.card.group`)} <input {...form.register('group')} aria-invalid={form.formState.errors.group ? true : undefined} />
      </label>
      <label>
        {t(`${K}.card.type`)}
        <select {...form.register('type')}>
          {SHOP_CARD_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label>
        {t(`${K}.card.title`)} <input {...form.register('title')} />
      </label>
      <label>
        {t(`${K}.card.label`)}
        <select {...form.register('label', { setValueAs: orNull })}>
          <option value="">{t(`${K}.card.label_none`)}</option>
          {SHOP_LABELS.map((label) => (
            <option key={label}>{label}</option>
          ))}
        </select>
      </label>
      <label>
        {t(`${K}.card.money_kind`)}
        <select {...form.register('money_kind', { setValueAs: orNull })}>
          <option value="">{t(`${K}.card.money_none`)}</option>
          <option value="real">{t(`${K}.card.money_real`)}</option>
          <option value="bonus">{t(`${K}.card.money_bonus`)}</option>
        </select>
      </label>
      <RatesRows form={form} />
      <label>
        {t(`${K}.card.gift_template`)}{' '}
        <input type="number" {...form.register('gift_template_id', { setValueAs: numberOrNull })} />
      </label>
      <label>
        {t(`${K}.card.freespins`)} <input type="number" {...form.register('freespins_count', { valueAsNumber: true })} />
      </label>
      <label>
        {t(`${K}.card.wager`)} <input type="number" {...form.register('wager', { valueAsNumber: true })} />
      </label>
      <label>
        {t(`${K}.card.lotteries`)} <input {...form.register('lottery_ids', { setValueAs: idList })} />
      </label>
      <label>
        {t(`${K}.card.position`)} <input type="number" {...form.register('position', { valueAsNumber: true })} />
      </label>
      <label>
        <input type="checkbox" {...form.register('active')} /> {t(`${K}.card.active`)}
      </label>
      {invalid.length > 0 && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.card.invalid`, { fields: invalid.join(', ') })}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t(`${K}.card.save`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** The shop's cards: pick one to change, or start a new one (saved by its group). */
export function CardsEditor({ cards }: { cards: ShopCardEdit[] }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState('');
  const card = cards.find((c) => c.group === group) ?? NEW_CARD;
  return (
    <section aria-labelledby="loyalty-cards-title">
      <h3 id="loyalty-cards-title">{t(`${K}.cards.title`)}</h3>
      <label>
        {t(`${K}.cards.pick`)}
        <select value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">{t(`${K}.cards.new`)}</option>
          {cards.map((c) => (
            <option key={c.group} value={c.group}>
              {c.group} ({c.type})
            </option>
          ))}
        </select>
      </label>
      <CardForm key={group} card={card} />
    </section>
  );
}
