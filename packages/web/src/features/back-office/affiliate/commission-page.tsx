import {
  affiliateApi,
  campaignIdParamsSchema,
  MAX_COMMISSION_PERCENT,
  setCampaignCommissionRequestSchema,
} from '@ante/core';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { FormAlert } from '../../../ui/form/form-alert';
import { parseRequest } from '../../../ui/form/request-form';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { Panel, SectionPage } from '../ui/section-page';

type CommissionValues = { id: string; percent: string };

/** The percent as the contract takes it: empty text goes back to the casino's default (null). */
function percentOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

const commissionRules = {
  schema: setCampaignCommissionRequestSchema,
  initialValues: { id: '', percent: '' } satisfies CommissionValues,
  toRequest: (values: CommissionValues) => ({ percent: percentOf(values.percent) }),
  // The campaign's id travels in the address, checked by the route's own params contract.
  check: (values: CommissionValues) => {
    const parsed = parseRequest(campaignIdParamsSchema, { id: values.id.trim() });
    return { id: parsed.ok ? null : parsed.message };
  },
};

/** An affiliate campaign's commission: the share of the house edge its referred players' bets earn it. */
export default function CommissionPage() {
  const [saved, setSaved] = useState<string | null>(null);
  const setCommission = useMutation({
    mutationFn: ({ id, percent }: { id: string; percent: number | null }) =>
      api.call(affiliateApi.setCommission, { params: { id }, body: { percent } }),
  });
  const { form, formError, handleSubmit } = useRequestForm({ ...commissionRules, otherErrorsField: 'id' });
  return (
    <SectionPage
      title="Affiliate commission"
      description={`Set one campaign's commission percent, from 0 to ${MAX_COMMISSION_PERCENT}. Leave the percent empty to go back to the casino's default.`}
    >
      <Panel title="Set a campaign's commission">
        <form
          onSubmit={handleSubmit(async ({ percent }) => {
            setSaved(null);
            const result = await setCommission.mutateAsync({ id: form.getValues().id.trim(), percent });
            setSaved(`Campaign ${result.id.slice(0, 8)}… now earns ${result.commissionPercent}%.`);
          })}
          noValidate
          aria-label="Set a campaign's commission"
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Campaign id" autoComplete="off" {...form.getInputProps('id')} />
              <TextInput
                label="Percent"
                inputMode="decimal"
                placeholder="Default"
                {...form.getInputProps('percent')}
              />
            </SimpleGrid>
            <FormAlert>{formError}</FormAlert>
            <Group>
              <Button type="submit" loading={form.submitting}>
                Save
              </Button>
              {saved && (
                <Text size="sm" c="brand.5" role="status">
                  {saved}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Panel>
    </SectionPage>
  );
}
