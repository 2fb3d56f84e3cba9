import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FairSeeds } from '@casino/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { ValidationError, conflict } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { Rng } from '../../platform/rng';
import { isClientSeed, newSeedPair } from '../fair/seeds';
import { fairSeedPairs, gameRounds } from './tables';

type SeedPairRow = typeof fairSeedPairs.$inferSelect;

/** The seeds a round is played with: the pair and the nonce taken for it. */
export interface TakenNonce {
  pairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface FairSeedService {
  /** The player's active pair as shown (hash only), created on first use. */
  current(playerId: number): Promise<FairSeeds>;
  /** Sets the client seed of the active pair; the nonce carries on. */
  setClientSeed(playerId: number, clientSeed: string): Promise<FairSeeds>;
  /** Reveals the active pair's server seed and starts a new pair with the same client seed. */
  rotate(playerId: number): Promise<{ revealed: FairSeeds & { server_seed: string }; current: FairSeeds }>;
  /** A pair of its own for a guest's demo session. */
  createGuestPair(tx: DbOrTx): Promise<number>;
  /** Takes the next nonce of the player's active pair (or of a given pair) atomically. */
  takeNonce(tx: DbOrTx, owner: { playerId: number } | { pairId: number }): Promise<TakenNonce>;
}

const shown = (row: SeedPairRow): FairSeeds => ({
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  nonce: row.nonce,
});

export function createFairSeedService(deps: { db: Db; clock: Clock; rng: Rng }): FairSeedService {
  const { db, clock, rng } = deps;
  const bytes = (size: number) => new Uint8Array(rng.bytes(size));

  const activeRow = async (tx: DbOrTx, playerId: number): Promise<SeedPairRow | undefined> =>
    (
      await tx
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.playerId, playerId), eq(fairSeedPairs.active, true)))
        .limit(1)
    )[0];
  /** A new pair row for the player, the client seed kept when rotating. */
  const pairValues = (playerId: number, clientSeed?: string) => {
    const pair = newSeedPair(bytes, clientSeed);
    return {
      playerId,
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      createdAt: clock.now(),
    };
  };

  async function active(tx: DbOrTx, playerId: number): Promise<SeedPairRow> {
    const row = await activeRow(tx, playerId);
    if (row) return row;
    // Two first calls at once: the one-active index keeps a single pair, the other reads it.
    await tx.insert(fairSeedPairs).values(pairValues(playerId)).onConflictDoNothing();
    const created = await activeRow(tx, playerId);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  return {
    current: async (playerId) => shown(await active(db, playerId)),
    async setClientSeed(playerId, clientSeed) {
      if (!isClientSeed(clientSeed)) throw new ValidationError({ client_seed: ['must be 1 to 64 printable characters'] });
      const row = await active(db, playerId);
      const [updated] = await db.update(fairSeedPairs).set({ clientSeed }).where(eq(fairSeedPairs.id, row.id)).returning();
      return shown(updated ?? row);
    },
    async rotate(playerId) {
      return db.transaction(async (tx) => {
        const row = await active(tx, playerId);
        // The row lock orders a rotation after any round that took a nonce from this pair.
        const [locked] = await tx.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, row.id)).for('update');
        const old = locked ?? row;
        // Revealing the seed of a hand still in play would tell its hole card and next cards.
        const [open] = await tx
          .select({ id: gameRounds.id })
          .from(gameRounds)
          .where(
            and(
              eq(gameRounds.seedPairId, old.id),
              isNull(gameRounds.crashRound),
              inArray(gameRounds.status, ['betting', 'open', 'settling']),
            ),
          )
          .limit(1);
        if (open) throw conflict('a round is in progress: finish it before changing the server seed');
        await tx.update(fairSeedPairs).set({ active: false, revealedAt: clock.now() }).where(eq(fairSeedPairs.id, old.id));
        const [next] = await tx.insert(fairSeedPairs).values(pairValues(playerId, old.clientSeed)).returning();
        if (!next) throw new Error('seed pair insert returned nothing');
        return { revealed: { ...shown(old), server_seed: old.serverSeed }, current: shown(next) };
      });
    },
    async createGuestPair(tx) {
      const pair = newSeedPair(bytes);
      const [row] = await tx
        .insert(fairSeedPairs)
        .values({
          serverSeed: pair.serverSeed,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          createdAt: clock.now(),
        })
        .returning({ id: fairSeedPairs.id });
      if (!row) throw new Error('seed pair insert returned nothing');
      return row.id;
    },
    async takeNonce(tx, owner) {
      const pairId = 'pairId' in owner ? owner.pairId : (await active(tx, owner.playerId)).id;
      const [row] = await tx
        .update(fairSeedPairs)
        .set({ nonce: sql`${fairSeedPairs.nonce} + 1` })
        .where(and(eq(fairSeedPairs.id, pairId), eq(fairSeedPairs.active, true)))
        .returning();
      if (!row) throw new Error('the seed pair is no longer active');
      return {
        pairId: row.id,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce - 1,
      };
    },
  };
}
