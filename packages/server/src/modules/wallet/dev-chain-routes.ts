import { CRYPTO_CODES, CRYPTO_CURRENCIES, walletApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { register } from '../../lib/register-route';
import { assertRegionAllows } from '../../lib/request-info';
import { startDepositRollovers } from '../rewards/start-deposit-rollovers';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { isValidAddress } from './chain/addresses';
import { mine } from './chain/simulated-chain';
import { parsePlayerAmount, requireNetwork, requireSupportedCurrency } from './currency-rules';
import { grantTestCoins } from './grant-test-coins';
import { noticeTransfers, syncPendingDeposits } from './sync-deposits';

/** Every network id of the catalogue. */
const NETWORKS = new Set(
  CRYPTO_CODES.flatMap((code) => CRYPTO_CURRENCIES[code].chain.map((network) => network.id)),
);

/**
 * The simulated chain's controls, for logged-in players only: the faucet sends test
 * coins to the player's own deposit address within an hourly allowance in USD, and
 * mining confirms what waits in the mempool (it creates nothing, so it is harmless
 * beyond its cost, which the rate limit bounds). Registered only while some network is
 * simulated (on a site of real chains only these paths do not exist: 404), and refused
 * on the networks a real node serves. Both sync the deposits that
 * changed at once, so the player sees pending, then credited, without waiting for a job.
 */
export function devChainRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const { chain, rates } = ctx.wallet;

  function requireKnownNetwork(network: string) {
    if (!NETWORKS.has(network)) {
      throw new ValidationError(
        `network: unknown network ${network} (${[...NETWORKS].join(', ')})`,
        'network',
      );
    }
    requireSimulated(network);
  }

  // A network served by a real node has no faucet and no miner: its coins are money.
  function requireSimulated(network: string) {
    if (chain.kind(network) !== 'simulated') {
      throw new ValidationError(
        `network: ${network} is a real network; test coins exist only on simulated ones`,
        'network',
      );
    }
  }

  return async function plugin(app) {
    register(app, walletApi.devFaucet, async (request, _reply, auth) => {
      assertNotExcluded(auth.user);
      // Test coins arrive as a deposit, so they are refused where deposits are.
      assertRegionAllows(request, config, 'deposit');
      const input = request.body;
      const currency = requireSupportedCurrency(config, input.currency);
      const network = requireNetwork(currency, input.network);
      requireSimulated(network.id);
      if (!isValidAddress(network.id, input.address)) {
        throw new ValidationError(`Not a valid ${network.name} address`, 'address');
      }
      const amount = parsePlayerAmount(currency, input.amount);
      return transactionWithEvents(db, bus, (trx, events) =>
        grantTestCoins(trx, events, { rates, usdPerHour: config.testFaucetUsdPerHour }, auth.user.id, {
          network: network.id,
          currency,
          address: input.address,
          amount,
        }),
      );
    });

    register(app, walletApi.devMine, async (request) => {
      const input = request.body;
      requireKnownNetwork(input.network);
      return transactionWithEvents(db, bus, async (trx, events) => {
        const { height, mined } = await mine(trx, input.network, input.blocks);
        await noticeTransfers(trx, input.network, mined, events);
        const synced = await syncPendingDeposits(trx, chain, input.network, events);
        // A credited deposit earns the bonus of an offer waiting for it, in the same commit.
        for (const userId of synced.creditedPlayers) {
          await startDepositRollovers(trx, { config, rates }, userId);
        }
        return { network: input.network, height, credited: synced.credited };
      });
    });
  };
}
