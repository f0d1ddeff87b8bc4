import { CRYPTO_CURRENCIES, type CryptoCode, type NetworkState } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { ChainAdapter } from './chain/chain-adapter';

/**
 * How each network of these currencies stands for a player: simulated or real, and
 * paused while the chain job finds its node down (chain-cycle.ts). Read from the
 * database, so every node says the same.
 */
export async function networkStates(
  db: Db,
  chain: ChainAdapter,
  currencies: readonly CryptoCode[],
): Promise<Record<string, NetworkState>> {
  const networks = new Map<string, string>();
  for (const code of currencies) {
    for (const network of CRYPTO_CURRENCIES[code].chain) networks.set(network.id, network.name);
  }
  const down = await db.selectFrom('chain_status').select('network').where('healthy', '=', false).execute();
  const paused = new Set(down.map((row) => row.network));
  const states: Record<string, NetworkState> = {};
  for (const [id, name] of networks) {
    const kind = chain.kind(id);
    states[id] = {
      kind,
      paused:
        kind !== 'simulated' && paused.has(id)
          ? `${name} is not answering us right now. Deposits are credited and withdrawals sent as soon as it is back; nothing is lost.`
          : null,
    };
  }
  return states;
}

/** `simulated` when every network is, `real` when none is, `mixed` between. */
export function siteChain(states: Record<string, NetworkState>): 'simulated' | 'mixed' | 'real' {
  const kinds = Object.values(states).map((state) => state.kind);
  if (kinds.every((kind) => kind === 'simulated')) return 'simulated';
  if (kinds.every((kind) => kind !== 'simulated')) return 'real';
  return 'mixed';
}

/** Whether any network of the supported currencies is simulated: only then do the faucet and the miner exist. */
export function hasSimulatedNetwork(config: Config): boolean {
  return config.supportedCurrencies.some((code) =>
    CRYPTO_CURRENCIES[code].chain.some((network) => !Object.hasOwn(config.chains.real, network.id)),
  );
}
