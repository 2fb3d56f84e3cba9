import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { JackpotDeps } from './context';
import { lockLevels } from './queries';
import { jackpotBets, jackpotLevels, jackpotPoolMovements, jackpots } from './tables';

type MovementRow = typeof jackpotPoolMovements.$inferSelect;

/**
 * `bet.rolled_back` (decision 053), in its batch's transaction (decision 073): a refunded stake
 * takes back its contribution from every level not hit since; a level hit since paid it to a
 * winner, so there it stays. A rollback handled before its bet leaves a tombstone so the bet
 * contributes nothing later. A hit the bet made stands. Answers the jackpots whose pools changed.
 */
export async function rollBackBet(deps: JackpotDeps, tx: Tx, activeIds: number[], betId: number, now: Date): Promise<number[]> {
  if (activeIds.length > 0) {
    // Tombstones for the jackpots that have not seen the bet yet; a row already there stays as it is.
    await tx
      .insert(jackpotBets)
      .values(activeIds.map((id) => ({ jackpotId: id, betTransactionId: betId, state: 'tombstone' as const, createdAt: now })))
      .onConflictDoNothing();
  }
  const marked = await tx
    .update(jackpotBets)
    .set({ state: 'rolled_back' })
    .where(and(eq(jackpotBets.betTransactionId, betId), eq(jackpotBets.state, 'counted')))
    .returning({ jackpotId: jackpotBets.jackpotId });
  const changed: number[] = [];
  for (const { jackpotId } of marked.sort((a, b) => a.jackpotId - b.jackpotId)) {
    if (await reverse(deps, tx, jackpotId, betId, now)) changed.push(jackpotId);
  }
  return changed;
}

/** Takes a rolled-back bet's contributions back from the levels of a jackpot not hit since. */
async function reverse(deps: JackpotDeps, tx: Tx, jackpotId: number, betId: number, now: Date): Promise<boolean> {
  const levels = await lockLevels(tx, jackpotId);
  const [jackpot] = await tx.select().from(jackpots).where(eq(jackpots.id, jackpotId));
  if (!jackpot) return false;
  const returnable = await returnableShares(
    tx,
    betId,
    levels.map((l) => l.id),
  );
  if (returnable.length === 0) return true;
  const moved = await deps.wallet.movePool(
    {
      key: `jackpot:${jackpotId}:rollback:${betId}`,
      kind: 'jackpot_contribution',
      poolCurrency: jackpot.currency,
      poolCents: -returnable.reduce((sum, m) => sum + m.amountCents, 0),
      counterparty: { house: 'game_provider' },
      currency: returnable[0]?.otherCurrency ?? jackpot.currency,
      amountCents: returnable.reduce((sum, m) => sum + m.otherCents, 0),
      metadata: { jackpot_id: jackpotId, bet_transaction_id: betId },
    },
    tx,
  );
  for (const m of returnable) {
    const level = levels.find((l) => l.id === m.levelId);
    if (!level) continue;
    await tx
      .update(jackpotLevels)
      .set({ amountCents: level.amountCents - m.amountCents, updatedAt: now })
      .where(eq(jackpotLevels.id, level.id));
  }
  await tx.insert(jackpotPoolMovements).values(
    returnable.map((m) => ({
      levelId: m.levelId,
      kind: 'reversal' as const,
      amountCents: -m.amountCents,
      otherCents: m.otherCents,
      otherCurrency: m.otherCurrency,
      betTransactionId: betId,
      ledgerTransactionId: moved.transactionId,
      createdAt: now,
    })),
  );
  return true;
}

/** The bet's contributions to levels that no win has emptied since (the bet's own hit included). */
async function returnableShares(tx: Tx, betId: number, levelIds: number[]): Promise<MovementRow[]> {
  const contributions = await tx
    .select()
    .from(jackpotPoolMovements)
    .where(
      and(
        eq(jackpotPoolMovements.betTransactionId, betId),
        eq(jackpotPoolMovements.kind, 'contribution'),
        inArray(jackpotPoolMovements.levelId, levelIds),
      ),
    );
  const open: MovementRow[] = [];
  for (const c of contributions) {
    const [laterWin] = await tx
      .select({ id: jackpotPoolMovements.id })
      .from(jackpotPoolMovements)
      .where(
        and(eq(jackpotPoolMovements.levelId, c.levelId), eq(jackpotPoolMovements.kind, 'win'), gt(jackpotPoolMovements.id, c.id)),
      )
      .limit(1);
    if (!laterWin) open.push(c);
  }
  return open;
}
