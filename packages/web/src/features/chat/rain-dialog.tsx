import {
  type Atoms,
  type ChatRainResponse,
  CRYPTO_CODES,
  type CryptoCode,
  chatRainRequestSchema,
  RAIN_MAX_RECIPIENTS,
  RAIN_MIN_RECIPIENTS,
} from '@ante/core';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { amountProblem } from '../../lib/amount-rules';
import { useCurrentUser } from '../../lib/current-user';
import { formatCryptoAmount } from '../../lib/money';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { useRefreshBalances, useWallet } from '../../lib/wallet/use-wallet';
import { AmountInput } from '../../ui/amount-input';
import { CurrencySelect } from '../../ui/currency-select';
import { FormAlert } from '../../ui/form/form-alert';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import classes from './chat.module.css';
import { sendRain } from './chat-api';
import { RainIcon } from './chat-icons';

type RainDialogProps = {
  opened: boolean;
  region: string;
  onClose: () => void;
  /** The rain fell: its announcement shows at once, and the send box says so. */
  onRained: (answer: ChatRainResponse) => void;
};

/**
 * Rain: an amount split evenly among a number of players picked at random from those
 * who wrote in this room in the last hour. The server picks them and refuses when too
 * few qualify; nothing moves then.
 */
export function RainDialog({ opened, region, onClose, onRained }: RainDialogProps) {
  const wallet = useWallet();
  const refreshBalances = useRefreshBalances();
  const offered = wallet.offered.length > 0 ? wallet.offered : CRYPTO_CODES;
  const [chosen, setChosen] = useState<CryptoCode>(wallet.selected);
  const currency = offered.includes(chosen) ? chosen : (offered[0] ?? chosen);
  const balances = useMemo(
    () => new Map<CryptoCode, Atoms>(wallet.rows.map((row) => [row.currency, row.atoms])),
    [wallet.rows],
  );
  const balance = balances.get(currency) ?? 0n;
  // Rain pays other players, so it asks for the two-factor code as a tip does.
  const totpRequired = useCurrentUser().user?.totpEnabled ?? false;

  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
    schema: chatRainRequestSchema,
    initialValues: { amount: '', recipients: '10', totpCode: '' },
    toRequest: (values) => ({
      currency,
      amount: values.amount,
      recipients: Number(values.recipients),
      totpCode: codeOrNothing(values.totpCode),
    }),
    check: ({ amount, totpCode }) => ({
      amount: amountProblem(currency, amount, {
        available: balance,
        tooMuch: 'Not enough balance for this rain',
      }),
      totpCode: missingCodeProblem(totpRequired, totpCode),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof sendRain>[1]) => sendRain(region, body),
    // The form shows the refusal.
    onError: () => {},
    onSuccess: (answer) => {
      void refreshBalances();
      onRained(answer);
      onClose();
    },
  });

  const handleCurrencyChange = (next: CryptoCode) => {
    setChosen(next);
    clearErrors();
    form.setFieldValue('amount', '');
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={420}
      title={
        <span className={classes.dialogTitle}>
          <RainIcon size={18} /> Make it rain
        </span>
      }
    >
      <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Split an amount evenly among players picked at random from those who wrote in this room in the
            last hour.
          </Text>
          <CurrencySelect
            value={currency}
            onChange={handleCurrencyChange}
            offered={offered}
            balances={balances}
            hideBalances={wallet.hideBalances}
          />
          <AmountInput
            size="sm"
            currency={currency}
            {...form.getInputProps('amount')}
            description={`Available: ${formatCryptoAmount(balance, currency)} ${currency}`}
          />
          <NumberInput
            label="Players"
            description={`${RAIN_MIN_RECIPIENTS} to ${RAIN_MAX_RECIPIENTS}`}
            min={RAIN_MIN_RECIPIENTS}
            max={RAIN_MAX_RECIPIENTS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={form.values.recipients}
            error={form.errors.recipients}
            onChange={(value) => form.setFieldValue('recipients', String(value))}
          />
          {totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
          <FormAlert>{formError}</FormAlert>
          <Group grow gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Make it rain
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
