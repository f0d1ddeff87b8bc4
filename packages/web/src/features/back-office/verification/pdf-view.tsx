import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import classes from './document-view.module.css';
import { drawPage, usePdfDocument } from './pdf-document';
import { PDF_PAGES_SHOWN } from './pdf-layout';

/**
 * A PDF document drawn page by page onto canvases, in the page like an image: parsed by
 * pdf.js in its worker, never framed, and nothing of it runs (pdf-document.ts). The
 * default export, so the document view loads pdf.js only when a PDF is first shown.
 */
export default function PdfView({ url, label }: { url: string; label: string }) {
  const pdf = usePdfDocument(url);
  if (pdf.status === 'loading') return <Loader size="sm" aria-label={`Loading ${label}`} />;
  if (pdf.status === 'failed') {
    return <Alert color="red">This PDF cannot be shown here; download it to read it.</Alert>;
  }
  const { document } = pdf;
  const pages = Math.min(document.numPages, PDF_PAGES_SHOWN);
  return (
    <Stack gap={6}>
      <div className={classes.pages}>
        {Array.from({ length: pages }, (_, index) => (
          <PdfPage
            // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the identity.
            key={index}
            document={document}
            number={index + 1}
            label={pages === 1 ? label : `${label}, page ${index + 1}`}
          />
        ))}
      </div>
      {document.numPages > pages && (
        <Text size="xs" c="dimmed">
          The first {pages} of {document.numPages} pages; download the document for the rest.
        </Text>
      )}
    </Stack>
  );
}

function PdfPage({ document, number, label }: { document: PDFDocumentProxy; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    return drawPage(document, number, canvas.current);
  }, [document, number]);
  return <canvas ref={canvas} role="img" aria-label={label} className={classes.page} />;
}
