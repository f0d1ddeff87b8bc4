import {
  type ClaimedRewardOffer,
  type CryptoCode,
  checkRewardOfferRequestSchema,
  claimRewardOfferRequestSchema,
  isCryptoCode,
  type RewardOfferTerms,
} from '@ante/core';
import { Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { useWallet } from '../../lib/wallet/use-wallet';
import { CurrencySelect } from '../../ui/currency-select';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { SparklesIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import cardClasses from '../../ui/settings-card.module.css';
import { countingTerms, offerCodeDeadlines, offerCodeSummary, rolloverTerms } from './offer-terms';
import classes from './offers.module.css';
import { checkRewardOffer, claimRewardOffer, rewardsKeys } from './rewards-api';
import { claimedOfferToast } from './rollover-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

type ClaimFormProps = { terms: RewardOfferTerms; onClaimed: (offer: ClaimedRewardOffer) => void };

/**
 * An offer's terms in words and the currency to take it in: a deposit offer's own
 * currencies (the deposit must be in one of them), or for a free offer any the wallet
 * offers, the selected one first.
 */
function ClaimForm({ terms, onClaimed }: ClaimFormProps) {
  const formatUsd = useUsdFormatter();
  const { offered, selected } = useWallet();
  const choices: readonly CryptoCode[] = useMemo(
    () => (terms.kind === 'deposit' ? terms.currencies.filter(isCryptoCode) : offered),
    [terms, offered],
  );
  const preferred = choices.includes(selected) ? selected : (choices[0] ?? '');
  const { form, formError, handleSubmit } = useRequestForm({
    schema: claimRewardOfferRequestSchema,
    initialValues: { currency: preferred },
    toRequest: ({ currency }) => ({ code: terms.code, currency }),
  });
  const claim = useMutation({ mutationFn: claimRewardOffer, onSuccess: onClaimed });
  const currency = form.values.currency;

  // The wallet's currencies may arrive after the terms; the choice follows them.
  useEffect(() => {
    if (preferred && !choices.includes(currency as CryptoCode)) form.setFieldValue('currency', preferred);
  }, [preferred, currency, choices, form.setFieldValue]);

  return (
    <form
      onSubmit={handleSubmit(claim.mutateAsync)}
      noValidate
      className={classes.offerTerms}
      data-testid="offer-terms"
    >
      <div className={classes.offerHead}>
        <Text fw={700} c="white" className={classes.offerTitle}>
          {offerCodeSummary(terms, formatUsd)}
        </Text>
        <Badge variant="light" color="brand" className={classes.offerBadge}>
          {terms.kind === 'deposit' ? 'Deposit bonus' : 'Free bonus'}
        </Badge>
      </div>
      <Text size="sm" c="dimmed">
        {rolloverTerms(terms)} {offerCodeDeadlines(terms, formatDate)}
      </Text>
      <Text size="xs" c="dimmed">
        {countingTerms(terms, formatUsd)}
      </Text>
      <div className={classes.claimRow}>
        {isCryptoCode(currency) && (
          <div className={classes.claimCurrency}>
            <CurrencySelect
              value={currency}
              offered={choices}
              onChange={(next) => form.setFieldValue('currency', next)}
            />
          </div>
        )}
        <Button type="submit" loading={form.submitting} disabled={!isCryptoCode(currency)}>
          Claim offer
        </Button>
      </div>
      <FormAlert>{formError ?? form.errors.currency}</FormAlert>
    </form>
  );
}

/**
 * Settings > Offers: an offer code a player was given. Check shows its terms (or the
 * server's reason it cannot be taken, as it is), Claim takes it in the chosen
 * currency; the claimed offer then appears in the list below.
 */
export function OfferCodeCard() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<RewardOfferTerms | null>(null);
  const { form, handleSubmit } = useRequestForm({
    schema: checkRewardOfferRequestSchema,
    initialValues: { code: '' },
    otherErrorsField: 'code',
  });
  const check = useMutation({ mutationFn: checkRewardOffer, onSuccess: setTerms });
  const codeInput = form.getInputProps('code');

  const handleClaimed = async (offer: ClaimedRewardOffer) => {
    const toast = claimedOfferToast(offer, formatDate);
    notifySuccess(toast.title, toast.message);
    setTerms(null);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(user?.userId ?? '') });
  };

  return (
    <SettingsCard
      icon={SparklesIcon}
      title="Have an offer code?"
      description="Enter a code from a promotion to see its terms, then claim it in the currency you want."
    >
      <Stack gap="md">
        <form onSubmit={handleSubmit(check.mutateAsync)} noValidate className={cardClasses.checkRow}>
          <TextInput
            className={cardClasses.checkInput}
            label="Offer code"
            placeholder="e.g. SPRING_BOOST"
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...codeInput}
            onChange={(event) => {
              codeInput.onChange(event);
              setTerms(null);
            }}
          />
          <Button
            type="submit"
            size="md"
            variant="default"
            loading={form.submitting}
            className={cardClasses.checkButton}
          >
            Check
          </Button>
        </form>
        {terms && <ClaimForm key={terms.code} terms={terms} onClaimed={handleClaimed} />}
      </Stack>
    </SettingsCard>
  );
}
