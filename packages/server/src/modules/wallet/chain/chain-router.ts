import { CannotProveReserves, type ChainAdapter } from './chain-adapter';

/**
 * One adapter for the wallet that sends each call to the adapter serving its network:
 * a real node's where CHAIN_<NETWORK> names one, the simulated chain's everywhere else.
 */
export function createChainRouter(simulated: ChainAdapter, real: Record<string, ChainAdapter>): ChainAdapter {
  const pick = (network: string): ChainAdapter =>
    Object.hasOwn(real, network) ? (real[network] as ChainAdapter) : simulated;
  return {
    kind: (network) => pick(network).kind(network),
    isValidAddress: (network, address) => pick(network).isValidAddress(network, address),
    depositAddress: (network, index) => pick(network).depositAddress(network, index),
    async poll(db, network, owned) {
      const adapter = pick(network);
      return adapter.poll ? adapter.poll(db, network, owned) : [];
    },
    transfers: (db, network, txHashes) => pick(network).transfers(db, network, txHashes),
    send: (db, input) => pick(input.network).send(db, input),
    findSent: (db, input) => pick(input.network).findSent(db, input),
    sendStatus: (db, input) => pick(input.network).sendStatus(db, input),
    health: (db, network) => pick(network).health(db, network),
    hotWallet: (db, network) => pick(network).hotWallet(db, network),
    async proveReserves(network, message) {
      const adapter = pick(network);
      if (!adapter.proveReserves) {
        throw new CannotProveReserves(`the ${adapter.kind(network)} adapter signs no messages`);
      }
      return adapter.proveReserves(network, message);
    },
    async sweep(db, network) {
      const adapter = pick(network);
      return adapter.sweep ? adapter.sweep(db, network) : 0;
    },
  };
}
