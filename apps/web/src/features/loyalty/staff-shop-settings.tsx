import { zodResolver } from '@hookform/resolvers/zod';
import { SHOP_FREESPIN_WAGERS, shopSettingsSchema, type ShopSettings } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffApi } from '../../api/staff-api';
import { K, OutcomeNote, type Outcome } from './staff-outcome';

const S = `${K}.shop_settings`;
const code = z.string().trim().min(1);
const amount = z.number().int().positive();

/** The settings as lines: max win per currency, wager per card group, spin rate per card group and currency. */
const formSchema = z.object({
  images: shopSettingsSchema.shape.images,
  wins: z.array(z.object({ currency: code, cents: amount })),
  wagers: z.array(z.object({ group: code, wager: z.number().int() })),
  rates: z.array(z.object({ group: code, currency: code, cents: amount })),
});
type Form = z.infer<typeof formSchema>;

const linesOf = (s: ShopSettings): Form => ({
  images: s.images,
  wins: Object.entries(s.max_win).map(([currency, cents]) => ({ currency, cents })),
  wagers: Object.entries(s.freespin_wagers).map(([group, wager]) => ({ group, wager })),
  rates: Object.entries(s.spin_rates).flatMap(([group, byCurrency]) =>
    Object.entries(byCurrency).map(([currency, cents]) => ({ group, currency, cents })),
  ),
});

function settingsOf(form: Form): ShopSettings {
  const spinRates: ShopSettings['spin_rates'] = {};
  for (const r of form.rates) spinRates[r.group] = { ...spinRates[r.group], [r.currency]: r.cents };
  return {
    images: form.images,
    max_win: Object.fromEntries(form.wins.map((w) => [w.currency, w.cents])),
    freespin_wagers: Object.fromEntries(form.wagers.map((w) => [w.group, w.wager])),
    spin_rates: spinRates,
  };
}

const asNumber = { valueAsNumber: true } as const;
type Lines = 'wins' | 'wagers' | 'rates';
const COLUMNS: Record<Lines, string[]> = {
  wins: ['currency', 'cents'],
  wagers: ['group', 'wager'],
  rates: ['group', 'currency', 'cents'],
};
const NEW_LINE = {
  wins: { currency: 'EUR', cents: 10_000_000 },
  wagers: { group: 'fs_10', wager: 30 },
  rates: { group: 'fs_10', currency: 'EUR', cents: 20 },
};

/** One table of lines (max wins, wagers or spin rates), each line removable, a line added at the end. */
function LineTable({ form, name }: { form: UseFormReturn<Form>; name: Lines }) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: form.control, name } as { control: typeof form.control; name: 'rates' });
  return (
    <fieldset>
      <legend>{t(`${S}.${name}.title`)}</legend>
      <table className="history-table">
        <tbody>
          {lines.fields.map((field, i) => (
            <tr key={field.id}>
              {COLUMNS[name].map((column) => {
                const label = t(`${S}.column.${column}`, { row: i + 1 });
                const path = `${name}.${i}.${column}` as 'rates.0.group';
                if (column === 'wager')
                  return (
                    <td key={column}>
                      <select aria-label={label} {...form.register(path as 'wagers.0.wager', asNumber)}>
                        {SHOP_FREESPIN_WAGERS.map((w) => (
                          <option key={w} value={w}>
                            ×{w}
                          </option>
                        ))}
                      </select>
                    </td>
                  );
                const numeric = column === 'cents';
                return (
                  <td key={column}>
                    <input
                      aria-label={label}
                      type={numeric ? 'number' : 'text'}
                      {...form.register(path, numeric ? asNumber : {})}
                    />
                  </td>
                );
              })}
              <td>
                <button type="button" className="button" onClick={() => lines.remove(i)}>
                  {t(`${S}.remove`, { row: i + 1 })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => lines.append(NEW_LINE[name] as Form['rates'][number])}>
        {t(`${S}.add`)}
      </button>
    </fieldset>
  );
}

function ShopSettingsEditor({ initial }: { initial: ShopSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: linesOf(initial) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(
    async (values) => {
      const settings = shopSettingsSchema.safeParse(settingsOf(values));
      if (!settings.success) return setOutcome('refused');
      try {
        await staffApi().put('/api/staff/loyalty/shop-settings', settings.data);
        await queryClient.invalidateQueries({ queryKey: ['config', 'shop-settings'] });
        setOutcome('saved');
      } catch {
        setOutcome('refused');
      }
    },
    () => setOutcome('refused'),
  );
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby="shop-settings-title">
      <h3 id="shop-settings-title">{t(`${S}.title`)}</h3>
      <p>{t(`${S}.intro`)}</p>
      {(['banner', 'banner_retina', 'card_background'] as const).map((image) => (
        <label key={image}>
          {t(`${S}.image.${image}`)}
          <input type="text" {...form.register(`images.${image}`)} />
        </label>
      ))}
      <LineTable form={form} name="wins" />
      <LineTable form={form} name="wagers" />
      <LineTable form={form} name="rates" />
      <button type="submit" className="button button--primary">
        {t(`${K}.save`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** SHOP-16: the shop settings in the loyalty panel: images, max win, and per free-spin card group its wager and spin rates. */
export function ShopSettingsPanel() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['staff', 'loyalty', 'shop-settings'],
    queryFn: async () => shopSettingsSchema.parse((await staffApi().get('/api/staff/loyalty/shop-settings')).data),
  });
  if (settings.isError)
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.load_failed`)}
      </p>
    );
  return settings.data ? <ShopSettingsEditor initial={settings.data} /> : null;
}
