import { describe, expect, it } from 'vitest';
import { LimitError } from '../../limits';
import { WalletError } from '../../wallet';
import { SeamlessError } from './seamless-error';
import {
  betAmountRefusal,
  isPlayersBet,
  repeatAnswer,
  requestHashOf,
  rollbackEligibility,
  translateWalletError,
  walletKey,
  winAmountRefusal,
  winsPerBet,
  type TxRow,
} from './seamless-rules';
import { EXTERNAL_PROVIDER, INHOUSE_PROVIDER } from './sessions';

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (err) {
    if (err instanceof SeamlessError) return err.code;
    throw err;
  }
  throw new Error('no refusal');
};

describe('PLAY-05 the rules of the seamless-wallet contract', () => {
  const response = { balance_cents: 900, currency: 'EUR', casino_transaction_id: '17' };
  const hash = requestHashOf(['bet', 1, 'r-1', 100, 'EUR']);

  it('PLAY-05 a repeated transaction id answers the first answer when the call is the same', () => {
    expect(repeatAnswer({ kind: 'bet', requestHash: hash, response }, 'bet', hash)).toBe(response);
  });

  it('PLAY-05 the same transaction id with other content, or for another kind of call, is a duplicate', () => {
    const other = requestHashOf(['bet', 1, 'r-1', 101, 'EUR']);
    expect(other).not.toBe(hash);
    expect(codeOf(() => repeatAnswer({ kind: 'bet', requestHash: hash, response }, 'bet', other))).toBe('duplicate_transaction');
    expect(codeOf(() => repeatAnswer({ kind: 'bet', requestHash: hash, response }, 'win', hash))).toBe('duplicate_transaction');
  });

  it('PLAY-05 each provider transaction id is one wallet movement', () => {
    expect(walletKey('external', 'tx-9')).toBe('seamless:external:tx-9');
  });

  it('PLAY-05 CONST-17 a bet is a positive whole amount within the currency’s bet ceiling; a win may be 0', () => {
    expect(betAmountRefusal(100, 'EUR')).toBeNull();
    expect(betAmountRefusal(0, 'EUR')?.code).toBe('invalid_amount');
    expect(betAmountRefusal(1.5, 'EUR')?.code).toBe('invalid_amount');
    expect(betAmountRefusal(6_000_001, 'EUR')?.message).toBe('amount is above the bet limit of the currency');
    expect(winAmountRefusal(0)).toBeNull();
    expect(winAmountRefusal(-1)?.code).toBe('invalid_amount');
  });

  it('PLAY-05 an in-house bet takes one win, an external one several, an unknown provider one', () => {
    expect(winsPerBet(INHOUSE_PROVIDER)).toBe('one');
    expect(winsPerBet(EXTERNAL_PROVIDER)).toBe('several');
    expect(winsPerBet('somebody')).toBe('one');
  });

  it('PLAY-05 a win or rollback refers only to the player’s own bet that moved money', () => {
    const bet = { kind: 'bet', playerId: 4, walletTransactionId: 88 } as TxRow;
    expect(isPlayersBet(bet, 4)).toBe(true);
    expect(isPlayersBet(bet, 5)).toBe(false);
    expect(isPlayersBet({ ...bet, kind: 'win' }, 4)).toBe(false);
    expect(isPlayersBet({ ...bet, walletTransactionId: null }, 4)).toBe(false);
  });

  it('PLAY-05 a rolled-back bet is acknowledged again, a settled bet refused, any other bet refunded', () => {
    expect(rollbackEligibility({ rolledBack: true, settledByWin: false })).toBe('acknowledge');
    expect(rollbackEligibility({ rolledBack: true, settledByWin: true })).toBe('acknowledge');
    expect(rollbackEligibility({ rolledBack: false, settledByWin: true })).toBe('refuse-settled');
    expect(rollbackEligibility({ rolledBack: false, settledByWin: false })).toBe('refund');
  });

  it('PLAY-05 LIM-10 the wallet’s and the limits’ refusals in the API’s words', () => {
    expect(codeOf(() => translateWalletError(new LimitError('blocked', 'limits.blocked')))).toBe('player_blocked');
    expect(codeOf(() => translateWalletError(new LimitError('limit_exceeded', 'limits.loss')))).toBe('limit_reached');
    const wallet = (code: ConstructorParameters<typeof WalletError>[1]) => () =>
      translateWalletError(new WalletError(409, code, code));
    expect(codeOf(wallet('insufficient_funds'))).toBe('insufficient_funds');
    expect(codeOf(wallet('idempotency_conflict'))).toBe('duplicate_transaction');
    expect(codeOf(wallet('amount_out_of_range'))).toBe('invalid_amount');
    expect(codeOf(wallet('transaction_not_found'))).toBe('bet_not_found');
    expect(codeOf(wallet('wallet_not_found'))).toBe('currency_mismatch');
    const other = new Error('disk full');
    expect(() => translateWalletError(other)).toThrow(other);
  });
});
