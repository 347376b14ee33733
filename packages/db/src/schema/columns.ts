import { text, timestamp } from "drizzle-orm/pg-core";
import { newId } from "./ids.ts";

export { newId };

/** Primary key: an opaque, URL-safe id in cuid2's shape (`newId`, also for a statement that must name it once). */
export const id = () => text("id").primaryKey().$defaultFn(newId);

/**
 * Millisecond-precision timestamps: JavaScript dates carry milliseconds, so compound (createdAt, id)
 * cursors round-trip exactly.
 */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () =>
  ts("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
