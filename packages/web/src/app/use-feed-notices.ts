import { isCryptoCode } from '@ante/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { verificationKey } from '../features/verification/verification-api';
import { readSetting, updateSettings } from '../lib/client-settings';
import { currentUserQueryKey, useCurrentUser } from '../lib/current-user';
import { gameSlugOfPath } from '../lib/game-path';
import { formatCryptoAmount, resolveCurrency, toAtoms } from '../lib/money';
import { useSocketManager } from '../lib/realtime/realtime-context';
import { DEPOSIT_TOAST_MS, GAME_MESSAGE_TOAST_MS, TIP_TOAST_MS } from '../lib/timing';
import { playLimitsKey } from '../lib/use-play-limits';
import { currencyAfterCredit } from '../lib/wallet/currency-after-credit';
import { walletKeys } from '../lib/wallet/wallet-api';

function amountText(amount: string, currency: string): string {
  return isCryptoCode(currency)
    ? `${formatCryptoAmount(toAtoms(amount), currency)} ${currency}`
    : `${amount} ${currency}`;
}

/**
 * Turns private feed events into cache updates and notices: a wallet event refreshes
 * balances; a deposit shows a pending notice, which its confirmation turns into a
 * confirmed one and refreshes balances (and selects the deposit's currency when the
 * selected one is empty); a competition prize shows a notice; a tip shows a notice; a verification decision refreshes the levels and shows a notice; a game message shows an error notice, only on
 * that game's page (docs/product.md#errors-the-player-sees).
 */
export function useFeedNotices(): void {
  const manager = useSocketManager();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(() => {
    if (!userId) return;
    // A deposit credited while the selected currency is empty becomes the selected one.
    const selectCreditedIfEmpty = (credited: string) => {
      const balances = queryClient.getQueryData<Record<string, string>>(walletKeys.balances(userId));
      const selected = resolveCurrency(readSetting('selectedCurrency'), []);
      const next = currencyAfterCredit(selected, credited, balances);
      if (next !== selected) updateSettings({ selectedCurrency: next });
    };
    const refreshWallet = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances(userId) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.vaultBalances(userId) }),
      ]);
    const stops = [
      manager.on('wallet', () => void refreshWallet()),
      manager.on('deposits', ({ id, amount, currency, pending }) => {
        void queryClient.invalidateQueries({ queryKey: walletKeys.deposit(userId, currency) });
        if (!pending) {
          void refreshWallet().then(() => selectCreditedIfEmpty(currency));
          // A deposit counts against a deposit limit, and once one is credited the cashier stops offering a limit.
          void queryClient.invalidateQueries({ queryKey: playLimitsKey(userId) });
        }
        // One notice per deposit: the confirmation updates its pending notice in place
        // (update changes a notice still shown; show adds one only when there is none).
        const notice = {
          id: `deposit-${id}`,
          color: pending ? 'yellow' : 'brand',
          title: pending ? 'Deposit pending' : 'Deposit confirmed',
          message: pending
            ? `${amountText(amount, currency)} is on its way and will be credited after its confirmations.`
            : `${amountText(amount, currency)} is in your balance.`,
          autoClose: DEPOSIT_TOAST_MS,
        };
        notifications.update(notice);
        notifications.show(notice);
      }),
      manager.on('tips', (tip) => {
        void refreshWallet();
        notifications.show({
          color: 'brand',
          title: 'You received a tip',
          message: `${tip.sender} sent you ${amountText(tip.amount, tip.currency)}.`,
          autoClose: TIP_TOAST_MS,
        });
      }),
      manager.on('prizes', ({ competitionName, place, amount, currency }) => {
        notifications.show({
          color: 'brand',
          title: `You won a prize in ${competitionName}`,
          message: `Place ${place}: ${amountText(amount, currency)} is in your balance.`,
          autoClose: DEPOSIT_TOAST_MS,
        });
      }),
      manager.on('verification', ({ level, status, reason }) => {
        void queryClient.invalidateQueries({ queryKey: verificationKey(userId) });
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        notifications.show({
          color: status === 'approved' ? 'brand' : 'red',
          title: `Verification level ${level} ${status}`,
          message:
            status === 'approved' ? 'Thank you: your account is verified to this level.' : (reason ?? ''),
          autoClose: DEPOSIT_TOAST_MS,
        });
      }),
      manager.on('game_msg', (event) => {
        if (gameSlugOfPath(pathname.current) !== event.gameSlug) return;
        notifications.show({
          color: 'red',
          title: event.message,
          message: 'Please try again.',
          autoClose: GAME_MESSAGE_TOAST_MS,
        });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [manager, queryClient, userId]);
}
