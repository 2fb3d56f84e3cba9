import type { Locale, Manager, Player, PlayerUpdateRequest } from '@casino/contracts';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { forbidden } from '../http/errors';
import type { InfoService } from '../info';
import type { Clock } from '../platform/clock';
import { addGroups, groupsOf, selfJoinable } from './groups';
import {
  playerCountry,
  playerRow,
  restoreIdOf,
  saveRestoreId,
  subscriptionFlags,
  updatePlayer,
  type PlayerRow,
} from './profile-rows';
import { planProfileUpdate } from './profile-rules';
import { playerView, VIP_GROUPS } from './view';

export { VERIFIED_IDENTITY_LOCKED } from './profile-rules';

export interface PlayerService {
  /** The Player answer (requirements §core-3) of one player. */
  get(playerId: number): Promise<Player>;
  /** The player's country (one column of one row): the limits' time zone on the bet path needs no more. */
  countryOf(playerId: number): Promise<string | null>;
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
  /** GIFT-18: whether the player accepts bonuses; the bonus engine issues no new gift while false. */
  setCanIssueBonuses(playerId: number, canIssue: boolean): Promise<boolean>;
  restoreId(playerId: number, project: string, type: string): Promise<string | null>;
  setRestoreId(playerId: number, project: string, type: string, internalId: string): Promise<void>;
}

interface PlayerServiceDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  info: InfoService;
  twoFactorEnabled: (playerId: number) => Promise<boolean>;
  /** The manager configured for the first of these VIP groups (VIP-11). */
  managerFor?: (vipGroups: readonly number[]) => Promise<Manager | null>;
  /** When the current terms took effect (project config `terms_version`), or null. */
  termsVersion?: () => Promise<Date | null>;
}

/** The Player answer of a row: its groups, its VIP manager, two-factor and the terms in effect. */
async function viewOf(deps: PlayerServiceDeps, found: PlayerRow): Promise<Player> {
  const groups = await groupsOf(deps.db, found.id);
  // Only VIP players have a manager: their highest VIP group decides which.
  const vipGroups = VIP_GROUPS.filter((g) => groups.includes(g)).reverse();
  const manager = vipGroups.length > 0 && deps.managerFor ? await deps.managerFor(vipGroups) : null;
  // Terms dated in the future are not in effect yet.
  const version = (await deps.termsVersion?.()) ?? null;
  const termsInEffectSince = version && version <= deps.clock.now() ? version : null;
  const twoFactorEnabled = await deps.twoFactorEnabled(found.id);
  return playerView(found, { groups, twoFactorEnabled, manager, termsInEffectSince });
}

/** The sign-in figures of GET /api/player/stats. */
function statsOf(found: PlayerRow): Awaited<ReturnType<PlayerService['stats']>> {
  return {
    sign_in_count: found.signInCount,
    current_sign_in_at: found.currentSignInAt?.toISOString() ?? null,
    last_sign_in_at: found.lastSignInAt?.toISOString() ?? null,
    last_sign_in_ip: found.lastSignInIp,
    created_at: found.createdAt.toISOString(),
    confirmed: found.confirmedAt !== null,
  };
}

/** The profile rules are in profile-rules.ts, the queries in profile-rows.ts; this wires them to the interface. */
export function createPlayerService(deps: PlayerServiceDeps): PlayerService {
  const { db, clock, outbox, info } = deps;

  const service: PlayerService = {
    async get(playerId) {
      return viewOf(deps, await playerRow(db, playerId));
    },

    countryOf: (playerId) => playerCountry(db, playerId),

    async update(playerId, patch: PlayerUpdateRequest) {
      const current = await playerRow(db, playerId);
      const countryExists = async (code: string) => Boolean(await info.country(code));
      const changes = await planProfileUpdate(current, patch, { now: clock.now(), countryExists });
      if (Object.keys(changes).length > 0) await updatePlayer(db, playerId, changes, clock.now());
      return service.get(playerId);
    },

    async updateLocale(playerId, locale: Locale) {
      await updatePlayer(db, playerId, { locale }, clock.now());
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
      return statsOf(await playerRow(db, playerId));
    },

    async subscriptions(playerId, change, tx: DbOrTx = db) {
      if (change && (change.receive_promos !== undefined || change.receive_sms_promos !== undefined)) {
        const flags = { receivePromos: change.receive_promos, receiveSmsPromos: change.receive_sms_promos };
        await updatePlayer(tx, playerId, flags, clock.now());
      }
      return subscriptionFlags(tx, playerId);
    },

    async setBonusCode(playerId, code) {
      const stored = code === null ? null : code.toUpperCase();
      await updatePlayer(db, playerId, { depositBonusCode: stored }, clock.now());
      return stored;
    },

    async setCanIssueBonuses(playerId, canIssue) {
      await updatePlayer(db, playerId, { canIssueBonuses: canIssue }, clock.now());
      return canIssue;
    },

    restoreId: (playerId, project, type) => restoreIdOf(db, playerId, project, type),

    setRestoreId: (playerId, project, type, internalId) =>
      saveRestoreId(db, { playerId, project, type }, internalId, clock.now()),
  };
  return service;
}
