CREATE TABLE "jackpot_bets" (
	"jackpot_id" bigint NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_bets_jackpot_id_bet_transaction_id_pk" PRIMARY KEY("jackpot_id","bet_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"contribution_ppm" integer NOT NULL,
	"seed_cents" bigint NOT NULL,
	"mean_win_cents" bigint NOT NULL,
	"ceiling_cents" bigint,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_levels_amount_check" CHECK ("jackpot_levels"."amount_cents" >= 0),
	CONSTRAINT "jackpot_levels_share_check" CHECK ("jackpot_levels"."contribution_ppm" >= 0 AND "jackpot_levels"."contribution_ppm" <= 100000),
	CONSTRAINT "jackpot_levels_mean_check" CHECK ("jackpot_levels"."mean_win_cents" > "jackpot_levels"."seed_cents" AND "jackpot_levels"."seed_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_pool_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"other_cents" bigint NOT NULL,
	"other_currency" text NOT NULL,
	"bet_transaction_id" bigint,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"level_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"level_name" text NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"original_amount_cents" bigint NOT NULL,
	"original_currency" text NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"game_identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "jackpot_bets" ADD CONSTRAINT "jackpot_bets_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pool_movements" ADD CONSTRAINT "jackpot_pool_movements_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_identifier_idx" ON "jackpot_levels" USING btree ("jackpot_id","identifier");--> statement-breakpoint
CREATE INDEX "jackpot_pool_movements_level_idx" ON "jackpot_pool_movements" USING btree ("level_id","kind");--> statement-breakpoint
CREATE INDEX "jackpot_pool_movements_bet_idx" ON "jackpot_pool_movements" USING btree ("bet_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_bet_idx" ON "jackpot_wins" USING btree ("level_id","bet_transaction_id");--> statement-breakpoint
CREATE INDEX "jackpot_wins_amount_idx" ON "jackpot_wins" USING btree ("original_amount_cents");--> statement-breakpoint
CREATE INDEX "jackpot_wins_created_idx" ON "jackpot_wins" USING btree ("created_at");