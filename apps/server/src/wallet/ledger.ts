import { isUniqueViolation } from '../db/errors';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { WalletError } from './errors';
import { insertEntries, insertTransaction, lockAccounts, storeAccount } from './ledger-statements';
import { WALLET_EVENTS } from './events';
import { ledgerAccounts, ledgerTransactions, type AccountKind, type BalancePart, type TransactionKind } from './tables';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;
export type HouseKind = Exclude<AccountKind, 'player'>;

/** One leg of a transaction: credits (positive) or debits (negative) a part of an account. */
export interface Leg {
  accountId: number;
  currency: string;
  part: BalancePart;
  amountCents: number;
}

/** What a movement does to the locked wallets, decided while they are locked. */
export interface Plan {
  legs: Leg[];
  /** New wagering state per wallet id, when the movement changes it. */
  wagering?: Map<number, { requiredCents: number; wageredCents: number }>;
  metadata?: Record<string, unknown>;
  /** Domain events besides the balance ones, written in the same transaction. */
  events?: { type: string; payload: Record<string, unknown> }[];
}

export interface PostRequest {
  kind: TransactionKind;
  idempotencyKey: string;
  playerId: number | null;
  /** The request's content: a retry must carry the same, or it is refused as a conflict. */
  fingerprint: Record<string, unknown>;
  referenceId?: number | null;
  /** Player wallets the movement touches; they are locked FOR UPDATE in id order. */
  walletIds: number[];
  plan(wallets: Map<number, AccountRow>, tx: Tx): Promise<Plan> | Plan;
  /** The caller's transaction: the movement commits or rolls back with it (a savepoint inside it). */
  tx?: Tx;
}

export interface Posted {
  transaction: TransactionRow;
  /** The wallets as they stood right after the movement (also on a replay). */
  wallets: WalletSnapshot[];
  replayed: boolean;
  /** The wallets as locked in the movement's transaction (absent when a raced replay read no lock). */
  accounts?: Map<number, AccountRow>;
}

export interface WalletSnapshot {
  id: number;
  currency: string;
  realCents: number;
  bonusCents: number;
  wageringRequiredCents: number;
  wageredCents: number;
}

const MAX_KEY_LENGTH = 200;

/** Adds minor units, refusing any result JS numbers could not hold exactly. */
export function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new WalletError(422, 'amount_out_of_range', 'amount is out of range');
  return sum;
}

const hashOf = (kind: string, fingerprint: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify([kind, fingerprint]))
    .digest('base64url');

const snapshotOf = (row: AccountRow): WalletSnapshot => ({
  id: row.id,
  currency: row.currency,
  realCents: row.realCents,
  bonusCents: row.bonusCents,
  wageringRequiredCents: row.wageringRequiredCents,
  wageredCents: row.wageredCents,
});

export interface Ledger {
  /** Posts one balanced, idempotent movement; replays the first result for a repeated key. */
  post(request: PostRequest): Promise<Posted>;
  /** The id of a house account of a kind and currency, created on first use (in `tx` when given). */
  houseAccount(kind: HouseKind, currency: string, tx?: Tx): Promise<number>;
}

export function createLedger(deps: { db: Db; clock: Clock; outbox: Outbox }): Ledger {
  const { db, clock, outbox } = deps;
  const houseIds = new Map<string, number>();
  const houseIdSet = new Set<number>();

  function replay(request: PostRequest, existing: TransactionRow): Posted {
    if (existing.requestHash !== hashOf(request.kind, request.fingerprint)) {
      throw new WalletError(409, 'idempotency_conflict', 'idempotency key was already used for another request');
    }
    const after = (existing.metadata as { balances_after?: WalletSnapshot[] }).balances_after ?? [];
    return { transaction: existing, wallets: after, replayed: true };
  }

  async function findByKey(tx: Db | Tx, key: string): Promise<TransactionRow | undefined> {
    const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)).limit(1);
    return row;
  }

  async function attempt(request: PostRequest): Promise<Posted> {
    return (request.tx ?? db).transaction(async (tx) => {
      // Lock first: a concurrent request with the same key waits here, then finds the key taken.
      const locked = request.walletIds.length ? await lockAccounts(tx, [...new Set(request.walletIds)]) : [];
      const wallets = new Map(locked.map((row) => [row.id, row]));
      const plan = await request.plan(wallets, tx);
      const updated = applyLegs(wallets, plan, (id) => houseIdSet.has(id));
      const balancesAfter = [...updated.values()].map(snapshotOf);
      const now = clock.now();
      const transaction = await insertTransaction(tx, {
        kind: request.kind,
        idempotencyKey: request.idempotencyKey,
        requestHash: hashOf(request.kind, request.fingerprint),
        playerId: request.playerId,
        referenceId: request.referenceId ?? null,
        metadata: { ...plan.metadata, balances_after: balancesAfter },
        createdAt: now,
      });
      await insertEntries(
        tx,
        plan.legs.map((leg) => ({
          transactionId: transaction.id,
          accountId: leg.accountId,
          currency: leg.currency,
          part: leg.part,
          amountCents: leg.amountCents,
        })),
      );
      for (const row of updated.values()) await storeAccount(tx, row, now);
      // Every event of the movement in one statement: the balance ones, then the plan's.
      await outbox.publishAll(tx, [
        ...[...updated.values()].flatMap((row) => balanceEvents(request.kind, transaction.id, row)),
        ...(plan.events ?? []).map((event) => ({
          type: event.type,
          playerId: request.playerId,
          payload: { transaction_id: transaction.id, ...event.payload },
        })),
      ]);
      return { transaction, wallets: balancesAfter, replayed: false, accounts: wallets };
    });
  }

  return {
    async post(request) {
      if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > MAX_KEY_LENGTH) {
        throw new WalletError(422, 'invalid_key', `idempotency key must have 1 to ${MAX_KEY_LENGTH} characters`);
      }
      let posted: Posted;
      try {
        posted = await attempt(request);
      } catch (err) {
        // The key is looked up only when the movement did not go through (a new movement, the
        // common case, costs no read for it): a key used before answers its first result, whatever
        // the plan said this time (insufficient funds, a limit, the key's unique violation).
        // In a caller's transaction the lookup stays in it (its savepoint was rolled back).
        const existing = await findByKey(request.tx ?? db, request.idempotencyKey);
        if (existing) return replay(request, existing);
        // A settle-once reference taken by another movement.
        if (isUniqueViolation(err)) throw new WalletError(409, 'already_settled', 'the transaction was already settled');
        throw err;
      }
      // In a caller's transaction the events are not committed yet: the caller kicks after its commit.
      if (!posted.replayed && !request.tx) outbox.kick();
      return posted;
    },
    async houseAccount(kind, currency, tx) {
      const cacheKey = `${kind}:${currency}`;
      const cached = houseIds.get(cacheKey);
      if (cached !== undefined) return cached;
      const on = tx ?? db;
      await on.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
      const [row] = await on
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.playerId)));
      if (!row) throw new Error(`house account ${cacheKey} could not be created`);
      // An id read in a caller's transaction is not cached: that transaction may still roll back.
      if (!tx) houseIds.set(cacheKey, row.id);
      houseIdSet.add(row.id);
      return row.id;
    },
  };
}

/** The events a changed wallet publishes: its new balance, and the push the player's screens hear. */
function balanceEvents(kind: TransactionKind, transactionId: number, row: AccountRow) {
  if (row.playerId === null) return [];
  return [
    {
      type: WALLET_EVENTS.balanceChanged,
      playerId: row.playerId,
      payload: {
        transaction_id: transactionId,
        kind,
        account_id: row.id,
        currency: row.currency,
        real_cents: row.realCents,
        bonus_cents: row.bonusCents,
        wagering_required_cents: row.wageringRequiredCents,
        wagered_cents: row.wageredCents,
      },
    },
    {
      type: REALTIME_PUSH_EVENT,
      playerId: row.playerId,
      payload: {
        channel: 'balance',
        data: {
          currency: row.currency,
          amount_cents: row.realCents + row.bonusCents,
          available_to_cashout_cents: row.realCents,
        },
      },
    },
  ];
}

/**
 * Checks a plan and applies it to copies of the locked wallets: legs balance to zero per
 * currency, name the right currency, and leave no player balance part below zero.
 */
function applyLegs(wallets: Map<number, AccountRow>, plan: Plan, isHouse: (id: number) => boolean): Map<number, AccountRow> {
  if (plan.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const sums = new Map<string, number>();
  const updated = new Map<number, AccountRow>();
  for (const leg of plan.legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) throw new Error(`invalid leg amount ${leg.amountCents}`);
    sums.set(leg.currency, addCents(sums.get(leg.currency) ?? 0, leg.amountCents));
    const wallet = updated.get(leg.accountId) ?? wallets.get(leg.accountId);
    if (!wallet) {
      // A house account keeps no stored balance; any other account must have been locked.
      if (isHouse(leg.accountId)) continue;
      throw new Error(`leg on account ${leg.accountId}, which is neither locked nor a house account`);
    }
    if (wallet.currency !== leg.currency) throw new Error(`leg in ${leg.currency} on a ${wallet.currency} wallet`);
    const next = { ...wallet };
    if (leg.part === 'real') next.realCents = addCents(next.realCents, leg.amountCents);
    else next.bonusCents = addCents(next.bonusCents, leg.amountCents);
    updated.set(leg.accountId, next);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`unbalanced ledger transaction: ${currency} legs sum to ${sum}`);
  }
  for (const [id, state] of plan.wagering ?? []) {
    const wallet = updated.get(id) ?? wallets.get(id);
    if (!wallet) throw new Error(`wagering change for wallet ${id} that is not locked`);
    updated.set(id, { ...wallet, wageringRequiredCents: state.requiredCents, wageredCents: state.wageredCents });
  }
  for (const row of updated.values()) {
    if (row.realCents < 0 || row.bonusCents < 0) throw new WalletError(409, 'insufficient_funds', 'not enough money');
  }
  return updated;
}
