CREATE TABLE "player_reality_checks" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_reality_checks_interval_check" CHECK (interval_minutes BETWEEN 10 AND 180)
);
--> statement-breakpoint
ALTER TABLE "player_reality_checks" ADD CONSTRAINT "player_reality_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;