import { defineRoute } from '../route';
import {
  balancesResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  devChainMineRequestSchema,
  devChainMineResponseSchema,
  ensAddressParamsSchema,
  ensNameParamsSchema,
  ensResponseSchema,
  faucetRequestSchema,
  faucetResponseSchema,
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
  walletConfigResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
  withdrawCancelRequestSchema,
  withdrawRequestSchema,
} from '../wallet';

/** Each ENS lookup is two calls to the operator's Ethereum endpoint, which may be metered. */
export const ENS_LOOKUPS_PER_MINUTE = 30;
/** Both ENS lookups share one count. */
const ensLookups = { name: 'ens', max: ENS_LOOKUPS_PER_MINUTE, windowMs: 60_000 };

/** The wallet's routes: balances, deposits, withdrawals, the vault, tips, and the simulated chain. */
export const walletApi = {
  config: defineRoute({
    method: 'GET',
    path: '/wallet/config',
    response: walletConfigResponseSchema,
    auth: 'public',
  }),
  balances: defineRoute({
    method: 'GET',
    path: '/wallet/balances',
    response: balancesResponseSchema,
    auth: 'player',
  }),
  vaultBalances: defineRoute({
    method: 'GET',
    path: '/wallet/vault/balances',
    response: vaultBalancesResponseSchema,
    auth: 'player',
  }),
  rates: defineRoute({
    method: 'GET',
    path: '/wallet/currencies/rates/:fiat',
    params: ratesParamsSchema,
    response: ratesResponseSchema,
    auth: 'public',
  }),
  /** A POST because the server may create the player's address on first ask; it is safe to repeat. */
  deposit: defineRoute({
    method: 'POST',
    path: '/wallet/deposit',
    body: depositRequestSchema,
    response: depositResponseSchema,
    auth: 'player',
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/wallet/withdraw',
    body: withdrawRequestSchema,
    response: withdrawalResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  cancelWithdrawal: defineRoute({
    method: 'POST',
    path: '/wallet/withdraw/cancel',
    body: withdrawCancelRequestSchema,
    response: withdrawalResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  withdrawals: defineRoute({
    method: 'GET',
    path: '/wallet/withdrawals',
    response: withdrawalsResponseSchema,
    auth: 'player',
  }),
  vaultDeposit: defineRoute({
    method: 'POST',
    path: '/wallet/vault/deposit',
    body: vaultDepositRequestSchema,
    response: vaultMoveResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  vaultWithdraw: defineRoute({
    method: 'POST',
    path: '/wallet/vault/withdraw',
    body: vaultWithdrawRequestSchema,
    response: vaultMoveResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  sendTip: defineRoute({
    method: 'POST',
    path: '/wallet/tip/send',
    body: tipRequestSchema,
    response: tipResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/wallet/transactions',
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
    auth: 'player',
  }),
  ensToAddress: defineRoute({
    method: 'GET',
    path: '/wallet/ens/to_address/:name',
    params: ensNameParamsSchema,
    response: ensResponseSchema,
    auth: 'player',
    rateLimit: ensLookups,
  }),
  ensFromAddress: defineRoute({
    method: 'GET',
    path: '/wallet/ens/from_address/:address',
    params: ensAddressParamsSchema,
    response: ensResponseSchema,
    auth: 'player',
    rateLimit: ensLookups,
  }),
  /**
   * The simulated chain's faucet. Besides its USD cap, a bound on requests: each grant
   * is a row, and tiny ones cost the same. A grant moves (test) money, so it is retry-safe.
   */
  devFaucet: defineRoute({
    method: 'POST',
    path: '/dev/chain/faucet',
    body: faucetRequestSchema,
    response: faucetResponseSchema,
    auth: 'player',
    retrySafe: true,
    rateLimit: { max: 30, windowMs: 60_000 },
  }),
  /** Mines a block on the simulated chain; it creates nothing, so only its cost is bounded. */
  devMine: defineRoute({
    method: 'POST',
    path: '/dev/chain/mine',
    body: devChainMineRequestSchema,
    response: devChainMineResponseSchema,
    auth: 'player',
    rateLimit: { max: 60, windowMs: 60_000 },
  }),
};
