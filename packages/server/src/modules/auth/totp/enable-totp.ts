import { sql } from 'kysely';
import { Conflict } from '../../../lib/errors';
import type { UserRow } from '../../../lib/session';
import { spendTotpCode, type TotpDeps } from './require-totp';

/** A QR code shown and never confirmed stops working after this long. */
export const TOTP_SETUP_TTL_MS = 60 * 60_000;

/**
 * Turns two-factor on with the pending secret (start-totp-setup.ts), only when the
 * code matches it: proof that the player's authenticator holds the secret, so they
 * cannot lock themselves out by scanning nothing. The pending secret becomes the one
 * in use, in the same transaction that spends the code. A set-up left for an hour has
 * to be started again, so a secret glimpsed on a screen does not wait forever.
 */
export async function enableTotp(deps: TotpDeps, user: UserRow, code: string): Promise<void> {
  if (user.totp_enabled_at !== null) throw new Conflict('Two-factor is already on.');
  const pending = await deps.db
    .selectFrom('user_totp')
    .select(['pending_secret', 'pending_created_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!pending?.pending_secret) {
    throw new Conflict('Start the set-up first: there is no new secret waiting for its code.');
  }
  if (!pending.pending_created_at || Date.now() - pending.pending_created_at.getTime() > TOTP_SETUP_TTL_MS) {
    throw new Conflict('This set-up has expired. Start again to get a new QR code.');
  }
  await spendTotpCode(deps, {
    userId: user.id,
    code,
    slot: 'pending_secret',
    field: 'code',
    async onAccepted(trx) {
      await trx
        .updateTable('user_totp')
        .set((eb) => ({ secret: eb.ref('pending_secret'), pending_secret: null, pending_created_at: null }))
        .where('user_id', '=', user.id)
        .execute();
      await trx.updateTable('users').set({ totp_enabled_at: sql`now()` }).where('id', '=', user.id).execute();
    },
  });
}
