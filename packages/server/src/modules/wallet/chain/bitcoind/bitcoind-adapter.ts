import type { NetworkChain } from '../../../../lib/config-chains';
import type { ChainAdapter } from '../chain-adapter';
import type { RealAdapterDeps } from '../real-adapter';

/** Bitcoin, Litecoin and Dogecoin through Bitcoin Core's JSON-RPC: not built yet. */
export function createBitcoindAdapter(
  _deps: RealAdapterDeps<Extract<NetworkChain, { kind: 'bitcoind' }>>,
): ChainAdapter {
  throw new Error('the bitcoind adapter is not available yet');
}
