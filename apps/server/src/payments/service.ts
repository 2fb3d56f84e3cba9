import {
  GROUPS,
  PAYMENT_FIELD_REQUIRED,
  PAYMENT_MESSAGES,
  amountStepOf,
  amountThresholdOf,
  canChooseDepositGift,
  cardBrandOf,
  currencyInfo,
  expiryProblem,
  isBlockedCard,
  isLithuanianIban,
  isLuhnValid,
  isValidIban,
  paginate,
  paymentRuleMessage,
  type DepositRequest,
  type FraudTransactionRequest,
  type PaymentAction,
  type PaymentHistoryItem,
  type PaymentMethod,
  type WithdrawalRequest,
} from '@casino/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { HttpError, ValidationError } from '../http/errors';
import type { InfoService } from '../info';
import type { Clock } from '../platform/clock';
import { addGroups, giftChoiceOf, groupsOf } from '../players';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { WalletError, type WalletService } from '../wallet';
import type { DepositLimitCheck, DepositLimits } from './deposit-limits';
import type { Instrument, PaymentProvider, ProviderMethod } from './provider';
import { isPlausibleAddress, type SandboxProvider } from './sandbox';
import { createSettlement, isRecallable, type PaymentRow } from './settle';
import { fraudTransactions, paymentProfiles, payments } from './tables';

export interface PaymentsService {
  /** Methods for a currency and action, with the player's saved cards; sofort hidden for group 631. */
  methods(playerId: number, currency: string, action: PaymentAction): Promise<PaymentMethod[]>;
  /**
   * Starts a deposit; answers the payment, a challenge, a crypto address and the Lithuania flag.
   * Refused (403) from a restricted country (DECISIONS-5).
   */
  deposit(playerId: number, request: DepositRequest, visitor?: { country: string | null }): Promise<DepositResult>;
  /** Reserves real money at once and starts the payout. */
  withdraw(playerId: number, request: WithdrawalRequest): Promise<{ payment: PaymentHistoryItem; lithuanian_iban: boolean }>;
  history(
    playerId: number,
    page: number,
    perPage: number,
  ): Promise<{ data: PaymentHistoryItem[]; pagination: ReturnType<typeof paginate> }>;
  /** Recalls a pending withdrawal of the player's own; the reserve goes back to the balance. */
  recall(playerId: number, paymentId: number): Promise<PaymentHistoryItem>;
  /** The player's answer to a card challenge; the outcome is pushed on allsecure_notification. */
  answerChallenge(playerId: number, paymentId: number, answer: { code?: string; cancel?: boolean }): Promise<PaymentHistoryItem>;
  deleteProfile(playerId: number, profileId: number): Promise<void>;
  cryptoAddress(
    playerId: number,
    currency: string,
  ): Promise<{ currency: string; address: string; confirmations_required: number; min_deposit_cents: number }>;
  recordFraudData(playerId: number, data: FraudTransactionRequest): Promise<void>;
  /** Verifies and applies a provider's webhook. */
  webhook(
    provider: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<{ duplicate: boolean }>;
  /** Sends the sandbox's due webhooks and sweeps payments left behind by a crash (the scheduled job `payments-sweep`). */
  runJobs(): Promise<void>;
  sandbox: SandboxProvider;
}

export interface DepositResult {
  payment: PaymentHistoryItem;
  challenge: { url: string } | null;
  crypto: { address: string; confirmations_required: number } | null;
  lithuanian_iban: boolean;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: WalletService;
  info: InfoService;
  sandbox: SandboxProvider;
  /** Responsible-gaming deposit limits, checked and counted with the payment's insert. */
  depositLimits?: DepositLimits;
  confirmations: number;
  log: FastifyBaseLogger;
  /** The required fields of a context (player-field metadata) the player's profile leaves empty (the players domain). */
  missingProfileFields(playerId: number, context: 'deposit' | 'cashout'): Promise<string[]>;
}

const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

export const toHistoryItem = (row: PaymentRow): PaymentHistoryItem => ({
  id: row.id,
  action: row.action,
  state: row.state,
  amount_cents: row.amountCents,
  currency: row.currency,
  method_id: row.methodId,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  recallable: isRecallable(row),
});

/**
 * CONST-17 CONST-18: a fiat deposit never exceeds the currency's deposit sum threshold of requirements §core-9,
 * in minor units (DECISIONS-23); crypto deposits keep the coin limits of requirements §core-9 only.
 */
function withDepositThreshold(method: ProviderMethod): ProviderMethod {
  if (!method.deposit || method.type === 'crypto') return method;
  const { min, max } = method.deposit;
  return { ...method, deposit: { min, max: Math.max(min, Math.min(max, amountThresholdOf(method.currency).depositCents)) } };
}

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db, clock, outbox, wallet, sandbox } = deps;
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const settlement = createSettlement({
    db,
    clock,
    outbox,
    wallet,
    provider: (name) => providers.get(name),
    log: deps.log,
  });
  let running: Promise<void> | undefined;

  /**
   * PAY-03 on the server: a fiat payment needs the context's profile fields (the web asks for them
   * first); each one still empty is a 422 on its name, before anything is stored or moved.
   */
  async function requireProfile(playerId: number, currency: string, context: 'deposit' | 'cashout') {
    if (!(currencyInfo(currency)?.fiat ?? true)) return;
    const missing = await deps.missingProfileFields(playerId, context);
    if (missing.length > 0)
      throw new ValidationError(Object.fromEntries(missing.map((field) => [field, [PAYMENT_FIELD_REQUIRED]])));
  }

  async function enabledFor(currency: string) {
    const { enabled } = await deps.info.currencies();
    if (!enabled.includes(currency)) throw fieldError('currency', paymentRuleMessage('currency_not_enabled'));
  }

  async function offered(playerId: number, currency: string, action: PaymentAction): Promise<ProviderMethod[]> {
    const groups = await groupsOf(db, playerId);
    return [...providers.values()]
      .flatMap((p) => p.methods(currency, action))
      .filter((m) => !(m.brand === 'sofort' && groups.includes(GROUPS.sofortFilter)))
      .map(withDepositThreshold);
  }

  async function methodFor(playerId: number, currency: string, action: PaymentAction, methodId: string, amount: number) {
    await enabledFor(currency);
    const method = (await offered(playerId, currency, action)).find((m) => m.id === methodId);
    if (!method) throw fieldError('method_id', paymentRuleMessage('unknown_method'));
    const range = action === 'deposit' ? method.deposit : method.withdrawal;
    if (!range) throw fieldError('method_id', paymentRuleMessage('unknown_method'));
    if (amount < range.min) throw fieldError('amount_cents', paymentRuleMessage('amount_min', range.min));
    if (amount > range.max) throw fieldError('amount_cents', paymentRuleMessage('amount_max', range.max));
    const step = amountStepOf(currency);
    if (amount % step !== 0) throw fieldError('amount_cents', paymentRuleMessage('amount_step', step));
    return method;
  }

  /** GIFT-14 ROLE-06: a deposit gift from a player who may not choose one is refused. */
  async function checkGiftAllowed(playerId: number) {
    const player = await giftChoiceOf(db, playerId);
    const allowed =
      player !== undefined &&
      canChooseDepositGift({
        groups: await groupsOf(db, playerId),
        can_issue_bonuses: player.canIssueBonuses,
        deposit_bonus_code: player.depositBonusCode,
      });
    if (!allowed) throw fieldError('deposit_bonus', paymentRuleMessage('deposit_gift_unavailable'));
  }

  async function ownProfile(playerId: number, profileId: number, methodId: string) {
    const [profile] = await db
      .select()
      .from(paymentProfiles)
      .where(and(eq(paymentProfiles.id, profileId), eq(paymentProfiles.playerId, playerId), isNull(paymentProfiles.deletedAt)))
      .limit(1);
    // Another player's card is answered as missing: its existence is not revealed.
    if (!profile) throw new HttpError(404, 'saved profile not found');
    if (profile.methodId !== methodId) throw fieldError('saved_profile_id', 'belongs to another payment method');
    return profile;
  }

  function checkCard(card: NonNullable<DepositRequest['card']>, brand: string) {
    const errors: Record<string, string[]> = {};
    if (!isLuhnValid(card.number)) errors['card.number'] = [paymentRuleMessage('invalid_card_number')];
    else if (isBlockedCard(card.number)) errors['card.number'] = [paymentRuleMessage('blocked_card')];
    else if (brand !== 'ecopayz' && cardBrandOf(card.number) !== brand) {
      errors['card.number'] = [paymentRuleMessage('card_brand_mismatch', brand)];
    }
    const expiry = expiryProblem(card.expiry, clock.now());
    if (expiry) errors['card.expiry'] = [paymentRuleMessage(expiry)];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  function checkIban(iban: string | undefined): string {
    if (iban === undefined) throw fieldError('iban', paymentRuleMessage('required'));
    if (!isValidIban(iban)) throw fieldError('iban', paymentRuleMessage('invalid_iban'));
    return iban.replace(/ /g, '').toUpperCase();
  }

  /** Inserts the payment with its merchant reference; joins group 1101 for a Lithuanian IBAN. */
  async function insertPayment(values: {
    playerId: number;
    action: PaymentAction;
    method: ProviderMethod;
    currency: string;
    amountCents: number;
    details: Record<string, unknown>;
    lithuanian: boolean;
    announce: boolean;
    limits?: DepositLimitCheck;
  }): Promise<PaymentRow> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
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
      if (values.announce) await settlement.announce(tx, withRef);
      return withRef;
    });
    outbox.kick();
    return row;
  }

  async function markStarted(id: number, details: Record<string, unknown>) {
    const [row] = await db
      .update(payments)
      .set({ details: { ...details, started: true }, updatedAt: clock.now() })
      .where(eq(payments.id, id))
      .returning();
    if (!row) throw new HttpError(404, 'payment not found');
    return row;
  }

  async function ownPayment(playerId: number, id: number): Promise<PaymentRow> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.playerId, playerId)))
      .limit(1);
    if (!row) throw new HttpError(404, 'payment not found');
    return row;
  }

  async function runJobs() {
    if (running) return running;
    running = (async () => {
      await sandbox.runDue();
      await settlement.sweep();
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    sandbox,

    async methods(playerId, currency, action) {
      const profiles = await db
        .select()
        .from(paymentProfiles)
        .where(and(eq(paymentProfiles.playerId, playerId), isNull(paymentProfiles.deletedAt)));
      const enabled = (await deps.info.currencies()).enabled;
      if (!enabled.includes(currency)) return [];
      return (await offered(playerId, currency, action)).map((m) => ({
        id: m.id,
        brand: m.brand,
        provider: sandbox.name,
        currency: m.currency,
        type: m.type,
        savedProfiles: profiles
          .filter((p) => p.methodId === m.id)
          .map((p) => ({ id: p.id, brand: p.brand, bin: p.bin, last4: p.last4, expiry: p.expiry, holder: p.holder })),
        image: m.image,
        termsOfService: { restrictions: { amountCurrencyCode: m.currency } },
        info: { processingTime: m.processingTime, fee: m.fee, deposit: m.deposit, withdrawal: m.withdrawal },
      }));
    },

    async deposit(playerId, request, visitor) {
      const { currency, amount_cents: amount } = request;
      // DECISIONS-5: a signed-in player in a restricted country cannot deposit (withdrawals stay open).
      const country = visitor?.country ? await deps.info.country(visitor.country) : null;
      if ((country?.restriction ?? 'none') !== 'none') throw new HttpError(403, PAYMENT_MESSAGES.restrictedCountry);
      await requireProfile(playerId, currency, 'deposit');
      const method = await methodFor(playerId, currency, 'deposit', request.method_id, amount);
      if (request.deposit_bonus !== undefined) await checkGiftAllowed(playerId);
      const instrument: Instrument = {};
      const details: Record<string, unknown> = request.deposit_bonus ? { deposit_bonus: request.deposit_bonus } : {};
      let lithuanian = false;
      if (method.type === 'card') {
        if (request.saved_profile_id !== undefined) {
          const profile = await ownProfile(playerId, request.saved_profile_id, method.id);
          instrument.token = profile.token;
          Object.assign(details, { card_bin: profile.bin, card_last4: profile.last4, saved_profile_id: profile.id });
        } else if (request.card) {
          checkCard(request.card, method.brand);
          const number = request.card.number.replace(/ /g, '');
          instrument.card = { number, expiry: request.card.expiry, holder: request.card.holder };
          Object.assign(details, { card_bin: number.slice(0, 6), card_last4: number.slice(-4) });
        } else throw fieldError('card', paymentRuleMessage('required'));
      } else if (method.type === 'bank') {
        instrument.iban = checkIban(request.iban);
        lithuanian = isLithuanianIban(instrument.iban);
        details['iban_country'] = instrument.iban.slice(0, 2);
      }
      const limits = await deps.depositLimits?.prepare(playerId);
      await wallet.openAccount(playerId, currency);
      const row = await insertPayment({
        playerId,
        action: 'deposit',
        method,
        currency,
        amountCents: amount,
        details,
        lithuanian,
        announce: true,
        limits,
      });
      const reference = row.reference ?? '';
      const started = await sandbox.startDeposit({ reference, playerId, currency, amountCents: amount, method, instrument });
      const after = await markStarted(row.id, {
        ...(row.details as Record<string, unknown>),
        ...(started.challenge ? { challenge: 'required' } : {}),
        ...(started.address ? { address: started.address } : {}),
      });
      if (request.card?.save && started.token && instrument.card) {
        const card = instrument.card;
        await db.transaction(async (tx) => {
          await tx.insert(paymentProfiles).values({
            playerId,
            methodId: method.id,
            brand: method.brand,
            bin: card.number.slice(0, 6),
            last4: card.number.slice(-4),
            expiry: card.expiry,
            holder: card.holder,
            token: started.token ?? '',
            createdAt: clock.now(),
          });
          await outbox.publish(tx, {
            type: REALTIME_PUSH_EVENT,
            playerId,
            payload: { channel: 'payment_methods_updated', data: { currency } },
          });
        });
        outbox.kick();
      }
      return {
        payment: toHistoryItem(after),
        challenge: started.challenge ? { url: `/api/player/payments/${row.id}/challenge` } : null,
        crypto: started.address
          ? { address: started.address, confirmations_required: started.confirmationsRequired ?? deps.confirmations }
          : null,
        lithuanian_iban: lithuanian,
      };
    },

    async withdraw(playerId, request) {
      const { currency, amount_cents: amount } = request;
      await requireProfile(playerId, currency, 'cashout');
      const method = await methodFor(playerId, currency, 'cashout', request.method_id, amount);
      const instrument: Instrument = {};
      const details: Record<string, unknown> = {};
      let lithuanian = false;
      if (method.type === 'card') {
        if (request.saved_profile_id === undefined) throw fieldError('saved_profile_id', paymentRuleMessage('required'));
        const profile = await ownProfile(playerId, request.saved_profile_id, method.id);
        instrument.token = profile.token;
        Object.assign(details, { card_bin: profile.bin, card_last4: profile.last4, saved_profile_id: profile.id });
      } else if (method.type === 'bank') {
        instrument.iban = checkIban(request.iban);
        lithuanian = isLithuanianIban(instrument.iban);
        details['iban_country'] = instrument.iban.slice(0, 2);
      } else {
        if (!request.address || !isPlausibleAddress(currency, request.address)) {
          throw fieldError('address', request.address ? 'is not an address of this coin' : paymentRuleMessage('required'));
        }
        instrument.address = request.address;
        details['address'] = request.address;
      }
      const account = (await wallet.getAccounts(playerId)).find((a) => a.currency === currency);
      if (!account || account.available_to_cashout_cents < amount) {
        throw fieldError('amount_cents', paymentRuleMessage('not_enough_money'));
      }
      const row = await insertPayment({
        playerId,
        action: 'cashout',
        method,
        currency,
        amountCents: amount,
        details,
        lithuanian,
        announce: false,
      });
      let reserveId: number;
      try {
        reserveId = (
          await wallet.reserve({
            key: `payment:${row.id}:reserve`,
            playerId,
            currency,
            amountCents: amount,
            metadata: { payment_id: row.id },
          })
        ).transactionId;
      } catch (err) {
        if (err instanceof WalletError && err.code === 'insufficient_funds') {
          // Spent meanwhile by a bet: nothing was reserved, the request changes nothing.
          await db.delete(payments).where(eq(payments.id, row.id));
          throw fieldError('amount_cents', paymentRuleMessage('not_enough_money'));
        }
        // The reserve may have committed before the error (a connection lost after COMMIT): the
        // row stays pending and unstarted, so the sweep finds the reserve by its key and releases it.
        throw err;
      }
      // Nothing but the sweep may finish the row before the provider hears of it; a row it
      // canceled meanwhile (its reserve released) must never be paid out.
      const open = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
        if (!current || current.state !== 'pending' || current.finalClaim !== null) return null;
        await tx.update(payments).set({ reserveTransactionId: reserveId }).where(eq(payments.id, row.id));
        return current;
      });
      if (!open) return { payment: toHistoryItem(await ownPayment(playerId, row.id)), lithuanian_iban: lithuanian };
      await sandbox.startPayout({ reference: row.reference ?? '', playerId, currency, amountCents: amount, method, instrument });
      const reserved = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(payments)
          .set({
            state: 'reserved',
            reserveTransactionId: reserveId,
            details: { ...(row.details as object), started: true },
            updatedAt: clock.now(),
          })
          .where(and(eq(payments.id, row.id), eq(payments.state, 'pending'), isNull(payments.finalClaim)))
          .returning();
        if (updated) await settlement.announce(tx, updated);
        return updated;
      });
      if (!reserved) deps.log.error({ paymentId: row.id }, 'withdrawal finished while its payout was being requested');
      outbox.kick();
      return { payment: toHistoryItem(reserved ?? (await ownPayment(playerId, row.id))), lithuanian_iban: lithuanian };
    },

    async history(playerId, page, perPage) {
      const [total] = await db.select({ n: count() }).from(payments).where(eq(payments.playerId, playerId));
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.playerId, playerId))
        .orderBy(desc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { data: rows.map(toHistoryItem), pagination: paginate(page, perPage, total?.n ?? 0) };
    },

    async recall(playerId, paymentId) {
      const row = await ownPayment(playerId, paymentId);
      if (!isRecallable(row) || !row.reference) throw new HttpError(409, 'payment cannot be recalled');
      const provider = providers.get(row.provider);
      if (!provider || !(await provider.cancelPayout(row.reference))) throw new HttpError(409, 'payment cannot be recalled');
      await settlement.finalize(row.id, 'recalled', row.amountCents);
      return toHistoryItem(await ownPayment(playerId, paymentId));
    },

    async answerChallenge(playerId, paymentId, answer) {
      const row = await ownPayment(playerId, paymentId);
      const details = row.details as { challenge?: string };
      if (row.action !== 'deposit' || row.state !== 'pending' || details.challenge !== 'required' || !row.reference) {
        throw new HttpError(409, 'payment has no open challenge');
      }
      const outcome = await sandbox.answerChallenge(row.reference, answer);
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ details: { ...details, challenge: outcome }, updatedAt: clock.now() })
          .where(eq(payments.id, row.id));
        await outbox.publish(tx, {
          type: REALTIME_PUSH_EVENT,
          playerId,
          payload: { channel: 'allsecure_notification', data: { payment_id: row.id, status: outcome, redirect_url: null } },
        });
      });
      outbox.kick();
      return toHistoryItem(await ownPayment(playerId, paymentId));
    },

    async deleteProfile(playerId, profileId) {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentProfiles)
          .set({ deletedAt: clock.now() })
          .where(
            and(eq(paymentProfiles.id, profileId), eq(paymentProfiles.playerId, playerId), isNull(paymentProfiles.deletedAt)),
          )
          .returning();
        if (!row) return false;
        const [payment] = await tx
          .select({ currency: payments.currency })
          .from(payments)
          .where(and(eq(payments.playerId, playerId), eq(payments.methodId, row.methodId)))
          .orderBy(desc(payments.id))
          .limit(1);
        await outbox.publish(tx, {
          type: REALTIME_PUSH_EVENT,
          playerId,
          payload: { channel: 'payment_methods_updated', data: { currency: payment?.currency ?? '' } },
        });
        return true;
      });
      if (!deleted) throw new HttpError(404, 'saved profile not found');
      outbox.kick();
    },

    async cryptoAddress(playerId, currency) {
      await enabledFor(currency);
      const method = (await offered(playerId, currency, 'deposit')).find((m) => m.type === 'crypto');
      if (!method?.deposit) throw fieldError('currency', 'has no deposit address');
      return {
        currency,
        address: sandbox.depositAddress(playerId, currency),
        confirmations_required: deps.confirmations,
        min_deposit_cents: method.deposit.min,
      };
    },

    async recordFraudData(playerId, data) {
      await db.insert(fraudTransactions).values({
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
        createdAt: clock.now(),
      });
    },

    async webhook(name, headers, rawBody) {
      const provider = providers.get(name);
      if (!provider) throw new HttpError(404, 'unknown payment provider');
      const event = provider.parseWebhook(headers, rawBody, clock.now());
      return settlement.applyWebhook(name, event);
    },

    runJobs,
  };
}
