import { isCryptoCode, type TipResponse, tipRequestSchema } from '@ante/core';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { amountProblem } from '../../lib/amount-rules';
import { useCurrentUser } from '../../lib/current-user';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { useFiatValue } from '../../lib/wallet/fiat-value';
import { useBalances, useRefreshBalances } from '../../lib/wallet/use-wallet';
import { sendTip } from '../../lib/wallet/wallet-api';
import { CurrencyIcon } from '../../ui/currency-icon';
import { FormAlert } from '../../ui/form/form-alert';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { GiftIcon } from '../../ui/icons';
import classes from './chat.module.css';
import type { TipCommand } from './draft';

type TipDialogProps = {
  opened: boolean;
  tip: TipCommand;
  region: string;
  onClose: () => void;
  /** The tip went out: the send box empties and says so (a toast would cover the box). */
  onSent: (tip: TipResponse) => void;
};

/**
 * Confirms a `/tip @name amount currency` typed in chat, then sends it as a normal
 * tip (the Cashier's call) that counts toward the daily chat limit and, when the
 * player keeps "Show in chat" on, is announced in the room.
 */
export function TipDialog({ opened, tip, region, onClose, onSent }: TipDialogProps) {
  const [showInRoom, setShowInRoom] = useState(true);
  const refreshBalances = useRefreshBalances();
  const fiatValue = useFiatValue();
  const balances = useBalances().data;
  const { currency } = tip;
  // A tip leaves the account for good, so it asks for the two-factor code as a withdrawal does.
  const totpRequired = useCurrentUser().user?.totpEnabled ?? false;
  const { form, formError, handleSubmit } = useRequestForm({
    schema: tipRequestSchema,
    initialValues: { username: tip.username, amount: tip.amount, totpCode: '' },
    toRequest: ({ totpCode, ...values }) => ({
      ...values,
      currency,
      chat: { region, showInRoom },
      totpCode: codeOrNothing(totpCode),
    }),
    check: ({ amount, totpCode }) => ({
      totpCode: missingCodeProblem(totpRequired, totpCode),
      amount: isCryptoCode(currency)
        ? amountProblem(
            currency,
            amount,
            balances && {
              available: toAtoms(balances[currency]),
              tooMuch: `Not enough ${currency} for this tip`,
            },
          )
        : null,
    }),
  });
  const mutation = useMutation({
    mutationFn: sendTip,
    // The form shows the refusal beside the field it is about.
    onError: () => {},
    onSuccess: (sent) => {
      void refreshBalances();
      onSent(sent);
      onClose();
    },
  });
  const shownAmount = isCryptoCode(currency) ? formatCryptoAmount(toAtoms(tip.amount), currency) : tip.amount;
  const fiatText = fiatValue(tip.amount, currency);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={380}
      title={
        <span className={classes.dialogTitle}>
          <GiftIcon size={18} /> Confirm tip
        </span>
      }
    >
      <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
        <Stack gap="md">
          <dl className={classes.summary}>
            <div>
              <dt>To</dt>
              <dd data-testid="tip-recipient">@{tip.username}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>
                <Group gap={6} wrap="nowrap" component="span">
                  {isCryptoCode(currency) && <CurrencyIcon currency={currency} size={16} />}
                  {shownAmount} {currency}
                </Group>
              </dd>
            </div>
            {fiatText && (
              <div>
                <dt>Worth</dt>
                <dd data-testid="tip-fiat-value">about {fiatText}</dd>
              </div>
            )}
          </dl>
          {form.errors.username && (
            <Text size="sm" c="red.5" role="alert">
              {form.errors.username}
            </Text>
          )}
          {form.errors.amount && (
            <Text size="sm" c="red.5" role="alert">
              {form.errors.amount}
            </Text>
          )}
          <Checkbox
            label="Show in chat"
            description="Post a tip notice to this room"
            checked={showInRoom}
            onChange={(event) => setShowInRoom(event.currentTarget.checked)}
          />
          {totpRequired && <TotpCodeInput data-autofocus {...form.getInputProps('totpCode')} />}
          <FormAlert>{formError}</FormAlert>
          <Group grow gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Send tip
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
