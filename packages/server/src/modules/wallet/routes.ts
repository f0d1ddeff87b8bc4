import { type RatesResponse, type WalletConfigResponse, walletApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { confirmWithPassword, createPasswordChecker } from '../../lib/password-attempts';
import { register } from '../../lib/register-route';
import { assertRegionAllows } from '../../lib/request-info';
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
import { networkStates, siteChain } from './network-states';
import { presentWithdrawal } from './present-withdrawal';
import { requestWithdrawal } from './request-withdrawal';
import { sendTip } from './send-tip';

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const { rates, chain, ens } = ctx.wallet;
  const totp = { db, secrets: ctx.secrets };

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, config);
    const limitRoomPosts = roomPostLimit(app, config.chat);
    register(app, walletApi.config, async (): Promise<WalletConfigResponse> => {
      const networks = await networkStates(db, chain, config.supportedCurrencies);
      const site = siteChain(networks);
      return {
        supportedCurrencies: config.supportedCurrencies,
        chain: site,
        networks,
        testFaucetUsdPerHour: site === 'real' ? null : config.testFaucetUsdPerHour,
        withdrawalDelaySeconds: Math.round(config.withdrawalDelayMs / 1000),
      };
    });

    register(app, walletApi.balances, async (_request, _reply, auth) => {
      return getBalances(db, auth.user.id, 'main', config.supportedCurrencies);
    });

    register(app, walletApi.vaultBalances, async (_request, _reply, auth) => {
      return getBalances(db, auth.user.id, 'vault', config.supportedCurrencies);
    });

    register(app, walletApi.rates, async (request, reply): Promise<RatesResponse> => {
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
    });

    register(app, walletApi.deposit, async (request, _reply, auth) => {
      assertNotExcluded(auth.user);
      assertRegionAllows(request, config, 'deposit');
      const currency = requireSupportedCurrency(config, request.body.currency);
      return getDepositInfo(db, chain, auth.user.id, currency);
    });

    register(app, walletApi.withdraw, async (request, _reply, auth) => {
      assertRegionAllows(request, config, 'withdraw');
      const { totpCode, ...input } = request.body;
      await requireTotp(totp, auth.user, totpCode);
      try {
        const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
          requestWithdrawal(trx, events, { config, rates, chain }, auth.user.id, input),
        );
        return { withdrawal };
      } catch (error) {
        if (error instanceof VerificationRequired) await noteRequiredLevel(db, auth.user.id, error.level);
        throw error;
      }
    });

    register(app, walletApi.cancelWithdrawal, async (request, _reply, auth) => {
      const withdrawal = await transactionWithEvents(db, bus, (trx, events) =>
        cancelWithdrawal(trx, events, auth.user.id, request.body.withdrawId),
      );
      return { withdrawal };
    });

    register(app, walletApi.withdrawals, async (_request, _reply, auth) => {
      const rows = await db
        .selectFrom('withdrawals')
        .selectAll()
        .where('user_id', '=', auth.user.id)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
      return { withdrawals: rows.map(presentWithdrawal) };
    });

    register(app, walletApi.vaultDeposit, async (request, _reply, auth) => {
      const currency = requireSupportedCurrency(config, request.body.currency);
      const amount = parsePlayerAmount(currency, request.body.amount);
      return transactionWithEvents(db, bus, (trx, events) =>
        moveVault(trx, events, auth.user.id, { currency, amount, direction: 'in' }),
      );
    });

    register(app, walletApi.vaultWithdraw, async (request, _reply, auth) => {
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
    });

    register(app, walletApi.sendTip, async (request, _reply, auth) => {
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
    });

    register(app, walletApi.transactions, async (request, _reply, auth) => {
      return listTransactions(db, auth.user.id, request.query);
    });

    register(app, walletApi.ensToAddress, async (request) => {
      const name = normalizeEnsName(request.params.name);
      return { name, address: await ens.toAddress(name) };
    });

    register(app, walletApi.ensFromAddress, async (request) => {
      const address = normalizeEthAddress(request.params.address);
      return { address, name: await ens.fromAddress(address) };
    });
  };
}
