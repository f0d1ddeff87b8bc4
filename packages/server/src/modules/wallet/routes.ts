import {
  balancesResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  ensAddressParamsSchema,
  ensNameParamsSchema,
  ensResponseSchema,
  type RatesResponse,
  ratesParamsSchema,
  ratesResponseSchema,
  tipRequestSchema,
  tipResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  vaultBalancesResponseSchema,
  vaultDepositRequestSchema,
  vaultMoveResponseSchema,
  vaultWithdrawRequestSchema,
  type WalletConfigResponse,
  walletConfigResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
  withdrawCancelRequestSchema,
  withdrawRequestSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { confirmWithPassword, createPasswordChecker } from '../../lib/password-attempts';
import { limit } from '../../lib/rate-limit';
import { assertRegionAllows } from '../../lib/request-info';
import { requireAuth } from '../../lib/session';
import { requireTotp } from '../auth/totp/require-totp';
import { roomPostLimit } from '../chat/send-limits';
import { checkChatTip, sendTipInChat } from '../chat/tip-in-chat';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { noteRequiredLevel, VerificationRequired } from '../verification/withdrawal-rule';
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

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const { rates, chain, ens } = ctx.wallet;
  // Both lookups share one count.
  const ensLookups = {
    config: { rateLimit: limit({ name: 'ens', max: ENS_LOOKUPS_PER_MINUTE, windowMs: 60_000 }) },
  };
  // The calls that move money honour an Idempotency-Key (lib/idempotency).
  const moneyCall = { config: { retrySafe: true } };
  const totp = { db, secrets: ctx.secrets };

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, config);
    const limitRoomPosts = roomPostLimit(app, config.chat);
    app.get(
      '/wallet/config',
      { schema: { response: { 200: walletConfigResponseSchema } } },
      async (): Promise<WalletConfigResponse> => ({
        supportedCurrencies: config.supportedCurrencies,
        chain: config.chainAdapter,
        testFaucetUsdPerHour: config.chainAdapter === 'simulated' ? config.testFaucetUsdPerHour : null,
        withdrawalDelaySeconds: Math.round(config.withdrawalDelayMs / 1000),
      }),
    );

    app.get(
      '/wallet/balances',
      { preValidation: requireAuth, schema: { response: { 200: balancesResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return getBalances(db, auth.user.id, 'main', config.supportedCurrencies);
      },
    );

    app.get(
      '/wallet/vault/balances',
      { preValidation: requireAuth, schema: { response: { 200: vaultBalancesResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return getBalances(db, auth.user.id, 'vault', config.supportedCurrencies);
      },
    );

    app.get(
      '/wallet/currencies/rates/:fiat',
      { schema: { params: ratesParamsSchema, response: { 200: ratesResponseSchema } } },
      async (request, reply): Promise<RatesResponse> => {
        const { fiat } = request.params;
        const snapshot = rates.current();
        reply.header('cache-control', 'public, max-age=30');
        return {
          fiat,
          rates: Object.fromEntries(
            config.supportedCurrencies.map((code) => [code, snapshot.prices[code][fiat]]),
          ),
          source: snapshot.source,
          asOf: snapshot.asOf,
        };
      },
    );

    app.post(
      '/wallet/deposit',
      {
        preValidation: requireAuth,
        schema: { body: depositRequestSchema, response: { 200: depositResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        assertNotExcluded(auth.user);
        assertRegionAllows(request, config, 'deposit');
        const currency = requireSupportedCurrency(config, request.body.currency);
        return getDepositInfo(db, chain, auth.user.id, currency);
      },
    );

    app.post(
      '/wallet/withdraw',
      {
        ...moneyCall,
        preValidation: requireAuth,
        schema: { body: withdrawRequestSchema, response: { 200: withdrawalResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        assertRegionAllows(request, config, 'withdraw');
        const { totpCode, ...input } = request.body;
        await requireTotp(totp, auth.user, totpCode);
        try {
          const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
            requestWithdrawal(trx, events, { config, rates }, auth.user.id, input),
          );
          return { withdrawal };
        } catch (error) {
          if (error instanceof VerificationRequired) await noteRequiredLevel(db, auth.user.id, error.level);
          throw error;
        }
      },
    );

    app.post(
      '/wallet/withdraw/cancel',
      {
        ...moneyCall,
        preValidation: requireAuth,
        schema: { body: withdrawCancelRequestSchema, response: { 200: withdrawalResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
          cancelWithdrawal(trx, events, auth.user.id, request.body.withdrawId),
        );
        return { withdrawal };
      },
    );

    app.get(
      '/wallet/withdrawals',
      { preValidation: requireAuth, schema: { response: { 200: withdrawalsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const rows = await db
          .selectFrom('withdrawals')
          .selectAll()
          .where('user_id', '=', auth.user.id)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute();
        return { withdrawals: rows.map(presentWithdrawal) };
      },
    );

    app.post(
      '/wallet/vault/deposit',
      {
        ...moneyCall,
        preValidation: requireAuth,
        schema: { body: vaultDepositRequestSchema, response: { 200: vaultMoveResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const currency = requireSupportedCurrency(config, request.body.currency);
        const amount = parsePlayerAmount(currency, request.body.amount);
        return transactionWithEvents(db, bus, (trx, events) =>
          moveVault(trx, events, auth.user.id, { currency, amount, direction: 'in' }),
        );
      },
    );

    app.post(
      '/wallet/vault/withdraw',
      {
        ...moneyCall,
        preValidation: requireAuth,
        schema: { body: vaultWithdrawRequestSchema, response: { 200: vaultMoveResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const input = request.body;
        const currency = requireSupportedCurrency(config, input.currency);
        const amount = parsePlayerAmount(currency, input.amount);
        // An account made through Google or a wallet confirms with a password it sets first.
        await confirmWithPassword(checkPassword, {
          request,
          passwordHash: auth.user.password_hash,
          password: input.password,
          what: 'vault withdrawals',
        });
        await requireTotp(totp, auth.user, input.totpCode);
        return transactionWithEvents(db, bus, (trx, events) =>
          moveVault(trx, events, auth.user.id, { currency, amount, direction: 'out' }),
        );
      },
    );

    app.post(
      '/wallet/tip/send',
      {
        ...moneyCall,
        preValidation: requireAuth,
        schema: { body: tipRequestSchema, response: { 200: tipResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        assertNotExcluded(auth.user);
        assertRegionAllows(request, config, 'tip');
        const input = request.body;
        const currency = requireSupportedCurrency(config, input.currency);
        const amount = parsePlayerAmount(currency, input.amount);
        const tip = { username: input.username, currency, amount };
        // A tip sent from a chat room counts toward the daily chat cap and may show there.
        const chat = input.chat ? await checkChatTip(db, config, auth.user, input.chat) : null;
        // Money to another player leaves for good, as a withdrawal does: a stolen session
        // must not send it to a mule without the second factor.
        await requireTotp(totp, auth.user, input.totpCode);
        // A notice in the room is a chat post: over the send limit the tip rolls back.
        const countPost = () => limitRoomPosts(request);
        return transactionWithEvents(db, bus, (trx, events) =>
          chat
            ? sendTipInChat(trx, events, { config, rates, countPost }, auth.user, { ...tip, chat })
            : sendTip(trx, events, auth.user, tip),
        );
      },
    );

    app.get(
      '/wallet/transactions',
      {
        preValidation: requireAuth,
        schema: { querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return listTransactions(db, auth.user.id, request.query);
      },
    );

    app.get(
      '/wallet/ens/to_address/:name',
      {
        ...ensLookups,
        preValidation: requireAuth,
        schema: { params: ensNameParamsSchema, response: { 200: ensResponseSchema } },
      },
      async (request) => {
        const name = normalizeEnsName(request.params.name);
        return { name, address: await ens.toAddress(name) };
      },
    );

    app.get(
      '/wallet/ens/from_address/:address',
      {
        ...ensLookups,
        preValidation: requireAuth,
        schema: { params: ensAddressParamsSchema, response: { 200: ensResponseSchema } },
      },
      async (request) => {
        const address = normalizeEthAddress(request.params.address);
        return { address, name: await ens.fromAddress(address) };
      },
    );
  };
}
