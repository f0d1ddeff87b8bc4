import { describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer } from '../test/harness';
import { ConfigError, loadConfig } from './config';
import { clientAddressOf, parseTrustProxy } from './trust-proxy';

/** The client address the casino recorded for the player's session. */
async function sessionIp(xForwardedFor: string, trustProxy: string): Promise<string> {
  const server = await startTestServer({ env: { TRUST_PROXY: trustProxy } });
  try {
    const { client } = await registerPlayer(server, {}, { 'x-forwarded-for': xForwardedFor });
    const response = await client.get('/api/user/sessions');
    expect(response.status).toBe(200);
    return response.body.sessions[0].ip;
  } finally {
    await server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('behind one proxy, takes the address that proxy saw, not an entry the client forged', async () => {
    // The client wrote 6.6.6.6 itself; the proxy in front (here the test's own
    // connection, from 127.0.0.1) appended the address it really saw, 203.0.113.7.
    expect(await sessionIp('6.6.6.6, 203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
  });

  it('behind several proxies, skips exactly the listed ones', async () => {
    // 127.0.0.1 (the connection) and 10.0.0.5 are the operator's proxies; 203.0.113.7 is not.
    expect(await sessionIp('6.6.6.6, 203.0.113.7, 10.0.0.5', '127.0.0.1, 10.0.0.0/8')).toBe('203.0.113.7');
  });

  it('believes no header from a client that is not a listed proxy', async () => {
    expect(await sessionIp('6.6.6.6', '10.0.0.0/8')).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For by default', async () => {
    expect(await sessionIp('6.6.6.6', 'false')).toBe('127.0.0.1');
  });

  it('parses an address list, and off', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it.each([
    ['true', /TRUST_PROXY=true would trust any address a client writes.*TRUST_PROXY=10.0.0.0\/8/],
    ['1', /TRUST_PROXY=1: a hop count cannot tell a proxy from a client/],
    ['10.0.0.0/40', /TRUST_PROXY "10.0.0.0\/40" is not/],
    ['proxy.example', /TRUST_PROXY "proxy.example" is not/],
    ['-1', /TRUST_PROXY/],
  ])('refuses %s at start, saying what to write instead', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('the client address of a socket upgrade', () => {
  const upgrade = (peer: string, forwarded?: string) => ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

  it('is the peer when no proxy is trusted, whatever the client writes', () => {
    expect(clientAddressOf(upgrade('203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9');
    expect(clientAddressOf(upgrade('::ffff:203.0.113.9'), false)).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For back only through the trusted proxies, as Fastify does', () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback');
    expect(clientAddressOf(upgrade('10.0.0.5', '198.51.100.1, 203.0.113.7'), trust)).toBe('203.0.113.7');
    expect(clientAddressOf(upgrade('127.0.0.1', '198.51.100.1, 10.1.2.3'), trust)).toBe('198.51.100.1');
    // A client that reaches the casino directly cannot choose its address.
    expect(clientAddressOf(upgrade('203.0.113.9', '198.51.100.1'), trust)).toBe('203.0.113.9');
  });
});
