import { describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../wallet/chain/chain-adapter';
import { createChainRouter } from '../wallet/chain/chain-router';
import { createSimulatedChain } from '../wallet/chain/simulated-chain';
import { proofKey, signReserves } from './sign-reserves';

/**
 * Which reserve holdings get a signature and what the others say, through the real
 * chain router. The adapters behind it are stand-ins with only `kind` (and for the EVM
 * one, a signature that counts its calls): the real signer and node are in
 * reserve-signatures.test.ts.
 */
describe('signing the reserves', () => {
  const snapshot = { id: '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f', takenAt: new Date('2026-12-04T00:00:00Z') };
  const hot = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
  let calls = 0;
  const evm = {
    kind: () => 'evm',
    proveReserves: async () => {
      calls += 1;
      return '0xsigned';
    },
  } as unknown as ChainAdapter;
  const litecoin = { kind: () => 'bitcoind' } as unknown as ChainAdapter;
  const chain = createChainRouter(createSimulatedChain(), { ETH: evm, LTC: litecoin });

  it('signs each EVM address once, and says why the simulated chain and the Bitcoin family are not signed', async () => {
    const ethOnEthereum = { network: 'ETH', kind: 'evm' as const, address: hot, amount: 5n };
    const proofs = await signReserves(chain, snapshot, [
      {
        amount: 7n,
        source: 'chain',
        holdings: [ethOnEthereum, { network: 'BSC', kind: 'simulated', address: null, amount: 2n }],
      },
      // A token on the same address: the same message, signed once.
      { amount: 9n, source: 'chain', holdings: [{ ...ethOnEthereum, amount: 9n }] },
      {
        amount: 3n,
        source: 'chain',
        holdings: [{ network: 'LTC', kind: 'bitcoind', address: 'ante-ltc (watch-only)', amount: 3n }],
      },
    ]);
    expect(calls).toBe(1);
    expect(proofs.get(proofKey(ethOnEthereum))).toEqual({
      message: `Ante proof of reserves\nsnapshot: ${snapshot.id}\ntime: 2026-12-04T00:00:00.000Z\naddress: ${hot}\nchain: ETH`,
      signature: '0xsigned',
      unsigned: null,
    });
    expect(proofs.get(proofKey({ network: 'BSC', address: null }))?.unsigned).toBe(
      'not signed: simulated chain',
    );
    expect(proofs.get(proofKey({ network: 'LTC', address: 'ante-ltc (watch-only)' }))).toMatchObject({
      signature: null,
      unsigned: expect.stringMatching(
        /^not signed: the Bitcoin-family reserves sit at many segwit addresses/,
      ),
    });
  });
});
