import { type AdminCampaign, MAX_COMMISSION_PERCENT } from '@ante/core';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { PagedTable } from '../ui/paged-table';
import { SearchBox } from '../ui/search-box';
import { Panel, SectionPage } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns, useSetCommission } from './affiliate-api';
import { commissionRules } from './commission-rules';

/** An affiliate campaign's commission: staff find the campaign, pick it, and set its percent. */
export default function CommissionPage() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const paging = usePaging(CAMPAIGNS_PAGE_SIZE);
  const [picked, setPicked] = useState<AdminCampaign | null>(null);
  const campaigns = useCampaigns(q, paging.offset);
  return (
    <SectionPage
      title="Affiliate commission"
      description={`Find a campaign by its code, its name or its owner's username, pick it, and set its commission percent, from 0 to ${MAX_COMMISSION_PERCENT}. Leave the percent empty to go back to the casino's default.`}
    >
      <SearchBox
        label="Search campaigns"
        placeholder="Code, name or owner"
        value={text}
        onChange={(value) => {
          setText(value);
          paging.restart();
        }}
      />
      <PagedTable
        query={campaigns}
        rows={(data) =>
          data.campaigns.map((campaign) => (
            <CampaignRow
              key={campaign.id}
              campaign={campaign}
              picked={picked?.id === campaign.id}
              onPick={() => setPicked(campaign)}
            />
          ))
        }
        total={(data) => data.total}
        label="Campaigns"
        columns={[
          { label: 'Code' },
          { label: 'Name' },
          { label: 'Owner' },
          { label: 'Percent', right: true },
          { label: 'Referrals', right: true },
          { label: '' },
        ]}
        minWidth={680}
        empty={q === '' ? 'There are no campaigns yet.' : `No campaign matches “${q}”.`}
        {...paging.table}
      />
      {picked && <CommissionForm key={picked.id} campaign={picked} onSaved={setPicked} />}
    </SectionPage>
  );
}

function CampaignRow({
  campaign,
  picked,
  onPick,
}: {
  campaign: AdminCampaign;
  picked: boolean;
  onPick: () => void;
}) {
  return (
    <Table.Tr bg={picked ? 'var(--mantine-color-dark-6)' : undefined}>
      <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {campaign.code}
      </Table.Td>
      <Table.Td>{campaign.name}</Table.Td>
      <Table.Td>{campaign.ownerUsername}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {campaign.commissionPercent}%{' '}
        {!campaign.customPercent && (
          <Badge size="xs" variant="light" color="gray">
            default
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {campaign.referrals}
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant={picked ? 'filled' : 'default'}
          onClick={onPick}
          aria-label={`Pick campaign ${campaign.code}`}
          aria-pressed={picked}
        >
          {picked ? 'Picked' : 'Pick'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function CommissionForm({
  campaign,
  onSaved,
}: {
  campaign: AdminCampaign;
  onSaved: (campaign: AdminCampaign) => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const setCommission = useSetCommission();
  const { form, formError, handleSubmit } = useRequestForm({
    ...commissionRules,
    otherErrorsField: 'percent',
  });
  return (
    <Panel title={`Commission of ${campaign.code}`}>
      <form
        onSubmit={handleSubmit(async ({ percent }) => {
          setSaved(null);
          const result = await setCommission.mutateAsync({ id: campaign.id, percent });
          onSaved({
            ...campaign,
            commissionPercent: result.commissionPercent,
            customPercent: percent !== null,
          });
          setSaved(`${campaign.code} now earns ${result.commissionPercent}%.`);
        })}
        noValidate
        aria-label="Set a campaign's commission"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {campaign.name}, owned by {campaign.ownerUsername}, earns {campaign.commissionPercent}%
            {campaign.customPercent ? '' : " (the casino's default)"} on {campaign.referrals} referred
            {campaign.referrals === 1 ? ' player' : ' players'}.
          </Text>
          <TextInput
            label="Percent"
            inputMode="decimal"
            placeholder="Default"
            maw={240}
            {...form.getInputProps('percent')}
          />
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
  );
}
