CREATE TABLE "tournament_awards" (
	"tournament_id" bigint PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_contributions" (
	"tournament_id" bigint NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"stake_cents" bigint NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"native_cents" bigint NOT NULL,
	"native_currency" text NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_contributions_tournament_id_bet_transaction_id_pk" PRIMARY KEY("tournament_id","bet_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"bets_cents" bigint DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"bet_currency" text,
	"quest_bets_cents" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes_paid" (
	"tournament_id" bigint NOT NULL,
	"slot" text NOT NULL,
	"player_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_prizes_paid_tournament_id_slot_pk" PRIMARY KEY("tournament_id","slot")
);
--> statement-breakpoint
CREATE TABLE "tournament_processed_events" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"strategy" text NOT NULL,
	"confirmation_required" boolean DEFAULT false NOT NULL,
	"min_bet_cents" bigint DEFAULT 0 NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rates_ppm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournaments_frontend_identifier_unique" UNIQUE("frontend_identifier"),
	CONSTRAINT "tournaments_strategy" CHECK ("tournaments"."strategy" in ('bet_sum', 'bet_count', 'best_multiplier')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."end_at" > "tournaments"."start_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_awards" ADD CONSTRAINT "tournament_awards_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_contributions" ADD CONSTRAINT "tournament_contributions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_contributions" ADD CONSTRAINT "tournament_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes_paid" ADD CONSTRAINT "tournament_prizes_paid_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes_paid" ADD CONSTRAINT "tournament_prizes_paid_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_contributions_player_idx" ON "tournament_contributions" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_contributions_bet_idx" ON "tournament_contributions" USING btree ("bet_transaction_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS LAST,"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_prizes_unpaid_idx" ON "tournament_prizes_paid" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "tournaments_period_idx" ON "tournaments" USING btree ("start_at","end_at");