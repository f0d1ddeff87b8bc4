import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { registerStaff } from '../../test/staff-helpers';
import { LEVEL_1, pendingSubmissionId } from '../../test/verification-helpers';
import { watchUser } from '../../test/wallet-helpers';

/** A staff decision on a verification reaches the player in the app at once, and by e-mail. */
describe('a verification decision is told to the player', () => {
  let server: TestServer;
  let smtp: SmtpInbox;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, KYC_LEVEL1_REVIEW: 'true' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sends the rejection with its reason on the player’s feed and to their verified address', async () => {
    const risk = await registerStaff(server, undefined, 'risk');
    const email = `kyc-${Date.now()}@ante.example`;
    const player = await registerPlayer(server, { email });
    await sql`UPDATE users SET email_verified_at = now() WHERE id = ${player.userId}`.execute(
      server.context.database.db,
    );
    expect((await player.client.post('/api/user/verify/level-1', LEVEL_1)).status).toBe(200);
    const id = await pendingSubmissionId(risk.client, player.username, 1);
    const watch = await watchUser(server, player.userId);
    const from = smtp.messages.length;
    const rejected = await risk.client.post(`/api/admin/verification/${id}/reject`, {
      reason: 'The name does not match',
    });
    expect(rejected.status).toBe(200);
    await watch.arrived({
      feed: 'verification',
      payload: { level: 1, status: 'rejected', reason: 'The name does not match' },
    });
    await watch.stop();
    const mail = await smtp.nextMessageTo(email, from);
    expect(mail).toContain('Verification level 1 rejected');
    expect(mail).toContain('The name does not match');
    const audit = await server.context.database.db
      .selectFrom('staff_audit')
      .select(['action', 'permission'])
      .where('target', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'kyc.reject', permission: 'kyc.review' }]);
  });
});
