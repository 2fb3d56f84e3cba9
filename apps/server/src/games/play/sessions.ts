import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEMO_BALANCE_CENTS, DEMO_CURRENCY, REAL_PLAY_FIELD_REQUIRED, type GameMode, type GameSession } from '@casino/contracts';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { HttpError, ValidationError, forbidden, notFound, unauthorized } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { Rng } from '../../platform/rng';
import type { WalletService } from '../../wallet';
import type { CatalogueGame, CatalogueService } from '../catalogue';
import { isEngineId, type EngineId } from '../engines';
import type { FairSeedService } from './seeds';
import { gameSessions } from './tables';

/** A session ends after this long without a call from its game frame. */
export const GAME_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** The in-house provider's name in seamless calls and frame paths. */
export const INHOUSE_PROVIDER = 'inhouse';
/** The provider name of calls on the signed seamless-wallet API (/api/seamless/*). */
export const EXTERNAL_PROVIDER = 'external';

export type GameSessionRow = typeof gameSessions.$inferSelect;

export interface LaunchRequest {
  gameId: number;
  mode: GameMode;
  currency?: string;
  playerId: number | null;
  /** The visitor's country restriction (spec: real play is closed in restricted countries). */
  restricted: boolean;
  /** The provider context's required profile fields the player left empty (PLAY-04); real play waits for them. */
  missingFields?: readonly string[];
}

export interface GameSessionService {
  /** Launches a game: a session bound to the player, the currency and the game. */
  launch(request: LaunchRequest): Promise<GameSession>;
  /**
   * The session of a token. `live` also requires it to be unexpired and moves its idle end on;
   * a win or rollback may arrive for an expired one.
   */
  resolve(token: string | undefined, live: boolean): Promise<GameSessionRow>;
  /** The same by id, for the in-house provider, which holds the session rather than its token. */
  resolveById(id: number, live: boolean): Promise<GameSessionRow>;
  /** The catalogue game a session plays. */
  gameOf(gameId: number): Promise<CatalogueGame>;
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The engine a catalogue game plays on: a lines slot's volatility picks its math model. */
function engineFor(game: CatalogueGame): EngineId {
  let engine = game.game.engine;
  if (engine === 'slot-lines' && game.categories.has('high-volatility')) engine = 'slot-lines-high';
  else if (engine === 'slot-lines' && game.categories.has('low-volatility')) engine = 'slot-lines-low';
  if (!isEngineId(engine)) throw new HttpError(409, 'this game cannot be played at the moment');
  return engine;
}

export function createGameSessionService(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  wallet: WalletService;
  catalogue: CatalogueService;
  seeds: FairSeedService;
}): GameSessionService {
  const { db, clock } = deps;

  async function gameOf(gameId: number): Promise<CatalogueGame> {
    const game = await deps.catalogue.game(gameId);
    if (!game) throw notFound('game not found');
    return game;
  }

  return {
    gameOf,
    async launch(request) {
      if (request.mode === 'real' && request.playerId === null) throw unauthorized();
      const game = await gameOf(request.gameId);
      const engine = engineFor(game);
      const now = clock.now();
      const token = deps.rng.bytes(32).toString('base64url');
      let currency: string;
      let balance: number;
      const playerId = request.playerId;
      if (request.mode === 'demo') {
        if (!game.game.has_demo_mode || !game.game.currencies[DEMO_CURRENCY])
          throw new HttpError(409, 'this game has no demo mode');
        currency = DEMO_CURRENCY;
        balance = DEMO_BALANCE_CENTS;
      } else {
        if (playerId === null) throw unauthorized();
        if (request.restricted) throw forbidden('Games for real money are not available in your country');
        const missing = request.missingFields ?? [];
        if (missing.length > 0)
          throw new ValidationError(Object.fromEntries(missing.map((field) => [field, [REAL_PLAY_FIELD_REQUIRED]])));
        const accounts = await deps.wallet.getAccounts(playerId);
        const account = request.currency ? accounts.find((a) => a.currency === request.currency) : accounts.find((a) => a.active);
        if (!account) throw new ValidationError({ currency: ['no wallet in this currency'] });
        if (!game.game.currencies[account.currency]) throw new ValidationError({ currency: ['is not supported by this game'] });
        currency = account.currency;
        balance = account.amount_cents;
      }
      await db.transaction(async (tx) => {
        const seedPairId = playerId === null ? await deps.seeds.createGuestPair(tx) : null;
        const [row] = await tx
          .insert(gameSessions)
          .values({
            tokenHash: tokenHashOf(token),
            playerId,
            gameId: game.id,
            engine,
            mode: request.mode,
            currency,
            demoBalanceCents: request.mode === 'demo' ? DEMO_BALANCE_CENTS : null,
            seedPairId,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + GAME_SESSION_IDLE_MS),
          })
          .returning({ id: gameSessions.id });
        if (!row) throw new Error('game session insert returned nothing');
      });
      if (playerId !== null) await deps.catalogue.recordPlay(playerId, game.id);
      return {
        session: token,
        url: `/provider/${INHOUSE_PROVIDER}/games/${engine}?session=${encodeURIComponent(token)}`,
        mode: request.mode,
        game_id: game.id,
        engine,
        currency,
        balance_cents: balance,
        expires_at: new Date(now.getTime() + GAME_SESSION_IDLE_MS).toISOString(),
      };
    },
    async resolve(token, live) {
      if (!token || token.length > 200) throw new HttpError(401, 'game session required');
      const query = preparedOn(db, 'game_session_by_token', (on, name) =>
        on
          .select()
          .from(gameSessions)
          .where(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
          .limit(1)
          .prepare(name),
      );
      const [row] = await query.execute({ tokenHash: tokenHashOf(token) });
      return checked(row, live);
    },
    async resolveById(id, live) {
      const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1);
      return checked(row, live);
    },
  };

  async function checked(row: GameSessionRow | undefined, live: boolean): Promise<GameSessionRow> {
    if (!row) throw new HttpError(401, 'game session not found');
    if (!live) return row;
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, 'game session expired');
    // The idle end moves at most once a minute, so a fast game does not write on every call.
    if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      const expiresAt = new Date(now.getTime() + GAME_SESSION_IDLE_MS);
      await db.update(gameSessions).set({ lastSeenAt: now, expiresAt }).where(eq(gameSessions.id, row.id));
      return { ...row, lastSeenAt: now, expiresAt };
    }
    return row;
  }
}
