import type { ProviderRequest, ProviderResponse } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { accountBalance } from '../ledger/accounts';
import { providerSession } from './provider-session';

/** `balance`: the session player's balance in its currency; the session must be live. */
export async function sessionBalance(
  db: Db,
  providerId: string,
  request: ProviderRequest<'balance'>,
  sessionMinutes: number,
): Promise<ProviderResponse<'balance'>> {
  return db.transaction().execute(async (trx) => {
    const session = await providerSession(trx, providerId, request.sessionId, {
      live: true,
      minutes: sessionMinutes,
    });
    return { balance: await accountBalance(trx, session.userId, 'main', session.currency) };
  });
}
