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
const COLUMNS = ['Group', 'Currency', 'Deposit at least (minor units)', 'Loot boxes', ''];

function DepositEditor({ initial }: { initial: WheelDepositConfig }) {
  const queryClient = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { rows: rowsOf(initial) } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'refused'; text: string } | null>(null);
  const save = form.handleSubmit(
    async ({ rows: lines }) => {
      try {
        await staffApi().put('/api/staff/wheels/deposit-config', configOf(lines));
        await queryClient.invalidateQueries({ queryKey: ['staff', 'wheels', 'deposit-config'] });
        setOutcome({ kind: 'saved', text: 'Saved.' });
      } catch {
        setOutcome({ kind: 'refused', text: 'The server refused the change: check the values.' });
      }
    },
    () =>
      setOutcome({
        kind: 'refused',
        text: `Check the lines: a 3 to 5 letter currency once per group, an amount above 0, 1 to ${MAX_DEPOSIT_BOXES} boxes, and an EUR line in every group that has lines.`,
      }),
  );
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby="wheel-deposit-title">
      <h3 id="wheel-deposit-title">Deposit loot boxes</h3>
      <p>
        A single deposit of at least the amount gives the player the loot boxes of the loot box wheel, once per payment. A player
        in several wheel groups takes 1309, then 1308, then 21; everyone else takes default. A currency without a line uses the
        group&apos;s EUR line.
      </p>
      <table className="history-table">
        <thead>
          <tr>
            {COLUMNS.map((h, i) => (
              <th key={i} scope="col">
                {h || <span className="visually-hidden">Remove</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => {
            const row = `line ${i + 1}`;
            const errors = form.formState.errors.rows?.[i];
            return (
              <tr key={field.id}>
                <td>
                  <select aria-label={`Group, ${row}`} {...form.register(`rows.${i}.group`)}>
                    {WHEEL_DEPOSIT_KEYS.map((k) => (
                      <option key={k}>{k}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    aria-label={`Currency, ${row}`}
                    aria-invalid={errors?.currency ? true : undefined}
                    size={5}
                    {...form.register(`rows.${i}.currency`)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={1}
                    aria-label={`Deposit at least, minor units, ${row}`}
                    aria-invalid={errors?.pay ? true : undefined}
                    {...form.register(`rows.${i}.pay`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={1}
                    max={MAX_DEPOSIT_BOXES}
                    aria-label={`Loot boxes, ${row}`}
                    aria-invalid={errors?.get ? true : undefined}
                    {...form.register(`rows.${i}.get`, asNumber)}
                  />
                </td>
                <td>
                  <button type="button" className="button" onClick={() => rows.remove(i)}>
                    Remove {row}
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
        Add line
      </button>{' '}
      <button type="submit" className="button button--primary">
        Save deposit loot boxes
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
  const config = useQuery({
    queryKey: ['staff', 'wheels', 'deposit-config'],
    queryFn: async () => wheelDepositConfigSchema.parse((await staffApi().get('/api/staff/wheels/deposit-config')).data),
  });
  if (config.isError)
    return (
      <p role="alert" className="staff-console__error">
        The deposit loot boxes could not be loaded.
      </p>
    );
  return config.data ? <DepositEditor initial={config.data} /> : null;
}
