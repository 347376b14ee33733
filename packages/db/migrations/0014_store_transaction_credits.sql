CREATE TABLE "store_transaction_conflicts" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"claimed_user_id" text,
	"product_id" text,
	"credited_user_id" text NOT NULL,
	"credited_event_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_transaction_credits" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_transaction_conflicts_event_key" ON "store_transaction_conflicts" USING btree ("transaction_id","event_id");--> statement-breakpoint
CREATE INDEX "store_transaction_conflicts_created_idx" ON "store_transaction_conflicts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Store transactions credited before this table existed: the first credit of each (by time, then id)
-- becomes its row, so a later claim of one of them finds it; any further credit of the same store
-- transaction (the race this table closes) is recorded as a conflict for review.
WITH credits AS (
	SELECT e.object_id AS transaction_id, substr(e.idempotency_key, 12) AS event_id, p.owner_id AS user_id,
		coalesce(nullif(split_part(coalesce(e.memo, ''), ' ', 1), ''), 'unknown') AS product_id, p.amount AS coins,
		e.created_at, row_number() OVER (PARTITION BY e.object_id ORDER BY e.created_at, e.id) AS n
	FROM "ledger_entries" e
	JOIN "ledger_postings" p ON p.entry_id = e.id AND p.unit = 'coins' AND p.owner_id IS NOT NULL AND p.amount > 0
	WHERE e.kind = 'COIN_PURCHASE' AND e.object_type = 'store_transaction' AND e.idempotency_key LIKE 'revenuecat:%'
), inserted AS (
	INSERT INTO "store_transaction_credits" ("transaction_id", "event_id", "user_id", "product_id", "coins", "created_at")
	SELECT transaction_id, event_id, user_id, product_id, coins, created_at FROM credits WHERE n = 1
	RETURNING "transaction_id", "event_id", "user_id"
)
INSERT INTO "store_transaction_conflicts" ("id", "transaction_id", "event_id", "event_type", "claimed_user_id", "product_id", "credited_user_id", "credited_event_id", "created_at")
SELECT 'backfill-' || md5(c.transaction_id || ':' || c.event_id), c.transaction_id, c.event_id, 'CREDITED_BEFORE_0014', c.user_id, c.product_id, i.user_id, i.event_id, c.created_at
FROM credits c JOIN inserted i ON i.transaction_id = c.transaction_id
WHERE c.n > 1
ON CONFLICT DO NOTHING;
