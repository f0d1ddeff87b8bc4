import { loadConfig } from '../lib/config';
import { openDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { checkLedger } from '../modules/ledger/check-ledger';

/**
 * `npm run ledger:check`: verifies the ledger of the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL) and exits 1 naming every broken account or currency.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    // A database that has never been started is brought to the current schema first.
    await migrate(database.db);
    const problems = await checkLedger(database.db);
    if (problems.length === 0) {
      console.log('Ledger OK: every currency sums to zero and every balance equals its transfers.');
      return;
    }
    for (const problem of problems) console.error(`LEDGER BROKEN: ${problem.detail}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Ledger check could not run: ${(error as Error).message}`);
  process.exit(2);
});
