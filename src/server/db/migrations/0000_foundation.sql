CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(80) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"preferred_time" varchar(20) NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "callback_requests_created_at_index" ON "callback_requests" USING btree ("created_at");