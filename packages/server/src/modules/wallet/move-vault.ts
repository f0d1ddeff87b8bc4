import { randomUUID } from 'node:crypto';
import type { CryptoCode, VaultMoveResponse } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { accountBalance } from '../ledger/accounts';
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
  const balance = await raiseWalletEvent(trx, events, userId, input.currency);
  const vaultBalance = await accountBalance(trx, userId, 'vault', input.currency);
  return { currency: input.currency, balance, vaultBalance };
}
