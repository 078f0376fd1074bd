ALTER TABLE "circuit_texts" ADD COLUMN "highlights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "stop_nights" jsonb DEFAULT '[]'::jsonb NOT NULL;