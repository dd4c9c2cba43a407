import { Box, Spinner } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { loadPdf, renderPage } from './pdf-document.ts';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import { step, zoomIn, zoomOut } from './viewer-state.ts';

export interface PdfViewer {
  /** The PDF could not be loaded (missing, not the caller's, not a PDF). */
  failed: boolean;
  toolbar: ReactNode;
  canvas: ReactNode;
}

/**
 * The PDF viewer of the portal (/PDFShow) and the workbench: the file of `src` rendered page by page in the browser,
 * paging and zoom; the caller frames its toolbar and canvas (a page, a dialog).
 */
export function usePdfViewer(src: string | undefined): PdfViewer {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  // What the canvas shows now ("page@zoom"), so the page never claims a rendering it has not finished.
  const [rendered, setRendered] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!src) return;
    const loading = loadPdf(src);
    loading.promise.then(setPdf, () => setFailed(true));
    return () => {
      void loading.destroy();
    };
  }, [src]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas) return;
    let task: RenderTask | null = null;
    let stopped = false;
    renderPage(pdf, pageNumber, zoom, canvas)
      .then((started) => {
        task = started;
        if (stopped) started.cancel();
        return started.promise;
      })
      .then(
        () => {
          if (!stopped) setRendered(`${pageNumber}@${zoom}`);
        },
        () => undefined,
      );
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom]);

  const pages = pdf?.numPages ?? 0;
  const toolbar = (
    <ViewerToolbar
      status={pdf ? `第 ${pageNumber} / ${pages} 页 · ${Math.round(zoom * 100)}%` : '加载中…'}
      actions={[
        {
          label: '上一页',
          onClick: () => setPageNumber((n) => step(n - 1, -1, pages) + 1),
          disabled: pageNumber <= 1,
        },
        {
          label: '下一页',
          onClick: () => setPageNumber((n) => step(n - 1, 1, pages) + 1),
          disabled: pageNumber >= pages,
        },
        { label: '放大', onClick: () => setZoom(zoomIn) },
        { label: '缩小', onClick: () => setZoom(zoomOut) },
      ]}
    />
  );
  const canvas = (
    <Box w="full" overflow="auto" display="flex" justifyContent="center" bg="gray.100" p="4" minH="60vh">
      {!pdf && <Spinner size="lg" mt="16" />}
      <canvas
        ref={canvasRef}
        data-testid="pdf-canvas"
        data-page={pageNumber}
        data-rendered={rendered === `${pageNumber}@${zoom}` ? 'true' : 'false'}
        style={{ display: pdf ? 'block' : 'none', background: 'white', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}
      />
    </Box>
  );
  return { failed, toolbar, canvas };
}
