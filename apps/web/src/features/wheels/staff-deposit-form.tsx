import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_DEPOSIT_BOXES,
  WHEEL_DEPOSIT_KEYS,
  wheelDepositConfigSchema,
  wheelDepositRuleSchema,
  type WheelDepositConfig,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffApi } from '../../api/staff-api';

/** One line of the form: what a deposit in a currency must pay, for a group, to get loot boxes. */
const rowSchema = wheelDepositRuleSchema.extend({
  group: z.enum(WHEEL_DEPOSIT_KEYS),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{3,5}$/, 'currency_code'),
});
type Row = z.infer<typeof rowSchema>;

/** The form's lines, each group and currency once, and EUR in every group that has a line (WHEEL-13). */
const formSchema = z.object({ rows: z.array(rowSchema).max(200) }).superRefine(({ rows }, ctx) => {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = `${row.group}:${row.currency}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'currency'], message: 'twice' });
    seen.add(key);
  });
  for (const group of new Set(rows.map((r) => r.group))) {
    if (!rows.some((r) => r.group === group && r.currency === 'EUR'))
      ctx.addIssue({ code: 'custom', path: ['rows'], message: `eur_required:${group}` });
  }
});
type Form = z.infer<typeof formSchema>;

const rowsOf = (config: WheelDepositConfig): Row[] =>
  WHEEL_DEPOSIT_KEYS.flatMap((group) =>
    Object.entries(config[group] ?? {}).map(([currency, rule]) => ({ group, currency, ...rule })),
  );

function configOf(rows: Row[]): WheelDepositConfig {
  const config: WheelDepositConfig = {};
  for (const { group, currency, pay, get } of rows) config[group] = { ...config[group], [currency]: { pay, get } };
  return wheelDepositConfigSchema.parse(config);
}

const asNumber = { valueAsNumber: true } as const;
/** The console's texts of the deposit loot boxes (issue 25). */
const K = 'wheels.staff_console.deposit';
const COLUMNS = ['group', 'currency', 'pay', 'boxes', 'remove'];

function DepositEditor({ initial }: { initial: WheelDepositConfig }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { rows: rowsOf(initial) } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'refused'; text: string } | null>(null);
  const save = form.handleSubmit(
    async ({ rows: lines }) => {
      try {
        await staffApi().put('/api/staff/wheels/deposit-config', configOf(lines));
        await queryClient.invalidateQueries({ queryKey: ['staff', 'wheels', 'deposit-config'] });
        setOutcome({ kind: 'saved', text: t('wheels.staff_console.saved') });
      } catch {
        setOutcome({ kind: 'refused', text: t('wheels.staff_console.refused') });
      }
    },
    () => setOutcome({ kind: 'refused', text: t(`${K}.invalid`, { max: MAX_DEPOSIT_BOXES }) }),
  );
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby="wheel-deposit-title">
      <h3 id="wheel-deposit-title">{t(`${K}.title`)}</h3>
      <p>{t(`${K}.intro`)}</p>
      <table className="history-table">
        <thead>
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col">
                {h === 'remove' ? <span className="visually-hidden">{t(`${K}.column.remove`)}</span> : t(`${K}.column.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => {
            const row = { row: i + 1 };
            const errors = form.formState.errors.rows?.[i];
            return (
              <tr key={field.id}>
                <td>
                  <select aria-label={t(`${K}.line.group`, row)} {...form.register(`rows.${i}.group`)}>
                    {WHEEL_DEPOSIT_KEYS.map((k) => (
                      <option key={k}>{k}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    aria-label={t(`${K}.line.currency`, row)}
                    aria-invalid={errors?.currency ? true : undefined}
                    size={5}
                    {...form.register(`rows.${i}.currency`)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={1}
                    aria-label={t(`${K}.line.pay`, row)}
                    aria-invalid={errors?.pay ? true : undefined}
                    {...form.register(`rows.${i}.pay`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={1}
                    max={MAX_DEPOSIT_BOXES}
                    aria-label={t(`${K}.line.boxes`, row)}
                    aria-invalid={errors?.get ? true : undefined}
                    {...form.register(`rows.${i}.get`, asNumber)}
                  />
                </td>
                <td>
                  <button type="button" className="button" onClick={() => rows.remove(i)}>
                    {t(`${K}.line.remove`, row)}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="button"
        onClick={() => rows.append({ group: 'default', currency: 'EUR', pay: 5000, get: 1 })}
      >
        {t(`${K}.add`)}
      </button>{' '}
      <button type="submit" className="button button--primary">
        {t(`${K}.save`)}
      </button>
      {outcome &&
        (outcome.kind === 'saved' ? (
          <p role="status">{outcome.text}</p>
        ) : (
          <p role="alert" className="staff-console__error">
            {outcome.text}
          </p>
        ))}
    </form>
  );
}

/** WHEEL-10: the wheel deposit configuration (pay and get per wheel group and currency), validated before it is sent. */
export function WheelDepositForm() {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: ['staff', 'wheels', 'deposit-config'],
    queryFn: async () => wheelDepositConfigSchema.parse((await staffApi().get('/api/staff/wheels/deposit-config')).data),
  });
  if (config.isError)
    return (
      <p role="alert" className="staff-console__error">
        {t(`${K}.load_failed`)}
      </p>
    );
  return config.data ? <DepositEditor initial={config.data} /> : null;
}
