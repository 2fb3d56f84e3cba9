import { zodResolver } from '@hookform/resolvers/zod';
import {
  earningRatesBodySchema,
  earningRatesSchema,
  saleSettingsSchema,
  shopCardEditSchema,
  type EarningRate,
  type SaleSettings,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffApi } from '../../api/staff-api';
import { levelsQuery } from './api';
import { CardsEditor } from './staff-cards';
import { LevelsEditor } from './staff-levels';
import { K, OutcomeNote, type Outcome } from './staff-outcome';
import { ShopSettingsPanel } from './staff-shop-settings';

/** The earning rates as one form, the body of their replacement. */
type RatesForm = z.infer<typeof earningRatesBodySchema>;

/** The sale as a form: the sale cards as rows (group, discount, full price). */
const saleFormSchema = z.object({
  end_date: saleSettingsSchema.shape.end_date,
  cards: z.array(
    z.object({
      group: z.string().regex(/^sale[a-z0-9_-]{0,60}$/, 'must start with "sale"'),
      discount_percent: z.number().int().min(1).max(99),
      full_price: z.number().int().positive(),
    }),
  ),
});
type SaleForm = z.infer<typeof saleFormSchema>;

function RatesEditor({ initial }: { initial: EarningRate[] }) {
  const { t } = useTranslation();
  const form = useForm<RatesForm>({ resolver: zodResolver(earningRatesBodySchema), defaultValues: { rates: initial } });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await staffApi().put('/api/staff/loyalty/rates', values);
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const errors = form.formState.errors.rates;
  return (
    <form onSubmit={save} noValidate aria-labelledby="loyalty-rates-title">
      <h3 id="loyalty-rates-title">{t(`${K}.rates.title`)}</h3>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.rates.currency`)}</th>
            <th scope="col">{t(`${K}.rates.category`)}</th>
            <th scope="col">{t(`${K}.rates.points`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => (
            <tr key={field.id}>
              <td>
                <input aria-label={t(`${K}.rates.currency_row`, { row: i + 1 })} {...form.register(`rates.${i}.currency`)} />
              </td>
              <td>
                <input aria-label={t(`${K}.rates.category_row`, { row: i + 1 })} {...form.register(`rates.${i}.category`)} />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t(`${K}.rates.points_row`, { row: i + 1 })}
                  aria-invalid={errors?.[i] ? true : undefined}
                  {...form.register(`rates.${i}.points_per_100`, { valueAsNumber: true })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.rates.invalid`)}
        </p>
      )}
      <button type="button" className="button" onClick={() => rows.append({ currency: 'EUR', category: '*', points_per_100: 0 })}>
        {t(`${K}.rates.add`)}
      </button>{' '}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t(`${K}.rates.save`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

const toSaleForm = (sale: SaleSettings | null): SaleForm => ({
  end_date: sale?.end_date ?? '',
  cards: Object.entries(sale?.cards ?? {}).map(([group, card]) => ({ group, ...card })),
});

function SaleEditor({ initial }: { initial: SaleSettings | null }) {
  const { t } = useTranslation();
  const form = useForm<SaleForm>({ resolver: zodResolver(saleFormSchema), defaultValues: toSaleForm(initial) });
  const rows = useFieldArray({ control: form.control, name: 'cards' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    const cards = Object.fromEntries(values.cards.map(({ group, ...card }) => [group, card]));
    try {
      await staffApi().put('/api/staff/loyalty/sale', { end_date: values.end_date, cards });
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={save} noValidate aria-labelledby="loyalty-sale-title">
      <h3 id="loyalty-sale-title">{t(`${K}.sale.title`)}</h3>
      <label htmlFor="loyalty-sale-end">{t(`${K}.sale.last_day`)}</label>
      <input id="loyalty-sale-end" aria-invalid={errors.end_date ? true : undefined} {...form.register('end_date')} />
      {errors.end_date && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.sale.last_day_invalid`)}
        </p>
      )}
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.sale.group`)}</th>
            <th scope="col">{t(`${K}.sale.discount`)}</th>
            <th scope="col">{t(`${K}.sale.full_price`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => (
            <tr key={field.id}>
              <td>
                <input aria-label={t(`${K}.sale.group_row`, { row: i + 1 })} {...form.register(`cards.${i}.group`)} />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t(`${K}.sale.discount_row`, { row: i + 1 })}
                  {...form.register(`cards.${i}.discount_percent`, { valueAsNumber: true })}
                />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t(`${K}.sale.full_price_row`, { row: i + 1 })}
                  {...form.register(`cards.${i}.full_price`, { valueAsNumber: true })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.cards && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.sale.invalid`)}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => rows.append({ group: 'sale_', discount_percent: 10, full_price: 100 })}
      >
        {t(`${K}.sale.add`)}
      </button>{' '}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t(`${K}.sale.save`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/**
 * The promotions manager's panel of the staff console (docs/decisions/052-loyalty.md, 064): the
 * earning rates, the levels, the shop's cards and the sale, each save recorded in the staff audit
 * log. In the staff member's language, like the back office (issue 25).
 */
export function LoyaltyStaffPanel() {
  const { t } = useTranslation();
  const rates = useQuery({
    queryKey: ['staff', 'loyalty', 'rates'],
    queryFn: async () => earningRatesSchema.parse((await staffApi().get('/api/staff/loyalty/rates')).data),
  });
  const sale = useQuery({
    queryKey: ['staff', 'loyalty', 'sale'],
    queryFn: async () => saleSettingsSchema.nullable().parse((await staffApi().get('/api/staff/loyalty/sale')).data),
  });
  const levels = useQuery(levelsQuery(staffApi()));
  const cards = useQuery({
    queryKey: ['staff', 'loyalty', 'cards'],
    queryFn: async () => z.array(shopCardEditSchema).parse((await staffApi().get('/api/staff/loyalty/cards')).data),
  });
  return (
    <section aria-labelledby="loyalty-panel-title" className="loyalty-staff">
      <h2 id="loyalty-panel-title">{t(`${K}.title`)}</h2>
      {(rates.isError || sale.isError || levels.isError || cards.isError) && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.load_failed`)}
        </p>
      )}
      {rates.data && <RatesEditor initial={rates.data} />}
      {levels.data && <LevelsEditor levels={levels.data} />}
      {cards.data && <CardsEditor cards={cards.data} />}
      {sale.isSuccess && <SaleEditor initial={sale.data} />}
      <ShopSettingsPanel />
    </section>
  );
}
