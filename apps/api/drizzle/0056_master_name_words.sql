CREATE TABLE "master_name_vocabulary" (
	"vertical" "catalogue_vertical" NOT NULL,
	"word" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "master_name_vocabulary_vertical_word_pk" PRIMARY KEY("vertical","word")
);
--> statement-breakpoint
CREATE TABLE "master_name_words" (
	"vertical" "catalogue_vertical" NOT NULL,
	"word" text NOT NULL,
	"name" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "master_name_words_vertical_word_name_id_pk" PRIMARY KEY("vertical","word","name","id")
);
--> statement-breakpoint
CREATE INDEX "master_name_vocabulary_word_trgm_idx" ON "master_name_vocabulary" USING gin (word gin_trgm_ops);--> statement-breakpoint
-- The words of a name as master_name_words keeps them: lower-cased, split on white space, at
-- least 3 characters (NAME_WORD_MIN_LENGTH in db/catalogue-schema.ts), each once.
CREATE FUNCTION "master_name_words_of"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT "word" FROM regexp_split_to_table(lower("name"), '\s+') AS "word" WHERE char_length("word") >= 3
$$;--> statement-breakpoint
-- Names added (sign 1) or removed (-1): their words' rows in master_name_words, and the
-- vocabulary's counts changed by the rows actually removed and added (a word no product has any
-- more leaves the vocabulary). Writers of master_products are already serialised by
-- catalogue_version_bump's update of its one row (an earlier trigger of the same statement).
CREATE FUNCTION "master_name_words_apply"("verticals" "catalogue_vertical"[], "names" text[], "ids" uuid[], "signs" int[])
RETURNS void LANGUAGE sql AS $$
  WITH "changed" AS (
    SELECT "c"."vertical", "w"."word", "c"."name", "c"."id", "c"."sign"
    FROM unnest("verticals", "names", "ids", "signs") AS "c"("vertical", "name", "id", "sign")
    CROSS JOIN LATERAL "master_name_words_of"("c"."name") AS "w"("word")
  ), "removed" AS (
    DELETE FROM "master_name_words" AS "t" USING "changed"
    WHERE "changed"."sign" < 0 AND ("t"."vertical", "t"."word", "t"."name", "t"."id") = ("changed"."vertical", "changed"."word", "changed"."name", "changed"."id")
    RETURNING "t"."vertical", "t"."word"
  ), "added" AS (
    INSERT INTO "master_name_words" ("vertical", "word", "name", "id")
    SELECT "vertical", "word", "name", "id" FROM "changed" WHERE "sign" > 0 ON CONFLICT DO NOTHING
    RETURNING "vertical", "word"
  )
  INSERT INTO "master_name_vocabulary" ("vertical", "word", "products")
  SELECT "vertical", "word", sum("sign") FROM (
    SELECT "vertical", "word", -1 AS "sign" FROM "removed" UNION ALL SELECT "vertical", "word", 1 FROM "added"
  ) AS "written" GROUP BY 1, 2 HAVING sum("sign") <> 0 ORDER BY 1, 2
  ON CONFLICT ("vertical", "word") DO UPDATE SET "products" = "master_name_vocabulary"."products" + excluded."products";
  DELETE FROM "master_name_vocabulary" AS "v"
  USING unnest("verticals", "names") AS "c"("vertical", "name") CROSS JOIN LATERAL "master_name_words_of"("c"."name") AS "w"("word")
  WHERE "v"."products" <= 0 AND "v"."vertical" = "c"."vertical" AND "v"."word" = "w"."word";
$$;--> statement-breakpoint
CREATE FUNCTION "master_name_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "master_name_words_apply"(array_agg("vertical"), array_agg("name"), array_agg("id"), array_agg(1)) FROM "added";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "master_name_words_apply"(array_agg("vertical"), array_agg("name"), array_agg("id"), array_agg(-1)) FROM "removed";
  ELSE
    PERFORM "master_name_words_apply"(array_agg("c"."vertical"), array_agg("c"."name"), array_agg("c"."id"), array_agg("c"."sign"))
    FROM "before" JOIN "after" ON "after"."id" = "before"."id"
    CROSS JOIN LATERAL (VALUES ("before"."vertical", "before"."name", "before"."id", -1), ("after"."vertical", "after"."name", "after"."id", 1))
      AS "c"("vertical", "name", "id", "sign")
    WHERE ("after"."vertical", "after"."name") IS DISTINCT FROM ("before"."vertical", "before"."name");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "master_name_words_insert" AFTER INSERT ON "master_products"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "master_name_words_follow"();--> statement-breakpoint
CREATE TRIGGER "master_name_words_update" AFTER UPDATE ON "master_products"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "master_name_words_follow"();--> statement-breakpoint
CREATE TRIGGER "master_name_words_delete" AFTER DELETE ON "master_products"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "master_name_words_follow"();--> statement-breakpoint
CREATE FUNCTION "master_name_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "master_name_words", "master_name_vocabulary";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "master_name_words_truncated" AFTER TRUNCATE ON "master_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "master_name_words_truncated"();--> statement-breakpoint
-- The products already there (in key order: the primary key is built as it is read).
INSERT INTO "master_name_words" ("vertical", "word", "name", "id")
  SELECT "p"."vertical", "w"."word", "p"."name", "p"."id" FROM "master_products" AS "p"
  CROSS JOIN LATERAL "master_name_words_of"("p"."name") AS "w"("word") ORDER BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "master_name_vocabulary" ("vertical", "word", "products")
  SELECT "vertical", "word", count(*) FROM "master_name_words" GROUP BY 1, 2;
