import type { RolloverBonus } from '@ante/core';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/error-text';
import { notifySuccess } from '../../lib/notify';
import { useAuthModal } from '../../lib/use-auth-modal';
import { useRefreshBalances, useWallet } from '../../lib/wallet/use-wallet';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import { claimRedeemCode, rewardsKeys } from './rewards-api';
import { heldRewardText } from './rollover-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function openRedeemCode(): void {
  openModal('redeem-code');
}

/**
 * Redeem Code (docs/product.md#footer: Platform Links, and the Rewards page): one field.
 * A refused code shows the server's message under the field as it is, since each
 * reason (expired, fully claimed, not enough recent wagering) has its own; a redeemed
 * one closes the dialog with a toast of what was paid. A code with a wagering
 * requirement pays nothing yet: the dialog says the reward is held until the player's
 * counted bets reach the requirement, and where to follow it (Settings > Offers). A code
 * that names no currency pays in the one the player has selected.
 */
export function RedeemCodeModal() {
  const { opened, dialogProps } = useModal('redeem-code');
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  const { selected } = useWallet();
  const refreshBalances = useRefreshBalances();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [held, setHeld] = useState<RolloverBonus | null>(null);
  const close = () => {
    closeModal('redeem-code');
    setCode('');
    setHeld(null);
    redeem.reset();
  };
  const redeem = useMutation({
    mutationFn: () => claimRedeemCode({ code: code.trim(), ...(selected ? { currency: selected } : {}) }),
    onSuccess: async (paid) => {
      if (paid.rollover) {
        setHeld(paid.rollover);
        setCode('');
      } else {
        notifySuccess('Code redeemed', `${paid.amount} ${paid.currency} is in your balance.`);
        close();
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(user?.userId ?? '') }),
        refreshBalances(),
      ]);
    },
    // The field shows the server's message; a handler of its own keeps the global toast away.
    onError: () => undefined,
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) redeem.mutate();
  };
  const error = redeem.error ? errorMessage(redeem.error) : null;

  return (
    <Modal opened={opened} onClose={close} {...dialogProps} centered size={420} title="Redeem a code">
      {user && held ? (
        <Stack gap="md">
          <Alert variant="light" color="brand" title="Code accepted: reward held">
            {heldRewardText(held, (iso) => dateFormat.format(new Date(iso)))}
          </Alert>
          <Text size="sm" c="dimmed">
            Follow its progress in Settings &gt; Offers.
          </Text>
          <Group gap="sm" grow>
            <Button variant="default" onClick={close}>
              Done
            </Button>
            <Button
              onClick={() => {
                close();
                navigate('/settings?tab=offers');
              }}
            >
              See progress
            </Button>
          </Group>
        </Stack>
      ) : user ? (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Got a code from a promotion or a drop? Enter it to add its reward to your balance.
            </Text>
            <TextInput
              label="Code"
              placeholder="e.g. WEEKEND_DROP"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                if (redeem.error) redeem.reset();
              }}
              error={error}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
            />
            <Button type="submit" loading={redeem.isPending} disabled={!code.trim()} fullWidth>
              Redeem
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm">Log in to redeem a code.</Text>
          <Button
            onClick={() => {
              close();
              openAuth('login');
            }}
          >
            Log in
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
