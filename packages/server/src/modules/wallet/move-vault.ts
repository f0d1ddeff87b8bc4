import { randomUUID } from 'node:crypto';
import { type CryptoCode, fromDecimalString, toDecimalString, type VaultMoveResponse } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { raiseWalletEvent } from './wallet-event';

/**
 * Moves money between the player's main balance and their vault. The direction
 * decides the transfer code (`vault_in`, `vault_out`); the caller has already
 * checked the password for a move out of the vault.
 */
export async function moveVault(
  trx: Db,
  events: PendingEvents,
  userId: string,
  input: { currency: CryptoCode; amount: bigint; direction: 'in' | 'out' },
): Promise<VaultMoveResponse> {
  const main = { userId, kind: 'main' as const };
  const vault = { userId, kind: 'vault' as const };
  const id = randomUUID();
  await postTransfer(trx, {
    code: input.direction === 'in' ? 'vault_in' : 'vault_out',
    from: input.direction === 'in' ? main : vault,
    to: input.direction === 'in' ? vault : main,
    currency: input.currency,
    amount: input.amount,
    idempotencyKey: `vault:${id}`,
    reference: `vault:${id}`,
  });
  const rows = await trx
    .selectFrom('accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .where('currency', '=', input.currency)
    .execute();
  const balanceOf = (kind: string) =>
    toDecimalString(fromDecimalString(rows.find((row) => row.kind === kind)?.balance ?? '0'));
  await raiseWalletEvent(trx, events, userId, input.currency);
  return { currency: input.currency, balance: balanceOf('main'), vaultBalance: balanceOf('vault') };
}
