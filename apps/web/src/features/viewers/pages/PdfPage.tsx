import { Box, Spinner } from '@chakra-ui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedPreviewList } from '#shared/upload/preview-list.ts';
import { ViewerFrame } from '../components/ViewerFrame';
import { ViewerToolbar } from '../components/ViewerToolbar';
import { loadPdf, renderPage } from '../pdf-document';
import { indexFromQuery, step, zoomIn, zoomOut } from '../viewer-state';

const LOAD_FAILED = '文件加载失败，文件可能不存在或无权访问';

/** /PDFShow?fileIndex (spec §2): the PDF of the preview list rendered page by page in the browser, paging and zoom. */
export function PdfPage() {
  const [params] = useSearchParams();
  const [items] = useState(storedPreviewList);
  const item = items[indexFromQuery(params.get('fileIndex'), items.length)];
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  // What the canvas shows now ("page@zoom"), so the page never claims a rendering it has not finished.
  const [rendered, setRendered] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const src = item?.src;

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

  if (!item) return <ViewerFrame title="文件预览" empty="没有可预览的文件，请从上传列表中打开" />;
  if (failed) return <ViewerFrame title={item.title} empty={LOAD_FAILED} />;
  const pages = pdf?.numPages ?? 0;

  return (
    <ViewerFrame
      title={item.title}
      toolbar={
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
      }
    >
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
    </ViewerFrame>
  );
}
