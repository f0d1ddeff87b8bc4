import type { VerificationSubmission } from '@ante/core';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { formatWhen } from '../ui/format';
import { Panel } from '../ui/section-page';
import { DocumentView } from './document-view';
import { RejectForm } from './reject-form';
import { useReviewSubmission } from './review-api';
import { submissionFields } from './submission-fields';

/** One submission: who sent which level when, what they wrote, their documents, and the decision. */
export function SubmissionCard({ submission }: { submission: VerificationSubmission }) {
  const { approve, reject } = useReviewSubmission(submission.id);
  const [rejecting, setRejecting] = useState(false);
  const fields = submissionFields(submission.data);
  return (
    <Panel>
      <article aria-label={`Level ${submission.level} from ${submission.username}`}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz={18} c="white">
                {submission.username}
              </Title>
              <Text size="sm" c="dimmed">
                Sent {formatWhen(submission.submittedAt)}
              </Text>
            </div>
            <Badge variant="light" size="lg">
              Level {submission.level}
            </Badge>
          </Group>
          {fields.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
              {fields.map(({ label, value }) => (
                <div key={label}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {label}
                  </Text>
                  <Text size="sm" c="white" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
          {submission.files.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {submission.files.map((file) => (
                <DocumentView key={file.slot} file={file} owner={submission.username} />
              ))}
            </SimpleGrid>
          )}
          {rejecting ? (
            <RejectForm onReject={reject.mutateAsync} onCancel={() => setRejecting(false)} />
          ) : (
            <Stack gap="sm">
              <FormAlert>{approve.error && errorMessage(approve.error)}</FormAlert>
              <Group gap="sm">
                <Button onClick={() => approve.mutate()} loading={approve.isPending}>
                  Approve
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setRejecting(true)}
                  disabled={approve.isPending}
                >
                  Reject
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </article>
    </Panel>
  );
}
