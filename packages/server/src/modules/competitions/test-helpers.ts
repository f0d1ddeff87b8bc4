import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';

/** A new admin account of these tests, logged in. */
export async function staffClient(server: TestServer): Promise<TestClient> {
  return (await registerStaff(server)).client;
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();

/** Creates a competition through the staff call, live from now for an hour by default. */
export async function createCompetition(staff: TestClient, fields: Record<string, unknown> = {}) {
  const response = await staff.post('/api/admin/competitions', {
    name: 'Weekly race',
    startsAt: new Date().toISOString(),
    endsAt: minutes(60),
    prizes: ['500', '250', '100'],
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string; [key: string]: unknown };
}

/** A dice bet at a 90% chance in USDT (worth its face value in USD at the static rate). */
export async function betUsdt(client: TestClient, amount: string, game: 'dice' | 'limbo' = 'dice') {
  const params = game === 'dice' ? { condition: 'under', target: 90 } : { target: 1.5 };
  const response = await client.post(`/api/play/${game}/bet`, { currency: 'USDT', amount, params });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Moves a competition's window so that it has ended now (the table refuses an end before its start). */
export async function endNow(server: TestServer, id: string): Promise<void> {
  await server.context.database.db
    .updateTable('competitions')
    .set({ ends_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export { minutes };
