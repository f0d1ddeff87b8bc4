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
import { accountBalance } from '../../ledger/accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { assertNotExcluded } from '../../self-exclusion/assert-not-excluded';
import { requireSupportedCurrency, usdInCurrency } from '../../wallet/currency-rules';
import type { RatesService } from '../../wallet/rates/rates-service';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { takeUse } from '../limited-uses';
import { assertNoActiveRollover, lockPlayerRollovers } from '../rollovers/one-per-currency';
import { rolloverState } from '../rollovers/rollover-state';
import { startRollover } from '../rollovers/start-rollover';
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
 * for. A code without a wagering requirement pays into the main balance at once. A code
 * with one (`wager_requirement_x`) holds the reward back instead: it starts a rollover
 * (rollovers/), paid once the player's counted stakes in that currency reach X times
 * the reward within the welcome offer's days, counted on the welcome offer's terms. As
 * every rollover, it needs the currency free of any other (one per currency), which
 * the player's rollover lock keeps true while the claim runs.
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
  // A code that starts a rollover takes the player's rollover lock first: their claims
  // then pass one at a time, and a second claim of this code learns that it was
  // claimed, not that its rollover holds the currency.
  if (code.wager_requirement_x !== null) await lockPlayerRollovers(trx, userId);
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
  if (code.wager_requirement_x !== null) await assertNoActiveRollover(trx, deps.config, userId, currency);
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
  const taken = await takeUse(trx, 'redeem_codes', code.id);
  if (!taken) {
    assertCodeOpen(await findCode(trx, input.code), new Date());
    throw fullyClaimed();
  }

  if (code.wager_requirement_x !== null) {
    const row = await startRollover(trx, {
      source: 'code',
      codeId: code.id,
      userId,
      currency,
      bonus: amount,
      deposit: 0n,
      depositId: null,
      requirement: amount * BigInt(code.wager_requirement_x),
      startsAt: new Date(),
      days: deps.config.welcomeBonus.days,
      maxBetUsd: deps.config.welcomeBonus.maxBetUsd,
    });
    // The claim row (primary key code and player) lets one claim this far: a rollover for it cannot exist yet.
    if (!row) throw alreadyClaimed();
    const balance = await accountBalance(trx, userId, 'main', currency);
    return {
      currency,
      amount: toDecimalString(amount),
      usd: toDecimalString(usd),
      balance,
      wagerRequirementX: code.wager_requirement_x,
      rollover: await rolloverState(trx, row, code.code),
    };
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
    rollover: null,
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
