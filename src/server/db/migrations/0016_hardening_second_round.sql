CREATE TABLE "agent_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" varchar(64) NOT NULL,
	"step" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"format" varchar(4) NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format")
);
--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "totp_secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "totp_pending_secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "scopes" text[] DEFAULT ARRAY['catalogue:read']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "encoded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_sign_in_failures" ADD CONSTRAINT "agent_sign_in_failures_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_sign_in_failures_agent_id_at_index" ON "agent_sign_in_failures" USING btree ("agent_id","at");