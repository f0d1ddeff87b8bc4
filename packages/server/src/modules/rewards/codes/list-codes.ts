import type { RedeemCodeList } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { presentCode } from './present-code';

/** Codes kept in the list: far more than staff run at once, and the answer stays small. */
const LIST_LIMIT = 500;

/** GET /admin/codes: the newest codes first, each with how many players have redeemed it. */
export async function listCodes(db: Db): Promise<RedeemCodeList> {
  const rows = await db
    .selectFrom('redeem_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  return { codes: rows.map(presentCode) };
}
