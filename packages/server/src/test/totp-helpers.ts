import { Secret, TOTP } from 'otpauth';
import type { TestClient } from './harness';

/**
 * Two-factor codes as the player's authenticator app computes them, with the same
 * library the server uses, `offsetSteps` 30-second steps away from now.
 */
export function codeAt(secret: string, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * Waits, when the current step ends within `marginMs`, for the next one: a test that
 * computes codes now and sends them a moment later then knows which step the server
 * is in when it checks them.
 */
export async function awayFromStepEdge(marginMs = 4_000): Promise<void> {
  const remaining = TOTP.remaining({ period: 30 });
  if (remaining < marginMs) await new Promise((resolve) => setTimeout(resolve, remaining + 100));
}

/**
 * Turns two-factor on for the client's player and returns the secret. The code that
 * turns it on is the previous step's, so the current and the next step stay unused:
 * two more codes the test can spend without waiting half a minute.
 */
export async function enableTwoFactor(client: TestClient): Promise<string> {
  await awayFromStepEdge();
  const setup = await client.get('/api/user/totp/new');
  if (setup.status !== 200) throw new Error(`totp/new failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret: string = setup.body.secret;
  const verify = await client.post('/api/user/totp/verify', { code: codeAt(secret, -1) });
  if (verify.status !== 200)
    throw new Error(`totp/verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return secret;
}
