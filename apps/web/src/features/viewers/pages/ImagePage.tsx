import { indexFromQuery, useImageViewer } from '@sme/ui/viewers';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedPreviewList } from '#shared/upload/preview-list.ts';
import { ViewerFrame } from '../components/ViewerFrame';

/** /imgPage?fileIndex (spec §2): the widget's preview list, one image at a time, zoom, rotate, previous / next. */
export function ImagePage() {
  const [params] = useSearchParams();
  const [items] = useState(storedPreviewList);
  const viewer = useImageViewer(items, indexFromQuery(params.get('fileIndex'), items.length));
  if (!viewer.item) return <ViewerFrame title="图片预览" empty="没有可预览的图片，请从上传列表中打开" />;
  return (
    <ViewerFrame title={viewer.item.title} toolbar={viewer.toolbar}>
      {viewer.image}
    </ViewerFrame>
  );
}
