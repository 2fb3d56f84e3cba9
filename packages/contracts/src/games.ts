import { z } from 'zod';
import { GAMES_PAGE_SIZE } from './constants';
import { pagedListSchema } from './pagination';
import { GAMES_MAX_PAGE_SIZE } from './games-constants';
export * from './games-constants';

/**
 * The game catalogue (requirements §core-3 Game, Provider, Category; §core-7 Games and favourites).
 *
 * A game is addressed three ways: `id` (a number, used by favourites and games_filter/select),
 * `identifier` (`{provider}:{slug}`, stable across environments) and the play path
 * `/play/{provider}/{slug}`.
 */

export const deviceSchema = z.enum(['mobile', 'desktop']);
export type Device = z.infer<typeof deviceSchema>;

export const gameBadgeSchema = z.object({
  /** e.g. new, hot, exclusive, jackpot, drops */
  type: z.string(),
  /** colour theme of the badge: red, green, blue, gold, purple */
  theme: z.string(),
});
export type GameBadge = z.infer<typeof gameBadgeSchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  /** `{provider}:{slug}` */
  identifier: z.string(),
  /** The game's own name as its studio spells it. */
  name: z.string(),
  /** Display title (may differ from name, e.g. shortened). */
  title: z.string(),
  slug: z.string(),
  seo_title: z.string(),
  /** Provider slug. */
  provider: z.string(),
  /** Provider display title, so a tile needs no second lookup. */
  provider_title: z.string(),
  /** URL of the preview image; `preview_width` × `preview_height` pixels. */
  preview: z.string(),
  preview_width: z.number().int(),
  preview_height: z.number().int(),
  /** Category slugs, marker categories included (GAME-06). */
  categories: z.array(z.string()),
  badges: z.array(gameBadgeSchema),
  /** Currency code → the launch id of the game in that currency; FUN for demo (GAME-05). */
  currencies: z.record(z.string(), z.object({ id: z.number().int() })),
  has_demo_mode: z.boolean(),
  /** Collection slug → position of the game in that collection (lower first). */
  collections: z.record(z.string(), z.number().int()),
  last_activity_at: z.string().nullable(),
  /** The in-house game model the game plays on (slot-lines, roulette, crash, ...). */
  engine: z.string(),
  devices: z.array(deviceSchema),
});
export type Game = z.infer<typeof gameSchema>;

export const providerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** URL of the provider's logo image. */
  url: z.string(),
  games_count: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  games_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** The longest provider, category or game slug the catalogue knows. */
export const GAME_SLUG_MAX = 64;
const slugSchema = z.string().trim().min(1).max(GAME_SLUG_MAX);

/**
 * POST /api/games_filter (GAME-08, GAME-28). Criteria combine with AND between kinds (title,
 * providers, categories) and OR within a kind (strategy OR). page starts at 1; page_size 1..100
 * (default 40); anything else is a 422, never a silent clamp.
 */
export const gamesFilterRequestSchema = z
  .object({
    device: deviceSchema,
    filter: z
      .object({
        title: z.string().trim().max(100).optional(),
        providers: z.array(slugSchema).max(100).optional(),
        categories: z
          .object({
            identifiers: z.array(slugSchema).min(1).max(50),
            strategy: z.literal('OR').default('OR'),
          })
          .strict()
          .optional(),
        /**
         * Beyond requirements §core-7: true lists live-dealer games only (the /live/{slug} pages), false none of
         * them (the /pokies/{slug} pages); AND with the other criteria, leaving the order as it is.
         */
        live: z.boolean().optional(),
      })
      .strict()
      .default({}),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(GAMES_MAX_PAGE_SIZE).default(GAMES_PAGE_SIZE),
  })
  .strict();
export type GamesFilterRequest = z.input<typeof gamesFilterRequestSchema>;

export const gamesPageSchema = pagedListSchema(gameSchema);
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** POST /api/games_filter/select (GAME-10): games by id, in the order asked; unknown ids are left out. */
export const gamesSelectRequestSchema = z
  .object({
    game_ids: z.array(z.number().int().positive()).max(200),
    device: deviceSchema,
  })
  .strict();
export const gamesSelectResponseSchema = z.array(gameSchema);

/** GET /api/games/jackpots: games with a progressive jackpot and its amount per currency. */
export const gameJackpotSchema = z.object({
  game_id: z.number().int(),
  identifier: z.string(),
  /** currency code → amount in minor units */
  amounts: z.record(z.string(), z.number().int().nonnegative()),
});
export const gameJackpotsResponseSchema = z.array(gameJackpotSchema);

export const providersResponseSchema = z.array(providerSchema);
export const collectionsResponseSchema = z.array(categorySchema);

export const favoriteIdsResponseSchema = z.array(z.number().int());
export const favoriteFullResponseSchema = z.array(gameSchema);

/** GET /api/player/played_games: the player's last games, most recent first (GAME-27). */
export const playedGameSchema = gameSchema.extend({ played_at: z.string() });
export const playedGamesResponseSchema = z.array(playedGameSchema);

/** Path parameter of /api/player/favorite_games/{id}. */
export const gameIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
