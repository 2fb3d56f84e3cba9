import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import type { WalletService } from './service';

let app: TestApp;
let wallet: WalletService;
let seq = 0;
beforeAll(async () => {
  app = await createTestApp();
  wallet = app.services.wallet;
});
afterAll(async () => {
  await app?.close();
});

async function playerWith(cents: number): Promise<number> {
  seq += 1;
  const playerId = await createPlayer(app.db, `lookups-${seq}@example.com`);
  await wallet.openAccount(playerId, 'EUR');
  if (cents > 0) await wallet.deposit({ key: `lookups-dep-${seq}`, playerId, currency: 'EUR', amountCents: cents });
  return playerId;
}

describe('ledger lookups other domains ask', () => {
  it('finds a transaction by its key, kind and player, and tells whether a rollback refers to it', async () => {
    const playerId = await playerWith(1000);
    const bet = await wallet.bet({ key: 'lookups-bet', playerId, currency: 'EUR', amountCents: 300 });
    const found = await wallet.postedUnderKey({ key: 'lookups-bet', kind: 'bet', playerId });
    expect(found?.id).toBe(bet.transactionId);
    expect(found?.metadata).toMatchObject({ amount_cents: 300 });
    expect(await wallet.postedUnderKey({ key: 'lookups-bet', kind: 'win', playerId })).toBeUndefined();
    expect(await wallet.postedUnderKey({ key: 'lookups-bet', kind: 'bet', playerId: playerId + 1000 })).toBeUndefined();

    expect(await wallet.isReferredBy(bet.transactionId, 'rollback')).toBe(false);
    await wallet.rollback({ key: 'lookups-rollback', betTransactionId: bet.transactionId, playerId });
    expect(await wallet.isReferredBy(bet.transactionId, 'rollback')).toBe(true);
  });

  it('answers the metadata a transaction was posted with, and nothing for an unknown id', async () => {
    const playerId = await playerWith(500);
    const bet = await wallet.bet({ key: 'lookups-meta-bet', playerId, currency: 'EUR', amountCents: 200 });
    expect(await wallet.metadataOf(bet.transactionId)).toMatchObject({ amount_cents: 200 });
    expect(await wallet.metadataOf(Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });

  it('lists, of the players asked about, the wallets that hold money', async () => {
    const rich = await playerWith(700);
    const empty = await playerWith(0);
    const other = await playerWith(900);
    expect(await wallet.fundedWallets([rich, empty])).toEqual([{ playerId: rich, currency: 'EUR' }]);
    expect(await wallet.fundedWallets([])).toEqual([]);
    expect((await wallet.fundedWallets([other, rich])).map((w) => w.playerId).sort((a, b) => a - b)).toEqual(
      [rich, other].sort((a, b) => a - b),
    );
  });
});
