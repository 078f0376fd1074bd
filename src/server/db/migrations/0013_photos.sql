CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(12) NOT NULL,
	"owner_key" varchar(10) NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photos_owner_kind_owner_key_index" ON "photos" USING btree ("owner_kind","owner_key");