import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';

/**
 * The audit log: each staff action leaves one entry in its own transaction, the chain's
 * check passes on an honest log and finds an entry edited, deleted or inserted by
 * someone who went around the application (and around the append-only trigger).
 */
describe('the audit log', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerStaff(server);
  });
  afterAll(() => server.close());

  const db = () => server.context.database.db;

  it('records a role change with who, the permission, on whom, before and after, and the address', async () => {
    const target = await registerPlayer(server);
    const set = await admin.client.post('/api/admin/staff/role', { userId: target.userId, role: 'support' });
    expect(set.status).toBe(200);
    const page = await admin.client.get(`/api/admin/audit?userId=${target.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.entries[0]).toMatchObject({
      actor: admin.username,
      actorId: admin.userId,
      permission: 'staff.manage',
      action: 'staff.grant',
      targetUserId: target.userId,
      targetUsername: target.username,
      before: { role: 'user' },
      after: { role: 'support' },
      ip: '127.0.0.1',
    });
    // The same again changes nothing and is refused, so the log holds only real changes.
    const again = await admin.client.post('/api/admin/staff/role', {
      userId: target.userId,
      role: 'support',
    });
    expect(again.status).toBe(409);
    expect(
      (await admin.client.post('/api/admin/staff/role', { userId: admin.userId, role: 'user' })).status,
    ).toBe(403);
    expect(
      (await admin.client.post('/api/admin/staff/role', { userId: target.userId, role: 'no-such-role' }))
        .status,
    ).toBe(400);
  });

  it('chains entries written at the same moment one after the other', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.client.request('PUT', `/api/admin/roles/race-${i}`, {
          body: { description: `role ${i}`, permissions: ['players.read'] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const check = await admin.client.get('/api/admin/audit/check');
    expect(check.body).toMatchObject({ ok: true, brokenAt: null });
    const head = await db().selectFrom('staff_audit_head').select('seq').executeTakeFirstOrThrow();
    expect(check.body.entries).toBe(Number(head.seq));
  });

  it('searches by words and pages backwards', async () => {
    const found = await admin.client.get('/api/admin/audit?q=race-1&limit=100');
    expect(found.body.entries.map((e: { target: string }) => e.target).sort()).toEqual(
      ['race-1', 'race-10', 'race-11'].sort(),
    );
    const first = await admin.client.get('/api/admin/audit?limit=5');
    expect(first.body.entries).toHaveLength(5);
    const next = await admin.client.get(`/api/admin/audit?limit=5&before=${first.body.nextBefore}`);
    expect(next.body.entries[0].seq).toBe(first.body.entries[4].seq - 1);
    for (const bad of [
      'limit=0',
      'limit=101',
      'before=-1',
      'userId=nope',
      `q=${'x'.repeat(101)}`,
      'extra=1',
    ]) {
      expect([bad, (await admin.client.get(`/api/admin/audit?${bad}`)).status]).toEqual([bad, 400]);
    }
  });

  it('refuses UPDATE and DELETE of an entry', async () => {
    await expect(sql`UPDATE staff_audit SET actor = 'someone' WHERE seq = 1`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM staff_audit WHERE seq = 1`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('finds an entry edited, deleted or inserted behind the trigger’s back', async () => {
    const tamper = async (statement: ReturnType<typeof sql>) => {
      await sql`ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_change`.execute(db());
      try {
        await statement.execute(db());
      } finally {
        await sql`ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_no_change`.execute(db());
      }
    };
    const entries = (await admin.client.get('/api/admin/audit/check')).body.entries as number;
    expect(entries).toBeGreaterThan(5);
    const saved = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('seq', '=', '3')
      .executeTakeFirstOrThrow();

    await tamper(sql`UPDATE staff_audit SET after = '{"role":"admin"}' WHERE seq = 3`);
    expect((await admin.client.get('/api/admin/audit/check')).body).toMatchObject({
      ok: false,
      brokenAt: 3,
      reason: 'its content does not match its hash',
    });
    await tamper(sql`UPDATE staff_audit SET after = ${JSON.stringify(saved.after)}::jsonb WHERE seq = 3`);
    expect((await admin.client.get('/api/admin/audit/check')).body.ok).toBe(true);

    await tamper(sql`DELETE FROM staff_audit WHERE seq = 4`);
    expect((await admin.client.get('/api/admin/audit/check')).body).toMatchObject({ ok: false, brokenAt: 4 });
    await tamper(sql`DELETE FROM staff_audit WHERE seq >= 4`);
    expect((await admin.client.get('/api/admin/audit/check')).body).toMatchObject({ ok: false, brokenAt: 4 });
    // Re-linking a forged entry 4 after entry 3 still fails: its hash cannot match without the chain's next links.
    await tamper(
      sql`INSERT INTO staff_audit (seq, at, actor, permission, action, prev_hash, hash)
          VALUES (4, now(), 'forger', 'staff.manage', 'staff.grant', ${saved.hash}, ${'f'.repeat(64)})`,
    );
    expect((await admin.client.get('/api/admin/audit/check')).body).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it('keeps an action and its entry together: no entry, no action', async () => {
    await sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END; $$`.execute(db());
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(
      db(),
    );
    try {
      const response = await admin.client.request('PUT', '/api/admin/roles/orphan', {
        body: { description: '', permissions: [] },
      });
      expect(response.status).toBe(500);
      const role = await db()
        .selectFrom('staff_roles')
        .select('name')
        .where('name', '=', 'orphan')
        .executeTakeFirst();
      expect(role).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER refuse_audit ON staff_audit`.execute(db());
      await sql`DROP FUNCTION refuse_audit()`.execute(db());
    }
  });
});
