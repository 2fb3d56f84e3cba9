import { and, eq, sql } from 'drizzle-orm';
import {
  birthdaySchema,
  isValidPostalCode,
  minAgeFor,
  parseBirthday,
  ruleMessage,
  stateFromPostalCode,
  type Locale,
  type Manager,
  type Player,
  type PlayerUpdateRequest,
} from '@casino/contracts';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { ValidationError, forbidden, notFound } from '../http/errors';
import type { InfoService } from '../info';
import type { Clock } from '../platform/clock';
import { addGroups, groupsOf, selfJoinable } from './groups';
import { chatRestoreIds, players } from './tables';
import { playerView, VIP_GROUPS } from './view';

/** The answer to a verified player changing a verified identity field (PATCH /api/player). */
export const VERIFIED_IDENTITY_LOCKED = 'cannot be changed after your identity was verified; please contact support';

export interface PlayerService {
  /** The Player answer (requirements §core-3) of one player. */
  get(playerId: number): Promise<Player>;
  /** Applies the fields a player may change, after the rules that need the clock and the country. */
  update(playerId: number, patch: PlayerUpdateRequest): Promise<Player>;
  updateLocale(playerId: number, locale: Locale): Promise<Locale>;
  /** Joins groups the player may join by themselves; any other group is refused (403). */
  joinGroups(playerId: number, groups: number[]): Promise<number[]>;
  stats(playerId: number): Promise<{
    sign_in_count: number;
    current_sign_in_at: string | null;
    last_sign_in_at: string | null;
    last_sign_in_ip: string | null;
    created_at: string;
    confirmed: boolean;
  }>;
  /** Reads, and with `change` sets, the marketing flags; inside `tx` when given (e.g. with a self-exclusion). */
  subscriptions(
    playerId: number,
    change?: { receive_promos?: boolean; receive_sms_promos?: boolean },
    tx?: DbOrTx,
  ): Promise<{
    receive_promos: boolean;
    receive_sms_promos: boolean;
  }>;
  /** Stores the deposit promo code upper-case (GIFT-17); the bonus engine honours it later. */
  setBonusCode(playerId: number, code: string | null): Promise<string | null>;
  restoreId(playerId: number, project: string, type: string): Promise<string | null>;
  setRestoreId(playerId: number, project: string, type: string, internalId: string): Promise<void>;
}

export function createPlayerService(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  info: InfoService;
  twoFactorEnabled: (playerId: number) => Promise<boolean>;
  /** The manager configured for the first of these VIP groups (VIP-11). */
  managerFor?: (vipGroups: readonly number[]) => Promise<Manager | null>;
  /** When the current terms took effect (project config `terms_version`), or null. */
  termsVersion?: () => Promise<Date | null>;
}): PlayerService {
  const { db, clock, outbox, info } = deps;

  async function row(playerId: number) {
    const [found] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
    if (!found) throw notFound('player not found');
    return found;
  }

  const service: PlayerService = {
    async get(playerId) {
      const found = await row(playerId);
      const groups = await groupsOf(db, playerId);
      // Only VIP players have a manager: their highest VIP group decides which.
      const vipGroups = VIP_GROUPS.filter((g) => groups.includes(g)).reverse();
      const manager = vipGroups.length > 0 && deps.managerFor ? await deps.managerFor(vipGroups) : null;
      // Terms dated in the future are not in effect yet.
      const version = (await deps.termsVersion?.()) ?? null;
      const termsInEffectSince = version && version <= clock.now() ? version : null;
      return playerView(found, { groups, twoFactorEnabled: await deps.twoFactorEnabled(playerId), manager, termsInEffectSince });
    },

    async update(playerId, patch) {
      const current = await row(playerId);
      const errors: Record<string, string[]> = {};
      const add = (field: string, message: string) => (errors[field] ??= []).push(message);
      const changes: Partial<typeof players.$inferInsert> = {};

      if (patch.country !== undefined && patch.country !== current.country) {
        // The country decides licence, currency and limits: set once, changed only by support.
        if (current.country) add('country', 'cannot be changed; please contact support');
        else if (!(await info.country(patch.country))) add('country', ruleMessage('invalid_format', 'country'));
        else changes.country = patch.country;
      }
      const country = changes.country ?? current.country;
      // KYC: once the documents are approved, the identity they prove is fixed; support changes it.
      if (current.verified) {
        const differs = (sent: string | undefined, stored: string | null) =>
          sent !== undefined && (sent === '' ? null : sent) !== stored;
        const birthday = patch.date_of_birth === undefined ? undefined : parseBirthday(patch.date_of_birth);
        const locked: [string, boolean][] = [
          ['first_name', differs(patch.first_name, current.firstName)],
          ['last_name', differs(patch.last_name, current.lastName)],
          ['personal_id', differs(patch.personal_id, current.personalId)],
          [
            'date_of_birth',
            patch.date_of_birth !== undefined && (birthday?.toISOString().slice(0, 10) ?? null) !== current.dateOfBirth,
          ],
        ];
        for (const [field, changed] of locked) if (changed) add(field, VERIFIED_IDENTITY_LOCKED);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      }
      if (patch.date_of_birth !== undefined) {
        const parsed = birthdaySchema(clock.now(), minAgeFor(current.licenseName)).safeParse(patch.date_of_birth);
        const date = parseBirthday(patch.date_of_birth);
        if (!parsed.success) for (const issue of parsed.error.issues) add('date_of_birth', issue.message);
        else if (date) changes.dateOfBirth = date.toISOString().slice(0, 10);
      }
      if (patch.postal_code !== undefined && patch.postal_code !== '') {
        if (!isValidPostalCode(country, patch.postal_code))
          add('postal_code', ruleMessage('postal_code', 'postal_code', country ?? 'your country'));
        else changes.postalCode = patch.postal_code.toUpperCase();
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const text = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
      Object.assign(changes, {
        firstName: text(patch.first_name),
        lastName: text(patch.last_name),
        nickname: text(patch.nickname),
        gender: patch.gender,
        city: text(patch.city),
        address: text(patch.address),
        state: text(patch.state),
        mobilePhone: text(patch.mobile_phone),
        personalId: text(patch.personal_id),
        profession: text(patch.profession),
        receivePromos: patch.receive_promos,
        receiveSmsPromos: patch.receive_sms_promos,
      });
      // PROF-07: the state field is in the edition context; an empty state follows the postal code.
      const postal = changes.postalCode ?? current.postalCode;
      const state = changes.state === undefined ? current.state : changes.state;
      if (!state && postal) {
        const derived = stateFromPostalCode(country, postal);
        if (derived) changes.state = derived;
      }
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(defined).length > 0) {
        await db
          .update(players)
          .set({ ...defined, updatedAt: clock.now() })
          .where(eq(players.id, playerId));
      }
      return service.get(playerId);
    },

    async updateLocale(playerId, locale) {
      await db.update(players).set({ locale, updatedAt: clock.now() }).where(eq(players.id, playerId));
      return locale;
    },

    async joinGroups(playerId, groups) {
      const allowed = selfJoinable(playerId);
      const refused = groups.filter((g) => !allowed.includes(g));
      if (refused.length > 0) throw forbidden(`Group ${refused.join(', ')} cannot be joined`);
      const all = await db.transaction((tx) => addGroups(tx, outbox, playerId, groups, clock.now()));
      outbox.kick();
      return all;
    },

    async stats(playerId) {
      const found = await row(playerId);
      return {
        sign_in_count: found.signInCount,
        current_sign_in_at: found.currentSignInAt?.toISOString() ?? null,
        last_sign_in_at: found.lastSignInAt?.toISOString() ?? null,
        last_sign_in_ip: found.lastSignInIp,
        created_at: found.createdAt.toISOString(),
        confirmed: found.confirmedAt !== null,
      };
    },

    async subscriptions(playerId, change, tx = db) {
      if (change && (change.receive_promos !== undefined || change.receive_sms_promos !== undefined)) {
        await tx
          .update(players)
          .set({ receivePromos: change.receive_promos, receiveSmsPromos: change.receive_sms_promos, updatedAt: clock.now() })
          .where(eq(players.id, playerId));
      }
      const [found] = await tx
        .select({ receivePromos: players.receivePromos, receiveSmsPromos: players.receiveSmsPromos })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      if (!found) throw notFound('player not found');
      return { receive_promos: found.receivePromos, receive_sms_promos: found.receiveSmsPromos };
    },

    async setBonusCode(playerId, code) {
      const stored = code === null ? null : code.toUpperCase();
      await db.update(players).set({ depositBonusCode: stored, updatedAt: clock.now() }).where(eq(players.id, playerId));
      return stored;
    },
    async restoreId(playerId, project, type) {
      const [found] = await db
        .select({ internalId: chatRestoreIds.internalId })
        .from(chatRestoreIds)
        .where(and(eq(chatRestoreIds.playerId, playerId), eq(chatRestoreIds.project, project), eq(chatRestoreIds.type, type)));
      return found?.internalId ?? null;
    },

    async setRestoreId(playerId, project, type, internalId) {
      await db
        .insert(chatRestoreIds)
        .values({ playerId, project, type, internalId, updatedAt: clock.now() })
        .onConflictDoUpdate({
          target: [chatRestoreIds.playerId, chatRestoreIds.project, chatRestoreIds.type],
          set: { internalId, updatedAt: sql`excluded.updated_at` },
        });
    },
  };
  return service;
}
