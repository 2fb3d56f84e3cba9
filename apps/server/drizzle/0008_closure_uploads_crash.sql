CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"first_round" bigint NOT NULL,
	"length" integer NOT NULL,
	"secret_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"epoch" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_chains_first_round_unique" UNIQUE("first_round")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"round" bigint PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"betting_at" timestamp with time zone NOT NULL,
	"crash_point" bigint,
	"crashed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" bigint,
	"staff_id" bigint,
	"sha256" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "closure_reason" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "crash_round" bigint;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "attachment_id" bigint;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_player_idx" ON "stored_files" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_documents_player_idx" ON "verification_documents" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_documents_status_idx" ON "verification_documents" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_attachment_id_stored_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_crash_player_idx" ON "game_rounds" USING btree ("crash_round","player_id","mode") WHERE crash_round IS NOT NULL AND player_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_crash_round_idx" ON "game_rounds" USING btree ("crash_round") WHERE crash_round IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_messages_attachment_idx" ON "support_messages" USING btree ("attachment_id");