import { TRANSFER_CODES } from '@ante/core';
import { CompiledQuery, type Kysely, sql } from 'kysely';

/**
 * The database refuses a transfer whose code is not in the ledger's closed list
 * (TRANSFER_CODES in packages/core/src/ledger/transfer-codes.ts), by a CHECK on
 * `transfers.code`, written here and only here.
 *
 * The CHECK is NOT VALID: every new row is checked, and the rows already written, all
 * by code that used these very codes, are not read again, so replacing it costs no
 * scan of the ledger.
 */
export function transferCodeCheck(codes: readonly string[] = TRANSFER_CODES): string {
  for (const code of codes) {
    if (!/^[a-z_]+$/.test(code)) throw new Error(`not a transfer code: ${code}`);
  }
  return `
ALTER TABLE transfers DROP CONSTRAINT IF EXISTS transfers_code_known;
ALTER TABLE transfers ADD CONSTRAINT transfers_code_known
  CHECK (code IN (${codes.map((code) => `'${code}'`).join(', ')})) NOT VALID;
`;
}

/** The codes the database's CHECK accepts now; empty when there is no CHECK yet. */
export async function knownTransferCodes(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'transfers_code_known' and conrelid = 'transfers'::regclass`.execute(db);
  const definition = rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? '');
}

/**
 * Adds to the CHECK every code of TRANSFER_CODES it lacks, so a new code needs no
 * migration of its own: the first node started with it adds it (migrate calls this
 * after the migrations, in their transaction and under their lock). It only ever adds:
 * a node of an older version, started during a rolling upgrade, finds nothing missing
 * and leaves the longer list alone, where replacing the list would refuse the newer
 * nodes' transfers. When nothing is missing it changes nothing, and takes no lock on
 * the ledger.
 */
export async function addMissingTransferCodes(db: Kysely<any>): Promise<string[]> {
  const known = await knownTransferCodes(db);
  const missing = TRANSFER_CODES.filter((code) => !known.includes(code));
  if (missing.length === 0) return [];
  const kept = known.filter((code) => !(TRANSFER_CODES as readonly string[]).includes(code));
  await db.executeQuery(CompiledQuery.raw(transferCodeCheck([...TRANSFER_CODES, ...kept])));
  return missing;
}
