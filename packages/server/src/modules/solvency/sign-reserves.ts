import { reserveMessage } from '@ante/core';
import { CannotProveReserves, type ChainAdapter } from '../wallet/chain/chain-adapter';
import type { ReserveHolding, Reserves } from './read-reserves';

/** A holding's proof of control: the message and its signature, or why there is none. */
export type ReserveProof =
  | { message: string; signature: string; unsigned: null }
  | { message: string | null; signature: null; unsigned: string };

/**
 * Asks the signer, through each network's adapter, to sign the snapshot's reserve
 * message for every hot wallet address in `reserves` (docs/proof-of-solvency.md#reserve-signatures).
 * An address that holds several currencies on one network (ETH and its tokens) is
 * signed once. Nothing here throws: a snapshot of the liabilities is worth publishing
 * even when a signer is down, so a holding without a signature says why instead.
 * Returns the proofs by `proofKey(holding)`.
 */
export async function signReserves(
  chain: ChainAdapter,
  snapshot: { id: string; takenAt: Date },
  reserves: Iterable<Reserves>,
): Promise<Map<string, ReserveProof>> {
  const proofs = new Map<string, ReserveProof>();
  for (const { holdings } of reserves) {
    for (const holding of holdings) {
      const key = proofKey(holding);
      if (proofs.has(key)) continue;
      proofs.set(key, await proveHolding(chain, snapshot, holding));
    }
  }
  return proofs;
}

export function proofKey(holding: Pick<ReserveHolding, 'network' | 'address'>): string {
  return `${holding.network}\n${holding.address ?? ''}`;
}

async function proveHolding(
  chain: ChainAdapter,
  snapshot: { id: string; takenAt: Date },
  holding: ReserveHolding,
): Promise<ReserveProof> {
  if (holding.kind === 'simulated' || holding.address === null) {
    return { message: null, signature: null, unsigned: 'not signed: simulated chain' };
  }
  const message = reserveMessage({
    snapshotId: snapshot.id,
    takenAt: snapshot.takenAt.toISOString(),
    address: holding.address,
    network: holding.network,
  });
  if (!chain.proveReserves) return { message, signature: null, unsigned: 'not signed: no adapter signs' };
  try {
    return { message, signature: await chain.proveReserves(holding.network, message), unsigned: null };
  } catch (error) {
    if (error instanceof CannotProveReserves) {
      return {
        message: null,
        signature: null,
        unsigned:
          holding.kind === 'bitcoind'
            ? 'not signed: the Bitcoin-family reserves sit at many segwit addresses, which a signed message cannot prove yet'
            : `not signed: ${error.message}`,
      };
    }
    return {
      message,
      signature: null,
      unsigned: `not signed: the signer refused or failed (${(error as Error).message})`,
    };
  }
}
