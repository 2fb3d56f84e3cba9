import type { MoneyDeskRules } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { InfoService } from '../info';
import type { Clock } from '../platform/clock';
import type { WalletService } from '../wallet';
import type { DepositLimits } from './deposit-limits';
import type { PaymentProvider } from './provider';
import type { SandboxProvider } from './sandbox';
import type { SettleDeps } from './settle';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: WalletService;
  info: InfoService;
  sandbox: SandboxProvider;
  /** Responsible-gaming deposit limits, checked and counted with the payment's insert. */
  depositLimits?: DepositLimits;
  confirmations: number;
  log: FastifyBaseLogger;
  /** The required fields of a context (player-field metadata) the player's profile leaves empty (the players domain). */
  missingProfileFields(playerId: number, context: 'deposit' | 'cashout'): Promise<string[]>;
  /** The money desk's rules (decision 067); none set: no withdrawal is held for review. */
  moneyDeskRules?(): Promise<MoneyDeskRules | null>;
  /** When the player's account was opened (the players domain), for the new-account hold. */
  playerCreatedAt?(playerId: number): Promise<Date | null>;
}

/** What the payments service's functions share: its deps, the providers by name and the settlement's deps. */
export interface PaymentsContext extends PaymentsDeps {
  providers: ReadonlyMap<string, PaymentProvider>;
  settle: SettleDeps;
}

export function createPaymentsContext(deps: PaymentsDeps): PaymentsContext {
  const providers = new Map<string, PaymentProvider>([[deps.sandbox.name, deps.sandbox]]);
  const settle: SettleDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    wallet: deps.wallet,
    provider: (name) => providers.get(name),
    log: deps.log,
  };
  return { ...deps, providers, settle };
}
