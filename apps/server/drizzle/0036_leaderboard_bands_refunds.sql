CREATE TABLE "tournament_score_bands" (
	"tournament_id" bigint NOT NULL,
	"band" integer NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_score_bands_tournament_id_band_pk" PRIMARY KEY("tournament_id","band"),
	CONSTRAINT "tournament_score_bands_entries" CHECK ("tournament_score_bands"."entries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_score_bands" ADD CONSTRAINT "tournament_score_bands_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bands of the entries scored before this migration (scoreBand in competitions/ranking.ts).
INSERT INTO "tournament_score_bands" ("tournament_id", "band", "entries")
SELECT "tournament_id", "band", count(*)::int FROM (
  SELECT "tournament_id",
    CASE WHEN "score" < 128 THEN "score"::int
      ELSE (64 + ("e" - 6) * 64 + (("score" >> ("e" - 6)) & 63))::int END AS "band"
  FROM (
    SELECT "tournament_id", "score", 64 - position('1' in "score"::bit(64)::text) AS "e"
    FROM "tournament_entries" WHERE "score" > 0
  ) AS "scored"
) AS "banded"
GROUP BY "tournament_id", "band";
