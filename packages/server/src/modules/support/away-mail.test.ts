import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { registerStaff } from '../../test/staff-helpers';

/**
 * A reply to a player who is away is e-mailed, once per conversation in the interval.
 * Real: HTTP, the database, and an SMTP server the mail really goes to.
 */
describe('the away e-mail', () => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'http://casino.example' } });
    staff = await registerStaff(server, undefined, 'support');
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  const db = () => server.context.database.db;

  /** A player with a verified address, who wrote to support, then went away an hour ago. */
  async function awayPlayer() {
    const player = await registerPlayer(server);
    const email = `${player.userId}@example.test`;
    await db()
      .updateTable('users')
      .set({ email, email_verified_at: new Date() })
      .where('id', '=', player.userId)
      .execute();
    const sent = await player.client.post('/api/support/messages', { message: 'Where is my withdrawal?' });
    await db()
      .updateTable('users')
      .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', player.userId)
      .execute();
    return { ...player, email, conversationId: sent.body.message.conversationId as string };
  }

  /** Lets the node's after-response work (the e-mail) finish. */
  const settle = () => server.context.afterResponse.drain();

  it('e-mails a player who is away, says where to read the answer, and not again within the interval', async () => {
    const player = await awayPlayer();
    const from = inbox.messages.length;
    const reply = `/api/admin/support/conversations/${player.conversationId}/reply`;
    expect(
      (await staff.client.post(reply, { message: 'Your withdrawal is on its way, ref 12345.' })).status,
    ).toBe(200);
    const mail = (await inbox.nextMessageTo(player.email, from)).replace(/=3D/g, '=');
    expect(mail).toContain('Subject: Support answered your message');
    expect(mail).toContain(`Hello ${player.username}`);
    expect(mail).toContain('http://casino.example/?support=open');
    // What staff wrote stays on the site.
    expect(mail).not.toContain('12345');

    expect((await staff.client.post(reply, { message: 'Anything else?' })).status).toBe(200);
    await settle();
    expect(inbox.messages.slice(from).filter((raw) => raw.includes(`To: ${player.email}`))).toHaveLength(1);
    const admin = await registerStaff(server);
    const entries = (await admin.client.get(`/api/admin/audit?q=${player.conversationId}`)).body.entries;
    expect(entries.map((entry: { after: { emailed: boolean } }) => entry.after.emailed)).toEqual([
      false,
      true,
    ]);
  });

  it('does not e-mail a player who is here, nor one without a verified address', async () => {
    const here = await registerPlayer(server);
    await db()
      .updateTable('users')
      .set({ email: `${here.userId}@example.test`, email_verified_at: new Date() })
      .where('id', '=', here.userId)
      .execute();
    const sent = await here.client.post('/api/support/messages', { message: 'Hi' });
    // Registering with an address sends its activation e-mail: the count starts after it.
    const unverified = await registerPlayer(server, { email: 'unverified@example.test' });
    await inbox.nextMessageTo('unverified@example.test', 0);
    const from = inbox.messages.length;
    await staff.client.post(`/api/admin/support/conversations/${sent.body.message.conversationId}/reply`, {
      message: 'Hello',
    });
    const theirs = await unverified.client.post('/api/support/messages', { message: 'Hi' });
    await db()
      .updateTable('users')
      .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', unverified.userId)
      .execute();
    await staff.client.post(`/api/admin/support/conversations/${theirs.body.message.conversationId}/reply`, {
      message: 'Hello',
    });
    await settle();
    expect(inbox.messages.slice(from).map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual([]);
  });

  it('e-mails a visitor at the address they gave once they have left', async () => {
    const visitor = server.client();
    const sent = await visitor.post('/api/support/messages', { message: 'Hi', email: 'leaver@example.test' });
    const id = sent.body.message.conversationId;
    await db()
      .updateTable('support_conversations')
      .set({ visitor_seen_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    const from = inbox.messages.length;
    await staff.client.post(`/api/admin/support/conversations/${id}/reply`, { message: 'Hello' });
    const mail = await inbox.nextMessageTo('leaver@example.test', from);
    expect(mail).toContain('in the browser you wrote from');
  });
});
