import { transferCodeCheck } from '../transfer-codes';

/**
 * A transfer's code is one of the ledger's closed list (TRANSFER_CODES in
 * packages/core/src/ledger/transfer-codes.ts), here as well as in the type system.
 * NOT VALID: every new row is checked, and the rows already written, all by code that
 * used these very codes, are not read again, so the upgrade costs no scan of the
 * ledger. The constraint is written once, in lib/db/transfer-codes.ts, from
 * TRANSFER_CODES: this migration and those that once replaced it with a longer list
 * (0031, 0032, 0037, 0040) all apply today's list, and a code added since is added at
 * the next start with no migration of its own.
 */
export const sql = `
${transferCodeCheck()}`;
