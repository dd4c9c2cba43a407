import { indexFromQuery, usePdfViewer } from '@sme/ui/viewers';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedPreviewList } from '#shared/upload/preview-list.ts';
import { ViewerFrame } from '../components/ViewerFrame';

const LOAD_FAILED = '文件加载失败，文件可能不存在或无权访问';

/** /PDFShow?fileIndex (spec §2): the PDF of the preview list rendered page by page in the browser, paging and zoom. */
export function PdfPage() {
  const [params] = useSearchParams();
  const [items] = useState(storedPreviewList);
  const item = items[indexFromQuery(params.get('fileIndex'), items.length)];
  const viewer = usePdfViewer(item?.src);

  if (!item) return <ViewerFrame title="文件预览" empty="没有可预览的文件，请从上传列表中打开" />;
  if (viewer.failed) return <ViewerFrame title={item.title} empty={LOAD_FAILED} />;
  return (
    <ViewerFrame title={item.title} toolbar={viewer.toolbar}>
      {viewer.canvas}
    </ViewerFrame>
  );
}
