import { createRedeemCodeRequestSchema, createRewardOfferRequestSchema } from '@ante/core';
import { localInputToIso, optionalText, textToNumber } from '../ui/format';

export type CodeValues = {
  code: string;
  rewardUsd: string;
  currency: string;
  maxUses: string;
  startsAt: string;
  expiresAt: string;
  wagerRequirementX: string;
  minWagerUsd7d: string;
};

/** A redeem code's form: what staff type, turned into the request the server checks with the same contract. */
export const codeRules = {
  schema: createRedeemCodeRequestSchema,
  initialValues: {
    code: '',
    rewardUsd: '',
    currency: '',
    maxUses: '',
    startsAt: '',
    expiresAt: '',
    wagerRequirementX: '',
    minWagerUsd7d: '',
  } satisfies CodeValues,
  toRequest: (values: CodeValues) => ({
    code: values.code.trim(),
    rewardUsd: values.rewardUsd.trim(),
    currency: optionalText(values.currency),
    maxUses: textToNumber(values.maxUses),
    startsAt: localInputToIso(values.startsAt),
    expiresAt: localInputToIso(values.expiresAt),
    wagerRequirementX: textToNumber(values.wagerRequirementX),
    minWagerUsd7d: optionalText(values.minWagerUsd7d),
  }),
};

export type OfferValues = {
  kind: string;
  code: string;
  percent: string;
  maxUsd: string;
  amountUsd: string;
  rollover: string;
  days: string;
  maxUses: string;
  maxBetUsd: string;
  expiresAt: string;
};

/**
 * An offer's form. A deposit offer is a percent of the deposit up to a cap, a free one
 * a fixed amount: the request carries only the fields of its kind, as the contract
 * (a union by kind) requires.
 */
export const offerRules = {
  schema: createRewardOfferRequestSchema,
  initialValues: {
    kind: 'deposit',
    code: '',
    percent: '',
    maxUsd: '',
    amountUsd: '',
    rollover: '',
    days: '',
    maxUses: '',
    maxBetUsd: '',
    expiresAt: '',
  } satisfies OfferValues,
  toRequest: (values: OfferValues) => {
    const common = {
      code: values.code.trim(),
      rollover: textToNumber(values.rollover),
      days: textToNumber(values.days),
      maxUses: textToNumber(values.maxUses),
      maxBetUsd: optionalText(values.maxBetUsd),
      expiresAt: localInputToIso(values.expiresAt),
    };
    return values.kind === 'free'
      ? { kind: 'free', amountUsd: values.amountUsd.trim(), ...common }
      : { kind: values.kind, percent: textToNumber(values.percent), maxUsd: values.maxUsd.trim(), ...common };
  },
};
