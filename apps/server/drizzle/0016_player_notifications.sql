CREATE TABLE "player_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"notification_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_notifications" ADD CONSTRAINT "player_notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_notifications_player_notification_idx" ON "player_notifications" USING btree ("player_id","notification_id");--> statement-breakpoint
CREATE INDEX "player_notifications_player_idx" ON "player_notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_notifications_created_idx" ON "player_notifications" USING btree ("created_at");