import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, uniqueUsername } from '../../test/harness';
import { codeAt, enableTwoFactor } from '../../test/totp-helpers';

/**
 * A wallet login into an account with two-factor on needs the code too, and the
 * signed message stays unused until it comes, so the same signature is sent again
 * with it. Real server and database; the wallet is a key made here, signing with viem.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sign(client: TestClient, account: ReturnType<typeof privateKeyToAccount>) {
  const challenge = await client.get(`/api/user/login/metamask/${account.address}`);
  expect(challenge.status).toBe(200);
  const message: string = challenge.body.message;
  return { address: account.address, message, signature: await account.signMessage({ message }) };
}

/** A wallet whose account turned two-factor on, and a fresh signature for its next login. */
async function walletWithTwoFactor() {
  const account = privateKeyToAccount(generatePrivateKey());
  const owner = server.client();
  const registered = await owner.post('/api/user/register/metamask', {
    ...(await sign(owner, account)),
    username: uniqueUsername('wt'),
  });
  expect(registered.status).toBe(200);
  const secret = await enableTwoFactor(owner);
  const client = server.client();
  return { secret, client, signed: await sign(client, account) };
}

const login = (client: TestClient, body: object) => client.post('/api/user/login/metamask', body);

describe('wallet login with two-factor on', () => {
  it('asks for the code without using the message, refuses a wrong one, takes the right one once', async () => {
    const { secret, client, signed } = await walletWithTwoFactor();
    const missing = await login(client, signed);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
    expect(client.cookies.has('ante_session')).toBe(false);

    const wrong = await login(client, { ...signed, totpCode: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', field: 'totpCode' });

    const right = await login(client, { ...signed, totpCode: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ totpEnabled: true });
    expect((await client.get('/api/user/me')).status).toBe(200);

    // The message is used up now: the next code cannot log the same signature in again.
    const replay = await login(server.client(), { ...signed, totpCode: codeAt(secret, 1) });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('LOGIN_EXPIRED');
  });

  it('logs in once when the same signature and code are sent many times at once', async () => {
    const { secret, signed } = await walletWithTwoFactor();
    const body = { ...signed, totpCode: codeAt(secret) };
    const answers = await Promise.all(Array.from({ length: 4 }, () => login(server.client(), body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('keeps the message when the right code comes with a signature by another key', async () => {
    const { secret, client, signed } = await walletWithTwoFactor();
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await stranger.signMessage({ message: signed.message });
    const refused = await login(client, { ...signed, signature: forged, totpCode: codeAt(secret) });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LOGIN_REFUSED');
    // The refused attempt spent neither the message nor the code.
    expect((await login(client, { ...signed, totpCode: codeAt(secret) })).status).toBe(200);
  });

  it.each([
    ['a code of letters', 'abcdef'],
    ['five digits', '12345'],
    ['a number', 123456],
  ])('answers 400 to %s and keeps the message', async (_case, totpCode) => {
    const { secret, client, signed } = await walletWithTwoFactor();
    const response = await login(client, { ...signed, totpCode });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect((await login(client, { ...signed, totpCode: codeAt(secret) })).status).toBe(200);
  });

  it('takes no code at register, where the account is new', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = server.client();
    const response = await client.post('/api/user/register/metamask', {
      ...(await sign(client, account)),
      username: uniqueUsername('nc'),
      totpCode: '123456',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });
});
