CREATE TABLE "jackpot_forced_hits" (
	"level_id" bigint PRIMARY KEY NOT NULL,
	"armed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_forced_hits" ADD CONSTRAINT "jackpot_forced_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;