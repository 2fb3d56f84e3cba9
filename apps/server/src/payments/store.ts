import { GROUPS, paginate, type FraudTransactionRequest, type PaymentAction, type PaymentHistoryItem } from '@casino/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { addGroups } from '../players';
import type { PaymentsContext } from './context';
import type { DepositLimitCheck } from './deposit-limits';
import type { ProviderMethod } from './provider';
import { fieldError, toHistoryItem } from './rules';
import { announcePayment, type PaymentRow } from './settle';
import { fraudTransactions, paymentProfiles, payments } from './tables';

/** Reading and writing the payments service's rows: payments, saved profiles, fraud data. */

type ProfileRow = typeof paymentProfiles.$inferSelect;

/** The player's saved, undeleted payment profiles. */
export async function savedProfiles(db: Db, playerId: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.playerId, playerId), isNull(paymentProfiles.deletedAt)));
}

/** A saved profile of the player's own, of the method a request names. */
export async function ownProfile(db: Db, input: { playerId: number; profileId: number; methodId: string }): Promise<ProfileRow> {
  const [profile] = await db
    .select()
    .from(paymentProfiles)
    .where(
      and(
        eq(paymentProfiles.id, input.profileId),
        eq(paymentProfiles.playerId, input.playerId),
        isNull(paymentProfiles.deletedAt),
      ),
    )
    .limit(1);
  // Another player's card is answered as missing: its existence is not revealed.
  if (!profile) throw new HttpError(404, 'saved profile not found');
  if (profile.methodId !== input.methodId) throw fieldError('saved_profile_id', 'belongs to another payment method');
  return profile;
}

export async function ownPayment(db: Db, input: { playerId: number; id: number }): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.id), eq(payments.playerId, input.playerId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'payment not found');
  return row;
}

interface NewPayment {
  playerId: number;
  action: PaymentAction;
  method: ProviderMethod;
  currency: string;
  amountCents: number;
  details: Record<string, unknown>;
  lithuanian: boolean;
  announce: boolean;
  limits?: DepositLimitCheck;
}

/**
 * Inserts a pending payment with its merchant reference, in one transaction with the deposit
 * limits' charge and, for a Lithuanian IBAN, group 1101.
 */
export async function insertPayment(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'outbox' | 'sandbox'>,
  values: NewPayment,
): Promise<PaymentRow> {
  const { outbox, sandbox } = ctx;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        playerId: values.playerId,
        action: values.action,
        state: 'pending',
        provider: sandbox.name,
        methodId: values.method.id,
        currency: values.currency,
        amountCents: values.amountCents,
        details: { type: values.method.type, ...values.details },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('payment insert returned nothing');
    const [withRef] = await tx
      .update(payments)
      .set({ reference: `${sandbox.name}-${inserted.id}` })
      .where(eq(payments.id, inserted.id))
      .returning();
    if (!withRef) throw new Error('payment update returned nothing');
    // Before the provider hears of it: a deposit over a limit never moves money.
    await values.limits?.charge(tx, { id: withRef.id, currency: values.currency, amountCents: values.amountCents });
    if (values.lithuanian) await addGroups(tx, outbox, values.playerId, [GROUPS.lithuanianIban], now);
    if (values.announce) await announcePayment(outbox, tx, withRef);
    return withRef;
  });
  outbox.kick();
  return row;
}

/** Marks a payment as handed to its provider (the sweep leaves started payments to their webhooks). */
export async function markStarted(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  input: { id: number; details: Record<string, unknown> },
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .update(payments)
    .set({ details: { ...input.details, started: true }, updatedAt: ctx.clock.now() })
    .where(eq(payments.id, input.id))
    .returning();
  if (!row) throw new HttpError(404, 'payment not found');
  return row;
}

export async function paymentHistory(
  db: Db,
  input: { playerId: number; page: number; perPage: number },
): Promise<{ data: PaymentHistoryItem[]; pagination: ReturnType<typeof paginate> }> {
  const { playerId, page, perPage } = input;
  const [total] = await db.select({ n: count() }).from(payments).where(eq(payments.playerId, playerId));
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.playerId, playerId))
    .orderBy(desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { data: rows.map(toHistoryItem), pagination: paginate(page, perPage, total?.n ?? 0) };
}

/** Saves a new card under the provider's token and tells the cashbox its methods changed. */
export async function saveCardProfile(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'outbox'>,
  input: {
    playerId: number;
    method: ProviderMethod;
    card: { number: string; expiry: string; holder: string };
    token: string;
    currency: string;
  },
): Promise<void> {
  const { playerId, method, card } = input;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(paymentProfiles).values({
      playerId,
      methodId: method.id,
      brand: method.brand,
      bin: card.number.slice(0, 6),
      last4: card.number.slice(-4),
      expiry: card.expiry,
      holder: card.holder,
      token: input.token,
      createdAt: ctx.clock.now(),
    });
    await ctx.outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload: { channel: 'payment_methods_updated', data: { currency: input.currency } },
    });
  });
  ctx.outbox.kick();
}

/** Deletes a saved profile of the player's own (404 otherwise) and tells the cashbox. */
export async function deleteSavedProfile(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'outbox'>,
  input: { playerId: number; profileId: number },
): Promise<void> {
  const { playerId, profileId } = input;
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentProfiles)
      .set({ deletedAt: ctx.clock.now() })
      .where(and(eq(paymentProfiles.id, profileId), eq(paymentProfiles.playerId, playerId), isNull(paymentProfiles.deletedAt)))
      .returning();
    if (!row) return false;
    const [payment] = await tx
      .select({ currency: payments.currency })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.methodId, row.methodId)))
      .orderBy(desc(payments.id))
      .limit(1);
    await ctx.outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload: { channel: 'payment_methods_updated', data: { currency: payment?.currency ?? '' } },
    });
    return true;
  });
  if (!deleted) throw new HttpError(404, 'saved profile not found');
  ctx.outbox.kick();
}

export async function recordFraudData(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  input: { playerId: number; data: FraudTransactionRequest },
): Promise<void> {
  const { playerId, data } = input;
  await ctx.db.insert(fraudTransactions).values({
    playerId,
    type: data.type,
    country: data.country,
    firstName: data.first_name,
    lastName: data.last_name,
    dfpc: data.dfpc,
    cardBin: data.card_bin,
    cardLast4: data.card_last4,
    expiry: data.expiry,
    holder: data.holder,
    amountCents: data.amount_cents,
    currency: data.currency,
    paymentSystem: data.payment_system,
    customPlayerStatus: data.custom_player_status,
    createdAt: ctx.clock.now(),
  });
}
