import { CRYPTO_CODES, usdText } from '@ante/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
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
import { codeRules } from './code-rules';
import { useCodes, useCreateCode, useDisableCode } from './codes-api';

const CURRENCY_OPTIONS = [
  { value: '', label: 'The player’s choice' },
  ...CRYPTO_CODES.map((code) => ({ value: code, label: code })),
];

export function CodesPanel() {
  const codes = useCodes();
  const disable = useDisableCode();
  return (
    <Stack gap="lg">
      <CreateCodeForm />
      <Panel title="Codes">
        {codes.isPending ? (
          <Loader aria-label="Loading the codes" />
        ) : codes.isError ? (
          <Alert color="red">{errorMessage(codes.error)}</Alert>
        ) : codes.data.codes.length === 0 ? (
          <Text c="dimmed">No code yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Redeem codes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Reward</Table.Th>
                  <Table.Th>Used</Table.Th>
                  <Table.Th>Rollover</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data.codes.map((code) => (
                  <Table.Tr key={code.id}>
                    <Table.Td fw={700} c="white">
                      {code.code}
                    </Table.Td>
                    <Table.Td>
                      {usdText(code.rewardUsd)} {code.currency ? `in ${code.currency}` : ''}
                    </Table.Td>
                    <Table.Td>
                      {code.uses} / {code.maxUses}
                    </Table.Td>
                    <Table.Td>{code.wagerRequirementX ? `${code.wagerRequirementX}×` : '—'}</Table.Td>
                    <Table.Td c="dimmed">{formatWhen(code.expiresAt)}</Table.Td>
                    <Table.Td>
                      {code.disabledAt ? (
                        <Badge color="gray" variant="light">
                          Disabled
                        </Badge>
                      ) : (
                        <Badge variant="light">Active</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {!code.disabledAt && (
                        <ConfirmButton
                          label="Disable"
                          confirmLabel={`Disable ${code.code}`}
                          onConfirm={() => disable.mutateAsync(code.id)}
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

function CreateCodeForm() {
  const create = useCreateCode();
  const { form, formError, handleSubmit } = useRequestForm(codeRules);
  return (
    <Panel title="New redeem code">
      <form
        onSubmit={handleSubmit(async (request) => {
          await create.mutateAsync(request);
          form.reset();
        })}
        noValidate
        aria-label="New redeem code"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput label="Code" autoComplete="off" {...form.getInputProps('code')} />
            <TextInput label="Reward (USD)" inputMode="decimal" {...form.getInputProps('rewardUsd')} />
            <Select
              size="md"
              label="Paid in"
              data={CURRENCY_OPTIONS}
              {...form.getInputProps('currency')}
              onChange={(value) => form.setFieldValue('currency', value ?? '')}
            />
            <TextInput label="Players in all" inputMode="numeric" {...form.getInputProps('maxUses')} />
            <TextInput label="Starts" type="datetime-local" {...form.getInputProps('startsAt')} />
            <TextInput label="Ends" type="datetime-local" {...form.getInputProps('expiresAt')} />
            <TextInput
              label="Rollover (× reward)"
              description="Optional"
              inputMode="numeric"
              {...form.getInputProps('wagerRequirementX')}
            />
            <TextInput
              label="Wagered in 7 days (USD)"
              description="Optional"
              inputMode="decimal"
              {...form.getInputProps('minWagerUsd7d')}
            />
          </SimpleGrid>
          <FormAlert>{formError}</FormAlert>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Create code
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
