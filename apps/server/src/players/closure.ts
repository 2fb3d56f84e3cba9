import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  formatMoney,
  isLocale,
  type ClosureReason,
  type ClosureResponse,
  type WithdrawalRequest,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { ValidationError, conflict, notFound } from '../http/errors';
import type { Mailer } from '../notifications';
import type { ClosurePayouts, PaymentsService } from '../payments';
import type { Clock } from '../platform/clock';
import { WALLET_EVENTS, WalletError, type WalletService } from '../wallet';
import { players } from './tables';

/** A bet or a deposit may change the balance between reading it and reserving it: read again this often. */
const PAYBACK_ATTEMPTS = 5;
/** Ledger kinds that can bring real money into a wallet. */
const MONEY_IN: ReadonlySet<string> = new Set([
  'deposit',
  'win',
  'rollback',
  'withdrawal_release',
  'bonus_conversion',
  'adjustment',
  'exchange',
]);

type Payout = ClosureResponse['payouts'][number];

export interface ClosureService {
  /**
   * Closes the player's account on their request (docs/decisions/018-account-closure.md): marks
   * it closed and ends every session at once, forfeits bonus money, pays the real balance back,
   * mails a confirmation. 409 when already closed, 422 on `password` when it is wrong.
   */
  close(playerId: number, password: string, reason?: ClosureReason): Promise<ClosureResponse>;
  /** Reserves for support's payout real money that reached a closed account after its closure (a late deposit or win). */
  payBackLate(playerId: number, currency: string): Promise<void>;
  /**
   * Finishes closures a stopped process left between closing and paying back (run at start):
   * bonus money of closed accounts is forfeited and their real money reserved for support's
   * payout. Answers how many wallets it emptied.
   */
  recover(): Promise<number>;
}

interface ClosureDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  outbox: Outbox;
  sessions: { revokeOthers(playerId: number, keep: number | null, tx?: DbOrTx): Promise<number[]> };
  disconnectSessions(ids: number[]): void;
  /**
   * Auth's check of a re-entered password (auth/reauth.ts), passed in by services.ts: a wrong one
   * counts towards the sign-in lock-out like any other guess, and throws.
   */
  checkPassword(playerId: number, password: string): Promise<unknown>;
  wallet: Pick<WalletService, 'getAccounts' | 'forfeitBonus' | 'metadataOf' | 'fundedWallets'>;
  payments: Pick<PaymentsService, 'withdraw'>;
  payouts: ClosurePayouts;
  log: FastifyBaseLogger;
}

export function createClosureService(deps: ClosureDeps): ClosureService {
  const { db, clock, outbox, wallet, payouts, checkPassword } = deps;

  async function realOf(playerId: number, currency: string): Promise<number> {
    return (await wallet.getAccounts(playerId)).find((a) => a.currency === currency)?.available_to_cashout_cents ?? 0;
  }

  /** One payout through the payments service to the last deposit's saved card; null when that way is closed. */
  async function toMethod(playerId: number, currency: string, amountCents: number): Promise<Payout | 'retry' | null> {
    const route = await payouts.paybackRoute(playerId, currency);
    if (!route) return null;
    const request: WithdrawalRequest = {
      currency,
      amount_cents: amountCents,
      method_id: route.methodId,
      saved_profile_id: route.savedProfileId,
    };
    try {
      const { payment } = await deps.payments.withdraw(playerId, request);
      return { payment_id: payment.id, currency, amount_cents: amountCents, route: 'method' };
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      // Spent meanwhile: read the balance again. Any other refusal (the amount is under the
      // method's minimum, the method is gone) sends the money to support's payout instead.
      return err.errors['amount_cents']?.some((m) => m.includes('enough')) && (await realOf(playerId, currency)) < amountCents
        ? 'retry'
        : null;
    }
  }

  /** Moves the whole real balance of a wallet out, to the method or to support; retried when a bet interferes. */
  async function payBack(playerId: number, currency: string, useMethod: boolean): Promise<Payout[]> {
    const done: Payout[] = [];
    for (let attempt = 0; attempt < PAYBACK_ATTEMPTS; attempt++) {
      const amount = await realOf(playerId, currency);
      if (amount === 0) break;
      const viaMethod = useMethod ? await toMethod(playerId, currency, amount) : null;
      if (viaMethod === 'retry') continue;
      if (viaMethod) {
        done.push(viaMethod);
        continue;
      }
      const reserved = await payouts.reserve(playerId, currency, amount);
      if (reserved) done.push({ payment_id: reserved.id, currency, amount_cents: amount, route: 'staff' });
    }
    return done;
  }

  async function forfeit(playerId: number, currency: string, closedAt: Date) {
    try {
      const moved = await wallet.forfeitBonus({
        key: `closure:${playerId}:${closedAt.getTime()}:forfeit:${currency}`,
        playerId,
        currency,
      });
      if (moved.replayed) return null;
      const metadata = await wallet.metadataOf(moved.transactionId);
      return { currency, amount_cents: (metadata as { amount_cents?: number } | undefined)?.amount_cents ?? 0 };
    } catch (err) {
      // The bonus money was lost in a bet meanwhile: nothing is left to forfeit.
      if (err instanceof WalletError && err.code === 'insufficient_funds') return null;
      throw err;
    }
  }

  // Money that reaches a closed account later (a deposit that was still running, a round's
  // win, a payout that came back) is reserved for support's payout at once.
  outbox.subscribe(WALLET_EVENTS.balanceChanged, async (event) => {
    const payload = event.payload as { kind?: string; currency?: string; real_cents?: number };
    if (event.playerId === null || !payload.currency || !payload.real_cents || !MONEY_IN.has(payload.kind ?? '')) return;
    const [row] = await db.select({ closedAt: players.closedAt }).from(players).where(eq(players.id, event.playerId)).limit(1);
    // Movements from before the closure are the closure's own to pay back.
    if (row?.closedAt && event.createdAt > row.closedAt) await service.payBackLate(event.playerId, payload.currency);
  });

  const service: ClosureService = {
    async close(playerId, password, reason) {
      const [row] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
      if (!row) throw notFound('player not found');
      if (row.closedAt) throw conflict(ACCOUNT_MESSAGES.alreadyClosed);
      await checkPassword(playerId, password);

      // Closed first: from here no session lives, so no new bet or deposit can start; the row
      // update is the single winner of two closures at once.
      const closedAt = clock.now();
      const ended = await db.transaction(async (tx) => {
        const [closed] = await tx
          .update(players)
          .set({ closedAt, closureReason: reason ?? null, receivePromos: false, receiveSmsPromos: false, updatedAt: closedAt })
          .where(and(eq(players.id, playerId), isNull(players.closedAt)))
          .returning({ id: players.id });
        if (!closed) throw conflict(ACCOUNT_MESSAGES.alreadyClosed);
        return deps.sessions.revokeOthers(playerId, null, tx);
      });
      deps.disconnectSessions(ended);

      const forfeited: ClosureResponse['forfeited'] = [];
      const paid: Payout[] = [];
      for (const account of await wallet.getAccounts(playerId)) {
        if (account.amount_cents > account.available_to_cashout_cents) {
          const moved = await forfeit(playerId, account.currency, closedAt);
          if (moved) forfeited.push(moved);
        }
        paid.push(...(await payBack(playerId, account.currency, true)));
      }

      const locale = isLocale(row.locale) ? row.locale : 'en';
      const amounts = paid.length
        ? paid.map((p) => formatMoney(p.amount_cents, p.currency, locale)).join(', ')
        : formatMoney(0, row.currency, locale);
      await db.transaction((tx) =>
        deps.mailer.queue(tx, { playerId, to: row.email, kind: 'account_closed', locale, vars: { amounts } }),
      );
      outbox.kick();
      return { closed_at: closedAt.toISOString(), payouts: paid, forfeited };
    },

    async recover() {
      const closed = await db
        .select({ playerId: players.id, closedAt: players.closedAt })
        .from(players)
        .where(isNotNull(players.closedAt));
      const closedAtOf = new Map(closed.map((c) => [c.playerId, c.closedAt]));
      // The wallet answers which of those wallets still hold money.
      const left = await wallet.fundedWallets([...closedAtOf.keys()]);
      for (const { playerId, currency } of left) {
        const closedAt = closedAtOf.get(playerId);
        // The closure's own forfeit key: a forfeit that did happen is replayed, not repeated.
        if (closedAt) await forfeit(playerId, currency, closedAt);
        const paid = await payBack(playerId, currency, false);
        if (paid.length > 0) deps.log.info({ playerId, currency, paid }, 'interrupted closure: money reserved for support');
      }
      return left.length;
    },

    async payBackLate(playerId, currency) {
      const [row] = await db.select({ closedAt: players.closedAt }).from(players).where(eq(players.id, playerId)).limit(1);
      if (!row?.closedAt) return;
      // Late money goes to support's payout: it may be a declined payout coming back, which
      // the same method would decline again.
      const paid = await payBack(playerId, currency, false);
      if (paid.length > 0) deps.log.info({ playerId, currency, paid }, 'late money of a closed account reserved for support');
    },
  };
  return service;
}
