import type { VerificationSubmission } from '@ante/core';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { FileIcon } from '../../../ui/icons';
import { formatBytes } from '../ui/format';
import classes from './document-view.module.css';

type SubmissionFile = VerificationSubmission['files'][number];

const SLOT_NAMES: Record<string, string> = { front: 'Front', back: 'Back', document: 'Document' };

/**
 * A submitted document. Images show in the page, read from the file route (an image
 * element ignores the route's download header). A PDF cannot: the site's content
 * policy lets no page of it be framed, so staff open it with the browser's viewer.
 */
export function DocumentView({ file, owner }: { file: SubmissionFile; owner: string }) {
  const name = SLOT_NAMES[file.slot] ?? file.slot;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="white">
          {name}
        </Text>
        <Anchor href={file.url} size="sm" download>
          Download ({formatBytes(file.bytes)})
        </Anchor>
      </Group>
      {file.contentType === 'application/pdf' ? (
        <Anchor href={file.url} className={classes.pdf} download>
          <FileIcon size={28} />
          <span>PDF document: download to read it</span>
        </Anchor>
      ) : (
        <a href={file.url} className={classes.frame} download>
          <img
            src={file.url}
            alt={`${name} of ${owner}'s document`}
            className={classes.image}
            loading="lazy"
          />
        </a>
      )}
    </Stack>
  );
}
