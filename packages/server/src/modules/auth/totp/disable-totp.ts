import { Conflict } from '../../../lib/errors';
import type { UserRow } from '../../../lib/session';
import { spendTotpCode, type TotpDeps } from './require-totp';

/**
 * Turns two-factor off, with a current code (as every change that guards the
 * account). The secret is deleted; the last accepted step stays, so the code that
 * turned it off cannot be used again for anything.
 */
export async function disableTotp(deps: TotpDeps, user: UserRow, code: string): Promise<void> {
  if (user.totp_enabled_at === null) throw new Conflict('Two-factor is not on.');
  await spendTotpCode(deps, {
    userId: user.id,
    code,
    slot: 'secret',
    field: 'code',
    async onAccepted(trx) {
      await trx.updateTable('user_totp').set({ secret: null }).where('user_id', '=', user.id).execute();
      await trx.updateTable('users').set({ totp_enabled_at: null }).where('id', '=', user.id).execute();
    },
  });
}
