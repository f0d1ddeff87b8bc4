import type { VerifyLevel1Request } from '@ante/core';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { COUNTRY_OPTIONS, level1Rules } from './level-1-rules';
import { submitLevel1 } from './verification-api';

/** Level 1: personal details, checked as the server checks them before they are sent. */
export function Level1Form({ onSubmitted }: { onSubmitted: () => Promise<void> }) {
  const { form, formError, handleSubmit } = useRequestForm(level1Rules);
  const mutation = useMutation({
    mutationFn: (body: VerifyLevel1Request) => submitLevel1(body),
    onSuccess: onSubmitted,
  });

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate aria-label="Level 1: personal details">
      <Stack gap="sm">
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            {...form.getInputProps('dateOfBirth')}
          />
          <Select
            size="md"
            label="Country of residence"
            placeholder="Choose a country"
            data={COUNTRY_OPTIONS}
            searchable
            nothingFoundMessage="No such country"
            autoComplete="country"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('country')}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="street-address" {...form.getInputProps('addressLine')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('postalCode')} />
        </SimpleGrid>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" loading={form.submitting}>
          Submit for review
        </Button>
      </Stack>
    </form>
  );
}
