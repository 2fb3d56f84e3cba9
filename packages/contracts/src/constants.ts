/** Business constants of requirements §core-9 that both sides need. */
export const HTTP_TIMEOUT_MS = 30_000;
export const HTTP_SERVER_TIMEOUT_MS = 8_000;
export const HTTP_RETRIES = 6;
export const MESSAGES_BUCKET_MS = 300_000;
export const GAMES_PAGE_SIZE = 40;
export const LOBBY_ROW_SIZE = 15;
export const TOAST_LIFETIME_MS = 10_000;
export const MODAL_CLOSE_DELAY_MS = 100;
export const LOCAL_TIME_REFRESH_MS = 15_000;
export const STICKY_HEADER_THRESHOLD_PX = 100;
export const INFINITE_SCROLL_THRESHOLD_PX = 500;
export const IDLE_TITLE_INTERVAL_MS = 2_000;
export const COOKIE_ACCEPTED_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AFFILIATE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const DEFAULT_AFFILIATE_ID = '122';
export const SEARCH_AFFILIATE_ID = '241';
/** ERR-12 CONST-31: the share of page loads whose timing is traced (sent to PUT /performance). */
export const TRACING_SAMPLE_RATE = 0.05;

/** Group ids of requirements §core-6 and §core-9. */
export const GROUPS = {
  abA: 543,
  abB: 544,
  pwaInstall: 1401,
  sofortFilter: 631,
  lithuanianIban: 1101,
  tester: 21,
  noticeTester: 916,
  multiAccount: 100,
  chatVariant: 545,
  vipRegular: 1117,
  vipBronze: 257,
  vipSilver: 258,
  vipGold: 259,
  vipPlatinum: 255,
  vipDiamond: 759,
  supportDefault: 26,
  supportGeneral: 1,
  supportVip: 2,
  /** The promo-provider popup's audience and the group it adds the player to once seen (NOTIF-13). */
  promoProviderTarget: 1501,
  promoProviderShown: 1502,
} as const;

/** Names the server answers with `X-Request-Id`, and the CSRF header every non-GET carries. */
/** The httpOnly cookie that carries the session token (the web only checks it is present). */
export const SESSION_COOKIE_NAME = 'casino_session';
/** A player's session ends after 30 minutes without a request... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and 12 hours after sign-in whatever happens (docs/decisions/006-accounts.md). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REQUEST_ID_HEADER = 'x-request-id';
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * The request header that makes a money-moving POST safe to send again (the IETF httpapi draft's
 * Idempotency-Key): the server answers a repeat of a completed request with its first answer and
 * moves nothing (docs/decisions/028-idempotency-keys.md). A key is 16 to 64 letters, digits,
 * `-` or `_`, optionally as a quoted structured-field string; one per user action, the same on
 * every retry of it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Set to `true` on an answer the server replays from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
