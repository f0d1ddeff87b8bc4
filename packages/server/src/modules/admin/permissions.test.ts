import type { Permission, RouteDefinition } from '@ante/core';
import * as core from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { saveRole } from './roles/save-role';

/** Every staff route the contracts define, found from the exported API objects. */
function staffRoutes(): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  for (const value of Object.values(core)) {
    if (!value || typeof value !== 'object') continue;
    for (const route of Object.values(value as Record<string, unknown>)) {
      const definition = route as RouteDefinition;
      if (
        definition &&
        typeof definition === 'object' &&
        'path' in definition &&
        definition.auth === 'staff'
      ) {
        routes.push(definition);
      }
    }
  }
  return routes;
}

/** The route's path with every parameter filled with a value its schema accepts but no row has. */
function concretePath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'slot' ? 'front' : name === 'name' ? 'no-such-role' : '00000000-0000-4000-8000-000000000000',
  )}`;
}

function call(client: TestClient, route: RouteDefinition) {
  return client.request(route.method, concretePath(route.path), route.method === 'GET' ? {} : { body: {} });
}

/**
 * Every staff route names its permission, and the login checks it before anything
 * else: a visitor gets a 401, a player and a member of staff whose role lacks the
 * permission a 403, and a role holding exactly that permission gets past the check
 * (to the input's own 4xx, since these calls send nothing useful).
 */
describe('a permission on every staff route', () => {
  let server: TestServer;
  let player: TestClient;
  const holders = new Map<string, TestClient>();
  let nothing: TestClient;
  const routes = staffRoutes();

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.context.database;
    player = (await registerPlayer(server)).client;
    await db.transaction().execute((trx) => saveRole(trx, 'nothing', { description: '', permissions: [] }));
    nothing = (await registerStaff(server, undefined, 'nothing')).client;
    const permissions = new Set(routes.map((route) => route.permission).filter((p): p is Permission => !!p));
    for (const permission of permissions) {
      const role = `only-${permission.replace('.', '-')}`;
      await db
        .transaction()
        .execute((trx) => saveRole(trx, role, { description: '', permissions: [permission] }));
      holders.set(permission, (await registerStaff(server, undefined, role)).client);
    }
  });
  afterAll(() => server.close());

  it('finds the back office routes and every one names a permission, but who-am-I', () => {
    expect(routes.length).toBeGreaterThan(20);
    const open = routes.filter((route) => route.permission === null).map((route) => route.path);
    expect(open).toEqual(['/staff/me']);
    const adminPaths = routes.filter((route) => route.path.startsWith('/admin/'));
    expect(adminPaths.every((route) => core.PERMISSION_NAMES.includes(route.permission as Permission))).toBe(
      true,
    );
  });

  it('answers 401 to a visitor, 403 to a player and to a role without the permission, and lets the holder in', async () => {
    const visitor = server.client();
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      expect([label, (await call(visitor, route)).status]).toEqual([label, 401]);
      expect([label, (await call(player, route)).status]).toEqual([label, 403]);
      if (route.permission === null) {
        expect([label, (await call(nothing, route)).status]).toEqual([label, 200]);
        continue;
      }
      const refused = await call(nothing, route);
      expect([label, refused.status]).toEqual([label, 403]);
      expect(refused.body.message).toContain(route.permission);
      const holder = holders.get(route.permission as string);
      if (!holder) throw new Error(`no holder for ${route.permission}`);
      const allowed = await call(holder, route);
      expect([label, allowed.status < 500, [401, 403].includes(allowed.status)]).toEqual([
        label,
        true,
        false,
      ]);
    }
  });

  it('tells the back office who is signed in and what their role allows', async () => {
    const admin = await registerStaff(server);
    const me = await admin.client.get('/api/staff/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: admin.username, role: 'admin' });
    expect([...me.body.permissions].sort()).toEqual([...core.PERMISSION_NAMES].sort());
    const support = await registerStaff(server, undefined, 'support');
    expect((await support.client.get('/api/staff/me')).body.permissions).toEqual(
      [...(core.DEFAULT_ROLES.support?.permissions ?? [])].sort(),
    );
  });
});
