import {
  moneyDeskRulesSchema,
  type MoneyDeskRules,
  type RgOversight,
  type StaffPayment,
  type StaffPaymentQuery,
} from '@casino/contracts';
import { longSessions } from '../auth';
import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import { isNotFound, notFound } from '../http/errors';
import { liveExclusions, lossesFrom, recentLimitChanges } from '../limits';
import { frequentDepositors, type HoldDecision, type PaymentsService } from '../payments';
import { accountStatesOf } from '../players';
import type { Clock } from '../platform/clock';
import { staffNamesOf, type StaffAct } from '../staff';
import type { WalletService } from '../wallet';
import type { RgActionLog } from './rg-actions';

/**
 * The money desk (docs/decisions/067-money-desk.md): the payments list with its review queue and
 * stuck payments, a payments officer's decisions on held withdrawals, and the risk officers'
 * oversight of exclusions, limit changes and the markers of play.
 */
export interface MoneyDesk {
  payments(query: StaffPaymentQuery): Promise<StaffPayment[]>;
  /** Approves or rejects a held withdrawal; the act's audit entry commits with the decision. */
  decide(paymentId: number, decision: 'approve' | 'reject', act: StaffAct): Promise<StaffPayment>;
  oversight(): Promise<RgOversight>;
}

interface MoneyDeskDeps {
  db: Db;
  rgActions: Pick<RgActionLog, 'list'>;
  clock: Clock;
  payments: PaymentsService;
  wallet: Pick<WalletService, 'nightBettors'>;
  config: Pick<ConfigService, 'getInternal'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createMoneyDesk(deps: MoneyDeskDeps): MoneyDesk {
  const { db, clock } = deps;
  const named = async (query: StaffPaymentQuery): Promise<StaffPayment[]> => {
    const lines = await deps.payments.staffList(query);
    const names = await staffNamesOf(
      db,
      lines.flatMap((l) => (l.decidedBy === null ? [] : [l.decidedBy])),
    );
    return lines.map(({ payment, decidedBy }) =>
      payment.hold && decidedBy !== null
        ? { ...payment, hold: { ...payment.hold, decided_by: names.get(decidedBy) ?? null } }
        : payment,
    );
  };
  return {
    payments: named,
    async decide(paymentId, decision, act) {
      const hold: HoldDecision = {
        staffId: act.actor.staff.id,
        reason: act.reason,
        audit: (tx, change) =>
          act.audit(tx, {
            action: `withdrawal.${decision}`,
            subjectKind: 'payment',
            subjectId: paymentId,
            playerId: change.payment.playerId,
            before: { status: change.before.status, reasons: change.before.reasons, amount_cents: change.payment.amountCents },
            after: { status: change.after.status, currency: change.payment.currency },
            at: clock.now(),
          }),
      };
      if (decision === 'approve') await deps.payments.approveHeld(paymentId, hold);
      else await deps.payments.rejectHeld(paymentId, hold);
      const [view] = await named({ view: 'all', id: paymentId });
      if (!view) throw notFound('No such payment.');
      return view;
    },
    oversight: async () => oversightOf(deps, await rulesOf(deps)),
  };
}

/** The operator's rules; the schema's defaults while none are set. */
async function rulesOf(deps: Pick<MoneyDeskDeps, 'config'>): Promise<MoneyDeskRules> {
  try {
    return await deps.config.getInternal('money-desk-rules');
  } catch (err) {
    if (!isNotFound(err)) throw err;
    return moneyDeskRulesSchema.parse({});
  }
}

async function oversightOf(deps: MoneyDeskDeps, rules: MoneyDeskRules): Promise<RgOversight> {
  const { db } = deps;
  const now = deps.clock.now();
  const m = rules.markers;
  const since = new Date(now.getTime() - m.period_days * DAY_MS);
  const [exclusions, changes, losses, sessions, nights, deposits, actions] = await Promise.all([
    liveExclusions(db, now),
    recentLimitChanges(db, since),
    lossesFrom(db, since.toISOString().slice(0, 10), m.loss_cents),
    longSessions(db, since, m.session_minutes),
    deps.wallet.nightBettors({ since, fromHour: m.night_from_hour, toHour: m.night_to_hour, bets: m.night_bets }),
    frequentDepositors(db, new Date(now.getTime() - DAY_MS), m.deposits_per_day),
    deps.rgActions.list(),
  ]);
  const flagged: RgOversight['flagged'] = [
    ...losses.map((l) => ({
      player_id: l.playerId,
      marker: 'loss' as const,
      currency: l.currency,
      value: l.lossCents,
      threshold: m.loss_cents,
    })),
    ...sessions.map((s) => ({
      player_id: s.playerId,
      marker: 'session_length' as const,
      currency: null,
      value: s.minutes,
      threshold: m.session_minutes,
    })),
    ...nights.map((n) => ({
      player_id: n.playerId,
      marker: 'night_play' as const,
      currency: null,
      value: n.bets,
      threshold: m.night_bets,
    })),
    ...deposits.map((d) => ({
      player_id: d.playerId,
      marker: 'deposit_frequency' as const,
      currency: null,
      value: d.deposits,
      threshold: m.deposits_per_day,
    })),
  ].map((f) => ({ ...f, player_email: null }));
  const ids = [...exclusions, ...changes].map((e) => e.playerId).concat(flagged.map((f) => f.player_id));
  const emails = await accountStatesOf(db, ids);
  const email = (id: number) => emails.get(id)?.email ?? null;
  return {
    exclusions: exclusions.map((e) => ({
      player_id: e.playerId,
      player_email: email(e.playerId),
      kind: e.kind,
      ends_at: e.endsAt?.toISOString() ?? null,
      created_at: e.createdAt.toISOString(),
    })),
    limit_changes: changes.map((c) => ({
      player_id: c.playerId,
      player_email: email(c.playerId),
      kind: c.kind,
      detail: c.detail,
      at: c.at.toISOString(),
    })),
    flagged: flagged.map((f) => ({ ...f, player_email: email(f.player_id) })),
    actions,
  };
}
