ALTER TABLE "booking_supplements" ADD COLUMN "extra_id" integer;--> statement-breakpoint
ALTER TABLE "booking_supplements" ADD COLUMN "day" date;