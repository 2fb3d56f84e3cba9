import {
  canChooseDepositGift,
  isLithuanianIban,
  paymentRuleMessage,
  type DepositRequest,
  type PaymentHistoryItem,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { giftChoiceOf, groupsOf } from '../players';
import type { PaymentsContext } from './context';
import { methodFor, requireProfile } from './methods';
import type { Instrument, ProviderMethod } from './provider';
import { checkCard, checkDepositCountry, checkIban, fieldError, toHistoryItem } from './rules';
import { insertPayment, markStarted, ownPayment, ownProfile, saveCardProfile } from './store';
import { payments } from './tables';

export interface DepositResult {
  payment: PaymentHistoryItem;
  challenge: { url: string } | null;
  crypto: { address: string; confirmations_required: number } | null;
  lithuanian_iban: boolean;
}

/** What a deposit is paid with, the details the payment row keeps of it, and whether its IBAN is Lithuanian. */
interface PaidWith {
  instrument: Instrument;
  details: Record<string, unknown>;
  lithuanian: boolean;
}

/**
 * Starts a deposit: the country, profile, method, gift and instrument checks, then the payment
 * (with the deposit limits' charge in its transaction), then the provider; a new card asked to
 * be saved is saved under the provider's token.
 */
export async function startDeposit(
  ctx: PaymentsContext,
  input: { playerId: number; request: DepositRequest; visitor?: { country: string | null } },
): Promise<DepositResult> {
  const { playerId, request, visitor } = input;
  const { currency, amount_cents: amount } = request;
  checkDepositCountry(visitor?.country ? await ctx.info.country(visitor.country) : null);
  await requireProfile(ctx, { playerId, currency, context: 'deposit' });
  const method = await methodFor(ctx, { playerId, currency, action: 'deposit', methodId: request.method_id, amount });
  if (request.deposit_bonus !== undefined) await checkGiftAllowed(ctx, playerId);
  const paid = await depositInstrument(ctx, { playerId, request, method });
  const limits = await ctx.depositLimits?.prepare(playerId);
  await ctx.wallet.openAccount(playerId, currency);
  const row = await insertPayment(ctx, {
    playerId,
    action: 'deposit',
    method,
    currency,
    amountCents: amount,
    details: paid.details,
    lithuanian: paid.lithuanian,
    announce: true,
    limits,
  });
  const { instrument } = paid;
  const started = await ctx.sandbox.startDeposit({
    reference: row.reference ?? '',
    playerId,
    currency,
    amountCents: amount,
    method,
    instrument,
  });
  const after = await markStarted(ctx, {
    id: row.id,
    details: {
      ...(row.details as Record<string, unknown>),
      ...(started.challenge ? { challenge: 'required' } : {}),
      ...(started.address ? { address: started.address } : {}),
    },
  });
  if (request.card?.save && started.token && instrument.card) {
    await saveCardProfile(ctx, { playerId, method, card: instrument.card, token: started.token, currency });
  }
  return {
    payment: toHistoryItem(after),
    challenge: started.challenge ? { url: `/api/player/payments/${row.id}/challenge` } : null,
    crypto: started.address
      ? { address: started.address, confirmations_required: started.confirmationsRequired ?? ctx.confirmations }
      : null,
    lithuanian_iban: paid.lithuanian,
  };
}

/** GIFT-14 ROLE-06: a deposit gift from a player who may not choose one is refused. */
async function checkGiftAllowed(ctx: Pick<PaymentsContext, 'db'>, playerId: number): Promise<void> {
  const player = await giftChoiceOf(ctx.db, playerId);
  const allowed =
    player !== undefined &&
    canChooseDepositGift({
      groups: await groupsOf(ctx.db, playerId),
      can_issue_bonuses: player.canIssueBonuses,
      deposit_bonus_code: player.depositBonusCode,
    });
  if (!allowed) throw fieldError('deposit_bonus', paymentRuleMessage('deposit_gift_unavailable'));
}

/** A card (saved or new, checked) or an IBAN (checked); a crypto deposit is paid to an address, with nothing to check. */
async function depositInstrument(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  input: { playerId: number; request: DepositRequest; method: ProviderMethod },
): Promise<PaidWith> {
  const { playerId, request, method } = input;
  const instrument: Instrument = {};
  const details: Record<string, unknown> = request.deposit_bonus ? { deposit_bonus: request.deposit_bonus } : {};
  if (method.type === 'card') {
    if (request.saved_profile_id !== undefined) {
      const profile = await ownProfile(ctx.db, { playerId, profileId: request.saved_profile_id, methodId: method.id });
      instrument.token = profile.token;
      Object.assign(details, { card_bin: profile.bin, card_last4: profile.last4, saved_profile_id: profile.id });
    } else if (request.card) {
      checkCard(request.card, method.brand, ctx.clock.now());
      const number = request.card.number.replace(/ /g, '');
      instrument.card = { number, expiry: request.card.expiry, holder: request.card.holder };
      Object.assign(details, { card_bin: number.slice(0, 6), card_last4: number.slice(-4) });
    } else throw fieldError('card', paymentRuleMessage('required'));
    return { instrument, details, lithuanian: false };
  }
  if (method.type === 'bank') {
    instrument.iban = checkIban(request.iban);
    details['iban_country'] = instrument.iban.slice(0, 2);
    return { instrument, details, lithuanian: isLithuanianIban(instrument.iban) };
  }
  return { instrument, details, lithuanian: false };
}

/** The player's answer to a card challenge; the outcome is pushed on allsecure_notification. */
export async function answerChallenge(
  ctx: PaymentsContext,
  input: { playerId: number; paymentId: number; answer: { code?: string; cancel?: boolean } },
): Promise<PaymentHistoryItem> {
  const { playerId, paymentId } = input;
  const row = await ownPayment(ctx.db, { playerId, id: paymentId });
  const details = row.details as { challenge?: string };
  if (row.action !== 'deposit' || row.state !== 'pending' || details.challenge !== 'required' || !row.reference) {
    throw new HttpError(409, 'payment has no open challenge');
  }
  const outcome = await ctx.sandbox.answerChallenge(row.reference, input.answer);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ details: { ...details, challenge: outcome }, updatedAt: ctx.clock.now() })
      .where(eq(payments.id, row.id));
    await ctx.outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload: { channel: 'allsecure_notification', data: { payment_id: row.id, status: outcome, redirect_url: null } },
    });
  });
  ctx.outbox.kick();
  return toHistoryItem(await ownPayment(ctx.db, { playerId, id: paymentId }));
}
