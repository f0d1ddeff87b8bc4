import {
  type BalancesResponse,
  type DepositResponse,
  depositRequestSchema,
  ErrorCode,
  fiatCodeSchema,
  type RatesResponse,
  type TipResponse,
  type TransactionsResponse,
  tipRequestSchema,
  transactionsQuerySchema,
  type VaultMoveResponse,
  vaultDepositRequestSchema,
  vaultWithdrawRequestSchema,
  type WalletConfigResponse,
  type WithdrawalResponse,
  withdrawCancelRequestSchema,
  withdrawRequestSchema,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { createPasswordChecker } from '../../lib/password-attempts';
import { limit } from '../../lib/rate-limit';
import { assertRegionAllows } from '../../lib/request-info';
import { requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import { assertNotExcluded } from '../users/self-exclusion';
import { cancelWithdrawal } from './cancel-withdrawal';
import { parsePlayerAmount, requireSupportedCurrency } from './currency-rules';
import { getDepositInfo } from './deposit-info';
import { normalizeEnsName, normalizeEthAddress } from './ens';
import { getBalances } from './get-balances';
import { listTransactions } from './list-transactions';
import { moveVault } from './move-vault';
import { presentWithdrawal } from './present-withdrawal';
import { requestWithdrawal } from './request-withdrawal';
import { sendTip } from './send-tip';

/** Each ENS lookup is two calls to the operator's Ethereum endpoint, which may be metered. */
export const ENS_LOOKUPS_PER_MINUTE = 30;

export function walletRoutes(ctx: AppContext) {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const { rates, chain, ens } = ctx.wallet;
  // Both lookups share one count.
  const ensLookups = {
    config: { rateLimit: limit({ name: 'ens', max: ENS_LOOKUPS_PER_MINUTE, windowMs: 60_000 }) },
  };
  // The calls that move money honour an Idempotency-Key (lib/idempotency).
  const moneyCall = { config: { retrySafe: true } };

  return async function plugin(app: FastifyInstance) {
    const checkPassword = createPasswordChecker(app, config);
    app.get(
      '/wallet/config',
      async (): Promise<WalletConfigResponse> => ({
        supportedCurrencies: config.supportedCurrencies,
        chain: config.chainAdapter,
        testFaucetUsdPerHour: config.chainAdapter === 'simulated' ? config.testFaucetUsdPerHour : null,
        withdrawalDelaySeconds: Math.round(config.withdrawalDelayMs / 1000),
      }),
    );

    app.get('/wallet/balances', async (request): Promise<BalancesResponse> => {
      const auth = await requireAuth(request);
      return getBalances(db, auth.user.id, 'main', config.supportedCurrencies);
    });

    app.get('/wallet/vault/balances', async (request): Promise<BalancesResponse> => {
      const auth = await requireAuth(request);
      return getBalances(db, auth.user.id, 'vault', config.supportedCurrencies);
    });

    app.get<{ Params: { fiat: string } }>('/wallet/currencies/rates/:fiat', async (request, reply) => {
      const fiat = parseInput(fiatCodeSchema, request.params.fiat.toUpperCase());
      const snapshot = rates.current();
      const body: RatesResponse = {
        fiat,
        rates: Object.fromEntries(
          config.supportedCurrencies.map((code) => [code, snapshot.prices[code][fiat]]),
        ),
        source: snapshot.source,
        asOf: snapshot.asOf,
      };
      reply.header('cache-control', 'public, max-age=30');
      return body;
    });

    app.post('/wallet/deposit', async (request): Promise<DepositResponse> => {
      const auth = await requireAuth(request);
      assertNotExcluded(auth.user);
      assertRegionAllows(request, config, 'deposit');
      const input = parseInput(depositRequestSchema, request.body);
      const currency = requireSupportedCurrency(config, input.currency);
      return getDepositInfo(db, chain, auth.user.id, currency);
    });

    app.post('/wallet/withdraw', moneyCall, async (request): Promise<WithdrawalResponse> => {
      const auth = await requireAuth(request);
      assertRegionAllows(request, config, 'withdraw');
      const input = parseInput(withdrawRequestSchema, request.body);
      const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
        requestWithdrawal(trx, events, { config, rates }, auth.user.id, input),
      );
      return { withdrawal };
    });

    app.post('/wallet/withdraw/cancel', moneyCall, async (request): Promise<WithdrawalResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(withdrawCancelRequestSchema, request.body);
      const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
        cancelWithdrawal(trx, events, auth.user.id, input.withdrawId),
      );
      return { withdrawal };
    });

    app.get('/wallet/withdrawals', async (request) => {
      const auth = await requireAuth(request);
      const rows = await db
        .selectFrom('withdrawals')
        .selectAll()
        .where('user_id', '=', auth.user.id)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
      return { withdrawals: rows.map(presentWithdrawal) };
    });

    app.post('/wallet/vault/deposit', moneyCall, async (request): Promise<VaultMoveResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(vaultDepositRequestSchema, request.body);
      const currency = requireSupportedCurrency(config, input.currency);
      const amount = parsePlayerAmount(currency, input.amount);
      return transactionWithEvents(db, bus, (trx, events) =>
        moveVault(trx, events, auth.user.id, { currency, amount, direction: 'in' }),
      );
    });

    app.post('/wallet/vault/withdraw', moneyCall, async (request): Promise<VaultMoveResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(vaultWithdrawRequestSchema, request.body);
      const currency = requireSupportedCurrency(config, input.currency);
      const amount = parsePlayerAmount(currency, input.amount);
      const right = await checkPassword({
        request,
        passwordHash: auth.user.password_hash,
        password: input.password,
      });
      if (!right) {
        throw new AppError(400, ErrorCode.WrongPassword, 'Password is incorrect.', 'password');
      }
      return transactionWithEvents(db, bus, (trx, events) =>
        moveVault(trx, events, auth.user.id, { currency, amount, direction: 'out' }),
      );
    });

    app.post('/wallet/tip/send', moneyCall, async (request): Promise<TipResponse> => {
      const auth = await requireAuth(request);
      assertNotExcluded(auth.user);
      assertRegionAllows(request, config, 'tip');
      const input = parseInput(tipRequestSchema, request.body);
      const currency = requireSupportedCurrency(config, input.currency);
      const amount = parsePlayerAmount(currency, input.amount);
      return transactionWithEvents(db, bus, (trx, events) =>
        sendTip(
          trx,
          events,
          { id: auth.user.id, username: auth.user.username },
          {
            username: input.username,
            currency,
            amount,
          },
        ),
      );
    });

    app.get('/wallet/transactions', async (request): Promise<TransactionsResponse> => {
      const auth = await requireAuth(request);
      const query = parseInput(transactionsQuerySchema, request.query);
      return listTransactions(db, auth.user.id, query);
    });

    app.get<{ Params: { name: string } }>('/wallet/ens/to_address/:name', ensLookups, async (request) => {
      await requireAuth(request);
      const name = normalizeEnsName(request.params.name);
      return { name, address: await ens.toAddress(name) };
    });

    app.get<{ Params: { address: string } }>(
      '/wallet/ens/from_address/:address',
      ensLookups,
      async (request) => {
        await requireAuth(request);
        const address = normalizeEthAddress(request.params.address);
        return { address, name: await ens.fromAddress(address) };
      },
    );
  };
}
