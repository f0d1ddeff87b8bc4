import { isCryptoCode } from '@ante/core';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { TrophyIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import classes from './jackpot.module.css';
import { jackpotKeys, readWin } from './jackpot-api';
import { useCountUp } from './use-global-pot';

/**
 * Every win on the jackpot feed refreshes the Global Pot page's history; the player's
 * own win, which arrives on their private `jackpot_won` feed (the public event names
 * no private winner), opens JackpotWon, close-protected (the winner must acknowledge it) and above
 * whatever is open, so it cannot be missed.
 */
export function useJackpotWonTrigger(): void {
  const manager = useSocketManager();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopPublic = manager.on('jackpot', (payload) => {
      if (!readWin(payload)) return;
      void queryClient.invalidateQueries({ queryKey: jackpotKeys.history });
      void queryClient.invalidateQueries({ queryKey: jackpotKeys.terms });
    });
    const stopOwn = manager.on('jackpot_won', (payload) => {
      const win = readWin(payload);
      if (!win) return;
      openModal('jackpot-won', {
        overlay: true,
        closeProtected: true,
        metadata: { usd: win.winFiatAmount, currency: win.winCurrency ?? '', amount: win.winAmount ?? '' },
      });
    });
    return () => {
      stopPublic();
      stopOwn();
    };
  }, [manager, queryClient]);
}

/** Sparks that burst from the trophy; decoration only, gone under reduced motion. */
const SPARKS = Array.from({ length: 14 }, (_, index) => index);

/** The win, in the player's display fiat, counted up once; only its button closes it. */
export function JackpotWonModal() {
  const view = useModal('jackpot-won');
  const metadata = view.entry?.metadata;
  const target = metadata ? toAtoms(metadata.usd) : null;
  const { value } = useCountUp(view.opened ? target : null, 1600, { fromZero: true });
  const format = useUsdFormatter();
  if (!metadata) return null;
  const currency = metadata.currency ?? '';
  const credited =
    isCryptoCode(currency) && metadata.amount
      ? `${formatCryptoAmount(toAtoms(metadata.amount), currency)} ${currency}`
      : null;

  return (
    <Modal
      opened={view.opened}
      onClose={() => undefined}
      {...view.dialogProps}
      withCloseButton={false}
      centered
      size={420}
      classNames={{ content: classes.wonContent, body: classes.wonBody }}
    >
      <Stack gap="sm" align="center" ta="center" data-testid="jackpot-won">
        <div className={classes.burst} aria-hidden="true">
          {SPARKS.map((index) => (
            <span key={index} className={classes.spark} style={{ ['--i' as string]: index }} />
          ))}
          <div className={classes.trophy}>
            <TrophyIcon size={40} />
          </div>
        </div>
        <Text className={classes.wonKicker}>Global Pot</Text>
        <Modal.Title className={classes.wonTitle}>You won the pot!</Modal.Title>
        <Text className={classes.wonAmount} aria-label={format(target ?? 0n)}>
          {format(value ?? 0n)}
        </Text>
        {credited && (
          <Text size="sm" c="dimmed">
            {credited} has been added to your balance.
          </Text>
        )}
        <Button size="md" fullWidth mt="sm" onClick={() => closeModal('jackpot-won')}>
          Collect
        </Button>
      </Stack>
    </Modal>
  );
}
