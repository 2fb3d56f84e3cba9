import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { payments } from './tables';

/** The players whose payment carries this reference (ours or the provider's), for the staff search. */
export async function playerIdsByPaymentReference(db: DbOrTx, reference: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ playerId: payments.playerId })
    .from(payments)
    .where(eq(payments.reference, reference.trim()))
    .limit(20);
  return rows.map((r) => r.playerId);
}
