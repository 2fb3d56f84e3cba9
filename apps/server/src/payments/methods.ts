import {
  GROUPS,
  PAYMENT_FIELD_REQUIRED,
  currencyInfo,
  paymentRuleMessage,
  type PaymentAction,
  type PaymentMethod,
} from '@casino/contracts';
import { ValidationError } from '../http/errors';
import { groupsOf } from '../players';
import type { PaymentsContext } from './context';
import type { ProviderMethod } from './provider';
import { checkAmountBounds, fieldError, withDepositThreshold } from './rules';
import { savedProfiles } from './store';

/** The methods a player is offered, and the checks that a request names one of them. */

/**
 * PAY-03 on the server: a fiat payment needs the context's profile fields (the web asks for them
 * first); each one still empty is a 422 on its name, before anything is stored or moved.
 */
export async function requireProfile(
  ctx: Pick<PaymentsContext, 'missingProfileFields'>,
  input: { playerId: number; currency: string; context: 'deposit' | 'cashout' },
): Promise<void> {
  if (!(currencyInfo(input.currency)?.fiat ?? true)) return;
  const missing = await ctx.missingProfileFields(input.playerId, input.context);
  if (missing.length > 0)
    throw new ValidationError(Object.fromEntries(missing.map((field) => [field, [PAYMENT_FIELD_REQUIRED]])));
}

async function requireEnabled(ctx: Pick<PaymentsContext, 'info'>, currency: string): Promise<void> {
  const { enabled } = await ctx.info.currencies();
  if (!enabled.includes(currency)) throw fieldError('currency', paymentRuleMessage('currency_not_enabled'));
}

/** Every provider's methods for a currency and action; sofort hidden for group 631, deposits within the threshold. */
async function offeredMethods(
  ctx: Pick<PaymentsContext, 'db' | 'providers'>,
  input: { playerId: number; currency: string; action: PaymentAction },
): Promise<ProviderMethod[]> {
  const groups = await groupsOf(ctx.db, input.playerId);
  return [...ctx.providers.values()]
    .flatMap((p) => p.methods(input.currency, input.action))
    .filter((m) => !(m.brand === 'sofort' && groups.includes(GROUPS.sofortFilter)))
    .map(withDepositThreshold);
}

/** The offered method a request names, its amount within the method's bounds; 422 otherwise. */
export async function methodFor(
  ctx: Pick<PaymentsContext, 'db' | 'providers' | 'info'>,
  input: { playerId: number; currency: string; action: PaymentAction; methodId: string; amount: number },
): Promise<ProviderMethod> {
  await requireEnabled(ctx, input.currency);
  const method = (await offeredMethods(ctx, input)).find((m) => m.id === input.methodId);
  if (!method) throw fieldError('method_id', paymentRuleMessage('unknown_method'));
  checkAmountBounds(input.action === 'deposit' ? method.deposit : method.withdrawal, input.currency, input.amount);
  return method;
}

/** The methods of the cashbox, with the player's saved cards; none for a currency that is not enabled. */
export async function listMethods(
  ctx: Pick<PaymentsContext, 'db' | 'providers' | 'info' | 'sandbox'>,
  input: { playerId: number; currency: string; action: PaymentAction },
): Promise<PaymentMethod[]> {
  const profiles = await savedProfiles(ctx.db, input.playerId);
  const enabled = (await ctx.info.currencies()).enabled;
  if (!enabled.includes(input.currency)) return [];
  return (await offeredMethods(ctx, input)).map((m) => ({
    id: m.id,
    brand: m.brand,
    provider: ctx.sandbox.name,
    currency: m.currency,
    type: m.type,
    savedProfiles: profiles
      .filter((p) => p.methodId === m.id)
      .map((p) => ({ id: p.id, brand: p.brand, bin: p.bin, last4: p.last4, expiry: p.expiry, holder: p.holder })),
    image: m.image,
    termsOfService: { restrictions: { amountCurrencyCode: m.currency } },
    info: { processingTime: m.processingTime, fee: m.fee, deposit: m.deposit, withdrawal: m.withdrawal },
  }));
}

/** The player's deposit address of a coin, with the confirmations and the minimum a deposit needs. */
export async function cryptoAddress(
  ctx: Pick<PaymentsContext, 'db' | 'providers' | 'info' | 'sandbox' | 'confirmations'>,
  input: { playerId: number; currency: string },
): Promise<{ currency: string; address: string; confirmations_required: number; min_deposit_cents: number }> {
  await requireEnabled(ctx, input.currency);
  const method = (await offeredMethods(ctx, { ...input, action: 'deposit' })).find((m) => m.type === 'crypto');
  if (!method?.deposit) throw fieldError('currency', 'has no deposit address');
  return {
    currency: input.currency,
    address: ctx.sandbox.depositAddress(input.playerId, input.currency),
    confirmations_required: ctx.confirmations,
    min_deposit_cents: method.deposit.min,
  };
}
