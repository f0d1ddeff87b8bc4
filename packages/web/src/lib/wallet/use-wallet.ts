import { type Atoms, type CryptoCode, type FiatCode, isCryptoCode, multiplyByRate } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSetting } from '../client-settings';
import { useCurrentUser } from '../current-user';
import { resolveCurrency, resolveFiat, toAtoms } from '../money';
import { BALANCES_REFETCH_MS, BALANCES_STALE_MS, msUntilRatesRefresh, RATES_STALE_MS } from '../timing';
import { fetchBalances, fetchRates, fetchVaultBalances, fetchWalletConfig, walletKeys } from './wallet-api';

export function useBalances() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: walletKeys.balances(user?.userId ?? ''),
    queryFn: fetchBalances,
    enabled: user !== null,
    staleTime: BALANCES_STALE_MS,
    refetchInterval: BALANCES_REFETCH_MS,
  });
}

export function useVaultBalances() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: walletKeys.vaultBalances(user?.userId ?? ''),
    queryFn: fetchVaultBalances,
    enabled: user !== null,
    staleTime: BALANCES_STALE_MS,
  });
}

export function useRates(fiat: FiatCode, enabled = true) {
  return useQuery({
    queryKey: walletKeys.rates(fiat),
    queryFn: () => fetchRates(fiat),
    enabled,
    staleTime: RATES_STALE_MS,
    refetchInterval: () => msUntilRatesRefresh(),
  });
}

/** Refetches both balance maps after anything that moved money (until the wallet socket feed lands). */
export function useRefreshBalances(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKeys.balances(userId) }),
      queryClient.invalidateQueries({ queryKey: walletKeys.vaultBalances(userId) }),
    ]);
  }, [queryClient, userId]);
}

/** One supported currency's balance and, once rates are known, its value in the chosen fiat. */
export type BalanceRow = { currency: CryptoCode; atoms: Atoms; fiatAtoms: Atoms | null };

export function balanceRows(
  balances: Record<string, string> | undefined,
  rates: Record<string, string> | undefined,
): BalanceRow[] {
  return Object.entries(balances ?? {}).flatMap(([currency, amount]) => {
    if (!isCryptoCode(currency)) return [];
    const atoms = toAtoms(amount);
    const rate = rates?.[currency];
    return [{ currency, atoms, fiatAtoms: rate === undefined ? null : multiplyByRate(atoms, rate) }];
  });
}

/**
 * The player's wallet as the header and the Cashier show it: balances in the
 * operator's order with fiat values, the selected currency (with its fallback) and
 * the display settings (docs/product.md#what-the-screens-show).
 */
export function useWallet() {
  const [storedCurrency, setSelectedCurrency] = useSetting('selectedCurrency');
  const [storedFiat, setFiatCurrency] = useSetting('fiatCurrency');
  const [showFiat, setShowFiat] = useSetting('showFiat');
  const [hideEmpty, setHideEmpty] = useSetting('hideEmpty');
  const [hideBalances, setHideBalances] = useSetting('hideBalances');
  const { user } = useCurrentUser();
  const fiat = resolveFiat(storedFiat);
  const balances = useBalances();
  const rates = useRates(fiat, user !== null);

  const rows = useMemo(() => balanceRows(balances.data, rates.data?.rates), [balances.data, rates.data]);
  const offered = useMemo(() => rows.map((row) => row.currency), [rows]);
  const selected = resolveCurrency(storedCurrency, offered);
  const selectedRow = rows.find((row) => row.currency === selected) ?? null;

  return {
    rows,
    offered,
    selected,
    selectedRow,
    fiat,
    rates: rates.data?.rates,
    showFiat,
    hideEmpty,
    hideBalances,
    isPending: balances.isPending,
    setSelectedCurrency,
    setFiatCurrency,
    setShowFiat,
    setHideEmpty,
    setHideBalances,
  };
}

/** The operator's wallet set-up (currencies, chain); it changes only with a restart. */
export function useWalletConfig() {
  return useQuery({
    queryKey: walletKeys.config(),
    queryFn: fetchWalletConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
