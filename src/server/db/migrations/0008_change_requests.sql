CREATE TABLE "change_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(12) NOT NULL,
	"booking_id" integer NOT NULL,
	"locator" varchar(10) NOT NULL,
	"type" char(1) NOT NULL,
	"language" char(2) NOT NULL,
	"destination" varchar(120) NOT NULL,
	"trip_start" date NOT NULL,
	"applicant" varchar(140) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"alt_phone" varchar(20),
	"email" varchar(120) NOT NULL,
	"alt_email" varchar(120),
	"reason" text NOT NULL,
	"days_left" smallint,
	"cost_percent" smallint,
	"estimated_cost" integer,
	"status" varchar(20) DEFAULT 'recibida' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "change_request_events" ADD CONSTRAINT "change_request_events_request_id_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_request_events_request_id_index" ON "change_request_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "change_requests_booking_id_index" ON "change_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "change_requests_created_at_index" ON "change_requests" USING btree ("created_at");