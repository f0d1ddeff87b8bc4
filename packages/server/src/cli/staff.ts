import { pino } from 'pino';
import { loadConfig } from '../lib/config';
import { openDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { loadSecretKey } from '../lib/secret-key';
import { askRunningCasino } from '../modules/staff/control-socket';
import {
  isStaffCommand,
  runStaffCommand,
  STAFF_USAGE,
  type StaffCommandResult,
} from '../modules/staff/run-staff-command';

/** A refusal the operator can fix (bad usage, unknown account): exit 1 with the message. */
class Refused extends Error {}

/**
 * `npm run staff`: gives an existing account a staff role, takes it away, or lists
 * staff (modules/staff/run-staff-command.ts). On PostgreSQL (DATABASE_URL) it connects
 * like any node. On the embedded database it first asks a casino running on DATA_DIR
 * to run it (modules/staff/control-socket.ts), since only one process may hold that
 * folder; with no casino running it opens the folder itself. Each change is recorded
 * in `staff_grants` with `cli` as its author and written to the log (this process's,
 * JSON on stderr, or the running casino's) besides the line for the operator on
 * stdout. Exit 1 on a refusal, 2 when it could not run.
 */
async function main(args: string[]): Promise<void> {
  if (!isStaffCommand(args)) throw new Refused(STAFF_USAGE);
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'info' }, pino.destination(2));
  let result: StaffCommandResult | null = null;
  if (!config.databaseUrl) {
    result = await askRunningCasino(
      config.dataDir,
      loadSecretKey(config.secretKey, config.dataDir).key,
      args,
    );
  }
  if (!result) {
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      await migrate(database.db);
      result = await runStaffCommand(database.db, args, log);
    } finally {
      await database.close();
    }
  }
  if (result.exitCode === 1) throw new Refused(result.lines.join('\n'));
  for (const line of result.lines) console.log(line);
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof Refused) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`The staff command could not run: ${(error as Error).message}`);
  process.exit(2);
});
