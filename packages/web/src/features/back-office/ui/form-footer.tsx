import { Button, Group, Text } from '@mantine/core';
import { FormAlert } from '../../../ui/form/form-alert';

/**
 * The end of a back-office form: the server's refusal when it named no field, what the
 * last submit did (read out as a status), and the submit button on the right.
 */
export function FormFooter({
  error,
  done,
  submitting,
  submit,
}: {
  error: string | null;
  done: string | null;
  submitting: boolean;
  submit: string;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      {done && (
        <Text size="sm" c="teal.4" role="status">
          {done}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" size="xs" variant="light" loading={submitting}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
