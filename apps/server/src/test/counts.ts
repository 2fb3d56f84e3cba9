import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, telemetryEvents } from '../telemetry/tables';

/** How many rows the write-only routes have stored so far. */
export async function writeCounts(db: Db): Promise<{ telemetry: number; contact: number }> {
  const [t] = await db.select({ n: count() }).from(telemetryEvents);
  const [c] = await db.select({ n: count() }).from(contactMessages);
  return { telemetry: Number(t?.n ?? -1), contact: Number(c?.n ?? -1) };
}
