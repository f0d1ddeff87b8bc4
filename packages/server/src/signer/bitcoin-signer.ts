import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { z } from 'zod';
import { accountAddress, paymentOf, sameScript, scriptOf } from '../modules/wallet/chain/bitcoind/keys';
import { ATOMS_PER_SATOSHI, bitcoinNetwork } from '../modules/wallet/chain/bitcoind/networks';
import { approvedWithdrawal } from './approvals';
import { SignerRefusal } from './protocol';
import type { FamilySigner, SignerDeps } from './service';

const path = z.strictObject({
  branch: z.union([z.literal(0), z.literal(1)]),
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});
const payloadSchema = z.strictObject({
  psbt: z.string().min(1).max(2_000_000),
  inputs: z.array(path).min(1).max(500),
  change: z
    .array(
      z.strictObject({
        output: z.number().int().min(0),
        index: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31 - 1),
      }),
    )
    .max(1),
});

/**
 * Signs Bitcoin-family transactions after reading them itself: every input must be one
 * of our own keys (the payload says which; the signer derives it and compares the coin's
 * script), every change output must pay the change address the signer derives, and
 * what is left is the payment the database approves for a withdrawal (its address and
 * exact amount, once) or nothing at all for a consolidation. The fee rate has a ceiling.
 */
export function createBitcoinSigner(deps: SignerDeps): FamilySigner {
  return {
    async sign(request) {
      const parsed = payloadSchema.safeParse(request.payload);
      if (!parsed.success) throw new SignerRefusal(`malformed payload: ${parsed.error.issues[0]?.message}`);
      if (request.purpose !== 'withdrawal' && request.purpose !== 'consolidate') {
        throw new SignerRefusal(`${request.network} signs withdrawals and consolidations only`);
      }
      const payload = parsed.data;
      const net = bitcoinNetwork(request.network, deps.chains.bitcoindChain);
      const account = deps.keys.account(net.family, deps.chains.bitcoindChain);
      let tx: Transaction;
      try {
        tx = Transaction.fromPSBT(base64.decode(payload.psbt));
      } catch {
        throw new SignerRefusal('the transaction does not decode');
      }
      if (tx.inputsLength !== payload.inputs.length) throw new SignerRefusal('an input without its key path');

      let spent = 0n;
      const keys = payload.inputs.map((entry, index) => {
        const key = account.deriveChild(entry.branch).deriveChild(entry.index);
        if (!key.publicKey || !key.privateKey) throw new SignerRefusal('no key at that path');
        const input = tx.getInput(index);
        const own = paymentOf(key.publicKey, net).script;
        let script: Uint8Array | undefined;
        let amount: bigint | undefined;
        if (input.witnessUtxo) {
          script = input.witnessUtxo.script;
          amount = input.witnessUtxo.amount;
        } else if (input.nonWitnessUtxo && input.index !== undefined) {
          const previous = input.nonWitnessUtxo.outputs[input.index];
          script = previous?.script;
          amount = previous?.amount;
        }
        if (!sameScript(script, own) || amount === undefined) {
          throw new SignerRefusal(`input ${index} is not a coin of ours`);
        }
        spent += amount;
        return key.privateKey;
      });

      const changeAt = new Map(payload.change.map((entry) => [entry.output, entry.index]));
      const payments: { script: Uint8Array; amount: bigint }[] = [];
      let paid = 0n;
      for (let index = 0; index < tx.outputsLength; index += 1) {
        const output = tx.getOutput(index);
        if (!output.script || output.amount === undefined)
          throw new SignerRefusal(`output ${index} is incomplete`);
        paid += output.amount;
        const changeIndex = changeAt.get(index);
        if (changeIndex !== undefined) {
          const ours = scriptOf(accountAddress(account, net, 1, changeIndex), net);
          if (!sameScript(output.script, ours))
            throw new SignerRefusal(`output ${index} is not our change address`);
        } else {
          payments.push({ script: output.script, amount: output.amount });
        }
      }

      if (request.purpose === 'withdrawal') {
        const approved = await approvedWithdrawal(deps.db, request.key);
        if (!approved || approved.network !== request.network) {
          throw new SignerRefusal('the database does not approve this withdrawal for sending');
        }
        const amount = approved.amount / ATOMS_PER_SATOSHI;
        if (approved.amount % ATOMS_PER_SATOSHI !== 0n)
          throw new SignerRefusal('the amount has more than 8 decimals');
        const payment = payments[0];
        if (
          payments.length !== 1 ||
          !payment ||
          payment.amount !== amount ||
          !sameScript(payment.script, scriptOf(approved.address, net))
        ) {
          throw new SignerRefusal('the transaction does not pay the approved address and amount');
        }
      } else if (payments.length > 0) {
        throw new SignerRefusal('a consolidation pays only our own addresses');
      }

      keys.forEach((privateKey, index) => {
        tx.signIdx(privateKey, index);
      });
      tx.finalize();
      const fee = spent - paid;
      if (fee < 0n || fee > net.maxFeeRate * BigInt(tx.vsize))
        throw new SignerRefusal(`a fee of ${fee} is out of bounds`);
      return { signed: hex.encode(tx.extract()) };
    },
  };
}
