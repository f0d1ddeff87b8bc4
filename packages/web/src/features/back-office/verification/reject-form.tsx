import { type RejectSubmissionRequest, rejectSubmissionRequestSchema } from '@ante/core';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';

/** The reason the player will read, checked by the contract the server checks it with. */
export function RejectForm({
  onReject,
  onCancel,
}: {
  onReject: (request: RejectSubmissionRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { form, formError, handleSubmit } = useRequestForm({
    schema: rejectSubmissionRequestSchema,
    initialValues: { reason: '' },
  });
  return (
    <form onSubmit={handleSubmit(onReject)} noValidate aria-label="Reject the submission">
      <Stack gap="sm">
        <Textarea
          label="Reason, shown to the player"
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormAlert>{formError}</FormAlert>
        <Group gap="sm">
          <Button type="submit" color="red" loading={form.submitting}>
            Reject
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
