import { randomUUID } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  divideByRate,
  formatCrypto,
  fromDecimalString,
  multiplyByRate,
  parseAmount,
  toDecimalString,
  usdText,
  type Withdrawal,
} from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { assertWithdrawalAllowed } from '../verification/withdrawal-rule';
import type { ChainAdapter } from './chain/chain-adapter';
import { parsePlayerAmount, requireNetwork, requireSupportedCurrency } from './currency-rules';
import { presentWithdrawal } from './present-withdrawal';
import type { RatesService } from './rates/rates-service';
import { raiseWalletEvent } from './wallet-event';
import { needsReview } from './withdrawal-review';

export interface WithdrawalInput {
  currency: CryptoCode;
  network: string;
  address: string;
  amount: string;
}

/**
 * Takes the amount and the network's fee out of the main balance at once, into the
 * platform's `withdrawals` account, and records a pending withdrawal that the
 * processor sends after the cancellation window. Refused (and nothing changed) when
 * the address does not fit the network, the value is under the network's minimum at
 * current rates, the value with the player's other withdrawals of the last 24 hours or
 * 30 days is above what the account's verification level allows (403,
 * KYC_WITHDRAW_LEVEL_USD, withdrawal-rule.ts), the currency has no fresh price to tell (503), or the balance cannot
 * cover amount plus fee (409). A large one is held for staff review (withdrawal-review.ts).
 */
export async function requestWithdrawal(
  trx: Db,
  events: PendingEvents,
  deps: { config: Config; rates: RatesService; chain: ChainAdapter },
  userId: string,
  input: WithdrawalInput,
): Promise<Withdrawal> {
  const currency = requireSupportedCurrency(deps.config, input.currency);
  const network = requireNetwork(currency, input.network);
  if (!deps.chain.isValidAddress(network.id, input.address)) {
    throw new ValidationError(`Not a valid ${network.name} address`, 'address');
  }
  const amount = parsePlayerAmount(currency, input.amount);
  const usdPrice = deps.rates.usdPrice(currency);
  const minimumUsd = parseAmount(network.minWithdraw);
  const valueUsd = multiplyByRate(amount, usdPrice);
  if (valueUsd < minimumUsd) {
    const minimum = divideByRate(minimumUsd, usdPrice);
    const digits = CRYPTO_CURRENCIES[currency].significantDigits;
    throw new ValidationError(
      `The minimum withdrawal on ${network.name} is ${usdText(network.minWithdraw)} (about ${formatCrypto(minimum, digits)} ${currency})`,
      'amount',
    ).naming(network.minWithdraw);
  }
  await assertWithdrawalAllowed(trx, deps.config, userId, valueUsd);
  const held = await needsReview(trx, deps.config, userId, valueUsd);
  const fee = fromDecimalString(network.withdrawFee);
  const id = randomUUID();
  const row = await trx
    .insertInto('withdrawals')
    .values({
      id,
      user_id: userId,
      currency,
      network: network.id,
      address: input.address,
      amount: toDecimalString(amount),
      fee: toDecimalString(fee),
      value_usd: toDecimalString(valueUsd),
      review: held ? 'held' : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const reference = `withdrawal:${id}`;
  await postTransfer(trx, {
    code: 'withdrawal',
    from: { userId, kind: 'main' },
    to: { system: 'withdrawals' },
    currency,
    amount,
    idempotencyKey: reference,
    reference,
  });
  if (fee > 0n) {
    await postTransfer(trx, {
      code: 'withdrawal_fee',
      from: { userId, kind: 'main' },
      to: { system: 'withdrawals' },
      currency,
      amount: fee,
      idempotencyKey: `${reference}:fee`,
      reference,
    });
  }
  await raiseWalletEvent(trx, events, userId, currency);
  return presentWithdrawal(row);
}
