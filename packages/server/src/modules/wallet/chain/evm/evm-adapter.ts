import type { NetworkChain } from '../../../../lib/config-chains';
import type { ChainAdapter } from '../chain-adapter';
import type { RealAdapterDeps } from '../real-adapter';

/** Ethereum and BNB Smart Chain through a node's JSON-RPC: not built yet. */
export function createEvmAdapter(
  _deps: RealAdapterDeps<Extract<NetworkChain, { kind: 'evm' }>>,
): ChainAdapter {
  throw new Error('the EVM adapter is not available yet');
}
