import { loadConfig } from "@playpal/platform/config";
import { ensureDatabase, runMigrations } from "./migrate.ts";

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
await runMigrations(config.DATABASE_URL);
console.log("migrations applied");
