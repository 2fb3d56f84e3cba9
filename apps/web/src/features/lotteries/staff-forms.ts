import { lotteryInputSchema, LOTTERY_TICKETS_MAX, type Lottery, type LotteryInput } from '@casino/contracts';
import { z } from 'zod';

const isDateText = (value: string) => !Number.isNaN(Date.parse(value));

/** The operator's new-lottery form: money prizes in euros as "100, 50, 25" for places 1, 2, 3. */
export const lotteryFormSchema = z
  .object({
    frontend_identifier: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
    title: z.string().trim().min(1).max(200),
    start_at: z.string().refine(isDateText, 'a date and time'),
    end_at: z.string().refine(isDateText, 'a date and time'),
    prizes: z.string().regex(/^\s*\d+(\.\d{1,2})?(\s*,\s*\d+(\.\d{1,2})?)*\s*$/, 'amounts in euros, separated by commas'),
  })
  .refine((f) => !isDateText(f.start_at) || !isDateText(f.end_at) || Date.parse(f.end_at) > Date.parse(f.start_at), {
    path: ['end_at'],
    message: 'after the start',
  });
export type LotteryFormValues = z.infer<typeof lotteryFormSchema>;

/** The form as the create or edit call's body (checked again by the contract); an edit keeps the currency and groups. */
export function lotteryInputOf(form: LotteryFormValues, kept?: Pick<Lottery, 'currency' | 'group_ids'>): LotteryInput {
  return lotteryInputSchema.parse({
    frontend_identifier: form.frontend_identifier,
    title: form.title,
    currency: kept?.currency ?? 'EUR',
    group_ids: kept?.group_ids ?? [],
    prizes: form.prizes.split(',').map((amount, i) => ({
      place: i + 1,
      kind: 'money',
      amount_cents: Math.round(Number(amount.trim()) * 100),
    })),
    start_at: new Date(form.start_at).toISOString(),
    end_at: new Date(form.end_at).toISOString(),
  });
}

/** An instant as a `datetime-local` value in the operator's time zone. */
function localInput(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Whether the operator may still edit a lottery here: not started, not canceled, money prizes only (what the form shows). */
export function editable(lottery: Lottery): boolean {
  return lottery.status === 'future' && !lottery.canceled && lottery.prizes.every((p) => p.kind === 'money');
}

/** Whether a lottery may still be canceled: not drawn and not canceled. */
export function cancelable(lottery: Lottery): boolean {
  return lottery.drawn_at === null && !lottery.canceled;
}

/** A lottery as the edit form's values. */
export function lotteryFormOf(lottery: Lottery): LotteryFormValues {
  return {
    frontend_identifier: lottery.frontend_identifier,
    title: lottery.title,
    start_at: localInput(lottery.start_at),
    end_at: localInput(lottery.end_at),
    prizes: lottery.prizes.map((p) => (p.kind === 'money' ? String(p.amount_cents / 100) : '0')).join(', '),
  };
}

/** The grant form: a player's id and how many tickets. */
const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/)
  .transform(Number);
export const grantFormSchema = z.object({
  player_id: wholeNumber.pipe(z.number().int().positive()),
  count: wholeNumber.pipe(z.number().int().min(1).max(LOTTERY_TICKETS_MAX)),
});
export type GrantFormInput = z.input<typeof grantFormSchema>;
export type GrantFormValues = z.output<typeof grantFormSchema>;
