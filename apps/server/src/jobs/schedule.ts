import type { FastifyBaseLogger } from 'fastify';
import { ROUND_SWEEP_INTERVAL_MS } from '../games/play';
import type { Services } from '../services';
import type { Clock } from '../platform/clock';
import type { JobQueue } from './queue';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** The scheduled jobs by name, as staff see them in the dead letters. */
export const SCHEDULED_JOBS = {
  paymentsSweep: 'payments-sweep',
  limits: 'limits',
  promoTargeting: 'promo-targeting',
  interruptedRounds: 'interrupted-rounds',
  outboxMaintenance: 'outbox-maintenance',
  idempotencyKeys: 'idempotency-keys',
  notificationRetention: 'notification-retention',
  giftSweep: 'gift-sweep',
  tournamentAwards: 'tournament-awards',
  lotteryDraws: 'lottery-draws',
  compExchangeSweep: 'comp-exchange-sweep',
  vipQuarterEnd: 'vip-quarter-end',
} as const;

/**
 * The casino's scheduled work, each job once per period across every process that starts the
 * queue (OUTBOX_DISPATCH=on): docs/decisions/029-job-queue.md.
 */
export function scheduleJobs(
  queue: JobQueue,
  services: Services,
  deps: { clock: Clock; log: FastifyBaseLogger; outboxRetentionDays: number },
): void {
  // The sandbox provider's due webhooks and payments a crash left behind (decision 010).
  queue.every(SCHEDULED_JOBS.paymentsSweep, SECOND, () => services.payments.runJobs());
  // Limit changes whose cooling period passed are mailed, sessions past a session limit ended (decision 012).
  queue.every(SCHEDULED_JOBS.limits, 30 * SECOND, () => services.limits.runJobs());
  // Players of the configured providers join the promo-provider popup's group (decision 015).
  queue.every(SCHEDULED_JOBS.promoTargeting, 5 * MINUTE, () => services.promoTargeting.run());
  // Rounds left unfinished (a closed tab, a stopped process) are finished (decision 011).
  queue.every(SCHEDULED_JOBS.interruptedRounds, ROUND_SWEEP_INTERVAL_MS, () => services.play.rounds.recover());
  // Dispatched events past their retention are deleted; events whose last attempt never reported are dead.
  queue.every(SCHEDULED_JOBS.outboxMaintenance, 60 * MINUTE, async () => {
    const before = new Date(deps.clock.now().getTime() - deps.outboxRetentionDays * DAY);
    const deleted = await services.outbox.prune(before);
    if (deleted > 0) deps.log.info({ deleted }, 'dispatched domain events pruned');
    await services.outbox.buryAbandoned();
  });
  // Idempotency-Keys past IDEMPOTENCY_RETENTION_HOURS are deleted (decision 028).
  queue.every(SCHEDULED_JOBS.idempotencyKeys, 60 * MINUTE, async () => {
    const deleted = await services.idempotency.pruneExpired();
    if (deleted > 0) deps.log.info({ deleted }, 'expired idempotency keys pruned');
  });
  // Gifts past their deadline expire (their bonus money forfeited), also those whose deadline
  // passed while no process ran; money a crash left owing is moved (decision 044).
  queue.every(SCHEDULED_JOBS.giftSweep, 30 * SECOND, async () => {
    const swept = await services.bonuses.sweep();
    if (swept.expired > 0) deps.log.info(swept, 'gifts expired');
  });
  // Tournaments past their end are awarded once, and prizes a crash left unpaid are paid (decision 050).
  queue.every(SCHEDULED_JOBS.tournamentAwards, 15 * SECOND, async () => {
    const awarded = await services.competitions.awardEnded();
    if (awarded > 0) deps.log.info({ awarded }, 'tournament prizes awarded');
  });
  // Lotteries past their end are drawn once, and prizes a crash left unpaid are paid (decision 054).
  queue.every(SCHEDULED_JOBS.lotteryDraws, 15 * SECOND, async () => {
    const drawn = await services.lotteries.drawEnded();
    if (drawn > 0) deps.log.info({ drawn }, 'lotteries drawn');
  });
  // Real money of shop exchanges a crash left unpaid is credited, once, under the exchange's key (decision 052).
  queue.every(SCHEDULED_JOBS.compExchangeSweep, 30 * SECOND, async () => {
    const paid = await services.loyalty.sweep();
    if (paid > 0) deps.log.info({ paid }, 'comp exchanges paid by the sweep');
  });
  // VIP statuses whose hold ran out at a quarter end are decided again, in each licence's zone (decision 056).
  queue.every(SCHEDULED_JOBS.vipQuarterEnd, 5 * MINUTE, async () => {
    const evaluated = await services.vip.evaluateQuarterEnds();
    if (evaluated > 0) deps.log.info({ evaluated }, 'VIP statuses re-evaluated at quarter end');
  });
  // Players' notifications past NOTIFICATION_RETENTION_DAYS are deleted (decision 037).
  queue.every(SCHEDULED_JOBS.notificationRetention, 60 * MINUTE, async () => {
    const deleted = await services.notificationInbox.prune();
    if (deleted > 0) deps.log.info({ deleted }, 'old notifications pruned');
  });
}
