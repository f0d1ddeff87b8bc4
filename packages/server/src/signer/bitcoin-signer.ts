import { SignerRefusal } from './protocol';
import type { FamilySigner, SignerDeps } from './service';

/** Bitcoin-family transactions: not built yet. */
export function createBitcoinSigner(_deps: SignerDeps): FamilySigner {
  return {
    async sign() {
      throw new SignerRefusal('Bitcoin signing is not available');
    },
  };
}
