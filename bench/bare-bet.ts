/**
 * The yardstick of the seamless bench: the statements one seamless bet sends (counted in
 * apps/server/src/games/play/bet-path-statements.test.ts), written by hand and sent through the
 * same database driver with nothing of the casino around them: no HTTP, no signature, no ORM, no
 * rules. The four reads before the wallet's transaction, the transaction of seven, then the call's
 * record and the tombstone read. What a bet costs the database; the seamless figure beside it says
 * what the casino adds.
 *
 * It moves money as a bet does, so the ledger audit stays clean: a cent from the player's wallet
 * to the game provider's house account, in a ledger transaction of two entries.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

/** The rows a bet reads and writes: a player with a wallet and a live real-money game session. */
export interface BareBetRows {
  playerId: number;
  walletId: number;
  houseId: number;
  sessionTokenHash: string;
}

/** Finds the rows for a player who already has a EUR wallet and a launched game session. */
export async function bareBetRows(db: Db, playerId: number): Promise<BareBetRows> {
  const rows = await db.execute<{ wallet: number; house: number; hash: string }>(sql`
    SELECT (SELECT id FROM ledger_accounts WHERE player_id = ${playerId} AND currency = 'EUR') AS wallet,
           (SELECT id FROM ledger_accounts WHERE kind = 'game_provider' AND currency = 'EUR') AS house,
           (SELECT token_hash FROM game_sessions WHERE player_id = ${playerId} ORDER BY id DESC LIMIT 1) AS hash`);
  const row = (rows as unknown as { rows: { wallet: number; house: number; hash: string }[] }).rows[0];
  if (!row?.wallet || !row.house || !row.hash) throw new Error('the bare bet needs a wallet, the house account and a session');
  return { playerId, walletId: Number(row.wallet), houseId: Number(row.house), sessionTokenHash: row.hash };
}

const SEAMLESS_COLUMNS = sql.raw(
  'id, provider, transaction_id, kind, player_id, currency, amount_cents, round_ref, bet_transaction_id, request_hash, wallet_transaction_id, tombstone, settled_by, response, created_at',
);
const LIMIT_COLUMNS = sql.raw('id, player_id, type, period, duration, minutes, starts_at, ends_at, removed_at, created_at');

/** The reads before the wallet's transaction: the call's record, the session, the running limits, the country. */
async function readsBefore(db: Db, rows: BareBetRows, key: string, now: Date): Promise<void> {
  await db.execute(sql`SELECT ${SEAMLESS_COLUMNS} FROM seamless_transactions
    WHERE provider = 'bare' AND (transaction_id = ${key} OR (bet_transaction_id = ${key} AND kind = 'rollback'))`);
  await db.execute(sql`SELECT id, token_hash, player_id, game_id, engine, mode, currency, demo_balance_cents, seed_pair_id,
    created_at, last_seen_at, expires_at FROM game_sessions WHERE token_hash = ${rows.sessionTokenHash} LIMIT 1`);
  await db.execute(sql`SELECT ${LIMIT_COLUMNS} FROM player_limits WHERE player_id = ${rows.playerId} AND removed_at IS NULL
    AND (ends_at IS NULL OR ends_at > ${now}) AND type IN ('cooling_off', 'self_exclusion', 'session') ORDER BY id`);
  await db.execute(sql`SELECT country FROM players WHERE id = ${rows.playerId} LIMIT 1`);
}

/** The wallet's transaction: lock, limits under lock, usage, ledger transaction and entries, balance, events. */
async function walletTransaction(db: Db, rows: BareBetRows, key: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id, kind, player_id, currency, active, real_cents, bonus_cents, wagering_required_cents,
      wagered_cents, created_at, updated_at FROM ledger_accounts WHERE id IN (${rows.walletId}) ORDER BY id FOR UPDATE`);
    await tx.execute(sql`SELECT ${LIMIT_COLUMNS} FROM player_limits WHERE player_id = ${rows.playerId} AND removed_at IS NULL
      AND (ends_at IS NULL OR ends_at > ${now}) AND type IN ('cooling_off', 'self_exclusion', 'wager', 'loss') ORDER BY id FOR UPDATE`);
    await tx.execute(sql`INSERT INTO limit_usage (player_id, currency, day, deposit_cents, wager_cents, loss_cents)
      VALUES (${rows.playerId}, 'EUR', ${now.toISOString().slice(0, 10)}, 0, 1, 1)
      ON CONFLICT (player_id, currency, day) DO UPDATE SET deposit_cents = limit_usage.deposit_cents + 0,
      wager_cents = limit_usage.wager_cents + 1, loss_cents = limit_usage.loss_cents + 1`);
    const metadata = JSON.stringify({ round_ref: key, account_id: rows.walletId, amount_cents: 1, real_cents: 1 });
    const inserted = await tx.execute<{ id: number }>(sql`INSERT INTO ledger_transactions
      (kind, idempotency_key, request_hash, player_id, reference_id, metadata, created_at)
      VALUES ('bet', ${`bare:${key}`}, ${key}, ${rows.playerId}, NULL, ${metadata}::jsonb, ${now})
      RETURNING id, kind, idempotency_key, request_hash, player_id, reference_id, metadata, created_at`);
    const id = Number((inserted as unknown as { rows: { id: number }[] }).rows[0]?.id);
    await tx.execute(sql`INSERT INTO ledger_entries (transaction_id, account_id, currency, part, amount_cents)
      VALUES (${id}, ${rows.houseId}, 'EUR', 'real', 1), (${id}, ${rows.walletId}, 'EUR', 'real', -1)`);
    await tx.execute(
      sql`UPDATE ledger_accounts SET real_cents = real_cents - 1, updated_at = ${now} WHERE id = ${rows.walletId}`,
    );
    await tx.execute(sql`INSERT INTO domain_events (type, player_id, payload, created_at) VALUES
      ('bench.bare', ${rows.playerId}, ${metadata}::jsonb, ${now}), ('bench.bare', ${rows.playerId}, ${metadata}::jsonb, ${now}),
      ('bench.bare', ${rows.playerId}, ${metadata}::jsonb, ${now})`);
    return id;
  });
}

/** One bet's statements under a unique key. */
export async function bareBet(db: Db, rows: BareBetRows, key: string): Promise<void> {
  const now = new Date();
  await readsBefore(db, rows, key, now);
  const ledgerId = await walletTransaction(db, rows, key, now);
  const response = JSON.stringify({ balance_cents: 0, currency: 'EUR' });
  await db.execute(sql`INSERT INTO seamless_transactions (provider, transaction_id, kind, player_id, currency, amount_cents,
    round_ref, request_hash, wallet_transaction_id, response, created_at)
    VALUES ('bare', ${key}, 'bet', ${rows.playerId}, 'EUR', 1, ${key}, ${key}, ${ledgerId}, ${response}::jsonb, ${now})`);
  await db.execute(sql`SELECT ${SEAMLESS_COLUMNS} FROM seamless_transactions
    WHERE provider = 'bare' AND bet_transaction_id = ${key} AND kind = 'rollback' LIMIT 1`);
}
