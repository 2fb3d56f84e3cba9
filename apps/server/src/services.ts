import {
  createAdjustments,
  createMoneyDesk,
  createRgActionLog,
  createPlayerDesk,
  type Adjustments,
  type MoneyDesk,
  type RgActionLog,
  type PlayerDesk,
} from './backoffice';
import { createReports, type Reports } from './reports';
import { VIP_STATUS_GROUPS, missingPlayerFields } from '@casino/contracts';
import {
  createBonusService,
  createPromotionsConsole,
  type BonusDeps,
  type BonusService,
  type PromotionsConsole,
} from './bonuses';
import { createCompetitionService, type CompetitionService } from './competitions/service';
import { createLoyaltyService, type LoyaltyService } from './loyalty/service';
import { createAdventureService, type AdventureService } from './adventures';
import { createVipService, type VipService } from './vip';
import { createPromotionService, type PromotionService } from './promotions';
import { createCaptchaService, type CaptchaService } from './auth/captcha';
import type { AuthDeps } from './auth/context';
import { createRecoveryService, type RecoveryService } from './auth/recovery';
import { createPasswordCheck } from './auth/reauth';
import { createSecurityService, type SecurityService } from './auth/security';
import { createAuthService, type AuthService } from './auth/service';
import { createSessionService, type SessionService } from './auth/sessions';
import { createThrottle } from './auth/throttle';
import { createTwoFactorService, type TwoFactorService } from './auth/two-factor';
import { createCmsService, type CmsService } from './cms/service';
import { createConfigService, type ConfigService } from './config/service';
import type { Database } from './db/client';
import { DEV_PAYMENTS_WEBHOOK_SECRET, DEV_SESSION_SECRET, type Env } from './env';
import { createOutbox, EMBEDDED_CATCH_UP, type Outbox } from './events/outbox';
import { createIdempotencyStore, type IdempotencyStore } from './http/idempotency-store';
import { isNotFound } from './http/errors';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createJackpotService, type JackpotService } from './jackpots/service';
import { createLotteryService, type LotteryService } from './lotteries/service';
import { createForcedHits } from './jackpots/forced-hits';
import { createCatalogueService, type CatalogueService } from './games/catalogue/service';
import { createGeo } from './info/geo';
import { createInfoService, type InfoService } from './info/service';
import { createMailer } from './notifications/mailer';
import { createNotificationInbox, type NotificationInbox } from './notifications/inbox';
import { createNotifier, type Notifier } from './notifications/personal';
import { createConfigEditor, type ConfigEditor } from './config/editor';
import { createPromoTargeting, type PromoTargeting } from './notifications/promo-targeting';
import { subscribeNotificationProducers } from './notifications/producers';
import type { Clock } from './platform/clock';
import type { Rng } from './platform/rng';
import { createTtlCache, type TtlCache } from './platform/ttl-cache';
import { createLimitsService, type LimitsService } from './limits/service';
import { createClosureService, type ClosureService } from './players/closure';
import { groupsOf, moveWithinGroups } from './players/groups';
import { playerIdOf, playerIdsInGroup, staffPlayerRow } from './players/staff-lookups';
import { displayNameOf, leaderboardNamesOf, placesOf } from './players/rows';
import { createPlayerService, type PlayerService } from './players/service';
import { createClosurePayouts, type ClosurePayouts } from './payments/closure-payout';
import { createTelemetryService, type TelemetryService } from './telemetry/service';
import { createWalletService, type WalletService } from './wallet/service';
import { createPaymentsService, type PaymentsService } from './payments/service';
import { createSandboxProvider } from './payments/sandbox';
import type { FastifyBaseLogger } from 'fastify';
import { playersWhoPlayed } from './games/play/audience';
import { createPlayService, type PlayService } from './games/play/service';
import { seamlessSecretFrom } from './games/play/signature';
import { createStaffService, type StaffService } from './staff/service';
import { createStaffAccounts, type StaffAccounts } from './staff/accounts';
import { createSupportService, type SupportService } from './support/service';
import { createVerificationService, type VerificationService } from './verification/service';

/** Every domain service, wired once per process; routes and jobs receive what they need. */
export interface Services {
  config: ConfigService;
  /** The back office's configuration editor (docs/decisions/025-config-editor.md). */
  configEditor: ConfigEditor;
  info: InfoService;
  cms: CmsService;
  telemetry: TelemetryService;
  sessions: SessionService;
  outbox: Outbox;
  /** The Idempotency-Keys of money-moving requests and their answers (docs/decisions/028-idempotency-keys.md). */
  idempotency: IdempotencyStore;
  /** Scheduled work, once per period across processes (docs/decisions/029-job-queue.md). */
  jobs: JobQueue;
  captcha: CaptchaService;
  twoFactor: TwoFactorService;
  auth: AuthService;
  recovery: RecoveryService;
  security: SecurityService;
  players: PlayerService;
  wallet: WalletService;
  catalogue: CatalogueService;
  payments: PaymentsService;
  /** Account closure on request (docs/decisions/018-account-closure.md). */
  closure: ClosureService;
  /** Closure payouts support pays by hand (docs/decisions/018-account-closure.md). */
  closurePayouts: ClosurePayouts;
  play: PlayService;
  limits: LimitsService;
  /** Personal notifications (personal_notifications channel) any domain may send. */
  notifications: Notifier;
  /** Every player's notifications and their read state, the same on every device (decision 037). */
  notificationInbox: NotificationInbox;
  /** Fills the promo-provider popup's target group 1501 by the rule of its config document. */
  promoTargeting: PromoTargeting;
  /** Back-office accounts and their sessions (docs/decisions/017-staff-and-support.md). */
  staff: StaffService;
  /** Staff accounts invited, re-roled, disabled and reset by an administrator (docs/decisions/066-staff-access.md). */
  staffAccounts: StaffAccounts;
  support: SupportService;
  /** Verification documents and their review (docs/decisions/019-uploads.md). */
  verification: VerificationService;
  /** Gifts, bonuses and free spins with their wagering (docs/decisions/044-bonus-engine.md). */
  bonuses: BonusService;
  /** Tournaments and quests scored from the bet events (docs/decisions/050-tournaments.md). */
  competitions: CompetitionService;
  /** The operators' side of gifts: templates, coupon batches, staff-issued gifts (docs/decisions/049-promotions-console.md). */
  promotionsConsole: PromotionsConsole;
  /** Comp points, the loyalty levels and the shop (docs/decisions/052-loyalty.md). */
  loyalty: LoyaltyService;
  /** Progressive jackpots fed by bets (docs/decisions/053-progressive-jackpots.md). */
  jackpots: JackpotService;
  /** Lotteries with a provably fair draw (docs/decisions/054-lotteries.md). */
  lotteries: LotteryService;
  /** The adventure calendar scored from deposits and bets (docs/decisions/057-adventure-calendar.md). */
  adventures: AdventureService;
  /** The VIP club: quarterly sums, statuses, their groups and gifts (docs/decisions/056-vip-club.md). */
  vip: VipService;
  /** Banners, promo items and the activity hub (docs/decisions/058-promotions-pages.md). */
  promotionPages: PromotionService;
  /** The back office's player search, player page and actions (docs/decisions/059-back-office.md). */
  playerDesk: PlayerDesk;
  /** Manual balance adjustments under four eyes (decision 059). */
  adjustments: Adjustments;
  /** The money desk: payments, held withdrawals and risk oversight (docs/decisions/067-money-desk.md). */
  moneyDesk: MoneyDesk;
  rgActions: RgActionLog;
  /** The business reports from the ledger (docs/decisions/068-reports-and-system.md). */
  reports: Reports;
  /** Called with the ids of sessions that ended (logout, password change); the realtime gateway listens. */
  onSessionsEnded(listener: (ids: number[]) => void): void;
  /** Called with the ids of staff sessions that ended (sign-out, rotation at sign-in). */
  onStaffSessionsEnded(listener: (ids: number[]) => void): void;
}

/** The promotion engines that listen to the money events (bets, wins, rollbacks, deposits). */
export const PROMOTION_ENGINES = ['bonus', 'competitions', 'loyalty', 'vip', 'jackpots', 'adventures'] as const;
export type PromotionEngine = (typeof PROMOTION_ENGINES)[number];
/** Which engines subscribe to the outbox; each is on unless set false (the bench measures each on and off). */
export type EngineSwitches = Partial<Record<PromotionEngine, boolean>>;

export function createServices(deps: {
  env: Env;
  database: Database;
  clock: Clock;
  rng: Rng;
  log: FastifyBaseLogger;
  /** Engines switched off do not listen to the money events (the bench's runs with them off). */
  engines?: EngineSwitches;
}): Services {
  const { env, database, clock, rng, log } = deps;
  const db = database.db;
  const secret = env.SESSION_SECRET ?? DEV_SESSION_SECRET;
  const cache = createTtlCache({ clock, ttlMs: env.CACHE_TTL_MS });
  const config = createConfigService({ db, cache });
  const info = createInfoService({
    db,
    config,
    geo: createGeo(),
    clock,
    cache,
    allowDebugCountry: env.NODE_ENV !== 'production',
    countryHeader: env.COUNTRY_HEADER,
    mainHosts: env.MAIN_HOSTS,
  });
  const sessions = createSessionService({ db, clock, rng, secret });
  // The embedded database's one connection is shared with the players' requests (decision 077).
  const outbox = createOutbox({ db, clock, log, catchUp: database.kind === 'pglite' ? EMBEDDED_CATCH_UP : undefined });
  const captcha = createCaptchaService({ db, clock, hmacKey: `${secret}:captcha`, maxNumber: env.CAPTCHA_MAX_NUMBER });
  const twoFactor = createTwoFactorService({ db, clock, rng, secretKey: secret });
  const listeners: ((ids: number[]) => void)[] = [];
  const staffListeners: ((ids: number[]) => void)[] = [];
  const mailer = createMailer({ db, clock, outbox, log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const disconnectSessions = (ids: number[]) => {
    if (ids.length > 0) for (const listener of listeners) listener(ids);
  };
  const authDeps: AuthDeps = {
    db,
    clock,
    rng,
    outbox,
    info,
    sessions,
    captcha,
    twoFactor,
    secret,
    throttle: createThrottle({ db, clock }),
    mailer,
    publicUrl,
    disconnectSessions,
    signInRefusal: (playerId) => limits.signInRefusal(playerId),
    openWallet: (tx, playerId, currency) => wallet.openFirstAccount(tx, playerId, currency),
  };
  const playerService = createPlayerService({
    db,
    clock,
    outbox,
    info,
    twoFactorEnabled: (id) => twoFactor.enabled(id),
    managerFor: (vipGroups) => config.managerFor(vipGroups),
    termsVersion: async () => {
      const version = (await config.getInternal('project').catch(() => null))?.terms_version;
      return version ? new Date(version) : null;
    },
  });
  const notifications = createNotifier({ outbox, clock });
  const limits = createLimitsService({
    db,
    clock,
    rng,
    outbox,
    mailer,
    sessions,
    players: playerService,
    info,
    secret,
    publicUrl,
    disconnectSessions,
    log,
    realityCheckMinutes: env.REALITY_CHECK_MINUTES,
    notifier: notifications,
  });
  const catalogue = createCatalogueService({ db, clock });
  subscribeNotificationProducers({
    db,
    outbox,
    notifier: notifications,
    localeOf: async (id) => (await playerService.get(id)).locale,
  });
  const wallet = createWalletService({
    db,
    clock,
    outbox,
    enabledCurrencies: async () => (await info.currencies()).enabled,
    playLimits: limits.play,
  });
  const payments = createPaymentsService({
    db,
    clock,
    outbox,
    wallet,
    info,
    depositLimits: limits.deposits,
    confirmations: env.PAYMENTS_CRYPTO_CONFIRMATIONS,
    log,
    missingProfileFields: async (playerId, context) =>
      missingPlayerFields(await playerService.get(playerId), info.playerFields().contexts[context]),
    moneyDeskRules: () =>
      config.getInternal('money-desk-rules').catch((err: unknown) => (isNotFound(err) ? null : Promise.reject(err))),
    playerCreatedAt: async (playerId) => (await staffPlayerRow(db, playerId))?.createdAt ?? null,
    sandbox: createSandboxProvider({
      db,
      clock,
      rng,
      webhookSecret:
        env.PAYMENTS_WEBHOOK_SECRET ??
        (env.NODE_ENV === 'production' ? `${secret}:payments-webhook` : DEV_PAYMENTS_WEBHOOK_SECRET),
      addressSecret: `${secret}:payments-address`,
      stepMs: env.PAYMENTS_SANDBOX_STEP_MS,
      confirmations: env.PAYMENTS_CRYPTO_CONFIRMATIONS,
    }),
  });
  const closurePayouts = createClosurePayouts({ db, clock, outbox, wallet });
  const bonusDeps: BonusDeps = {
    db,
    clock,
    outbox,
    wallet,
    playerFacts: async (playerId) => {
      const player = await playerService.get(playerId);
      return {
        groups: await groupsOf(db, playerId),
        country: player.country,
        canIssueBonuses: player.can_issue_bonuses,
        depositBonusCode: player.deposit_bonus_code,
        currency: player.currency,
      };
    },
    gameIdentifierOf: async (gameId) => (await catalogue.game(gameId))?.identifier ?? null,
    clearDepositBonusCode: async (playerId, code) => {
      if ((await playerService.get(playerId)).deposit_bonus_code === code) await playerService.setBonusCode(playerId, null);
    },
  };
  const bonuses = createBonusService(bonusDeps);
  const engineOn = (engine: PromotionEngine) => deps.engines?.[engine] !== false;
  if (engineOn('bonus')) bonuses.subscribe();
  const nameOf = async (playerId: number) => {
    const player = await playerService.get(playerId);
    return player.nickname ?? player.email.split('@')[0] ?? 'player';
  };
  const lotteries = createLotteryService({
    db,
    clock,
    outbox,
    wallet,
    bonuses,
    groupsOf: (playerId) => groupsOf(db, playerId),
    playerName: displayNameOf,
  });
  const loyalty = createLoyaltyService({
    db,
    clock,
    rng,
    outbox,
    config,
    wallet,
    bonuses,
    lotteries,
    playerFacts: async (playerId) => {
      const [player, accounts] = await Promise.all([playerService.get(playerId), wallet.getAccounts(playerId)]);
      // Rewards are priced and paid in the wallet the player plays with.
      const currency = accounts.find((a) => a.active)?.currency ?? player.currency;
      return { groups: await groupsOf(db, playerId), canIssueBonuses: player.can_issue_bonuses, currency };
    },
    enableBonuses: async (playerId) => {
      await playerService.setCanIssueBonuses(playerId, true);
    },
    giftTemplateTerms: async (id) => {
      const template = (await promotionsConsole.templates()).find((t) => t.id === id && t.retired_at === null);
      return template
        ? {
            wager: template.wager_multiplier,
            freespinWager: template.freespin_wager,
            maxWins: template.max_wins,
            freespinBets: template.freespin_bets,
          }
        : null;
    },
  });
  if (engineOn('loyalty')) loyalty.subscribe();
  const competitions = createCompetitionService({
    db,
    clock,
    outbox,
    wallet,
    bonuses,
    loyalty,
    groupsOf: (playerId) => groupsOf(db, playerId),
    currencyOf: async (playerId) => (await playerService.get(playerId)).currency,
    // One query for the top 20 and the caller's row (the leaderboard read, bench/leaderboard-bench.ts).
    namesOf: (ids) => leaderboardNamesOf(db, ids),
  });
  if (engineOn('competitions')) competitions.subscribe();
  const vip = createVipService({
    db,
    clock,
    outbox,
    bonuses,
    playerFacts: async (playerId) => {
      const [player, accounts] = await Promise.all([playerService.get(playerId), wallet.getAccounts(playerId)]);
      // Progress is shown in the wallet the player plays with; the licence's zone sets the quarters.
      return { currency: accounts.find((a) => a.active)?.currency ?? player.currency, licence: player.license_name };
    },
    licencesOf: async (ids) => new Map([...(await placesOf(db, ids))].map(([id, place]) => [id, place.licence])),
    moveToGroup: async (tx, playerId, group, at) => {
      await moveWithinGroups(tx, outbox, playerId, Object.values(VIP_STATUS_GROUPS), group, at);
    },
  });
  if (engineOn('vip')) vip.subscribe();
  const jackpots = createJackpotService({
    db,
    clock,
    outbox,
    wallet,
    playerName: displayNameOf,
    // Browser tests only; env.ts refuses JACKPOT_FORCED_HITS=on outside NODE_ENV=test (decision 056).
    ...(env.NODE_ENV === 'test' && env.JACKPOT_FORCED_HITS === 'on' && { forcedHits: createForcedHits({ db, clock }) }),
  });
  if (engineOn('jackpots')) jackpots.subscribe();
  const promotionsConsole = createPromotionsConsole({
    ...bonusDeps,
    players: { idOf: (ref) => playerIdOf(db, ref), inGroup: (group, limit) => playerIdsInGroup(db, group, limit) },
  });
  const adventures = createAdventureService({
    db,
    clock,
    outbox,
    config,
    bonuses,
    playerFacts: async (playerId) => {
      const [player, accounts] = await Promise.all([playerService.get(playerId), wallet.getAccounts(playerId)]);
      const currency = accounts.find((a) => a.active)?.currency ?? player.currency;
      return { groups: await groupsOf(db, playerId), country: player.country, currency };
    },
    countriesOf: async (ids) => new Map([...(await placesOf(db, ids))].map(([id, place]) => [id, place.country])),
    templateExists: async (id) => (await promotionsConsole.templates()).some((t) => t.id === id && t.retired_at === null),
  });
  if (engineOn('adventures')) adventures.subscribe();
  const verification = createVerificationService({ db, clock, outbox, notifier: notifications, players: playerService });
  const recovery = createRecoveryService(authDeps);
  const rgActions = createRgActionLog({ db, clock });
  const play = createPlayService({
    db,
    clock,
    rng,
    outbox,
    wallet,
    catalogue,
    nameOf,
    seamlessSecret: seamlessSecretFrom(env.SEAMLESS_WALLET_SECRET, env.NODE_ENV === 'production', secret),
    freeSpins: bonuses.freeSpins,
  });

  return {
    config,
    configEditor: createConfigEditor({ db, clock, cache }),
    info,
    cms: createCmsService({ db, cache, clock }),
    telemetry: createTelemetryService({ db, clock }),
    sessions,
    outbox,
    idempotency: createIdempotencyStore({ db, clock, retentionMs: env.IDEMPOTENCY_RETENTION_HOURS * 60 * 60 * 1000 }),
    jobs: createJobQueue({ database, log }),
    captcha,
    twoFactor,
    auth: createAuthService(authDeps),
    recovery,
    security: createSecurityService(authDeps),
    players: playerService,
    wallet,
    payments,
    closure: createClosureService({
      db,
      clock,
      outbox,
      mailer,
      sessions,
      disconnectSessions,
      // The re-entered password counts towards the sign-in lock-out like any other guess.
      checkPassword: createPasswordCheck({ db, clock, outbox, mailer, sessions, disconnectSessions }),
      wallet,
      payments,
      payouts: closurePayouts,
      log,
    }),
    closurePayouts,
    catalogue,
    play,
    limits,
    notifications,
    notificationInbox: createNotificationInbox({ db, clock, outbox, retentionDays: env.NOTIFICATION_RETENTION_DAYS }),
    promoTargeting: createPromoTargeting({
      db,
      clock,
      outbox,
      // A casino started without the demo seed has no popup document: nobody to target, not a failure.
      config: () => config.get('popup-provider-new').catch((err: unknown) => (isNotFound(err) ? null : Promise.reject(err))),
      playersWhoPlayed: (providerSlugs, since) => playersWhoPlayed(db, providerSlugs, since),
      log,
    }),
    staff: createStaffService({
      db,
      clock,
      rng,
      secret,
      throttle: createThrottle({ db, clock }),
      disconnectSessions: (ids) => {
        for (const listener of staffListeners) listener(ids);
      },
    }),
    staffAccounts: createStaffAccounts({
      db,
      clock,
      rng,
      secret,
      mailer,
      publicUrl,
      disconnectSessions: (ids) => {
        for (const listener of staffListeners) listener(ids);
      },
    }),
    support: createSupportService({ db, clock, rng, outbox, players: playerService, config }),
    verification,
    bonuses,
    competitions,
    promotionsConsole,
    loyalty,
    jackpots,
    lotteries,
    adventures,
    vip,
    promotionPages: promotionPages({ db, clock, cache, config, competitions, bonuses, lotteries }),
    playerDesk: createPlayerDesk({
      db,
      clock,
      wallet,
      payments,
      limits,
      verification,
      sessions,
      outbox,
      disconnectSessions,
      forcePasswordReset: (tx, playerId) => recovery.forceReset(tx, playerId),
      recall: play.recall,
    }),
    adjustments: createAdjustments({ db, clock, wallet }),
    moneyDesk: createMoneyDesk({ db, clock, payments, wallet, config, rgActions }),
    rgActions,
    reports: createReports({ db, config }),
    onSessionsEnded: (listener) => listeners.push(listener),
    onStaffSessionsEnded: (listener) => staffListeners.push(listener),
  };
}

/** The promotions shop window, wired to the documents, competitions, gifts and messages it reads (decision 058). */
function promotionPages(deps: {
  db: Database['db'];
  clock: Clock;
  cache: TtlCache;
  config: ConfigService;
  competitions: CompetitionService;
  bonuses: BonusService;
  lotteries: LotteryService;
}): PromotionService {
  const { db, clock, cache, config, competitions, bonuses, lotteries } = deps;
  const cms = createCmsService({ db, cache, clock });
  return createPromotionService({
    db,
    clock,
    cache,
    documents: {
      banners: async (locale) => (await config.get('banners-config', locale)).banners,
      setBanners: (locale, banners, tx) => config.set('banners-config', { banners }, locale, tx),
      items: async () => (await config.getInternal('promo-items')).items,
      setItems: (items, tx) => config.setInternal('promo-items', { items }, tx),
      pages: async () => (await config.get('manage-promotion-pages')).pages,
      showcase: () => config.getInternal('promo-showcase'),
      setShowcase: (store, tx) => config.setInternal('promo-showcase', store, tx),
    },
    tournaments: () => competitions.all(),
    liveLotteries: async () =>
      (await lotteries.all()).filter((lottery) => lottery.status !== 'archive').map((lottery) => lottery.frontend_identifier),
    messages: (locale) => cms.messages(locale),
    groupsOf: (playerId) => groupsOf(db, playerId),
    visibleTournaments: (playerId) => competitions.list(playerId),
    tournamentStatus: (id, playerId) => competitions.status(id, playerId),
    questProgress: (id, playerId) => competitions.questProgress(id, playerId),
    giftsWaiting: async (playerId) => {
      const lists = await Promise.all([bonuses.list(playerId, 'bonus'), bonuses.list(playerId, 'freespins')]);
      return lists.flat().filter((gift) => gift.activatable).length;
    },
  });
}
