import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useState } from 'react';
import { PDF_PAGE_WIDTH_PX, pageScale } from './pdf-layout';

// The worker is a file of our own build, served from our origin, so the content policy's
// script-src 'self' admits it and no blob: worker is needed.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a player's PDF from its bytes. The file is hostile input: eval is off (pdf.js
 * otherwise compiles font programs to functions), XFA forms are off, and nothing is
 * fetched on the document's behalf. pdf.js runs no script of the document itself; that
 * takes its separate scripting sandbox, which is never loaded here.
 */
function openPdf(bytes: ArrayBuffer): PDFDocumentLoadingTask {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    stopAtErrors: true,
  });
}

export type PdfState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; document: PDFDocumentProxy };

/**
 * The PDF at `url`, read with the staff's session and opened. It lives as long as the
 * component: leaving the page aborts the read and destroys the document and its worker
 * task, so no parsed document outlives the screen that shows it.
 */
export function usePdfDocument(url: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let task: PDFDocumentLoadingTask | null = null;
    setState({ status: 'loading' });
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`The document could not be read (${response.status}).`);
        return response.arrayBuffer();
      })
      .then((bytes) => {
        if (controller.signal.aborted) return null;
        task = openPdf(bytes);
        return task.promise;
      })
      .then((document) => {
        if (document && !controller.signal.aborted) setState({ status: 'ready', document });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      void task?.destroy();
    };
  }, [url]);
  return state;
}

/**
 * Draws page `number` (from 1) into `canvas`, `PDF_PAGE_WIDTH_PX` wide at most. Links
 * and form fields are not drawn (annotations off): staff read the page, they do not
 * follow it anywhere. Returns a cancel for a canvas that leaves the page first.
 */
export function drawPage(document: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement): () => void {
  let cancel = () => {};
  let cancelled = false;
  void document.getPage(number).then((page) => {
    if (cancelled) return;
    const base = page.getViewport({ scale: 1 });
    const scale = pageScale(
      { widthPt: base.width, heightPt: base.height },
      PDF_PAGE_WIDTH_PX,
      window.devicePixelRatio,
    );
    const viewport = page.getViewport({ scale });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const task = page.render({ canvas, viewport, annotationMode: AnnotationMode.DISABLE });
    cancel = () => task.cancel();
    task.promise.catch(() => {
      // A cancelled or failed page stays blank; the download link beside it still works.
    });
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
