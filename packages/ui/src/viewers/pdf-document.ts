import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// The worker is a file of our own build (Vite copies it and answers its hashed address), never a CDN's.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Loads a PDF from our file routes, /files/ or /staff-files/ (the session cookie goes along, same origin). The whole
 * file in one request: the route streams the gateway's answer and does not serve ranges. No eval (the CSP forbids it).
 */
export function loadPdf(src: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({ url: src, disableRange: true, disableStream: true, isEvalSupported: false });
  return { promise: task.promise, destroy: () => task.destroy() };
}

/** Renders one page (1-based) into the canvas at `zoom` (1 = 100%), sharp on high-density screens. */
export async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  zoom: number,
  canvas: HTMLCanvasElement,
): Promise<RenderTask> {
  const page = await pdf.getPage(pageNumber);
  const density = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: zoom * density });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / density)}px`;
  canvas.style.height = `${Math.floor(viewport.height / density)}px`;
  return page.render({ canvas, viewport });
}
