import { SignerRefusal } from './protocol';
import type { FamilySigner, SignerDeps } from './service';

/** EVM transactions: not built yet. */
export function createEvmSigner(_deps: SignerDeps): FamilySigner {
  return {
    async sign() {
      throw new SignerRefusal('EVM signing is not available');
    },
  };
}
