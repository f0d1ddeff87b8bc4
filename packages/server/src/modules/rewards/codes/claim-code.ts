import {
  type ClaimRedeemCodeRequest,
  type ClaimRedeemCodeResponse,
  type CryptoCode,
  ErrorCode,
  fromDecimalString,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { Conflict, NotFound, ValidationError } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { Auth } from '../../../lib/session';
import { postTransfer } from '../../ledger/post-transfer';
import { assertNotExcluded } from '../../users/self-exclusion';
import { requireSupportedCurrency, usdInCurrency } from '../../wallet/currency-rules';
import type { RatesService } from '../../wallet/rates/rates-service';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { assertCodeOpen, assertPlayerQualifies, fullyClaimed } from './code-gates';
import type { RedeemCodeRow } from './present-code';

export type ClaimCodeDeps = { config: Config; rates: RatesService };

/** Thrown for a code no one created; the route counts these as guesses. */
export class UnknownCode extends NotFound {
  constructor() {
    super('That code does not exist. Check it and try again.', 'code');
  }
}

/**
 * POST /rewards/claim/code: pays a code's reward once per player and to at most
 * `max_uses` players, however many claims arrive at once. In the caller's transaction.
 *
 * - The claim row (primary key code and player) is written first: a second claim by the
 *   same player waits on it and then finds it, so it is refused, not paid.
 * - Then one conditional UPDATE takes a use (`uses < max_uses`, still open). It locks
 *   the code's row, so claims by different players pass it one at a time, and each
 *   re-reads the count the one before it committed: the last use goes to one player
 *   only. When it finds nothing the code is read again to say why.
 * - The ledger's idempotency key `redeem-code:<code>:<player>` is the third guard.
 *
 * The reward is `reward_usd` at the rate of the moment, cut to the currency's
 * precision, in the code's currency or, when it names none, the one the player asks
 * for. A code's wagering requirement (`wager_requirement_x`) is stored and returned
 * for the player to see, but not enforced: the payout goes to the main balance at once.
 * Holding it back needs a rollover like the welcome offer's, which is built around a
 * deposit; until rollovers can start from a reward, staff should not rely on it.
 */
export async function claimCode(
  trx: Db,
  events: PendingEvents,
  deps: ClaimCodeDeps,
  auth: Auth,
  input: ClaimRedeemCodeRequest,
): Promise<ClaimRedeemCodeResponse> {
  const userId = auth.user.id;
  assertNotExcluded(auth.user);
  const code = await findCode(trx, input.code);
  const claimed = await trx
    .selectFrom('redeem_code_claims')
    .select('user_id')
    .where('code_id', '=', code.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (claimed) throw alreadyClaimed();
  assertCodeOpen(code, new Date());
  await assertPlayerQualifies(trx, code, auth.user);

  const currency = payoutCurrency(deps.config, code, input.currency);
  const usd = fromDecimalString(code.reward_usd);
  const amount = usdInCurrency(deps.rates, usd, currency);
  if (amount <= 0n) {
    throw new ValidationError(`currency: the reward is too small to pay in ${currency}`, 'currency');
  }
  const inserted = await trx
    .insertInto('redeem_code_claims')
    .values({
      code_id: code.id,
      user_id: userId,
      currency,
      amount: toDecimalString(amount),
      usd: toDecimalString(usd),
    })
    .onConflict((oc) => oc.columns(['code_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) throw alreadyClaimed();
  const taken = await trx
    .updateTable('redeem_codes')
    .set({ uses: sql<number>`uses + 1` })
    .where('id', '=', code.id)
    .where(sql<boolean>`uses < max_uses`)
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning('uses')
    .executeTakeFirst();
  if (!taken) {
    assertCodeOpen(await findCode(trx, input.code), new Date());
    throw fullyClaimed();
  }

  await postTransfer(trx, {
    code: 'redeem_code',
    from: { system: 'rewards' },
    to: { userId, kind: 'main' },
    currency,
    amount,
    idempotencyKey: `redeem-code:${code.id}:${userId}`,
    reference: `redeem_code:${code.id}:${userId}`,
  });
  const balance = await raiseWalletEvent(trx, events, userId, currency);
  return {
    currency,
    amount: toDecimalString(amount),
    usd: toDecimalString(usd),
    balance,
    wagerRequirementX: code.wager_requirement_x,
  };
}

async function findCode(trx: Db, name: string): Promise<RedeemCodeRow> {
  const code = await trx
    .selectFrom('redeem_codes')
    .selectAll()
    .where(sql`lower(code)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (!code) throw new UnknownCode();
  return code;
}

function payoutCurrency(config: Config, code: RedeemCodeRow, asked: CryptoCode | undefined): CryptoCode {
  const fixed = code.currency as CryptoCode | null;
  if (fixed) return requireSupportedCurrency(config, fixed);
  if (!asked)
    throw new ValidationError('currency: choose the currency to receive this reward in', 'currency');
  return requireSupportedCurrency(config, asked);
}

function alreadyClaimed(): Conflict {
  return new Conflict('You have already redeemed this code.', ErrorCode.Conflict);
}
