import { and, asc, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { currencyInfo, type Account } from '@casino/contracts';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import { createWalletContext, toAccount } from './context';
import { WalletError } from './errors';
import { createGamePlay, type GamePlay, type PlayLimits } from './game-play';
import { createLedger, type HouseKind } from './ledger';
import { createJackpotPool, type JackpotPool } from './jackpot-pool';
import { createLedgerLookups, type LedgerLookups } from './lookups';
import { createMoneyMovements, type MoneyMovements } from './movements';
import { ledgerAccounts } from './tables';

export type { MoneyRequest, Movement } from './context';

export interface WalletService extends MoneyMovements, GamePlay, LedgerLookups, JackpotPool {
  /** The player's wallets in the spec's Account shape, oldest first. */
  getAccounts(playerId: number): Promise<Account[]>;
  /** Opens the wallet of an enabled currency (idempotent); the first wallet becomes active. */
  openAccount(playerId: number, currency: string): Promise<Account>;
  /**
   * Opens a new player's first wallet, active and empty, in the caller's transaction: registration
   * opens the wallet of the chosen currency with the account, so the balance exists from the start.
   */
  openFirstAccount(tx: Tx, playerId: number, currency: string): Promise<void>;
  /** Chooses the wallet of a currency, opening it first when there is none (POST /api/player/accounts). */
  selectAccount(playerId: number, currency: string): Promise<Account>;
  /** The id of the house account of a kind and currency (counter-party of player movements). */
  houseAccount(kind: HouseKind, currency: string): Promise<number>;
}

interface WalletDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** The currencies a player may hold (currency-config and the currencies table). */
  enabledCurrencies(): Promise<readonly string[]>;
  /** Responsible-gaming limits checked and counted in the bet path (the limits domain). */
  playLimits?: PlayLimits;
}

export function createWalletService(deps: WalletDeps): WalletService {
  const { db } = deps;
  const ledger = createLedger({ db, clock: deps.clock, outbox: deps.outbox });

  const ctx = createWalletContext({ db, ledger });

  async function openAccount(playerId: number, currency: string): Promise<Account> {
    const enabled = await deps.enabledCurrencies();
    if (!enabled.includes(currency) || !currencyInfo(currency)) {
      throw new WalletError(422, 'currency_not_enabled', 'is not enabled');
    }
    await db.insert(ledgerAccounts).values({ kind: 'player', playerId, currency }).onConflictDoNothing();
    const row = await ctx.walletFor(playerId, currency);
    const others = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.active, true)))
      .limit(1);
    if (others.length === 0) {
      try {
        await db.update(ledgerAccounts).set({ active: true }).where(eq(ledgerAccounts.id, row.id));
        return toAccount({ ...row, active: true });
      } catch (err) {
        // Another request activated a wallet of this player first; the one-active index held.
        if (!isUniqueViolation(err)) throw err;
        return toAccount(await ctx.walletFor(playerId, currency));
      }
    }
    return toAccount(row);
  }

  return {
    ...createMoneyMovements(ctx),
    ...createGamePlay({ ctx, playLimits: deps.playLimits }),
    ...createLedgerLookups({ db }),
    ...createJackpotPool(ctx),
    async getAccounts(playerId) {
      const rows = await db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.playerId, playerId))
        .orderBy(asc(ledgerAccounts.id));
      return rows.map(toAccount);
    },
    openAccount,
    async openFirstAccount(tx, playerId, currency) {
      await tx.insert(ledgerAccounts).values({ kind: 'player', playerId, currency, active: true }).onConflictDoNothing();
    },
    houseAccount: (kind, currency) => ledger.houseAccount(kind, currency),
    async selectAccount(playerId, currency) {
      const opened = await openAccount(playerId, currency);
      if (opened.active) return opened;
      await db.transaction(async (tx) => {
        // The player's wallets are locked so two selections at once cannot both end up active.
        await tx
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.playerId, playerId))
          .orderBy(asc(ledgerAccounts.id))
          .for('update');
        await tx
          .update(ledgerAccounts)
          .set({ active: false })
          .where(and(eq(ledgerAccounts.playerId, playerId), ne(ledgerAccounts.id, opened.id), eq(ledgerAccounts.active, true)));
        await tx.update(ledgerAccounts).set({ active: true }).where(eq(ledgerAccounts.id, opened.id));
      });
      return { ...opened, active: true };
    },
  };
}
