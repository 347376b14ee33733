import { type Executor, sponsors } from "@playpal/db";
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { httpUrl, PLACEMENT_PATTERN } from "./schema.ts";
import { presentSponsor } from "./views.ts";

const activeNow = (): SQL =>
  and(
    lte(sponsors.startsAt, sql`now()`),
    or(isNull(sponsors.endsAt), gt(sponsors.endsAt, sql`now()`)),
  ) as SQL;

/** `GET /sponsors`: placements running now (started, not ended), of one placement or all. */
export async function activeSponsors(db: Executor, placement?: string) {
  const rows = await db
    .select()
    .from(sponsors)
    .where(and(activeNow(), placement ? eq(sponsors.placement, placement) : undefined))
    .orderBy(asc(sponsors.placement), desc(sponsors.startsAt), asc(sponsors.id));
  return rows.map(presentSponsor);
}

// ---- the operator's command (scripts/sponsors.ts) --------------------------------------------------
export const sponsorInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    imageUrl: httpUrl,
    linkUrl: httpUrl,
    placement: z.string().trim().regex(PLACEMENT_PATTERN, "must be 1-50 of [a-z0-9_-]"),
    startsAt: z.coerce.date().optional(),
    endsAt: z.coerce.date().optional(),
  })
  .refine((v) => !v.endsAt || v.endsAt > (v.startsAt ?? new Date()), {
    message: "--ends must be after --starts (and in the future)",
  });

export async function addSponsor(db: Executor, input: z.infer<typeof sponsorInput>) {
  const [row] = await db
    .insert(sponsors)
    .values({ ...input, startsAt: input.startsAt ?? new Date(), endsAt: input.endsAt ?? null })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return presentSponsor(row);
}

/** Ends a running or scheduled placement now; null when there is no such placement or it has ended. */
export async function endSponsor(db: Executor, id: string) {
  const [row] = await db
    .update(sponsors)
    .set({ endsAt: sql`now()` })
    .where(and(eq(sponsors.id, id), or(isNull(sponsors.endsAt), gt(sponsors.endsAt, sql`now()`))))
    .returning();
  return row ? presentSponsor(row) : null;
}

/** Every placement, newest first (`--all`), or only those running now. */
export async function listSponsors(db: Executor, options: { all: boolean; placement?: string }) {
  const rows = await db
    .select()
    .from(sponsors)
    .where(
      and(
        options.all ? undefined : activeNow(),
        options.placement ? eq(sponsors.placement, options.placement) : undefined,
      ),
    )
    .orderBy(desc(sponsors.startsAt), asc(sponsors.id));
  return rows.map(presentSponsor);
}
