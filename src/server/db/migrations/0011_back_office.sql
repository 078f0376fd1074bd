CREATE TABLE "agent_sessions" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"stage" varchar(12) NOT NULL,
	"csrf_token" char(43) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(120) NOT NULL,
	"name" varchar(80) NOT NULL,
	"role" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" varchar(64),
	"totp_pending_secret" varchar(64),
	"totp_last_step" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "agents_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"agent_email" varchar(120) NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity" varchar(30) NOT NULL,
	"entity_id" varchar(40) NOT NULL,
	"booking_id" integer,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_sessions_agent_id_index" ON "agent_sessions" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_sessions_last_seen_at_index" ON "agent_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "audit_log_booking_id_index" ON "audit_log" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_agent_id_index" ON "audit_log" USING btree ("agent_id");--> statement-breakpoint
UPDATE "booking_messages" SET "answered_at" = "booking_messages"."created_at" FROM "bookings" WHERE "bookings"."id" = "booking_messages"."booking_id" AND "booking_messages"."created_at" = "bookings"."created_at";