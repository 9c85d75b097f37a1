CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_one_pending_idx" ON "kyc_documents" USING btree ("player_id") WHERE status = 'pending';