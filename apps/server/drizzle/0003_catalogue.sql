-- Hand-written: the trigram index on games.title_search below needs pg_trgm (a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "game_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_search" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text NOT NULL,
	"provider_slug" text NOT NULL,
	"categories" text[] NOT NULL,
	"badges" jsonb NOT NULL,
	"has_demo_mode" boolean NOT NULL,
	"devices" text[] NOT NULL,
	"engine" text NOT NULL,
	"volatility" text,
	"released_on" date NOT NULL,
	"popularity_rank" integer NOT NULL,
	"last_activity_at" timestamp with time zone,
	"currencies" jsonb NOT NULL,
	"collections" jsonb NOT NULL,
	"jackpot_amounts" jsonb,
	CONSTRAINT "games_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "played_games" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "played_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_slug_game_providers_slug_fk" FOREIGN KEY ("provider_slug") REFERENCES "public"."game_providers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_slug");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity_rank");--> statement-breakpoint
CREATE INDEX "games_title_search_trgm_idx" ON "games" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "played_games_recent_idx" ON "played_games" USING btree ("player_id","last_played_at");