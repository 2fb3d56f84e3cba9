import { isLithuanianIban, paymentRuleMessage, type PaymentHistoryItem, type WithdrawalRequest } from '@casino/contracts';
import { HttpError } from '../http/errors';
import type { PaymentsContext } from './context';
import { methodFor, requireProfile } from './methods';
import type { Instrument, ProviderMethod } from './provider';
import { checkIban, checkPayoutAddress, fieldError, toHistoryItem } from './rules';
import { finalizePayment, isRecallable } from './settle';
import { insertPayment, ownPayment, ownProfile } from './store';
import { reserveWithdrawal } from './withdrawal-reserve';
import { holdReasons, insertHold, recallHold } from './withdrawal-hold';

interface WithdrawalResult {
  payment: PaymentHistoryItem;
  lithuanian_iban: boolean;
}

/** Where a withdrawal is paid to, the details the payment row keeps of it, and whether its IBAN is Lithuanian. */
interface PaidTo {
  instrument: Instrument;
  details: Record<string, unknown>;
  lithuanian: boolean;
}

/**
 * Starts a withdrawal: the profile, method, instrument and balance checks, then a pending row,
 * then the one withdrawal reserve sequence, which asks the provider for the payout once the
 * real money is reserved.
 */
export async function startWithdrawal(
  ctx: PaymentsContext,
  input: { playerId: number; request: WithdrawalRequest },
): Promise<WithdrawalResult> {
  const { playerId, request } = input;
  const { currency, amount_cents: amount } = request;
  await requireProfile(ctx, { playerId, currency, context: 'cashout' });
  const method = await methodFor(ctx, { playerId, currency, action: 'cashout', methodId: request.method_id, amount });
  const paidTo = await withdrawalInstrument(ctx, { playerId, request, method });
  const account = (await ctx.wallet.getAccounts(playerId)).find((a) => a.currency === currency);
  if (!account || account.available_to_cashout_cents < amount) {
    throw fieldError('amount_cents', paymentRuleMessage('not_enough_money'));
  }
  const reasons = await holdReasons(ctx, { playerId, currency, amountCents: amount, methodId: method.id });
  const row = await insertPayment(ctx, {
    playerId,
    action: 'cashout',
    method,
    currency,
    amountCents: amount,
    details: reasons.length > 0 ? { ...paidTo.details, review: 'held' } : paidTo.details,
    lithuanian: paidTo.lithuanian,
    announce: false,
  });
  // Held for review (decision 067): the money is reserved now, the provider hears of it once approved.
  if (reasons.length > 0)
    await insertHold(ctx, { paymentId: row.id, reasons, payout: { method, instrument: paidTo.instrument } });
  const reserved = await reserveWithdrawal(ctx, {
    row,
    startPayout:
      reasons.length > 0
        ? undefined
        : () =>
            ctx.sandbox.startPayout({
              reference: row.reference ?? '',
              playerId,
              currency,
              amountCents: amount,
              method,
              instrument: paidTo.instrument,
            }),
  });
  // Spent meanwhile by a bet: nothing was reserved, the request changes nothing.
  if (reserved.kind === 'short') throw fieldError('amount_cents', paymentRuleMessage('not_enough_money'));
  const payment = reserved.kind === 'reserved' ? reserved.row : await ownPayment(ctx.db, { playerId, id: row.id });
  return { payment: toHistoryItem(payment), lithuanian_iban: paidTo.lithuanian };
}

/** A saved card (a payout needs one), an IBAN (checked) or a coin address (plausible for the coin). */
async function withdrawalInstrument(
  ctx: Pick<PaymentsContext, 'db'>,
  input: { playerId: number; request: WithdrawalRequest; method: ProviderMethod },
): Promise<PaidTo> {
  const { playerId, request, method } = input;
  if (method.type === 'card') {
    if (request.saved_profile_id === undefined) throw fieldError('saved_profile_id', paymentRuleMessage('required'));
    const profile = await ownProfile(ctx.db, { playerId, profileId: request.saved_profile_id, methodId: method.id });
    return {
      instrument: { token: profile.token },
      details: { card_bin: profile.bin, card_last4: profile.last4, saved_profile_id: profile.id },
      lithuanian: false,
    };
  }
  if (method.type === 'bank') {
    const iban = checkIban(request.iban);
    return { instrument: { iban }, details: { iban_country: iban.slice(0, 2) }, lithuanian: isLithuanianIban(iban) };
  }
  const address = checkPayoutAddress(request.currency, request.address);
  return { instrument: { address }, details: { address }, lithuanian: false };
}

/** Recalls a reserved withdrawal of the player's own when its provider can still stop the payout; the reserve goes back. */
export async function recallWithdrawal(
  ctx: PaymentsContext,
  input: { playerId: number; paymentId: number },
): Promise<PaymentHistoryItem> {
  const { playerId, paymentId } = input;
  const row = await ownPayment(ctx.db, { playerId, id: paymentId });
  if (!isRecallable(row) || !row.reference) throw new HttpError(409, 'payment cannot be recalled');
  await recallHold(ctx, row.id);
  const provider = ctx.providers.get(row.provider);
  if (!provider || !(await provider.cancelPayout(row.reference))) throw new HttpError(409, 'payment cannot be recalled');
  await finalizePayment(ctx.settle, { id: row.id, target: 'recalled', amountCents: row.amountCents });
  return toHistoryItem(await ownPayment(ctx.db, { playerId, id: paymentId }));
}
