CREATE TABLE "lotteries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"tickets_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotteries_frontend_identifier_unique" UNIQUE("frontend_identifier")
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"lottery_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	CONSTRAINT "lottery_tickets_lottery_id_number_pk" PRIMARY KEY("lottery_id","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"lottery_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"ticket_number" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"prize" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_winners_lottery_id_place_pk" PRIMARY KEY("lottery_id","place")
);
--> statement-breakpoint
ALTER TABLE "lottery_ticket_issues" ADD CONSTRAINT "lottery_ticket_issues_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_issues" ADD CONSTRAINT "lottery_ticket_issues_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_issue_id_lottery_ticket_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_ticket_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_ticket_issues_source_idx" ON "lottery_ticket_issues" USING btree ("lottery_id","source");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player_idx" ON "lottery_tickets" USING btree ("player_id","lottery_id");