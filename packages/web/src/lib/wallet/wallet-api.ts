import {
  balancesResponseSchema,
  type CryptoCode,
  depositResponseSchema,
  devChainMineResponseSchema,
  type FaucetRequest,
  type FiatCode,
  faucetResponseSchema,
  ratesResponseSchema,
  type TipRequest,
  tipResponseSchema,
  type VaultDepositRequest,
  type VaultWithdrawRequest,
  vaultBalancesResponseSchema,
  vaultMoveResponseSchema,
  type WithdrawRequest,
  walletConfigResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@ante/core';
import { api } from '../api';

/**
 * Query keys. Player data is keyed by user id, so a different player signing in on
 * this tab can never be shown the previous player's cached balances.
 */
export const walletKeys = {
  balances: (userId: string) => ['wallet', userId, 'balances'] as const,
  vaultBalances: (userId: string) => ['wallet', userId, 'vault'] as const,
  deposit: (userId: string, currency: string) => ['wallet', userId, 'deposit', currency] as const,
  withdrawals: (userId: string) => ['wallet', userId, 'withdrawals'] as const,
  rates: (fiat: string) => ['rates', fiat] as const,
  config: () => ['wallet-config'] as const,
};

export function fetchBalances() {
  return api.get('/wallet/balances', balancesResponseSchema);
}

export function fetchVaultBalances() {
  return api.get('/wallet/vault/balances', vaultBalancesResponseSchema);
}

export function fetchRates(fiat: FiatCode) {
  return api.get(`/wallet/currencies/rates/${fiat}`, ratesResponseSchema);
}

/** A POST because the server may create the player's address on first ask; it is safe to repeat. */
export function fetchDepositInfo(currency: CryptoCode) {
  return api.post('/wallet/deposit', { currency }, depositResponseSchema);
}

export async function fetchWithdrawals() {
  const { withdrawals } = await api.get('/wallet/withdrawals', withdrawalsResponseSchema);
  return withdrawals;
}

export async function requestWithdrawal(body: WithdrawRequest) {
  const { withdrawal } = await api.postOnce('/wallet/withdraw', body, withdrawalResponseSchema);
  return withdrawal;
}

export async function cancelWithdrawal(withdrawId: string) {
  const { withdrawal } = await api.postOnce(
    '/wallet/withdraw/cancel',
    { withdrawId },
    withdrawalResponseSchema,
  );
  return withdrawal;
}

export function moveToVault(body: VaultDepositRequest) {
  return api.postOnce('/wallet/vault/deposit', body, vaultMoveResponseSchema);
}

export function moveFromVault(body: VaultWithdrawRequest) {
  return api.postOnce('/wallet/vault/withdraw', body, vaultMoveResponseSchema);
}

export function sendTip(body: TipRequest) {
  return api.postOnce('/wallet/tip/send', body, tipResponseSchema);
}

/** The simulated chain's faucet: test coins to the player's own deposit address. */
export function sendTestCoins(body: FaucetRequest) {
  return api.postOnce('/dev/chain/faucet', body, faucetResponseSchema);
}

export function mineTestBlock(network: string) {
  return api.post('/dev/chain/mine', { network, blocks: 1 }, devChainMineResponseSchema);
}

export function fetchWalletConfig() {
  return api.get('/wallet/config', walletConfigResponseSchema);
}
