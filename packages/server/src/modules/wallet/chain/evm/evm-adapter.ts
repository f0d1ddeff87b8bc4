import { networkConfirms } from '@ante/core';
import { sql } from 'kysely';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  type PublicClient,
} from 'viem';
import type { NetworkChain } from '../../../../lib/config-chains';
import type { Db } from '../../../../lib/db/database';
import { type ChainAdapter, SendLater } from '../chain-adapter';
import { childPublicKey, publicKeyToEvmAddress } from '../hd-keys';
import type { RealAdapterDeps } from '../real-adapter';
import { atomsOfToken, currentTransfers, type EvmDepositsContext, pollDeposits } from './evm-deposits';
import {
  currentFees,
  type EvmSendContext,
  findSent,
  NATIVE_TRANSFER_GAS,
  sendStatus,
  sendStored,
  storedSend,
  storeSend,
  TOKEN_TRANSFER_GAS,
  tokenOf,
  tokenTransferData,
} from './evm-sends';

/** Deposit addresses looked at per sweep pass. */
const SWEEP_BATCH = 20;

/**
 * Ethereum, BNB Smart Chain and their tokens through any node's JSON-RPC, with viem
 * (docs/chains.md#ethereum-and-bnb-smart-chain). Deposits arrive on per-player
 * addresses, are swept to the hot wallet once credited (tokens after a gas top-up), and
 * withdrawals leave the hot wallet.
 */
export function createEvmAdapter(
  deps: RealAdapterDeps<Extract<NetworkChain, { kind: 'evm' }>>,
): ChainAdapter {
  const { network, setting, xpub, signer } = deps;
  const client = createPublicClient({
    // No cached block number: confirmations count from the head as it is now.
    cacheTime: 0,
    transport: http(setting.rpcUrl, { timeout: 15_000, retryCount: 0 }),
  }) as PublicClient;
  const confirms = Math.max(
    1,
    networkConfirms(setting.native, network) ??
      networkConfirms(setting.tokens[0]?.currency ?? '', network) ??
      1,
  );
  let chainId: Promise<number> | null = null;
  let hot: Promise<Address> | null = null;
  const hotAddress = () => {
    hot ??= signer.info().then((info) => getAddress(info.evmHotAddress));
    hot.catch(() => {
      hot = null;
    });
    return hot;
  };
  const sendContext = (db: Db): EvmSendContext => ({
    db,
    network,
    client,
    signer,
    replaceAfterMs: deps.replaceAfterMs,
    chainId: () => {
      chainId ??= client.getChainId();
      chainId.catch(() => {
        chainId = null;
      });
      return chainId;
    },
  });
  const depositContext = (db: Db): EvmDepositsContext => ({
    db,
    network,
    client,
    native: setting.native,
    tokens: setting.tokens,
    confirms,
  });
  const ownedBy = (db: Db) => async (addresses: string[]) => {
    if (addresses.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('deposit_addresses')
      .select('address')
      .where('network', '=', network)
      .where(
        sql`lower(address)`,
        'in',
        addresses.map((address) => address.toLowerCase()),
      )
      .execute();
    const stored = new Set(rows.map((row) => row.address.toLowerCase()));
    return new Set(addresses.filter((address) => stored.has(address.toLowerCase())));
  };
  const tokenBalance = (token: string, owner: Address) =>
    client.readContract({
      address: token as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  /**
   * Deposit addresses holding credited deposits not yet swept since, per currency: a
   * sweep's key names the address and the currency it moved.
   */
  const sweepCandidates = (db: Db) =>
    db
      .selectFrom('deposits as d')
      .innerJoin('deposit_addresses as a', (join) =>
        join.onRef('a.network', '=', 'd.network').onRef('a.address', '=', 'd.address'),
      )
      .select(['a.address', 'a.derivation_index'])
      .where('d.network', '=', network)
      .where('d.status', '=', 'credited')
      .where('a.derivation_index', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('evm_sends as s')
              .select('s.key')
              .where('s.network', '=', network)
              .where('s.purpose', '=', 'sweep')
              .whereRef(
                's.key',
                'like',
                sql<string>`'sweep:' || lower(a.address) || ':' || d.currency || ':%'`,
              )
              .whereRef('s.created_at', '>', 'd.credited_at'),
          ),
        ),
      )
      .groupBy(['a.address', 'a.derivation_index'])
      .limit(SWEEP_BATCH);

  return {
    kind: () => 'evm',
    // Mixed case carries a checksum, which must match; all lower (or upper) case has none to check.
    isValidAddress: (_network, address) => isAddress(address, { strict: true }),

    async depositAddress(_network, index) {
      return publicKeyToEvmAddress(childPublicKey(xpub, 0, index));
    },

    poll: (db, _network, owned) => pollDeposits(depositContext(db), owned),
    transfers: (db, _network, hashes) => currentTransfers(depositContext(db), hashes, ownedBy(db)),

    async send(db, input) {
      const ctx = sendContext(db);
      const existing = await storedSend(ctx, input.key);
      if (existing) return sendStored(ctx, existing);
      const from = await hotAddress();
      const fees = await currentFees(client);
      const token = input.currency === setting.native ? null : tokenOf(setting.tokens, input.currency);
      if (input.currency !== setting.native && !token)
        throw new Error(`${input.currency} is not configured on ${network}`);
      const native = await client.getBalance({ address: from });
      let tx: { to: Address; value: string; data: `0x${string}`; gas: string };
      if (token) {
        const scale = 10n ** BigInt(18 - token.decimals);
        if (input.amount % scale !== 0n)
          throw new Error(`the amount has more than ${token.decimals} decimals`);
        const units = input.amount / scale;
        const held = await tokenBalance(token.contract, from);
        if (held < units || native < TOKEN_TRANSFER_GAS * fees.maxFeePerGas) {
          throw new SendLater(
            `the hot wallet holds ${held} units of ${input.currency} and ${native} wei: not enough`,
          );
        }
        const data = tokenTransferData(getAddress(input.address), units);
        const estimate = await client.estimateGas({ account: from, to: token.contract as Address, data });
        tx = { to: token.contract as Address, value: '0', data, gas: ((estimate * 12n) / 10n).toString() };
      } else {
        if (native < input.amount + NATIVE_TRANSFER_GAS * fees.maxFeePerGas) {
          throw new SendLater(`the hot wallet holds ${native} wei: not enough`);
        }
        tx = {
          to: getAddress(input.address),
          value: input.amount.toString(),
          data: '0x',
          gas: NATIVE_TRANSFER_GAS.toString(),
        };
      }
      const row = await storeSend(ctx, {
        key: input.key,
        purpose: 'withdrawal',
        from,
        payload: {
          from: 'hot',
          tx: {
            ...tx,
            maxFeePerGas: fees.maxFeePerGas.toString(),
            maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
          },
        },
      });
      return sendStored(ctx, row);
    },

    findSent: (db, input) => findSent(sendContext(db), input.key),
    sendStatus: (db, input) => sendStatus(sendContext(db), input.key),

    async health() {
      try {
        return { ok: true, height: Number(await client.getBlockNumber()) };
      } catch (error) {
        return { ok: false, error: (error as Error).message.split('\n')[0] };
      }
    },

    async hotWallet(db) {
      const address = await hotAddress();
      const balances: Record<string, bigint> = { [setting.native]: await client.getBalance({ address }) };
      for (const token of setting.tokens) {
        balances[token.currency] = atomsOfToken(await tokenBalance(token.contract, address), token.decimals);
      }
      const backlog = await sweepCandidates(db).execute();
      return { address, balances, sweepBacklog: backlog.length };
    },

    async proveReserves(asked, message) {
      return (await signer.proveReserves({ network: asked, message })).signature;
    },

    async sweep(db) {
      const ctx = sendContext(db);
      const to = await hotAddress();
      const fees = await currentFees(client);
      let sent = 0;
      for (const candidate of await sweepCandidates(db).execute()) {
        const from = getAddress(candidate.address);
        const index = Number(candidate.derivation_index);
        const native = await client.getBalance({ address: from });
        const count = await client.getTransactionCount({ address: from, blockTag: 'pending' });
        const send = async (
          key: string,
          purpose: 'sweep' | 'gas',
          payload: Parameters<typeof storeSend>[1]['payload'],
          sender: Address,
        ) => {
          const row =
            (await storedSend(ctx, key)) ?? (await storeSend(ctx, { key, purpose, from: sender, payload }));
          await sendStored(ctx, row);
          sent += 1;
        };
        const feeFields = {
          maxFeePerGas: fees.maxFeePerGas.toString(),
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
        };
        const held = [];
        for (const token of setting.tokens) {
          const units = await tokenBalance(token.contract, from);
          if (units > 0n) held.push({ token, units });
        }
        const first = held[0];
        if (first) {
          const gasCost = TOKEN_TRANSFER_GAS * fees.maxFeePerGas;
          if (native < gasCost) {
            // Gas first, once for this state of the address; the token moves on a later pass.
            const topUp = gasCost * 2n - native;
            await send(
              `gas:${from.toLowerCase()}:${count}`,
              'gas',
              {
                from: 'hot',
                toIndex: index,
                tx: {
                  to: from,
                  value: topUp.toString(),
                  data: '0x',
                  gas: NATIVE_TRANSFER_GAS.toString(),
                  ...feeFields,
                },
              },
              to,
            );
            continue;
          }
          await send(
            `sweep:${from.toLowerCase()}:${first.token.currency}:${count}`,
            'sweep',
            {
              from: { index },
              tx: {
                to: first.token.contract as Address,
                value: '0',
                data: tokenTransferData(to, first.units),
                gas: TOKEN_TRANSFER_GAS.toString(),
                ...feeFields,
              },
            },
            from,
          );
          continue;
        }
        const gasCost = NATIVE_TRANSFER_GAS * fees.maxFeePerGas;
        // Not worth sweeping what its own fee would mostly eat.
        if (native <= gasCost * 10n) continue;
        await send(
          `sweep:${from.toLowerCase()}:${setting.native}:${count}`,
          'sweep',
          {
            from: { index },
            tx: {
              to,
              value: (native - gasCost).toString(),
              data: '0x',
              gas: NATIVE_TRANSFER_GAS.toString(),
              ...feeFields,
            },
          },
          from,
        );
      }
      return sent;
    },
  };
}
