import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The index re-exports every table file (a glob would also load the schema folder's tests).
  schema: "./packages/db/src/schema/index.ts",
  out: "./packages/db/migrations",
  casing: "snake_case",
});
