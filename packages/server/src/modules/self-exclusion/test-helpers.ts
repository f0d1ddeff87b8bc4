import { expect } from 'vitest';
import { registerPlayer, type TestServer, uniqueUsername } from '../../test/harness';
import type { SmtpInbox } from '../../test/smtp-inbox';
import { fund } from '../../test/wallet-helpers';

export type VerifiedPlayer = Awaited<ReturnType<typeof verifiedPlayer>>;

/** A player with a verified e-mail and 1 BTC, and the e-mail. */
export async function verifiedPlayer(server: TestServer, smtp: SmtpInbox) {
  const email = `${uniqueUsername('x')}@example.com`;
  const player = await registerPlayer(server, { email });
  const code = await smtp.linkToken(email, 'activate-email');
  expect((await server.client().post('/api/user/activate-email', { verificationCode: code })).status).toBe(
    200,
  );
  await fund(server, player.userId, 'BTC', '1');
  return { ...player, email };
}

/** Asks for a break link and returns its token. */
export async function breakLink(smtp: SmtpInbox, player: VerifiedPlayer): Promise<string> {
  const response = await player.client.post('/api/user/exclude/init', {});
  expect(response.status).toBe(200);
  return smtp.linkToken(player.email, 'update-exclusion');
}

/** Starts a break of `timeframe` through a mailed link, and returns it as the answer gives it. */
export async function startBreak(
  server: TestServer,
  smtp: SmtpInbox,
  player: VerifiedPlayer,
  timeframe: string,
) {
  const token = await breakLink(smtp, player);
  const started = await server.client().post('/api/user/exclude/update', { token, timeframe });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.exclusion;
}

export const DAY_MS = 86_400_000;

/** A small dice bet, as the break tests place it. */
export const bet = { currency: 'BTC', amount: '0.0001', params: { condition: 'under', target: 49.5 } };
