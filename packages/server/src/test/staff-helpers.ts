import { grantRole, type StaffRole } from '../modules/staff/change-role';
import { registerPlayer, type TestServer } from './harness';

/**
 * A registered account made staff the way an operator does it (the use case behind
 * `npm run staff -- grant`), logged in. Registration alone never gives a role.
 */
export async function registerStaff(server: TestServer, username?: string, role: StaffRole = 'admin') {
  const registered = await registerPlayer(server, username ? { username } : {});
  await grantRole(server.context.database.db, registered.username, role, { source: 'cli' });
  return registered;
}
