import { randomBytes } from 'node:crypto';
import {
  CRYPTO_CODES,
  CRYPTO_CURRENCIES,
  devChainMineRequestSchema,
  devChainSendRequestSchema,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { parseInput } from '../../lib/validate';
import { isValidAddress } from './chain/addresses';
import { broadcast, mine } from './chain/simulated-chain';
import { parsePlayerAmount } from './currency-rules';
import { syncDeposits } from './sync-deposits';

/** Every network id of the catalogue, with its native coin (the first currency that uses it). */
const NATIVE_COIN = new Map<string, (typeof CRYPTO_CODES)[number]>();
for (const code of CRYPTO_CODES) {
  for (const network of CRYPTO_CURRENCIES[code].chain)
    if (!NATIVE_COIN.has(network.id)) NATIVE_COIN.set(network.id, code);
}

/**
 * The simulated chain's controls: anyone can send coins to an address (it is a test
 * chain, like a faucet) and mine blocks. Registered only in simulated mode, so on a
 * real chain these paths do not exist (404). After each change the deposits of that
 * network are synced at once, so the flow is visible without waiting for a job.
 */
export function devChainRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const { chain } = ctx.wallet;

  function requireKnownNetwork(network: string) {
    if (!NATIVE_COIN.has(network)) {
      throw new ValidationError(
        `network: unknown network ${network} (${[...NATIVE_COIN.keys()].join(', ')})`,
        'network',
      );
    }
  }

  return async function plugin(app: FastifyInstance) {
    app.post('/dev/chain/send', async (request) => {
      const input = parseInput(devChainSendRequestSchema, request.body);
      requireKnownNetwork(input.network);
      const currency = input.currency ?? NATIVE_COIN.get(input.network) ?? 'BTC';
      if (!CRYPTO_CURRENCIES[currency].chain.some((network) => network.id === input.network)) {
        throw new ValidationError(`currency: ${currency} does not travel on ${input.network}`, 'currency');
      }
      if (!isValidAddress(input.network, input.address)) {
        throw new ValidationError(`address: not a valid ${input.network} address`, 'address');
      }
      const amount = parsePlayerAmount(currency, input.amount);
      const txHash = input.txHash ?? randomBytes(32).toString('hex');
      return transactionWithEvents(db, ctx.bus, async (trx, events) => {
        const sent = await broadcast(trx, {
          network: input.network,
          address: input.address,
          currency,
          amount,
          txHash,
        });
        await syncDeposits(trx, chain, input.network, events);
        return { network: input.network, currency, txHash: sent.txHash, repeated: sent.repeated };
      });
    });

    app.post('/dev/chain/mine', async (request) => {
      const input = parseInput(devChainMineRequestSchema, request.body);
      requireKnownNetwork(input.network);
      return transactionWithEvents(db, ctx.bus, async (trx, events) => {
        const height = await mine(trx, input.network, input.blocks);
        const synced = await syncDeposits(trx, chain, input.network, events);
        return { network: input.network, height, credited: synced.credited };
      });
    });
  };
}
