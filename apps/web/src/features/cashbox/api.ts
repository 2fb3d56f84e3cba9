import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type {
  Account,
  countriesResponseSchema,
  cryptoAddressResponseSchema,
  currenciesResponseSchema,
  DepositRequest,
  depositResponseSchema,
  FraudTransactionRequest,
  PaymentAction,
  PaymentHistoryItem,
  PaymentMethod,
  paymentsResponseSchema,
  WithdrawalRequest,
  withdrawalResponseSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import { idempotencyHeader } from '../../api/idempotency';
import { playerFieldsKey } from '../../common/player/profile-fields';
import { loadMethodLists, type MethodLists } from './rules';

export type DepositResponse = z.infer<typeof depositResponseSchema>;
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
type CryptoAddress = z.infer<typeof cryptoAddressResponseSchema>;
type PaymentsPage = z.infer<typeof paymentsResponseSchema>;

/**
 * The cashbox's query keys. They match what the realtime client invalidates: payments_changes
 * refreshes history and balance, payment_methods_updated the methods (PAY-21).
 */
export const cashboxKeys = {
  accounts: ['player', 'accounts'] as const,
  history: ['player', 'payments'] as const,
  methods: (currency: string) => ['payments', 'methods', currency] as const,
  cryptoAddress: (currency: string) => ['payments', 'crypto-address', currency] as const,
  currencies: ['info', 'currencies'] as const,
  countries: ['info', 'countries'] as const,
  playerFields: playerFieldsKey,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET /api/player/payments/methods for one action (PAY-04, PAY-06). */
async function getMethods(api: AxiosInstance, currency: string, action: PaymentAction): Promise<PaymentMethod[]> {
  return (await api.get<PaymentMethod[]>('/api/player/payments/methods', { params: { currency, action } })).data;
}

/** Both method lists of a currency, asked again up to 3 more times while one is empty (PAY-05). */
export function methodsQuery(api: AxiosInstance, currency: string) {
  return queryOptions({
    queryKey: cashboxKeys.methods(currency),
    queryFn: (): Promise<MethodLists> =>
      loadMethodLists(async () => {
        const [deposit, cashout] = await Promise.all([
          getMethods(api, currency, 'deposit'),
          getMethods(api, currency, 'cashout'),
        ]);
        return { deposit, cashout };
      }, wait),
    staleTime: 60_000,
  });
}

/** GET /api/player/payments (PAY-18): the newest payments; rethrows on failure. */
export function historyQuery(api: AxiosInstance, perPage = 20) {
  return queryOptions({
    queryKey: [...cashboxKeys.history, perPage] as const,
    queryFn: async () => (await api.get<PaymentsPage>('/api/player/payments', { params: { page: 1, per_page: perPage } })).data,
    staleTime: 10_000,
  });
}

/** GET /api/player/payments/crypto_address: the player's deposit address of a coin. */
export function cryptoAddressQuery(api: AxiosInstance, currency: string) {
  return queryOptions({
    queryKey: cashboxKeys.cryptoAddress(currency),
    queryFn: async () => (await api.get<CryptoAddress>('/api/player/payments/crypto_address', { params: { currency } })).data,
    staleTime: Infinity,
  });
}

export function currenciesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: cashboxKeys.currencies,
    queryFn: async () => (await api.get<z.infer<typeof currenciesResponseSchema>>('/api/info/currencies')).data,
    staleTime: 300_000,
  });
}

export function countriesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: cashboxKeys.countries,
    queryFn: async () => (await api.get<z.infer<typeof countriesResponseSchema>>('/api/info/countries')).data.data,
    staleTime: 300_000,
  });
}

/** POST /api/player/accounts (PAY-17): choose or open the wallet of a currency; a failure returns the answer's data. */
export async function selectAccount(
  api: AxiosInstance,
  currency: string,
): Promise<{ account: Account } | { errors: Record<string, string[]> }> {
  try {
    return { account: (await api.post<Account>('/api/player/accounts', { currency })).data };
  } catch (error) {
    const data = (error as { response?: { data?: { errors?: Record<string, string[]>; error?: string } } }).response?.data;
    return { errors: data?.errors ?? { base: [data?.error ?? 'Something went wrong'] } };
  }
}

/*
 * The calls that move money carry an Idempotency-Key made once per call, that is once per player
 * action: the client's retries of a timed-out call send it again, and the server answers them with
 * the first answer instead of paying twice (docs/decisions/028-idempotency-keys.md).
 */

/** POST /api/player/payments/deposits, the cashbox's and the one-click deposit. */
export async function createDeposit(api: AxiosInstance, request: DepositRequest): Promise<DepositResponse> {
  return (await api.post<DepositResponse>('/api/player/payments/deposits', request, { headers: idempotencyHeader() })).data;
}

export async function createWithdrawal(api: AxiosInstance, request: WithdrawalRequest): Promise<WithdrawalResponse> {
  return (await api.post<WithdrawalResponse>('/api/player/payments/withdrawals', request, { headers: idempotencyHeader() })).data;
}

/** POST /api/player/payments/{id}/recall (PAY-20); rethrows on failure. */
export async function recallPayment(api: AxiosInstance, id: number): Promise<PaymentHistoryItem> {
  return (await api.post<PaymentHistoryItem>(`/api/player/payments/${id}/recall`, undefined, { headers: idempotencyHeader() }))
    .data;
}

/** POST /api/player/payments/{id}/challenge: the code the bank asked for, or cancel. */
export async function answerChallenge(
  api: AxiosInstance,
  id: number,
  answer: { code: string } | { cancel: true },
): Promise<PaymentHistoryItem> {
  return (await api.post<PaymentHistoryItem>(`/api/player/payments/${id}/challenge`, answer, { headers: idempotencyHeader() }))
    .data;
}

export async function deleteSavedProfile(api: AxiosInstance, id: number): Promise<void> {
  await api.delete(`/api/player/payments/saved_profiles/${id}`);
}

/** POST /api/users/transaction (PAY-23): fraud data; a failure is logged by the client and never blocks the payment. */
export async function sendFraudData(api: AxiosInstance, data: FraudTransactionRequest): Promise<void> {
  await api.post('/api/users/transaction', data).catch(() => undefined);
}
