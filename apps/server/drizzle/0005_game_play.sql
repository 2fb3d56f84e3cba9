CREATE TABLE "fair_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"player_id" bigint,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"pending" jsonb,
	"bet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"rng_position" integer DEFAULT 0 NOT NULL,
	"balance_before_cents" bigint,
	"balance_after_cents" bigint,
	"interrupted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" bigint,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"demo_balance_cents" bigint,
	"seed_pair_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"round_ref" text NOT NULL,
	"bet_transaction_id" text,
	"request_hash" text NOT NULL,
	"wallet_transaction_id" bigint,
	"tombstone" boolean DEFAULT false NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_one_active_idx" ON "fair_seed_pairs" USING btree ("player_id") WHERE active AND player_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_game_idx" ON "game_rounds" USING btree ("player_id","game_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_unfinished_idx" ON "game_rounds" USING btree ("updated_at") WHERE status IN ('betting', 'open', 'settling');--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_open_per_session_idx" ON "game_rounds" USING btree ("session_id") WHERE status IN ('betting', 'open', 'settling');--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_provider_tx_idx" ON "seamless_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_bet_idx" ON "seamless_transactions" USING btree ("provider","bet_transaction_id");