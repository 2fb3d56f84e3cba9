import { and, desc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { chunked } from '../db/chunks';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type TransactionKind } from './tables';

/**
 * Read-only questions other domains ask about the ledger, so none of them queries the wallet's
 * tables itself (docs/architecture.md §2).
 */
export interface LedgerLookups {
  /** The transaction posted under an idempotency key, of a kind and a player; undefined when none. */
  postedUnderKey(query: {
    key: string;
    kind: TransactionKind;
    playerId: number;
  }): Promise<{ id: number; metadata: unknown } | undefined>;
  /** Whether a transaction of the kind refers to the given one (a rollback of a bet). */
  isReferredBy(transactionId: number, kind: TransactionKind): Promise<boolean>;
  /** The metadata a transaction was posted with; undefined when there is no such transaction. */
  metadataOf(transactionId: number): Promise<unknown>;
  /** Of the given players, each wallet that holds real or bonus money. */
  fundedWallets(playerIds: readonly number[]): Promise<{ playerId: number; currency: string }[]>;
  /** The latest movements of a player's wallets, newest first: one line per leg on a wallet. */
  recentMovements(playerId: number, limit: number): Promise<WalletMovementLine[]>;
  /** What a player's wallet of a currency staked in bets (real and bonus) since a time. */
  betsSince(playerId: number, currency: string, since: Date): Promise<number>;
  /** Players with at least `bets` bets since a time placed between two hours (UTC, wrapping at midnight). */
  nightBettors(query: {
    since: Date;
    fromHour: number;
    toHour: number;
    bets: number;
  }): Promise<{ playerId: number; bets: number }[]>;
}

export interface WalletMovementLine {
  transactionId: number;
  kind: TransactionKind;
  currency: string;
  part: 'real' | 'bonus';
  amountCents: number;
  at: Date;
}

export function createLedgerLookups(deps: { db: Db }): LedgerLookups {
  const { db } = deps;
  return {
    async postedUnderKey({ key, kind, playerId }) {
      const [row] = await db
        .select({ id: ledgerTransactions.id, metadata: ledgerTransactions.metadata })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.idempotencyKey, key),
            eq(ledgerTransactions.kind, kind),
            eq(ledgerTransactions.playerId, playerId),
          ),
        )
        .limit(1);
      return row;
    },
    async isReferredBy(transactionId, kind) {
      const [row] = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.referenceId, transactionId), eq(ledgerTransactions.kind, kind)))
        .limit(1);
      return row !== undefined;
    },
    async metadataOf(transactionId) {
      const [row] = await db
        .select({ metadata: ledgerTransactions.metadata })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, transactionId));
      return row?.metadata;
    },
    async fundedWallets(playerIds) {
      const funded: { playerId: number; currency: string }[] = [];
      for (const slice of chunked(playerIds)) {
        const rows = await db
          .select({ playerId: ledgerAccounts.playerId, currency: ledgerAccounts.currency })
          .from(ledgerAccounts)
          .where(
            and(inArray(ledgerAccounts.playerId, slice), or(gt(ledgerAccounts.realCents, 0), gt(ledgerAccounts.bonusCents, 0))),
          );
        // A player's wallet always names its player; the check only narrows the type.
        for (const r of rows) if (r.playerId !== null) funded.push({ playerId: r.playerId, currency: r.currency });
      }
      return funded;
    },
    async recentMovements(playerId, limit) {
      const rows = await db
        .select({
          transactionId: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          currency: ledgerEntries.currency,
          part: ledgerEntries.part,
          amountCents: ledgerEntries.amountCents,
          at: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.playerId, playerId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
      return rows;
    },
    async betsSince(playerId, currency, since) {
      const [row] = await db
        .select({ staked: sql<string | null>`-sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerAccounts.playerId, playerId),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerTransactions.kind, 'bet'),
            gte(ledgerTransactions.createdAt, since),
          ),
        );
      return Number(row?.staked ?? 0);
    },
    async nightBettors({ since, fromHour, toHour, bets }) {
      const hour = sql`extract(hour from ${ledgerTransactions.createdAt} at time zone 'UTC')`;
      const night =
        fromHour <= toHour
          ? sql`${hour} >= ${fromHour} and ${hour} < ${toHour}`
          : sql`(${hour} >= ${fromHour} or ${hour} < ${toHour})`;
      const rows = await db
        .select({ playerId: ledgerTransactions.playerId, bets: sql<string>`count(*)` })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.kind, 'bet'), gte(ledgerTransactions.createdAt, since), night))
        .groupBy(ledgerTransactions.playerId)
        .having(sql`count(*) >= ${bets}`)
        .limit(100);
      return rows.flatMap((r) => (r.playerId === null ? [] : [{ playerId: r.playerId, bets: Number(r.bets) }]));
    },
  };
}
