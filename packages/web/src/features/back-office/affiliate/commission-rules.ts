import { setCampaignCommissionRequestSchema } from '@ante/core';

export type CommissionValues = { percent: string };

/** The percent as the contract takes it: empty text goes back to the casino's default (null). */
function percentOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The percent form, checked by the route's own contract; the campaign is picked from the list, not typed. */
export const commissionRules = {
  schema: setCampaignCommissionRequestSchema,
  initialValues: { percent: '' } satisfies CommissionValues,
  toRequest: (values: CommissionValues) => ({ percent: percentOf(values.percent) }),
};
