import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENS_LOOKUPS_PER_MINUTE } from '@ante/core';
import { keccak_256 } from '@noble/hashes/sha3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { ENS_REGISTRY, namehash } from './ens';

/**
 * A local Ethereum JSON-RPC node that answers `eth_call` for the ENS registry and
 * one resolver, encoding results as the real contracts do. Only the third party
 * (an Ethereum node) is stood in for; our resolver code runs as in production.
 */
const RESOLVER = '0x4976fb03c32e5b8cfe2b6ccb31c09ba78ebaba41';
const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
function encodeString(value: string): string {
  const bytes = Buffer.from(value, 'utf8').toString('hex');
  return `0x${word('20')}${word((bytes.length / 2).toString(16))}${bytes.padEnd(64 * Math.ceil(bytes.length / 64), '0')}`;
}

let rpc: http.Server;
let rpcUrl = '';
let rpcCalls = 0;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  const forward = namehash('vitalik.eth');
  const reverse = namehash(`${VITALIK.slice(2)}.addr.reverse`);
  rpc = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      rpcCalls += 1;
      const { id, params } = JSON.parse(raw) as { id: number; params: [{ to: string; data: string }] };
      const { to, data } = params[0];
      let result = `0x${word('0')}`;
      if (to === ENS_REGISTRY && data.startsWith('0x0178b8bf')) {
        const node = data.slice(10);
        if (node === forward || node === reverse) result = `0x${word(RESOLVER)}`;
      } else if (to === RESOLVER && data === `0x3b3b57de${forward}`) {
        result = `0x${word(VITALIK)}`;
      } else if (to === RESOLVER && data === `0x691f3431${reverse}`) {
        result = encodeString('vitalik.eth');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`;
  server = await startTestServer({ env: { ETH_RPC_URL: rpcUrl } });
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
  rpc.close();
});

describe('namehash', () => {
  it('matches EIP-137', () => {
    expect(namehash('')).toBe('0'.repeat(64));
    expect(namehash('eth')).toBe('93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae');
    expect(namehash('foo.eth')).toBe('de9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f');
    expect(Buffer.from(keccak_256('')).toString('hex')).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });
});

describe('ENS lookups', () => {
  it('resolves a name to its address and an address to its primary name', async () => {
    const { client } = await registerPlayer(server);
    const forward = await client.get('/api/wallet/ens/to_address/Vitalik.eth');
    expect(forward.status).toBe(200);
    expect(forward.body).toEqual({ name: 'vitalik.eth', address: VITALIK });
    const reverse = await client.get(
      `/api/wallet/ens/from_address/${VITALIK.toUpperCase().replace('0X', '0x')}`,
    );
    expect(reverse.body).toEqual({ address: VITALIK, name: 'vitalik.eth' });
  });

  it('answers null for names and addresses with no record', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.get('/api/wallet/ens/to_address/nobody.eth')).body).toEqual({
      name: 'nobody.eth',
      address: null,
    });
    const other = `0x${'1'.repeat(40)}`;
    expect((await client.get(`/api/wallet/ens/from_address/${other}`)).body).toEqual({
      address: other,
      name: null,
    });
  });

  it('answers 400 for malformed input and 401 when not logged in', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.get('/api/wallet/ens/to_address/no_dots')).status).toBe(400);
    expect((await client.get('/api/wallet/ens/from_address/0x123')).status).toBe(400);
    expect((await server.client().get('/api/wallet/ens/to_address/vitalik.eth')).status).toBe(401);
  });

  it('limits lookups per account, sparing the operator’s Ethereum endpoint', async () => {
    const { client } = await registerPlayer(server);
    const statuses: number[] = [];
    for (let i = 0; i < ENS_LOOKUPS_PER_MINUTE; i += 1) {
      statuses.push((await client.get(`/api/wallet/ens/to_address/name${i}.eth`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const callsBefore = rpcCalls;
    const limited = await client.get(
      '/api/wallet/ens/from_address/0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(rpcCalls).toBe(callsBefore);
    // Another player is unaffected.
    const other = await registerPlayer(server);
    expect((await other.client.get('/api/wallet/ens/to_address/vitalik.eth')).status).toBe(200);
  });

  it('answers a clear 503 when no Ethereum endpoint is configured', async () => {
    const { client } = await registerPlayer(unconfigured);
    const response = await client.get('/api/wallet/ens/to_address/vitalik.eth');
    expect(response.status).toBe(503);
    expect(response.body.message).toContain('ETH_RPC_URL');
    // Every 503 says when to ask again; a lookup not set up says an hour.
    expect(response.headers.get('retry-after')).toBe('3600');
  });
});
