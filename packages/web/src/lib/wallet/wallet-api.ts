import {
  type CryptoCode,
  type FaucetRequest,
  type FiatCode,
  type TipRequest,
  type VaultDepositRequest,
  type VaultWithdrawRequest,
  type WithdrawRequest,
  walletApi,
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
  return api.call(walletApi.balances);
}

export function fetchVaultBalances() {
  return api.call(walletApi.vaultBalances);
}

export function fetchRates(fiat: FiatCode) {
  return api.call(walletApi.rates, { params: { fiat } });
}

/** A POST because the server may create the player's address on first ask; it is safe to repeat. */
export function fetchDepositInfo(currency: CryptoCode) {
  return api.call(walletApi.deposit, { body: { currency } });
}

export async function fetchWithdrawals() {
  const { withdrawals } = await api.call(walletApi.withdrawals);
  return withdrawals;
}

export async function requestWithdrawal(body: WithdrawRequest) {
  const { withdrawal } = await api.call(walletApi.withdraw, { body });
  return withdrawal;
}

export async function cancelWithdrawal(withdrawId: string) {
  const { withdrawal } = await api.call(walletApi.cancelWithdrawal, { body: { withdrawId } });
  return withdrawal;
}

export function moveToVault(body: VaultDepositRequest) {
  return api.call(walletApi.vaultDeposit, { body });
}

export function moveFromVault(body: VaultWithdrawRequest) {
  return api.call(walletApi.vaultWithdraw, { body });
}

export function sendTip(body: TipRequest) {
  return api.call(walletApi.sendTip, { body });
}

/** The simulated chain's faucet: test coins to the player's own deposit address. */
export function sendTestCoins(body: FaucetRequest) {
  return api.call(walletApi.devFaucet, { body });
}

export function mineTestBlock(network: string) {
  return api.call(walletApi.devMine, { body: { network, blocks: 1 } });
}

export function fetchWalletConfig() {
  return api.call(walletApi.config);
}
