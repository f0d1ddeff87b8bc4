import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-text';
import { Panel, SectionPage } from '../ui/section-page';
import { usePendingSubmissions } from './review-api';
import { SubmissionCard } from './submission-card';

/** The verification queue: every submission waiting for staff, oldest first, each decided in place. */
export default function VerificationQueuePage() {
  const pending = usePendingSubmissions();
  return (
    <SectionPage
      title="Verification queue"
      description="Submissions waiting for a decision, oldest first. Approving opens the next level to the player; a rejection's reason is shown to them."
    >
      {pending.isPending ? (
        <Loader aria-label="Loading the queue" />
      ) : pending.isError ? (
        <Alert color="red" title="The queue did not load">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(pending.error)}</Text>
            <Button size="xs" variant="light" onClick={() => pending.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : pending.data.submissions.length === 0 ? (
        <Panel>
          <Text c="dimmed">Nothing is waiting for review.</Text>
        </Panel>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {pending.data.submissions.length} waiting
            </Badge>
          </Group>
          {pending.data.submissions.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} />
          ))}
        </Stack>
      )}
    </SectionPage>
  );
}
