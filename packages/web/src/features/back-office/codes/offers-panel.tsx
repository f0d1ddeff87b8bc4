import { usdText } from '@ante/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { ConfirmButton } from '../ui/confirm-button';
import { formatWhen } from '../ui/format';
import { Panel } from '../ui/section-page';
import { offerRules } from './code-rules';
import { useCreateOffer, useDisableOffer, useOffers } from './codes-api';

export function OffersPanel() {
  const offers = useOffers();
  const disable = useDisableOffer();
  return (
    <Stack gap="lg">
      <CreateOfferForm />
      <Panel title="Offers">
        {offers.isPending ? (
          <Loader aria-label="Loading the offers" />
        ) : offers.isError ? (
          <Alert color="red">{errorMessage(offers.error)}</Alert>
        ) : offers.data.offers.length === 0 ? (
          <Text c="dimmed">No offer yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Offers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Bonus</Table.Th>
                  <Table.Th>Rollover</Table.Th>
                  <Table.Th>Claimed</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offers.data.offers.map((offer) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td fw={700} c="white">
                      {offer.code}
                    </Table.Td>
                    <Table.Td>
                      {offer.kind === 'deposit'
                        ? `${offer.percent}% of a deposit, up to ${usdText(offer.maxUsd ?? '0')}`
                        : `${usdText(offer.amountUsd ?? '0')} free`}
                    </Table.Td>
                    <Table.Td>
                      {offer.rollover}× in {offer.days} d
                    </Table.Td>
                    <Table.Td>
                      {offer.uses} / {offer.maxUses}
                    </Table.Td>
                    <Table.Td c="dimmed">{formatWhen(offer.expiresAt)}</Table.Td>
                    <Table.Td>
                      {offer.disabledAt ? (
                        <Badge color="gray" variant="light">
                          Disabled
                        </Badge>
                      ) : (
                        <Badge variant="light">Active</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {!offer.disabledAt && (
                        <ConfirmButton
                          label="Disable"
                          confirmLabel={`Disable ${offer.code}`}
                          onConfirm={() => disable.mutateAsync(offer.id)}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </Stack>
  );
}

function CreateOfferForm() {
  const create = useCreateOffer();
  const { form, formError, handleSubmit, clearErrors } = useRequestForm(offerRules);
  const kind = form.getValues().kind;
  return (
    <Panel title="New offer">
      <form
        onSubmit={handleSubmit(async (request) => {
          await create.mutateAsync(request);
          form.reset();
        })}
        noValidate
        aria-label="New offer"
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Kind of offer"
            data={[
              { value: 'deposit', label: 'Deposit bonus' },
              { value: 'free', label: 'Free bonus' },
            ]}
            value={kind}
            onChange={(value) => {
              form.setFieldValue('kind', value);
              clearErrors();
            }}
            style={{ alignSelf: 'flex-start' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput label="Code" autoComplete="off" {...form.getInputProps('code')} />
            {kind === 'free' ? (
              <TextInput label="Bonus (USD)" inputMode="decimal" {...form.getInputProps('amountUsd')} />
            ) : (
              <>
                <TextInput
                  label="Percent of the deposit"
                  inputMode="numeric"
                  {...form.getInputProps('percent')}
                />
                <TextInput label="Bonus cap (USD)" inputMode="decimal" {...form.getInputProps('maxUsd')} />
              </>
            )}
            <TextInput label="Rollover (×)" inputMode="numeric" {...form.getInputProps('rollover')} />
            <TextInput label="Days to complete" inputMode="numeric" {...form.getInputProps('days')} />
            <TextInput label="Players in all" inputMode="numeric" {...form.getInputProps('maxUses')} />
            <TextInput
              label="Largest counted bet (USD)"
              description="Optional"
              inputMode="decimal"
              {...form.getInputProps('maxBetUsd')}
            />
            <TextInput
              label="Ends"
              description="Optional"
              type="datetime-local"
              {...form.getInputProps('expiresAt')}
            />
          </SimpleGrid>
          <FormAlert>{formError}</FormAlert>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Create offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
