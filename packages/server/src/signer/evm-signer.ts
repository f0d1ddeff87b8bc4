import { bytesToHex, decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { publicKeyToEvmAddress } from '../modules/wallet/chain/hd-keys';
import { approvedWithdrawal, isDepositAddress } from './approvals';
import { EVM_HOT_WALLET_PATH } from './keys';
import { SignerRefusal } from './protocol';
import type { FamilySigner, SignerDeps } from './service';

const uint = z.string().regex(/^\d{1,78}$/);
const index = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const payloadSchema = z.strictObject({
  from: z.union([z.literal('hot'), z.strictObject({ index })]),
  toIndex: index.optional(),
  tx: z.strictObject({
    chainId: z.number().int().min(1),
    nonce: z.number().int().min(0),
    to: z.string().refine((value) => isAddress(value, { strict: false }), 'not an address'),
    value: uint,
    data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
    gas: uint,
    maxFeePerGas: uint,
    maxPriorityFeePerGas: uint,
  }),
});

/** Ceilings a casino could not ask past, whatever it claims: a gas limit, a fee per gas, and a gas top-up. */
const MAX_GAS = 500_000n;
const MAX_FEE_PER_GAS = 10_000n * 10n ** 9n;
const MAX_GAS_TOP_UP = 5n * 10n ** 16n;

/**
 * Signs EVM transactions after reading them itself: a withdrawal leaves the hot wallet
 * and pays exactly the address and amount the database approves (natively, or as the
 * configured token's `transfer`); a sweep moves a deposit address's coins or tokens to
 * the hot wallet only; a gas top-up goes from the hot wallet to one of our deposit
 * addresses, small. Fees and gas have ceilings.
 */
export function createEvmSigner(deps: SignerDeps): FamilySigner {
  const hotKey = deps.keys.derive(EVM_HOT_WALLET_PATH);
  const hot = addressOf(hotKey.publicKey);
  return {
    // The message is already parsed as a reserve message (service.ts); only the hot
    // wallet's key signs one, and only for the checksummed address it derives. Deposit
    // addresses hold nothing for long: a sweep empties each into the hot wallet.
    async proveReserves(network, message, address) {
      if (deps.chains.real[network]?.kind !== 'evm')
        throw new SignerRefusal(`${network} is not an EVM network`);
      if (address !== hot) throw new SignerRefusal(`the signer holds no reserves at ${address}`);
      if (!hotKey.privateKey) throw new SignerRefusal('no key');
      const signature = await privateKeyToAccount(bytesToHex(hotKey.privateKey)).signMessage({ message });
      return { address: hot, signature };
    },
    async sign(request) {
      const setting = deps.chains.real[request.network];
      if (setting?.kind !== 'evm') throw new SignerRefusal(`${request.network} is not an EVM network`);
      const parsed = payloadSchema.safeParse(request.payload);
      if (!parsed.success) throw new SignerRefusal(`malformed payload: ${parsed.error.issues[0]?.message}`);
      const { from, toIndex, tx } = parsed.data;
      const to = getAddress(tx.to);
      const value = BigInt(tx.value);
      if (BigInt(tx.gas) > MAX_GAS || BigInt(tx.maxFeePerGas) > MAX_FEE_PER_GAS) {
        throw new SignerRefusal('gas or fee above the signer’s ceiling');
      }
      const transfer = () => {
        try {
          const call = decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` });
          if (call.functionName !== 'transfer') return null;
          const [recipient, amount] = call.args as [`0x${string}`, bigint];
          // The call must be exactly the encoding of these arguments: no trailing bytes.
          if (
            encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }) !==
            tx.data.toLowerCase()
          ) {
            return null;
          }
          return { recipient: getAddress(recipient), amount };
        } catch {
          return null;
        }
      };
      const token = setting.tokens.find((entry) => entry.contract === to.toLowerCase());

      let key = hotKey;
      if (request.purpose === 'withdrawal') {
        if (from !== 'hot') throw new SignerRefusal('a withdrawal leaves the hot wallet');
        const approved = await approvedWithdrawal(deps.db, request.key);
        if (!approved || approved.network !== request.network) {
          throw new SignerRefusal('the database does not approve this withdrawal for sending');
        }
        const destination = getAddress(approved.address);
        if (approved.currency === setting.native) {
          if (to !== destination || value !== approved.amount || tx.data !== '0x') {
            throw new SignerRefusal('the transaction does not pay the approved address and amount');
          }
        } else {
          const configured = setting.tokens.find((entry) => entry.currency === approved.currency);
          const call = transfer();
          const units = configured ? approved.amount / 10n ** BigInt(18 - configured.decimals) : -1n;
          if (
            !configured ||
            to.toLowerCase() !== configured.contract ||
            value !== 0n ||
            !call ||
            call.recipient !== destination ||
            call.amount !== units ||
            units * 10n ** BigInt(18 - configured.decimals) !== approved.amount
          ) {
            throw new SignerRefusal('the transaction does not pay the approved address and amount');
          }
        }
      } else if (request.purpose === 'sweep') {
        if (from === 'hot') throw new SignerRefusal('a sweep leaves a deposit address');
        key = deps.keys.account('evm', deps.chains.bitcoindChain).deriveChild(0).deriveChild(from.index);
        const address = addressOf(key.publicKey);
        if (!(await isDepositAddress(deps.db, request.network, from.index, address))) {
          throw new SignerRefusal('not one of our deposit addresses');
        }
        const call = transfer();
        const toHot =
          tx.data === '0x' ? to === hot : token !== undefined && value === 0n && call?.recipient === hot;
        if (!toHot) throw new SignerRefusal('a sweep pays only the hot wallet');
      } else if (request.purpose === 'gas') {
        if (from !== 'hot' || toIndex === undefined)
          throw new SignerRefusal('gas goes from the hot wallet to a deposit address');
        const target = deps.keys
          .account('evm', deps.chains.bitcoindChain)
          .deriveChild(0)
          .deriveChild(toIndex);
        const address = addressOf(target.publicKey);
        if (
          to !== address ||
          tx.data !== '0x' ||
          value > MAX_GAS_TOP_UP ||
          !(await isDepositAddress(deps.db, request.network, toIndex, address))
        ) {
          throw new SignerRefusal('a gas top-up pays a little to one of our deposit addresses');
        }
      } else {
        throw new SignerRefusal(`${request.purpose} is not an EVM transaction`);
      }

      if (!key.privateKey) throw new SignerRefusal('no key');
      const account = privateKeyToAccount(bytesToHex(key.privateKey));
      const signed = await account.signTransaction({
        type: 'eip1559',
        chainId: tx.chainId,
        nonce: tx.nonce,
        to,
        value,
        data: tx.data as `0x${string}`,
        gas: BigInt(tx.gas),
        maxFeePerGas: BigInt(tx.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
      });
      return { signed };
    },
  };
}

function addressOf(publicKey: Uint8Array | null): `0x${string}` {
  if (!publicKey) throw new SignerRefusal('no key');
  return publicKeyToEvmAddress(publicKey);
}
