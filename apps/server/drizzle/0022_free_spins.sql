CREATE TABLE "gift_freespin_rounds" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"gift_id" bigint NOT NULL,
	"spin" integer NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "freespin_gift_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "freespin_number" integer;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "freespin_win_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_freespin_rounds" ADD CONSTRAINT "gift_freespin_rounds_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_freespin_rounds_spin_idx" ON "gift_freespin_rounds" USING btree ("gift_id","spin");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_freespins" CHECK ("gifts"."freespins_used" between 0 and "gifts"."freespins_total" and "gifts"."freespin_win_cents" >= 0);