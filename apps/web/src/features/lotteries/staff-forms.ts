import { lotteryInputSchema, LOTTERY_TICKETS_MAX, type LotteryInput } from '@casino/contracts';
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

/** The form as the create call's body (checked again by the contract). */
export function lotteryInputOf(form: LotteryFormValues): LotteryInput {
  return lotteryInputSchema.parse({
    frontend_identifier: form.frontend_identifier,
    title: form.title,
    currency: 'EUR',
    group_ids: [],
    prizes: form.prizes.split(',').map((amount, i) => ({
      place: i + 1,
      kind: 'money',
      amount_cents: Math.round(Number(amount.trim()) * 100),
    })),
    start_at: new Date(form.start_at).toISOString(),
    end_at: new Date(form.end_at).toISOString(),
  });
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
