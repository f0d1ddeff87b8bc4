import { transferCodeCheck } from '../transfer-codes';

/**
 * The transfer codes of the rewards programme: rakeback, the weekly and monthly
 * bonuses, redeem codes and drops, and offers. Replaces the constraint of migration
 * 0024 with the list of TRANSFER_CODES (lib/db/transfer-codes.ts; NOT VALID, as there:
 * rows already written are not re-read).
 */
export const sql = `
${transferCodeCheck()}`;
