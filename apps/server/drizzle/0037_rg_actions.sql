CREATE TABLE "rg_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_actions" ADD CONSTRAINT "rg_actions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_actions_player_idx" ON "rg_actions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "rg_actions_created_idx" ON "rg_actions" USING btree ("created_at");