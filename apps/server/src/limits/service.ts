import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COOLING_OFF_DURATIONS,
  LIMIT_COOLING_PERIOD_MS,
  LIMIT_MESSAGES,
  LIMIT_TOKEN_TTL_MS,
  REALITY_CHECK_DEFAULT_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  isLocale,
  isMoneyLimitType,
  limitEndsAt,
  localDate,
  localizePath,
  timeZoneOfCountry,
  type Limit,
  type LimitChangeResponse,
  type LimitRequest,
} from '@casino/contracts';
import { newToken, type SessionService, tokenHasher } from '../auth';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { HttpError, ValidationError } from '../http/errors';
import type { InfoService } from '../info';
import { limitConfirmationNotification, type Mailer, type Notifier } from '../notifications';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { PlayerService } from '../players';
import { PAYMENT_EVENTS, type DepositLimits } from '../payments';
import type { PlayLimits } from '../wallet';
import { isUniqueViolation } from '../db/errors';
import { createEnforcement, pushLimitEvent, sessionMinutes } from './enforcement';
import { BLOCKING_TYPES, blockOf, isLapsed, isRunning, liveLimits, openChanges, type ChangeRow, type LiveLimit } from './store';
import { limitChanges, playerLimitAmounts, playerLimits } from './tables';
import { periodUsage } from './usage';
import { removableFrom, toLimit, toPending } from './view';

export interface LimitsService {
  /** The player's live limits with usage of the current period and pending changes. */
  list(playerId: number): Promise<Limit[]>;
  /** Sets or changes a limit: tighter applies at once, looser waits 24 hours and a mailed confirmation. */
  set(playerId: number, request: LimitRequest): Promise<LimitChangeResponse>;
  /**
   * Asks to remove a limit. Removing a deposit, loss, wager or session limit is a loosening: it is
   * pending for the cooling period and needs the mailed confirmation, and it is refused (409
   * cannot_loosen) while a cooling-off or self-exclusion runs. A cooling-off or a fixed-term
   * self-exclusion cannot be removed (409 cannot_end_early); a permanent one after its first 7 days.
   */
  remove(playerId: number, limitId: number): Promise<LimitChangeResponse>;
  /** Applies a pending change with the token its mail carried. */
  confirm(playerId: number, token: string): Promise<LimitChangeResponse>;
  /** The message key of a running cooling-off or self-exclusion, or null: it restricts the player's sessions. */
  signInRefusal(playerId: number): Promise<string | null>;
  /** Minutes of play between two reality checks (the session length and net result shown to the player). */
  realityCheckMinutes: number;
  play: PlayLimits;
  deposits: DepositLimits;
  /**
   * Mails the tokens of changes whose cooling period passed and ends sessions past a session
   * limit (the scheduled job `limits`, run by one process per period).
   */
  runJobs(): Promise<void>;
}

export interface LimitsDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  mailer: Mailer;
  sessions: SessionService;
  players: Pick<PlayerService, 'get' | 'subscriptions'>;
  info: Pick<InfoService, 'currencies'>;
  secret: string;
  publicUrl: string;
  disconnectSessions(ids: number[]): void;
  log: FastifyBaseLogger;
  /** Sends the "confirm your change" notice with the mailed token (NOTIF-08, NOTIF-10). */
  notifier?: Notifier;
  /** The reality check's interval; REALITY_CHECK_DEFAULT_MINUTES when the deployment sets none. */
  realityCheckMinutes?: number;
}

const fieldError = (field: string, key: string) => new ValidationError({ [field]: [key] });

/**
 * Runs a limit change once more when a concurrent first request of the same type created the
 * limit meanwhile (the one-live-limit index refused the second insert): the second run sees
 * that limit and applies to it, so a double click answers like a single click, never 500.
 */
async function onceMoreOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return work();
  }
}
const conflict = (key: string) => new HttpError(409, key);

export function createLimitsService(deps: LimitsDeps): LimitsService {
  const { db, clock, outbox } = deps;
  const hash = tokenHasher(`${deps.secret}:limit-change`);
  const enforcement = createEnforcement({ db, clock, outbox, players: deps.players, sessions: deps.sessions });
  let running: Promise<void> | undefined;

  // A failed deposit gives its amount back to the deposit usage.
  outbox.subscribe(PAYMENT_EVENTS.changed, async (event) => {
    const payload = event.payload as { id?: unknown; action?: unknown; state?: unknown };
    if (payload.action !== 'deposit' || typeof payload.id !== 'number') return;
    if (payload.state === 'declined' || payload.state === 'canceled' || payload.state === 'rejected') {
      await enforcement.deposits.release(payload.id);
    }
  });

  async function views(playerId: number, limits: LiveLimit[], changes: ChangeRow[]): Promise<Limit[]> {
    const now = clock.now();
    const player = await deps.players.get(playerId);
    const usage = await periodUsage(db, playerId, localDate(now, timeZoneOfCountry(player.country)));
    const minutes = limits.some((l) => l.type === 'session') ? await sessionMinutes(deps.sessions, playerId, now) : null;
    return limits.map((l) => toLimit(l, changes, usage, minutes, now));
  }

  async function viewOf(playerId: number, limitId: number): Promise<Limit | null> {
    const limits = (await liveLimits(db, playerId, clock.now())).filter((l) => l.id === limitId);
    return (await views(playerId, limits, await openChanges(db, [limitId])))[0] ?? null;
  }

  /** Cancels the open changes of a limit (one currency, or all), e.g. when the player tightens it again. */
  async function cancelOpen(tx: Tx, limitId: number, currency?: string | null) {
    await tx
      .update(limitChanges)
      .set({ canceledAt: clock.now() })
      .where(
        and(
          eq(limitChanges.limitId, limitId),
          isNull(limitChanges.confirmedAt),
          isNull(limitChanges.canceledAt),
          currency === undefined
            ? undefined
            : currency === null
              ? isNull(limitChanges.currency)
              : eq(limitChanges.currency, currency),
        ),
      );
  }

  /** Nothing may be loosened (raised or removed) while a cooling-off or self-exclusion runs. */
  async function refuseLooseningDuringBlock(tx: Tx, playerId: number) {
    if (await blockOf(tx, playerId, clock.now())) throw conflict(LIMIT_MESSAGES.cannotLoosen);
  }

  /** A loosening of a deposit, loss, wager or session limit: pending for the cooling period, then confirmed. */
  async function requestChange(
    tx: Tx,
    limit: LiveLimit,
    change: { action: 'raise' | 'remove'; currency: string | null; amountCents?: number; minutes?: number },
  ): Promise<ChangeRow> {
    const now = clock.now();
    if (!BLOCKING_TYPES.some((t) => t === limit.type)) await refuseLooseningDuringBlock(tx, limit.playerId);
    // A new request replaces an earlier one of the same currency, and starts the cooling period again.
    await cancelOpen(tx, limit.id, change.currency);
    if (change.action === 'remove') await cancelOpen(tx, limit.id);
    const [row] = await tx
      .insert(limitChanges)
      .values({
        limitId: limit.id,
        playerId: limit.playerId,
        action: change.action,
        currency: change.currency,
        amountCents: change.amountCents ?? null,
        minutes: change.minutes ?? null,
        requestedAt: now,
        effectiveAt: new Date(now.getTime() + LIMIT_COOLING_PERIOD_MS),
      })
      .returning();
    if (!row) throw new Error('limit change insert returned nothing');
    return row;
  }

  /**
   * Ends every session of the player and stops marketing, in the transaction that sets the
   * cooling-off or self-exclusion: a crash after the commit cannot leave the player subscribed.
   * The sockets of the ended sessions are closed after the commit (disconnectSessions).
   */
  async function shutOut(tx: Tx, playerId: number): Promise<number[]> {
    await deps.players.subscriptions(playerId, { receive_promos: false, receive_sms_promos: false }, tx);
    return deps.sessions.revokeOthers(playerId, null, tx);
  }

  async function setMoney(playerId: number, request: LimitRequest): Promise<LimitChangeResponse> {
    const type = request.type;
    const errors: Record<string, string[]> = {};
    if (!request.period) errors['period'] = [LIMIT_MESSAGES.required];
    if (!request.currency) errors['currency'] = [LIMIT_MESSAGES.required];
    else if (!(await deps.info.currencies()).enabled.includes(request.currency))
      errors['currency'] = [LIMIT_MESSAGES.currencyNotEnabled];
    if (request.amount_cents === undefined) errors['amount_cents'] = [LIMIT_MESSAGES.required];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const {
      period,
      currency,
      amount_cents: amount,
    } = request as Required<Pick<LimitRequest, 'period' | 'currency' | 'amount_cents'>>;
    const now = clock.now();
    const result = await onceMoreOnRace(() =>
      db.transaction(async (tx) => {
        const [existing] = (await liveLimits(tx, playerId, now, { types: [type], lock: true })).filter(
          (l) => l.period === period,
        );
        let limitId = existing?.id;
        if (!existing) {
          const [row] = await tx
            .insert(playerLimits)
            .values({ playerId, type, period, startsAt: now, createdAt: now })
            .returning({ id: playerLimits.id });
          if (!row) throw new Error('limit insert returned nothing');
          limitId = row.id;
        }
        if (limitId === undefined) throw new Error('no limit id');
        const current = existing?.amounts.find((a) => a.currency === currency);
        if (existing && current && amount > current.amountCents) {
          return { limitId, pending: await requestChange(tx, existing, { action: 'raise', currency, amountCents: amount }) };
        }
        // A new currency or a lower amount makes play safer: it applies at once (LIM-10).
        await tx
          .insert(playerLimitAmounts)
          .values({ limitId, currency, amountCents: amount, updatedAt: now })
          .onConflictDoUpdate({
            target: [playerLimitAmounts.limitId, playerLimitAmounts.currency],
            set: { amountCents: amount, updatedAt: now },
          });
        await cancelOpen(tx, limitId, currency);
        await cancelOpen(tx, limitId, null);
        await pushLimitEvent(tx, outbox, playerId, type, false);
        return { limitId, pending: null };
      }),
    );
    outbox.kick();
    return {
      limit: await viewOf(playerId, result.limitId),
      applied: result.pending === null,
      pending: result.pending && toPending(result.pending),
    };
  }

  async function setSession(playerId: number, minutes: number | undefined): Promise<LimitChangeResponse> {
    if (minutes === undefined) throw fieldError('minutes', LIMIT_MESSAGES.required);
    const now = clock.now();
    const result = await onceMoreOnRace(() =>
      db.transaction(async (tx) => {
        const [existing] = await liveLimits(tx, playerId, now, { types: ['session'], lock: true });
        if (existing?.minutes != null && minutes > existing.minutes) {
          return {
            limitId: existing.id,
            pending: await requestChange(tx, existing, { action: 'raise', currency: null, minutes }),
          };
        }
        let limitId = existing?.id;
        if (existing) await tx.update(playerLimits).set({ minutes }).where(eq(playerLimits.id, existing.id));
        else {
          const [row] = await tx
            .insert(playerLimits)
            .values({ playerId, type: 'session', minutes, startsAt: now, createdAt: now })
            .returning({ id: playerLimits.id });
          limitId = row?.id;
        }
        if (limitId === undefined) throw new Error('limit insert returned nothing');
        await cancelOpen(tx, limitId);
        await pushLimitEvent(tx, outbox, playerId, 'session', false);
        return { limitId, pending: null };
      }),
    );
    outbox.kick();
    return {
      limit: await viewOf(playerId, result.limitId),
      applied: result.pending === null,
      pending: result.pending && toPending(result.pending),
    };
  }

  /** Cooling-off or self-exclusion: at once; a running one can only be made longer. */
  async function setBlock(playerId: number, request: LimitRequest): Promise<LimitChangeResponse> {
    const type = request.type as (typeof BLOCKING_TYPES)[number];
    const allowed: readonly string[] = type === 'cooling_off' ? COOLING_OFF_DURATIONS : SELF_EXCLUSION_DURATIONS;
    if (!request.duration) throw fieldError('duration', LIMIT_MESSAGES.required);
    if (!allowed.includes(request.duration)) throw fieldError('duration', LIMIT_MESSAGES.notAllowed);
    const duration = request.duration;
    const now = clock.now();
    const endsAt = limitEndsAt(duration, now);
    const { limitId, ended } = await onceMoreOnRace(() =>
      db.transaction(async (tx) => {
        // Run-out ones are retired first, so the one-live-limit index leaves room for the new one.
        await tx
          .update(playerLimits)
          .set({ removedAt: sql`${playerLimits.endsAt}` })
          .where(
            and(
              eq(playerLimits.playerId, playerId),
              eq(playerLimits.type, type),
              isNull(playerLimits.removedAt),
              lte(playerLimits.endsAt, now),
            ),
          );
        const running = await liveLimits(tx, playerId, now, { types: BLOCKING_TYPES, lock: true });
        if (type === 'cooling_off' && running.some((l) => l.type === 'self_exclusion'))
          throw conflict(LIMIT_MESSAGES.cannotChange);
        const [existing] = running.filter((l) => l.type === type);
        let id: number;
        // The same request twice (a double click) answers like once.
        const same = existing?.duration === duration && existing.endsAt?.getTime() === endsAt?.getTime();
        if (existing && same) {
          id = existing.id;
        } else if (existing) {
          const longer = existing.endsAt !== null && (endsAt === null || endsAt > existing.endsAt);
          if (!longer) throw conflict(LIMIT_MESSAGES.cannotEndEarly);
          await tx.update(playerLimits).set({ endsAt, duration }).where(eq(playerLimits.id, existing.id));
          await cancelOpen(tx, existing.id);
          id = existing.id;
        } else {
          const [row] = await tx
            .insert(playerLimits)
            .values({ playerId, type, duration, startsAt: now, endsAt, createdAt: now })
            .returning({ id: playerLimits.id });
          if (!row) throw new Error('limit insert returned nothing');
          id = row.id;
        }
        await pushLimitEvent(tx, outbox, playerId, type, true);
        return { limitId: id, ended: await shutOut(tx, playerId) };
      }),
    );
    outbox.kick();
    deps.disconnectSessions(ended);
    return { limit: await viewOf(playerId, limitId), applied: true, pending: null };
  }

  async function mailDue(): Promise<void> {
    const now = clock.now();
    const due = await db
      .select()
      .from(limitChanges)
      .where(
        and(
          isNull(limitChanges.mailedAt),
          isNull(limitChanges.confirmedAt),
          isNull(limitChanges.canceledAt),
          lte(limitChanges.effectiveAt, now),
        ),
      )
      .limit(100);
    for (const change of due) {
      const player = await deps.players.get(change.playerId);
      const locale = isLocale(player.locale) ? player.locale : 'en';
      const token = newToken(deps.rng);
      const expiresAt = new Date(now.getTime() + LIMIT_TOKEN_TTL_MS);
      await db.transaction(async (tx) => {
        // The conditional update lets one process (and one round) mail a change, once.
        const [claimed] = await tx
          .update(limitChanges)
          .set({ tokenHash: hash(token), mailedAt: now, expiresAt })
          .where(and(eq(limitChanges.id, change.id), isNull(limitChanges.mailedAt), isNull(limitChanges.canceledAt)))
          .returning({ id: limitChanges.id });
        if (!claimed) return;
        await deps.mailer.queue(tx, {
          playerId: change.playerId,
          to: player.email,
          kind: 'limit_change',
          locale,
          vars: { link: `${deps.publicUrl}${localizePath(locale, `/profile/limits/confirm?token=${token}`)}` },
        });
        await deps.notifier?.notify(
          tx,
          change.playerId,
          limitConfirmationNotification(locale, {
            changeId: change.id,
            token,
            expiresAt,
            removal: change.action === 'remove',
          }),
        );
        await pushLimitEvent(tx, outbox, change.playerId, 'pending', false);
      });
    }
    if (due.length > 0) outbox.kick();
  }

  /** Ends the sessions that passed the player's session-time limit; play was already refused. */
  async function endLongSessions(): Promise<void> {
    const now = clock.now();
    const limits = await db
      .select({ playerId: playerLimits.playerId, minutes: playerLimits.minutes })
      .from(playerLimits)
      .where(and(eq(playerLimits.type, 'session'), isNull(playerLimits.removedAt), isNotNull(playerLimits.minutes)));
    if (limits.length === 0) return;
    const minutesOf = new Map(limits.map((l) => [l.playerId, l.minutes ?? Infinity]));
    // Two queries a round whatever the number of players with a session limit (it was one per player).
    const over = (await deps.sessions.listLive([...minutesOf.keys()])).filter(
      (s) => s.createdAt.getTime() <= now.getTime() - (minutesOf.get(s.playerId) ?? Infinity) * 60_000,
    );
    for (const session of over) await deps.sessions.revoke(session.id);
    if (over.length === 0) return;
    deps.disconnectSessions(over.map((s) => s.id));
    for (const playerId of new Set(over.map((s) => s.playerId))) await pushLimitEvent(db, outbox, playerId, 'session', true);
    outbox.kick();
  }

  async function runJobs() {
    if (running) return running;
    running = (async () => {
      await mailDue();
      await endLongSessions();
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async list(playerId) {
      const limits = await liveLimits(db, playerId, clock.now());
      return views(
        playerId,
        limits,
        await openChanges(
          db,
          limits.map((l) => l.id),
        ),
      );
    },

    async set(playerId, request) {
      if (isMoneyLimitType(request.type)) {
        rejectFields(request, ['minutes', 'duration']);
        return setMoney(playerId, request);
      }
      if (request.type === 'session') {
        rejectFields(request, ['period', 'currency', 'amount_cents', 'duration']);
        return setSession(playerId, request.minutes);
      }
      rejectFields(request, ['period', 'currency', 'amount_cents', 'minutes']);
      return setBlock(playerId, request);
    },

    async remove(playerId, limitId) {
      const now = clock.now();
      const pending = await db.transaction(async (tx) => {
        const [limit] = (await liveLimits(tx, playerId, now, { lock: true })).filter((l) => l.id === limitId);
        if (!limit) throw new HttpError(404, LIMIT_MESSAGES.notFound);
        if (limit.type === 'cooling_off') throw conflict(LIMIT_MESSAGES.cannotEndEarly);
        if (limit.type === 'self_exclusion') {
          const from = removableFrom(limit);
          // A fixed term never ends early; a permanent one may be lifted after its first 7 days.
          if (limit.endsAt !== null || (from && from > now)) throw conflict(LIMIT_MESSAGES.cannotEndEarly);
        }
        return requestChange(tx, limit, { action: 'remove', currency: null });
      });
      return { limit: await viewOf(playerId, limitId), applied: false, pending: toPending(pending) };
    },

    async confirm(playerId, token) {
      const now = clock.now();
      const applied = await db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(limitChanges)
          .where(and(eq(limitChanges.tokenHash, hash(token)), eq(limitChanges.playerId, playerId)))
          .for('update');
        if (!change || change.confirmedAt || change.canceledAt) throw fieldError('token', LIMIT_MESSAGES.tokenInvalid);
        if (isLapsed(change, now)) throw fieldError('token', LIMIT_MESSAGES.tokenExpired);
        const [limit] = await tx.select().from(playerLimits).where(eq(playerLimits.id, change.limitId)).for('update');
        if (!limit || (!isRunning(limit, now) && change.action !== 'remove'))
          throw fieldError('token', LIMIT_MESSAGES.tokenInvalid);
        if (!BLOCKING_TYPES.some((t) => t === limit.type)) await refuseLooseningDuringBlock(tx, playerId);
        if (change.action === 'remove') {
          await tx.update(playerLimits).set({ removedAt: now }).where(eq(playerLimits.id, limit.id));
          await cancelOpen(tx, limit.id);
        } else if (change.currency !== null && change.amountCents !== null) {
          await tx
            .update(playerLimitAmounts)
            .set({ amountCents: change.amountCents, updatedAt: now })
            .where(and(eq(playerLimitAmounts.limitId, limit.id), eq(playerLimitAmounts.currency, change.currency)));
        } else if (change.minutes !== null) {
          await tx.update(playerLimits).set({ minutes: change.minutes }).where(eq(playerLimits.id, limit.id));
        }
        await tx.update(limitChanges).set({ confirmedAt: now }).where(eq(limitChanges.id, change.id));
        await pushLimitEvent(tx, outbox, playerId, limit.type, false);
        return { change: { ...change, confirmedAt: now }, limit };
      });
      outbox.kick();
      return {
        limit: applied.change.action === 'remove' ? null : await viewOf(playerId, applied.limit.id),
        applied: true,
        pending: null,
      };
    },

    signInRefusal: enforcement.signInRefusal,
    realityCheckMinutes: deps.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES,
    play: enforcement.play,
    deposits: enforcement.deposits,
    runJobs,
  };
}

/** Fields that do not belong to a limit type are refused, not ignored. */
function rejectFields(request: LimitRequest, fields: (keyof LimitRequest)[]) {
  const errors: Record<string, string[]> = {};
  for (const field of fields) if (request[field] !== undefined) errors[field] = [LIMIT_MESSAGES.notAllowed];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
