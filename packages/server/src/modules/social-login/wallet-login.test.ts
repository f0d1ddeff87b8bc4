import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';

/** Real server and database; the wallet is a key made here, signing with viem as MetaMask would. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function wallet() {
  return privateKeyToAccount(generatePrivateKey());
}

async function signIn(
  client: TestClient,
  account: ReturnType<typeof wallet>,
  address: string = account.address,
) {
  const challenge = await client.get(`/api/user/login/metamask/${address}`);
  expect(challenge.status).toBe(200);
  const signature = await account.signMessage({ message: challenge.body.message });
  return { message: challenge.body.message as string, signature };
}

describe('wallet login (Sign-In with Ethereum)', () => {
  it('hands out an EIP-4361 message for this site, chain 1, expiring in 10 minutes', async () => {
    const account = wallet();
    const response = await server.client().get(`/api/user/login/metamask/${account.address.toLowerCase()}`);
    expect(response.status).toBe(200);
    const message: string = response.body.message;
    const host = new URL(server.url).host;
    expect(
      message.startsWith(`${host} wants you to sign in with your Ethereum account:\n${account.address}\n`),
    ).toBe(true);
    expect(message).toContain(`URI: ${server.url}`);
    expect(message).toContain('Chain ID: 1');
    expect(message).toMatch(/Nonce: [A-Za-z0-9]{8,}/);
    const expiresIn = new Date(response.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('asks a new wallet for a username, registers it with the same signature, then logs in', async () => {
    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    const first = await client.post('/api/user/login/metamask', { address: account.address, ...signed });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ usernameRequired: true });
    expect(client.cookies.has('ante_session')).toBe(false);

    const username = uniqueUsername('w');
    const registered = await client.post('/api/user/register/metamask', {
      address: account.address,
      signature: signed.signature,
      username,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ username, email: null, hasPassword: false });
    expect((await client.get('/api/user/me')).body.user.username).toBe(username);

    const again = server.client();
    const second = await again.post('/api/user/login/metamask', {
      address: account.address.toLowerCase(),
      ...(await signIn(again, account)),
    });
    expect(second.status).toBe(200);
    expect(second.body.user.username).toBe(username);
    expect((await again.get('/api/user/me')).status).toBe(200);
  });

  it('makes the owner of the stored campaign code the new wallet account’s referrer', async () => {
    const owner = await registerPlayer(server);
    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    const registered = await client.post('/api/user/register/metamask', {
      address: account.address,
      signature: signed.signature,
      username: uniqueUsername('wr'),
      referrer: owner.username,
    });
    expect(registered.status).toBe(200);
    expect((await client.get('/api/affiliate/campaigns')).body.referredBy).toBe(owner.username);
  });

  it('keeps the message for another name when the username is taken', async () => {
    const owner = wallet();
    const taken = uniqueUsername('t');
    const first = server.client();
    const signedFirst = await signIn(first, owner);
    expect(
      (
        await first.post('/api/user/register/metamask', {
          address: owner.address,
          ...signedFirst,
          username: taken,
        })
      ).status,
    ).toBe(200);

    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    const clash = await client.post('/api/user/register/metamask', {
      address: account.address,
      ...signed,
      username: taken.toUpperCase(),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const retry = await client.post('/api/user/register/metamask', {
      address: account.address,
      ...signed,
      username: uniqueUsername('r'),
    });
    expect(retry.status).toBe(200);
    const twice = await server.client().post('/api/user/register/metamask', {
      address: account.address,
      ...(await signIn(server.client(), account)),
      username: uniqueUsername('x'),
    });
    expect(twice.status).toBe(409);
  });

  it('uses a message once, even when the same signature is sent many times at once', async () => {
    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    await client.post('/api/user/register/metamask', {
      address: account.address,
      ...signed,
      username: uniqueUsername('c'),
    });
    const login = await signIn(client, account);
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.client().post('/api/user/login/metamask', { address: account.address, ...login }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    const refused = attempts.find((response) => response.status === 400);
    expect(refused?.body.code).toBe('LOGIN_EXPIRED');
    const replay = await server
      .client()
      .post('/api/user/login/metamask', { address: account.address, ...login });
    expect(replay.status).toBe(400);
  });

  it('refuses a signature by another key, and does not use the message up', async () => {
    const account = wallet();
    const client = server.client();
    const challenge = await client.get(`/api/user/login/metamask/${account.address}`);
    const forged = await wallet().signMessage({ message: challenge.body.message });
    const response = await client.post('/api/user/login/metamask', {
      address: account.address,
      signature: forged,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'LOGIN_REFUSED', field: 'signature' });
    const real = await account.signMessage({ message: challenge.body.message });
    const ok = await client.post('/api/user/login/metamask', { address: account.address, signature: real });
    expect(ok.body).toEqual({ usernameRequired: true });
  });

  it('refuses an expired message', async () => {
    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    await server.context.database.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject', '=', account.address)
      .execute();
    const response = await client.post('/api/user/login/metamask', { address: account.address, ...signed });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('LOGIN_EXPIRED');
  });

  it('refuses a message written for another domain, even with a handed-out nonce', async () => {
    const account = wallet();
    const client = server.client();
    const { message } = await signIn(client, account);
    const nonce = /Nonce: (\S+)/.exec(message)?.[1] ?? '';
    const phished = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'evil.example',
      uri: 'https://evil.example',
      nonce,
      version: '1',
      issuedAt: new Date(),
    });
    const signature = await account.signMessage({ message: phished });
    const response = await client.post('/api/user/login/metamask', {
      address: account.address,
      signature,
      message: phished,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This sign-in message is for another site.');
    const asIs = await client.post('/api/user/login/metamask', { address: account.address, signature });
    expect(asIs.status).toBe(400);
    expect(asIs.body.code).toBe('LOGIN_REFUSED');
  });

  /**
   * Edits a player could be tricked into signing, each a handed-out message with one
   * field changed: every one is refused, and the message handed out still works.
   */
  it.each([
    [
      'a changed statement',
      (m: string) => m.replace('Sign in to Ante with this wallet.', 'Sign in to Ante.'),
    ],
    ['a removed statement', (m: string) => m.replace('Sign in to Ante with this wallet.\n\n', '')],
    ['a removed expiry', (m: string) => m.replace(/\nExpiration Time: [^\n]+/, '')],
    [
      'an expiry moved to 2030',
      (m: string) => m.replace(/Expiration Time: [^\n]+/, 'Expiration Time: 2030-01-01T00:00:00.000Z'),
    ],
    [
      'a moved issue time',
      (m: string) => m.replace(/Issued At: [^\n]+/, 'Issued At: 2020-01-01T00:00:00.000Z'),
    ],
    ['an added not-before', (m: string) => `${m}\nNot Before: 2020-01-01T00:00:00.000Z`],
    ['an added request id', (m: string) => `${m}\nRequest ID: 42`],
    ['added resources', (m: string) => `${m}\nResources:\n- https://evil.example/grant`],
    ['another version', (m: string) => m.replace('Version: 1', 'Version: 2')],
    ['another chain', (m: string) => m.replace('Chain ID: 1', 'Chain ID: 5')],
    ['an added line', (m: string) => `${m}\nYou allow evil.example to spend your funds.`],
  ])('refuses a signed message with %s, and keeps the one handed out', async (_what, edit) => {
    const account = wallet();
    const client = server.client();
    const { message } = await signIn(client, account);
    const edited = edit(message);
    expect(edited).not.toBe(message);
    const signature = await account.signMessage({ message: edited });
    const response = await client.post('/api/user/login/metamask', {
      address: account.address,
      signature,
      message: edited,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toMatch(/^(LOGIN_REFUSED|LOGIN_EXPIRED|VALIDATION)$/);
    expect(client.cookies.has('ante_session')).toBe(false);
    const real = await account.signMessage({ message });
    const ok = await client.post('/api/user/login/metamask', {
      address: account.address,
      signature: real,
      message,
    });
    expect(ok.body).toEqual({ usernameRequired: true });
  });

  it.each([
    ['/api/user/login/metamask/0x1234', 'address'],
    ['/api/user/login/metamask/not-an-address', 'address'],
    [`/api/user/login/metamask/0x${'aB'.repeat(20)}`, 'checksum'],
    [`/api/user/login/metamask/${'0x'.padEnd(80, 'f')}`, 'address'],
  ])('answers 400 for the bad address %s', async (path, words) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(400);
    expect(response.body.message.toLowerCase()).toContain(words);
  });

  it.each([
    ['/api/user/login/metamask', {}, 'address'],
    ['/api/user/login/metamask', { address: wallet().address }, 'signature'],
    ['/api/user/login/metamask', { address: wallet().address, signature: '0x12' }, 'signature'],
    ['/api/user/login/metamask', { address: 42, signature: `0x${'1'.repeat(130)}` }, 'address'],
    [
      '/api/user/login/metamask',
      { address: wallet().address, signature: `0x${'1'.repeat(130)}`, extra: 1 },
      'extra',
    ],
    [
      '/api/user/register/metamask',
      { address: wallet().address, signature: `0x${'1'.repeat(130)}` },
      'username',
    ],
    [
      '/api/user/register/metamask',
      { address: wallet().address, signature: `0x${'1'.repeat(130)}`, username: 'a b' },
      'username',
    ],
  ])('answers 400 for bad input to %s %j', async (path, body, field) => {
    const response = await server.client().post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message.toLowerCase()).toContain(field);
  });

  it('answers 400 for a signature with no message handed out, and changes nothing', async () => {
    const account = wallet();
    const signature = await account.signMessage({ message: 'hello' });
    const response = await server.client().post('/api/user/register/metamask', {
      address: account.address,
      signature,
      username: uniqueUsername('n'),
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('LOGIN_EXPIRED');
    const identities = await server.context.database.db
      .selectFrom('linked_identities')
      .select('id')
      .where('subject', '=', account.address)
      .execute();
    expect(identities).toEqual([]);
  });

  it('refuses restricted territories', async () => {
    const account = wallet();
    const client = server.client();
    const signed = await signIn(client, account);
    const response = await client.post(
      '/api/user/register/metamask',
      { address: account.address, ...signed, username: uniqueUsername('g') },
      { 'cf-ipcountry': 'GB' },
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('RESTRICTED_REGION');
  });
});

describe('an account without a password', () => {
  it('sets its first password without a current one, then logs in with it', async () => {
    const account = wallet();
    const client = server.client();
    const username = uniqueUsername('p');
    await client.post('/api/user/register/metamask', {
      address: account.address,
      ...(await signIn(client, account)),
      username,
    });
    const vault = await client.post('/api/wallet/vault/withdraw', {
      currency: 'BTC',
      amount: '1',
      password: 'anything',
    });
    expect(vault.status).toBe(400);
    expect(vault.body).toMatchObject({ code: 'PASSWORD_NOT_SET', field: 'password' });
    const noPassword = await server
      .client()
      .post('/api/user/login', { username, password: 'anything at all' });
    expect(noPassword.status).toBe(401);
    const set = await client.post('/api/user/change-password', { newPassword: 'a new password' });
    expect(set.status).toBe(200);
    expect((await client.get('/api/user/me')).body.user.hasPassword).toBe(true);
    const now = await server.client().post('/api/user/login', { username, password: 'a new password' });
    expect(now.status).toBe(200);
    const without = await client.post('/api/user/change-password', { newPassword: 'another password' });
    expect(without.status).toBe(400);
    expect(without.body.field).toBe('currentPassword');
  });
});

describe('wallet login limits', () => {
  it('counts attempts per wallet and per address (AUTH_RATE_LIMIT)', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const account = wallet();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await limited.client().get(`/api/user/login/metamask/${account.address}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const posts: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited
          .client()
          .post('/api/user/login/metamask', { address: account.address, signature: `0x${'1'.repeat(130)}` });
        posts.push(response.status);
      }
      expect(posts).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
