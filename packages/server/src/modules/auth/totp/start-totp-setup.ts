import type { TotpSetupResponse } from '@ante/core';
import QRCode from 'qrcode';
import { Conflict } from '../../../lib/errors';
import type { UserRow } from '../../../lib/session';
import { sealContext } from './check-totp-code';
import type { TotpDeps } from './require-totp';
import { newTotpSecret, totpUri } from './totp-code';

/**
 * Makes a new secret for the player to add to their authenticator, kept sealed as
 * pending until a code proves the app holds it (enable-totp.ts). Asking again
 * replaces the pending secret, so only the QR code shown last works. Refused while
 * two-factor is on: the secret in use is only ever replaced by turning it off first.
 */
export async function startTotpSetup(deps: TotpDeps, user: UserRow): Promise<TotpSetupResponse> {
  if (user.totp_enabled_at !== null) {
    throw new Conflict('Two-factor is already on. Turn it off first to set up a new authenticator.');
  }
  const secret = newTotpSecret();
  const sealed = deps.secrets.seal(secret, sealContext(user.id));
  await deps.db
    .insertInto('user_totp')
    .values({ user_id: user.id, pending_secret: sealed, pending_created_at: new Date() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ pending_secret: sealed, pending_created_at: new Date(), updated_at: new Date() }),
    )
    .execute();
  const uri = totpUri(secret, user.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { secret, uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
