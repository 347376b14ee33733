import { type Cursor, toPage } from "@playpal/db";
import { coinSpendPostings, findEntryByKey, postEntry } from "@playpal/ledger";
import { notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { publish, publishInTransaction } from "../events/bus.ts";
import { charging, clientKey, idempotencyKeyReused, Replayed, ratesOf } from "./charge.ts";
import { requireCounterparty, requireVisibleUser } from "./parties.ts";
import * as q from "./queries.ts";
import { type ProductPurchaseView, type ProductView, presentProduct, presentPurchase } from "./views.ts";

/** `POST /products`: the caller lists a product; followers with `shopUpdates` get a push (queued). */
export async function createProduct(
  deps: Deps,
  creatorId: string,
  input: { title: string; description?: string; priceCoins: number },
): Promise<ProductView> {
  // The product and its event (the followers' push fan-out) commit together (events/outbox.ts).
  const { row, event } = await deps.db.transaction(async (tx) => {
    const inserted = await q.insertProduct(tx, {
      creatorId,
      title: input.title,
      description: input.description || null,
      priceCoins: input.priceCoins,
    });
    const listed = { productId: inserted.id, creatorId };
    await publishInTransaction(deps, tx, "product.listed", listed);
    return { row: inserted, event: listed };
  });
  await publish(deps, "product.listed", event);
  return presentProduct(row);
}

/** `GET /products?creatorId=`: a creator's products, newest first (404 when the creator blocked the caller). */
export async function listProducts(
  deps: Deps,
  viewerId: string,
  creatorId: string,
  page: { limit: number; cursor?: Cursor },
) {
  await requireVisibleUser(deps.db, viewerId, creatorId);
  const rows = await q.listProducts(deps.db, creatorId, { limit: page.limit + 1, cursor: page.cursor });
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r);
  return { items: items.map(presentProduct), nextCursor };
}

/**
 * `POST /products/:id/purchase`: debits the product's price and credits the creator's available
 * earnings minus the fee, with the purchase row, in one transaction. 404 for an unknown product or a
 * creator who blocked the buyer, 403 when the buyer blocked the creator, 400 for one's own product or
 * too few coins (nothing written). With an `Idempotency-Key`, a retry answers the first purchase.
 */
export async function purchaseProduct(
  deps: Deps,
  buyerId: string,
  productId: string,
  idempotencyKey?: string,
): Promise<ProductPurchaseView> {
  const product = await q.findProduct(deps.db, productId);
  if (!product) throw notFound("Product not found");
  // A product whose creator blocked the buyer does not exist for them.
  await requireCounterparty(
    deps.db,
    buyerId,
    product.creatorId,
    { code: "CANNOT_BUY_OWN_PRODUCT", message: "You cannot buy your own product" },
    () => notFound("Product not found"),
  );
  const key = clientKey("purchase", buyerId, idempotencyKey);
  // A retry of a purchase that went through answers it, even if the price has changed since.
  const earlier = key ? await findEntryByKey(deps.db, key) : null;
  const firstPurchase = earlier?.objectId ? await q.findPurchase(deps.db, earlier.objectId) : null;
  if (firstPurchase) {
    if (firstPurchase.productId !== productId) throw idempotencyKeyReused();
    return presentPurchase(firstPurchase);
  }
  try {
    const row = await charging(product.priceCoins, () =>
      deps.db.transaction(async (tx) => {
        const purchase = await q.insertPurchase(tx, {
          productId,
          buyerId,
          creatorId: product.creatorId,
          priceCoins: product.priceCoins,
        });
        const { replayed, entry } = await postEntry(tx, {
          idempotencyKey: key ?? `product_purchase:${purchase.id}`,
          kind: "PRODUCT_PURCHASE",
          objectType: "product_purchase",
          objectId: purchase.id,
          memo: product.title.slice(0, 120),
          postings: coinSpendPostings({
            payerId: buyerId,
            creatorId: product.creatorId,
            coins: product.priceCoins,
            rates: ratesOf(deps.config),
          }),
        });
        if (replayed) throw new Replayed(entry.objectId ?? purchase.id);
        return purchase;
      }),
    );
    return presentPurchase(row);
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    // The key's first request committed while this one was in flight: the same answer only for the
    // same request (two products at one price post the same movement, so the ledger cannot tell).
    const first = await q.findPurchase(deps.db, error.objectId);
    if (!first) throw notFound("Purchase not found");
    if (first.productId !== productId) throw idempotencyKeyReused();
    return presentPurchase(first);
  }
}
