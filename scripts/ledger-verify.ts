/**
 * `npm run ledger:verify`: recomputes every ledger balance from its postings and checks that every
 * entry balances (docs/ledger.md). Prints the report; exits 1 on any difference, 2 when the database
 * cannot be read.
 */
import { closeDatabase, createDatabase } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import { loadConfigOrExit } from "@playpal/platform";

const config = loadConfigOrExit();
const db = createDatabase(config.DATABASE_URL, { max: 1 });
try {
  const report = await verifyLedger(db);
  console.log(JSON.stringify(report, null, 2));
  console.log(
    report.ok
      ? `ledger OK: ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings`
      : "ledger MISMATCH: see the report above",
  );
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`ledger verify failed: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await closeDatabase(db);
}
