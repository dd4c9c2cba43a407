import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storedPreviewList } from '#shared/upload/preview-list.ts';
import { ViewerFrame } from '../components/ViewerFrame';
import { ViewerToolbar } from '../components/ViewerToolbar';
import { indexFromQuery, rotate, step, zoomIn, zoomOut } from '../viewer-state';

/** /imgPage?fileIndex (spec §2): the widget's preview list, one image at a time, zoom, rotate, previous / next. */
export function ImagePage() {
  const [params] = useSearchParams();
  const [items] = useState(storedPreviewList);
  const [index, setIndex] = useState(() => indexFromQuery(params.get('fileIndex'), items.length));
  const [zoom, setZoom] = useState(1);
  const [degrees, setDegrees] = useState(0);
  const item = items[index];
  if (!item) return <ViewerFrame title="图片预览" empty="没有可预览的图片，请从上传列表中打开" />;

  function go(delta: number) {
    setIndex((current) => step(current, delta, items.length));
    setZoom(1);
    setDegrees(0);
  }

  return (
    <ViewerFrame
      title={item.title}
      toolbar={
        <ViewerToolbar
          status={`${index + 1} / ${items.length} · ${Math.round(zoom * 100)}%`}
          actions={[
            { label: '上一张', onClick: () => go(-1), disabled: index === 0 },
            { label: '下一张', onClick: () => go(1), disabled: index === items.length - 1 },
            { label: '放大', onClick: () => setZoom(zoomIn) },
            { label: '缩小', onClick: () => setZoom(zoomOut) },
            { label: '向左旋转', onClick: () => setDegrees((value) => rotate(value, 'left')) },
            { label: '向右旋转', onClick: () => setDegrees((value) => rotate(value, 'right')) },
          ]}
        />
      }
    >
      <Box w="full" minH="60vh" overflow="auto" display="flex" alignItems="center" justifyContent="center">
        <Image
          src={item.src}
          alt={item.title}
          maxW="100%"
          maxH="70vh"
          transition="transform 0.2s"
          transform={`scale(${zoom}) rotate(${degrees}deg)`}
          data-testid="viewer-image"
          data-zoom={zoom}
          data-rotation={degrees}
        />
      </Box>
    </ViewerFrame>
  );
}
