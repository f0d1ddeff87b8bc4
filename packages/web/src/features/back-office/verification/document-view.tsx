import type { VerificationSubmission } from '@ante/core';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatBytes } from '../ui/format';
import classes from './document-view.module.css';

type SubmissionFile = VerificationSubmission['files'][number];

const SLOT_NAMES: Record<string, string> = { front: 'Front', back: 'Back', document: 'Document' };

/** pdf.js is large: it loads only when a PDF is first shown, in its own chunk. */
const PdfView = lazy(() => import('./pdf-view'));

/**
 * A submitted document, shown in the page. Images are read from the file route (an
 * image element ignores the route's download header). A PDF is drawn onto canvases by
 * pdf.js (pdf-view.tsx) rather than framed: the content policy frames nothing of ours,
 * and the document is the player's, so none of its own content may run in our origin.
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
        <div className={classes.frame}>
          <Suspense fallback={<Loader size="sm" aria-label={`Loading the ${name.toLowerCase()}`} />}>
            <PdfView url={file.url} label={`${name} of ${owner}'s document`} />
          </Suspense>
        </div>
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
